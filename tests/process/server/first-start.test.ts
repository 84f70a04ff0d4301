import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@tests/helpers/server-process.js';

/** The first start's admin account: shown once, where nobody can miss it. */
let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the first start', () => {
  it('prints the admin account as its last lines, after the start’s log', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-first-start-'));
    server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
    const lines = server.lines;
    await expect
      .poll(() => lines.some((line) => line.startsWith(' This password is shown only now')))
      .toBe(true);
    const box = lines.findIndex((line) => line.includes('First start: an admin account was created'));
    const listening = lines.findIndex((line) => line.includes('"msg":"listening on'));
    const retention = lines.findIndex((line) => line.includes('daily job: retention done'));
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(retention).toBeGreaterThanOrEqual(0);
    expect(box).toBeGreaterThan(Math.max(listening, retention));
    expect(lines.slice(box, box + 4).join('\n')).toMatch(
      new RegExp(`Sign in at: ${server.url}/admin\\n {3}Username: +admin\\n {3}Password: +\\S{24}`),
    );
    // Nothing of the start's own log after it.
    expect(lines.slice(box).filter((line) => line.startsWith('{'))).toEqual([]);
  });
});
