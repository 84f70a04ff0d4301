import type { Knex } from 'knex';

/**
 * E-mail alerts to staff waiting to be sent (server/services/mail-outbox.ts). While alerts are on,
 * a trigger writes a row with every application or contact message, in the same statement (so
 * the same transaction) as the submission. A row names what it announces (`kind`, `source_id`),
 * holds no copy of it, and is deleted once the mail is sent or given up. Times are milliseconds
 * since the epoch, compared by the sender against its clock.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id').primary();
    table.string('kind', 32).notNullable();
    table.integer('source_id').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('created_at').notNullable();
    table.bigInteger('next_attempt_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}
