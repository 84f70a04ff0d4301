import { describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, valueOf, type Input } from '@tests/helpers/validators.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';

const highlightCreateValidator = CONTENT_VALIDATORS.highlights.create;
const highlightUpdateValidator = CONTENT_VALIDATORS.highlights.update;

const highlight: Input = factories.highlight();
const hl = (overrides: Input) => ({ ...highlight, ...overrides });

describe('highlight validators', () => {
  it('accepts a valid highlight', () => {
    expect(valueOf(highlightCreateValidator, highlight)).toEqual(highlight);
  });

  const fields = Object.entries(SPEC.highlight);

  it.each(fields)('create refuses a missing %s with "%s"', (field, message) => {
    expect(errorsOf(highlightCreateValidator, omit(highlight, field))).toEqual({ [field]: message });
  });

  it.each(fields)('create refuses an empty %s with "%s"', (field, message) => {
    expect(errorsOf(highlightCreateValidator, hl({ [field]: '' }))).toEqual({ [field]: message });
  });

  it.each(fields)('create refuses %s of spaces only with "%s"', (field, message) => {
    expect(errorsOf(highlightCreateValidator, hl({ [field]: '   ' }))).toEqual({ [field]: message });
  });

  it('create reports all four fields of an empty body', () => {
    expect(errorsOf(highlightCreateValidator, {})).toEqual(SPEC.highlight);
  });

  it('update accepts a body with only order', () => {
    expect(valueOf(highlightUpdateValidator, { order: 0 })).toEqual({ order: 0 });
  });

  it.each(fields)('update refuses an empty %s with "%s"', (field, message) => {
    expect(errorsOf(highlightUpdateValidator, { [field]: '' })).toEqual({ [field]: message });
  });
});
