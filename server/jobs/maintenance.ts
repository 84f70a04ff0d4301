import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { scrubDeletedRows } from '@db/connection.js';
import type { Clock } from '../clock.js';
import { DEFAULT_MAINTENANCE_HOUR, type Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createActivityLog, type ActivityLog } from '../services/activity-log.js';
import { createBackupStatus, type BackupStatus } from '../services/backup-status.js';
import { createBackup, pruneBackups } from '../services/backups.js';
import { deleteExpired } from '../services/retention.js';
import { foldArrivals } from '../services/recruiting-report.js';
import { PERSONAL_DATA_TABLES } from '../services/data-subject.js';
import { createMailOutbox } from '../services/mail-outbox.js';
import { GIVE_UP_AFTER_MS } from '../mail/alert-sender.js';
import { removeOrphanUploads } from '../services/upload-cleanup.js';
import { purgeUnconfirmed } from '../services/newsletter/subscribers.js';
import { createDailyJob, type DailyJob, type DailyTask, type Timers } from './daily.js';

export interface MaintenanceDeps {
  knex: Knex;
  config: Config;
  logger: Logger;
  clock: Clock;
  timers?: Timers;
  /** The app's activity log (the services'); one over `knex` when not given. */
  activityLog?: ActivityLog;
}

export const MAINTENANCE_RUNS = 'maintenance_runs';

/** This process in maintenance_runs: the machine and the process id. */
const PROCESS_NAME = `${os.hostname()}-${process.pid}`.slice(0, 55);

/** The local calendar day of `at` (the daily job's hour is local time too): 2026-11-26. */
export function localDay(at: number): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * How long a claimed run may take before another process takes it over: longer than any run
 * (a backup of a large installation included), short enough to make up a crashed run that day.
 */
export const CLAIM_LEASE_MS = 3 * 3_600_000;

/**
 * Claims today's scheduled run for this process: the first process of the installation to insert
 * the day's row runs it, every other one skips it (db/migrations/20261202100000_maintenance_runs).
 * A claim that did not finish within CLAIM_LEASE_MS (its process died) is taken over. Answers the
 * claimed day, or null.
 */
export async function claimDailyRun(knex: Knex, clock: Clock, holder: string): Promise<string | null> {
  const at = clock();
  const day = localDay(at);
  const claimed = (await knex(MAINTENANCE_RUNS)
    .insert({ day, holder, claimedAt: at })
    .onConflict('day')
    .merge(['holder', 'claimedAt'])
    .whereNull(`${MAINTENANCE_RUNS}.finishedAt`)
    .where(`${MAINTENANCE_RUNS}.claimedAt`, '<=', at - CLAIM_LEASE_MS)
    .returning('day')) as unknown[];
  return claimed.length === 1 ? day : null;
}

/** Notes that this process's claimed run of `day` is done. */
async function finishDailyRun(knex: Knex, clock: Clock, day: string, holder: string): Promise<void> {
  await knex(MAINTENANCE_RUNS).where({ day, holder }).update({ finishedAt: clock() });
}

/** Notes a backup the daily job made, for /healthz of every process. */
async function recordBackup(knex: Knex, at: Date, holder: string): Promise<void> {
  await knex(MAINTENANCE_RUNS)
    // A backup outside a claimed run (runNow) leaves a finished row: it is not a claim to take over.
    .insert({
      day: localDay(at.getTime()),
      holder,
      claimedAt: at.getTime(),
      backupAt: at.getTime(),
      finishedAt: at.getTime(),
    })
    .onConflict('day')
    .merge({ backupAt: at.getTime() });
}

async function newestRecordedBackup(knex: Knex): Promise<Date | null> {
  const row = (await knex(MAINTENANCE_RUNS).max({ at: 'backupAt' }).first()) as
    { at: number | string | null } | undefined;
  return row?.at === null || row?.at === undefined ? null : new Date(Number(row.at));
}

/** A backup older than this at start means a night was missed (the server was down at the hour). */
export const MISSED_BACKUP_MS = 25 * 3_600_000;

/** The daily job of the server, and the newest backup's time it keeps for /healthz. */
export interface Maintenance extends DailyJob {
  backupStatus: BackupStatus;
  /**
   * Arms the daily run and, when the newest backup is older than a day (a night the server was
   * down), runs the job at once; otherwise runs the tasks due at every start (the retention).
   * Resolves when that decision, and such a run, is done.
   */
  start(): Promise<void>;
}

/**
 * The daily maintenance, in this order: the backup (unless BACKUP_HOUR=off), deleting archives
 * beyond BACKUP_KEEP, deleting uploads nothing refers to, deleting applications and contact
 * messages past their retention period (also at every start), pruning the activity log past
 * AUDIT_RETENTION_DAYS, deleting mails nobody sent within a day, deleting newsletter sign-ups
 * whose confirmation link expired, folding the recruiting report's
 * arrival rows of past days, and scrubbing what was deleted
 * or changed out of the database's files. A new task is one more entry here.
 */
