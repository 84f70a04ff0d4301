import { Type } from '@sinclair/typebox';
import { isPlainObject, type ValidationResult } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';

const m = validationMessages.pageViewDays;

/** The chart's window without `days`. */
export const DEFAULT_PAGE_VIEW_DAYS = 90;

/**
 * The query of GET /api/admin/stats/pageviews: `days`, 1 to 365 written with at most three
 * digits ("7", "007", "365"). An empty `days=` is no window, not the default.
 */
export const pageViewQuerySchema = Type.Object(
  {
    days: Type.Optional(
      Type.String({
        pattern: '^(0{0,2}[1-9]|0?[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-5])$',
        errorMessage: m.days,
      }),
    ),
  },
  { additionalProperties: false },
);
// Taken as written: " 7" is no window (the chart sends digits only).
const pageViewQueryValidator = compile(pageViewQuerySchema, { untrimmed: ['days'] });

/** The chart's window from a request's query; without `days`, the last 90 days. */
export function parsePageViewQuery(input: unknown): ValidationResult<{ days: number }> {
  const result = pageViewQueryValidator.validate(isPlainObject(input) ? input : {});
  if (!result.ok) return result;
  return {
    ok: true,
    value: { days: result.value.days ? Number(result.value.days) : DEFAULT_PAGE_VIEW_DAYS },
  };
}
