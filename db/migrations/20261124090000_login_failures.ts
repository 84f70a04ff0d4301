import type { Knex } from 'knex';

/**
 * Counters of wrong passwords for the login throttle, in fixed windows: one row per counter
 * (scope + key), e.g. ('user', 'anna') or ('address', '203.0.113.5'). Before this migration the
 * counters lived in tables that rate-limiter-flexible created itself; those are dropped.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (table) => {
    table.string('scope', 20).notNullable();
    table.string('key', 400).notNullable();
    table.integer('count').notNullable();
    table.bigInteger('expires_at').notNullable().index();
    table.primary(['scope', 'key']);
  });
  await knex.schema.dropTableIfExists('login_failures_user');
  await knex.schema.dropTableIfExists('login_failures_address');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_failures');
}
