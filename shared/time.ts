/** The agency's calendar: Europe/Berlin, whatever the server's or the visitor's time zone. */
const berlinDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** The minute (ms since the epoch / 60,000) berlinDate was last asked for, and its date. */
let lastMinute = NaN;
let lastDate = '';

/**
 * The calendar date in Europe/Berlin as YYYY-MM-DD. Every prepared page's key asks for it on
 * every request: Berlin's offset from UTC is whole hours, so its date changes only at the start
 * of a minute, and the last minute's date is remembered.
 */
export function berlinDate(at: Date | number = new Date()): string {
  const minute = Math.floor((typeof at === 'number' ? at : at.getTime()) / 60_000);
  if (minute !== lastMinute) {
    // An invalid date throws here, as Intl does; NaN never equals the remembered minute.
    lastDate = berlinDayFormat.format(at);
    lastMinute = minute;
  }
  return lastDate;
}

const berlinClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Berlin's wall clock is ahead of UTC at `at` (ms): one hour in winter, two in summer. */
export function berlinOffsetMs(at: number): number {
  const parts = Object.fromEntries(
    berlinClockFormat.formatToParts(at).map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) a calendar day in Europe/Berlin (YYYY-MM-DD) begins. Midnight
 * is never skipped or doubled there (the clocks change at 02:00 and 03:00), so the offset of that
 * moment is the offset to take; the second look covers a guess on the other side of a change.
 */
export function berlinDayStart(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  const guess = midnightAsUtc - berlinOffsetMs(midnightAsUtc);
  return midnightAsUtc - berlinOffsetMs(guess);
}

/** The calendar day after a YYYY-MM-DD day. */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
