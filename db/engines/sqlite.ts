import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { createKnex } from '../connection.js';
import { countRows, quoteIdentifier } from '../dialect.js';
import {
  DatabaseEngineError,
  type CopyReader,
  type CopySource,
  type DatabaseEngine,
  type EngineOptions,
} from './types.js';

/**
 * The SQLite side of `npm run backup`, `npm run restore` and `npm run db:copy`: the database is
 * one file (with its WAL beside it while in use), copied with VACUUM INTO, checked with PRAGMA
 * integrity_check and read for a copy in one transaction.
 */

/** The database's name inside an archive (the restore puts it at the configured database file). */
export const SQLITE_ARCHIVE_ENTRY = 'agency.sqlite';

/** The database's companions: a WAL or journal must never end up next to another database. */
const DATABASE_COMPANIONS = ['-wal', '-shm', '-journal'];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const exists = (target: string) =>
  fs.lstat(target).then(
    () => true,
    () => false,
  );

/** A plain connection: no pragmas, no name mapping, nothing changed in the file by opening it. */
const openPlain = (file: string): Knex =>
  knexFactory({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });

/** The installation's SQLite file (DATA_DIR/agency.sqlite). */
export function sqliteEngine(databaseFile: string, options: EngineOptions): DatabaseEngine {
  return {
    archiveEntry: SQLITE_ARCHIVE_ENTRY,
    foreignArchive:
      'The archive holds a PostgreSQL dump: set DATABASE_URL (and SESSION_KEYS) to the database to restore it into.',
    checkedNote: 'integrity check ok',

    async checkBeforeBackup() {
      const database = await fs.stat(databaseFile).catch(() => undefined);
      if (!database?.isFile()) {
        throw new DatabaseEngineError(`There is no database at ${databaseFile}: nothing to back up.`);
      }
    },

    /**
     * VACUUM INTO reads one snapshot (in WAL mode writers go on meanwhile) and writes a compact
     * copy without a WAL. It runs on a connection of its own: the server's pool holds a single
     * SQLite connection, which the copy would otherwise keep from every request for as long as it
     * takes.
     */
    async snapshot(file) {
      const knex = createKnex(databaseFile);
      try {
        await knex.raw('VACUUM INTO ?', [file]);
      } finally {
        await knex.destroy();
      }
      await fs.chmod(file, options.fileMode);
    },

    // The file is one of DATA_DIR's entries: the restore sees it there.
    occupancy: async () => [],

    /**
     * Leaving WAL mode needs the only connection, and a running server always holds one; the switch
     * also writes the WAL into the file, so the copy put aside is complete on its own.
     */
    async ensureNotInUse() {
      if (!(await exists(databaseFile))) return;
      const knex = openPlain(databaseFile);
      try {
        await knex.raw('PRAGMA journal_mode = DELETE');
      } catch (error) {
        if (/SQLITE_BUSY|locked/i.test(messageOf(error))) {
          throw new DatabaseEngineError(
            `${databaseFile} is in use: stop the server (and everything else using DATA_DIR) before restoring.`,
          );
        }
        // A damaged current database does not stop a restore that replaces it.
      } finally {
        await knex.destroy();
      }
    },

    /** PRAGMA integrity_check, and whether this is the site's database; answers its migrations. */
    async inspectArchived(file) {
      const knex = openPlain(file);
      try {
        let rows: Array<Record<string, unknown>>;
        try {
          rows = await knex.raw('PRAGMA integrity_check');
        } catch (error) {
          throw new DatabaseEngineError(`The archive's database cannot be read (${messageOf(error)})`);
        }
        const findings = rows.map((row) => String(Object.values(row)[0]));
        if (findings.join() !== 'ok') {
          throw new DatabaseEngineError(
            `The archive's database is damaged (${findings.slice(0, 3).join('; ')})`,
          );
        }
        if (!(await knex.schema.hasTable('knex_migrations'))) {
          throw new DatabaseEngineError("The archive's database is not this site's database");
        }
        return (await knex('knex_migrations').pluck('name')) as string[];
      } finally {
        await knex.destroy();
      }
    },

    /** Moves the file and its companions (WAL, journal) into the folder. */
    async putAside(folder) {
      const moved: Array<[from: string, to: string]> = [];
      const undo = async () => {
        for (const [from, to] of [...moved].reverse()) await fs.rename(to, from).catch(() => {});
      };
      try {
        for (const current of [
          databaseFile,
          ...DATABASE_COMPANIONS.map((suffix) => `${databaseFile}${suffix}`),
        ]) {
          if (!(await exists(current))) continue;
          const to = path.join(await folder(), path.basename(current));
          await fs.rename(current, to);
          moved.push([current, to]);
        }
      } catch (error) {
        await undo();
        throw error;
      }
      return moved.length > 0 ? undo : null;
    },

    install: (file) => fs.rename(file, databaseFile),
  };
}

