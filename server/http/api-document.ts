import { createHash } from 'node:crypto';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { Endpoint } from '@shared/api/endpoint.js';
import { isEndpoint } from '@shared/api/endpoint.js';
import { SESSION_COOKIE } from '../middlewares/session.js';

/**
 * The OpenAPI 3.1 document of the API, made from the declarations in shared/api: every endpoint
 * the server mounts, with its permission (`x-permission`), its parameters, the schemas of its
 * query and body (with the German messages the server answers, `errorMessage`), and its statuses.
 * Served to signed-in staff at GET /api/admin/openapi.json; docs/api.md has the prose.
 */

type Json = Record<string, unknown>;

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work goes on in the background',
  204: 'Done, no content',
  304: 'Not modified (ETag)',
  400: 'Invalid input: a German message, per field where a field was wrong',
  401: 'Not signed in',
  403: 'The role lacks the permission, or the request came from another site',
  404: 'Not found',
  408: 'The body did not arrive in time',
  409: 'A conflict with the stored state',
  410: 'Gone: the link or the step has expired',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: 'Not possible in the current state',
  429: 'Too many requests (Retry-After)',
  503: 'Busy or not configured; try again later',
};

/** Koa's path syntax as OpenAPI's: `:id` → `{id}`; `{/:page}` (optional) gives the path with and without it. */
export function openApiPaths(path: string): string[] {
  const optional = /\{\/:(\w+)\}/;
  const variants = optional.test(path)
    ? [path.replace(optional, ''), path.replace(optional, '/:$1')]
    : [path];
  return variants.map((variant) => variant.replace(/:(\w+)/g, '{$1}'));
}

/** A TypeBox schema as plain JSON Schema (its symbols dropped). */
const plain = (schema: TSchema): Json => JSON.parse(JSON.stringify(schema)) as Json;

function parameters(path: string, endpoint: Endpoint): Json[] {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));
  const query = endpoint.query?.schema as TObject | undefined;
  const inQuery = query
    ? Object.entries(query.properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: (query.required ?? []).includes(name),
        schema: plain(schema),
      }))
    : [];
  return [...inPath, ...inQuery];
}

function responses(endpoint: Endpoint, signedIn: boolean): Json {
  const success = endpoint.status ?? (endpoint.answer.kind === 'empty' ? 204 : 200);
  const content =
    endpoint.answer.kind === 'empty'
      ? {}
      : {
          content: {
            [endpoint.answer.media]:
              endpoint.answer.kind === 'json' ? {} : { schema: { type: 'string', format: 'binary' } },
          },
        };
  const errors = new Set<number>(endpoint.errors ?? []);
  if (endpoint.body || endpoint.query || endpoint.path.includes(':id')) errors.add(400);
  if (signedIn) [401, 403].forEach((status) => errors.add(status));
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  return {
    [String(success)]: { description: STATUS_TEXTS[success] ?? 'Success', ...content },
    ...Object.fromEntries(
      [...errors]
        .sort()
        .map((status) => [String(status), { description: STATUS_TEXTS[status] ?? 'Error', ...error }]),
    ),
  };
}

/** Every endpoint of the declarations with its name (`applications.list`), in declaration order. */
export function namedEndpoints(group: object, prefix = ''): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(group).flatMap(([key, value]: [string, unknown]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isEndpoint(value)) return [{ name, endpoint: value }];
    return value && typeof value === 'object' ? namedEndpoints(value, name) : [];
  });
}

export function apiDocument(declared: object): Json {
  const paths: Record<string, Json> = {};
  for (const { name, endpoint } of namedEndpoints(declared)) {
    const signedIn = endpoint.access !== 'public' && endpoint.access !== 'sign-in';
    for (const path of openApiPaths(endpoint.path)) {
      const operation: Json = {
        operationId: path === openApiPaths(endpoint.path)[0] ? name : `${name}.withPage`,
        summary: endpoint.summary,
        tags: [name.split('.')[0]],
        'x-permission': endpoint.access,
        ...(signedIn ? { security: [{ session: [] }] } : { security: [] }),
        parameters: parameters(path, endpoint),
        ...(endpoint.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: plain(endpoint.body.schema) } },
              },
            }
          : {}),
        responses: responses(endpoint, signedIn),
      };
      paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
    }
  }
  // The contract's own version: it changes exactly when an endpoint does.
  const version = createHash('sha256').update(JSON.stringify(paths)).digest('hex').slice(0, 12);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agentur-Website und Kontrollzentrum',
      version,
      description:
        'Every endpoint of /api (public) and /api/admin (the control centre), made from the declarations in shared/api. ' +
        'Permissions: x-permission (public, sign-in, enrolment, or a permission of shared/roles.ts). Messages are German.',
    },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['message'],
        },
      },
    },
  };
}
