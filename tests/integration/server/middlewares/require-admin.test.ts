import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContentPath, CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { adminRouteCalls, type AdminRoute } from '@tests/helpers/admin-routes.js';
import { factories } from '@tests/helpers/factories.js';
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '@tests/helpers/test-app.js';

/**
 * Every /api/admin route but login is for a signed-in admin only; the answer of a refused call is
 * not cached either (no-store: see no-store.test.ts).
 */

const UNAUTHORIZED = { message: 'Bitte melden Sie sich an.' };
const FORGED_COOKIE = 'agency.sid=abc; agency.sid.sig=def';
const ADMIN_NAME = 'guard-admin';

type Route = AdminRoute;

const createBodies = (name: ContentTypeName) => factories.content(name);

const server: TestServer = await startTestServer();
afterAll(() => server.close());

/**
 * Every admin route as the router declares it, so a new route is covered without editing this
 * file; `:id` is the record created below. Writes carry a valid body where one is known (others
 * an empty one: an unguarded route would then answer 400, not the 401 expected here).
 */
const ADMIN_ROUTES: Route[] = adminRouteCalls(server.app.apiRoutes.admin).map(
  ([method, path, body]) => [method, path, body] as Route,
);

let admin: TestClient;
/** Everything an admin can read, right after setup: unauthorised calls must not change it. */
let snapshot: unknown[];

async function readEverything(client: TestClient): Promise<unknown[]> {
  const paths = [
    '/api/admin/applications',
    '/api/admin/messages',
    ...CONTENT_TYPE_NAMES.map((name) => adminContentPath(name)),
  ];
  const bodies: unknown[] = [];
  for (const path of paths) {
    const response = await client.get(path);
    expect(response.status).toBe(200);
    bodies.push(response.body);
  }
  return bodies;
}

function expectNoStore(response: TestResponse): void {
  expect(response.headers.get('cache-control')).toBe('no-store');
}

function expectUnauthorized(response: TestResponse): void {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toEqual(UNAUTHORIZED);
  expectNoStore(response);
}

beforeAll(async () => {
  admin = await server.adminClient(ADMIN_NAME);
  // One record with id 1 behind every /1 route of the table.
  for (const name of CONTENT_TYPE_NAMES) {
    const response = await admin.post<{ id: number }>(adminContentPath(name), createBodies(name));
    expect(response.status).toBe(201);
    expect(response.body.id).toBe(1);
  }
  expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
  expect((await server.client().post('/api/contact', factories.contact())).status).toBe(201);
  snapshot = await readEverything(admin);
  expect(snapshot.every((list) => Array.isArray(list) && list.length === 1)).toBe(true);
});

/** Sends a route's request as a visitor without a session, or with the given headers. */
const callAsVisitor = ([method, path, body]: Route, headers: Record<string, string> = {}) =>
  server.client().request(method, path, { ...(body === undefined ? {} : { body }), headers });

describe('admin routes without a session', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 JSON "Bitte melden Sie sich an." with no-store',
    async (method, path, body) => {
      expectUnauthorized(await callAsVisitor([method, path, body]));
    },
  );
});

describe('admin routes with a forged session cookie', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s answers 401 JSON "Bitte melden Sie sich an." with no-store',
    async (method, path, body) => {
      expectUnauthorized(await callAsVisitor([method, path, body], { cookie: FORGED_COOKIE }));
    },
  );
});

describe('admin routes after logout', () => {
  it('the cookie of a logged-out session no longer opens GET /api/admin/faqs', async () => {
    const client = await server.adminClient();
    const stale = new Map(client.cookies);
    const logout = await client.post('/api/admin/logout');
    expect(logout.status).toBe(204);
    expect(logout.text).toBe('');
    expectNoStore(logout);
    const cookie = [...stale].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await server.client().request('GET', '/api/admin/faqs', { headers: { cookie } });
    expectUnauthorized(response);
  });
});

describe('unauthorised calls change nothing', () => {
  it('every record an admin sees is unchanged after every admin route was called without a session and with a forged one', async () => {
    for (const route of ADMIN_ROUTES) {
      expectUnauthorized(await callAsVisitor(route));
      expectUnauthorized(await callAsVisitor(route, { cookie: FORGED_COOKIE }));
    }
    expect(await readEverything(admin)).toEqual(snapshot);
  });

  it('the route list covers every admin route of the spec', () => {
    const routes = ADMIN_ROUTES.map(([method, path]) => `${method} ${path}`);
    for (const expected of [
      'GET /api/admin/user',
      'POST /api/admin/logout',
      'GET /api/admin/stats',
      'POST /api/admin/upload',
      'PATCH /api/admin/applications/1',
      'DELETE /api/admin/messages/1',
      ...CONTENT_TYPE_NAMES.flatMap((name) => [`POST /api/admin/${name}`, `DELETE /api/admin/${name}/1`]),
    ]) {
      expect(routes).toContain(expected);
    }
  });
});

describe('malformed and non-object JSON bodies', () => {
  it('admin routes check the session before they read the body (401, not 400)', async () => {
    const response = await server.client().request('POST', '/api/admin/faqs', {
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    expectUnauthorized(response);
  });
});
