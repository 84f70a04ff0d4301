import Router from '@koa/router';
import type { ContentTypeName } from '@shared/content-types.js';
import type { AppState } from '@server/http/context.js';
import { readId } from '@server/http/input.js';
import { sendPrepared } from '@server/http/send-prepared.js';
import { notFound } from '@server/errors.js';
import type { PublishedContent } from '@server/services/published-content.js';

/**
 * GET /api/{type} (sorted by order) and GET /api/{type}/{id}, both from the published list: the
 * list as bytes prepared once per content change (ETag, 304, brotli or gzip), an item out of it.
 */
export function publicContentRoutes(name: ContentTypeName, published: PublishedContent): Router<AppState> {
  const router = new Router<AppState>({ prefix: `/${name}` });
  router.get('/', async (ctx) => {
    sendPrepared(ctx, (await published.list(name)).json);
  });
  router.get('/:id', async (ctx) => {
    const id = readId(ctx);
    const item = (await published.list(name)).items.find((entry) => entry.id === id);
    if (!item) throw notFound();
    ctx.body = item;
  });
  return router;
}
