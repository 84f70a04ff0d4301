import { describe, expect, it } from 'vitest';
import { memoized } from '@server/http/memory-responses.js';

describe('memoized (the bot decision and the codings per header string)', () => {
  it('computes a key once while it is remembered, falsy values included', () => {
    const computed: string[] = [];
    const isLong = memoized(10, (key) => {
      computed.push(key);
      return key.length > 3;
    });
    expect([isLong('abcd'), isLong('ab'), isLong('abcd'), isLong('ab'), isLong('')]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(isLong('')).toBe(false);
    expect(computed).toEqual(['abcd', 'ab', '']);
  });

  it('keeps the `max` keys used last: a flood of distinct keys is computed each time', () => {
    const computed: string[] = [];
    const upper = memoized(3, (key) => {
      computed.push(key);
      return key.toUpperCase();
    });
    for (const key of ['a', 'b', 'c']) upper(key);
    expect(upper('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c']);
    // The fourth key pushes out the one used longest ago (b; a was just used).
    expect(upper('d')).toBe('D');
    expect([upper('a'), upper('c'), upper('d')]).toEqual(['A', 'C', 'D']);
    expect(computed).toEqual(['a', 'b', 'c', 'd']);
    expect(upper('b')).toBe('B');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('computes a key of more than 512 characters each time, without remembering it', () => {
    let computed = 0;
    const length = memoized(3, (key) => {
      computed++;
      return key.length;
    });
    const long = 'x'.repeat(513);
    expect([length(long), length(long), length('x'.repeat(512)), length('x'.repeat(512))]).toEqual([
      513, 513, 512, 512,
    ]);
    expect(computed).toBe(3);
  });
});
