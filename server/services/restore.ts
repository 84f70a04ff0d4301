import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import * as tar from 'tar';
import { migrationSource } from '@db/migrations/index.js';
import { UPLOADS_PATH, isUploadPath } from '@shared/url.js';
import type { Clock } from '../clock.js';
import { PRIVATE_DIR_MODE, prepareDataDir } from '../data-dir.js';
import {
  ARCHIVE_DATABASE,
  ARCHIVE_POSTGRES_DUMP,
  ARCHIVE_SESSION_KEYS,
  ARCHIVE_UPLOADS,
  syncToDisk,
} from './backups.js';
import {
  dumpDatabase,
  migrationsOfDump,
  otherSessions,
  PostgresArchiveError,
  restoreDump,
  tablesIn,
} from './postgres-archive.js';

/** A reason to refuse the restore that the person running it can act on (printed as it is by the CLI). */
export class RestoreError extends Error {}

export interface RestoreTarget {
  dataDir: string;
  databaseFile: string;
  /** DATABASE_URL: restore into this PostgreSQL database (then databaseFile is not used); empty for SQLite. */
  databaseUrl?: string;
  uploadsDir: string;
  /** Left in place; a DATA_DIR holding nothing but this folder counts as empty. */
  backupDir: string;
}

export interface RestoreOptions {
  /** Restore into a DATA_DIR that is not empty: what the archive replaces is moved aside first. */
  force?: boolean;
  clock: Clock;
}

export interface RestoreResult {
  uploads: number;
  sessionKeys: boolean;
  /** With --force: the folder in DATA_DIR holding the replaced database, uploads and keys (null if there were none). */
  movedAside: string | null;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The database's companions: a WAL or journal must never end up next to another database. */
const DATABASE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * The only entries an archive may hold (as `npm run backup` writes them): the database, the
 * session keys, the uploads folder and uploads directly in it. Anything else (a path with "..",
 * an absolute path, a link, a device) makes the whole archive suspect.
 */
function isAllowedEntry(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/\/+$/, '');
  if (name === ARCHIVE_DATABASE || name === ARCHIVE_POSTGRES_DUMP || name === ARCHIVE_SESSION_KEYS) {
    return type === 'File';
  }
  if (name === ARCHIVE_UPLOADS) return type === 'Directory';
  const [folder, file, ...rest] = name.split('/');
  return (
    folder === ARCHIVE_UPLOADS &&
    file !== undefined &&
    rest.length === 0 &&
    type === 'File' &&
    isUploadPath(`${UPLOADS_PATH}${file}`)
  );
}

interface ArchiveContents {
  uploads: number;
  sessionKeys: boolean;
  /** Which database the archive holds: a SQLite file or a PostgreSQL dump. */
  database: 'sqlite' | 'postgres';
}

/** Reads the whole archive once before anything is written: readable, only allowed entries, a database. */
async function inspectArchive(archive: string): Promise<ArchiveContents> {
  const refused: string[] = [];
  const contents: Omit<ArchiveContents, 'database'> = { uploads: 0, sessionKeys: false };
  const databases = new Set<ArchiveContents['database']>();
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        if (!isAllowedEntry(entry.path, entry.type)) refused.push(entry.path);
        else if (entry.path === ARCHIVE_DATABASE) databases.add('sqlite');
        else if (entry.path === ARCHIVE_POSTGRES_DUMP) databases.add('postgres');
        else if (entry.path === ARCHIVE_SESSION_KEYS) contents.sessionKeys = true;
        else if (entry.type === 'File') contents.uploads += 1;
      },
    });
  } catch (error) {
    throw new RestoreError(`${archive} is not a readable backup archive (${messageOf(error)}).`);
  }
  if (refused.length > 0) {
    const shown = refused.slice(0, 5).map((entry) => JSON.stringify(entry));
    throw new RestoreError(
      `${archive} holds entries a backup never contains (${shown.join(', ')}${refused.length > 5 ? ', …' : ''}): refused.`,
    );
  }
  if (databases.size === 0)
    throw new RestoreError(`${archive} holds no database (${ARCHIVE_DATABASE}): refused.`);
  if (databases.size > 1) throw new RestoreError(`${archive} holds two databases: refused.`);
  return { ...contents, database: [...databases][0]! };
}

/** A plain connection: no pragmas, no name mapping, nothing changed in the file by opening it. */
const openPlain = (file: string): Knex =>
  knexFactory({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });

/** PRAGMA integrity_check, and whether this is the site's database in a schema this version knows. */
async function verifyDatabase(file: string): Promise<void> {
  const knex = openPlain(file);
  try {
    let rows: Array<Record<string, unknown>>;
    try {
      rows = await knex.raw('PRAGMA integrity_check');
    } catch (error) {
      throw new RestoreError(`The archive's database cannot be read (${messageOf(error)}): refused.`);
    }
    const findings = rows.map((row) => String(Object.values(row)[0]));
    if (findings.join() !== 'ok') {
      throw new RestoreError(
        `The archive's database is damaged (${findings.slice(0, 3).join('; ')}): refused.`,
      );
    }
    if (!(await knex.schema.hasTable('knex_migrations'))) {
      throw new RestoreError("The archive's database is not this site's database: refused.");
    }
    await refuseNewerSchema(await knex('knex_migrations').pluck('name'));
  } finally {
    await knex.destroy();
  }
}

