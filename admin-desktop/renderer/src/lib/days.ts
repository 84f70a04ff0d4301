import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../../../../shared/constants.js';

/** The day select of the livestream form: monday..sunday, shown in German. */
export const DAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));

/** German short names, which the public schedule understands too. */
const ABBREVIATIONS: Record<string, Weekday> = {
  mo: 'monday',
  di: 'tuesday',
  mi: 'wednesday',
  do: 'thursday',
  fr: 'friday',
  sa: 'saturday',
  so: 'sunday',
};

/**
 * The weekday of a stored day, read the way the public schedule reads it: an English or German
 * name or short name (any case), or a number (1 = Montag ... 7 = Sonntag, 0 = Sonntag).
 */
function parseDay(day: string): Weekday | undefined {
  const value = day.trim().toLowerCase();
  const named = WEEKDAYS.find(
    (weekday) => weekday === value || WEEKDAY_LABELS[weekday].toLowerCase() === value,
  );
  if (named) return named;
  if (Object.hasOwn(ABBREVIATIONS, value)) return ABBREVIATIONS[value];
  if (/^\d+$/.test(value) && Number(value) <= 7) return WEEKDAYS[(Number(value) + 6) % 7];
  return undefined;
}

/** The German label of a stored day; entries made elsewhere with unknown values are shown as they are. */
export function dayLabel(day: string): string {
  const weekday = parseDay(day);
  return weekday ? WEEKDAY_LABELS[weekday] : day;
}

/** The weekday value for the form when an entry is edited (unknown values leave it empty). */
export function dayValue(day: string): Weekday | undefined {
  return parseDay(day);
}
