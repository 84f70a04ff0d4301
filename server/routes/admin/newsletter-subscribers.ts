import Router from '@koa/router';
import type { NewsletterSubscriberPage } from '@shared/api-types.js';
import {
  newsletterSubscriberQueryValidator,
  type NewsletterSubscriberQuery,
} from '@shared/schemas/newsletter.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '@server/clock.js';
import { invalidInput, notFound } from '@server/errors.js';
import { actorOf } from '@server/http/actor.js';
import type { AppContext, AppState } from '@server/http/context.js';
import { readId, readQuery } from '@server/http/input.js';
import { needs } from '@server/http/permissions.js';
import { queryParams } from '@server/http/query.js';
import { presentNewsletterSubscriber } from '@server/presenters/newsletter-subscriber.js';
import { subscribersCsv, subscribersXlsx } from '@server/services/newsletter/subscriber-export.js';
import type { SubscriberAdmin } from '@server/services/newsletter/subscriber-admin.js';

/** The export's formats and their German error (a wrong or missing `format`). */
const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];
const FORMAT_MESSAGE = 'Bitte wählen Sie als Format CSV oder Excel (csv oder xlsx).';

const filterOf = ({ q, status }: NewsletterSubscriberQuery) => ({ q, status });

/**
 * The newsletter's subscribers (newsletter.subscribers: owners and administration): the list with
 * search, state and pages, removing one person, and the export as CSV or XLSX. Redaktion never
 * sees an address.
 */
export function adminNewsletterSubscriberRoutes(
  subscribers: SubscriberAdmin,
  clock: Clock,
): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/newsletter/subscribers' });
  const read = (ctx: AppContext) =>
    readQuery(ctx, (input) => newsletterSubscriberQueryValidator.validate(input));

  router.get(
    '/',
    needs('newsletter.subscribers'),
    queryParams('q', 'status', 'page', 'pageSize'),
    async (ctx) => {
      const query = read(ctx);
      const found = await subscribers.page({
        ...filterOf(query),
        page: query.page ? Number(query.page) : undefined,
        pageSize: query.pageSize ? Number(query.pageSize) : undefined,
      });
      const body: NewsletterSubscriberPage = {
        items: found.rows.map(presentNewsletterSubscriber),
        total: found.total,
        page: found.page,
        pageSize: found.pageSize,
      };
      ctx.body = body;
    },
  );

  // Before '/:id', which would otherwise take "export" for an id.
  router.get(
    '/export',
    needs('newsletter.subscribers'),
    queryParams('format', 'q', 'status'),
    async (ctx) => {
      const { format, ...rest } = ctx.query;
      if (typeof format !== 'string' || !(FORMATS as readonly string[]).includes(format)) {
        throw invalidInput({ format: FORMAT_MESSAGE });
      }
      const query = readQuery(ctx, () => newsletterSubscriberQueryValidator.validate({ ...rest }));
      const rows = (await subscribers.exportRows(filterOf(query), format as Format, actorOf(ctx))).map(
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
    },
  );

  router.delete('/:id', needs('newsletter.subscribers'), async (ctx) => {
    if (!(await subscribers.remove(readId(ctx), actorOf(ctx)))) throw notFound();
    ctx.status = 204;
  });
  return router;
}
