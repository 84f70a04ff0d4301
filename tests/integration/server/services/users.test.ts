import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('password change', () => {
  it('ends every session of that user', async () => {
    await server.createUser('bert');
    const first = server.client();
    const second = server.client();
    await first.login('bert');
    await second.login('bert');
    expect(await server.app.services.users.setPassword('bert', 'a brand new passphrase')).toBe(2);
    expect((await first.get('/api/admin/user')).status).toBe(401);
    expect((await second.get('/api/admin/user')).status).toBe(401);
    expect((await server.client().login('bert', 'a brand new passphrase')).status).toBe(200);
  });
});
