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
import { EXPECTED, insertBackdated, newVisitor } from '@tests/helpers/page-views.js';

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
  const recordAt = (target: PageViewCounter, time: number, visit = newVisitor()) => {
    clock.set(time);
    target.record(visit);
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

describe('createPageViewCounter: one count per visitor for the installation', () => {
  const DAY_START = Date.parse('2026-11-24T00:00:00+01:00');
  const clock = manualClock(DAY_START + 22 * 3_600_000);
  const counters: PageViewCounter[] = [];
  const counter = () => {
    const created = createPageViewCounter({
      knex,
      logger: createLogger('silent'),
      clock,
      flushEveryMs: 3_600_000,
    });
    counters.push(created);
    return created;
  };
  const total = async () =>
    ((await knex('page_views').select('count')) as Array<{ count: number }>).reduce(
      (sum, row) => sum + row.count,
      0,
    );
  beforeEach(async () => {
    for (const table of ['page_views', 'page_visits', 'visit_salts']) await knex(table).del();
  });
  afterEach(async () => {
    while (counters.length > 0) await counters.pop()!.close();
  });

  it('counts a visitor noted by two counters (two processes) once, whichever writes first', async () => {
    const [first, second] = [counter(), counter()];
    const visitor = newVisitor();
    first.record(visitor);
    second.record(visitor);
    await second.flush();
    await first.flush();
    expect(await total()).toBe(1);
    // The same address and browser on another page is another view.
    second.record({ ...visitor, page: '/kontakt' });
    await second.flush();
    expect(await total()).toBe(2);
  });

  it('counts a visitor again once the 30 minutes have passed, also within one batch', async () => {
    const one = counter();
    const visitor = newVisitor();
    one.record(visitor);
    clock.advance(30 * 60_000 - 1);
    one.record(visitor); // within the window
    clock.advance(1);
    one.record(visitor); // 30 minutes after the counted view
    await one.flush();
    expect(await total()).toBe(2);
  });

  it('counts one address as at most 3 visitors per page within the window, across processes and batches', async () => {
    const [first, second] = [counter(), counter()];
    const address = '198.51.100.77';
    // 20 invented User-Agents, noted by two processes, written in two batches each.
    for (let index = 0; index < 20; index++) {
      (index % 2 === 0 ? first : second).record({
        address,
        userAgent: `Mozilla/5.0 (agent ${index})`,
        page: '/',
      });
      if (index === 9) await Promise.all([first.flush(), second.flush()]);
    }
    await second.flush();
    await first.flush();
    expect(await total()).toBe(3);
    // Another page of that address, and another address, count.
    first.record({ address, userAgent: 'Mozilla/5.0 (agent 0)', page: '/kontakt' });
    second.record({ address: '198.51.100.78', userAgent: 'Mozilla/5.0 (agent 0)', page: '/' });
    await first.flush();
    await second.flush();
    expect(await total()).toBe(5);
    // After the window the address has its three again.
    clock.advance(30 * 60_000);
    for (let index = 20; index < 25; index++)
      first.record({ address, userAgent: `Mozilla/5.0 (agent ${index})`, page: '/' });
    await first.flush();
    expect(await total()).toBe(8);
  });

  it('keeps nothing about a visitor past the window or the day; a new day has a new salt', async () => {
    const one = counter();
    const visitor = newVisitor();
    one.record(visitor);
    await one.flush();
    const [yesterday] = (await knex('visit_salts').select('day', 'salt')) as Array<{
      day: string;
      salt: string;
    }>;
    expect(yesterday!.day).toBe('2026-11-24');
    // The visitor's hash and its address's first slot.
    expect(await knex('page_visits').count({ n: '*' }).first()).toEqual({ n: 2 });

    // 23:40: the window is over; the next write removes the hash.
    clock.advance(100 * 60_000);
    one.record(newVisitor());
    await one.flush();
    expect(await knex('page_visits').pluck('visitor')).toHaveLength(2);

    // 00:10 the next day (Berlin): yesterday's hashes and salt are gone; the visitor counts again.
    clock.advance(30 * 60_000);
    one.record(visitor);
    await one.flush();
    const salts = (await knex('visit_salts').select('day', 'salt')) as Array<{ day: string; salt: string }>;
    expect(salts.map((row) => row.day)).toEqual(['2026-11-25']);
    expect(salts[0]!.salt).not.toBe(yesterday!.salt);
    expect(await knex('page_visits').distinct('day').pluck('day')).toEqual(['2026-11-25']);
    expect(await total()).toBe(3);
  });

  it('stores only a salted hash, never the address, browser or page', async () => {
    const one = counter();
    one.record({ address: '198.51.100.23', userAgent: 'Mozilla/5.0 (unique agent)', page: '/kontakt' });
    await one.flush();
    const stored = JSON.stringify(await knex('page_visits').select());
    expect(stored).not.toMatch(/198\.51|unique agent|kontakt/);
  });

  it('drops views beyond its memory bound while the database cannot be written', async () => {
    const bounded = createPageViewCounter({
      knex,
      logger: createLogger('silent'),
      clock,
      flushEveryMs: 3_600_000,
      maxPending: 3,
    });
    counters.push(bounded);
    for (let i = 0; i < 5; i++) bounded.record(newVisitor());
    await bounded.flush();
    expect(await total()).toBe(3);
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
