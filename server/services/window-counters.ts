import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { tooManyRequests } from '../errors.js';

/**
 * Counters in fixed windows, one row per counter (scope + key) with its count and the end of its
 * window in ms: the login throttle's (login_failures), the public forms' and the staff accounts'
 * hourly limits (form_counters). In
 * the database, so every process of an installation counts in the same rows; each count is one
 * atomic upsert.
 */
export interface CounterState {
  count: number;
  expiresAt: number;
}

export interface CounterKey {
  scope: string;
  key: string;
}

/** Counts one for (scope, key) at `at`; a new window of `windowMs` starts when the old one has passed. */
export async function takeCount(
  db: Knex,
  table: string,
  counter: CounterKey,
  at: number,
  windowMs: number,
): Promise<CounterState> {
  const [state] = await takeCounts(db, table, [counter], at, windowMs);
  return state!;
}

/**
 * Counts one for each of `counters` (windows of the same length) in one statement: one commit
 * for all of them instead of one each. The states come back in the order of `counters`.
 */
export async function takeCounts(
  db: Knex,
  table: string,
  counters: CounterKey[],
  at: number,
  windowMs: number,
): Promise<CounterState[]> {
  if (counters.length === 0) return [];
  const rows = (await db(table)
    .insert(counters.map(({ scope, key }) => ({ scope, key, count: 1, expiresAt: at + windowMs })))
    .onConflict(['scope', 'key'])
    .merge({
      count: db.raw('case when ?? > ? then ?? + 1 else 1 end', [`${table}.expires_at`, at, `${table}.count`]),
      expiresAt: db.raw('case when ?? > ? then ?? else ? end', [
        `${table}.expires_at`,
        at,
        `${table}.expires_at`,
        at + windowMs,
      ]),
    })
    .returning(['scope', 'key', 'count', 'expiresAt'])) as (CounterKey & CounterState)[];
  // Neither database promises RETURNING's rows in the order of the VALUES.
  return counters.map(({ scope, key }) => {
    const row = rows.find((candidate) => candidate.scope === scope && candidate.key === key)!;
    return { count: Number(row.count), expiresAt: Number(row.expiresAt) };
  });
}

/** Takes one back from a counter that is still in its window at `at`. */
export async function giveBackCount(
  db: Knex,
  table: string,
  { scope, key }: CounterKey,
  at: number,
): Promise<void> {
  await db(table)
    .where({ scope, key })
    .andWhere('expiresAt', '>', at)
    .andWhere('count', '>', 0)
    .decrement('count', 1);
}

export const FORM_COUNTERS_TABLE = 'form_counters';

const HOUR_MS = 3_600_000;

/**
 * Counts one against a staff account's hourly limit (its test mails, its new e-mail addresses),
 * in form_counters under `scope` and the account's id, within the caller's transaction: a change
 * that fails afterwards (or the refusal itself) rolls the point back, and on PostgreSQL the
 * counter's row stays locked until the change commits, so parallel requests of several
 * processes count one after the other. Over the limit: 429 with `message(minutes left)`. The
 * window is an hour from the first count.
 */
export async function takeHourly(
  trx: Knex.Transaction,
  clock: Clock,
  counter: CounterKey,
  limit: number,
  message: (minutes: number) => string,
): Promise<void> {
  const now = clock();
  const state = await takeCount(trx, FORM_COUNTERS_TABLE, counter, now, HOUR_MS);
  if (state.count <= limit) return;
  const seconds = (state.expiresAt - now) / 1000;
  throw tooManyRequests(message(Math.max(1, Math.ceil(seconds / 60))), seconds);
}

/**
 * The public forms' counters (db/migrations/20261202090000_form_counters.ts) on the app's clock,
 * in `database` (counterDatabase: on PostgreSQL, commits that do not wait for the disk).
 */
export function createFormCounters({
  database: { knex, close },
  clock,
}: {
  database: { knex: Knex; close(): Promise<void> };
  clock: Clock;
}) {
  return {
    /** Counts one for each of `counters` in one statement (see takeCounts). */
    takeAll: (counters: CounterKey[], windowMs: number) =>
      takeCounts(knex, FORM_COUNTERS_TABLE, counters, clock(), windowMs),
    giveBack: (scope: string, key: string) =>
      giveBackCount(knex, FORM_COUNTERS_TABLE, { scope, key }, clock()),
    /** Drops counters whose window has passed (the hourly housekeeping). */
    purgeExpired: async (): Promise<number> =>
      await knex(FORM_COUNTERS_TABLE).where('expiresAt', '<=', clock()).delete(),
    /** Ends the counters' own connections (PostgreSQL). */
    close,
  };
}

export type FormCounters = ReturnType<typeof createFormCounters>;
