import type { Middleware } from 'koa';

/** Admin data must never be cached by a browser or proxy. */
export function noStore(): Middleware {
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      ctx.set('Cache-Control', 'no-store');
    }
  };
}
