import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@shared/constants.js';
import { parseWeekday, weekdayIndex } from '@shared/weekdays.js';

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
