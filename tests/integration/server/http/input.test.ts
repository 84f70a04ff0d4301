import { afterAll, beforeAll, describe, it } from 'vitest';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
});
afterAll(() => server.close());

function clientFor(path: string): TestClient {
  return path.startsWith('/api/admin/') ? admin : server.client();
}

describe('ids', () => {
  it.each([
    ['GET', '/api/admin/faqs/abc'],
    ['PATCH', '/api/admin/faqs/abc'],
    ['DELETE', '/api/admin/faqs/abc'],
    ['GET', '/api/admin/streamers/1.5'],
    ['PATCH', '/api/admin/applications/-1'],
    ['DELETE', '/api/admin/messages/0'],
    ['GET', '/api/faqs/abc'],
    ['GET', '/api/faqs/1.5'],
    ['GET', '/api/faqs/-1'],
    ['GET', '/api/faqs/0'],
    ['GET', '/api/faqs/1e3'],
    ['GET', '/api/highlights/99999999999999999999'],
  ])('%s %s answers 400 "Ungültige ID."', async (method, path) => {
    const response = await clientFor(path).request(
      method,
      path,
      method === 'PATCH' ? { body: { order: 1 } } : {},
    );
    expectError(response, 400, { message: HTTP.invalidId });
  });
});