export function maintenanceTasks(
  {
    knex,
    config,
    clock,
    activityLog = createActivityLog({ knex, clock }),
  }: Pick<MaintenanceDeps, 'knex' | 'config' | 'clock' | 'activityLog'>,
  backupStatus: BackupStatus,
  /** This process, as named in maintenance_runs. */
  holder = PROCESS_NAME,
): DailyTask[] {
  const tasks: DailyTask[] = [];
  /** The archive this run made (never pruned by the same run). */
  let made: string | undefined;
  if (config.backupHour !== null) {
    tasks.push({
      name: 'backup',
      async run() {
        made = undefined;
        const backup = await createBackup(config, clock);
        made = backup.file;
        backupStatus.record(backup.at);
        await recordBackup(knex, backup.at, holder);
        return { archive: path.basename(backup.file), bytes: backup.bytes, uploads: backup.uploads };
      },
    });
  }
  tasks.push(
    {
      name: 'prune-backups',
      async run() {
        const pruned = await pruneBackups(config.backupDir, config.backupKeep, clock, made);
        return { removedArchives: pruned.removed.length, removedWorkFolders: pruned.staleWorkFolders };
      },
    },
    {
      name: 'orphan-uploads',
      run: async () => ({ ...(await removeOrphanUploads(knex, config.uploadsDir, clock)) }),
    },
    {
      name: 'retention',
      // Also at every start: a changed period takes effect at once, not only the next night.
      atStart: true,
      run: () => deleteExpired(knex, config.retention, clock, activityLog),
    },
    {
      // Once a day is enough: a row a day older than the period does no harm.
      name: 'activity-log',
      run: () => activityLog.prune(config.retention.auditDays),
    },
    {
      // Mails no process sent within a day (alerts off, no mail settings): nobody ever will.
      name: 'unsent-mail',
      async run() {
        const now = clock();
        return { deleted: await createMailOutbox(knex).pruneUnsent(now - GIVE_UP_AFTER_MS, now) };
      },
    },
    {
      // Newsletter sign-ups whose confirmation link expired unused (issue 40): at most
      // NEWSLETTER_UNCONFIRMED_DELETE_HOURS after the sign-up.
      name: 'newsletter-unconfirmed',
      run: async () => ({ deleted: await purgeUnconfirmed(knex, clock()) }),
    },
    {
      // The recruiting report's arrivals of the days before yesterday, one row per day and source.
      name: 'recruiting-figures',
      run: async () => ({ foldedRows: await foldArrivals(knex, clock()) }),
    },
    {
      // What the retention and staff deleted or changed since yesterday leaves the files too (on
      // PostgreSQL the tables are rewritten; an erasure does this at once).
      name: 'scrub-deleted',
      run: async () => ({ walEmptied: await scrubDeletedRows(knex, PERSONAL_DATA_TABLES) }),
    },
  );
  return tasks;
}

export function createMaintenance({
  knex,
  config,
  logger,
  clock,
  timers,
  activityLog,
}: MaintenanceDeps): Maintenance {
  const backupStatus = createBackupStatus(config.backupDir, clock, () => newestRecordedBackup(knex));
  const holder = `${PROCESS_NAME}-${randomBytes(4).toString('hex')}`;
  /** The day of this process's current claim. */
  let claimedDay: string | null = null;
  const job = createDailyJob({
    hour: config.backupHour ?? DEFAULT_MAINTENANCE_HOUR,
    tasks: maintenanceTasks({ knex, config, clock, activityLog }, backupStatus, holder),
    clock,
    logger,
    timers,
    async claim() {
      claimedDay = await claimDailyRun(knex, clock, holder);
      return claimedDay !== null;
    },
    finished: async () => {
      if (claimedDay !== null) await finishDailyRun(knex, clock, claimedDay, holder);
    },
    recheckAfterMs: CLAIM_LEASE_MS + 60_000,
  });
  return {
    ...job,
    backupStatus,
    async start() {
      job.start();
      const last = config.backupHour === null ? null : await backupStatus.readNow();
      // A fresh installation (no backup yet) waits for the hour: there is nothing to lose yet.
      if (!last || clock() - last.getTime() <= MISSED_BACKUP_MS) {
        await job.runAtStart();
        return;
      }
      logger.info(
        { lastBackup: last.toISOString() },
        'the newest backup is more than a day old: running the daily job now',
      );
      // Several processes starting together: one of them makes up the night.
      await job.runScheduled();
    },
  };
}
