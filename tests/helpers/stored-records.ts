import type { Knex } from 'knex';
import { factories } from './factories.js';

/**
 * Applications and contact messages written straight into their tables, past the forms' rules:
 * as they were stored before issue 48's rules (any text as TikTok name, WhatsApp number or
 * Telegram name: „@a b!“, „12ab“), which the control centre, Auskunft & Löschung and the exports
 * still meet, or texts an export must survive however they came in. Fields as the forms name
 * them, the factories' values for the rest; each answers the stored row's id.
 */
type Fields = Record<string, unknown> & { createdAt?: string };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

async function insert(knex: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [inserted] = (await knex(table).insert(row).returning('id')) as Array<{ id: number } | number>;
  return typeof inserted === 'object' ? inserted.id : Number(inserted);
}

export function insertStoredApplication(knex: Knex, fields: Fields): Promise<number> {
  const values = factories.application(fields);
  return insert(knex, 'applications', {
    tiktok_username: values.tiktokUsername,
    whatsapp_number: text(values.whatsappNumber),
    telegram_username: text(values.telegramUsername),
    website: text(values.website),
    country: values.country,
    streaming_experience: text(values.streamingExperience),
    current_agency: text(values.currentAgency),
    is_adult: true,
    agreed_to_privacy: true,
    status: 'new',
    created_at: fields.createdAt ?? new Date().toISOString(),
  });
}

export function insertStoredMessage(knex: Knex, fields: Fields): Promise<number> {
  const values = factories.contact(fields);
  return insert(knex, 'contact_messages', {
    name: values.name,
    email: values.email,
    whatsapp_number: text(fields.whatsappNumber),
    telegram_username: text(fields.telegramUsername),
    subject: values.subject,
    message: values.message,
    is_read: false,
    created_at: fields.createdAt ?? new Date().toISOString(),
  });
}
