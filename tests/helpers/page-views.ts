import type { Knex } from 'knex';
import type { PageViewStats } from '@shared/api-types.js';

/** Counters relative to the current hour: [hours ago, count]. Powers of two make every sum unique. */
export const BACKDATED: [hoursAgo: number, count: number][] = [
  [0, 1], // current hour: today
  [23, 2], // oldest hour of today
  [24, 4], // newest hour of yesterday
  [47, 8], // oldest hour of yesterday
  [48, 16], // before yesterday, still in the last 7 days
  [6 * 24 + 23, 32], // oldest hour of the last 7 days
  [7 * 24, 64], // just outside the last 7 days
  [13 * 24, 128], // last 14 days
  [29 * 24, 256], // last 30 days
  [89 * 24, 512], // last 90 days
  [90 * 24, 1024], // outside every window
];

/** The window sums of BACKDATED. */
export const EXPECTED: PageViewStats = {
  today: 1 + 2,
  yesterday: 4 + 8,
  last7days: 1 + 2 + 4 + 8 + 16 + 32,
  last14days: 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128,
  last30days: 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128 + 256,
  last90days: 1 + 2 + 4 + 8 + 16 + 32 + 64 + 128 + 256 + 512,
};

/** Replaces every stored counter with BACKDATED, counted back from `currentHour`. */
export async function insertBackdated(knex: Knex, currentHour: number): Promise<void> {
  await knex('page_views').del();
  await knex('page_views').insert(BACKDATED.map(([ago, count]) => ({ hour: currentHour - ago, count })));
}

let visitors = 0;
/** A visitor not seen before in this test run (a new documentation address each call). */
export function newVisitor(page = '/'): { address: string; userAgent: string; page: string } {
  visitors += 1;
  return { address: `2001:db8::${visitors.toString(16)}`, userAgent: 'Mozilla/5.0 (test visitor)', page };
}
