import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-app.js';

// Short lifetimes so the test can watch them pass: idle 1.5 s, absolute 3 s.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { sessionIdleMs: 1500, sessionAbsoluteMs: 3000 } });
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admin session lifetime', () => {
  it('ends a session that stays idle longer than the idle timeout', async () => {
    const admin = await server.adminClient();
    expect((await admin.get('/api/admin/user')).status).toBe(200);
    await sleep(1900);
    expect((await admin.get('/api/admin/user')).status).toBe(401);
  });

  it('keeps an active session past the idle timeout, but not past the absolute lifetime', async () => {
    const admin = await server.adminClient();
    const started = Date.now();
    // Each request renews the idle timeout.
    while (Date.now() - started < 2500) {
      expect((await admin.get('/api/admin/user')).status).toBe(200);
      await sleep(700);
    }
    await sleep(Math.max(0, 3100 - (Date.now() - started)));
    expect((await admin.get('/api/admin/user')).status).toBe(401);
  });
});
