import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/** What /api answers beyond its routes: a JSON 404, and for /api/admin a 401 before any 404. */

type Row = { id: number } & Record<string, unknown>;

const NOT_FOUND = { message: HTTP.notFound };

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
  visitor = server.client();
});
afterAll(() => server.close());

describe('the public side never exposes applications or contact messages', () => {
  const secret = '@geheim.bewerber';
  const secretMail = 'geheim@example.org';

  beforeAll(async () => {
    expect((await visitor.post('/api/apply', factories.application({ tiktokUsername: secret }))).status).toBe(
      201,
    );
    expect((await visitor.post('/api/contact', factories.contact({ email: secretMail }))).status).toBe(201);
  });

  it.each([
    '/api/applications',
    '/api/applications/1',
    '/api/application',
    '/api/apply',
    '/api/messages',
    '/api/messages/1',
    '/api/contact',
    '/api/contact-messages',
  ])('GET %s answers 404 without data', async (path) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(response.text).not.toContain('geheim');
  });

  it('the stored application and message are visible to the admin only', async () => {
    expect(
      (await admin.get<Row[]>('/api/admin/applications')).body.some(
        (row) => row.tiktokUsername === secret.slice(1),
      ),
    ).toBe(true);
    expect((await admin.get<Row[]>('/api/admin/messages')).body.some((row) => row.email === secretMail)).toBe(
      true,
    );
  });
});

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/unbekannt'],
    ['GET', '/api/faqs/1/extra'],
    ['POST', '/api/unbekannt'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const response = await visitor.request(method, path, method === 'POST' ? { body: { a: 1 } } : {});
    expectError(response, 404, { message: HTTP.notFound });
  });

  it('an unknown admin path answers 404 JSON to a signed-in admin', async () => {
    expectError(await admin.get('/api/admin/unbekannt'), 404, { message: HTTP.notFound });
  });

  it('an unknown admin path answers 401 JSON to a visitor', async () => {
    expectError(await visitor.get('/api/admin/unbekannt'), 401, { message: HTTP.unauthorized });
  });
});
