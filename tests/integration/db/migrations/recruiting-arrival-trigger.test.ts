import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { berlinDate } from '@shared/time.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';

/**
 * db/migrations/20261206150000_recruiting_arrival_trigger: every application inserted counts as
 * an arrival on its Europe/Berlin day under its source label, in the INSERT itself. SQLite's
 * trigger computes the Berlin day with the EU summer-time rule; it must name the same day as
 * berlinDate (the report's reading) around every change of the clocks, midnight and the new year.
 */

const MIGRATION = '20261206150000_recruiting_arrival_trigger';
const HOUR = 3_600_000;

let database: TestDatabase;
let knex: Knex;
beforeEach(async () => {
  database = await migratedDatabase('agency-arrival-trigger-');
  knex = database.knex;
});
afterEach(() => database.destroy());

const row = (at: number, sourceLabel: string) => ({
  tiktokUsername: '@ankunft',
  country: 'Deutschland',
  isAdult: true,
  agreedToPrivacy: true,
  status: 'new',
  createdAt: new Date(at).toISOString(),
  sourceLabel,
});

/** The arrival figures summed as { "day source": count }, as the report sums them. */
async function arrivals(): Promise<Record<string, number>> {
  const rows = (await knex('recruiting_arrivals').select('day', 'source', 'count')) as Array<{
    day: string;
    source: string;
    count: number | string;
  }>;
  const sums: Record<string, number> = {};
  for (const entry of rows) {
    const key = `${entry.day} ${entry.source}`;
    sums[key] = (sums[key] ?? 0) + Number(entry.count);
  }
  return sums;
}

/** Instants around the clock changes of 2025–2027, each Berlin midnight and the turn of the year. */
function instantsAroundChanges(): number[] {
  const edges = [
    '2025-03-30T01:00:00Z',
    '2025-10-26T01:00:00Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T01:00:00Z',
    '2027-03-28T01:00:00Z',
    '2027-10-31T01:00:00Z',
    '2026-12-31T23:00:00Z',
    '2026-07-01T22:00:00Z',
  ].map((iso) => Date.parse(iso));
  const instants = new Set<number>();
  for (const edge of edges)
    for (let offset = -30 * HOUR; offset <= 30 * HOUR; offset += HOUR)
      for (const nudge of [-1, 0, 1]) instants.add(edge + offset + nudge);
  return [...instants].sort((a, b) => a - b);
}

describe('the arrival trigger', () => {
  it('counts each application on its Berlin day, as berlinDate reads it, around every change of the clocks', async () => {
    const instants = instantsAroundChanges();
    for (let start = 0; start < instants.length; start += 100)
      await knex('applications').insert(
        instants.slice(start, start + 100).map((at) => row(at, 'tiktok-bio')),
      );
    const expected: Record<string, number> = {};
    for (const at of instants) {
      const key = `${berlinDate(at)} tiktok-bio`;
      expected[key] = (expected[key] ?? 0) + 1;
    }
    expect(await arrivals()).toStrictEqual(expected);
  });

  it('adds to the day and source already counted, and a deletion keeps the figure', async () => {
    const noon = Date.parse('2026-11-28T11:00:00Z');
    await knex('applications').insert(row(noon, 'direkt'));
    await knex('applications').insert(row(noon + HOUR, 'direkt'));
    await knex('applications').insert(row(noon, 'instagram.com'));
    await knex('applications').del();
    expect(await arrivals()).toStrictEqual({ '2026-11-28 direkt': 2, '2026-11-28 instagram.com': 1 });
  });

  it('writes a row per arrival (no row two applications wait for), and the rows of before stay', async () => {
    const noon = Date.parse('2026-11-28T11:00:00Z');
    await knex('applications').insert([row(noon, 'direkt'), row(noon, 'direkt')]);
    expect(await knex('recruiting_arrivals').count({ rows: '*' })).toEqual([{ rows: 2 }]);
  });

  it('goes down (the counts summed into one row per day and source, no more counting) and up again', async () => {
    const noon = Date.parse('2026-11-28T11:00:00Z');
    await knex('applications').insert([row(noon, 'direkt'), row(noon, 'direkt'), row(noon, 'live')]);
    await knex.migrate.down({ name: MIGRATION });
    expect(await knex('recruiting_arrivals').count({ rows: '*' })).toEqual([{ rows: 2 }]);
    await knex('applications').insert(row(noon, 'direkt'));
    expect(await arrivals()).toStrictEqual({ '2026-11-28 direkt': 2, '2026-11-28 live': 1 });
    await knex.migrate.up({ name: MIGRATION });
    await knex('applications').insert(row(noon, 'direkt'));
    expect(await arrivals()).toStrictEqual({ '2026-11-28 direkt': 3, '2026-11-28 live': 1 });
  });
});
