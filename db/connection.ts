import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { dialectOf } from './dialect.js';
import { migrationSource } from './migrations/index.js';

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
}

export function sqliteKnexConfig(filename: string): Knex.Config {
  return {
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) {
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

/** The installation's database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openDatabase(config: { databaseFile: string; databaseUrl: string }): Knex {
  return config.databaseUrl
    ? knexFactory(postgresKnexConfig(config.databaseUrl))
    : createKnex(config.databaseFile);
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
 * Writes the WAL into the database file and empties it: after an erasure, the deleted rows' old
 * pages are then gone from the -wal file too (secure_delete has zeroed them in the database).
 * Answers false when a reader (a backup, another process) still holds an old snapshot: then the
 * WAL could not be emptied now, and its old frames stay until a later truncating checkpoint
 * (the automatic ones only reuse the file).
 */
export async function checkpointAndTruncate(knex: Knex): Promise<boolean> {
  // PostgreSQL has no WAL file of the application's to empty (its own WAL is recycled by the server).
  if (dialectOf(knex) === 'postgres') return true;
  const [result] = (await knex.raw('PRAGMA wal_checkpoint(TRUNCATE)')) as Array<{ busy: number }>;
  return result?.busy === 0;
}

export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest();
}
