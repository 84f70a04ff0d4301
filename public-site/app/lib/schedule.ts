import type { Livestream } from '../../../shared/api-types.js';

/** Monday = 0 … Sunday = 6. */
const DAY_NAMES: Record<string, number> = {
  monday: 0,
  montag: 0,
  mo: 0,
  tuesday: 1,
  dienstag: 1,
  di: 1,
  wednesday: 2,
  mittwoch: 2,
  mi: 2,
  thursday: 3,
  donnerstag: 3,
  do: 3,
  friday: 4,
  freitag: 4,
  fr: 4,
  saturday: 5,
  samstag: 5,
  sa: 5,
  sunday: 6,
  sonntag: 6,
  so: 6,
};

export const GERMAN_DAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
];

/**
 * The weekday of a schedule entry: an English or German name (any case) or a number, where
 * 1-7 count from Monday (ISO) and 0 is Sunday (as JavaScript counts). Unknown: null.
 */
export function weekdayIndex(day: string | number): number | null {
  if (typeof day === 'number' || /^\d+$/.test(String(day).trim())) {
    const value = Number(day);
    if (value === 0) return 6;
    if (value >= 1 && value <= 7) return value - 1;
    return null;
  }
  return DAY_NAMES[String(day).trim().toLowerCase()] ?? null;
}

const berlinWeekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Berlin' });

/** Today's weekday (Monday = 0) in Europe/Berlin, whatever the server's or visitor's zone. */
export function berlinWeekday(now: Date = new Date()): number {
  const name = berlinWeekdayFormat.format(now);
  return weekdayIndex(name) ?? 0;
}

export interface ScheduledStream extends Livestream {
  weekday: number | null;
  daysFromToday: number;
  dayLabel: string;
  /** Live now, or the first entry when none is flagged live. */
  showLive: boolean;
}

/**
 * Sorted by days from today (soonest first, today = 0), then time and order; entries with an
 * unknown day go last. When no entry is live, the first one after sorting is shown as LIVE.
 */
export function sortSchedule(entries: readonly Livestream[], now: Date = new Date()): ScheduledStream[] {
  const today = berlinWeekday(now);
  const sorted = entries
    .map((entry) => {
      const weekday = weekdayIndex(entry.day);
      const daysFromToday = weekday === null ? 7 : (weekday - today + 7) % 7;
      const dayLabel =
        weekday === null ? String(entry.day) : daysFromToday === 0 ? 'Heute' : GERMAN_DAY_NAMES[weekday]!;
      return { ...entry, weekday, daysFromToday, dayLabel, showLive: entry.isLive };
    })
    .sort(
      (a, b) =>
        a.daysFromToday - b.daysFromToday || a.time.localeCompare(b.time) || a.order - b.order || a.id - b.id,
    );
  if (sorted.length > 0 && !sorted.some((entry) => entry.isLive)) sorted[0]!.showLive = true;
  return sorted;
}
