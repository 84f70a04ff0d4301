import type { Knex } from 'knex';

/**
 * The reply templates ("Vorlagen") staff send to applicants through WhatsApp or Telegram. Only
 * the agency's own texts live here; what was sent to whom is recorded in the activity log, by the
 * template's id and name and the channel, never the filled text.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('reply_templates')) return;
  await knex.schema.createTable('reply_templates', (table) => {
    table.increments('id').primary();
    table.string('name', 100).notNullable();
    table.text('text').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reply_templates');
}
