import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import knexFactory, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresKnexConfig, sqliteKnexConfig } from '@db/connection.js';
import { copySqliteToPostgres, DatabaseCopyError } from '@server/services/database-copy.js';
import { manualClock } from '@tests/helpers/clock.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { cliDatabaseEnv, copyMigratedDatabase, createPostgresDatabase } from '@tests/helpers/database.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient } from '@tests/helpers/test-app.js';

/**
 * `npm run db:copy -- --to postgres://…`: a SQLite installation with real content (made through
 * the API) moves into an empty PostgreSQL database, and the site then runs on it with the same
 * data, sessions, ids and activity log. Runs on TEST_DATABASE=postgres runs (it needs the run's
 * PostgreSQL server).
 */
const run = promisify(execFile);
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
const START = Date.parse('2026-11-26T10:00:00Z');

async function emptyPostgres(): Promise<string> {
  const database = (await createPostgresDatabase({ empty: true }))!;
  cleanups.push(() => database.drop());
  return database.url;
}

/** A SQLite installation used through the API: applications (one deleted), a message, an FAQ, a session. */
async function sqliteInstallation(): Promise<{ dataDir: string; admin: TestClient }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-copy-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  await copyMigratedDatabase(path.join(dataDir, 'agency.sqlite'));
  const server = await startTestServer({ dataDir, clock: manualClock(START) });
  try {
    const admin = await server.adminClient('ida');
    for (const name of ['erste', 'zweite', 'dritte']) {
      const response = await server
        .client()
        .post('/api/apply', factories.application({ tiktokUsername: name }));
      expect(response.status).toBe(201);
    }
    const ids = (await server.knex('applications').orderBy('id').pluck('id')) as number[];
    expect((await admin.delete(`/api/admin/applications/${ids[2]}`)).status).toBe(204);
    expect((await server.client().post('/api/contact', factories.contact())).status).toBe(201);
    expect(
      (await admin.post('/api/admin/faqs', factories.faq({ question: 'Kopiert nach PostgreSQL?' }))).status,
    ).toBe(201);
    return { dataDir, admin };
  } finally {
    await server.close();
  }
}

async function counts(knex: Knex, tables: string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    result[table] = Number(((await knex(table).count({ count: '*' }).first()) as { count: number }).count);
  }
  return result;
}

function open(config: Knex.Config): Knex {
  const knex = knexFactory(config);
  cleanups.push(() => knex.destroy());
  return knex;
}

