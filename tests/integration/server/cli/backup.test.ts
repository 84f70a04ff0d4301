import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createKnex } from '@db/connection.js';
import { runBackupCommand } from '@server/cli/backup.js';
import { runRestoreCommand } from '@server/cli/restore.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer } from '@tests/helpers/test-app.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';

const run = promisify(execFile);

// BACKUP_DIR empty: the default next to DATA_DIR, whatever a developer's .env says.
const environment = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  BACKUP_DIR: '',
  LOG_LEVEL: 'silent',
});

/**
 * The real command line, in a process of its own (1.5–3 s each on two cores): its arguments, its
 * environment, its exit code and output.
 */
const commandLine = (script: 'backup' | 'restore', dataDir: string, args: string[] = []) =>
  run(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    env: environment(dataDir),
  });

/**
 * The same command run in this process (the function the command line calls), answered like
 * execFile's promise: its output on success, a rejection with the exit code and output otherwise.
 */
const cli = async (script: 'backup' | 'restore', dataDir: string, args: string[] = []) => {
  const lines = { stdout: '', stderr: '' };
  const command = script === 'backup' ? runBackupCommand : runRestoreCommand;
  const code = await command(args, environment(dataDir), {
    log: (line) => (lines.stdout += `${line}\n`),
    error: (line) => (lines.stderr += `${line}\n`),
  });
  if (code !== 0) throw Object.assign(new Error(`exit code ${code}`), { code, ...lines });
  return lines;
};

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-cli-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('npm run backup', () => {
  // The SQLite file's archive; a PostgreSQL installation's: restore-postgres.test.ts.
  it.runIf(sqliteOnly)(
    'backs up the DATA_DIR of a running server and prints the archive’s path as its last line',
    async () => {
      const server = await startTestServer();
      onTestFinished(() => server.close());
      // Committed by the running server, still in its WAL: the copy must see it.
      const applied = await server
        .client()
        .post('/api/apply', factories.application({ tiktokUsername: 'live.backup' }));
      expect(applied.status).toBe(201);

      const { stdout } = await commandLine('backup', server.config.dataDir);

      const archive = stdout.trimEnd().split('\n').at(-1)!;
      expect(path.isAbsolute(archive)).toBe(true);
      expect(path.dirname(archive)).toBe(server.config.backupDir);
      expect(path.basename(archive)).toMatch(
        /^agentur-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/,
      );
      expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      expect(fs.statSync(server.config.backupDir).mode & 0o777).toBe(0o700);
      // The server goes on answering on the same database.
      expect((await server.client().get('/healthz')).status).toBe(200);

      const restoredDir = path.join(tempDir(), 'data');
      const restored = await commandLine('restore', restoredDir, [archive]);
      expect(restored.stdout).toContain('integrity check ok');
      const knex = createKnex(path.join(restoredDir, 'agency.sqlite'));
      try {
        const rows: Array<{ tiktokUsername: string }> = await knex('applications').select('tiktokUsername');
        expect(rows.map((row) => row.tiktokUsername)).toEqual(['live.backup']);
      } finally {
        await knex.destroy();
      }
    },
  );

  it('refuses a DATA_DIR without a database', async () => {
    const dataDir = tempDir();
    await expect(cli('backup', dataDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('nothing to back up'),
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('npm run restore', () => {
  it('refuses a DATA_DIR that is not empty unless --force is given, and says so', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'agency.sqlite'), 'current');
    const archive = path.join(tempDir(), 'agentur-backup-2026-11-24T03-00-00Z.tar.gz');
    fs.writeFileSync(archive, 'whatever');
    await expect(cli('restore', dataDir, [archive])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/is not empty \(agency\.sqlite\).*--force/s),
    });
    expect(fs.readFileSync(path.join(dataDir, 'agency.sqlite'), 'utf8')).toBe('current');
  });

  it('explains itself, including that the server must be stopped', async () => {
    const { stdout } = await cli('restore', tempDir(), ['--help']);
    expect(stdout).toContain('Stop the server first');
    await expect(cli('restore', tempDir(), [])).rejects.toMatchObject({ code: 2 });
  });
});
