import type { Knex } from 'knex';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';

/**
 * Issue 39: the content tables' `sample` flag. The first-start seed (server/seeds.ts) writes its
 * rows with `sample = true`; an edit through the control centre clears it (server/services/content.ts),
 * and the go-live check counts the public rows that still carry it (server/services/sample-content.ts).
 * Rows that existed before this migration are taken as the agency's own (false): which of them came
 * from the seed can no longer be told for sure, and naming real content "sample" would be worse.
 *
 * A plain ALTER TABLE … ADD COLUMN on both engines: on SQLite knex's schema builder may copy the
 * table for a column change, which drops its triggers (see 20261206110000_application_assignee).
 * SQLite takes NOT NULL with a constant default in ADD COLUMN; its booleans are 0/1.
 */
export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const table of CONTENT_TYPE_NAMES) {
    if (await knex.schema.hasColumn(table, 'sample')) continue;
    await knex.raw(`ALTER TABLE ?? ADD COLUMN sample boolean NOT NULL DEFAULT ${pg ? 'false' : '0'}`, [
      table,
    ]);
  }
}

export async function down(knex: Knex): Promise<void> {
  // DROP COLUMN of a plain column: SQLite (3.35+) drops it in place, no copy of the table.
  for (const table of CONTENT_TYPE_NAMES) {
    if (await knex.schema.hasColumn(table, 'sample'))
      await knex.raw('ALTER TABLE ?? DROP COLUMN sample', [table]);
  }
}
