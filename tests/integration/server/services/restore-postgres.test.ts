import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresKnexConfig } from '@db/connection.js';
import { loadConfig } from '@server/config.js';
import { migrationsOfDump, POSTGRES_ARCHIVE_ENTRY } from '@db/engines/postgres.js';
import { createBackup } from '@server/services/backups.js';
import { restoreBackup, type RestoreTarget } from '@server/services/restore.js';
import { manualClock } from '@tests/helpers/clock.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { createPostgresDatabase, migratedDatabase } from '@tests/helpers/database.js';

/**
 * Backup and restore of an installation on PostgreSQL (TEST_DATABASE=postgres runs; the SQLite
 * file's are in restore.test.ts): pg_dump into the same archive, pg_restore back in one
 * transaction, the same checks before anything changes.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pg-restore-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const UPLOAD = `${'c'.repeat(32)}.webp`;
const clock = manualClock(Date.parse('2026-11-26T10:00:00Z'));

function open(url: string): Knex {
  const knex = knexFactory(postgresKnexConfig(url));
  cleanups.push(() => knex.destroy());
  return knex;
}

/** A database to restore into: empty (as a new installation's) or migrated (one in use). */
async function database({ empty }: { empty: boolean }): Promise<string> {
  const created = (await createPostgresDatabase({ empty }))!;
  cleanups.push(() => created.drop());
  return created.url;
}

const targetOf = (dataDir: string, databaseUrl: string): RestoreTarget => ({
  ...loadConfig({}, { dataDir }),
  databaseUrl,
});

/** A real archive of a PostgreSQL installation with one FAQ, one upload and session keys. */
async function makeArchive(question = 'Aus PostgreSQL wiederhergestellt?'): Promise<string> {
  const source = await migratedDatabase('agency-pg-source-');
  cleanups.push(source.destroy);
  await source.knex('faqs').insert({ question, answer: 'Ja.', order: 1, createdAt: '2026-11-24T00:00:00Z' });
  const config = targetOf(source.dir, source.databaseUrl);
  fs.mkdirSync(config.uploadsDir);
  fs.writeFileSync(path.join(config.uploadsDir, UPLOAD), 'upload-bytes');
  fs.writeFileSync(path.join(source.dir, 'session-keys.json'), '["pg-key"]');
  const backup = await createBackup({ ...config, backupDir: path.join(tempDir(), 'backups') }, clock);
  return backup.file;
}

/** The FAQ questions, read over a connection closed again (a restore refuses a database in use). */
async function questions(url: string): Promise<string[]> {
  const knex = knexFactory(postgresKnexConfig(url));
  try {
    return (await knex('faqs').pluck('question')) as string[];
  } finally {
    await knex.destroy();
  }
}

