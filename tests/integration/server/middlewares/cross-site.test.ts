import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
});
afterAll(() => server.close());

const json = (headers: Record<string, string>) => ({
  body: factories.faq(),
  headers: { 'content-type': 'application/json', ...headers },
});

describe('cross-site requests to /api/admin', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a state-changing request with %s (403)', async (_label, headers) => {
    const before = (await admin.get<unknown[]>('/api/admin/faqs')).body.length;
    const response = await admin.request('POST', '/api/admin/faqs', json(headers));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Anfrage von einer fremden Website abgelehnt.' });
    expect((await admin.get<unknown[]>('/api/admin/faqs')).body.length).toBe(before);
  });

  it('refuses a cross-site login attempt (login CSRF)', async () => {
    const response = await server.client().request('POST', '/api/admin/login', {
      body: { username: 'x', password: 'y' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the same request from this origin', async () => {
    const response = await admin.request(
      'POST',
      '/api/admin/faqs',
      json({ origin: server.baseUrl, 'sec-fetch-site': 'same-origin' }),
    );
    expect(response.status).toBe(201);
  });

  it('lets cross-site reads through (they cannot change anything)', async () => {
    const response = await admin.request('GET', '/api/admin/faqs', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a form post (a content type other than JSON) with 415', async () => {
    const response = await admin.request('POST', '/api/admin/faqs', {
      rawBody: 'question=Hallo+Welt&answer=Eine+Antwort+hier',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      message: 'Nur JSON-Anfragen (Content-Type: application/json) werden unterstützt.',
    });
  });
});

describe('with an https PUBLIC_URL', () => {
  // PUBLIC_URL https: the site runs behind a TLS proxy, the hop to Node is plain http.
  let secureServer: TestServer;
  beforeAll(async () => {
    secureServer = await startTestServer({ env: { PUBLIC_URL: 'https://agentur.example' } });
    await secureServer.createUser('secure-admin');
  });
  afterAll(() => secureServer.close());

  it('accepts requests whose Origin is the public URL', async () => {
    const admin = secureServer.client();
    await admin.login('secure-admin');
    const response = await admin.request('POST', '/api/admin/faqs', {
      body: { question: 'Geht das auch?', answer: 'Ja, über die öffentliche Adresse.' },
      headers: { origin: 'https://agentur.example' },
    });
    expect(response.status).toBe(201);
  });
});
