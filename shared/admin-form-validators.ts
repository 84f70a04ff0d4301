import type { FieldErrors } from './field-errors.js';
import { faqCreateSchema, faqCreateValidator } from './schemas/faq.js';
import { feedbackCreateSchema, feedbackCreateValidator } from './schemas/feedback.js';
import { highlightCreateSchema, highlightCreateValidator } from './schemas/highlight.js';
import { livestreamCreateSchema, livestreamCreateValidator } from './schemas/livestream.js';
import { streamerCreateSchema, streamerCreateValidator } from './schemas/streamer.js';
import type { Validator } from './validation.js';
import type { TSchema } from '@sinclair/typebox';

/**
 * Validation of the control centre's forms with the same schemas the server checks. The admin
 * build replaces this module with the schemas precompiled by Ajv (see adminFormSchemas and
 * shared/build/standalone-validators.ts), so the control centre ships no Ajv and needs no eval.
 */
const check =
  <T extends TSchema>(validator: Validator<T>) =>
  (input: Record<string, unknown>): FieldErrors => {
    const result = validator.validate(input);
    return result.ok ? {} : result.errors;
  };

export const validateLivestreamForm = check(livestreamCreateValidator);
export const validateHighlightForm = check(highlightCreateValidator);
export const validateStreamerForm = check(streamerCreateValidator);
export const validateFeedbackForm = check(feedbackCreateValidator);
export const validateFaqForm = check(faqCreateValidator);

/** The schemas behind each export, for the build plugin. */
export const adminFormSchemas = {
  validateLivestreamForm: livestreamCreateSchema,
  validateHighlightForm: highlightCreateSchema,
  validateStreamerForm: streamerCreateSchema,
  validateFeedbackForm: feedbackCreateSchema,
  validateFaqForm: faqCreateSchema,
};
