import { describe, expect, it } from 'vitest';
import { ANSWER_PROMISE_HOURS } from '@shared/constants.js';
import { isOverdueApplication, isOverdueMessage, overdueCutoff } from '@shared/overdue.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-09T12:00:00.000Z');
const ago = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

describe('the 48-hour promise', () => {
  it('is the spec’s 48 hours, counted back from now', () => {
    expect(ANSWER_PROMISE_HOURS).toBe(48);
    expect(overdueCutoff(NOW)).toBe('2026-12-07T12:00:00.000Z');
  });

  it('makes a new application overdue after 48 hours, not at them', () => {
    expect(isOverdueApplication({ status: 'new', createdAt: ago(47) }, NOW)).toBe(false);
    expect(isOverdueApplication({ status: 'new', createdAt: ago(48) }, NOW)).toBe(false);
    expect(isOverdueApplication({ status: 'new', createdAt: ago(48.001) }, NOW)).toBe(true);
    expect(isOverdueApplication({ status: 'new', createdAt: ago(49) }, NOW)).toBe(true);
  });

  it('never makes an application overdue that someone took up or completed', () => {
    for (const status of ['in_progress', 'completed'] as const)
      expect(isOverdueApplication({ status, createdAt: ago(500) }, NOW)).toBe(false);
  });

  it('makes a message overdue after 48 hours until it is answered (read or not)', () => {
    expect(isOverdueMessage({ answered: false, createdAt: ago(47) }, NOW)).toBe(false);
    expect(isOverdueMessage({ answered: false, createdAt: ago(49) }, NOW)).toBe(true);
    expect(isOverdueMessage({ answered: true, createdAt: ago(49) }, NOW)).toBe(false);
  });
});
