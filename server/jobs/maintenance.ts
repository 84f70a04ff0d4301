import path from 'node:path';
import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { DEFAULT_MAINTENANCE_HOUR, type Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createBackupStatus, type BackupStatus } from '../services/backup-status.js';
import { createBackup, pruneBackups } from '../services/backups.js';
import { removeOrphanUploads } from '../services/upload-cleanup.js';
import { createDailyJob, type DailyJob, type DailyTask, type Timers } from './daily.js';

export interface MaintenanceDeps {
  knex: Knex;
  config: Config;
  logger: Logger;
  clock: Clock;
  timers?: Timers;
}

/** The daily job of the server, and the newest backup's time it keeps for /healthz. */
export interface Maintenance extends DailyJob {
  backupStatus: BackupStatus;
}

/**
 * The daily maintenance, in this order: the backup (unless BACKUP_HOUR=off), deleting archives
 * beyond BACKUP_KEEP, deleting uploads nothing refers to. A new task is one more entry here.
 */
export function maintenanceTasks(
  { knex, config, clock }: Pick<MaintenanceDeps, 'knex' | 'config' | 'clock'>,
  backupStatus: BackupStatus,
): DailyTask[] {
  const tasks: DailyTask[] = [];
  if (config.backupHour !== null) {
    tasks.push({
      name: 'backup',
      async run() {
        const backup = await createBackup(config, clock);
        backupStatus.record(backup.at);
        return { archive: path.basename(backup.file), bytes: backup.bytes, uploads: backup.uploads };
      },
    });
  }
  tasks.push(
    {
      name: 'prune-backups',
      async run() {
        const pruned = await pruneBackups(config.backupDir, config.backupKeep, clock);
        return { removedArchives: pruned.removed.length, removedWorkFolders: pruned.staleWorkFolders };
      },
    },
    {
      name: 'orphan-uploads',
      run: async () => ({ ...(await removeOrphanUploads(knex, config.uploadsDir, clock)) }),
    },
  );
  return tasks;
}

export function createMaintenance({ knex, config, logger, clock, timers }: MaintenanceDeps): Maintenance {
  const backupStatus = createBackupStatus(config.backupDir, clock);
  const job = createDailyJob({
    hour: config.backupHour ?? DEFAULT_MAINTENANCE_HOUR,
    tasks: maintenanceTasks({ knex, config, clock }, backupStatus),
    clock,
    logger,
    timers,
  });
  return { ...job, backupStatus };
}
