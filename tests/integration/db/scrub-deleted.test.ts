import fs from 'node:fs';
import knexFactory from 'knex';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresKnexConfig, scrubDeletedRows } from '@db/connection.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { postgresFilesHolding } from '@tests/helpers/postgres-files.js';

/**
 * scrubDeletedRows, which an erasure and the daily maintenance call: what was deleted leaves the
 * database's files. On PostgreSQL, as the site's own database user (not a superuser, the
 * database's owner, as docs/scaling.md sets it up): with the grants that page names, the WAL is
 * moved on too; without them the tables are still rewritten and the answer says the WAL was not.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function database(): Promise<TestDatabase> {
  const created = await migratedDatabase();
  cleanups.push(created.destroy);
  return created;
}

const MARKER = 'Geloeschte-Notiz-5T8pQ';

async function insertAndDelete(knex: TestDatabase['knex']): Promise<void> {
  await knex('contact_messages').insert({
    name: 'Spur Los',
    email: 'spur@example.org',
    subject: 'Frage',
    message: `${MARKER} Inhalt`,
    createdAt: new Date().toISOString(),
  });
  await knex('contact_messages').delete();
}

describe('scrubDeletedRows', () => {
  it.runIf(sqliteOnly)('on SQLite empties the WAL, and secure_delete has zeroed the rows', async () => {
    const { knex, file } = await database();
    await insertAndDelete(knex);
    expect(await scrubDeletedRows(knex, ['contact_messages'])).toBe(true);
    expect(fs.statSync(`${file}-wal`).size).toBe(0);
    expect(fs.readFileSync(file).includes(MARKER)).toBe(false);
  });

  describe.runIf(!sqliteOnly)('on PostgreSQL, as the database’s owning role', () => {
    /** A role like the site's: it owns the test database, and is no superuser. */
    async function asOwnRole(databaseUrl: string, grants: boolean) {
      const role = `agentur_${Math.random().toString(36).slice(2, 10)}`;
      // As the superuser, connected to the test database (a function's rights are the database's).
      const superuser = new pg.Client({ connectionString: databaseUrl });
      await superuser.connect();
      const name = new URL(databaseUrl).pathname.slice(1);
      try {
        await superuser.query(`create role ${role} login password 'pw'`);
        await superuser.query(`alter database ${name} owner to ${role}`);
        if (grants) {
          await superuser.query(`grant pg_checkpoint to ${role}`);
          await superuser.query(`grant execute on function pg_switch_wal() to ${role}`);
        }
      } finally {
        await superuser.end();
      }
      const url = new URL(databaseUrl);
      url.username = role;
      url.password = 'pw';
      const knex = knexFactory(postgresKnexConfig(url.toString()));
      cleanups.push(async () => {
        await knex.destroy();
      });
      return knex;
    }

    it('with the documented grants rewrites the tables and moves the WAL on', async () => {
      const { knex: owner, databaseUrl } = await database();
      await insertAndDelete(owner);
      const site = await asOwnRole(databaseUrl, true);
      await owner.raw('checkpoint');
      expect(await postgresFilesHolding(owner, MARKER)).not.toEqual([]);

      expect(await scrubDeletedRows(site, ['contact_messages'])).toBe(true);
      expect(await postgresFilesHolding(owner, MARKER)).toEqual([]);
    });

    it('without them still rewrites the tables, and answers that the WAL stays', async () => {
      const { knex: owner, databaseUrl } = await database();
      await insertAndDelete(owner);
      const site = await asOwnRole(databaseUrl, false);
      await owner.raw('checkpoint');

      expect(await scrubDeletedRows(site, ['contact_messages'])).toBe(false);
      await owner.raw('checkpoint');
      expect((await postgresFilesHolding(owner, MARKER)).filter((file) => file.startsWith('base'))).toEqual(
        [],
      );
    });
  });
});
