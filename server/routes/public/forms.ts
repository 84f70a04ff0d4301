import Router from '@koa/router';
import { applicationSubmitValidator } from '@shared/schemas/application.js';
import { contactMessageValidator } from '@shared/schemas/contact.js';
import { successMessages } from '@shared/messages.js';
import type { Clock } from '@server/clock.js';
import type { FormLimits } from '@server/config.js';
import type { AppState } from '@server/http/context.js';
import { readBody } from '@server/http/input.js';
import type { Logger } from '@server/logger.js';
import { formLimit, honeypot } from '@server/middlewares/form-limits.js';
import type { Services } from '@server/services/index.js';

const APPLIED = { status: 201, body: { message: successMessages.applied } };
const SENT = { status: 201, body: { message: successMessages.messageSent } };

/**
 * The two public forms, each limited per address, per network and in total (the last two count
 * only valid submissions). Neither answer echoes stored data.
 */
export function publicFormRoutes(
  services: Pick<Services, 'applications' | 'contactMessages' | 'formCounters'>,
  limits: FormLimits,
  logger: Logger,
  clock: Clock,
  /** The site's public origin (PUBLIC_URL, else this server's): a referrer there is no source. */
  siteOrigin = '',
): Router<AppState> {
  const siteHost = siteOrigin ? new URL(siteOrigin).hostname : '';
  const router = new Router<AppState>();
  const counting = { counters: services.formCounters, clock };
  const apply = formLimit('apply', limits, logger, counting);
  router.post('/apply', honeypot('apply', APPLIED, logger, apply), async (ctx) => {
    const application = await apply.admit(ctx, () => readBody(ctx, applicationSubmitValidator));
    await services.applications.submit(application, [siteHost, ctx.hostname]);
    ctx.status = APPLIED.status;
    ctx.body = APPLIED.body;
  });
  const contact = formLimit('contact', limits, logger, counting);
  router.post('/contact', honeypot('contact', SENT, logger, contact), async (ctx) => {
    const message = await contact.admit(ctx, () => readBody(ctx, contactMessageValidator));
    await services.contactMessages.submit(message);
    ctx.status = SENT.status;
    ctx.body = SENT.body;
  });
  return router;
}
