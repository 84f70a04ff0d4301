import { newsletter } from '@shared/api/newsletter.js';
import { route, type Route } from '@server/http/endpoints.js';
import type { NewsletterSubscribers } from '@server/services/newsletter/subscribers.js';

/**
 * GET /api/admin/newsletter: whether the newsletter is offered (and why not), the subscriber
 * counts (never an address: Redaktion may read it) and the sending pace.
 */
export function adminNewsletterOverviewRoutes(
  subscribers: Pick<NewsletterSubscribers, 'offer' | 'counts'>,
  ratePerMinute: () => number,
): Route[] {
  return [
    route(newsletter.overview, async () => {
      const { offered, reason } = subscribers.offer();
      return { offered, reason, counts: await subscribers.counts(), ratePerMinute: ratePerMinute() };
    }),
  ];
}