describe.runIf(testDatabaseKind() === 'postgres')('npm run db:copy', () => {
  it('copies a SQLite installation into an empty PostgreSQL database, and the site runs on it', async () => {
    const { dataDir, admin } = await sqliteInstallation();
    const url = await emptyPostgres();
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/cli/db-copy.ts', '--to', url],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
    );
    expect(stdout).toMatch(/applications: 2\n/);
    expect(stdout).toMatch(/Copied \d+ tables, \d+ rows, in [\d.]+ s; every row count matches\./);

    // Every table has the same rows on both sides.
    const sqlite = open(sqliteKnexConfig(path.join(dataDir, 'agency.sqlite')));
    const postgres = open(postgresKnexConfig(url));
    const tables = (
      (await postgres.raw(
        "select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'knex_%'",
      )) as { rows: Array<{ tableName: string }> }
    ).rows.map((row) => row.tableName);
    expect(tables.length).toBeGreaterThan(20);
    expect(await counts(postgres, tables)).toEqual(await counts(sqlite, tables));
    expect(await postgres('applications').orderBy('id').select('id', 'tiktokUsername')).toEqual(
      await sqlite('applications').orderBy('id').select('id', 'tiktokUsername'),
    );
    // The outbox trigger did not queue the copied applications a second time.
    expect(await counts(postgres, ['mail_outbox'])).toEqual({ mail_outbox: 4 }); // 3 applications and 1 message
    await Promise.all([sqlite.destroy(), postgres.destroy()]);

    // The site on PostgreSQL: the same session goes on, the data is there, the deleted
    // application's id is not handed out again, and the activity log's chain still verifies.
    const server = await startTestServer({
      dataDir,
      config: { databaseUrl: url },
      clock: manualClock(START),
    });
    cleanups.push(() => server.close());
    const sameSession = await fetch(`${server.baseUrl}/api/admin/applications`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(sameSession.status).toBe(200);
    const list = (await sameSession.json()) as Array<{ tiktokUsername: string }>;
    expect(list.map((item) => item.tiktokUsername).sort()).toEqual(['erste', 'zweite']);
    expect((await server.client().get('/')).text).toContain('Kopiert nach PostgreSQL?');
    expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
    expect(await server.knex('applications').max({ id: 'id' }).first()).toEqual({ id: 4 });
    expect(await server.knex('mail_outbox').count({ count: '*' }).first()).toEqual({ count: 5 });
    const verified = await run(process.execPath, ['--import', 'tsx', 'server/cli/audit-verify.ts'], {
      env: { ...process.env, ...cliDatabaseEnv({ dataDir, databaseUrl: url }), LOG_LEVEL: 'silent' },
    });
    expect(verified.stdout).toMatch(/^Activity log intact: [1-9]\d* row\(s\) verified/);
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const { dataDir } = await sqliteInstallation();
    const used = (await createPostgresDatabase())!; // migrated: the tables exist
    cleanups.push(() => used.drop());
    const postgres = open(postgresKnexConfig(used.url));
    await postgres('faqs').insert({
      question: 'Schon da?',
      answer: 'Ja.',
      order: 1,
      createdAt: '2026-11-24T00:00:00Z',
    });
    await expect(
      copySqliteToPostgres({ sourceFile: path.join(dataDir, 'agency.sqlite'), targetUrl: used.url }),
    ).rejects.toThrow(/The target database is not empty/);
    expect(await postgres('faqs').pluck('question')).toEqual(['Schon da?']);
  });

  it('undoes everything when a row cannot be copied: the target is empty again and the next attempt works', async () => {
    const { dataDir } = await sqliteInstallation();
    const file = path.join(dataDir, 'agency.sqlite');
    const url = await emptyPostgres();
    // SQLite keeps text in an integer column; PostgreSQL refuses it.
    const sqlite = open(sqliteKnexConfig(file));
    await sqlite.raw('update faqs set "order" = \'eins\'');
    await expect(copySqliteToPostgres({ sourceFile: file, targetUrl: url })).rejects.toThrow(/integer/);
    const postgres = open(postgresKnexConfig(url));
    const tablesLeft = async () =>
      (
        (await postgres.raw(
          "select count(*) as n from information_schema.tables where table_schema = 'public'",
        )) as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    expect(await tablesLeft()).toBe(0);

    await sqlite.raw('update faqs set "order" = 1');
    await sqlite.destroy();
    const copied = await copySqliteToPostgres({ sourceFile: file, targetUrl: url });
    expect(copied.find((table) => table.table === 'faqs')).toEqual({ table: 'faqs', rows: 1 });
  });

  it('undoes the copy when the SQLite file changes meanwhile (a server still running)', async () => {
    const { dataDir } = await sqliteInstallation();
    const file = path.join(dataDir, 'agency.sqlite');
    const url = await emptyPostgres();
    const writer = open(sqliteKnexConfig(file));
    const copy = copySqliteToPostgres({
      sourceFile: file,
      targetUrl: url,
      // Another process saves an FAQ while the copy reads its snapshot (after it copied the FAQs).
      log: async (line) => {
        if (line.startsWith('  faqs:')) {
          await writer('faqs').insert({
            question: 'Neu?',
            answer: 'Ja.',
            order: 2,
            createdAt: '2026-11-26T10:00:00Z',
          });
        }
      },
    });
    await expect(copy).rejects.toThrow(
      /changed during the copy \(faqs\): is the server still running\?/,
    );
    const postgres = open(postgresKnexConfig(url));
    expect(
      (
        (await postgres.raw(
          "select count(*) as n from information_schema.tables where table_schema = 'public'",
        )) as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    ).toBe(0);
  });

  it('refuses a SQLite file that is not at this version, and an address that is not PostgreSQL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-copy-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const file = path.join(dataDir, 'agency.sqlite');
    const sqlite = open(sqliteKnexConfig(file));
    await sqlite.migrate.up(); // only the first migration
    await sqlite.destroy();
    await expect(
      copySqliteToPostgres({ sourceFile: file, targetUrl: await emptyPostgres() }),
    ).rejects.toThrow(DatabaseCopyError);
    const refused = await run(
      process.execPath,
      ['--import', 'tsx', 'server/cli/db-copy.ts', '--to', 'mysql://x/y'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--to must start with postgres://'),
    });
  });
});
