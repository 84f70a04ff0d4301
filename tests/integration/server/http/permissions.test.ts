import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@shared/messages.js';
import { can, isRole, ROLES, type Role } from '@shared/roles.js';
import { adminContentPath, CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { adminRouteCalls } from '@tests/helpers/admin-routes.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Every admin route declares the permission it needs, and a person whose role lacks it gets a 403
 * with a German message before anything happens. The routes come from the router itself, so a new
 * route is covered without editing this file (and one that declares nothing stops the start).
 */

const server: TestServer = await startTestServer();
afterAll(() => server.close());

const ROUTES = adminRouteCalls(server.app.apiRoutes.admin);
const clients = {} as Record<Role, TestClient>;

/** Signs in a fresh account with the given role (set in the database until the team screen exists). */
async function signedIn(role: Role): Promise<TestClient> {
  const username = `role-${role}`;
  await server.createUser(username);
  await server.knex('admin_users').where({ username }).update({ role });
  const client = server.client();
  const response = await client.login(username);
  expect(response.status).toBe(200);
  return client;
}

/** What every role could read, to prove that refused calls changed nothing. */
async function everything(): Promise<unknown[]> {
  const owner = clients.owner;
  const paths = [
    '/api/admin/applications',
    '/api/admin/messages',
    '/api/admin/team',
    '/api/admin/team/invitations',
    ...CONTENT_TYPE_NAMES.map(adminContentPath),
  ];
  return Promise.all(paths.map(async (path) => (await owner.get(path)).body));
}

beforeAll(async () => {
  for (const role of ROLES) clients[role] = await signedIn(role);
  for (const name of CONTENT_TYPE_NAMES) {
    expect((await clients.owner.post(adminContentPath(name), factories.content(name))).status).toBe(201);
  }
  expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
  expect((await server.client().post('/api/contact', factories.contact())).status).toBe(201);
});

describe('admin routes and roles', () => {
  it('every session route declares a known permission', () => {
    expect(ROUTES.length).toBeGreaterThan(20);
    for (const route of ROUTES) expect(route.permission, `${route[0]} ${route[1]}`).toBeDefined();
  });

  it('an account made without a role is an owner (accounts from before roles, the first-start one)', async () => {
    await server.createUser('before-roles');
    const row = await server.knex('admin_users').where({ username: 'before-roles' }).first();
    expect(isRole(row.role)).toBe(true);
    expect(row.role).toBe('owner');
  });

  for (const role of ROLES) {
    it(`${role}: a route outside the role answers 403 with a German message and changes nothing`, async () => {
      const before = await everything();
      let refused = 0;
      for (const route of ROUTES) {
        const [method, path, body] = route;
        if (!route.permission || can(role, route.permission)) continue;
        const response = await clients[role].request(method, path, body === undefined ? {} : { body });
        expect(response.status, `${role}: ${method} ${path}`).toBe(403);
        expect(response.body, `${role}: ${method} ${path}`).toEqual({ message: errorMessages.forbidden });
        refused += 1;
      }
      expect(await everything()).toEqual(before);
      // Owners may call everything; administration all but changing owners (the team routes).
      if (role === 'recruiter' || role === 'editor') expect(refused).toBeGreaterThan(0);
      if (role === 'owner') expect(refused).toBe(0);
    });
  }

  it('a route within the role is not refused (reads of every role)', async () => {
    for (const role of ROLES) {
      for (const route of ROUTES) {
        const [method, path] = route;
        if (method !== 'GET' || !route.permission || !can(role, route.permission)) continue;
        const response = await clients[role].get(path);
        expect(response.status, `${role}: GET ${path}`).not.toBe(403);
        expect(response.status, `${role}: GET ${path}`).toBeLessThan(500);
      }
    }
  });
});
