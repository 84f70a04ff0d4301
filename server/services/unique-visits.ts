import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { berlinDate } from '@shared/time.js';
import { VISITORS_PER_ADDRESS } from './page-views.js';

export interface UniqueVisitsOptions {
  /** A client counts again for the same page after this long. */
  windowMs?: number;
  /** Most clients remembered at once (the oldest are forgotten first). */
  maxEntries?: number;
  /** Most clients one address counts as per page within the window (page-views.ts). */
  perAddress?: number;
  now?: () => number;
}

/**
 * Tells whether a page view is the first of this client for this page within the window, so a
 * page view cannot be inflated by reloading, and whether its address still has room: one address
 * is at most `perAddress` clients per page within the window, however many User-Agents it sends
 * (the counter applies the same limit across processes when it writes; this spares it the
 * writes). The client is recognised by a hash of a random salt, its address, its User-Agent and
 * the page, the address by a hash of the salt, the address and the page; the salt lives only in
 * memory and is replaced every (Berlin) day, so nothing that identifies a visitor is stored or
 * kept past the day (the approach Plausible documents). A new salt starts a new day: a visitor
 * may count once more after midnight.
 */
export function createUniqueVisits({
  windowMs = 30 * 60_000,
  maxEntries = 100_000,
  perAddress = VISITORS_PER_ADDRESS,
  now = Date.now,
}: UniqueVisitsOptions = {}) {
  let salt = randomBytes(16);
  let saltDay = berlinDate(now());
  // ttlResolution 0: read the clock on every check (the default caches it for a millisecond).
  const cache = <V extends NonNullable<unknown>>() =>
    new LRUCache<string, V>({ max: maxEntries, ttl: windowMs, ttlResolution: 0, perf: { now } });
  const seen = cache<true>();
  /** Per address and page: when its clients were let through, oldest first. */
  const addresses = cache<number[]>();
  const hash = (text: string) => createHash('sha256').update(salt).update(text).digest('base64url');

  return {
    isFirst(address: string, userAgent: string, page: string): boolean {
      const at = now();
      const today = berlinDate(at);
      if (today !== saltDay) {
        salt = randomBytes(16);
        saltDay = today;
        seen.clear();
        addresses.clear();
      }
      const key = hash(`${address}\0${userAgent}\0${page}`);
      if (seen.has(key)) return false;
      const addressKey = hash(`${address}\0\0${page}`);
      const recent = (addresses.get(addressKey) ?? []).filter((time) => time > at - windowMs);
      // Not remembered as seen: once the address has room again, this client counts.
      if (recent.length >= perAddress) return false;
      seen.set(key, true);
      addresses.set(addressKey, [...recent, at]);
      return true;
    },
  };
}

export type UniqueVisits = ReturnType<typeof createUniqueVisits>;
