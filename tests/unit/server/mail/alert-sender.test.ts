import { describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, nextAttemptAt, RETRY_DELAYS_MS } from '@server/mail/alert-sender.js';

const CREATED = Date.UTC(2026, 10, 25, 9, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('nextAttemptAt (the staff alerts backoff)', () => {
  it('retries the first failure within 30 s', () => {
    const retry = nextAttemptAt({ createdAt: CREATED, attempts: 1 }, CREATED);
    expect(retry).not.toBeNull();
    expect(retry! - CREATED).toBeGreaterThan(0);
    expect(retry! - CREATED).toBeLessThanOrEqual(30 * SECOND);
  });

  it.each([
    [1, 10 * SECOND],
    [2, 30 * SECOND],
    [3, MINUTE],
    [4, 5 * MINUTE],
    [5, 15 * MINUTE],
    [6, HOUR],
    [7, HOUR],
    [20, HOUR],
  ])('waits after failed attempt %i for %i ms', (attempts, wait) => {
    const failedAt = CREATED + 2 * HOUR;
    expect(nextAttemptAt({ createdAt: CREATED, attempts }, failedAt)).toBe(failedAt + wait);
  });

  it('makes the last attempt exactly a day after the alert was queued', () => {
    const failedAt = CREATED + GIVE_UP_AFTER_MS - 10 * MINUTE;
    expect(nextAttemptAt({ createdAt: CREATED, attempts: 25 }, failedAt)).toBe(CREATED + GIVE_UP_AFTER_MS);
  });

  it('gives up when an attempt a day (or more) after queueing fails', () => {
    expect(GIVE_UP_AFTER_MS).toBe(24 * HOUR);
    expect(nextAttemptAt({ createdAt: CREATED, attempts: 30 }, CREATED + GIVE_UP_AFTER_MS)).toBeNull();
    // A server that was off for two days still tries once, then gives up.
    expect(nextAttemptAt({ createdAt: CREATED, attempts: 1 }, CREATED + 2 * GIVE_UP_AFTER_MS)).toBeNull();
  });

  it('grows the waits and never waits longer than an hour', () => {
    const waits = [...RETRY_DELAYS_MS];
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(HOUR);
  });
});
