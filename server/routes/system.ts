import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import type { Knex } from 'knex';
import type Koa from 'koa';
import { UPLOADS_PATH } from '@shared/url.js';

const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** GET /healthz for probes (checks the database) and the uploaded images. */
export function systemRoutes(knex: Knex, uploadsDir: string): Koa.Middleware {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    await knex.raw('select 1');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get(`${UPLOADS_PATH}:name`, async (ctx) => {
    const name = ctx.params.name ?? '';
    if (!UPLOAD_NAME.test(name) || name.includes('..')) return;
    // Only a regular file that really lies in the uploads folder: a symbolic link placed there
    // (to the database, say) is never followed. The name holds no "/", so it cannot leave the folder.
    const stats = await fs.lstat(path.join(uploadsDir, name)).catch(() => undefined);
    if (!stats?.isFile()) return;
    // Names are random and never reused, so the files can be cached for good.
    await send(ctx, name, { root: uploadsDir, maxage: ONE_YEAR_MS, immutable: true, hidden: false });
    ctx.set('X-Content-Type-Options', 'nosniff');
  });
  return router.routes() as unknown as Koa.Middleware;
}
