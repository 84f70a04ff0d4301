import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@server/logger.js';
import {
  createPageViewCounter,
  hourOf,
  pageViewStats,
  type PageViewCounter,
} from '@server/services/page-views.js';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';
import { EXPECTED, insertBackdated } from '@tests/helpers/page-views.js';

let database: TestDatabase;
let knex: Knex;
beforeAll(async () => {
  database = await migratedDatabase('page-views-unit-');
  knex = database.knex;
});
afterAll(() => database.destroy());

describe('createPageViewCounter batching', () => {
  const HOUR_MS = 3_600_000;
  const BASE_HOUR = hourOf(Date.UTC(2026, 10, 23, 9, 0, 0));
  let counter: PageViewCounter;

  beforeEach(async () => {
    await knex('page_views').del();
    // A long interval, so only explicit flushes write.
    counter = createPageViewCounter({
      knex,
      logger: createLogger('silent'),
      clock,
      flushEveryMs: 60 * 60_000,
    });
  });
  afterEach(async () => {
    await counter.close();
  });

  const rows = () => knex('page_views').select('hour', 'count').orderBy('hour');
  const clock = manualClock(BASE_HOUR * HOUR_MS);
  /** A view at that moment. */
  const recordAt = (target: PageViewCounter, time: number) => {
    clock.set(time);
    target.record();
  };

  it('writes nothing to the database until flush()', async () => {
    for (let i = 0; i < 1000; i++) recordAt(counter, BASE_HOUR * HOUR_MS + i);
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 1000 }]);
  });

  it('writes one row per hour with the summed count', async () => {
    for (let i = 0; i < 1000; i++) {
      // 600 views in the first hour (spread over it), 400 in the next one.
      const time = i < 600 ? BASE_HOUR * HOUR_MS + i * 5_999 : (BASE_HOUR + 1) * HOUR_MS + (i - 600) * 8_999;
      recordAt(counter, time);
    }
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([
      { hour: BASE_HOUR, count: 600 },
      { hour: BASE_HOUR + 1, count: 400 },
    ]);
  });

  it('adds up the counts of successive flushes (upsert increments)', async () => {
    for (let i = 0; i < 10; i++) recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.flush();
    for (let i = 0; i < 5; i++) recordAt(counter, BASE_HOUR * HOUR_MS + HOUR_MS - 1);
    recordAt(counter, (BASE_HOUR + 2) * HOUR_MS);
    await counter.flush();
    expect(await rows()).toEqual([
      { hour: BASE_HOUR, count: 15 },
      { hour: BASE_HOUR + 2, count: 1 },
    ]);
  });

  it('increments a counter that already exists in the database', async () => {
    await knex('page_views').insert({ hour: BASE_HOUR, count: 41 });
    recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.flush();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 42 }]);
  });

  it('does not write again when nothing is pending', async () => {
    recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.flush();
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    knex.on('query', onQuery);
    try {
      await counter.flush();
      await counter.flush();
    } finally {
      knex.off('query', onQuery);
    }
    expect(queries).toEqual([]);
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 1 }]);
  });

  it("counts in the hour of the app's clock", async () => {
    recordAt(counter, (BASE_HOUR + 5) * HOUR_MS + 59 * 60_000);
    await counter.flush();
    expect(await rows()).toEqual([{ hour: BASE_HOUR + 5, count: 1 }]);
  });

  it('writes pending counts on close()', async () => {
    recordAt(counter, BASE_HOUR * HOUR_MS);
    recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.close();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 2 }]);
  });

  it('flushes by itself on its interval', async () => {
    // The interval runs on fake timers; the database write it starts is real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const quick = createPageViewCounter({ knex, logger: createLogger('silent'), clock, flushEveryMs: 20 });
    const transaction = vi.spyOn(knex, 'transaction');
    try {
      recordAt(quick, BASE_HOUR * HOUR_MS);
      await vi.advanceTimersByTimeAsync(19);
      expect(transaction).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(transaction).toHaveBeenCalledOnce();
      // Nothing is pending any more, so this only waits for the write the interval started.
      await quick.flush();
      expect(transaction).toHaveBeenCalledOnce();
      expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 1 }]);
    } finally {
      transaction.mockRestore();
      await quick.close();
      vi.useRealTimers();
    }
  });

  it('keeps the counts for the next flush when a write fails', async () => {
    const failing = createPageViewCounter({
      knex,
      logger: createLogger('silent'),
      clock,
      flushEveryMs: 60 * 60_000,
    });
    await knex.schema.renameTable('page_views', 'page_views_away');
    try {
      for (let i = 0; i < 3; i++) recordAt(failing, BASE_HOUR * HOUR_MS);
      await failing.flush(); // fails (no table) and is logged, not thrown
    } finally {
      await knex.schema.renameTable('page_views_away', 'page_views');
    }
    recordAt(failing, BASE_HOUR * HOUR_MS);
    await failing.close();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 4 }]);
  });
});

describe('page-view windows', () => {
  /** Any fixed moment: the windows are counted back from the time passed in. */
  const NOW = Date.UTC(2026, 10, 23, 9, 30, 0);

  it('pageViewStats sums the hourly buckets into rolling windows (today = last 24 h, yesterday = the 24 h before)', async () => {
    await insertBackdated(knex, hourOf(NOW));
    expect(await pageViewStats(knex, NOW)).toEqual(EXPECTED);
  });

  it('pageViewStats treats the first and last millisecond of the current hour alike', async () => {
    const hour = hourOf(NOW);
    await insertBackdated(knex, hour);
    expect(await pageViewStats(knex, hour * 3_600_000)).toEqual(EXPECTED);
    expect(await pageViewStats(knex, hour * 3_600_000 + 3_599_999)).toEqual(EXPECTED);
    // One hour later every bucket is one hour older.
    expect(await pageViewStats(knex, (hour + 1) * 3_600_000)).toEqual({
      today: 1,
      yesterday: 2 + 4,
      last7days: 1 + 2 + 4 + 8 + 16,
      last14days: 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128,
      last30days: 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128 + 256,
      last90days: 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512,
    });
  });

  it('pageViewStats ignores counters from the future', async () => {
    await knex('page_views').del();
    await knex('page_views').insert([
      { hour: hourOf(NOW), count: 5 },
      { hour: hourOf(NOW) + 1, count: 1000 },
    ]);
    expect(await pageViewStats(knex, NOW)).toEqual({
      today: 5,
      yesterday: 0,
      last7days: 5,
      last14days: 5,
      last30days: 5,
      last90days: 5,
    });
  });
});
