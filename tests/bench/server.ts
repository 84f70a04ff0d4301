import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../helpers/ports.js';

export { CHROMIUM_PATH as CHROME, CHROMIUM_FLAGS as CHROME_FLAGS } from '../helpers/chromium.js';
export { freePort };

/** Waits until `url` answers at all (any status), for at most about ten seconds. */
export async function waitForUrl(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Starts the built server on a free port over a fresh, seeded database (or over `dataDir`, which
 * is then kept when it stops). `root` is the checkout whose build runs (this one by default).
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; root?: string } = {},
) {
  const root = options.root ?? process.cwd();
  if (!fs.existsSync(path.join(root, 'dist/server/main.js')))
    throw new Error(`No build in ${root}: run "npm run build" first.`);
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benches sign in with the password alone (what they measure comes after the sign-in).
      STAFF_2FA: 'optional',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    dataDir,
    pid: child.pid!,
    /** Sends `signal` and resolves when the process is gone. */
    async kill(signal: NodeJS.Signals): Promise<void> {
      child.kill(signal);
      await exited;
    },
    stop() {
      child.kill('SIGTERM');
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in to a running server and returns the Cookie header of the admin session. */
export async function adminSessionCookie(
  url: string,
  admin: { username: string; password: string },
): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}
