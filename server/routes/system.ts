import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import type Koa from 'koa';
import { isUploadPath, UPLOADS_PATH } from '@shared/url.js';
import { isLoopback } from '../client-address.js';
import type { Health } from '../services/health.js';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

export interface SystemRouteDeps {
  health: Health;
  uploadsDir: string;
}

/**
 * GET /healthz for probes and monitoring: `{"status":"ok"}`, or 503 with "error" when the
 * database does not answer. The details (the database, the newest backup's time, the go-live
 * check's settings and sample content) only to a client on this machine that talks to the server
 * directly (a monitor's curl on the server): a request through a proxy carries X-Forwarded-For and gets the status only, whatever TRUST_PROXY
 * says. When backups run is nobody else's business. Signed-in staff read the details at
 * GET /api/admin/health. And the uploaded images.
 */
export function systemRoutes({ health, uploadsDir }: SystemRouteDeps): Koa.Middleware {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    const direct = !ctx.get('x-forwarded-for') && isLoopback(ctx.req.socket.remoteAddress ?? '');
    const report = await health.report({ details: direct });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = direct ? report : { status: report.status };
  });
  router.get(`${UPLOADS_PATH}:name`, async (ctx) => {
    const name = ctx.params.name ?? '';
    if (!isUploadPath(`${UPLOADS_PATH}${name}`)) return;
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
