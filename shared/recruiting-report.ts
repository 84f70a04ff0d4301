/**
 * The recruiting report (GET /api/admin/reports/recruiting): which channel brings applications
 * and how they end. Its figures are anonymous (server/services/recruiting-report.ts): a source
 * label per arrival and per decision, never who applied.
 */

/** The report's windows in days: arrivals of the last 30, 90 or 365 Berlin days, today included. */
export const RECRUITING_REPORT_DAYS = [30, 90, 365] as const;
export type RecruitingReportDays = (typeof RECRUITING_REPORT_DAYS)[number];
export const DEFAULT_RECRUITING_REPORT_DAYS: RecruitingReportDays = 30;

// The label each source counts under is applicationSourceLabel (shared/application-source.ts),
// stored with every application as it arrives.

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
