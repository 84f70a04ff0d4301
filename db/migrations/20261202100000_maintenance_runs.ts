import type { Knex } from 'knex';

/**
 * One row per day the daily maintenance ran (or runs): the process that claimed it, and when its
 * backup was made. Several processes of one installation each arm the daily job; the first to
 * insert the day's row runs it, the others skip it (the primary key decides, on SQLite and
 * PostgreSQL alike). /healthz reads the newest backup from here too, so every process, on every
 * machine, knows it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('maintenance_runs', (table) => {
    table.string('day', 10).primary();
    table.string('holder', 64).notNullable();
    table.bigInteger('claimed_at').notNullable();
    table.bigInteger('backup_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('maintenance_runs');
}
