import { newsletter } from '@shared/api/newsletter.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import { notFound } from '@server/errors.js';
import { actorOf } from '@server/http/actor.js';
import { route, type Route } from '@server/http/endpoints.js';
import { presentNewsletterSubscriber } from '@server/presenters/newsletter-subscriber.js';
import { subscribersCsv, subscribersXlsx } from '@server/services/newsletter/subscriber-export.js';
import type { SubscriberAdmin } from '@server/services/newsletter/subscriber-admin.js';

/**
 * The newsletter's subscribers (newsletter.subscribers: owners and administration): the list with
 * search, state and pages, removing one person, and the export as CSV or XLSX. Redaktion never
 * sees an address.
 */
export function adminNewsletterSubscriberRoutes(subscribers: SubscriberAdmin, clock: Clock): Route[] {
  const api = newsletter.subscribers;
  return [
    route(api.list, async (_ctx, { query: { q, status, page, pageSize } }) => {
      const found = await subscribers.page({
        q,
        status,
        page: page ? Number(page) : undefined,
        pageSize: pageSize ? Number(pageSize) : undefined,
      });
      return {
        items: found.rows.map(presentNewsletterSubscriber),
        total: found.total,
        page: found.page,
        pageSize: found.pageSize,
      };
    }),
    route(api.export, async (ctx, { query: { format, q, status } }) => {
      const rows = (await subscribers.exportRows({ q, status }, format, actorOf(ctx))).map(
        presentNewsletterSubscriber,
      );
      ctx.attachment(`newsletter-abonnenten-${berlinDate(clock())}.${format}`);
      if (format === 'csv') {
        ctx.type = 'text/csv; charset=utf-8';
        ctx.body = subscribersCsv(rows);
      } else {
        ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        ctx.body = await subscribersXlsx(rows);
      }
    }),
    route(api.remove, async (ctx, { params: { id } }) => {
      if (!(await subscribers.remove(id, actorOf(ctx)))) throw notFound();
    }),
  ];
}
