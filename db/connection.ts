import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { dialectOf } from './dialect.js';
import { migrationSource } from './migrations/index.js';
import { finalizePrepared } from './prepared.js';

/**
 * SQLite pragmas applied to every pooled connection.
 * - WAL lets readers continue while a writer commits.
 * - busy_timeout makes a second writer wait instead of failing with SQLITE_BUSY.
 * - synchronous=NORMAL: in WAL mode this never corrupts the database; a power cut may lose the
 *   last few committed transactions, a crash of the Node process loses nothing. FULL would fsync
 *   on every commit, which costs more than that risk is worth for this site's data.
 * - secure_delete overwrites deleted content with zeros: an erased application (DSGVO Art. 17)
 *   must not stay readable in the file's free space.
 */
const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA busy_timeout = 5000',
  'PRAGMA foreign_keys = ON',
  'PRAGMA synchronous = NORMAL',
  'PRAGMA secure_delete = ON',
];

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
  close(callback: (error: Error | null) => void): void;
}

/** A connection that finalizes its prepared statements (db/prepared.ts) before it closes. */
function finalizingOnClose(connection: SqliteConnection): void {
  const close = connection.close.bind(connection);
  connection.close = (callback) => {
    void finalizePrepared(connection).then(() => close(callback));
  };
}

export function sqliteKnexConfig(filename: string): Knex.Config {
  return {
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
        finalizingOnClose(connection);
        const runNext = (index: number): void => {
          const pragma = SQLITE_PRAGMAS[index];
          if (pragma === undefined) return done(null, connection);
          connection.run(pragma, (error) => (error ? done(error, connection) : runNext(index + 1)));
        };
        runNext(0);
      },
    },
    migrations: { migrationSource, tableName: 'knex_migrations' },
    ...knexSnakeCaseMappers(),
  };
}

/**
 * How PostgreSQL's values come back, so services see the same shapes as on SQLite:
 * - bigint (int8: count(*), sum(), the millisecond columns) as a number, not a string; every
 *   such value here stays far below 2^53;
 * - numeric (avg()) as a number;
 * - timestamps as ISO text (2026-11-26T09:00:00.000Z), the form the app writes into SQLite.
 * Set per connection (node-postgres' `types` option), not on the driver's global parsers.
 */
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (value: string) => Date;
const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case pg.types.builtins.INT8:
      case pg.types.builtins.NUMERIC:
        return (value: string) => Number(value);
      case pg.types.builtins.TIMESTAMPTZ:
      case pg.types.builtins.TIMESTAMP:
        return (value: string) => parseTimestamp(value).toISOString();
      default:
        return pg.types.getTypeParser(oid, format);
    }
  },
};

/** Connections per process: the pool of one Node process in front of PostgreSQL. */
export const POSTGRES_POOL_MAX = 10;

export function postgresKnexConfig(url: string): Knex.Config {
  return {
    client: 'pg',
    connection: { connectionString: url, types: PG_TYPES } as Knex.PgConnectionConfig,
    pool: { min: 0, max: POSTGRES_POOL_MAX },
    migrations: { migrationSource, tableName: 'knex_migrations' },
    ...knexSnakeCaseMappers(),
  };
}

/**
 * Connections per process of the pool whose commits do not wait for the disk (see counterDatabase):
 * as many as the main pool, since every submission passes through it (with 4, 912–966 applications
 * per second against 1,043–1,120 with 10 in one session).
 */
export const POSTGRES_COUNTER_POOL_MAX = 10;

/**
 * Where counts go that a crash may lose without harm (the public forms' limits): on PostgreSQL a
 * pool of its own whose sessions commit without waiting for the disk
 * (synchronous_commit = off; the write-ahead log still reaches it within a fraction of a second,
 * and the database stays consistent). Every application updates the one row of the form's
 * installation-wide count; with commits that wait, that row stays locked until each one is on
 * disk, and the applications take turns there. SQLite: the same database, one writer anyway.
 * `close` ends the extra pool (not the database it came from).
 */
export function counterDatabase(knex: Knex): { knex: Knex; close(): Promise<void> } {
  if (dialectOf(knex) === 'sqlite') return { knex, close: async () => {} };
  const config = knex.client.config as Knex.Config;
  const counters = knexFactory({
    ...config,
    connection: {
      ...(config.connection as Knex.PgConnectionConfig),
      options: '-c synchronous_commit=off',
    } as Knex.PgConnectionConfig,
    pool: { min: 0, max: POSTGRES_COUNTER_POOL_MAX },
  });
  return { knex: counters, close: () => counters.destroy() };
}