/** A database whose migrations this version does not know was made by a newer version. */
async function refuseNewerSchema(applied: string[]): Promise<void> {
  const known = new Set(await migrationSource.getMigrations([]));
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `The archive was made by a newer version of the site (schema ${unknown.join(', ')}): update the site first.`,
    );
  }
}

/** The PostgreSQL dump's counterpart of verifyDatabase: readable, this site's, a schema this version knows. */
async function verifyDump(file: string): Promise<void> {
  let applied: string[];
  try {
    applied = await migrationsOfDump(file);
  } catch (error) {
    if (error instanceof PostgresArchiveError) throw new RestoreError(`${error.message}: refused.`);
    throw error;
  }
  await refuseNewerSchema(applied);
}

/**
 * Refuses a database a running server has open. Leaving WAL mode needs the only connection, and
 * a running server always holds one; the switch also writes the WAL into the file, so the copy
 * moved aside is complete on its own.
 */
async function ensureNotInUse(databaseFile: string): Promise<void> {
  const knex = openPlain(databaseFile);
  try {
    await knex.raw('PRAGMA journal_mode = DELETE');
  } catch (error) {
    if (/SQLITE_BUSY|locked/i.test(messageOf(error))) {
      throw new RestoreError(
        `${databaseFile} is in use: stop the server (and everything else using DATA_DIR) before restoring.`,
      );
    }
    // A damaged current database does not stop a restore that replaces it.
  } finally {
    await knex.destroy();
  }
}

const exists = (target: string) =>
  fs.lstat(target).then(
    () => true,
    () => false,
  );

