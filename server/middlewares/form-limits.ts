import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HONEYPOT_FIELD } from '@shared/constants.js';
import { errorMessages } from '@shared/messages.js';
import type { FormLimits } from '../config.js';
import { clientKey } from '../http/client-address.js';
import { tooManyRequests } from '../errors.js';
import type { Logger } from '../logger.js';

/** Takes a point for `key`, or throws 429 with `message` when the limiter's points are used up. */
async function consumeOrRefuse(limiter: RateLimiterMemory | undefined, key: string, message: string) {
  try {
    await limiter?.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    throw tooManyRequests(message, refusal.msBeforeNext / 1000);
  }
}

const limiter = (points: number, windowSeconds: number) =>
  points > 0 ? new RateLimiterMemory({ points, duration: windowSeconds }) : undefined;

/**
 * Limits one public form: a number of submissions per address (an IPv6 /64 counting as one
 * address) and a ceiling for everybody together, per window; 0 switches a limit off. Counted in
 * memory before anything is validated or stored; a refusal is a 429 with a German text the form
 * shows as its error toast.
 */
export function formLimit(limits: FormLimits): Middleware {
  const perAddress = limiter(limits.perAddress, limits.windowSeconds);
  const total = limiter(limits.total, limits.windowSeconds);
  return async (ctx, next) => {
    await consumeOrRefuse(perAddress, clientKey(ctx.ip), errorMessages.tooManySubmissions);
    await consumeOrRefuse(total, 'all', errorMessages.formsBusy);
    await next();
  };
}

/**
 * A submission that filled in the honeypot field (hidden from people) comes from a bot: it gets
 * the same answer as a real one, so the bot learns nothing, and nothing is stored.
 */
export function honeypot(form: string, answer: { status: number; body: object }, logger: Logger): Middleware {
  return async (ctx, next) => {
    const value = (ctx.request.body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
    if (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null) {
      logger.info({ event: 'form.honeypot', form }, 'form submission dropped: honeypot filled in');
      ctx.status = answer.status;
      ctx.body = answer.body;
      return;
    }
    await next();
  };
}
