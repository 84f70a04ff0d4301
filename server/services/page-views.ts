import type { Knex } from 'knex';
import type * as Api from '@shared/api-types.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

const HOUR_MS = 3_600_000;
export const hourOf = (timeMs: number) => Math.floor(timeMs / HOUR_MS);

/**
 * Page views in hourly counters (no IP, cookie or path is kept). A view only increments a number
 * in memory; the counters are written in one batch every few seconds and on shutdown, so counting
 * never waits on the database during a page request.
 */
export interface PageViewCounterDeps {
  knex: Knex;
  logger: Logger;
  clock: Clock;
  flushEveryMs: number;
}

export function createPageViewCounter({ knex, logger, clock, flushEveryMs }: PageViewCounterDeps) {
  let pending = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  async function writeBatch(batch: Map<number, number>): Promise<void> {
    await knex.transaction(async (trx) => {
      for (const [hour, count] of batch) {
        await trx('page_views')
          .insert({ hour, count })
          .onConflict('hour')
          .merge({ count: trx.raw('?? + ?', ['page_views.count', count]) });
      }
    });
  }

  function flush(): Promise<void> {
    if (pending.size === 0) return flushing;
    const batch = pending;
    pending = new Map();
    flushing = flushing
      .then(() => writeBatch(batch))
      .catch((error: unknown) => {
        // Keep the counts for the next attempt rather than losing them.
        for (const [hour, count] of batch) pending.set(hour, (pending.get(hour) ?? 0) + count);
        logger.error({ err: error }, 'writing page views failed');
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    record(): void {
      const hour = hourOf(clock());
      pending.set(hour, (pending.get(hour) ?? 0) + 1);
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

/**
 * Rolling windows over the hourly counters: "today" is the last 24 hours (the current hour
 * included), "yesterday" the 24 hours before that, "last N days" the last N x 24 hours.
 */
export async function pageViewStats(knex: Knex, now: number): Promise<Api.PageViewStats> {
  const current = hourOf(now);
  const since = (hours: number) => current - hours + 1;
  const sumWhere = (from: number, to: number) =>
    knex.raw('coalesce(sum(case when ?? >= ? and ?? <= ? then ?? else 0 end), 0)', [
      'hour',
      from,
      'hour',
      to,
      'count',
    ]);
  const row = (await knex('page_views')
    .where('hour', '>=', since(90 * 24))
    .first({
      today: sumWhere(since(24), current),
      yesterday: sumWhere(since(48), current - 24),
      last7days: sumWhere(since(7 * 24), current),
      last14days: sumWhere(since(14 * 24), current),
      last30days: sumWhere(since(30 * 24), current),
      last90days: sumWhere(since(90 * 24), current),
    })) as Record<keyof Api.PageViewStats, number | string | null>;
  return {
    today: Number(row.today ?? 0),
    yesterday: Number(row.yesterday ?? 0),
    last7days: Number(row.last7days ?? 0),
    last14days: Number(row.last14days ?? 0),
    last30days: Number(row.last30days ?? 0),
    last90days: Number(row.last90days ?? 0),
  };
}

/** Page views per calendar day (Europe/Berlin) for the last `days` days, oldest first, today included. */
export async function dailyPageViews(knex: Knex, days: number, now: number): Promise<Api.DailyPageViews[]> {
  const rows = (await knex('page_views')
    .where('hour', '>=', hourOf(now) - (days + 1) * 24)
    .select('hour', 'count')) as Array<{ hour: number | string; count: number | string }>;
  const totals = new Map<string, number>();
  for (const row of rows) {
    const day = berlinDate(Number(row.hour) * HOUR_MS);
    totals.set(day, (totals.get(day) ?? 0) + Number(row.count));
  }
  // Walk back from today's Berlin date; noon UTC keeps each step on the intended calendar day.
  const today = new Date(`${berlinDate(now)}T12:00:00Z`);
  const result: Api.DailyPageViews[] = [];
  for (let offset = days - 1; offset >= 0; offset--) {
    const date = new Date(today.getTime() - offset * 24 * HOUR_MS).toISOString().slice(0, 10);
    result.push({ date, views: totals.get(date) ?? 0 });
  }
  return result;
}
