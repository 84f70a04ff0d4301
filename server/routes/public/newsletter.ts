import type Koa from 'koa';
import { newsletter } from '@shared/api/newsletter.js';
import { NEWSLETTER_UNSUBSCRIBE_PATH, newsletterMessages } from '@shared/newsletter.js';
import type { Clock } from '@server/clock.js';
import type { FormLimits } from '@server/config.js';
import { gone, HttpError, notFound, serviceUnavailable } from '@server/errors.js';
import { route, type Route } from '@server/http/endpoints.js';
import { readTextBody } from '@server/http/input.js';
import type { Logger } from '@server/logger.js';
import { formLimit, honeypot } from '@server/middlewares/form-limits.js';
import type { Services } from '@server/services/index.js';

const api = newsletter.public;
// A sign-up that filled in the honeypot gets the answer of a real one (the declared status).
const ACCEPTED = { status: api.signUp.status ?? 200, body: { message: newsletterMessages.signUpAccepted } };

type NewsletterServices = Pick<Services, 'newsletterSubscribers' | 'formCounters'>;

/**
 * POST /api/newsletter and /api/newsletter/confirm (under the public API's prefix, JSON bodies).
 * The sign-up answers the same 202 whatever state the address is in: nobody learns who subscribed.
 * Without mail settings both answer 503 (the sign-up is hidden then).
 */
export function publicNewsletterRoutes(
  services: NewsletterServices,
  limits: FormLimits,
  logger: Logger,
  clock: Clock,
): Route[] {
  const subscribers = services.newsletterSubscribers;
  const unavailable = () => serviceUnavailable(newsletterMessages.unavailable);
  const offered: Koa.Middleware = async (_ctx, next) => {
    if (!subscribers.offer().offered) throw unavailable();
    await next();
  };
  const limit = formLimit('newsletter', limits, logger, { counters: services.formCounters, clock });
  return [
    route(
      api.signUp,
      async (ctx, input) => {
        const { email } = await limit.admit(ctx, () => input.body);
        const outcome = await subscribers.signUp(email);
        // The outcome only: never the address.
        logger.info({ event: 'newsletter.sign-up', outcome }, 'newsletter sign-up');
        return ACCEPTED.body;
      },
      { steps: [offered, honeypot('newsletter', ACCEPTED, logger, limit)] },
    ),
    route(
      api.confirm,
      async (_ctx, { body: { token } }) => {
        const outcome = await subscribers.confirm(token);
        logger.info({ event: 'newsletter.confirm', outcome }, 'newsletter confirmation');
        switch (outcome) {
          case 'confirmed':
            return { message: newsletterMessages.confirmed };
          case 'expired':
            throw gone(newsletterMessages.linkExpired);
          case 'used':
            throw gone(newsletterMessages.linkUsed);
          default:
            throw notFound(newsletterMessages.linkInvalid);
        }
      },
      { steps: [offered] },
    ),
  ];
}

/** The most a one-click body may be (RFC 8058's is 26 bytes; a form's a little more). */
const UNSUBSCRIBE_BODY_MAX = 2048;
/** How long the body may take to arrive. */
const UNSUBSCRIBE_BODY_DEADLINE_MS = 10_000;

/**
 * The unsubscribe POST's body as text; null when it is too large or unreadable. A body that has
 * not arrived within the deadline closes the connection (like the JSON bodies' 408), so nobody
 * holds it open.
 */
async function readUnsubscribeBody(ctx: Koa.Context): Promise<string | null> {
  try {
    return await readTextBody(ctx, UNSUBSCRIBE_BODY_MAX, UNSUBSCRIBE_BODY_DEADLINE_MS);
  } catch (error) {
    if (error instanceof HttpError && error.status === 408) ctx.req.destroy();
    return null;
  }
}

/**
 * Whether a body is RFC 8058's one-click request: `List-Unsubscribe=One-Click`, form-urlencoded
 * (what the RFC's examples send) or as a multipart/form-data field.
 */
export function isOneClickBody(body: string, contentType: string): boolean {
  if (/^multipart\/form-data/i.test(contentType)) {
    return /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  }
  return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
}

/**
 * POST /newsletter/abmelden?token=: the unsubscribe link's POST, outside /api (no session, no
 * cookie, no cross-site check: the mail provider posts it from elsewhere, RFC 8058). A one-click
 * body answers 200 text (never a redirect); the page's form gets a 303 to `?erledigt=1`. An
 * unknown or stale token answers the same, so nobody learns whether an address was subscribed.
 * Works whether or not the newsletter is offered now.
 */
export function newsletterUnsubscribeRoute(
  services: Pick<Services, 'newsletterSubscribers'>,
  logger: Logger,
): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== NEWSLETTER_UNSUBSCRIBE_PATH || ctx.method !== 'POST') return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    // A missing or repeated token is a stale link like any other: the same answer.
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const body = await readUnsubscribeBody(ctx);
    const oneClick = body !== null && isOneClickBody(body, ctx.get('content-type'));
    const done = /^[A-Za-z0-9_.-]{1,200}$/.test(token)
      ? await services.newsletterSubscribers.unsubscribe(token)
      : false;
    logger.info({ event: 'newsletter.unsubscribe', oneClick, done }, 'newsletter unsubscribe');
    if (oneClick) {
      ctx.status = 200;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = newsletterMessages.unsubscribed;
      return;
    }
    ctx.status = 303;
    ctx.redirect(`${NEWSLETTER_UNSUBSCRIBE_PATH}?erledigt=1`);
  };
}
