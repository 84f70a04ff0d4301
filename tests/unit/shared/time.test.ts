import { describe, expect, it } from 'vitest';
import { berlinDate, berlinDayStart, nextDay } from '@shared/time.js';

describe('the Berlin calendar', () => {
  it.each([
    ['2026-11-28', '2026-11-27T23:00:00.000Z'], // winter: UTC+1
    ['2026-07-01', '2026-06-30T22:00:00.000Z'], // summer: UTC+2
    ['2026-03-29', '2026-03-28T23:00:00.000Z'], // the day the clocks go forward (at 02:00)
    ['2026-03-30', '2026-03-29T22:00:00.000Z'],
    ['2026-10-25', '2026-10-24T22:00:00.000Z'], // the day the clocks go back (at 03:00)
    ['2026-10-26', '2026-10-25T23:00:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(new Date(berlinDayStart(day)).toISOString()).toBe(instant);
    expect(berlinDate(berlinDayStart(day))).toBe(day);
    expect(berlinDate(berlinDayStart(day) - 1)).not.toBe(day);
  });

  it('gives the date of every instant around midnight, asked in any order (the last minute is remembered)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    const midnights = [
      berlinDayStart('2026-11-29'),
      berlinDayStart('2026-07-01'),
      berlinDayStart('2026-10-26'),
    ];
    for (const midnight of midnights) {
      const instants = [-60_001, -60_000, -1, 0, 1, 59_999, 60_000, -1, 0, -30_000, 0].map(
        (ms) => midnight + ms,
      );
      for (const at of instants) {
        expect(berlinDate(at), new Date(at).toISOString()).toBe(intl.format(at));
        expect(berlinDate(new Date(at)), new Date(at).toISOString()).toBe(intl.format(at));
      }
    }
    expect(() => berlinDate(new Date(NaN))).toThrow(RangeError);
    expect(() => berlinDate(new Date(NaN))).toThrow(RangeError);
  });

  it('counts to the next day across months and years', () => {
    expect(nextDay('2026-11-28')).toBe('2026-11-29');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
