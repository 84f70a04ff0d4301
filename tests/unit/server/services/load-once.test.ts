import { describe, expect, it } from 'vitest';
import { createLoadOnce } from '@server/services/load-once.js';

describe('createLoadOnce', () => {
  it('loads a key once and hands every caller the same promise; peek sees the value once loaded', async () => {
    const cache = createLoadOnce<string, number>();
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const first = cache.get('a', load);
    expect(cache.get('a', load)).toBe(first);
    expect(cache.peek('a')).toBeUndefined();
    expect(await first).toBe(1);
    expect(cache.peek('a')).toBe(1);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load: the next caller loads again', async () => {
    const cache = createLoadOnce<string, number>();
    await expect(cache.get('a', () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    expect(cache.size()).toBe(0);
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });

  it('aborts the signal of a dropped entry and of the oldest one beyond the limit', async () => {
    const cache = createLoadOnce<string, number>(2);
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve(signals.length);
    };
    await cache.get('a', load);
    await cache.get('b', load);
    cache.drop('b');
    expect(signals[1]!.aborted).toBe(true);
    await cache.get('c', load);
    await cache.get('d', load);
    expect(signals[0]!.aborted).toBe(true);
    expect(cache.keys()).toEqual(['c', 'd']);
  });
});