/** SQLite's own tables and the FTS5 search index, which PostgreSQL does with pg_trgm instead. */
const SQLITE_ONLY = /^(sqlite_.*|applications_search(_(config|data|docsize|idx|content))?)$/;
/** Rows read at once. */
const PAGE = 2_000;

/** Every table of the file, SQLite's own too. */
async function allTables(db: Knex): Promise<string[]> {
  const rows = (await db.raw("select name from sqlite_master where type = 'table' order by name")) as Array<{
    name: string;
  }>;
  return rows.map((row) => row.name);
}

/** Reads inside one transaction: one snapshot of the file. */
const copyReader = (read: Knex.Transaction): CopyReader => ({
  async *pages(table, columns) {
    let last = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const rows = (await read.raw(
        `select rowid as "__rowid", ${columns.map(quoteIdentifier).join(', ')} from ${quoteIdentifier(table)} where rowid > ? order by rowid limit ?`,
        [last, PAGE],
      )) as Array<Record<string, unknown> & { __rowid: number }>;
      if (rows.length === 0) return;
      last = rows[rows.length - 1]!.__rowid;
      yield rows.map(({ __rowid: _rowid, ...row }) => row);
    }
  },
  count: (table) => countRows(read, table),
  /** sqlite_sequence: the highest id each AUTOINCREMENT table ever gave out. */
  async idsGiven() {
    const given = new Map<string, number>();
    if ((await allTables(read)).includes('sqlite_sequence')) {
      const rows = (await read.raw('select name, seq from sqlite_sequence')) as Array<{
        name: string;
        seq: number;
      }>;
      for (const row of rows) given.set(row.name, Number(row.seq));
    }
    return given;
  },
});

/** The installation's SQLite file as the side `npm run db:copy` reads; the file is only read. */
export function sqliteCopySource(file: string): CopySource {
  let opened: Knex | undefined;
  // Opened at the first read, once the file is known to be there (opening would create it).
  const db = () => {
    if (!opened) {
      if (!existsSync(file)) throw new DatabaseEngineError(`There is no SQLite database at ${file}.`);
      opened = openPlain(file);
    }
    return opened;
  };
  return {
    label: 'SQLite',
    location: file,
    async appliedMigrations() {
      const source = db();
      return (await allTables(source)).includes('knex_migrations')
        ? ((await source('knex_migrations').orderBy('id').pluck('name')) as string[])
        : [];
    },
    tables: async () => (await allTables(db())).filter((table) => !SQLITE_ONLY.test(table)),
    async columns(table) {
      const rows = (await db().raw(`pragma table_info(${quoteIdentifier(table)})`)) as Array<{
        name: string;
      }>;
      return rows.map((row) => row.name).sort();
    },
    read: async (work) => db().transaction((read) => work(copyReader(read))),
    async counts(tables) {
      const counts = new Map<string, number>();
      await db().transaction(async (read) => {
        for (const table of tables) counts.set(table, await countRows(read, table));
      });
      return counts;
    },
    close: async () => opened?.destroy(),
  };
}
