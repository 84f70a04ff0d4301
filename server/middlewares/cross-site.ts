import type { Middleware } from 'koa';
import { errorMessages } from '@shared/messages.js';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing requests: refuse them when the browser says they come from
 * another site (Sec-Fetch-Site) or when their Origin is neither this server nor PUBLIC_URL.
 * Requests without either header (curl, server-to-server) are not browser CSRF and pass.
 */
export function rejectCrossSite(publicUrl: string): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const fetchSite = ctx.get('sec-fetch-site').toLowerCase();
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw forbidden(errorMessages.crossSite);
      }
      const origin = ctx.get('origin');
      // Built from protocol and host: Koa 3's ctx.origin echoes the Origin request header.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (origin && origin !== ownOrigin && origin !== publicUrl) {
        throw forbidden(errorMessages.crossSite);
      }
    }
    await next();
  };
}
