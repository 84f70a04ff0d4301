import type { Knex } from 'knex';

/**
 * The record of requests for information and erasure (DSGVO Art. 15 and 17) that staff carried
 * out: which action, by whom, when and how many records. Nothing about the person asked for: the
 * log must not keep what an erasure removed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_request_log', (table) => {
    table.increments('id').primary();
    table.string('action', 16).notNullable();
    // The name, not a reference: the entry stays when the staff account is removed.
    table.string('username', 64).notNullable();
    table.integer('application_count').notNullable();
    table.integer('message_count').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('data_request_log');
}
