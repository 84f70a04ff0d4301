/** German date formatting of the control centre. */
const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});
const dateTimeSeconds = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Berlin',
});
const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** With the seconds, where the order of events matters ("28.11.2026, 10:14:03"): the Protokoll. */
export const formatDateTimeSeconds = (iso: string) => dateTimeSeconds.format(new Date(iso));

/** The day in Berlin ("24.05.2027"). */
export const formatDate = (iso: string) => date.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat('de-DE', { numeric: 'always' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long ago, in German („vor 5 Minuten“, „vor 47 Stunden“, „vor 3 Tagen“): hours up to two days,
 * so the 48 hours of the agency's promise read as hours; „gerade eben“ under a minute (and for a
 * clock that lags behind the server's).
 */
export function formatAge(iso: string, now: number): string {
  const age = now - Date.parse(iso);
  if (!(age >= MINUTE)) return 'gerade eben';
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < 48 * HOUR) return relative.format(-Math.floor(age / HOUR), 'hour');
  return relative.format(-Math.floor(age / (24 * HOUR)), 'day');
}
