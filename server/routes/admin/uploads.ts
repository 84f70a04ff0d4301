import Router from '@koa/router';
import { uploadValidator } from '@shared/schemas/upload.js';
import type { Config } from '@server/config.js';
import type { AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody } from '@server/http/input.js';
import { jsonBody } from '@server/middlewares/json-body.js';
import type { UploadService } from '@server/services/uploads.js';
import { needs } from '@server/http/permissions.js';

/** POST /api/admin/upload: the one route with a large body, read with its own limit and deadline. */
export function adminUploadRoutes(uploads: UploadService, config: Config): Router<AppState> {
  // A data URL is about 4/3 of the file, plus the JSON around it; it may take longer to arrive.
  const body = jsonBody(Math.ceil((config.uploadMaxBytes * 4) / 3) + 4096, config.uploadTimeoutMs);
  const router = new Router<AppState>();
  router.post('/upload', needs('uploads'), body, async (ctx) => {
    const { image, type } = readBody(ctx, uploadValidator);
    ctx.status = 201;
    ctx.body = { url: await uploads.store(image, type, actorOf(ctx)) };
  });
  return router;
}
