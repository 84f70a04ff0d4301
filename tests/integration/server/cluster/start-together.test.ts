import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresKnexConfig } from '@db/connection.js';
import { migrationSource } from '@db/migrations/index.js';
import { CONTENT_SEEDS } from '@server/seeds.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { createPostgresDatabase } from '@tests/helpers/database.js';
import { startServerProcess } from '@tests/helpers/server-process.js';

/**
 * Several processes of one installation on PostgreSQL, started at the same moment (a systemd
 * template unit starts them together): one migrates, seeds and creates the first admin, the
 * others wait for it and find it done. Real processes, from the sources, on a new database.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
const ADMIN = { username: 'erste-inhaberin', password: 'gemeinsam-gestartet-2026' };

/** Starts a server process on a free port; resolves with its URL once it listens. */
async function startProcess(env: NodeJS.ProcessEnv): Promise<string> {
  const server = await startServerProcess(env);
  cleanups.push(() => server.stop('SIGKILL'));
  return server.url;
}

describe.runIf(testDatabaseKind() === 'postgres')('processes started together on PostgreSQL', () => {
  it('migrate once, seed once and create the first admin once, and all of them serve', async () => {
    const database = (await createPostgresDatabase({ empty: true }))!;
    cleanups.push(() => database.drop());
    // One data folder for the uploads, as several processes of one machine share it.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cluster-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SESSION_KEYS: 'cluster-test-key',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      STAFF_2FA: 'optional',
    };
    const urls = await Promise.all([startProcess(env), startProcess(env), startProcess(env)]);
    for (const url of urls) expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const knex = knexFactory(postgresKnexConfig(database.url));
    try {
      const migrations = (await knex('knex_migrations').pluck('name')) as string[];
      expect(migrations).toEqual(await migrationSource.getMigrations([]));
      for (const { table, rows } of CONTENT_SEEDS) {
        expect(Number((await knex(table).count({ n: '*' }))[0]!.n), table).toBe(rows.length);
      }
      expect(await knex('admin_users').pluck('username')).toEqual([ADMIN.username]);
    } finally {
      await knex.destroy();
    }
    // The one account signs in at every process.
    for (const url of urls) {
      const login = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
    }
  });
});
