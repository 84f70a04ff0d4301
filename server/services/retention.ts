import type { Knex } from 'knex';
import { Application, ContactMessage } from '@db/models/index.js';
import type { Clock } from '../clock.js';
import type { Retention } from '../config.js';

export const DAY_MS = 24 * 3_600_000;

/**
 * When a completed application falls due for deletion (ISO): `days` after it became completed.
 * Null when it is not completed or the automatic deletion is off (0 days).
 */
export function applicationDeleteAfter(completedAt: string | Date | null, days: number): string | null {
  if (completedAt === null || days === 0) return null;
  return new Date(new Date(completedAt).getTime() + days * DAY_MS).toISOString();
}

/** The time `days` before the clock's (ISO, the form the timestamps are stored in). */
const daysAgo = (clock: Clock, days: number) => new Date(clock() - days * DAY_MS).toISOString();

/**
 * Deletes what the retention periods no longer allow to keep, one statement per table:
 * applications completed (Erledigt) more than `applicationDays` ago, and contact messages that
 * arrived more than `messageDays` ago. A period of 0 deletes nothing of its kind. Staff alerts
 * still queued for a deleted row are dropped by the sender (there is nothing left to compose).
 * Returns only counts: what was deleted is personal data and never logged.
 */
export async function deleteExpired(
  knex: Knex,
  retention: Retention,
  clock: Clock,
): Promise<{ deletedApplications: number; deletedMessages: number }> {
  const deletedApplications =
    retention.applicationDays === 0
      ? 0
      : await Application.query(knex)
          .delete()
          .where('status', 'completed')
          .where('completedAt', '<', daysAgo(clock, retention.applicationDays));
  const deletedMessages =
    retention.messageDays === 0
      ? 0
      : await ContactMessage.query(knex)
          .delete()
          .where('createdAt', '<', daysAgo(clock, retention.messageDays));
  return { deletedApplications, deletedMessages };
}
