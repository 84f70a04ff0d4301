import type { Clock } from '../clock.js';
import { listBackups } from './backups.js';

/** How often /healthz may look into the backup folder (a backup the CLI made shows up within this). */
export const BACKUP_STATUS_REFRESH_MS = 60_000;

export interface BackupStatus {
  /**
   * When the newest archive was taken, or null if there is none. Cheap: answers from memory (only
   * the very first call waits for the first look into the folder); the folder is read again in
   * the background at most once a minute, so a slow or hung backup disk never holds /healthz up.
   */
  lastBackup(): Promise<Date | null>;
  /** Tells the status of a backup this process just made. */
  record(at: Date): void;
  /** Looks into the folder now (once it is free) and answers from that. */
  readNow(): Promise<Date | null>;
  /** Resolves when a look into the folder under way is done (tests). */
  idle(): Promise<void>;
}

/**
 * The newest backup's time, kept in memory for /healthz. The folder is read when this is created
 * and then at most once per BACKUP_STATUS_REFRESH_MS (by the app's clock), so archives written by
 * `npm run backup` in another process are seen too.
 */
export function createBackupStatus(
  backupDir: string,
  clock: Clock,
  /** The newest backup the installation's processes recorded in the database (any machine's). */
  recorded: () => Promise<Date | null> = async () => null,
): BackupStatus {
  let latest: Date | null = null;
  /** A backup this process recorded while the folder was being read (the listing may miss it). */
  let recordedDuringRead: Date | null = null;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;
  const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  const refresh = (): Promise<void> => {
    readAt = clock();
    recordedDuringRead = null;
    reading ??= Promise.all([listBackups(backupDir).catch(() => []), recorded().catch(() => null)])
      .then(([[newest], inDatabase]) => {
        latest = later(later(newest?.at ?? null, inDatabase), recordedDuringRead);
      })
      // An unreadable folder leaves the last known value; the daily backup logs its own failures.
      .catch(() => {})
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const firstRead = refresh();
  return {
    async lastBackup() {
      await firstRead;
      if (!reading && clock() - readAt >= BACKUP_STATUS_REFRESH_MS) void refresh();
      return latest;
    },
    record(at) {
      latest = later(latest, at);
      if (reading) recordedDuringRead = later(recordedDuringRead, at);
    },
    async readNow() {
      await reading;
      await refresh();
      return latest;
    },
    idle: async () => {
      await reading;
    },
  };
}
