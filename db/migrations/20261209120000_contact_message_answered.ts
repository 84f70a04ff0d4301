import type { Knex } from 'knex';

/**
 * Issue 48: a contact message's „beantwortet“ (`answered_at`, null until staff mark it answered).
 * The reply goes out by mail or chat outside the product; who marked it is the activity log's.
 * Messages from before count as unanswered: nobody can tell which of them were.
 *
 * A plain ADD COLUMN (a nullable column without a foreign key: knex's builder does not copy the
 * table, which would drop the outbox's trigger, see 20261206110000_application_assignee) and a
 * plain DROP COLUMN (SQLite 3.35+ drops it in place).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('contact_messages', 'answered_at')) return;
  await knex.schema.alterTable('contact_messages', (table) => {
    table.timestamp('answered_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('contact_messages', 'answered_at'))
    await knex.raw('ALTER TABLE ?? DROP COLUMN answered_at', ['contact_messages']);
}
