import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { DATABASE_ARCHIVE_ENTRIES, engineStep, type DatabaseLocation } from '@db/engines/index.js';
import { migrationSource } from '@db/migrations/index.js';
import { UPLOADS_PATH, isUploadPath } from '@shared/url.js';
import type { Clock } from '../clock.js';
import { PRIVATE_DIR_MODE, prepareDataDir } from '../data-dir.js';
import {
  ARCHIVE_SESSION_KEYS,
  ARCHIVE_TOTP_KEY,
  ARCHIVE_UPLOADS,
  databaseEngine,
  syncToDisk,
} from './backups.js';

/** The key files an archive may hold, each restored into DATA_DIR under its name. */
const ARCHIVE_KEYS = [ARCHIVE_SESSION_KEYS, ARCHIVE_TOTP_KEY];

/** A reason to refuse the restore that the person running it can act on (printed as it is by the CLI). */
export class RestoreError extends Error {}

export interface RestoreTarget extends DatabaseLocation {
  dataDir: string;
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
  /** Whether the archive held the key the TOTP keys are encrypted with. */
  totpKey: boolean;
  /** With --force: the folder in DATA_DIR holding the replaced database, uploads and keys (null if there were none). */
  movedAside: string | null;
  /** What was checked of the archive's database (its engine's words). */
  databaseCheck: string;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Runs a step of the database's engine; its refusals become messages the CLI prints as they are. */
const restoreStep = <T>(step: () => Promise<T>) => engineStep(step, (message) => new RestoreError(message));

/**
 * The only entries an archive may hold (as `npm run backup` writes them): the database, the
 * session keys, the TOTP encryption key, the uploads folder and uploads directly in it. Anything else (a path with "..",
 * an absolute path, a link, a device) makes the whole archive suspect.
 */
function isAllowedEntry(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/\/+$/, '');
  if (DATABASE_ARCHIVE_ENTRIES.includes(name) || ARCHIVE_KEYS.includes(name)) {
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
  totpKey: boolean;
  /** The archive's database entry: which engine's database it holds. */
  database: string;
}

/** Reads the whole archive once before anything is written: readable, only allowed entries, a database. */
async function inspectArchive(archive: string): Promise<ArchiveContents> {
  const refused: string[] = [];
  const contents: Omit<ArchiveContents, 'database'> = { uploads: 0, sessionKeys: false, totpKey: false };
  const databases = new Set<string>();
  try {
    await tar.t({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        if (!isAllowedEntry(entry.path, entry.type)) refused.push(entry.path);
        else if (DATABASE_ARCHIVE_ENTRIES.includes(entry.path)) databases.add(entry.path);
        else if (entry.path === ARCHIVE_SESSION_KEYS) contents.sessionKeys = true;
        else if (entry.path === ARCHIVE_TOTP_KEY) contents.totpKey = true;
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
  // Named as the embedded default's entry, whichever engine restores.
  if (databases.size === 0)
    throw new RestoreError(`${archive} holds no database (${DATABASE_ARCHIVE_ENTRIES[0]}): refused.`);
  if (databases.size > 1) throw new RestoreError(`${archive} holds two databases: refused.`);
  return { ...contents, database: [...databases][0]! };
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
 * database checked (PRAGMA integrity_check, or pg_restore reading the dump); only then are the
 * entries renamed into place, and a failing rename moves back what was already moved. The server
 * must not run meanwhile.
 *
 * The archive must hold a database of the installation's engine (db/engines/: a PostgreSQL dump
 * with DATABASE_URL, a SQLite file without), which checks it, puts the current one aside and
 * installs the new one its way.
 */

export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  { force = false, clock }: RestoreOptions,
): Promise<RestoreResult> {
  const stats = await fs.stat(archive).catch(() => undefined);
  if (!stats?.isFile()) throw new RestoreError(`There is no archive at ${archive}.`);
  const engine = databaseEngine(target);
  const occupied = await occupiedEntries(target);
  const inUse = [...(occupied ?? []), ...(await restoreStep(() => engine.occupancy()))];
  if (inUse.length > 0 && !force) {
    const shown = inUse.slice(0, 5).join(', ') + (inUse.length > 5 ? ', …' : '');
    throw new RestoreError(
      `${target.dataDir} is not empty (${shown}). Restore into an empty or new folder, or pass --force ` +
        'to move the current database, uploads and session keys aside into DATA_DIR/before-restore-<time>/.',
    );
  }
  const contents = await inspectArchive(archive);
  if (contents.database !== engine.archiveEntry) throw new RestoreError(engine.foreignArchive);
  await restoreStep(() => engine.ensureNotInUse());

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
  const aside = async () => (movedAside ??= await asideFolder(target.dataDir, clock));
  let undoDatabaseAside: (() => Promise<void>) | null = null;
  try {
    await tar.x({
      file: archive,
      cwd: work,
      strict: true,
      filter: (entryPath, entry) => 'type' in entry && isAllowedEntry(entryPath, entry.type),
    });
    const stagedDatabase = path.join(work, engine.archiveEntry);
    await refuseNewerSchema(
      await engineStep(
        () => engine.inspectArchived(stagedDatabase),
        (message) => new RestoreError(`${message}: refused.`),
      ),
    );
    prepareDataDir(work);
    // On disk before anything is moved: a power cut right after the restore keeps a whole database.
    await syncTree(work);

    undoDatabaseAside = await restoreStep(() => engine.putAside(aside));
    for (const current of [
      target.uploadsDir,
      ...ARCHIVE_KEYS.map((name) => path.join(target.dataDir, name)),
    ]) {
      if (await exists(current)) await move(current, path.join(await aside(), path.basename(current)));
    }
    const stagedUploads = path.join(work, ARCHIVE_UPLOADS);
    if (await exists(stagedUploads)) await move(stagedUploads, target.uploadsDir);
    for (const name of ARCHIVE_KEYS) {
      const staged = path.join(work, name);
      if (await exists(staged)) await move(staged, path.join(target.dataDir, name));
    }
    // The database last: until it is in place, nothing looks like a finished installation.
    await restoreStep(() => engine.install(stagedDatabase));
    await syncFolder(target.dataDir);
    if (movedAside) await syncFolder(movedAside);
  } catch (error) {
    for (const [from, to] of moved.reverse()) await fs.rename(to, from).catch(() => {});
    await undoDatabaseAside?.();
    if (movedAside) await fs.rmdir(movedAside).catch(() => {});
    await fs.rm(work, { recursive: true, force: true });
    if (createdDataDir) await fs.rm(target.dataDir, { recursive: true, force: true });
    throw error;
  }
  await fs.rm(work, { recursive: true, force: true });
  return {
    uploads: contents.uploads,
    sessionKeys: contents.sessionKeys,
    totpKey: contents.totpKey,
    movedAside,
    databaseCheck: engine.checkedNote,
  };
}
