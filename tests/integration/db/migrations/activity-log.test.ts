import { afterEach, beforeEach, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';

/**
 * db/migrations/20261128100000_activity_log: the log and its one-row head, down and up again, and
 * the indexes the newest-first list reads.
 */

const MIGRATION = '20261128100000_activity_log';

let database: TestDatabase;
beforeEach(async () => {
  database = await migratedDatabase('agency-activity-migration-');
});
afterEach(() => database.destroy());

const tables = async (knex: TestDatabase['knex']) =>
  (
    await knex('sqlite_master').where({ type: 'table' }).where('name', 'like', 'activity_log%').pluck('name')
  ).sort();

it.runIf(sqliteOnly)(
  'creates the log and a head at the genesis hash; down removes both, up creates them again',
  async () => {
    const { knex } = database;
    expect(await tables(knex)).toEqual(['activity_log', 'activity_log_head']);
    expect(await knex('activity_log_head').select('*')).toEqual([
      { id: 1, lastId: 0, lastHash: '0'.repeat(64), anchorId: null, anchorHash: null },
    ]);
    await knex.migrate.down({ name: MIGRATION });
    expect(await tables(knex)).toEqual([]);
    await knex.migrate.up({ name: MIGRATION });
    expect(await tables(knex)).toEqual(['activity_log', 'activity_log_head']);
  },
);

it.runIf(sqliteOnly)('lists the newest rows of a filter from an index, without sorting them', async () => {
  const { knex } = database;
  const plan = async (where: string) =>
    (
      (await knex.raw(
        `EXPLAIN QUERY PLAN SELECT * FROM activity_log ${where} ORDER BY at DESC, id DESC LIMIT 50`,
      )) as Array<{
        detail: string;
      }>
    )
      .map((step) => step.detail)
      .join('\n');
  for (const where of [
    '',
    'WHERE actor_id = 3',
    "WHERE action = 'update'",
    "WHERE entity = 'faqs' AND entity_id = '4'",
  ]) {
    const steps = await plan(where);
    expect(steps, where).toMatch(/USING (COVERING )?INDEX/);
    expect(steps, where).not.toMatch(/TEMP B-TREE/);
  }
});
