import API from '@shared/api/index.js';
import { validationMessages } from '@shared/messages.js';
import { can } from '@shared/roles.js';
import { badRequest, HttpError } from '@server/errors.js';
import { route, type Input, type Route } from '@server/http/endpoints.js';
import type { Health } from '@server/services/health.js';
import type { StatsService } from '@server/services/stats.js';

/**
 * The chart's window. A bad one keeps the summary it always had ("Ungültiger Zeitraum.") with the
 * field's message, where the other queries say "check your input".
 */
function pageViewDays(input: Input<typeof API.stats.pageViews>): number {
  try {
    return input.query.days;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      throw badRequest(validationMessages.pageViewDays.summary, error.errors);
    throw error;
  }
}

/** The dashboard's figures, and the server's health with its details (/healthz shows only the status). */
export function adminStatsRoutes(stats: StatsService, health: Health): Route[] {
  const endpoints = API.stats;
  return [
    route(endpoints.health, async (ctx) => {
      const report = await health.report();
      // The same body either way: 503 tells a probe at once.
      ctx.status = report.status === 'ok' ? 200 : 503;
      ctx.body = report;
    }),
    route(endpoints.summary, async (ctx) => {
      const summary = await stats.summary();
      // Redaktion sees the site's figures, nothing about applications or messages.
      const role = ctx.state.user!.role;
      return {
        applications: can(role, 'applications.read') ? summary.applications : null,
        messages: can(role, 'messages.read') ? summary.messages : null,
        pageviews: summary.pageviews,
      };
    }),
    // Beyond the spec: daily page views for the dashboard chart (?days=1..365, default 90).
    route(endpoints.pageViews, (_ctx, input) => stats.dailyPageViews(pageViewDays(input))),
  ];
}
