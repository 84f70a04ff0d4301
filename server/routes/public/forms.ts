import { forms } from '@shared/api/forms.js';
import { successMessages } from '@shared/messages.js';
import type { Clock } from '@server/clock.js';
import type { FormLimits } from '@server/config.js';
import { route, type Route } from '@server/http/endpoints.js';
import type { Logger } from '@server/logger.js';
import { formLimit, honeypot } from '@server/middlewares/form-limits.js';
import type { Services } from '@server/services/index.js';

// A submission that filled in the honeypot gets the answer of a real one (the declared status).
const APPLIED = { status: forms.apply.status ?? 200, body: { message: successMessages.applied } };
const SENT = { status: forms.contact.status ?? 200, body: { message: successMessages.messageSent } };

/**
 * The two public forms, each limited per address, per network and in total (the last two count
 * only valid submissions). Neither answer echoes stored data. The body is read inside `admit`: a
 * submission counts for its address before its body is checked.
 */
export function publicFormRoutes(
  services: Pick<Services, 'applications' | 'contactMessages' | 'formCounters'>,
  limits: FormLimits,
  logger: Logger,
  clock: Clock,
  /** The site's public origin (PUBLIC_URL, else this server's): a referrer there is no source. */
  siteOrigin = '',
): Route[] {
  const siteHost = siteOrigin ? new URL(siteOrigin).hostname : '';
  const counting = { counters: services.formCounters, clock };
  const apply = formLimit('apply', limits, logger, counting);
  const contact = formLimit('contact', limits, logger, counting);
  return [
    route(
      forms.apply,
      async (ctx, input) => {
        const application = await apply.admit(ctx, () => input.body);
        await services.applications.submit(application, [siteHost, ctx.hostname]);
        return APPLIED.body;
      },
      { steps: [honeypot('apply', APPLIED, logger, apply)] },
    ),
    route(
      forms.contact,
      async (ctx, input) => {
        const message = await contact.admit(ctx, () => input.body);
        await services.contactMessages.submit(message);
        return SENT.body;
      },
      { steps: [honeypot('contact', SENT, logger, contact)] },
    ),
  ];
}
