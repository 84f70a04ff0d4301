import { describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, refusals, valueOf, type Input } from '@tests/helpers/validators.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const faqCreateValidator = CONTENT_VALIDATORS.faqs.create;
const faqUpdateValidator = CONTENT_VALIDATORS.faqs.update;

const faq: Input = factories.faq();
const fq = (overrides: Input) => ({ ...faq, ...overrides });

describe('faq validators', () => {
  it('accepts a valid entry', () => {
    expect(valueOf(faqCreateValidator, faq)).toEqual(faq);
  });

  const rows = refusals({ ...SPEC.faq, order: SERVER.order1 }, [
    ['a question of 4 characters', fq({ question: 'Wie?' }), 'question'],
    ['a question of 4 characters plus spaces', fq({ question: '   Wie?   ' }), 'question'],
    ['a missing question', omit(faq, 'question'), 'question'],
    ['an answer of 9 characters', fq({ answer: 'Ja, klar.' }), 'answer'],
    ['a missing answer', omit(faq, 'answer'), 'answer'],
    ['an order below 1', fq({ order: 0 }), 'order'],
  ]);
  it.each(rows)('create refuses %s', (_description, input, errors) => {
    expect(errorsOf(faqCreateValidator, input)).toEqual(errors);
  });

  it('create reports question and answer of an empty body', () => {
    expect(errorsOf(faqCreateValidator, {})).toEqual(SPEC.faq);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(faqUpdateValidator, { order: 2 })).toEqual({ order: 2 });
  });

  it('update removes id and createdAt', () => {
    expect(valueOf(faqUpdateValidator, { order: 2, id: 9, createdAt: '2000-01-01' })).toEqual({ order: 2 });
  });

  const updateRows = refusals(SPEC.faq, [
    ['a short question', { question: 'Was' }, 'question'],
    ['a short answer', { answer: 'Kurz' }, 'answer'],
  ]);
  it.each(updateRows)('update refuses %s', (_description, input, errors) => {
    expect(errorsOf(faqUpdateValidator, input)).toEqual(errors);
  });
});
