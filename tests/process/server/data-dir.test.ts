import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { copyMigratedDatabase } from '@tests/helpers/database.js';
import { serverCommand } from '@tests/helpers/server-process.js';

/**
 * The data folder holds the database, uploads and session keys: the server keeps it private to
 * its user (folders 0700, files 0600), also for what an older installation left world-readable. A
 * fresh install's folder is checked with its first start (first-start.test.ts).
 */
const ADMIN = { username: 'rechte-admin', password: 'rechte-passwort-sicher-42' };

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const modeOf = (target: string) => fs.statSync(target).mode & 0o777;

/** Starts a real server process (built, or from the sources: serverCommand) on a free port; resolves with its URL. */
async function startServer(dataDir: string): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const url = /"url":"([^"]+)"/.exec(line)?.[1];
    if (url) return url;
  }
  throw new Error('the server ended without listening');
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-perms-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the data folder', () => {
  it('tightens a world-readable folder from an older installation at start', async () => {
    const dataDir = tempDir();
    await copyMigratedDatabase(path.join(dataDir, 'agency.sqlite'));
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'old.webp'), 'x');
    fs.writeFileSync(
      path.join(dataDir, 'session-keys.json'),
      JSON.stringify(['an-old-key-of-32-characters-long']),
    );
    for (const target of [dataDir, path.join(dataDir, 'uploads')]) fs.chmodSync(target, 0o755);
    for (const file of ['agency.sqlite', 'uploads/old.webp', 'session-keys.json']) {
      fs.chmodSync(path.join(dataDir, file), 0o644);
    }

    await startServer(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    for (const file of ['agency.sqlite', 'agency.sqlite-wal', 'uploads/old.webp', 'session-keys.json']) {
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
    }
  });

  it('is never loosened for nginx: PAGE_FILES_DIR inside it stops the start with the reason', () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o700);
    const kept = path.join(dataDir, 'pages-0123456789abcdef');
    fs.mkdirSync(kept);
    fs.writeFileSync(path.join(kept, 'home.page.html'), 'x');
    for (const pages of [dataDir, path.join(dataDir, 'cache')]) {
      const start = spawnSync(process.execPath, serverCommand(), {
        env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, PAGE_FILES_DIR: pages },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(start.status).toBe(1);
      expect(start.stderr.trim()).toMatch(
        /^Cannot start: PAGE_FILES_DIR \(.+\) must not be DATA_DIR or a folder inside it/,
      );
      expect(start.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack
    }
    expect(modeOf(dataDir)).toBe(0o700);
    expect(fs.readdirSync(dataDir)).toEqual(['pages-0123456789abcdef']);
  });
});
