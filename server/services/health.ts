import type { Knex } from 'knex';
import type { HealthReport } from '@shared/api-types.js';
import type { SampleContent } from '@shared/sample-content.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { BackupStatus } from './backup-status.js';

const HOUR_MS = 3_600_000;

/** The report's shape is the API's (GET /api/admin/health). */
export type { HealthReport };

export interface HealthDeps {
  knex: Knex;
  backupStatus: BackupStatus;
  logger: Logger;
  clock: Clock;
  /** The go-live check of the site's settings (services.siteSettings). */
  settingsComplete: () => boolean;
  /** The sample content still public (services.sampleContent); read for the detailed report only. */
  sampleContent?: () => Promise<SampleContent>;
  /** Whether the newsletter is offered (services.newsletterSubscribers.offer); detailed report only. */
  newsletter?: () => { offered: boolean; reason: string | null };
}

/**
 * The server's health for probes and staff: whether the database answers, and how old the
 * newest backup is (from memory: no folder is listed per request).
 */
export function createHealth({
  knex,
  backupStatus,
  logger,
  clock,
  settingsComplete,
  sampleContent,
  newsletter,
}: HealthDeps) {
  return {
    /**
     * `details`: the report for staff and the machine itself, with the sample content (database
     * reads a probe that sees the status only should not cost).
     */
    async report({ details = true }: { details?: boolean } = {}): Promise<HealthReport> {
      const database = await knex.raw('select 1').then(
        () => 'ok' as const,
        (error: unknown) => {
          logger.error({ err: error }, 'health check: the database does not answer');
          return 'unreachable' as const;
        },
      );
      const at = await backupStatus.lastBackup();
      return {
        status: database === 'ok' ? 'ok' : 'error',
        database,
        lastBackup: at && {
          at: at.toISOString(),
          ageHours: Math.round(((clock() - at.getTime()) / HOUR_MS) * 10) / 10,
        },
        settingsComplete: settingsComplete(),
        ...(details && sampleContent && database === 'ok' ? { sampleContent: await sampleContent() } : {}),
        ...(details && newsletter ? { newsletter: newsletter() } : {}),
      };
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
