import type { Middleware } from 'koa';
import { INVALID_CLIENT, isIpAddress } from '../client-address.js';
import type { Logger } from '../logger.js';

/**
 * A client address that is not an IP address (with TRUST_PROXY, whatever the proxy wrote into
 * X-Forwarded-For: "ip:port", junk) becomes INVALID_CLIENT for everything after this step: the
 * limits count all such requests as one client, and the logs show no made-up value. The first
 * one is logged as a warning (once per process): it usually means the proxy is set up wrong.
 */
export function checkClientAddress(logger: Logger): Middleware {
  let warned = false;
  return async (ctx, next) => {
    if (!isIpAddress(ctx.ip)) {
      if (!warned) {
        warned = true;
        logger.warn(
          { event: 'client-address.invalid' },
          'a client address is not an IP address (check X-Forwarded-For and TRUST_PROXY); such requests share one limit',
        );
      }
      ctx.request.ip = INVALID_CLIENT;
    }
    await next();
  };
}
