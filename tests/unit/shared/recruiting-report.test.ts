import { describe, expect, it } from 'vitest';
import { median } from '@shared/recruiting-report.js';
import { parseRecruitingReportQuery } from '@shared/schemas/recruiting-report.js';

describe('median', () => {
  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });

  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([7])).toBe(7);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([0, 0, 30, 2, 1])).toBe(1);
  });

  it('is the mean of the middle two of an even count', () => {
    expect(median([0, 2])).toBe(1);
    expect(median([5, 1, 2, 10])).toBe(3.5);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('the report query', () => {
  it('takes 30, 90 or 365 days, 30 without', () => {
    expect(parseRecruitingReportQuery({ days: '90' })).toEqual({ ok: true, value: { days: 90 } });
    expect(parseRecruitingReportQuery({ days: '365' })).toEqual({ ok: true, value: { days: 365 } });
    expect(parseRecruitingReportQuery({})).toEqual({ ok: true, value: { days: 30 } });
  });

  it('refuses anything else with a German message', () => {
    for (const days of ['7', '', '30.0', '030', 'abc', ['30']])
      expect(parseRecruitingReportQuery({ days })).toEqual({
        ok: false,
        errors: { days: 'Bitte 30, 90 oder 365 Tage angeben.' },
      });
  });
});
