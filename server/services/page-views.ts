import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type * as Api from '@shared/api-types.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';

const HOUR_MS = 3_600_000;
export const hourOf = (timeMs: number) => Math.floor(timeMs / HOUR_MS);

/** A view as the counter sees it: who (only ever hashed with the day's salt) and which page. */
export interface PageVisit {
  address: string;
  userAgent: string;
  /** The page's canonical path (lower case, no trailing slash). */
  page: string;
}

/**
 * At most this many visitors count per address and page within the window, however many
 * User-Agents the address sends: one browser that invents a User-Agent per request is no crowd,
 * while a few people behind one router (a family, a shared flat) still count.
 */
export const VISITORS_PER_ADDRESS = 3;

/**
 * Page views in hourly counters (no IP, cookie or path is kept). A view is only noted in memory;
 * every few seconds and on shutdown the noted views are written in one transaction, so counting
 * never waits on the database during a page request.
 *
 * A visitor counts once per page within `windowMs` across every process of the installation, and
 * one address as at most VISITORS_PER_ADDRESS visitors per page within it: at write time each view
 * is turned into a hash of the day's salt (shared in `visit_salts`), its address, User-Agent and
 * page, and counts only if no process counted that hash within the window and one of the
 * address's slots for the page is free, a slot being a hash of the salt, the address, the page and
 * its number that counted nothing within the window (`page_visits`, one atomic upsert per hash).
 * Hashes live at most for the window and never past their day, and past days' salts are deleted,
 * so nothing identifies a visitor after the day.
 */
export interface PageViewCounterDeps {
  knex: Knex;
  logger: Logger;
  clock: Clock;
  flushEveryMs: number;
  /** A visitor counts again for the same page after this long. */
  windowMs?: number;
  /** Most views kept in memory while the database cannot be written; beyond this they are dropped. */
  maxPending?: number;
}

interface NotedView extends PageVisit {
  at: number;
}

/** A row of `page_visits`: a visitor's or an address slot's hash, its day and when it last counted. */
interface VisitRow {
  visitor: string;
  day: string;
  countedAt: number;
}

/** A noted view as hashes: its visitor, and its address's slots for the page. */
interface NotedRow extends VisitRow {
  slots: string[];
}

/** Views per statement: well below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 300;

export function createPageViewCounter({
  knex,
  logger,
  clock,
  flushEveryMs,
  windowMs = 30 * 60_000,
  maxPending = 200_000,
}: PageViewCounterDeps) {
  let pending: NotedView[] = [];
  let dropped = 0;
  let flushing: Promise<void> = Promise.resolve();

  async function saltOf(trx: Knex.Transaction, day: string): Promise<string> {
    await trx('visit_salts')
      .insert({ day, salt: randomBytes(24).toString('base64url') })
      .onConflict('day')
      .ignore();
    const row = (await trx('visit_salts').where({ day }).first('salt')) as { salt: string };
    return row.salt;
  }

  /**
   * Claims each row's hash in `page_visits` unless a process claimed it within the window: one
   * upsert per chunk that changes a row only when its last claim is older than the window. Answers
   * the hashes claimed. The rows' hashes must be distinct (a statement may touch a row only once).
   */
  async function claim(trx: Knex.Transaction, rows: VisitRow[]): Promise<Set<string>> {
    const claimed = new Set<string>();
    for (let offset = 0; offset < rows.length; offset += CHUNK) {
      const chunk = rows.slice(offset, offset + CHUNK);
      const answered = (await trx('page_visits')
        .insert(chunk.map(({ visitor, day, countedAt }) => ({ visitor, day, countedAt })))
        .onConflict('visitor')
        .merge(['day', 'countedAt'])
        .where('page_visits.countedAt', '<=', trx.raw('?? - ?', ['excluded.countedAt', windowMs]))
        .returning('visitor')) as Array<{ visitor: string }>;
      for (const { visitor } of answered) claimed.add(visitor);
    }
    return claimed;
  }

  /** The views of `batch` that count (a new visitor, a free slot of its address), as [hour, count]. */
  async function countedHours(trx: Knex.Transaction, batch: NotedView[]): Promise<Map<number, number>> {
    const salts = new Map<string, string>();
    for (const day of new Set(batch.map((view) => berlinDate(view.at))))
      salts.set(day, await saltOf(trx, day));
    const hash = (day: string, text: string) =>
      createHash('sha256')
        .update(salts.get(day) ?? '')
        .update(text)
        .digest('base64url');
    const views = batch.map((view): NotedRow => {
      const day = berlinDate(view.at);
      return {
        visitor: hash(day, `\0${view.address}\0${view.userAgent}\0${view.page}`),
        // A User-Agent holds no NUL (HTTP forbids it), so no slot's text is a visitor's.
        slots: Array.from({ length: VISITORS_PER_ADDRESS }, (_, slot) =>
          hash(day, `\0${view.address}\0\0${view.page}\0${slot}`),
        ),
        day,
        countedAt: view.at,
      };
    });
    // One statement may touch a row only once (PostgreSQL refuses otherwise), so of the views of
    // one address and page in one batch each goes into a later round; the rounds keep the order
    // of the views.
    const hours = new Map<number, number>();
    let rest = views.sort((a, b) => a.countedAt - b.countedAt);
    while (rest.length > 0) {
      const seen = new Set<string>();
      const round: NotedRow[] = [];
      const later: NotedRow[] = [];
      for (const row of rest) {
        const address = row.slots[0]!;
        if (seen.has(address)) later.push(row);
        else {
          seen.add(address);
          round.push(row);
        }
      }
      rest = later;
      const visitors = await claim(trx, round);
      // A new visitor counts in the first of its address's slots that is free.
      let waiting = round.filter((row) => visitors.has(row.visitor));
      for (let slot = 0; slot < VISITORS_PER_ADDRESS && waiting.length > 0; slot++) {
        const claimed = await claim(
          trx,
          waiting.map((row) => ({ visitor: row.slots[slot]!, day: row.day, countedAt: row.countedAt })),
        );
        for (const row of waiting.filter((row) => claimed.has(row.slots[slot]!))) {
          const hour = hourOf(row.countedAt);
          hours.set(hour, (hours.get(hour) ?? 0) + 1);
        }
        waiting = waiting.filter((row) => !claimed.has(row.slots[slot]!));
      }
    }
    return hours;
  }

  async function writeBatch(batch: NotedView[]): Promise<void> {
    await knex.transaction(async (trx) => {
      const hours = await countedHours(trx, batch);
      for (const [hour, count] of hours) {
        await trx('page_views')
          .insert({ hour, count })
          .onConflict('hour')
          .merge({ count: trx.raw('?? + ?', ['page_views.count', count]) });
      }
      const now = clock();
      const today = berlinDate(now);
      await trx('page_visits')
        .where('countedAt', '<=', now - windowMs)
        .orWhere('day', '<', today)
        .delete();
      await trx('visit_salts').where('day', '<', today).delete();
    });
  }

  function flush(): Promise<void> {
    if (pending.length === 0) return flushing;
    const batch = pending;
    pending = [];
    flushing = flushing
      .then(() => writeBatch(batch))
      .catch((error: unknown) => {
        // Keep the views for the next attempt rather than losing them (up to maxPending).
        const kept = batch.slice(0, Math.max(0, maxPending - pending.length));
        dropped += batch.length - kept.length;
        pending = [...kept, ...pending];
        logger.error({ err: error, dropped }, 'writing page views failed');
      });
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  return {
    record(visit: PageVisit): void {
      if (pending.length >= maxPending) {
        dropped++;
        return;
      }
      pending.push({ ...visit, at: clock() });
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
