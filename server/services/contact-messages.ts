import type { Knex } from 'knex';
import { ContactMessage } from '@db/models/index.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
import { isoNow, type Clock } from '../clock.js';
import { notFound } from '../errors.js';
import type { StaffAlerts } from './staff-alerts.js';

export interface ContactMessageServiceDeps {
  knex: Knex;
  clock: Clock;
  /** Told of each stored message (the alert sender wakes). */
  alerts: Pick<StaffAlerts, 'submitted'>;
}

export function createContactMessageService({ knex, clock, alerts }: ContactMessageServiceDeps) {
  const query = () => ContactMessage.query(knex);
  return {
    /** Stores a message (with alerts on, the outbox's trigger queues the staff alert in that statement). */
    async submit(input: ContactMessageInput): Promise<ContactMessage> {
      const stored = await query().insertAndFetch({
        name: input.name,
        email: input.email,
        whatsappNumber: input.whatsappNumber || null,
        telegramUsername: input.telegramUsername || null,
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
    async setRead(id: number, isRead: boolean): Promise<ContactMessage> {
      const row = await query().patchAndFetchById(id, { isRead });
      if (!row) throw notFound();
      return row;
    },
    async remove(id: number): Promise<void> {
      if ((await query().deleteById(id)) === 0) throw notFound();
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
