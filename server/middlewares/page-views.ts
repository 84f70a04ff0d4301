import type { Middleware } from 'koa';
import { isbot } from 'isbot';
import type { PageViewCounter } from '../services/page-views.js';

const NOT_PAGES = /^\/(api|admin|uploads|assets)(\/|$)/;

/**
 * Counts each full view of a public page (a GET answered 200 with HTML) by a visitor that is not
 * a bot. Nothing about the visitor is kept: only the hourly counter grows.
 */
export function countPageViews(counter: PageViewCounter): Middleware {
  return async (ctx, next) => {
    await next();
    if (
      ctx.method === 'GET' &&
      ctx.status === 200 &&
      !NOT_PAGES.test(ctx.path) &&
      ctx.response.is('html') &&
      ctx.get('user-agent') !== '' &&
      !isbot(ctx.get('user-agent'))
    ) {
      counter.record();
    }
  };
}
