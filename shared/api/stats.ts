import type { DailyPageViews, HealthReport, Stats } from '../api-types.js';
import { pageViewQuerySchema, parsePageViewQuery } from '../schemas/page-views.js';
import { endpoint, json } from './endpoint.js';

/** The dashboard's figures, and the server's health with its details (/healthz shows only the status). */
export const stats = {
  health: endpoint({
    method: 'GET',
    path: '/api/admin/health',
    access: 'dashboard',
    summary:
      'The server’s health with its details (backup age, go-live checks, sample content); 503 when not ok',
    answer: json<HealthReport>(),
    errors: [503],
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'dashboard',
    summary:
      'The dashboard’s figures: applications and messages (null for a role that may not read them), page views',
    answer: json<Stats>(),
  }),
  pageViews: endpoint({
    method: 'GET',
    path: '/api/admin/stats/pageviews',
    access: 'dashboard',
    summary: 'Daily page views of the last 1 to 365 Berlin days (default 90), oldest first',
    query: { schema: pageViewQuerySchema, parse: parsePageViewQuery },
    answer: json<DailyPageViews[]>(),
    errors: [400],
  }),
};
