import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The webServer command of playwright.config.ts: the built server (dist/server/main.js) over a
 * fresh data folder that exists exactly as long as the server runs. The folder is made here, once
 * per test run, and removed when the server has exited, however the run ends:
 * - Playwright stops the web server with SIGTERM to its process group (gracefulShutdown in the
 *   config): the server shuts down, then this process removes the folder;
 * - SIGINT / SIGHUP the same way;
 * - the runner dies without a signal to us: it held our stdin open, so its end stops the server;
 * - the server stops by itself (start failure, crash): the folder is removed and the exit is
 *   reported on stderr, which Playwright shows as [WebServer] output.
 * Everything else the server needs (PORT, HOST, admin account, …) comes from the config's env.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopRequested = false;
function stop(signal: NodeJS.Signals): void {
  stopRequested = true;
  // The server ignores a second signal while it is already shutting down.
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
process.stdin.on('end', () => stop('SIGTERM'));
process.stdin.resume();

server.on('error', (error) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.error(`[e2e web server] could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!stopRequested) {
    console.error(`[e2e web server] the server stopped by itself (${signal ?? `exit code ${code}`})`);
    process.exit(code || 1);
  }
  process.exit(0);
});