/** DATA_DIR's entries other than the backup folder (and this restore's leftovers); null if it does not exist. */
async function occupiedEntries(target: RestoreTarget): Promise<string[] | null> {
  let names: string[];
  try {
    names = await fs.readdir(target.dataDir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    if (errorCode(error) === 'ENOTDIR') throw new RestoreError(`${target.dataDir} is not a folder.`);
    throw error;
  }
  const backupFolder =
    path.dirname(target.backupDir) === path.resolve(target.dataDir) ? path.basename(target.backupDir) : null;
  return names.filter((name) => name !== backupFolder);
}

/** DATA_DIR/before-restore-<time>, not taken yet. */
async function asideFolder(dataDir: string, clock: Clock): Promise<string> {
  const stamp = new Date(clock())
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  for (let attempt = 1; ; attempt++) {
    const folder = path.join(dataDir, `before-restore-${stamp}${attempt > 1 ? `-${attempt}` : ''}`);
    try {
      await fs.mkdir(folder, { mode: PRIVATE_DIR_MODE });
      return folder;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
}

/** A folder's entries to the disk, where the system can (see syncToDisk). */
const syncFolder = (folder: string) => syncToDisk(folder).catch(() => {});

/** Flushes every file and folder below `root` (and `root` itself) to the disk. */
async function syncTree(root: string): Promise<void> {
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    const entryPath = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) await syncToDisk(entryPath);
    else if (entry.isDirectory()) await syncFolder(entryPath);
  }
  await syncFolder(root);
}

/**
 * Restores an archive of `npm run backup` into DATA_DIR. DATA_DIR must be missing or empty (the
 * backup folder aside); with `force`, the database (with its WAL), the uploads and the session
 * keys found there are moved into DATA_DIR/before-restore-<time>/ first, and everything else
 * (the backups above all) stays. The archive is checked, extracted into a hidden work folder in
 * DATA_DIR (the same file system as the targets, even when DATA_DIR is a mounted volume) and its
 * database checked with PRAGMA integrity_check; only then are the entries renamed into place,
 * and a failing rename moves back what was already moved. The server must not run meanwhile.
 *
 * With DATABASE_URL the archive must hold a PostgreSQL dump (and a SQLite archive a SQLite
 * target): the dump is read and its migrations checked first; a database that has tables counts
 * as occupied, and with `force` it is dumped into the before-restore folder; then its schema is
 * replaced by the dump's in one transaction (see restoreDump).
 */

export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  { force = false, clock }: RestoreOptions,
): Promise<RestoreResult> {
  const stats = await fs.stat(archive).catch(() => undefined);
  if (!stats?.isFile()) throw new RestoreError(`There is no archive at ${archive}.`);
  const databaseUrl = target.databaseUrl ?? '';
  const postgres = databaseUrl !== '';
  const occupied = await occupiedEntries(target);
  const tables = postgres ? await postgresStep(() => tablesIn(databaseUrl)) : 0;
  const inUse = [
    ...(occupied ?? []),
    ...(tables > 0 ? [`${tables} table(s) in the database of DATABASE_URL`] : []),
  ];
  if (inUse.length > 0 && !force) {
    const shown = inUse.slice(0, 5).join(', ') + (inUse.length > 5 ? ', …' : '');
    throw new RestoreError(
      `${target.dataDir} is not empty (${shown}). Restore into an empty or new folder, or pass --force ` +
        'to move the current database, uploads and session keys aside into DATA_DIR/before-restore-<time>/.',
    );
  }
  const contents = await inspectArchive(archive);
  if (contents.database === 'sqlite' && postgres) {
    throw new RestoreError(
      'The archive holds a SQLite database, and DATABASE_URL names PostgreSQL: restore it without ' +
        'DATABASE_URL (into a SQLite installation).',
    );
  }
  if (contents.database === 'postgres' && !postgres) {
    throw new RestoreError(
      'The archive holds a PostgreSQL dump: set DATABASE_URL (and SESSION_KEYS) to the database to restore it into.',
    );
  }
  if (postgres) {
    if ((await postgresStep(() => otherSessions(databaseUrl))) > 0) {
      throw new RestoreError(
        'The database of DATABASE_URL is in use: stop every server (and everything else using it) before restoring.',
      );
    }
  } else if (force && (await exists(target.databaseFile))) {
    await ensureNotInUse(target.databaseFile);
  }

  const createdDataDir = occupied === null;
  await fs.mkdir(target.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.chmod(target.dataDir, PRIVATE_DIR_MODE);
  const work = await fs.mkdtemp(path.join(target.dataDir, '.restore-'));
  const moved: Array<[from: string, to: string]> = [];
  const move = async (from: string, to: string) => {
    await fs.rename(from, to);
    moved.push([from, to]);
  };
  let movedAside: string | null = null;
  let asideDump: string | null = null;
  try {
    await tar.x({
      file: archive,
      cwd: work,
      strict: true,
      filter: (entryPath, entry) => 'type' in entry && isAllowedEntry(entryPath, entry.type),
    });
    const stagedDatabase = path.join(work, postgres ? ARCHIVE_POSTGRES_DUMP : ARCHIVE_DATABASE);
    if (postgres) await verifyDump(stagedDatabase);
    else await verifyDatabase(stagedDatabase);
    prepareDataDir(work);
    // On disk before anything is moved: a power cut right after the restore keeps a whole database.
    await syncTree(work);

    const replaced = [
      ...(postgres
        ? []
        : [target.databaseFile, ...DATABASE_COMPANIONS.map((suffix) => `${target.databaseFile}${suffix}`)]),
      target.uploadsDir,
      path.join(target.dataDir, ARCHIVE_SESSION_KEYS),
    ];
    for (const current of replaced) {
      if (!(await exists(current))) continue;
      movedAside ??= await asideFolder(target.dataDir, clock);
      await move(current, path.join(movedAside, path.basename(current)));
    }
    if (tables > 0) {
      // The database being replaced, kept as a dump beside the other things moved aside.
      movedAside ??= await asideFolder(target.dataDir, clock);
      asideDump = path.join(movedAside, ARCHIVE_POSTGRES_DUMP);
      await postgresStep(() => dumpDatabase(databaseUrl, asideDump!));
      await syncToDisk(asideDump);
    }
    const stagedUploads = path.join(work, ARCHIVE_UPLOADS);
    if (await exists(stagedUploads)) await move(stagedUploads, target.uploadsDir);
    const stagedKeys = path.join(work, ARCHIVE_SESSION_KEYS);
    if (await exists(stagedKeys)) await move(stagedKeys, path.join(target.dataDir, ARCHIVE_SESSION_KEYS));
    // The database last: until it is in place, nothing looks like a finished installation. On
    // PostgreSQL it is replaced in one transaction: a failure leaves the old one.
    if (postgres) await postgresStep(() => restoreDump(databaseUrl, stagedDatabase));
    else await move(stagedDatabase, target.databaseFile);
    await syncFolder(target.dataDir);
    if (movedAside) await syncFolder(movedAside);
  } catch (error) {
    for (const [from, to] of moved.reverse()) await fs.rename(to, from).catch(() => {});
    if (asideDump) await fs.rm(asideDump, { force: true });
    if (movedAside) await fs.rmdir(movedAside).catch(() => {});
    await fs.rm(work, { recursive: true, force: true });
    if (createdDataDir) await fs.rm(target.dataDir, { recursive: true, force: true });
    throw error;
  }
  await fs.rm(work, { recursive: true, force: true });
  return { uploads: contents.uploads, sessionKeys: contents.sessionKeys, movedAside };
}

/** Runs a step with PostgreSQL's tools; their failures become messages the CLI prints as they are. */
async function postgresStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof PostgresArchiveError) throw new RestoreError(error.message);
    throw error;
  }
}
