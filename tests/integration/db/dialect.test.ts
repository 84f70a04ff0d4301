import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Knex } from 'knex';
import { isUniqueViolation, rawRows } from '@db/dialect.js';
import { migratedDatabase } from '@tests/helpers/database.js';

/**
 * The dialect helpers services use instead of knowing the database: the same answers from
 * SQLite's and PostgreSQL's drivers (each run of the suite checks its own database).
 */
let knex: Knex;
beforeEach(async () => {
  const database = await migratedDatabase('agency-dialect-');
  onTestFinished(database.destroy);
  knex = database.knex;
});

const version = (id: number) => ({
  id,
  values: '{}',
  savedAt: '2026-11-24T10:00:00.000Z',
  savedByName: 'Test',
});

/** The error `write` fails with. */
async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the write did not fail');
}

describe('isUniqueViolation', () => {
  it('is true for a primary key and a unique index taken already', async () => {
    await knex('site_settings_versions').insert(version(1));
    expect(isUniqueViolation(await failureOf(() => knex('site_settings_versions').insert(version(1))))).toBe(
      true,
    );
    const at = '2026-11-24T10:00:00.000Z';
    const user = { username: 'anna', passwordHash: 'x', createdAt: at, updatedAt: at };
    await knex('admin_users').insert(user);
    expect(isUniqueViolation(await failureOf(() => knex('admin_users').insert(user)))).toBe(true);
  });

  it('is false for any other failure: a missing value, a foreign key, no error at all', async () => {
    const { savedByName: _missing, ...noName } = version(1);
    expect(isUniqueViolation(await failureOf(() => knex('site_settings_versions').insert(noName)))).toBe(
      false,
    );
    const noSuchUser = { ...version(2), savedById: 999 };
    expect(isUniqueViolation(await failureOf(() => knex('site_settings_versions').insert(noSuchUser)))).toBe(
      false,
    );
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: but from somewhere else'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('rawRows', () => {
  it('answers the rows of a SELECT and of a write with RETURNING, none when nothing matched', async () => {
    await knex('site_settings_versions').insert([version(1), version(2)]);
    expect(await rawRows(knex, 'select id from site_settings_versions order by id')).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    const rename = 'update site_settings_versions set saved_by_name = ? where id = ? returning id';
    expect(await rawRows(knex, rename, ['Neu', 2])).toEqual([{ id: 2 }]);
    expect(await rawRows(knex, rename, ['Neu', 3])).toEqual([]);
    await knex.transaction(async (trx) => {
      expect(await rawRows<{ id: number }>(trx, rename, ['Wieder', 1])).toEqual([{ id: 1 }]);
    });
  });
});
