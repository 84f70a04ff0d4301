import { describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, refusals, valueOf, type Input } from '@tests/helpers/validators.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const feedbackCreateValidator = CONTENT_VALIDATORS.feedbacks.create;
const feedbackUpdateValidator = CONTENT_VALIDATORS.feedbacks.update;

const feedback: Input = factories.feedback({ order: 1 });
const fb = (overrides: Input) => ({ ...feedback, ...overrides });

describe('feedback validators', () => {
  it('accepts a valid feedback', () => {
    expect(valueOf(feedbackCreateValidator, feedback)).toEqual(feedback);
  });

  it.each([
    ['an empty', ''],
    ['a null', null],
  ])('accepts %s tiktokUrl and role (optional)', (_label, empty) => {
    const input = fb({ tiktokUrl: empty, role: empty });
    expect(valueOf(feedbackCreateValidator, input)).toEqual(input);
  });

  it.each([1, 1.5, 3, 4.5, 5])('accepts the rating %s', (rating) => {
    expect(valueOf(feedbackCreateValidator, fb({ rating })).rating).toBe(rating);
  });

  it.each<[string, unknown]>([
    ['0', 0],
    ['0.5', 0.5],
    ['-1', -1],
    ['5.5', 5.5],
    ['6', 6],
    ['the string "5"', '5'],
    ['null', null],
  ])('refuses the rating %s (outside 1-5)', (_label, rating) => {
    expect(errorsOf(feedbackCreateValidator, fb({ rating }))).toEqual({ rating: SERVER.rating });
  });

  const rows = refusals({ ...SPEC.feedback, order: SERVER.order1 }, [
    ['a name of 2 characters', fb({ name: 'Jo' }), 'name'],
    ['a name of 2 characters plus spaces', fb({ name: '  Jo  ' }), 'name'],
    ['a missing name', omit(feedback, 'name'), 'name'],
    ['a text of 4 characters', fb({ content: 'Gut!' }), 'content'],
    ['a missing text', omit(feedback, 'content'), 'content'],
    ['a missing profile image', omit(feedback, 'profileImageUrl'), 'profileImageUrl'],
    ['an empty profile image', fb({ profileImageUrl: '' }), 'profileImageUrl'],
    ['an order below 1', fb({ order: 0 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(feedbackCreateValidator, input)).toEqual(errors);
  });

  it('create reports name, text and profile image of an empty body', () => {
    expect(errorsOf(feedbackCreateValidator, {})).toEqual(SPEC.feedback);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(feedbackUpdateValidator, { order: 4 })).toEqual({ order: 4 });
  });

  const updateRows = refusals({ ...SPEC.feedback, rating: SERVER.rating }, [
    ['a short name', { name: 'Al' }, 'name'],
    ['a short text', { content: 'Top' }, 'content'],
    ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
    ['a rating of 10', { rating: 10 }, 'rating'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(feedbackUpdateValidator, input)).toEqual(errors);
  });
});
