import Router from '@koa/router';
import type { TSchema } from '@sinclair/typebox';
import type { Model } from 'objection';
import type { Validator } from '../../../shared/validation.js';
import type { AppState } from '../../http/context.js';
import { readBody, readId } from '../../http/input.js';
import type { ContentService } from '../../services/content.js';

interface AdminContentOptions<M extends Model, C extends TSchema, U extends TSchema> {
  entity: string;
  // The service's payload types are the validators' static types, checked where this is called.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  service: ContentService<M, any, any>;
  present: (row: M) => object;
  create: Validator<C>;
  update: Validator<U>;
}

/** List, detail, create (201), partial update (200) and delete (204) of one content entity. */
export function adminContentRoutes<M extends Model, C extends TSchema, U extends TSchema>(
  options: AdminContentOptions<M, C, U>,
): Router<AppState> {
  const { service, present } = options;
  const router = new Router<AppState>({ prefix: `/${options.entity}` });
  router.get('/', async (ctx) => {
    ctx.body = (await service.list()).map(present);
  });
  router.get('/:id', async (ctx) => {
    ctx.body = present(await service.get(readId(ctx)));
  });
  router.post('/', async (ctx) => {
    const row = await service.create(readBody(ctx, options.create));
    ctx.status = 201;
    ctx.body = present(row);
  });
  router.patch('/:id', async (ctx) => {
    const id = readId(ctx);
    ctx.body = present(await service.update(id, readBody(ctx, options.update)));
  });
  router.delete('/:id', async (ctx) => {
    await service.remove(readId(ctx));
    ctx.status = 204;
  });
  return router;
}
