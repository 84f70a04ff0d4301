import type { Knex } from 'knex';

/**
 * Page views counted once per visitor across all processes.
 *
 * - `visit_salts`: one random salt per (Berlin) day, shared by every process; the salts of past
 *   days are deleted, so yesterday's visitor hashes can no longer be linked to anyone.
 * - `page_visits`: the salted hash of a visitor (address, User-Agent and page) and when that
 *   visitor was last counted. A row lives at most for the dedupe window and never past its day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('visit_salts', (table) => {
    table.string('day', 10).primary();
    table.string('salt', 64).notNullable();
  });
  await knex.schema.createTable('page_visits', (table) => {
    table.string('visitor', 64).primary();
    table.string('day', 10).notNullable();
    table.bigInteger('counted_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('page_visits');
  await knex.schema.dropTableIfExists('visit_salts');
}
