import Router from '@koa/router';
import type { Model } from 'objection';
import type { AppState } from '../../http/context.js';
import { readId } from '../../http/input.js';
import type { ContentService } from '../../services/content.js';

/** GET /api/{entity} (sorted by order) and GET /api/{entity}/{id}. */
export function publicContentRoutes<M extends Model>(
  entity: string,
  service: Pick<ContentService<M, object, object>, 'list' | 'get'>,
  present: (row: M) => object,
): Router<AppState> {
  const router = new Router<AppState>({ prefix: `/${entity}` });
  router.get('/', async (ctx) => {
    ctx.body = (await service.list()).map(present);
  });
  router.get('/:id', async (ctx) => {
    ctx.body = present(await service.get(readId(ctx)));
  });
  return router;
}
