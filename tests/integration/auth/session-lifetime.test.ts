import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-app.js';

// The default lifetimes (idle 2 h, absolute 12 h), watched on the app's clock instead of waited for.
const MINUTE = 60_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
