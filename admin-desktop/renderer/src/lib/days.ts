import { WEEKDAY_LABELS } from '@shared/constants.js';
import { parseWeekday } from '@shared/weekdays.js';

/** The German label of a stored day; entries made elsewhere with unknown values are shown as they are. */
export function dayLabel(day: string): string {
  const weekday = parseWeekday(day);
  return weekday ? WEEKDAY_LABELS[weekday] : day;
}
