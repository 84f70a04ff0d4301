import { describe, expect, it } from 'vitest';
import { parsePageViewQuery } from '@shared/schemas/page-views.js';

const DAYS = 'Bitte 1 bis 365 Tage angeben.';

describe('parsePageViewQuery (GET /api/admin/stats/pageviews)', () => {
  it('reads 1 to 365 days, written with up to three digits, and 90 without days', () => {
    expect(parsePageViewQuery({})).toEqual({ ok: true, value: { days: 90 } });
    for (const [days, value] of [
      ['1', 1],
      ['7', 7],
      ['007', 7],
      ['99', 99],
      ['100', 100],
      ['299', 299],
      ['359', 359],
      ['365', 365],
    ] as const)
      expect(parsePageViewQuery({ days }), days).toEqual({ ok: true, value: { days: value } });
  });

  it.each([
    ['0'],
    ['000'],
    ['366'],
    ['400'],
    ['999'],
    ['1000'],
    ['abc'],
    ['-5'],
    [''],
    [' 7'],
    ['7 '],
    ['1e2'],
  ])('refuses days=%j with the German message', (days) => {
    expect(parsePageViewQuery({ days })).toEqual({ ok: false, errors: { days: DAYS } });
  });
});
