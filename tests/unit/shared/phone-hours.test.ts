import { describe, expect, it } from 'vitest';
import { dayLabel, hoursConflictMessage, hoursDifferences, parsePhoneHours } from '@shared/phone-hours.js';
import { DEFAULT_SITE_SETTINGS, type OpeningDay } from '@shared/site-settings.js';

const WEEKDAYS: OpeningDay[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const span = (from: string, to: string) => ({ from, to });
const week = (days: OpeningDay[], ...ranges: Array<{ from: string; to: string }>) =>
  Object.fromEntries(days.map((day) => [day, ranges]));
/** The structured opening hours: Mo–Fr 09:00–17:00 unless told otherwise. */
const opening = (opens = '09:00', closes = '17:00', days: OpeningDay[] = WEEKDAYS) => ({
  days,
  opens,
  closes,
});

describe('parsePhoneHours reads German phone hours', () => {
  it.each([
    'Mo–Fr 9–19 Uhr',
    'Mo-Fr 9-19',
    'Mo.–Fr. 9:00–19:00 Uhr',
    'Mo - Fr: 09:00 - 19:00 Uhr',
    'Montag bis Freitag 09:00–19:00',
    'Montag – Freitag von 9 bis 19 Uhr',
    'montags bis freitags 9.00 bis 19.00 Uhr',
    'Mo bis Fr, 9 bis 19 Uhr',
    'MO–FR 9–19 h',
    'Mo–Fr zwischen 9 und 19 Uhr',
    'Telefonisch erreichbar Mo–Fr 9–19 Uhr',
    'Mo–Fr 9–19 Uhr (außer an Feiertagen)',
    'Mo–Fr 9–19 Uhr, Sa, So und Feiertage geschlossen',
    '9–19 Uhr (Mo–Fr)',
  ])('„%s“ as Mo–Fr 09:00–19:00', (text) => {
    expect(parsePhoneHours(text)).toEqual({ kind: 'week', week: week(WEEKDAYS, span('09:00', '19:00')) });
  });

  it('the spec’s default, with its narrow no-break characters', () => {
    expect(parsePhoneHours(DEFAULT_SITE_SETTINGS.contact.phoneHours)).toEqual({
      kind: 'week',
      week: week(WEEKDAYS, span('09:00', '19:00')),
    });
  });

  it('several groups, lists of days, split days and closed days', () => {
    expect(parsePhoneHours('Mo–Do 9–17 Uhr, Fr 9–14 Uhr')).toEqual({
      kind: 'week',
      week: { ...week(WEEKDAYS.slice(0, 4), span('09:00', '17:00')), Friday: [span('09:00', '14:00')] },
    });
    expect(parsePhoneHours('Mo, Mi und Fr 10.30 bis 12 Uhr')).toEqual({
      kind: 'week',
      week: week(['Monday', 'Wednesday', 'Friday'], span('10:30', '12:00')),
    });
    expect(parsePhoneHours('Mo–Fr 9–12 und 14–18 Uhr; Sa 10–13 Uhr')).toEqual({
      kind: 'week',
      week: {
        ...week(WEEKDAYS, span('09:00', '12:00'), span('14:00', '18:00')),
        Saturday: [span('10:00', '13:00')],
      },
    });
    expect(parsePhoneHours('Mo–Sa 9–19 Uhr, Sa geschlossen')).toEqual({
      kind: 'week',
      week: week(WEEKDAYS, span('09:00', '19:00')),
    });
    expect(parsePhoneHours('täglich 8–20 Uhr')?.kind).toBe('week');
    expect(Object.keys((parsePhoneHours('Fr–Mo 10–18 Uhr') as { week: object }).week)).toEqual([
      'Friday',
      'Saturday',
      'Sunday',
      'Monday',
    ]);
  });

  it('times without days', () => {
    expect(parsePhoneHours('9–19 Uhr')).toEqual({ kind: 'times', times: [span('09:00', '19:00')] });
  });

  it.each([
    '',
    'nach Vereinbarung',
    'rund um die Uhr',
    'werktags 9–19 Uhr',
    'Mo–Fr ab 9 Uhr',
    'Mo–Fr 22–2 Uhr',
    'Mo–Fr 9–25 Uhr',
    'Mo–Fr',
    'Mo–Fr 9–19 Uhr, Sa nach Vereinbarung',
    'Mon–Fri 9am–7pm',
  ])('„%s“ is not read (no warning from a guess)', (text) => {
    expect(parsePhoneHours(text)).toBeNull();
  });
});

describe('hoursDifferences / hoursConflictMessage', () => {
  it('agreeing hours: no difference', () => {
    expect(hoursDifferences('Mo–Fr 9–17 Uhr', opening())).toEqual([]);
    expect(hoursConflictMessage('Montag bis Freitag 09:00 bis 17:00 Uhr', opening())).toBeNull();
    expect(hoursConflictMessage('9–17 Uhr', opening())).toBeNull();
  });

  it('different times are named with both spans', () => {
    expect(hoursConflictMessage('Mo–Fr 9:00–19:00 Uhr', opening())).toBe(
      'Telefonzeiten und Öffnungszeiten widersprechen sich: Zeiten: Telefonzeiten 09:00–19:00 Uhr, Öffnungszeiten 09:00–17:00 Uhr.',
    );
    expect(hoursDifferences('10–17 Uhr', opening())).toEqual([
      'Zeiten: Telefonzeiten 10:00–17:00 Uhr, Öffnungszeiten 09:00–17:00 Uhr',
    ]);
  });

  it('different days are named with both sets of days', () => {
    expect(hoursDifferences('Mo–Sa 9–17 Uhr', opening())).toEqual([
      'Tage: Telefonzeiten Mo–Sa, Öffnungszeiten Mo–Fr',
    ]);
    expect(hoursDifferences('Mo–Fr 9–17 Uhr', opening('09:00', '17:00', ['Monday', 'Wednesday']))).toEqual([
      'Tage: Telefonzeiten Mo–Fr, Öffnungszeiten Mo, Mi',
    ]);
  });

  it('only the days whose times differ are named when others agree', () => {
    expect(hoursDifferences('Mo–Do 9–17 Uhr, Fr 9–14 Uhr', opening())).toEqual([
      'Fr: Telefonzeiten 09:00–14:00 Uhr, Öffnungszeiten 09:00–17:00 Uhr',
    ]);
    expect(hoursDifferences('Mo–Fr 9–12 und 13–17 Uhr', opening())).toEqual([
      'Zeiten: Telefonzeiten 09:00–12:00 und 13:00–17:00 Uhr, Öffnungszeiten 09:00–17:00 Uhr',
    ]);
  });

  it('days and times both', () => {
    expect(hoursConflictMessage('Mo–Sa 8–20 Uhr', opening())).toBe(
      'Telefonzeiten und Öffnungszeiten widersprechen sich: Tage: Telefonzeiten Mo–Sa, Öffnungszeiten Mo–Fr; ' +
        'Zeiten: Telefonzeiten 08:00–20:00 Uhr, Öffnungszeiten 09:00–17:00 Uhr.',
    );
  });

  it('unreadable phone hours or no opening days: nothing to compare', () => {
    expect(hoursDifferences('nach Vereinbarung', opening())).toBeNull();
    expect(hoursConflictMessage('Mo–Sa 8–20 Uhr', opening('09:00', '17:00', []))).toBeNull();
  });

  it('dayLabel writes runs of three or more as a span', () => {
    expect(dayLabel(['Saturday', 'Sunday'])).toBe('Sa, So');
    expect(dayLabel(['Friday', 'Monday', 'Tuesday', 'Wednesday'])).toBe('Mo–Mi, Fr');
  });
});
