import type { Knex } from 'knex';

/**
 * Counters of the public forms' limits (per address, per network, for everybody), in fixed
 * windows on the app's clock: one row per counter, e.g. ('apply:address', '203.0.113.5'). In the
 * database rather than in each process's memory, so that several processes of one installation
 * share one limit instead of each granting it again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('form_counters', (table) => {
    table.string('scope', 40).notNullable();
    table.string('key', 100).notNullable();
    table.integer('count').notNullable();
    table.bigInteger('expires_at').notNullable().index();
    table.primary(['scope', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('form_counters');
}
