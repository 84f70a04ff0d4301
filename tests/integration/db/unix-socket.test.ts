import { describe, expect, it, onTestFinished } from 'vitest';
import { migrationsOfDump, POSTGRES_ARCHIVE_ENTRY } from '@db/engines/postgres.js';
import { createBackup } from '@server/services/backups.js';
import { migrationSource } from '@db/migrations/index.js';
import { manualClock } from '@tests/helpers/clock.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { createPostgresDatabase, overUnixSocket } from '@tests/helpers/database.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer } from '@tests/helpers/test-app.js';
import * as tar from 'tar';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PostgreSQL on the same machine, reached through its Unix socket
 * (`DATABASE_URL=postgres://agentur@localhost/agentur?host=/var/run/postgresql`, docs/scaling.md):
 * cheaper per query than TCP on the loopback, and it must work everywhere the address is used.
 */
describe.runIf(testDatabaseKind() === 'postgres')('DATABASE_URL through a Unix socket', () => {
  it('serves the site, stores an application and backs up with pg_dump, without TCP', async () => {
    const database = (await createPostgresDatabase())!;
    onTestFinished(() => database.drop());
    const url = overUnixSocket(database.url);
    const server = await startTestServer({ env: { DATABASE_URL: url, SESSION_KEYS: 'socket-test-key' } });
    onTestFinished(() => server.close());
    expect(server.config.databaseUrl).toBe(url);

    // A connection through a Unix socket has no server address.
    const { rows } = (await server.knex.raw('select inet_server_addr() as address')) as {
      rows: Array<{ address: string | null }>;
    };
    expect(rows).toEqual([{ address: null }]);

    const applied = await server
      .client()
      .post('/api/apply', factories.application({ tiktokUsername: '@ueber.socket' }));
    expect(applied.status).toBe(201);
    expect(await server.knex('applications').select('tiktokUsername')).toEqual([
      { tiktokUsername: 'ueber.socket' },
    ]);

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-socket-backup-'));
    onTestFinished(() => fs.rmSync(backupDir, { recursive: true, force: true }));
    const backup = await createBackup({ ...server.config, backupDir }, manualClock(Date.now()));
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-socket-unpacked-'));
    onTestFinished(() => fs.rmSync(unpacked, { recursive: true, force: true }));
    await tar.x({ file: backup.file, cwd: unpacked });
    expect(await migrationsOfDump(path.join(unpacked, POSTGRES_ARCHIVE_ENTRY))).toEqual(
      await migrationSource.getMigrations([]),
    );
  });
});
