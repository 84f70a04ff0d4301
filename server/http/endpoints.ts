import Router, { type RouterMiddleware, type RouterOptions } from '@koa/router';
import type { Middleware } from 'koa';
import {
  endpointsOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
} from '@shared/api/endpoint.js';
import type { Permission } from '@shared/roles.js';
import type { AppContext, AppState } from './context.js';
import { readBody, readId, readQuery } from './input.js';
import { needs } from './permissions.js';
import { queryParams } from './query.js';

/**
 * What a handler gets besides the context: the path's parameters (`:id` read as a positive
 * integer, else 400), and the query and body checked by the declaration's validators. Query and
 * body are read when the handler first touches them (a form counts a submission before its body
 * is checked), and a failed check answers 400 with the German field messages.
 */
export interface Input<E extends Endpoint> {
  params: ParamsOf<E['path']>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
}

/**
 * A handler of one endpoint: it returns the answer (sent with the declaration's status), or
 * nothing when it wrote the body itself (a file, a prepared response) or the endpoint answers
 * none (204).
 */
export type Handler<E extends Endpoint> = (
  ctx: AppContext,
  input: Input<E>,
) => AnswerOf<E> | undefined | void | Promise<AnswerOf<E> | undefined | void>;

/** An endpoint with its handler, as a routes module hands it to the API (server/routes/api.ts). */
export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle: Handler<E>;
  /**
   * Steps between the permission check and the handler: a body reader with limits of its own
   * (the route then skips the shared one), a form's honeypot.
   */
  steps: Middleware<AppState>[];
  /** Whether `steps` read the body themselves (the upload, the settings). */
  ownBody: boolean;
}

/** Pairs an endpoint with its handler. */
export function route<E extends Endpoint>(
  endpoint: E,
  handle: Handler<E>,
  options: { steps?: Middleware<AppState>[]; ownBody?: boolean } = {},
): Route {
  return {
    endpoint,
    handle: handle as Handler<Endpoint>,
    steps: options.steps ?? [],
    ownBody: options.ownBody ?? false,
  };
}

/** The path's parameters by the declaration's rule: `id` a positive integer, the rest as given. */
function paramsOf(ctx: AppContext): Record<string, string | number> {
  const params: Record<string, string | number> = { ...ctx.params };
  if ('id' in params) params.id = readId(ctx);
  return params;
}

function inputOf(ctx: AppContext, endpoint: Endpoint): Input<Endpoint> {
  let query: { value: unknown } | undefined;
  let body: { value: unknown } | undefined;
  return {
    params: paramsOf(ctx) as Input<Endpoint>['params'],
    get query() {
      const spec = endpoint.query;
      query ??= { value: spec ? readQuery(ctx, (input) => spec.parse(input)) : {} };
      return query.value as never;
    },
    get body() {
      const spec = endpoint.body;
      body ??= { value: spec ? readBody(ctx, spec) : undefined };
      return body.value as never;
    },
  };
}

/** The permission of an endpoint whose access is one (the others need no session or check themselves). */
export function permissionOf(endpoint: Endpoint): Permission | undefined {
  const { access } = endpoint;
  return access === 'public' || access === 'sign-in' || access === 'enrolment' ? undefined : access;
}

/**
 * Literal segments before parameters: `/applications/export.csv` is matched before
 * `/applications/:id`, whatever order the routes come in. A parameter's segment sorts after every
 * literal one; the rest is a plain comparison, so the order is total.
 */
export function bySpecificity(a: Route, b: Route): number {
  const key = (entry: Route) =>
    entry.endpoint.path.split('/').map((segment) => (segment.startsWith(':') ? '\uffff' : segment));
  const left = key(a);
  const right = key(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    if (left[index] !== right[index]) return left[index]! < right[index]! ? -1 : 1;
  }
  return left.length - right.length;
}

/** The router of these routes, each under its declared path and method, literal paths first. */
export function endpointRouter(routes: readonly Route[], options: RouterOptions = {}): Router<AppState> {
  const router = new Router<AppState>(options);
  for (const { endpoint, handle, steps } of [...routes].sort(bySpecificity)) {
    const permission = permissionOf(endpoint);
    const names = endpoint.query ? Object.keys(endpoint.query.schema.properties) : null;
    const stack: Middleware<AppState>[] = [
      ...(permission ? [needs(permission)] : []),
      ...(names ? [queryParams(...names)] : []),
      ...steps,
    ];
    const run: Middleware<AppState> = async (ctx) => {
      // Params are read first: a malformed id is a 400 before any work.
      const answer = await handle(ctx as AppContext, inputOf(ctx as AppContext, endpoint));
      if (endpoint.answer.kind === 'empty') {
        ctx.status = endpoint.status ?? 204;
        ctx.body = null;
      } else if (answer !== undefined) {
        ctx.status = endpoint.status ?? 200;
        ctx.body = answer;
      }
    };
    router.register(endpoint.path, [endpoint.method], [...stack, run] as RouterMiddleware<AppState>[]);
  }
  return router;
}

/** The media type a file endpoint declares, for its handler, which writes the body itself. */
export function mediaOf(endpoint: Endpoint): string {
  if (endpoint.answer.kind !== 'file') throw new Error(`${keyOf(endpoint)} declares no file`);
  return endpoint.answer.media;
}

export interface RouteCheck {
  /** Every declared endpoint. */
  declared: object;
  routes: readonly Route[];
}

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * Fail closed: the start stops when a declared endpoint has no handler, has two, or a handler's
 * endpoint is not among the declarations (a route mounted by hand would bypass the contract), and
 * when an endpoint of the admin session declares no permission.
 */
export function assertRoutesMatchDeclarations({ declared, routes }: RouteCheck): void {
  const declarations = endpointsOf(declared);
  const handled = new Map<string, number>();
  for (const { endpoint } of routes) {
    if (!declarations.includes(endpoint))
      throw new Error(`The route ${keyOf(endpoint)} is not declared in shared/api`);
    handled.set(keyOf(endpoint), (handled.get(keyOf(endpoint)) ?? 0) + 1);
  }
  const seen = new Set<string>();
  for (const endpoint of declarations) {
    const key = keyOf(endpoint);
    if (seen.has(key)) throw new Error(`The endpoint ${key} is declared twice`);
    seen.add(key);
    const count = handled.get(key) ?? 0;
    if (count === 0) throw new Error(`The endpoint ${key} has no handler`);
    if (count > 1) throw new Error(`The endpoint ${key} has ${count} handlers`);
    if (endpoint.path.startsWith('/api/admin/') && endpoint.access === 'public')
      throw new Error(`The admin endpoint ${key} declares no permission`);
  }
}
