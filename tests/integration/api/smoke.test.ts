import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers ok when the database is reachable', async () => {
    const response = await server.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('admin session round trip', () => {
  it('logs in, reads the current user and logs out', async () => {
    const admin = await server.adminClient('smoke-admin');
    const user = await admin.get('/api/admin/user');
    expect(user.status).toBe(200);
    expect(user.body).toEqual({ id: expect.any(Number), username: 'smoke-admin' });
    expect((await admin.post('/api/admin/logout')).status).toBe(204);
    expect((await admin.get('/api/admin/user')).status).toBe(401);
  });
});
