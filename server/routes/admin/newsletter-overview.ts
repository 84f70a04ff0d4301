import Router from '@koa/router';
import type { NewsletterOverview } from '@shared/api-types.js';
import type { AppState } from '@server/http/context.js';
import { needs } from '@server/http/permissions.js';
import type { NewsletterSubscribers } from '@server/services/newsletter/subscribers.js';

/**
 * GET /api/admin/newsletter: whether the newsletter is offered (and why not), the subscriber
 * counts (never an address: Redaktion may read it) and the sending pace.
 */
export function adminNewsletterOverviewRoutes(
  subscribers: Pick<NewsletterSubscribers, 'offer' | 'counts'>,
  ratePerMinute: () => number,
): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/newsletter', needs('newsletter.issues'), async (ctx) => {
    const { offered, reason } = subscribers.offer();
    const overview: NewsletterOverview = {
      offered,
      reason,
      counts: await subscribers.counts(),
      ratePerMinute: ratePerMinute(),
    };
    ctx.body = overview;
  });
  return router;
}
