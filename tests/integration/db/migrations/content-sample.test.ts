import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bool } from '@db/values.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';

/**
 * db/migrations/20261207090000_content_sample: every content table gets `sample` (false unless the
 * seed says otherwise), added in place: the tables keep their triggers, and the migration goes down
 * and up again. On SQLite and (TEST_DATABASE=postgres) PostgreSQL.
 */

const MIGRATION = '20261207090000_content_sample';

let database: TestDatabase;
let knex: Knex;
beforeEach(async () => {
  database = await migratedDatabase('agency-content-sample-');
  knex = database.knex;
});
afterEach(() => database.destroy());

async function triggersOf(table: string): Promise<string[]> {
  if (knex.client.config.client === 'pg') {
    const result = await knex.raw<{ rows: Array<{ name: string }> }>(
      'SELECT DISTINCT trigger_name AS name FROM information_schema.triggers WHERE event_object_table = ? ORDER BY 1',
      [table],
    );
    return result.rows.map((row) => row.name);
  }
  const rows = (await knex('sqlite_master')
    .where({ type: 'trigger', tbl_name: table })
    .orderBy('name')
    .select('name')) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

describe('the content tables’ sample flag', () => {
  it('is false for a row written without it', async () => {
    await knex('faqs').insert({
      question: 'Frage?',
      answer: 'Antwort.',
      order: 1,
      createdAt: new Date().toISOString(),
    });
    const row = (await knex('faqs').first('sample')) as { sample: boolean | number };
    expect(bool(row.sample)).toBe(false);
  });

  it('goes down and up again, each table keeping its triggers', async () => {
    const before = Object.fromEntries(
      await Promise.all(CONTENT_TYPE_NAMES.map(async (table) => [table, await triggersOf(table)] as const)),
    );
    await knex.migrate.down({ name: MIGRATION });
    for (const table of CONTENT_TYPE_NAMES)
      expect(await knex.schema.hasColumn(table, 'sample'), table).toBe(false);
    await knex.migrate.up({ name: MIGRATION });
    for (const table of CONTENT_TYPE_NAMES) {
      expect(await knex.schema.hasColumn(table, 'sample'), table).toBe(true);
      expect(await triggersOf(table), table).toEqual(before[table]);
    }
  });
});
