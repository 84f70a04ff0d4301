import type { Knex } from 'knex';
import { ContactMessage } from '@db/models/index.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
import { isoNow, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import { notFound } from '../errors.js';
import { contactMessageAlert, type StaffAlerts } from './staff-alerts.js';

export interface ContactMessageServiceDeps {
  knex: Knex;
  clock: Clock;
  alerts: StaffAlerts;
  /** Read when an alert is composed: siteOrigin is complete only once the server listens. */
  config: Pick<Config, 'siteOrigin'>;
}

export function createContactMessageService({ knex, clock, alerts, config }: ContactMessageServiceDeps) {
  const query = () => ContactMessage.query(knex);
  return {
    /** Stores a message, with the staff alert about it in the same transaction when alerts are on. */
    async submit(input: ContactMessageInput): Promise<ContactMessage> {
      const row = {
        name: input.name,
        email: input.email,
        whatsappNumber: input.whatsappNumber || null,
        telegramUsername: input.telegramUsername || null,
        subject: input.subject,
        message: input.message,
        isRead: false,
        createdAt: isoNow(clock),
      };
      return await alerts.recordWith(
        async (db) => await ContactMessage.query(db).insertAndFetch(row),
        () => contactMessageAlert(input, config.siteOrigin),
      );
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
