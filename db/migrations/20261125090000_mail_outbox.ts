import type { Knex } from 'knex';

/**
 * E-mail alerts to staff waiting to be sent (server/services/mail-outbox.ts). A row is written in
 * the same transaction as the application or contact message it announces, and deleted once the
 * mail is sent or given up, so personal data stays here no longer than the sending takes.
 * Times are milliseconds since the epoch, compared by the sender against its clock.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id').primary();
    table.string('kind', 32).notNullable();
    table.string('subject', 400).notNullable();
    table.text('text').notNullable();
    table.string('reply_to', 254).nullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('created_at').notNullable();
    table.bigInteger('next_attempt_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}
