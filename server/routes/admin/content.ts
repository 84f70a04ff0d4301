import type { AnyContentType, CreateInput, UpdateInput } from '@server/content-types/index.js';
import { content } from '@shared/api/content.js';
import { actorOf } from '@server/http/actor.js';
import { route, type Route } from '@server/http/endpoints.js';
import type { ContentServiceOf } from '@server/services/content.js';
import { presentLastChange } from '@server/presenters/activity-log.js';

/**
 * List, detail, create (201), partial update (200) and delete (204) of one content type, and who
 * changed an entry last. The service must be the type's own: its payload types are the type's
 * validators' static types, so pairing a type with another type's service does not compile
 * (tests/types/content-routes.ts).
 */
export function adminContentRoutes<T extends AnyContentType>(type: T, service: ContentServiceOf<T>): Route[] {
  const present = type.present as (row: unknown) => object;
  const api = content[type.name].admin;
  return [
    route(api.list, async () => (await service.list()).map(present) as never),
    route(api.get, async (_ctx, { params }) => present(await service.get(params.id)) as never),
    // Who changed it last: for everyone who may read it (the log itself is for owners and administration).
    route(api.lastChange, async (_ctx, { params }) => presentLastChange(await service.lastChange(params.id))),
    route(
      api.create,
      async (ctx, { body }) => present(await service.create(body as unknown as CreateInput<T>, actorOf(ctx))) as never,
    ),
    route(
      api.update,
      async (ctx, { params, body }) =>
        present(await service.update(params.id, body as unknown as UpdateInput<T>, actorOf(ctx))) as never,
    ),
    route(api.remove, async (ctx, { params }) => {
      await service.remove(params.id, actorOf(ctx));
    }),
  ];
}
