import API from '@shared/api/index.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import { mediaOf, route, type Route } from '@server/http/endpoints.js';
import { recruitingReportCsv, type RecruitingReportService } from '@server/services/recruiting-report.js';

/** Reports over anonymous figures: the recruiting report (?days=30|90|365, default 30) and its CSV. */
export function adminReportRoutes(reports: RecruitingReportService, clock: Clock): Route[] {
  const endpoints = API.reports;
  return [
    route(endpoints.recruiting, (_ctx, { query }) => reports.report(query.days)),
    route(endpoints.recruitingCsv, async (ctx, { query }) => {
      const { days } = query;
      const report = await reports.report(days);
      ctx.type = mediaOf(endpoints.recruitingCsv);
      ctx.attachment(`recruiting-${days}-tage-${berlinDate(clock())}.csv`);
      ctx.body = recruitingReportCsv(report);
    }),
  ];
}
