import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from './constants.js';

/** Every way a stored day may name a weekday: English and German names and German short names. */
const NAMED_DAYS = new Map<string, Weekday>(
  WEEKDAYS.flatMap((weekday) => {
    const german = WEEKDAY_LABELS[weekday].toLowerCase();
    return [
      [weekday, weekday],
      [german, weekday],
      [german.slice(0, 2), weekday],
    ];
  }),
);

/**
 * The weekday of a stored day, as the public schedule and the control centre both read it: an
 * English or German name or German short name (any case, surrounding space ignored), or a number
 * where 1-7 count from Monday (ISO) and 0 is Sunday (as JavaScript counts). Anything else: null.
 */
export function parseWeekday(day: string | number): Weekday | null {
  const value = String(day).trim().toLowerCase();
  if (/^\d+$/.test(value)) {
    const number = Number(value);
    return number <= 7 ? WEEKDAYS[(number + 6) % 7]! : null;
  }
  return NAMED_DAYS.get(value) ?? null;
}

/** Monday = 0 ... Sunday = 6. */
export const weekdayIndex = (weekday: Weekday): number => WEEKDAYS.indexOf(weekday);
