import type { Clock } from '../clock.js';
import { listBackups } from './backups.js';

/** How often /healthz may look into the backup folder (a backup the CLI made shows up within this). */
export const BACKUP_STATUS_REFRESH_MS = 60_000;

export interface BackupStatus {
  /** When the newest archive was taken, or null if there is none. Cheap: the folder is read at most once a minute. */
  lastBackup(): Promise<Date | null>;
  /** Tells the status of a backup this process just made. */
  record(at: Date): void;
}

/**
 * The newest backup's time, kept in memory for /healthz. The folder is read when this is created
 * and then at most once per BACKUP_STATUS_REFRESH_MS (by the app's clock), so archives written by
 * `npm run backup` in another process are seen too.
 */
export function createBackupStatus(backupDir: string, clock: Clock): BackupStatus {
  let latest: Date | null = null;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    readAt = clock();
    reading ??= listBackups(backupDir)
      .then(([newest]) => {
        latest = newest?.at ?? null;
      })
      // An unreadable folder leaves the last known value; the daily backup logs its own failures.
      .catch(() => {})
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  void refresh();
  return {
    async lastBackup() {
      if (reading) await reading;
      else if (clock() - readAt >= BACKUP_STATUS_REFRESH_MS) await refresh();
      return latest;
    },
    record(at) {
      if (!latest || at > latest) latest = at;
    },
  };
}
