import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { berlinDate } from '@shared/time.js';

export interface UniqueVisitsOptions {
  /** A client counts again for the same page after this long. */
  windowMs?: number;
  /** Most clients remembered at once (the oldest are forgotten first). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Tells whether a page view is the first of this client for this page within the window, so a
 * page view cannot be inflated by reloading. The client is recognised by a hash of a random salt,
 * its address, its User-Agent and the page; the salt lives only in memory and is replaced every
 * (Berlin) day, so nothing that identifies a visitor is stored or kept past the day (the approach
 * Plausible documents). A new salt starts a new day: a visitor may count once more after midnight.
 */
export function createUniqueVisits({
  windowMs = 30 * 60_000,
  maxEntries = 100_000,
  now = Date.now,
}: UniqueVisitsOptions = {}) {
  let salt = randomBytes(16);
  let saltDay = berlinDate(now());
  // ttlResolution 0: read the clock on every check (the default caches it for a millisecond).
  const seen = new LRUCache<string, true>({
    max: maxEntries,
    ttl: windowMs,
    ttlResolution: 0,
    perf: { now },
  });

  return {
    isFirst(address: string, userAgent: string, page: string): boolean {
      const today = berlinDate(now());
      if (today !== saltDay) {
        salt = randomBytes(16);
        saltDay = today;
        seen.clear();
      }
      const key = createHash('sha256')
        .update(salt)
        .update(`${address}\0${userAgent}\0${page}`)
        .digest('base64url');
      if (seen.has(key)) return false;
      seen.set(key, true);
      return true;
    },
  };
}

export type UniqueVisits = ReturnType<typeof createUniqueVisits>;
