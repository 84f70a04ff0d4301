import { describe, expect, it } from 'vitest';
import { formatAge } from '@admin/lib/date.js';

const NOW = Date.parse('2026-12-09T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatAge: how long ago, in German', () => {
  it.each([
    [0, 'gerade eben'],
    [59_999, 'gerade eben'],
    // A browser clock behind the server's: never „in 2 Minuten“.
    [-2 * MINUTE, 'gerade eben'],
    [MINUTE, 'vor 1 Minute'],
    [59 * MINUTE, 'vor 59 Minuten'],
    [HOUR, 'vor 1 Stunde'],
    [5 * HOUR + 59 * MINUTE, 'vor 5 Stunden'],
    // Hours up to the promise's 48, so 47 and 49 hours read apart.
    [47 * HOUR, 'vor 47 Stunden'],
    [48 * HOUR, 'vor 2 Tagen'],
    [3 * 24 * HOUR + 5 * HOUR, 'vor 3 Tagen'],
  ])('%i ms → %s', (age, text) => {
    expect(formatAge(ago(age), NOW)).toBe(text);
  });
});
