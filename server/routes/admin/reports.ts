import Router from '@koa/router';
import { parseRecruitingReportQuery } from '@shared/schemas/recruiting-report.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import type { AppState } from '@server/http/context.js';
import { readQuery } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
import { queryParams } from '@server/http/query.js';
import { recruitingReportCsv, type RecruitingReportService } from '@server/services/recruiting-report.js';

/** Reports over anonymous figures: the recruiting report (?days=30|90|365, default 30) and its CSV. */
export function adminReportRoutes(reports: RecruitingReportService, clock: Clock): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/reports' });
  router.get('/recruiting', needs('reports.recruiting'), queryParams('days'), async (ctx) => {
    const { days } = readQuery(ctx, parseRecruitingReportQuery);
    ctx.body = await reports.report(days);
  });
  router.get('/recruiting.csv', needs('reports.recruiting'), queryParams('days'), async (ctx) => {
    const { days } = readQuery(ctx, parseRecruitingReportQuery);
    const report = await reports.report(days);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`recruiting-${days}-tage-${berlinDate(clock())}.csv`);
    ctx.body = recruitingReportCsv(report);
  });
  return router;
}
