import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { engineFor, engineStep, type DatabaseLocation } from '@db/engines/index.js';
import { UPLOADS_PATH, isUploadPath } from '@shared/url.js';
import { SECRET_KEY_FILE } from '../auth/secret-box.js';
import { SESSION_KEYS_FILE } from '../auth/session-keys.js';
import type { Clock } from '../clock.js';
import { childProcessEnvironment } from '../config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.js';

/**
 * One backup is one file: a gzipped tar holding the database (a consistent copy that its engine
 * makes while the server writes, see db/engines/), the uploads folder and the generated session
 * keys and TOTP encryption key. Archives are assembled in a hidden temporary folder inside the backup folder and only
 * appear under their final name once complete.
 */

/** The uploads folder's name inside an archive. */
export const ARCHIVE_UPLOADS = 'uploads';
export const ARCHIVE_SESSION_KEYS = SESSION_KEYS_FILE;
/**
 * The key the accounts' TOTP keys are encrypted with: a restored database is of no use for
 * signing in without it. In the archive as the session keys are (the archive is as private).
 */
export const ARCHIVE_TOTP_KEY = SECRET_KEY_FILE;

/** agentur-backup-2026-11-24T03-00-00Z.tar.gz, with -2, -3 … for more than one in the same second. */
const ARCHIVE_NAME = /^agentur-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d{1,4}))?\.tar\.gz$/;
/** Work folders of backups in progress (or killed); never mistaken for an archive. */
const TEMP_PREFIX = '.agentur-backup-tmp-';
/** A work folder this old belongs to a backup that died; the next prune removes it. */
const STALE_TEMP_MS = 24 * 3_600_000;
/** Errors of link() on file systems without hard links (FAT, some network shares). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

/** A problem the person running the backup can fix (printed as it is by the CLI). */
export class BackupError extends Error {}

/** The installation's database engine (db/engines/), writing its files as private as DATA_DIR's. */
export const databaseEngine = (location: DatabaseLocation) =>
  engineFor(location, { environment: childProcessEnvironment(), fileMode: PRIVATE_FILE_MODE });

export interface BackupArchive {
  name: string;
  /** Absolute path. */
  file: string;
  /** When the backup was taken (from its name). */
  at: Date;
}

export interface BackupSource extends DatabaseLocation {
  uploadsDir: string;
  dataDir: string;
  backupDir: string;
}

export interface BackupResult {
  /** Absolute path of the finished archive. */
  file: string;
  at: Date;
  bytes: number;
  /** How many uploaded images it holds. */
  uploads: number;
}

export function archiveName(at: Date, sequence = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `agentur-backup-${stamp}${sequence > 1 ? `-${sequence}` : ''}.tar.gz`;
}

function parseArchiveName(name: string): { at: Date; sequence: number } | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, sequence] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(at.getTime()) ? null : { at, sequence: Number(sequence ?? 1) };
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The archives in `backupDir` (only names of this pattern), newest first; none if it does not exist. */
export async function listBackups(backupDir: string): Promise<BackupArchive[]> {
  let names: string[];
  try {
    names = await fs.readdir(backupDir);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const parsed = parseArchiveName(name);
      return parsed ? [{ name, file: path.join(backupDir, name), ...parsed }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.sequence - a.sequence)
    .map(({ name, file, at }) => ({ name, file, at }));
}

/**
 * Creates the backup folder private (0700), and tightens it if it exists. A folder of another
 * owner (a mounted backup disk, say) that this user may write to but not change is used as it
 * is: the archives themselves are 0600.
 */
async function preparePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.chmod(dir, PRIVATE_DIR_MODE).catch((error: unknown) => {
    if (errorCode(error) !== 'EPERM') throw error;
  });
}

/**
 * Puts every served upload (a regular file with an upload name; no links, no hidden files) into
 * `target`, as a hard link where the file system allows (uploads are never changed once written,
 * so a link is as good as a copy), else as a copy. Returns how many.
 */
async function snapshotUploads(uploadsDir: string, target: string): Promise<number> {
  await fs.mkdir(target, { mode: PRIVATE_DIR_MODE });
  let entries: Dirent[];
  try {
    entries = await fs.readdir(uploadsDir, { withFileTypes: true });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !isUploadPath(`${UPLOADS_PATH}${entry.name}`)) continue;
    const from = path.join(uploadsDir, entry.name);
    const to = path.join(target, entry.name);
    try {
      await fs.link(from, to);
    } catch (error) {
      // Deleted meanwhile (an unused upload cleaned up): it is not part of the snapshot.
      if (errorCode(error) === 'ENOENT') continue;
      if (!NO_HARD_LINKS.has(errorCode(error) ?? '')) throw error;
      await fs.copyFile(from, to);
    }
    count += 1;
  }
  return count;
}

