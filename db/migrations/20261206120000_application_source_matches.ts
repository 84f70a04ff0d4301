import type { Knex } from 'knex';
import { applicationMatchKeys } from '@shared/application-matches.js';

/**
 * Issue 38, points 4 and 5.
 * - Where an application came from, without cookies (shared/application-source.ts): the landing
 *   address's ref and utm_* labels and the referring host, each at most 40 characters, and
 *   source_label, the label it counts under (ref, else utm_source, else the referring host, else
 *   "direkt"), indexed with the list's order so the `source=` filter reads only its rows.
 * - Earlier applications of the same person (shared/application-matches.ts): the normalised
 *   TikTok name, the WhatsApp number in E.164 and the Telegram name as indexed keys, and
 *   previous_applications, how many earlier ones matched when it arrived. The keys of the
 *   applications already stored are filled in here, so the next one finds them; their own
 *   previous_applications stays 0 (it is the count at arrival).
 */
const LABELS = [
  'source_ref',
  'source_utm_source',
  'source_utm_medium',
  'source_utm_campaign',
  'source_referrer_host',
];
const KEYS = ['tiktok_key', 'phone_key', 'telegram_key'];
const BATCH = 1000;

/** One-word aliases: the same keys whether or not the connection maps names to camelCase. */
interface StoredRow {
  id: number;
  tiktok: string;
  whatsapp: string | null;
  telegram: string | null;
  country: string;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    for (const column of LABELS) table.string(column, 40).nullable();
    table.string('source_label', 40).notNullable().defaultTo('direkt');
    table.integer('previous_applications').notNullable().defaultTo(0);
    for (const column of KEYS) table.text(column).nullable();
  });
  let after = 0;
  for (;;) {
    const rows = (await knex('applications')
      .select(
        'id',
        'tiktok_username as tiktok',
        'whatsapp_number as whatsapp',
        'telegram_username as telegram',
        'country',
      )
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)) as StoredRow[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const keys = applicationMatchKeys({
        tiktokUsername: row.tiktok,
        whatsappNumber: row.whatsapp,
        telegramUsername: row.telegram,
        country: row.country,
      });
      await knex('applications')
        .where('id', row.id)
        .update({ tiktok_key: keys.tiktokKey, phone_key: keys.phoneKey, telegram_key: keys.telegramKey });
    }
    after = rows[rows.length - 1]!.id;
  }
  await knex.schema.alterTable('applications', (table) => {
    table.index(['source_label', 'created_at', 'id']);
    for (const column of KEYS) table.index([column]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (table) => {
    table.dropIndex(['source_label', 'created_at', 'id']);
    for (const column of KEYS) table.dropIndex([column]);
  });
  await knex.schema.alterTable('applications', (table) => {
    for (const column of [...LABELS, 'source_label', 'previous_applications', ...KEYS])
      table.dropColumn(column);
  });
}
