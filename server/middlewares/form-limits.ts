import type { Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HONEYPOT_FIELD } from '@shared/constants.js';
import { errorMessages } from '@shared/messages.js';
import type { FormLimits } from '../config.js';
import { clientKey, networkKey } from '../client-address.js';
import type { AppContext } from '../http/context.js';
import { tooManyRequests } from '../errors.js';
import type { Logger } from '../logger.js';

const limiter = (points: number, windowSeconds: number) =>
  points > 0 ? new RateLimiterMemory({ points, duration: windowSeconds }) : undefined;

/** Takes a point for `key`: the refusal when the limiter's points are used up, else undefined. */
async function consume(limiter: RateLimiterMemory | undefined, key: string) {
  try {
    await limiter?.consume(key);
    return undefined;
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return refusal;
  }
}

const refuse = (refusal: RateLimiterRes, message: string) =>
  tooManyRequests(message, refusal.msBeforeNext / 1000);

export interface FormLimit {
  /** Before anything is read: the submissions of one address (an IPv6 /64), valid or not. */
  perClient: Middleware;
  /**
   * After the body passed validation (and the honeypot): the submissions of the client's network
   * (an IPv4 /24, an IPv6 /48) and of everybody together. Invalid bodies and bots caught by the
   * honeypot use up neither, so they cannot shut the form for others.
   */
  admit(ctx: AppContext): Promise<void>;
}

/**
 * Limits one public form (`form`: its name in the log) per window: a number of submissions per
 * address, per network and for everybody together; 0 switches a limit off. A refusal is a 429
 * with a German text the form shows as its error toast. When the ceiling for everybody is
 * reached, a warning is logged (once per window): the form refuses everyone until it ends.
 */
export function formLimit(form: string, limits: FormLimits, logger: Logger): FormLimit {
  const perAddress = limiter(limits.perAddress, limits.windowSeconds);
  const perNetwork = limiter(limits.perNetwork, limits.windowSeconds);
  const total = limiter(limits.total, limits.windowSeconds);
  return {
    perClient: async (ctx, next) => {
      const refusal = await consume(perAddress, clientKey(ctx.ip));
      if (refusal) throw refuse(refusal, errorMessages.tooManySubmissions);
      await next();
    },
    async admit(ctx) {
      const network = networkKey(ctx.ip);
      const networkRefusal = await consume(perNetwork, network);
      if (networkRefusal) throw refuse(networkRefusal, errorMessages.networkBusy);
      const refusal = await consume(total, 'all');
      if (!refusal) return;
      // The network's point goes back: nothing was stored.
      await perNetwork?.reward(network);
      // The first refusal of a window is the one point over the ceiling.
      if (refusal.consumedPoints === limits.total + 1) {
        logger.warn(
          {
            event: 'form.ceiling',
            form,
            limit: limits.total,
            windowMinutes: limits.windowSeconds / 60,
            secondsLeft: Math.ceil(refusal.msBeforeNext / 1000),
          },
          'form ceiling reached: every submission is refused until the window ends',
        );
      }
      throw refuse(refusal, errorMessages.formsBusy);
    },
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
