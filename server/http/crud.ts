import type { Endpoint } from '@shared/api/endpoint.js';
import type { Actor } from '@server/services/activity-log.js';
import { actorOf } from './actor.js';
import { route, type Route } from './endpoints.js';

/** A service with the five operations of a list (the content types, the templates, the newsletter issues). */
export interface CrudService<Row, Create, Update, Created = Row> {
  list(): PromiseLike<readonly Row[]>;
  get(id: number): Promise<Row>;
  create(input: Create, actor: Actor): Promise<Created>;
  update(id: number, input: Update, actor: Actor): Promise<Row>;
  remove(id: number, actor: Actor): Promise<void>;
}

/** The five operations; a list may offer only some (the applications have no create, the inbox only update and delete). */
export type CrudOperation = keyof CrudService<unknown, unknown, unknown>;

/** The endpoints of such a list (each optional: a list may leave one out). */
export interface CrudGroup {
  list?: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
}

/** The operations a group declares: the ones its service must have. */
type OperationsOf<G extends CrudGroup> = {
  [O in CrudOperation]: G extends Record<O, Endpoint> ? O : never;
}[CrudOperation];

interface Presenters<Row, Created> {
  /** A row as the detail, the update and the create answer it. */
  present: (row: Row) => unknown;
  /** A row as the list answers it (the detail's presenter unless said). */
  presentInList?: (row: Row) => unknown;
  /** The create's answer (the created row, presented, unless said). */
  presentCreated?: (created: Created) => unknown;
}

/**
 * The handlers of a list's endpoints, written once: list, detail, create (the declared 201),
 * partial update and delete (204), each with the signed-in person as the actor of the activity
 * log. The declarations say paths, permissions and validators.
 */
export function crudRoutes<Row, Create, Update, Created = Row, G extends CrudGroup = Required<CrudGroup>>(
  group: G,
  service: NoInfer<Pick<CrudService<Row, Create, Update, Created>, OperationsOf<G>>>,
  {
    present,
    presentInList = present,
    presentCreated = present as unknown as (created: Created) => unknown,
  }: Presenters<Row, Created>,
): Route[] {
  const routes: Route[] = [];
  const answer = <T>(value: unknown) => value as T;
  // The operations the group declares (K says which the service must have).
  const { list, get, create, update, remove } = service as Partial<CrudService<Row, Create, Update, Created>>;
  if (group.list && list)
    routes.push(route(group.list, async () => answer((await list()).map(presentInList))));
  if (group.get && get)
    routes.push(route(group.get, async (_ctx, { params }) => answer(present(await get(idOf(params))))));
  if (group.create && create)
    routes.push(
      route(group.create, async (ctx, { body }) =>
        answer(presentCreated(await create(body as Create, actorOf(ctx)))),
      ),
    );
  if (group.update && update)
    routes.push(
      route(group.update, async (ctx, { params, body }) =>
        answer(present(await update(idOf(params), body as Update, actorOf(ctx)))),
      ),
    );
  if (group.remove && remove)
    routes.push(
      route(group.remove, async (ctx, { params }) => {
        await remove(idOf(params), actorOf(ctx));
      }),
    );
  return routes;
}

const idOf = (params: object) => (params as { id: number }).id;
