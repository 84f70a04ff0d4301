import { Type } from '@sinclair/typebox';
import { isPlainObject, type ValidationResult } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import {
  DEFAULT_RECRUITING_REPORT_DAYS,
  RECRUITING_REPORT_DAYS,
  type RecruitingReportDays,
} from '../recruiting-report.js';
import { compile } from '../validation.js';
import { oneOf } from './fields.js';

const m = validationMessages.recruitingReportDays;

/** The query of GET /api/admin/reports/recruiting (and its CSV): `days` = 30, 90 or 365. */
export const recruitingReportQuerySchema = Type.Object(
  { days: Type.Optional(oneOf(RECRUITING_REPORT_DAYS.map(String) as ['30', '90', '365'], m.days)) },
  { additionalProperties: false },
);
const recruitingReportQueryValidator = compile(recruitingReportQuerySchema);

/** The report's window from a request's query; without `days`, the last 30 days. */
export function parseRecruitingReportQuery(input: unknown): ValidationResult<{ days: RecruitingReportDays }> {
  const result = recruitingReportQueryValidator.validate(isPlainObject(input) ? input : {});
  if (!result.ok) return result;
  const days = result.value.days;
  return {
    ok: true,
    value: { days: days ? (Number(days) as RecruitingReportDays) : DEFAULT_RECRUITING_REPORT_DAYS },
  };
}
