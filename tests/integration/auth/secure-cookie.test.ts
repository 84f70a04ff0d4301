import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-app.js';

// PUBLIC_URL https: the site runs behind a TLS proxy, the hop to Node is plain http.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://agentur.example' } });
  await server.createUser('secure-admin');
});
afterAll(() => server.close());

describe('with an https PUBLIC_URL', () => {
  it('marks the session cookie Secure (and still HttpOnly, SameSite=Strict)', async () => {
    const response = await server.client().login('secure-admin');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('agency.sid='));
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=strict/i);
  });

  it('accepts requests whose Origin is the public URL', async () => {
    const admin = server.client();
    await admin.login('secure-admin');
    const response = await admin.request('POST', '/api/admin/faqs', {
      body: { question: 'Geht das auch?', answer: 'Ja, über die öffentliche Adresse.' },
      headers: { origin: 'https://agentur.example' },
    });
    expect(response.status).toBe(201);
  });

  it('sends HSTS', async () => {
    const response = await server.client().get('/healthz');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