describe.runIf(testDatabaseKind() === 'postgres')('backup and restore on PostgreSQL', () => {
  it('backs up with pg_dump and restores into an empty database: rows, sequences, indexes, uploads, keys', async () => {
    const archive = await makeArchive();
    const entries: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toEqual(
      expect.arrayContaining([POSTGRES_ARCHIVE_ENTRY, `uploads/${UPLOAD}`, 'session-keys.json']),
    );
    expect(entries).not.toContain('agency.sqlite');

    const url = await database({ empty: true });
    const dataDir = path.join(tempDir(), 'data');
    const restored = await restoreBackup(archive, targetOf(dataDir, url), { clock });
    expect(restored).toEqual({
      uploads: 1,
      sessionKeys: true,
      totpKey: false,
      movedAside: null,
      databaseCheck: 'PostgreSQL dump checked',
    });
    expect(await questions(url)).toEqual(['Aus PostgreSQL wiederhergestellt?']);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', UPLOAD), 'utf8')).toBe('upload-bytes');
    // The sequence came along: a new row gets the next id, not 1 again.
    const knex = open(url);
    const [next] = (await knex('faqs')
      .insert({ question: 'Neu?', answer: 'Ja.', order: 2, createdAt: '2026-11-26T00:00:00Z' })
      .returning('id')) as Array<{ id: number }>;
    expect(next!.id).toBe(2);
    // So did the search indexes of pg_trgm.
    const indexes = await knex('pg_indexes').where({ tablename: 'applications' }).pluck('indexname');
    expect(indexes).toEqual(
      expect.arrayContaining(['applications_search_notes', 'applications_tiktok_sort_index']),
    );
  });

  it('refuses a database with tables without --force; with it, dumps the old one aside and replaces it in one go', async () => {
    const archive = await makeArchive('Neu aus dem Archiv?');
    const url = await database({ empty: false });
    const knex = open(url);
    await knex('faqs').insert({
      question: 'Alt?',
      answer: 'Ja.',
      order: 1,
      createdAt: '2026-11-01T00:00:00Z',
    });
    await knex.destroy();
    const dataDir = tempDir();
    await expect(restoreBackup(archive, targetOf(dataDir, url), { clock })).rejects.toThrow(
      /table\(s\) in the database of DATABASE_URL.*--force/,
    );
    expect(await questions(url)).toEqual(['Alt?']);

    const restored = await restoreBackup(archive, targetOf(dataDir, url), { clock, force: true });
    expect(await questions(url)).toEqual(['Neu aus dem Archiv?']);
    const aside = path.join(restored.movedAside!, POSTGRES_ARCHIVE_ENTRY);
    expect(fs.statSync(aside).mode & 0o777).toBe(0o600);
    const old = execFileSync('pg_restore', ['--data-only', '--table=faqs', '--file=-', aside], {
      encoding: 'utf8',
    });
    expect(old).toContain('Alt?');
    expect(await migrationsOfDump(aside)).toContain('20261123090000_initial_schema');
  });

  it('refuses while a server is connected, and changes nothing', async () => {
    const archive = await makeArchive();
    const url = await database({ empty: true });
    const running = open(url);
    await running.raw('select 1');
    await expect(restoreBackup(archive, targetOf(tempDir(), url), { clock })).rejects.toThrow(
      /is in use: stop every server/,
    );
    await running.destroy();
    expect(
      Number(
        (await open(url).raw("select count(*) as n from pg_tables where schemaname = 'public'")).rows[0].n,
      ),
    ).toBe(0);
  });

  it('refuses a SQLite archive for PostgreSQL and a dump for a SQLite installation', async () => {
    const archive = await makeArchive();
    await expect(
      restoreBackup(archive, { ...targetOf(tempDir(), ''), databaseUrl: '' }, { clock }),
    ).rejects.toThrow(/holds a PostgreSQL dump: set DATABASE_URL/);
    const sqliteArchive = path.join(tempDir(), 'sqlite.tar.gz');
    const staged = tempDir();
    fs.writeFileSync(path.join(staged, 'agency.sqlite'), 'not used');
    await tar.c({ file: sqliteArchive, cwd: staged, gzip: true, portable: true }, ['agency.sqlite']);
    const url = await database({ empty: true });
    await expect(restoreBackup(sqliteArchive, targetOf(tempDir(), url), { clock })).rejects.toThrow(
      /holds a SQLite database, and DATABASE_URL names PostgreSQL/,
    );
  });

  it('refuses a damaged dump and one of a newer version before anything changes', async () => {
    const archive = await makeArchive();
    const staged = tempDir();
    await tar.x({ file: archive, cwd: staged });
    const dump = path.join(staged, POSTGRES_ARCHIVE_ENTRY);
    const whole = fs.readFileSync(dump);
    fs.writeFileSync(dump, whole.subarray(0, Math.floor(whole.length / 2)));
    const damaged = path.join(tempDir(), 'damaged.tar.gz');
    await tar.c({ file: damaged, cwd: staged, gzip: true, portable: true }, fs.readdirSync(staged));
    const url = await database({ empty: true });
    const dataDir = path.join(tempDir(), 'data');
    await expect(restoreBackup(damaged, targetOf(dataDir, url), { clock })).rejects.toThrow(
      /dump cannot be read.*refused/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);

    // A dump whose schema has a migration this version does not know.
    const newer = await migratedDatabase('agency-pg-newer-');
    cleanups.push(newer.destroy);
    await newer
      .knex('knex_migrations')
      .insert({ name: '20990101000000_future', batch: 2, migrationTime: new Date() });
    const newerArchive = (
      await createBackup(
        { ...targetOf(newer.dir, newer.databaseUrl), backupDir: path.join(tempDir(), 'b') },
        clock,
      )
    ).file;
    await expect(
      restoreBackup(newerArchive, targetOf(path.join(tempDir(), 'data'), url), { clock }),
    ).rejects.toThrow(/newer version of the site \(schema 20990101000000_future\)/);
    expect(
      Number(
        (await open(url).raw("select count(*) as n from pg_tables where schemaname = 'public'")).rows[0].n,
      ),
    ).toBe(0);
  });
});
