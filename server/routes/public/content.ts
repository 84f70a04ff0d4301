import Router from '@koa/router';
import type { AnyContentType } from '@server/content-types/index.js';
import type { AppState } from '@server/http/context.js';
import { readId } from '@server/http/input.js';
import type { ContentServiceOf } from '@server/services/content.js';

/** GET /api/{type} (sorted by order) and GET /api/{type}/{id}: only what the website shows. */
export function publicContentRoutes<T extends AnyContentType>(
  type: T,
  service: Pick<ContentServiceOf<T>, 'listPublic' | 'getPublic'>,
): Router<AppState> {
  const present = type.present as (row: unknown) => object;
  const router = new Router<AppState>({ prefix: `/${type.name}` });
  router.get('/', async (ctx) => {
    ctx.body = (await service.listPublic()).map(present);
  });
  router.get('/:id', async (ctx) => {
    ctx.body = present(await service.getPublic(readId(ctx)));
  });
  return router;
}
