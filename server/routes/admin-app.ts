import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import type Koa from 'koa';
import type { Config } from '../config.js';
import { ADMIN_CSP } from '@shared/admin-csp.js';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const ASSET_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(js|css|woff2|woff|svg|png|jpg|webp)$/;

/** /admin: the built control centre (dist/admin) with a history fallback for its routes. */
export function adminAppRoutes(config: Config): Koa.Middleware {
  const root = path.join(path.dirname(config.publicAssetsDir), 'admin');
  const router = new Router();

  router.get('/admin/assets/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!ASSET_FILE.test(file)) return;
    ctx.vary('Accept-Encoding');
    await send(ctx, file, {
      root: path.join(root, 'assets'),
      maxage: ONE_YEAR_MS,
      immutable: true,
      brotli: true,
      gzip: true,
    });
  });

  // Every other /admin path is a client-side route: answer the app's page, never cached.
  router.get('/admin{/*rest}', async (ctx) => {
    let html: string;
    try {
      html = await fs.readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      throw new Error(`No control-centre build at ${root}: run "npm run build" first.`);
    }
    ctx.set('Content-Security-Policy', ADMIN_CSP);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  return router.routes() as unknown as Koa.Middleware;
}
