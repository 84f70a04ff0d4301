import { content } from '@shared/api/content.js';
import type { ContentTypeName } from '@shared/content-types.js';
import { route, type Route } from '@server/http/endpoints.js';
import { sendPrepared } from '@server/http/send-prepared.js';
import { notFound } from '@server/errors.js';
import type { PublishedContent } from '@server/services/published-content.js';

/**
 * GET /api/{type} (sorted by order) and GET /api/{type}/{id}, both from the published list: the
 * list as bytes prepared once per content change (ETag, 304, brotli or gzip), an item out of it.
 */
export function publicContentRoutes(name: ContentTypeName, published: PublishedContent): Route[] {
  const api = content[name].public;
  return [
    route(api.list, async (ctx) => {
      sendPrepared(ctx, (await published.list(name)).json);
    }),
    route(api.get, async (_ctx, { params }) => {
      const item = (await published.list(name)).items.find((entry) => entry.id === params.id);
      if (!item) throw notFound();
      return item as never;
    }),
  ];
}
