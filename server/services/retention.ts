import type { Knex } from 'knex';
import { Application, ContactMessage } from '@db/models/index.js';
import { DAY_MS, isoDaysAgo, type Clock } from '../clock.js';
import type { Retention } from '../config.js';
import { details } from './activity-changes.js';
import { SYSTEM_ACTOR, type ActivityLog } from './activity-log.js';

/**
 * When a completed application falls due for deletion (ISO): `days` after it became completed.
 * Null when it is not completed or the automatic deletion is off (0 days).
 */
export function applicationDeleteAfter(completedAt: string | Date | null, days: number): string | null {
  if (completedAt === null || days === 0) return null;
  return new Date(new Date(completedAt).getTime() + days * DAY_MS).toISOString();
}

/**
 * Deletes what the retention periods no longer allow to keep, one statement per kind:
 * applications completed (Erledigt) more than `applicationDays` ago (accepted ones: more than
 * `acceptedDays` ago), and contact messages that
 * arrived more than `messageDays` ago. A period of 0 deletes nothing of its kind. Staff alerts
 * still queued for a deleted row are dropped by the sender (there is nothing left to compose).
 * Each deletion is recorded in the activity log in its transaction, as the server's, with how
 * many and the period; like the result, only counts: what was deleted is personal data.
 */
export async function deleteExpired(
  knex: Knex,
  retention: Retention,
  clock: Clock,
  activityLog: Pick<ActivityLog, 'record'>,
): Promise<{ deletedApplications: number; deletedMessages: number }> {
  const deleteRecorded = (
    entity: 'applications' | 'messages',
    days: number,
    remove: (trx: Knex) => PromiseLike<number>,
  ) =>
    days === 0
      ? 0
      : knex.transaction(async (trx) => {
          const count = await remove(trx);
          if (count > 0) {
            await activityLog.record(trx, SYSTEM_ACTOR, {
              action: 'delete',
              entity,
              changes: details({ count, retentionDays: days }),
            });
          }
          return count;
        });
  const deletedOthers = await deleteRecorded('applications', retention.applicationDays, (trx) =>
    Application.query(trx)
      .delete()
      .where('status', 'completed')
      .where((rows) => rows.whereNull('outcome').orWhereNot('outcome', 'accepted'))
      .where('completedAt', '<', isoDaysAgo(clock, retention.applicationDays)),
  );
  // Accepted creators' applications by their own period (ACCEPTED_RETENTION_DAYS).
  const deletedAccepted = await deleteRecorded('applications', retention.acceptedDays, (trx) =>
    Application.query(trx)
      .delete()
      .where('status', 'completed')
      .where('outcome', 'accepted')
      .where('completedAt', '<', isoDaysAgo(clock, retention.acceptedDays)),
  );
  const deletedApplications = deletedOthers + deletedAccepted;
  const deletedMessages = await deleteRecorded('messages', retention.messageDays, (trx) =>
    ContactMessage.query(trx).delete().where('createdAt', '<', isoDaysAgo(clock, retention.messageDays)),
  );
  return { deletedApplications, deletedMessages };
}
