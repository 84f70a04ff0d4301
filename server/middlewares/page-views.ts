import type { Middleware } from 'koa';
import { isbot } from 'isbot';
import type { PageViewCounter } from '../services/page-views.js';
import type { UniqueVisits } from '../services/unique-visits.js';

const NOT_PAGES = /^\/(api|admin|uploads|assets)(\/|$)/;

/** The routes ignore letter case and a trailing slash: /Kontakt/ is the page /kontakt. */
const samePage = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * Counts a view of the page at `path` by a visitor that is not a bot, at most once per client and
 * page within the window: `visits` filters this process's repeats in memory, and the counter
 * checks the rest against every process when it writes. Nothing about the visitor is kept past
 * the day: only the hourly counter grows. Also used for pages served from memory (http/memory-responses.ts).
 */
export function countView(
  counter: PageViewCounter,
  visits: Pick<UniqueVisits, 'isFirst'>,
  { ip, userAgent }: { ip: string; userAgent: string },
  path: string,
): void {
  if (userAgent === '' || isbot(userAgent)) return;
  const page = samePage(path);
  if (visits.isFirst(ip, userAgent, page)) counter.record({ address: ip, userAgent, page });
}

/** Counts each full view of a public page: a GET answered 200 with HTML. */
export function countPageViews(counter: PageViewCounter, visits: Pick<UniqueVisits, 'isFirst'>): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method === 'GET' && ctx.status === 200 && !NOT_PAGES.test(ctx.path) && ctx.response.is('html')) {
      countView(counter, visits, { ip: ctx.ip, userAgent: ctx.get('user-agent') }, ctx.path);
    }
  };
}
