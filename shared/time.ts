/** The agency's calendar: Europe/Berlin, whatever the server's or the visitor's time zone. */
const berlinDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** The calendar date in Europe/Berlin as YYYY-MM-DD. */
export function berlinDate(at: Date | number = new Date()): string {
  return berlinDayFormat.format(at);
}
