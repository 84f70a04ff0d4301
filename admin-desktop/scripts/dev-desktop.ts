/**
 * `npm run dev:desktop` (part of `npm run dev:all`): builds the desktop app and starts Electron.
 * Without an Electron binary it says so and exits cleanly, so the server and the admin dev server
 * started next to it keep running.
 */
import { spawn } from 'node:child_process';
import {
  ADMIN_DEV_PORT,
  localHost,
  localServerOrigin,
  ownOrigin,
  readEnvironment,
} from '../../server/environment.js';
import { findElectronBinary } from './electron-binary.js';

// The addresses `npm run dev` and `npm run dev:admin` listen on: HOST and PORT (and .env).
const environment = readEnvironment();
const server = localServerOrigin(environment);
const adminDev = `${ownOrigin(localHost(environment), ADMIN_DEV_PORT)}/admin/`;

if (!findElectronBinary()) {
  console.log(
    [
      'No Electron binary is installed (node_modules/electron/dist is missing), so the desktop app is not started.',
      `The server (${server}) and the admin dev server (${adminDev}) keep running.`,
      'Where downloads from GitHub work, install the binary with `npx install-electron` and run `npm run dev:desktop`.',
    ].join('\n'),
  );
  process.exit(0);
}

console.log(`The desktop app asks for the server's address once: ${server}`);
// electron-vite preview: builds main, preload and renderer, then runs Electron on out/.
const child = spawn('npx', ['electron-vite', 'preview'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
child.on('exit', (code) => process.exit(code ?? 0));