async function copyIfExists(from: string, to: string): Promise<boolean> {
  try {
    await fs.copyFile(from, to);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
  await fs.chmod(to, PRIVATE_FILE_MODE);
  return true;
}

/**
 * Writes a file's data (or a folder's entries) to the disk, so a power cut cannot keep a name
 * without its bytes. Not every system can sync a folder: callers ignore that failure for folders.
 */
export async function syncToDisk(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Gives the finished archive its final name without ever replacing another archive: link() fails
 * on an existing name, so two backups in the same second get -2, -3 ….
 */
async function publish(temp: string, backupDir: string, at: Date): Promise<string> {
  for (let sequence = 1; sequence < 1000; sequence++) {
    const target = path.join(backupDir, archiveName(at, sequence));
    try {
      await fs.link(temp, target);
      return target;
    } catch (error) {
      if (errorCode(error) === 'EEXIST') continue;
      if (!NO_HARD_LINKS.has(errorCode(error) ?? '')) throw error;
      const taken = await fs.stat(target).then(
        () => true,
        () => false,
      );
      if (taken) continue;
      await fs.rename(temp, target);
      return target;
    }
  }
  throw new BackupError(`No free archive name in ${backupDir} for ${at.toISOString()}.`);
}

/** Writes one archive of the installation into `source.backupDir` (mode 0600, folder 0700). */
export async function createBackup(source: BackupSource, clock: Clock): Promise<BackupResult> {
  const engine = databaseEngine(source);
  const step = <T>(run: () => Promise<T>) => engineStep(run, (message) => new BackupError(message));
  await step(() => engine.checkBeforeBackup());
  await preparePrivateDir(source.backupDir);
  const at = new Date(clock());
  const work = await fs.mkdtemp(path.join(source.backupDir, TEMP_PREFIX));
  try {
    const content = path.join(work, 'content');
    await fs.mkdir(content, { mode: PRIVATE_DIR_MODE });
    // The database first: every upload it refers to is then already in the folder.
    const databaseEntry = engine.archiveEntry;
    await step(() => engine.snapshot(path.join(content, databaseEntry)));
    const uploads = await snapshotUploads(source.uploadsDir, path.join(content, ARCHIVE_UPLOADS));
    const entries = [databaseEntry, ARCHIVE_UPLOADS];
    // The generated keys; a key set in the environment instead travels with the environment.
    for (const keyFile of [ARCHIVE_SESSION_KEYS, ARCHIVE_TOTP_KEY]) {
      if (await copyIfExists(path.join(source.dataDir, keyFile), path.join(content, keyFile)))
        entries.push(keyFile);
    }
    const archive = path.join(work, 'archive.tar.gz');
    // portable: no user or group names and ids (the restoring machine has its own); times are kept.
    await tar.c({ file: archive, cwd: content, gzip: true, portable: true }, entries);
    await fs.chmod(archive, PRIVATE_FILE_MODE);
    await syncToDisk(archive);
    const file = await publish(archive, source.backupDir, at);
    await syncToDisk(source.backupDir).catch(() => {}); // not every system can sync a folder
    const { size } = await fs.stat(file);
    return { file, at, bytes: size, uploads };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

export interface PruneResult {
  /** Names of the archives deleted. */
  removed: string[];
  /** Work folders of backups that died, deleted. */
  staleWorkFolders: number;
}

/**
 * Keeps the newest `keep` archives (0 keeps all) and deletes the older ones; only files named as
 * this code names its archives are ever touched. `protect` (the archive the same run just made) is
 * never deleted, even when its name says it is older: a clock set back would otherwise have every
 * new backup pruned at once. Also removes work folders older than a day.
 */
export async function pruneBackups(
  backupDir: string,
  keep: number,
  clock: Clock,
  protect?: string,
): Promise<PruneResult> {
  const removed: string[] = [];
  if (keep > 0) {
    const archives = (await listBackups(backupDir)).filter((archive) => archive.file !== protect);
    for (const archive of archives.slice(protect ? keep - 1 : keep)) {
      await fs.rm(archive.file, { force: true });
      removed.push(archive.name);
    }
  }
  let staleWorkFolders = 0;
  const entries = await fs.readdir(backupDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(TEMP_PREFIX)) continue;
    const folder = path.join(backupDir, entry.name);
    const stats = await fs.stat(folder).catch(() => undefined);
    if (stats && clock() - stats.mtimeMs > STALE_TEMP_MS) {
      await fs.rm(folder, { recursive: true, force: true });
      staleWorkFolders += 1;
    }
  }
  return { removed, staleWorkFolders };
}
