import type { Middleware } from 'koa';
import { HONEYPOT_FIELD } from '@shared/constants.js';
import { errorMessages } from '@shared/messages.js';
import type { Clock } from '../clock.js';
import type { FormLimits } from '../config.js';
import { clientKey, networkKey } from '../client-address.js';
import type { AppContext } from '../http/context.js';
import { tooManyRequests } from '../errors.js';
import type { Logger } from '../logger.js';
import type { CounterState, FormCounters } from '../services/window-counters.js';

/** A counter over its limit: the German refusal, with Retry-After until its window ends. */
const refuse = (state: CounterState, now: number, message: string) =>
  tooManyRequests(message, Math.max(1, Math.ceil((state.expiresAt - now) / 1000)));

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
 * The counts live in the database (form_counters), on the app's clock: every process of an
 * installation counts in the same rows, so N processes do not grant N times the limit.
 */
export function formLimit(
  form: string,
  limits: FormLimits,
  logger: Logger,
  { counters, clock }: { counters: FormCounters; clock: Clock },
): FormLimit {
  const windowMs = limits.windowSeconds * 1000;
  /** Counts the submission for a limit (not when switched off): its state, or undefined. */
  const take = (limit: number, scope: string, key: string) =>
    limit > 0 ? counters.take(`${form}:${scope}`, key, windowMs) : Promise.resolve(undefined);
  return {
    perClient: async (ctx, next) => {
      const state = await take(limits.perAddress, 'address', clientKey(ctx.ip));
      if (state && state.count > limits.perAddress) {
        throw refuse(state, clock(), errorMessages.tooManySubmissions);
      }
      await next();
    },
    async admit(ctx) {
      const network = { scope: `${form}:network`, key: networkKey(ctx.ip), limit: limits.perNetwork };
      const everybody = { scope: `${form}:all`, key: 'all', limit: limits.total };
      const counted = [network, everybody].filter(({ limit }) => limit > 0);
      // Both in one statement: one commit, where each submission already commits its own row.
      const states = await counters.takeAll(counted, windowMs);
      const over = counted.findIndex(({ limit }, index) => states[index]!.count > limit);
      if (over === -1) return;
      // The other count goes back: nothing was stored.
      for (const other of counted.filter((_, index) => index !== over)) {
        await counters.giveBack(other.scope, other.key);
      }
      const state = states[over]!;
      const now = clock();
      if (counted[over] === network) throw refuse(state, now, errorMessages.networkBusy);
      // The first refusal of a window is the one count over the ceiling.
      if (state.count === limits.total + 1) {
        logger.warn(
          {
            event: 'form.ceiling',
            form,
            limit: limits.total,
            windowMinutes: limits.windowSeconds / 60,
            secondsLeft: Math.ceil((state.expiresAt - now) / 1000),
          },
          'form ceiling reached: every submission is refused until the window ends',
        );
      }
      throw refuse(state, now, errorMessages.formsBusy);
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
