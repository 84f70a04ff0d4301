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
