import type { Livestream } from '@shared/api-types.js';
import { WEEKDAYS, WEEKDAY_LABELS } from '@shared/constants.js';
import { compareScheduled, daysFrom, parseWeekday, weekdayIndex } from '@shared/weekdays.js';

/**
 * The weekday of a schedule entry (Monday = 0 ... Sunday = 6), read by the shared rule of
 * shared/weekdays.ts; unknown: null.
 */
export function weekdayNumber(day: string | number): number | null {
  const weekday = parseWeekday(day);
  return weekday === null ? null : weekdayIndex(weekday);
}

const berlinWeekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Berlin' });

/** Today's weekday (Monday = 0) in Europe/Berlin, whatever the server's or visitor's zone. */
export function berlinWeekday(now: Date = new Date()): number {
  const name = berlinWeekdayFormat.format(now);
  return weekdayNumber(name) ?? 0;
}

export interface ScheduledStream extends Livestream {
  weekday: number | null;
  daysFromToday: number;
  dayLabel: string;
  /**
   * The card's badge: 'live' for an entry flagged live (LIVE, pulsing dot); 'next' for the soonest
   * entry when none is flagged ("Als Nächstes", no pulse); otherwise none.
   */
  badge: ScheduleBadge;
}

export type ScheduleBadge = 'live' | 'next' | null;

/**
 * Sorted by days from today (soonest first, today = 0), then time and order: compareScheduled, the
 * control centre's order with the week starting today; entries with an unknown day go last.
 * Entries flagged live carry the LIVE badge; when none is, the first one after sorting is marked
 * "Als Nächstes" (issue 39: LIVE only when something is live).
 */
export function sortSchedule(entries: readonly Livestream[], now: Date = new Date()): ScheduledStream[] {
  const today = berlinWeekday(now);
  const sorted = entries
    .map((entry): ScheduledStream => {
      const weekday = weekdayNumber(entry.day);
      const daysFromToday = daysFrom(entry.day, today);
      const dayLabel =
        weekday === null
          ? String(entry.day)
          : daysFromToday === 0
            ? 'Heute'
            : WEEKDAY_LABELS[WEEKDAYS[weekday]!];
      const badge: ScheduleBadge = entry.isLive ? 'live' : null;
      return { ...entry, weekday, daysFromToday, dayLabel, badge };
    })
    .sort((a, b) => compareScheduled(a, b, today));
  if (sorted.length > 0 && !sorted.some((entry) => entry.isLive)) sorted[0]!.badge = 'next';
  return sorted;
}
