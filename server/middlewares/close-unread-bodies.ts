import type { Middleware } from 'koa';

/**
 * A request answered before its body was read (401, 404, 415 …) would keep its connection open
 * until the rest of the body has trickled in. Such a connection is closed after the answer, so a
 * slow sender cannot hold it: only the JSON body parser reads bodies, and it has its own deadline.
 */
export function closeUnreadBodies(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (!ctx.req.complete) ctx.set('Connection', 'close');
    }
  };
}
