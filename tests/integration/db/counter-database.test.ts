import { describe, expect, it, onTestFinished } from 'vitest';
import { counterDatabase } from '@db/connection.js';
import { createFormCounters } from '@server/services/window-counters.js';
import { manualClock } from '@tests/helpers/clock.js';
import { testDatabaseKind } from '@tests/helpers/database-kind.js';
import { migratedDatabase } from '@tests/helpers/database.js';

/**
 * A connection's synchronous_commit and where its value comes from: 'client' when the connection
 * asked for it at start. (The test server itself runs with synchronous_commit = off, so the value
 * alone would not tell the pools apart.)
 */
const setting = async (knex: Parameters<typeof counterDatabase>[0]) =>
  (
    (await knex.raw("select setting, source from pg_settings where name = 'synchronous_commit'")) as {
      rows: { setting: string; source: string }[];
    }
  ).rows[0];

describe('the form counters’ database (counterDatabase)', () => {
  it.runIf(testDatabaseKind() === 'postgres')(
    'on PostgreSQL: a pool of its own whose commits do not wait for the disk; everything else still waits',
    async () => {
      const database = await migratedDatabase();
      onTestFinished(database.destroy);
      const counters = counterDatabase(database.knex);
      onTestFinished(counters.close);

      expect(counters.knex).not.toBe(database.knex);
      expect(await setting(counters.knex)).toEqual({ setting: 'off', source: 'client' });
      expect((await setting(database.knex))?.source).not.toBe('client');

      // The counts it takes are the database's, seen by every other connection at once.
      const formCounters = createFormCounters({ database: counters, clock: manualClock(1_000) });
      await formCounters.takeAll([{ scope: 'apply:all', key: 'all' }], 60_000);
      const [state] = await formCounters.takeAll([{ scope: 'apply:all', key: 'all' }], 60_000);
      expect(state).toEqual({ count: 2, expiresAt: 61_000 });
      expect(await database.knex('form_counters').where({ scope: 'apply:all' }).first()).toMatchObject({
        count: 2,
      });

      // Closing it ends its own connections only.
      await counters.close();
      expect((await setting(database.knex))?.source).not.toBe('client');
    },
  );

  it.runIf(testDatabaseKind() === 'sqlite')('on SQLite: the same database (one writer anyway)', async () => {
    const database = await migratedDatabase();
    onTestFinished(database.destroy);
    const counters = counterDatabase(database.knex);
    expect(counters.knex).toBe(database.knex);
    await counters.close();
    expect(await database.knex('form_counters').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
