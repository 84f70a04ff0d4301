import type { Knex } from 'knex';
import { RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { errorMessages } from '../../shared/messages.js';
import { tooManyRequests } from '../errors.js';

export interface ThrottleLimits {
  /** Failed logins for one username from one address before that pair is locked. */
  perUserAndAddress: number;
  /** Failed logins from one address, across usernames, before the address is locked. */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perUserAndAddress: 5,
  perAddress: 30,
  windowSeconds: 15 * 60,
};

function createLimiter(knex: Knex, tableName: string, points: number, duration: number) {
  // Counters live in the database (a table the library manages) so that every process shares them.
  return new Promise<RateLimiterAbstract>((resolve, reject) => {
    const limiter: RateLimiterAbstract = new RateLimiterSQLite(
      { storeClient: knex, storeType: 'knex', tableName, points, duration, clearExpiredByTimeout: false },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

/**
 * Brute-force protection for the login: failures are counted per (username, address) and per
 * address within a fixed window; once a limit is reached every attempt, even a correct one, gets
 * 429 until the window has passed. Unknown and known usernames are counted alike.
 */
export async function createLoginThrottle(knex: Knex, limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS) {
  const [byUser, byAddress] = await Promise.all([
    createLimiter(knex, 'login_failures_user', limits.perUserAndAddress, limits.windowSeconds),
    createLimiter(knex, 'login_failures_address', limits.perAddress, limits.windowSeconds),
  ]);
  const userKey = (username: string, address: string) => `${username.trim().toLowerCase()}|${address}`;

  return {
    /** Throws 429 when this username/address pair or this address is locked. */
    async assertAllowed(username: string, address: string): Promise<void> {
      const [userState, addressState] = await Promise.all([
        byUser.get(userKey(username, address)),
        byAddress.get(address),
      ]);
      const locked = [
        userState && userState.consumedPoints >= limits.perUserAndAddress ? userState : null,
        addressState && addressState.consumedPoints >= limits.perAddress ? addressState : null,
      ].filter((state) => state !== null);
      if (locked.length > 0) {
        const waitMs = Math.max(...locked.map((state) => state.msBeforeNext));
        throw tooManyRequests(errorMessages.tooManyLogins, waitMs / 1000);
      }
    },
    async recordFailure(username: string, address: string): Promise<void> {
      await Promise.all([byUser.penalty(userKey(username, address), 1), byAddress.penalty(address, 1)]);
    },
    async recordSuccess(username: string, address: string): Promise<void> {
      await byUser.delete(userKey(username, address));
    },
  };
}

export type LoginThrottle = Awaited<ReturnType<typeof createLoginThrottle>>;
