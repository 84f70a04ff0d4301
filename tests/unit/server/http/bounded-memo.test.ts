import { describe, expect, it } from 'vitest';
import { boundedMemo } from '@server/http/bounded-memo.js';

describe('boundedMemo', () => {
  it('computes a key once while it is remembered, falsy values included', () => {
    const computed: string[] = [];
    const isLong = boundedMemo(10, (key) => {
      computed.push(key);
      return key.length > 3;
    });
    expect([isLong('abcd'), isLong('ab'), isLong('abcd'), isLong('ab')]).toEqual([true, false, true, false]);
    expect(computed).toEqual(['abcd', 'ab']);
  });

  it('keeps at most `limit` keys: a flood of distinct keys starts it over and is computed each time', () => {
    const computed: string[] = [];
    const upper = boundedMemo(3, (key) => {
      computed.push(key);
      return key.toUpperCase();
    });
    for (const key of ['a', 'b', 'c']) upper(key);
    expect(upper('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c']);
    // The fourth key finds the memo full: it starts over with that key alone.
    expect(upper('d')).toBe('D');
    expect(upper('d')).toBe('D');
    expect(upper('a')).toBe('A');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a']);
  });

  it('computes a key of more than 512 characters each time, without remembering it', () => {
    let computed = 0;
    const length = boundedMemo(3, (key) => {
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
