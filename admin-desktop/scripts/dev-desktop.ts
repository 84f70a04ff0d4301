/**
 * `npm run dev:desktop` (part of `npm run dev:all`): builds the desktop app and starts Electron.
 * Without an Electron binary it says so and exits cleanly, so the server and the admin dev server
 * started next to it keep running.
 */
import { spawn } from 'node:child_process';
import { findElectronBinary } from './electron-binary.js';

if (!findElectronBinary()) {
  console.log(
    [
      'No Electron binary is installed (node_modules/electron/dist is missing), so the desktop app is not started.',
      'The server (http://127.0.0.1:3000) and the admin dev server (http://127.0.0.1:5173/admin/) keep running.',
      'Where downloads from GitHub work, install the binary with `npx install-electron` and run `npm run dev:desktop`.',
    ].join('\n'),
  );
  process.exit(0);
}

// electron-vite preview: builds main, preload and renderer, then runs Electron on out/.
const child = spawn('npx', ['electron-vite', 'preview'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
child.on('exit', (code) => process.exit(code ?? 0));