/** The installation's database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openDatabase(config: { databaseFile: string; databaseUrl: string }): Knex {
  return config.databaseUrl
    ? knexFactory(postgresKnexConfig(config.databaseUrl))
    : createKnex(config.databaseFile);
}

/** The installation's database in words, for the command line: the PostgreSQL database's name, or the file. */
export function describeDatabase(config: { databaseFile: string; databaseUrl: string }): string {
  return config.databaseUrl
    ? `PostgreSQL database ${new URL(config.databaseUrl).pathname.slice(1)}`
    : `Database ${config.databaseFile}`;
}

export function createKnex(filename: string): Knex {
  // Private to the server's user: the folder 0700, the database 0600 (SQLite gives its -wal and
  // -shm files the database file's mode).
  fs.mkdirSync(path.dirname(filename), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(filename, 'a', 0o600));
  // No global Objection binding: services get this instance passed in, so each app has its own.
  return knexFactory(sqliteKnexConfig(filename));
}

/**
 * After rows with personal data were deleted or changed (an erasure, the retention, staff deleting
 * or editing): nothing of their old content may stay readable in the database's files.
 * - SQLite: secure_delete has zeroed it in the file; here the WAL is written back and emptied, so
 *   its old frames are gone too. False when a reader (a backup, another process) still holds an
 *   old snapshot: the WAL then stays until a later truncating checkpoint (the automatic ones only
 *   reuse the file).
 * - PostgreSQL keeps a deleted or updated row's bytes in its table's and indexes' pages (a plain
 *   VACUUM frees the space but leaves them): VACUUM (FULL) rewrites `tables`, under an exclusive
 *   lock for as long as that takes (about 3 s for 100,000 applications; reads and writes of the
 *   tables wait meanwhile). Then the write-ahead log moves on to a new segment and a checkpoint
 *   lets the server drop the old segments (deleted at once with wal_recycle = off, see
 *   docs/scaling.md). Both need rights the application's database user may not have (superuser,
 *   or pg_checkpoint and EXECUTE on pg_switch_wal): false when they were refused.
 * Answers whether the write-ahead log was emptied too.
 */
export async function scrubDeletedRows(knex: Knex, tables: readonly string[]): Promise<boolean> {
  if (dialectOf(knex) === 'sqlite') {
    const [result] = (await knex.raw('PRAGMA wal_checkpoint(TRUNCATE)')) as Array<{ busy: number }>;
    return result?.busy === 0;
  }
  if (tables.length > 0) {
    await untilOlderSnapshotsEnd(knex);
    await knex.raw(`vacuum (full) ${tables.map(() => '??').join(', ')}`, [...tables]);
  }
  try {
    await knex.raw('select pg_switch_wal()');
    await knex.raw('checkpoint');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return false;
    throw error;
  }
}

/**
 * A rewrite keeps the rows a transaction older than their deletion may still see: one still
 * running anywhere on the server (a snapshot's horizon counts every database's), or a snapshot
 * held in this database (a backup's pg_dump, an ANALYZE). Waits until neither is left, at most
 * SNAPSHOT_WAIT_MS; past that, the rewrite runs anyway and what it kept goes with the next daily
 * run. (Every session's backend_xmin can be read without special rights.)
 */
async function untilOlderSnapshotsEnd(knex: Knex): Promise<void> {
  const { rows } = (await knex.raw('select pg_current_xact_id()::text as xid')) as {
    rows: Array<{ xid: string }>;
  };
  const now = rows[0]!.xid;
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  for (;;) {
    const older = (await knex.raw(
      `select pg_snapshot_xmin(pg_current_snapshot()) <= ?::xid8
           or exists (select from pg_stat_activity
                       where datname = current_database() and pid <> pg_backend_pid()
                         and age(backend_xmin) >= age((?::bigint % 4294967296)::text::xid)) as waiting`,
      [now, now],
    )) as { rows: Array<{ waiting: boolean }> };
    if (!older.rows[0]!.waiting || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long a scrub waits for transactions older than the deletion to end. */
const SNAPSHOT_WAIT_MS = 10_000;

/** PostgreSQL's SQLSTATE for a refused right. */
const INSUFFICIENT_PRIVILEGE = '42501';

export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest();
}
