import { uploads as api } from '@shared/api/uploads.js';
import type { Config } from '@server/config.js';
import { actorOf } from '@server/http/actor.js';
import { route, type Route } from '@server/http/endpoints.js';
import { jsonBody } from '@server/middlewares/json-body.js';
import type { UploadService } from '@server/services/uploads.js';

/** POST /api/admin/upload: the one route with a large body, read with its own limit and deadline. */
export function adminUploadRoutes(uploads: UploadService, config: Config): Route[] {
  // A data URL is about 4/3 of the file, plus the JSON around it; it may take longer to arrive.
  const body = jsonBody(Math.ceil((config.uploadMaxBytes * 4) / 3) + 4096, config.uploadTimeoutMs);
  return [
    route(
      api.upload,
      async (ctx, { body: { image, type } }) => ({ url: await uploads.store(image, type, actorOf(ctx)) }),
      { steps: [body], ownBody: true },
    ),
  ];
}
