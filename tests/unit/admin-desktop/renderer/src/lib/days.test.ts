import { describe, expect, it } from 'vitest';
import { choiceOptions, initialValues } from '@admin/components/content/content-form.js';
import { dayLabel } from '@admin/lib/days.js';
import { CONTENT } from '@shared/content/index.js';
import type { ContentDefinition } from '@shared/content/define.js';

/** The livestream form's day select (from the definition's day field). */
const DAY_OPTIONS = choiceOptions(CONTENT.livestreams.fields.day);
/** The form's day when a stored entry is edited. */
const dayValue = (day: string) =>
  initialValues(CONTENT.livestreams as unknown as ContentDefinition, { id: 1, order: 0, day }, 0).day;

const GERMAN = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const ENGLISH = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('DAY_OPTIONS', () => {
  it('offers monday to sunday in week order, labelled in German', () => {
    expect(DAY_OPTIONS.map((option) => option.value)).toEqual(ENGLISH);
    expect(DAY_OPTIONS.map((option) => option.label)).toEqual(GERMAN);
  });
});

describe('dayLabel', () => {
  it('shows the stored English values in German', () => {
    ENGLISH.forEach((day, index) => expect(dayLabel(day)).toBe(GERMAN[index]));
  });

  it('ignores case and surrounding white space of English values', () => {
    expect(dayLabel('MONDAY')).toBe('Montag');
    expect(dayLabel('Sunday')).toBe('Sonntag');
    expect(dayLabel('  friday \n')).toBe('Freitag');
  });

  it('understands German names in any case and with white space', () => {
    GERMAN.forEach((day) => expect(dayLabel(day)).toBe(day));
    expect(dayLabel('mittwoch')).toBe('Mittwoch');
    expect(dayLabel(' DONNERSTAG ')).toBe('Donnerstag');
  });

  it('understands numbers: 1 = Montag … 7 = Sonntag, 0 = Sonntag', () => {
    ['1', '2', '3', '4', '5', '6', '7'].forEach((day, index) => expect(dayLabel(day)).toBe(GERMAN[index]));
    expect(dayLabel('0')).toBe('Sonntag');
    expect(dayLabel(' 3 ')).toBe('Mittwoch');
  });

  it('shows unknown values as they are', () => {
    expect(dayLabel('Feiertag')).toBe('Feiertag');
    expect(dayLabel('8')).toBe('8');
    expect(dayLabel('-1')).toBe('-1');
    expect(dayLabel('1.5')).toBe('1.5');
    expect(dayLabel('')).toBe('');
    expect(dayLabel('constructor')).toBe('constructor');
  });
});

describe('dayValue', () => {
  it('gives the form value for stored English values', () => {
    ENGLISH.forEach((day) => expect(dayValue(day)).toBe(day));
    expect(dayValue(' Tuesday ')).toBe('tuesday');
  });

  it('maps German names and numbers to the weekday value', () => {
    expect(dayValue('Montag')).toBe('monday');
    expect(dayValue('samstag')).toBe('saturday');
    expect(dayValue('5')).toBe('friday');
    expect(dayValue('0')).toBe('sunday');
    expect(dayValue('7')).toBe('sunday');
  });

  it('leaves the field empty for unknown values', () => {
    expect(dayValue('Feiertag')).toBeUndefined();
    expect(dayValue('')).toBeUndefined();
    expect(dayValue('9')).toBeUndefined();
    expect(dayValue('toString')).toBeUndefined();
  });
});
