import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '@shared/constants.js';
import { parseWeekday } from '@shared/weekdays.js';

/** The day select of the livestream form: monday..sunday, shown in German. */
export const DAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));

/** The German label of a stored day; entries made elsewhere with unknown values are shown as they are. */
export function dayLabel(day: string): string {
  const weekday = parseWeekday(day);
  return weekday ? WEEKDAY_LABELS[weekday] : day;
}

/** The weekday value for the form when an entry is edited (unknown values leave it empty). */
export function dayValue(day: string): Weekday | undefined {
  return parseWeekday(day) ?? undefined;
}
