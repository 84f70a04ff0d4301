import type { Knex } from 'knex';

/**
 * The recruiting report's anonymous figures (server/services/recruiting-report.ts): nothing in
 * them says who applied, so deleting applications (by hand, retention, erasure) leaves them.
 *
 * - `recruiting_arrivals`: applications that arrived per Europe/Berlin day and source label.
 * - `recruiting_decisions`: one row per decided application: arrival and decision day, outcome
 *   and source label. `application_id` links the row to its application only while that exists,
 *   so a later decision replaces it; deleting the application sets it to NULL (SQLite runs with
 *   foreign_keys = ON, db/connection.ts) and the row stays as the final decision.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recruiting_arrivals', (table) => {
    table.string('day', 10).notNullable();
    table.string('source', 100).notNullable();
    table.integer('count').notNullable().defaultTo(0);
    table.primary(['day', 'source']);
  });
  await knex.schema.createTable('recruiting_decisions', (table) => {
    table.increments('id').primary();
    table
      .integer('application_id')
      .unsigned()
      .nullable()
      .unique()
      .references('id')
      .inTable('applications')
      .onDelete('SET NULL');
    table.string('arrival_day', 10).notNullable().index();
    table.string('decision_day', 10).notNullable();
    table.integer('days_to_decision').notNullable();
    table.string('outcome', 20).notNullable();
    table.string('source', 100).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('recruiting_decisions');
  await knex.schema.dropTableIfExists('recruiting_arrivals');
}
