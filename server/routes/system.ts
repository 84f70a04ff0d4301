import fs from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import type { Knex } from 'knex';
import type Koa from 'koa';
import { isUploadPath, UPLOADS_PATH } from '@shared/url.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../logger.js';
import type { BackupStatus } from '../services/backup-status.js';

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const HOUR_MS = 3_600_000;

export interface SystemRouteDeps {
  knex: Knex;
  uploadsDir: string;
  backupStatus: BackupStatus;
  logger: Logger;
  clock: Clock;
}

/**
 * GET /healthz for probes and monitoring: whether the database answers (503 if not) and how old
 * the newest backup is (from memory: no folder is listed per request). And the uploaded images.
 */
export function systemRoutes({
  knex,
  uploadsDir,
  backupStatus,
  logger,
  clock,
}: SystemRouteDeps): Koa.Middleware {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    const database = await knex.raw('select 1').then(
      () => 'ok' as const,
      (error: unknown) => {
        logger.error({ err: error }, 'health check: the database does not answer');
        return 'unreachable' as const;
      },
    );
    const at = await backupStatus.lastBackup();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = database === 'ok' ? 200 : 503;
    ctx.body = {
      status: database === 'ok' ? 'ok' : 'error',
      database,
      lastBackup: at && {
        at: at.toISOString(),
        ageHours: Math.round(((clock() - at.getTime()) / HOUR_MS) * 10) / 10,
      },
    };
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
