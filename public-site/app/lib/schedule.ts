import type { Livestream } from '@shared/api-types.js';
import { WEEKDAYS, WEEKDAY_LABELS } from '@shared/constants.js';
import { parseWeekday, weekdayIndex } from '@shared/weekdays.js';

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
 * Sorted by days from today (soonest first, today = 0), then time and order; entries with an
 * unknown day go last. Entries flagged live carry the LIVE badge; when none is, the first one after
 * sorting is marked "Als Nächstes" (issue 39: LIVE only when something is live).
 */
export function sortSchedule(entries: readonly Livestream[], now: Date = new Date()): ScheduledStream[] {
  const today = berlinWeekday(now);
  const sorted = entries
    .map((entry): ScheduledStream => {
      const weekday = weekdayNumber(entry.day);
      const daysFromToday = weekday === null ? 7 : (weekday - today + 7) % 7;
      const dayLabel =
        weekday === null
          ? String(entry.day)
          : daysFromToday === 0
            ? 'Heute'
            : WEEKDAY_LABELS[WEEKDAYS[weekday]!];
      const badge: ScheduleBadge = entry.isLive ? 'live' : null;
      return { ...entry, weekday, daysFromToday, dayLabel, badge };
    })
    .sort(
      (a, b) =>
        a.daysFromToday - b.daysFromToday || a.time.localeCompare(b.time) || a.order - b.order || a.id - b.id,
    );
  if (sorted.length > 0 && !sorted.some((entry) => entry.isLive)) sorted[0]!.badge = 'next';
  return sorted;
}
