import type { AnyContentType, CreateInput, UpdateInput } from '@server/content-types/index.js';
import { content } from '@shared/api/content.js';
import { crudRoutes } from '@server/http/crud.js';
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
  const endpoints = content[type.name].admin;
  return [
    ...crudRoutes<unknown, CreateInput<T>, UpdateInput<T>>(endpoints, service, {
      present: type.present as (row: unknown) => unknown,
    }),
    // Who changed it last: for everyone who may read it (the log itself is for owners and administration).
    route(endpoints.lastChange, async (_ctx, { params }) =>
      presentLastChange(await service.lastChange(params.id)),
    ),
  ];
}
