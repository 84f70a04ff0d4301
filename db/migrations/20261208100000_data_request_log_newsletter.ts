import type { Knex } from 'knex';

/**
 * The record of exports and erasures also counts newsletter subscriptions (issue 40): an erasure
 * that deleted only a subscription no longer reads "0 Bewerbungen". Rows from before count 0.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('data_request_log', 'newsletter_count')) return;
  await knex.schema.alterTable('data_request_log', (table) => {
    table.integer('newsletter_count').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('data_request_log', 'newsletter_count'))) return;
  await knex.schema.alterTable('data_request_log', (table) => {
    table.dropColumn('newsletter_count');
  });
}
