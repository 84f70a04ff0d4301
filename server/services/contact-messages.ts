import type { Knex } from 'knex';
import { ContactMessage } from '@db/models/index.js';
import { telegramName } from '@shared/contact-names.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
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
    list: () =>
      query().orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
    /** Marks a message read or unread; the log records only that (never the sender's data). */
    setRead: (id: number, isRead: boolean, actor: Actor): Promise<ContactMessage> =>
      knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        const after = await query(trx).patchAndFetchById(id, { isRead });
        const changes = changesBetween(
          'messages',
          { isRead: Boolean(before.isRead) },
          { isRead: Boolean(after.isRead) },
        );
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
    /** How many messages there are and how many of them are unread (the dashboard, the sidebar). */
    async counts(): Promise<{ unread: number; total: number }> {
      const row = (await query()
        .select(knex.raw('count(*) as total'))
        .select(knex.raw('sum(case when ?? then 0 else 1 end) as unread', ['isRead']))
        .first()) as unknown as { total: number | string; unread: number | string | null };
      return { unread: Number(row.unread ?? 0), total: Number(row.total) };
    },
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
