import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { createKnex } from '../connection.js';
import { DatabaseEngineError, type DatabaseEngine, type EngineOptions } from './types.js';

/**
 * The SQLite side of `npm run backup` and `npm run restore`: the database is one file (with its
 * WAL beside it while in use), copied with VACUUM INTO and checked with PRAGMA integrity_check.
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
