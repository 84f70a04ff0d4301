import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

// The default lifetimes (idle 2 h, absolute 12 h), watched on the app's clock instead of waited for.
const MINUTE = 60_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.createUser('anna');
});
afterAll(() => server.close());

describe('admin session lifetime', () => {
  it('ends a session that stays idle longer than the idle timeout', async () => {
    const admin = await server.adminClient();
    expect((await admin.get('/api/admin/user')).status).toBe(200);
    server.clock.advance(119 * MINUTE);
    expect((await admin.get('/api/admin/user')).status).toBe(200);
    server.clock.advance(120 * MINUTE + 1);
    expect((await admin.get('/api/admin/user')).status).toBe(401);
  });

  it('keeps an active session past the idle timeout, but not past the absolute lifetime', async () => {
    const admin = await server.adminClient();
    // Each request renews the idle timeout: a request every 100 minutes for 11 h 40 min.
    for (let step = 1; step <= 7; step++) {
      server.clock.advance(100 * MINUTE);
      expect((await admin.get('/api/admin/user')).status).toBe(200);
    }
    server.clock.advance(20 * MINUTE);
    expect((await admin.get('/api/admin/user')).status).toBe(401);
  });
});

describe('POST /api/admin/login', () => {
  it('marks the session cookie HttpOnly, SameSite=Strict, scoped to /api/admin, not Secure over http', async () => {
    const response = await server.client().login('anna');
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('agency.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=strict/i);
    expect(cookie).toMatch(/;\s*path=\/api\/admin/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
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

  it('marks the session cookie Secure (and still HttpOnly, SameSite=Strict)', async () => {
    const response = await secureServer.client().login('secure-admin');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('agency.sid='));
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=strict/i);
  });
});
