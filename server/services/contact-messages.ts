import type { Knex } from 'knex';
import { ContactMessage } from '@db/models/index.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
import { isoNow, type Clock } from '../clock.js';
import { notFound } from '../errors.js';

export function createContactMessageService({ knex, clock }: { knex: Knex; clock: Clock }) {
  const query = () => ContactMessage.query(knex);
  return {
    async submit(input: ContactMessageInput): Promise<ContactMessage> {
      return await query().insertAndFetch({
        name: input.name,
        email: input.email,
        whatsappNumber: input.whatsappNumber || null,
        telegramUsername: input.telegramUsername || null,
        subject: input.subject,
        message: input.message,
        isRead: false,
        createdAt: isoNow(clock),
      });
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
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
