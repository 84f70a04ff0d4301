import Router from '@koa/router';
import type { AnyContentType, CreateInput, UpdateInput } from '@server/content-types/index.js';
import type { ValidationResult } from '@shared/validation.js';
import type { AppState } from '@server/http/context.js';
import { actorOf } from '@server/http/actor.js';
import { readBody, readId } from '@server/http/input.js';
import type { ContentServiceOf } from '@server/services/content.js';
import { needs } from '@server/http/permissions.js';
import { presentLastChange } from '@server/presenters/activity-log.js';

/**
 * List, detail, create (201), partial update (200) and delete (204) of one content type, and who
 * changed an entry last. The service must be the type's own: its payload types are the type's
 * validators' static types, so pairing a type with another type's service does not compile
 * (tests/types/content-routes.ts).
 */
export function adminContentRoutes<T extends AnyContentType>(
  type: T,
  service: ContentServiceOf<T>,
): Router<AppState> {
  const present = type.present as (row: unknown) => object;
  const create = type.create as { validate(input: unknown): ValidationResult<CreateInput<T>> };
  const update = type.update as { validate(input: unknown): ValidationResult<UpdateInput<T>> };
  const router = new Router<AppState>({ prefix: `/${type.name}` });
  router.get('/', needs('content.read'), async (ctx) => {
    ctx.body = (await service.list()).map(present);
  });
  router.get('/:id', needs('content.read'), async (ctx) => {
    ctx.body = present(await service.get(readId(ctx)));
  });
  // Who changed it last: for everyone who may read it (the log itself is for owners and administration).
  router.get('/:id/last-change', needs('content.read'), async (ctx) => {
    ctx.body = presentLastChange(await service.lastChange(readId(ctx)));
  });
  router.post('/', needs('content.write'), async (ctx) => {
    const row = await service.create(readBody(ctx, create), actorOf(ctx));
    ctx.status = 201;
    ctx.body = present(row);
  });
  router.patch('/:id', needs('content.write'), async (ctx) => {
    const id = readId(ctx);
    ctx.body = present(await service.update(id, readBody(ctx, update), actorOf(ctx)));
  });
  router.delete('/:id', needs('content.write'), async (ctx) => {
    await service.remove(readId(ctx), actorOf(ctx));
    ctx.status = 204;
  });
  return router;
}
