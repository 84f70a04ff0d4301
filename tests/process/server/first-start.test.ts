import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PNG_DATA_URL } from '@tests/helpers/factories.js';
import { startServerProcess, type ServerProcess } from '@tests/helpers/server-process.js';

/**
 * The first start of a fresh install: the admin account is shown once, where nobody can miss it,
 * and the data folder it creates is private to the server's user (data-dir.test.ts: an older
 * installation's folder). One start for both, since a fresh install's start (migrations, the
 * sample content, a real password hash) is the expensive part.
 */
let server: ServerProcess | undefined;
let parent: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (parent) fs.rmSync(parent, { recursive: true, force: true });
});

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** Signs in with `account` and uploads a picture; answers the stored picture's address. */
async function uploadAs(url: string, account: { username: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const upload = await fetch(`${url}/api/admin/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ image: PNG_DATA_URL, type: 'profile' }),
  });
  expect(upload.status).toBe(201);
  return ((await upload.json()) as { url: string }).url;
}

describe('the first start', () => {
  it('prints the admin account as its last lines, after the start’s log; the data folder is private: 0700, the database, its WAL and every upload 0600', async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-first-start-'));
    const dataDir = path.join(parent, 'data');
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      // The upload is what the folder's check needs; signing in with the password alone is enough.
      STAFF_2FA: 'optional',
    });
    const lines = server.lines;
    // The box follows the start's daily job, which can take seconds on two busy cores.
    await expect
      .poll(() => lines.some((line) => line.startsWith(' This password is shown only now')), {
        timeout: 20_000,
      })
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

    // The account shown signs in; its upload and everything else in the folder is the server's alone.
    const password = /Password: +(\S{24})/.exec(lines.slice(box, box + 4).join('\n'))![1]!;
    const uploaded = await uploadAs(server.url, { username: 'admin', password });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    for (const file of ['agency.sqlite', 'agency.sqlite-wal', 'agency.sqlite-shm', 'session-keys.json']) {
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
    }
    const uploads = fs.readdirSync(path.join(dataDir, 'uploads'));
    expect(uploads).toContain(path.basename(uploaded));
    expect(uploads.length).toBeGreaterThan(10); // the seeded pictures too
    for (const name of uploads)
      expect([name, modeOf(path.join(dataDir, 'uploads', name))]).toEqual([name, 0o600]);
  });
});
