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

/**
 * A stored day's place in a week that starts on `first` (Monday = 0 ... Sunday = 6): 0 for that
 * day itself, 6 for the day before it; a day no rule reads goes after all of them (7).
 */
export function daysFrom(day: string | number, first: number): number {
  const weekday = parseWeekday(day);
  return weekday === null ? 7 : (weekdayIndex(weekday) - first + 7) % 7;
}

/**
 * Two times of the plan. The time is free text ("19:00", "ab 20 Uhr"): it compares as German text,
 * which puts times written alike (HH:MM) in their order. Fixed to German so the server's page and
 * the visitor's browser (any language) sort alike.
 */
export const compareTimes = (a: string, b: string): number => a.localeCompare(b, 'de');

/** A livestream's slot in the weekly plan. */
export interface ScheduleSlot {
  day: string | number;
  time: string;
}

/**
 * The plan's one order of slots, on the website and in the control centre: by weekday from
 * `first` (the website starts with today, the control centre with Monday), then by time. Entries
 * it holds equal share a slot: their `order` decides between them, and only between them.
 */
export const compareSlots = (a: ScheduleSlot, b: ScheduleSlot, first = 0): number =>
  daysFrom(a.day, first) - daysFrom(b.day, first) || compareTimes(a.time, b.time);

/** The plan's entries in the order both sides show them: slot, then order, then id (the older first). */
export const compareScheduled = <T extends ScheduleSlot & { order: number; id: number }>(
  a: T,
  b: T,
  first = 0,
): number => compareSlots(a, b, first) || a.order - b.order || a.id - b.id;
