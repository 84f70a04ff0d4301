import type { Middleware } from 'koa';
import { HONEYPOT_FIELD } from '@shared/constants.js';
import { errorMessages } from '@shared/messages.js';
import type { Clock } from '../clock.js';
import type { FormLimits } from '../config.js';
import { clientKey, networkKey } from '../client-address.js';
import type { AppContext } from '../http/context.js';
import { tooManyRequests } from '../errors.js';
import type { Logger } from '../logger.js';
import type { CounterKey, CounterState, FormCounters } from '../services/window-counters.js';

/** A counter over its limit: the German refusal, with Retry-After until its window ends. */
const refuse = (state: CounterState, now: number, message: string) =>
  tooManyRequests(message, Math.max(1, Math.ceil((state.expiresAt - now) / 1000)));

/** What the limits read of a request: the client's address. */
type Client = Pick<AppContext, 'ip'>;

export interface FormLimit {
  /**
   * Counts a submission that filled in the honeypot (a bot): for its address only. Throws the 429
   * when the address is over its limit.
   */
  countBot(ctx: Client): Promise<void>;
  /**
   * Counts a submission and hands back its body as `read` validated it. Every submission counts
   * for its address (an IPv6 /64), valid or not; a valid one also for its network (an IPv4 /24,
   * an IPv6 /48) and for everybody together, so invalid bodies cannot shut the form for others.
   * A valid submission's counts are taken in one statement (one commit). Throws the 429 of the
   * first limit it is over (address, network, everybody), else what `read` threw (the 400).
   */
  admit<T>(ctx: Client, read: () => T): Promise<T>;
}

interface Limited extends CounterKey {
  limit: number;
  message: string;
  /** Counts valid submissions only: given back when the submission is refused. */
  validOnly?: true;
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
  const address = (ctx: Client): Limited => ({
    scope: `${form}:address`,
    key: clientKey(ctx.ip),
    limit: limits.perAddress,
    message: errorMessages.tooManySubmissions,
  });

  /**
   * Counts the submission for each of `limited` that is switched on, in one statement; throws the
   * refusal of the first one it is over, after giving back the counts of valid submissions (nothing
   * is stored).
   */
  async function count(limited: Limited[]): Promise<void> {
    const on = limited.filter(({ limit }) => limit > 0);
    const states = await counters.takeAll(on, windowMs);
    const over = on.findIndex(({ limit }, index) => states[index]!.count > limit);
    if (over === -1) return;
    for (const other of on.filter((item, index) => item.validOnly && index !== over)) {
      await counters.giveBack(other.scope, other.key);
    }
    const [state, now] = [states[over]!, clock()];
    // The first refusal of a window is the one count over the ceiling.
    if (on[over]!.scope === `${form}:all` && state.count === limits.total + 1) {
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
    throw refuse(state, now, on[over]!.message);
  }

  return {
    countBot: (ctx) => count([address(ctx)]),
    async admit(ctx, read) {
      let value;
      try {
        value = read();
      } catch (invalid) {
        await count([address(ctx)]);
        throw invalid;
      }
      await count([
        address(ctx),
        {
          scope: `${form}:network`,
          key: networkKey(ctx.ip),
          limit: limits.perNetwork,
          message: errorMessages.networkBusy,
          validOnly: true,
        },
        {
          scope: `${form}:all`,
          key: 'all',
          limit: limits.total,
          message: errorMessages.formsBusy,
          validOnly: true,
        },
      ]);
      return value;
    },
  };
}

/**
 * A submission that filled in the honeypot field (hidden from people) comes from a bot: it counts
 * for its address (`limit`), then gets the same answer as a real one, so the bot learns nothing,
 * and nothing is stored.
 */
export function honeypot(
  form: string,
  answer: { status: number; body: object },
  logger: Logger,
  limit: Pick<FormLimit, 'countBot'>,
): Middleware {
  return async (ctx, next) => {
    const value = (ctx.request.body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
    if (typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null) {
      await limit.countBot(ctx);
      logger.info({ event: 'form.honeypot', form }, 'form submission dropped: honeypot filled in');
      ctx.status = answer.status;
      ctx.body = answer.body;
      return;
    }
    await next();
  };
}
