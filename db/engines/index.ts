import type { Knex } from 'knex';
import { postgresChangeChannel } from './postgres-changes.js';
import { POSTGRES_ARCHIVE_ENTRY, postgresEngine } from './postgres.js';
import { SQLITE_ARCHIVE_ENTRY, sqliteEngine } from './sqlite.js';
import type { ChangeChannel, DatabaseEngine, DatabaseLocation, EngineOptions } from './types.js';

/**
 * The entry point of the engines for the rest of the product (lint keeps everything outside db/
 * to this module): the one place that picks an engine, as openDatabase does in ../connection.ts.
 */

/** Every engine's database entry in a backup archive, the embedded default's first. */
export const DATABASE_ARCHIVE_ENTRIES: readonly string[] = [SQLITE_ARCHIVE_ENTRY, POSTGRES_ARCHIVE_ENTRY];

/** The installation's engine: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function engineFor(location: DatabaseLocation, options: EngineOptions): DatabaseEngine {
  return location.databaseUrl
    ? postgresEngine(location.databaseUrl, options)
    : sqliteEngine(location.databaseFile, options);
}

/**
 * How the installation's processes tell each other what changed: PostgreSQL's NOTIFY when
 * DATABASE_URL is set; none on the SQLite file, which one process serves.
 */
export function changeChannelFor(knex: Knex, databaseUrl: string): ChangeChannel | null {
  return databaseUrl ? postgresChangeChannel(knex, databaseUrl) : null;
}

/** `npm run db:copy` goes from the SQLite file to PostgreSQL: each engine has its side. */
export { sqliteCopySource } from './sqlite.js';
export { postgresCopyTarget } from './postgres.js';

export {
  DatabaseEngineError,
  engineStep,
  type ChangeChannel,
  type ChangeHandlers,
  type ChangeSubscription,
  type CopyReader,
  type CopySource,
  type CopyTarget,
  type CopyWriter,
  type DatabaseEngine,
  type DatabaseLocation,
  type EngineOptions,
} from './types.js';
