import fs from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { factories } from '@tests/helpers/factories.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';

/**
 * db/migrations/20261127090000_scrub_free_pages: text deleted before secure_delete was switched
 * on (an installation upgraded from an earlier version) stays readable in the file's free pages
 * until the migration rebuilds the file.
 */

const MIGRATION = '20261127090000_scrub_free_pages';

let database: TestDatabase;
beforeEach(async () => {
  database = await migratedDatabase('agency-scrub-');
});
afterEach(() => database.destroy());

it.runIf(sqliteOnly)('leaves no text of rows deleted before secure_delete in the database file', async () => {
  const { knex, file } = database;
  await knex.migrate.down({ name: MIGRATION });
  const marker = 'Altlast-Notiz-93KQ';
  // As before this version: deleted without overwriting.
  await knex.raw('PRAGMA secure_delete = OFF');
  const application = factories.application({ tiktokUsername: '@altlast' });
  const [id] = await knex('applications').insert({
    tiktokUsername: application.tiktokUsername,
    country: application.country,
    isAdult: true,
    agreedToPrivacy: true,
    status: 'new',
    notes: `${marker} `.repeat(40),
    createdAt: new Date().toISOString(),
  });
  await knex('applications').where({ id }).del();
  await knex.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  expect(fs.readFileSync(file).includes(marker)).toBe(true);

  await knex.migrate.up({ name: MIGRATION });
  await knex.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  expect(fs.readFileSync(file).includes(marker)).toBe(false);
});
