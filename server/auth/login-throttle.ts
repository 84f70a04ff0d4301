import { isIP } from 'node:net';
import type { Knex } from 'knex';
import { clientKey } from '../client-address.js';
import { dialectOf, endsWithSql, serializeTransaction } from '@db/dialect.js';
import { giveBackCount, takeCount, type CounterState } from '../services/window-counters.js';

export interface ThrottleLimits {
  /** Wrong passwords for one username from one address before that pair is locked. */
  perUserAndAddress: number;
  /** Wrong passwords from one address, across usernames, before the address is locked. */
  perAddress: number;
  /** Wrong passwords for one username, across all addresses, before the username is locked. */
  perUser: number;
  windowSeconds: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perUserAndAddress: 5,
  perAddress: 30,
  perUser: 10,
  windowSeconds: 15 * 60,
};

/** Which counter locked an attempt (logged with the lock-out). */
export type ThrottleScope = 'userAndAddress' | 'address' | 'user';

export const THROTTLE_TABLE = 'login_failures';

export type LoginAttempt =
  | { allowed: false; scopes: ThrottleScope[]; retryAfterMs: number }
  | {
      allowed: true;
      /** Gives the attempt's point back: the password was right, or it was never checked. */
      refund(): Promise<void>;
    };

interface Counter {
  scope: ThrottleScope;
  key: string;
  limit: number;
}

const normalizeUsername = (username: string) => username.trim().toLowerCase();

/**
 * Brute-force protection for the login, in fixed windows: wrong passwords are counted per
 * (username, address), per address and per username. Each attempt takes its point before the
 * password is checked, so parallel attempts count exactly like sequential ones; a right password
 * gives the point back. Once a limit is reached every attempt, even a correct one, is refused
 * until the window has passed (or `npm run admin -- unlock`). Unknown usernames are counted like
 * known ones, so the answers never tell whether an account exists.
 *
 * The counters are rows of one table, each changed by a single atomic upsert, so that several
 * processes (the server and the admin CLI) share them. rate-limiter-flexible's SQLite store is not
 * used: over Knex it gives its pooled connection back before its savepoint is released, and under
 * parallel logins that left a write transaction open and the database locked.
 */
export function createLoginThrottle(
  knex: Knex,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  now: () => number = Date.now,
) {
  const windowMs = limits.windowSeconds * 1000;
  const table = () => knex(THROTTLE_TABLE);

  const countersOf = (username: string, clientAddress: string): Counter[] => {
    const user = normalizeUsername(username);
    const address = clientKey(clientAddress);
    return [
      { scope: 'userAndAddress', key: `${user}|${address}`, limit: limits.perUserAndAddress },
      { scope: 'address', key: address, limit: limits.perAddress },
      { scope: 'user', key: user, limit: limits.perUser },
    ];
  };

  async function read(db: Knex, counters: Counter[], at: number): Promise<Array<CounterState | undefined>> {
    const rows = (await db(THROTTLE_TABLE)
      .whereIn(
        ['scope', 'key'],
        counters.map(({ scope, key }) => [scope, key]),
      )
      .andWhere('expiresAt', '>', at)
      .select('scope', 'key', 'count', 'expiresAt')) as Array<CounterState & { scope: string; key: string }>;
    return counters.map(({ scope, key }) => {
      const row = rows.find((candidate) => candidate.scope === scope && candidate.key === key);
      return row && { count: Number(row.count), expiresAt: Number(row.expiresAt) };
    });
  }

  /** Adds one to a counter (a new window starts when the old one has passed); returns the new state. */
  const increment = (db: Knex, counter: Counter, at: number): Promise<CounterState> =>
    takeCount(db, THROTTLE_TABLE, counter, at, windowMs);

  /** Takes one back from a counter that is still in its window. */
  const decrement = (db: Knex, counter: Counter, at: number): Promise<void> =>
    giveBackCount(db, THROTTLE_TABLE, counter, at);

  const deleteWithPairs = (scope: ThrottleScope, key: string, [sql, part]: [string, string]) =>
    table()
      .where((query) =>
        query
          .where({ scope, key })
          .orWhere((pairs) =>
            pairs.where('scope', 'userAndAddress').andWhereRaw(sql, ['key', part.length, part]),
          ),
      )
      .delete();

  const refused = (locked: Array<{ counter: Counter; state: CounterState }>, at: number): LoginAttempt => ({
    allowed: false,
    scopes: locked.map(({ counter }) => counter.scope),
    retryAfterMs: Math.max(...locked.map(({ state }) => state.expiresAt - at)),
  });

  return {
    limits,

    /** Takes a point from every counter of this attempt, or refuses it when one is used up. */
    async begin(username: string, address: string): Promise<LoginAttempt> {
      const counters = countersOf(username, address);
      const at = now();
      const refund = async () => {
        const refundAt = now();
        for (const counter of counters) await decrement(knex, counter, refundAt);
      };
      // One attempt's counters are read and taken together, never interleaved with another's:
      // otherwise two parallel attempts can each take the last point of a different counter and
      // both be refused, letting fewer than the limit through. (SQLite's one connection already
      // runs them one after the other; on PostgreSQL a transaction lock does.)
      const result = await knex.transaction(async (trx) => {
        await serializeTransaction(trx, THROTTLE_TABLE);
        // Already locked: refuse without counting, so a locked-out sender cannot prolong anything.
        const before = await read(trx, counters, at);
        const lockedBefore = counters.flatMap((counter, index) => {
          const state = before[index];
          return state && state.count >= counter.limit ? [{ counter, state }] : [];
        });
        if (lockedBefore.length > 0) return refused(lockedBefore, at);

        const after: CounterState[] = [];
        for (const counter of counters) after.push(await increment(trx, counter, at));
        const over = counters.flatMap((counter, index) =>
          after[index]!.count > counter.limit ? [{ counter, state: after[index]! }] : [],
        );
        if (over.length === 0) return null;
        // Cannot happen while attempts are serialized; should it, the attempt takes nothing.
        for (const counter of counters) await decrement(trx, counter, at);
        return refused(over, at);
      });
      if (result) return result;
      return { allowed: true, refund };
    },

    /**
     * Lifts locks at once: of a username (its own lock and its locks from every address), or, when
     * given an IP address, of that address (its own lock and its locks for every username).
     */
    async unlock(usernameOrAddress: string): Promise<number> {
      const trimmed = usernameOrAddress.trim();
      if (isIP(trimmed)) {
        const address = clientKey(trimmed);
        // Pair keys are "username|address": the address ends them.
        return await deleteWithPairs('address', address, [endsWithSql(dialectOf(knex)), `|${address}`]);
      }
      const user = normalizeUsername(trimmed);
      // ...and the username starts them.
      return await deleteWithPairs('user', user, ['substr(??, 1, ?) = ?', `${user}|`]);
    },

    /** Drops counters whose window has passed (the hourly housekeeping). */
    async purgeExpired(): Promise<number> {
      return await table().where('expiresAt', '<=', now()).delete();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
