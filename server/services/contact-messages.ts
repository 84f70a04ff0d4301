import type { Knex } from 'knex';
import { ContactMessage } from '@db/models/index.js';
import type { MessageCounts } from '@shared/api-types.js';
import { telegramName } from '@shared/contact-names.js';
import { overdueCutoff } from '@shared/overdue.js';
import type {
  ContactMessageInput,
  ContactMessageListQuery,
  ContactMessageUpdate,
} from '@shared/schemas/contact.js';
import { bool } from '@db/values.js';
import { isoNow, type Clock } from '../clock.js';
import { notFound } from '../errors.js';
import { changesBetween } from './activity-changes.js';
import type { ActivityLog, Actor } from './activity-log.js';
import type { StaffAlerts } from './staff-alerts.js';

export interface ContactMessageServiceDeps {
  knex: Knex;
  clock: Clock;
  /** Told of each stored message (the alert sender wakes). */
  alerts: Pick<StaffAlerts, 'submitted'>;
  activityLog: Pick<ActivityLog, 'record'>;
}

export function createContactMessageService({ knex, clock, alerts, activityLog }: ContactMessageServiceDeps) {
  /** Within a write's transaction, every query goes through it (SQLite has one connection). */
  const query = (db: Knex = knex) => ContactMessage.query(db);
  /** Unanswered and older than the promise at the clock's now (shared/overdue.ts), as raw SQL. */
  const overdueWhere = (): [string, string[]] => [
    'answered_at is null and created_at < ?',
    [overdueCutoff(clock())],
  ];
  return {
    /** Stores a message (with alerts on, the outbox's trigger queues the staff alert in that statement). */
    async submit(input: ContactMessageInput): Promise<ContactMessage> {
      const stored = await query().insertAndFetch({
        name: input.name,
        email: input.email,
        whatsappNumber: input.whatsappNumber || null,
        // The name without "@" or link, like an application's. The number stays as typed: with no
        // country asked for, "0170 1234567" may be a number of each of the three.
        telegramUsername: input.telegramUsername
          ? (telegramName(input.telegramUsername) ?? input.telegramUsername)
          : null,
        subject: input.subject,
        message: input.message,
        isRead: false,
        createdAt: isoNow(clock),
      });
      alerts.submitted();
      return stored;
    },
    /** Every message newest first; `overdue`: only those unanswered past the 48 hours. */
    list: ({ overdue }: ContactMessageListQuery = {}) => {
      const rows = query().orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
      return overdue ? rows.whereRaw(...overdueWhere()) : rows;
    },
    /**
     * Marks a message read or unread, answered or not (answeredAt the clock's now, kept when it
     * already was); the log records only those facts (never the sender's data).
     */
    update: (id: number, input: ContactMessageUpdate, actor: Actor): Promise<ContactMessage> =>
      knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        const patch: Partial<Pick<ContactMessage, 'isRead' | 'answeredAt'>> = {};
        if (input.isRead !== undefined) patch.isRead = input.isRead;
        if (input.answered !== undefined && input.answered !== Boolean(before.answeredAt))
          patch.answeredAt = input.answered ? isoNow(clock) : null;
        const after = Object.keys(patch).length > 0 ? await query(trx).patchAndFetchById(id, patch) : before;
        const facts = (row: ContactMessage) => ({
          isRead: bool(row.isRead),
          answered: row.answeredAt !== null && row.answeredAt !== undefined,
        });
        const changes = changesBetween('messages', facts(before), facts(after));
        if (changes)
          await activityLog.record(trx, actor, {
            action: 'update',
            entity: 'messages',
            entityId: id,
            changes,
          });
        return after;
      }),
    async remove(id: number, actor: Actor): Promise<void> {
      await knex.transaction(async (trx) => {
        if ((await query(trx).deleteById(id)) === 0) throw notFound();
        await activityLog.record(trx, actor, { action: 'delete', entity: 'messages', entityId: id });
      });
    },
    /** How many messages there are, how many are unread and how many unanswered past the 48 hours. */
    async counts(): Promise<MessageCounts> {
      const [overdueSql, overdueBindings] = overdueWhere();
      const row = (await query()
        .select(knex.raw('count(*) as total'))
        .select(knex.raw('sum(case when ?? then 0 else 1 end) as unread', ['isRead']))
        .select(knex.raw(`sum(case when ${overdueSql} then 1 else 0 end) as overdue`, overdueBindings))
        .first()) as unknown as {
        total: number | string;
        unread: number | string | null;
        overdue: number | string | null;
      };
      return { unread: Number(row.unread ?? 0), total: Number(row.total), overdue: Number(row.overdue ?? 0) };
    },
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
