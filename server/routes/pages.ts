import path from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import type Koa from 'koa';
import { isbot } from 'isbot';
import { ADDRESSED_PAGES, PAGES, type PageId } from '@public-site/app/pages/registry.js';
import type { Config } from '../config.js';
import { pageCsp } from '../render/document.js';
import { newsletterOffered } from '../render/newsletter-page.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { sendPrepared } from '../http/send-prepared.js';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const ONE_DAY_MS = 24 * 3600 * 1000;
const STATIC_FILE = /^[a-z0-9][a-z0-9._-]*\.(webp|jpg|png|svg|ico)$/i;
const ASSET_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(js|css|woff2|woff|webp|svg|png|jpg)$/;
/** Paths that never get the HTML not-found page. */
const NOT_PAGES = /^\/(api|uploads|healthz|admin)(\/|$)/;

/** The public pages (server-rendered), their assets, robots.txt, sitemap.xml and the 404 page. */
export function pageRoutes(renderer: PageRenderer, config: Config): Koa.Middleware {
  const router = new Router();
  const staticDir = path.resolve('public-site/static');

  const csp = pageCsp(config.cookieSecure);
  const renderPage = async (ctx: Koa.Context, page: PageId, status: number) => {
    const body = await renderer.render({
      page,
      isBot: isbot(ctx.get('user-agent')),
      query: PAGES[page].search ? ctx.query.q : undefined,
      ...(PAGES[page].token ? { link: { token: ctx.query.token, done: ctx.query.erledigt } } : {}),
    });
    ctx.set('Content-Security-Policy', csp);
    // Search-engine bots get their own meta description.
    ctx.vary('User-Agent');
    if (PAGES[page].token) {
      // The address carries a token from a mail: no copy in any cache, no Referer to the next
      // site, not for search engines.
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.set('X-Robots-Tag', 'noindex');
    }
    sendPrepared(ctx, body, status, { noStore: PAGES[page].token === true });
  };

  for (const [route, page] of ADDRESSED_PAGES) {
    router.get(route, (ctx) => renderPage(ctx, page, 200));
  }

  router.get('/assets/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!ASSET_FILE.test(file)) return;
    // File names carry a content hash, so they can be cached for good.
    ctx.vary('Accept-Encoding');
    await send(ctx, file, {
      root: path.join(config.publicAssetsDir, 'assets'),
      maxage: ONE_YEAR_MS,
      immutable: true,
      // The build writes .br and .gz copies next to each file.
      brotli: true,
      gzip: true,
    });
  });

  router.get('/static/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!STATIC_FILE.test(file)) return;
    await send(ctx, file, { root: staticDir, maxage: ONE_DAY_MS });
  });

  router.get('/robots.txt', (ctx) => {
    const origin = config.siteOrigin;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  });

  router.get('/sitemap.xml', (ctx) => {
    const origin = config.siteOrigin;
    const offered = newsletterOffered(config);
    const urls = ADDRESSED_PAGES.flatMap(([route, page]) => {
      const changefreq = PAGES[page].newsletter && !offered ? undefined : PAGES[page].changefreq;
      return changefreq
        ? [`<url><loc>${origin}${route}</loc><changefreq>${changefreq}</changefreq></url>`]
        : [];
    }).join('');
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  });

  const routes = router.routes() as unknown as Koa.Middleware;
  return async (ctx, next) => {
    await routes(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && !NOT_PAGES.test(ctx.path)) {
      return renderPage(ctx, 'not-found', 404);
    }
    await next();
  };
}
