import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '@tests/helpers/messages.js';
import { adminContentPath, CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { factories } from '@tests/helpers/factories.js';
import { ROLE_PERMISSIONS } from '@shared/roles.js';
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '@tests/helpers/test-app.js';

/** Admin responses are never cached (Cache-Control: no-store). */

const ADMIN_NAME = 'no-store-admin';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient(ADMIN_NAME);
  // One record with id 1 behind every /1 route below.
  for (const name of CONTENT_TYPE_NAMES) {
    const response = await admin.post<{ id: number }>(adminContentPath(name), factories.content(name));
    expect(response.status).toBe(201);
    expect(response.body.id).toBe(1);
  }
  expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
  expect((await server.client().post('/api/contact', factories.contact())).status).toBe(201);
});
afterAll(() => server.close());

function expectNoStore(response: TestResponse): void {
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('no-store on signed-in admin responses', () => {
  it('GET /api/admin/faqs answers 200 with the list and Cache-Control: no-store', async () => {
    const response = await admin.get('/api/admin/faqs');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject([{ id: 1, ...factories.content('faqs'), order: 1 }]);
    expectNoStore(response);
  });

  it('GET /api/admin/stats answers 200 with the figures and Cache-Control: no-store', async () => {
    const response = await admin.get('/api/admin/stats');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      applications: { new: 1, total: 1, overdue: 0 },
      messages: { unread: expect.any(Number), total: expect.any(Number), overdue: 0 },
      pageviews: {
        today: expect.any(Number),
        yesterday: expect.any(Number),
        last7days: expect.any(Number),
        last14days: expect.any(Number),
        last30days: expect.any(Number),
        last90days: expect.any(Number),
      },
    });
    expectNoStore(response);
  });

  it('GET /api/admin/user answers 200 with the current user and Cache-Control: no-store', async () => {
    const response = await admin.get('/api/admin/user');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      username: ADMIN_NAME,
      displayName: ADMIN_NAME,
      email: null,
      role: 'owner',
      permissions: [...ROLE_PERMISSIONS.owner],
      secondFactor: { totp: false, passkeys: 0, recoveryCodesLeft: 0 },
      alerts: { assigned: false },
      pendingEmail: null,
      emailChange: 'team',
    });
    expectNoStore(response);
  });

  it.each([
    '/api/admin/applications',
    '/api/admin/applications/1',
    '/api/admin/messages',
    ...CONTENT_TYPE_NAMES.flatMap((name) => [adminContentPath(name), `${adminContentPath(name)}/1`]),
  ])('GET %s answers 200 with data and Cache-Control: no-store', async (path) => {
    const response = await admin.get(path);
    expect(response.status).toBe(200);
    const body = response.body as { id?: unknown } | { id?: unknown }[];
    const record = Array.isArray(body) ? body[0] : body;
    expect(record).toEqual(expect.objectContaining({ id: 1 }));
    expectNoStore(response);
  });

  it('a signed-in 201, 200 and 204 of a mutation carry Cache-Control: no-store', async () => {
    const created = await admin.post<{ id: number }>('/api/admin/faqs', factories.faq({ order: 5 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), ...factories.faq(), order: 5 });
    expectNoStore(created);
    const updated = await admin.patch(`/api/admin/faqs/${created.body.id}`, { order: 6 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...created.body, order: 6 });
    expectNoStore(updated);
    const deleted = await admin.delete(`/api/admin/faqs/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expectNoStore(deleted);
  });

  it('a signed-in 404 carries Cache-Control: no-store', async () => {
    const response = await admin.get('/api/admin/faqs/999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: HTTP.notFound });
    expectNoStore(response);
  });
});
