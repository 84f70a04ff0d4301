import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@shared/constants.js';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, refusals, valueOf, type Input } from '@tests/helpers/validators.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const livestreamCreateValidator = CONTENT_VALIDATORS.livestreams.create;
const livestreamUpdateValidator = CONTENT_VALIDATORS.livestreams.update;

const livestream: Input = factories.livestream();
const ls = (overrides: Input) => ({ ...livestream, ...overrides });

describe('livestream validators', () => {
  it.each(WEEKDAYS)('accepts the day %s', (day) => {
    expect(valueOf(livestreamCreateValidator, ls({ day })).day).toBe(day);
  });

  it('accepts an entry without description, isLive and order', () => {
    const input = { day: 'monday', time: '19:00', title: 'Montagsrunde' };
    expect(valueOf(livestreamCreateValidator, input)).toEqual(input);
  });

  const rows = refusals({ ...SPEC.livestream, isLive: SERVER.boolean, order: SERVER.order0 }, [
    ['a missing day', omit(livestream, 'day'), 'day'],
    ['an empty day', ls({ day: '' }), 'day'],
    ['a day outside monday..sunday (funday)', ls({ day: 'funday' }), 'day'],
    ['the German day name Montag', ls({ day: 'Montag' }), 'day'],
    ['a capitalised day (Monday)', ls({ day: 'Monday' }), 'day'],
    ['a day number', ls({ day: 1 }), 'day'],
    ['a missing time', omit(livestream, 'time'), 'time'],
    ['a time of spaces only', ls({ time: '   ' }), 'time'],
    ['a missing title', omit(livestream, 'title'), 'title'],
    ['an empty title', ls({ title: '' }), 'title'],
    ['isLive as a string', ls({ isLive: 'ja' }), 'isLive'],
    ['a negative order', ls({ order: -1 }), 'order'],
    ['a fractional order', ls({ order: 1.5 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(livestreamCreateValidator, input)).toEqual(errors);
  });

  it('create reports day, time and title of an empty body', () => {
    expect(errorsOf(livestreamCreateValidator, {})).toEqual(SPEC.livestream);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(livestreamUpdateValidator, { order: 3 })).toEqual({ order: 3 });
  });

  const updateRows = refusals(SPEC.livestream, [
    ['a day outside monday..sunday', { day: 'sonntag' }, 'day'],
    ['an empty time', { time: '' }, 'time'],
    ['a title of spaces only', { title: '  ' }, 'title'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(livestreamUpdateValidator, input)).toEqual(errors);
  });
});
