import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../../../../shared/constants.js';

/** The day select of the livestream form: monday..sunday, shown in German. */
export const DAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));

/**
 * The German label of a stored day. Entries made elsewhere may carry a German name or a number
 * (1 = Montag ... 7 = Sonntag, 0 = Sonntag); those are shown as they are understood.
 */
export function dayLabel(day: string): string {
  const value = day.trim().toLowerCase();
  if ((WEEKDAYS as readonly string[]).includes(value)) return WEEKDAY_LABELS[value as Weekday];
  const german = Object.values(WEEKDAY_LABELS).find((label) => label.toLowerCase() === value);
  if (german) return german;
  if (/^[0-7]$/.test(value)) return WEEKDAY_LABELS[WEEKDAYS[(Number(value) + 6) % 7]!];
  return day;
}

/** The weekday value for the form when an entry is edited (unknown values leave it empty). */
export function dayValue(day: string): Weekday | undefined {
  const label = dayLabel(day);
  return WEEKDAYS.find((weekday) => WEEKDAY_LABELS[weekday] === label);
}
