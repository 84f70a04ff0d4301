import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@shared/constants.js';
import {
  compareScheduled,
  compareSlots,
  compareTimes,
  daysFrom,
  parseWeekday,
  weekdayIndex,
} from '@shared/weekdays.js';

const GERMAN = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

describe('parseWeekday', () => {
  it('reads the English names in any case and with surrounding space', () => {
    WEEKDAYS.forEach((day) => expect(parseWeekday(day)).toBe(day));
    expect(parseWeekday('MONDAY')).toBe('monday');
    expect(parseWeekday('  Friday \n')).toBe('friday');
  });

  it('reads the German names and short names', () => {
    GERMAN.forEach((day, index) => expect(parseWeekday(day)).toBe(WEEKDAYS[index]));
    expect(parseWeekday(' DONNERSTAG ')).toBe('thursday');
    ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'].forEach((day, index) =>
      expect(parseWeekday(day)).toBe(WEEKDAYS[index]),
    );
    expect(parseWeekday('SO')).toBe('sunday');
  });

  it('reads 1-7 from Monday and 0 as Sunday, as text or number', () => {
    ['1', '2', '3', '4', '5', '6', '7'].forEach((day, index) =>
      expect(parseWeekday(day)).toBe(WEEKDAYS[index]),
    );
    expect(parseWeekday('0')).toBe('sunday');
    expect(parseWeekday(0)).toBe('sunday');
    expect(parseWeekday(3)).toBe('wednesday');
    expect(parseWeekday('07')).toBe('sunday');
    expect(parseWeekday(' 5 ')).toBe('friday');
  });

  it('answers null for anything else, inherited object keys included', () => {
    for (const value of ['Feiertag', '8', '-1', '1.5', '', 'constructor', 'toString', '__proto__', 8, -1]) {
      expect(parseWeekday(value), String(value)).toBeNull();
    }
  });
});

describe('weekdayIndex', () => {
  it('counts Monday as 0 and Sunday as 6', () => {
    expect(WEEKDAYS.map(weekdayIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('daysFrom', () => {
  it('counts the days from the week’s first day, whatever spelling the day has', () => {
    expect(WEEKDAYS.map((day) => daysFrom(day, 0))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // A week starting on Wednesday (index 2): Wednesday 0, Tuesday 6.
    expect(['Mittwoch', 'di', 'monday', 7].map((day) => daysFrom(day, 2))).toEqual([0, 6, 5, 4]);
  });

  it('puts a day no rule reads after every weekday', () => {
    expect(daysFrom('Feiertag', 0)).toBe(7);
    expect(daysFrom('Feiertag', 4)).toBe(7);
  });
});

describe('the plan’s order (compareSlots, compareScheduled)', () => {
  const entry = (id: number, day: string, time: string, order: number) => ({ id, day, time, order });
  const ids = (entries: Array<ReturnType<typeof entry>>, first?: number) =>
    [...entries].sort((a, b) => compareScheduled(a, b, first)).map((item) => item.id);

  it('sorts Monday to Sunday, then by time, then by order and id; the order never passes a day', () => {
    const entries = [
      entry(1, 'tuesday', '19:00', 0),
      entry(2, 'monday', '20:00', 1),
      entry(3, 'Montag', '18:00', 5),
      entry(4, 'sunday', '10:00', 2),
      entry(5, 'monday', '20:00', 0),
      entry(6, 'Feiertag', '08:00', 0),
      entry(7, 'monday', '20:00', 0),
    ];
    expect(ids(entries)).toEqual([3, 5, 7, 2, 1, 4, 6]);
  });

  it('starts the week where the website does: with today', () => {
    const entries = [
      entry(1, 'monday', '19:00', 0),
      entry(2, 'friday', '19:00', 0),
      entry(3, 'sunday', '19:00', 0),
    ];
    // Friday (index 4) first, then Sunday, then Monday.
    expect(ids(entries, 4)).toEqual([2, 3, 1]);
  });

  it('holds two entries equal only on the same day (any spelling) and the same time', () => {
    expect(compareSlots({ day: 'monday', time: '19:00' }, { day: 'Mo', time: '19:00' })).toBe(0);
    expect(compareSlots({ day: 'monday', time: '19:00' }, { day: 'monday', time: '19:30' })).toBeLessThan(0);
    expect(compareSlots({ day: 'tuesday', time: '08:00' }, { day: 'monday', time: '23:00' })).toBeGreaterThan(
      0,
    );
  });

  it('compares times as German text, as the website always has (HH:MM in time order)', () => {
    expect(['20:00', '08:30', '19:45', '19:00'].sort(compareTimes)).toEqual([
      '08:30',
      '19:00',
      '19:45',
      '20:00',
    ]);
    expect(compareTimes('19:00', '19:00')).toBe(0);
  });
});
