import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import { isbot } from 'isbot';
import { ADDRESSED_PAGES, PAGES } from '@public-site/app/pages/registry.js';
import { errorMessages } from '@shared/messages.js';
import { PAGE_VIEW_BEACON_MAX_BYTES, PAGE_VIEW_BEACON_PATH } from '@shared/page-view-beacon.js';
import { badRequest, HttpError } from '../errors.js';
import { readTextBody } from '../http/input.js';
import type { PageViewCounter } from '../services/page-views.js';
import type { UniqueVisits } from '../services/unique-visits.js';
import { rejectCrossSite } from './cross-site.js';

/** The routes ignore letter case and a trailing slash: /Kontakt/ is the page /kontakt. */
const samePage = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The pages a beacon may count: every public page with an address, except the token pages of the
 * newsletter's mails (their visits are nobody's business and say nothing about the site).
 */
export const COUNTED_PAGES: ReadonlySet<string> = new Set(
  ADDRESSED_PAGES.filter(([, id]) => PAGES[id].token !== true).map(([path]) => samePage(path)),
);

/** A path as location.pathname gives it: percent-encoded, so printable ASCII only. */
const WELL_FORMED_PATH = /^\/[\x21-\x7e]*$/;

/**
 * Counts a view of the page at `path` by a visitor that is not a bot, at most once per client and
 * page within the window: `visits` filters this process's repeats in memory, and the counter
 * checks the rest against every process when it writes. Nothing about the visitor is kept past
 * the day: only the hourly counter grows.
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

/** The beacon's body: 413 and 408 as readTextBody says, any other failed read a 400. */
async function readBeaconBody(ctx: Context, deadlineMs: number): Promise<string> {
  try {
    return await readTextBody(ctx, PAGE_VIEW_BEACON_MAX_BYTES, deadlineMs);
  } catch (error) {
    // A connection reset while reading carries no HTTP status.
    if (error instanceof HttpError) throw error;
    throw badRequest(errorMessages.invalidPagePath);
  }
}

/**
 * POST /api/pageview: the page's beacon (navigator.sendBeacon). Its body is the page's path as
 * text/plain, at most 512 bytes. A view of a counted page by a new visitor that is not a bot is
 * counted (countView: the same daily salt, one count per visitor and page); every well-formed
 * request is answered 204 alike, so nobody learns whether it counted. A body that is not a path
 * gets a German 400, another content type or an encoded body 415, a larger one 413, and a request
 * from another site 403 (the same check as the admin API: a same-origin beacon passes it).
 */
export function pageViewBeacon(
  counter: PageViewCounter,
  visits: Pick<UniqueVisits, 'isFirst'>,
  { publicUrl, requestTimeoutMs }: { publicUrl: string; requestTimeoutMs: number },
): Middleware {
  const beacon = compose([
    rejectCrossSite(publicUrl),
    async (ctx: Context) => {
      ctx.set('Cache-Control', 'no-store');
      // null: no body at all, which is no path either.
      const type = ctx.request.is('text/plain');
      if (type === null) throw badRequest(errorMessages.invalidPagePath);
      if (type === false) throw new HttpError(415, errorMessages.textOnly);
      const encoding = ctx.get('content-encoding').toLowerCase();
      if (encoding !== '' && encoding !== 'identity') throw new HttpError(415, errorMessages.textOnly);
      const path = (await readBeaconBody(ctx, requestTimeoutMs)).trim();
      if (!WELL_FORMED_PATH.test(path)) throw badRequest(errorMessages.invalidPagePath);
      if (COUNTED_PAGES.has(samePage(path))) {
        countView(counter, visits, { ip: ctx.ip, userAgent: ctx.get('user-agent') }, path);
      }
      ctx.status = 204;
    },
  ]);
  return async (ctx, next) => {
    if (ctx.path !== PAGE_VIEW_BEACON_PATH || ctx.method !== 'POST') return next();
    await beacon(ctx, async () => {});
  };
}
