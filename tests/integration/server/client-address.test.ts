import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THROTTLE_TABLE } from '@server/auth/login-throttle.js';
import { captureLogs, startTestServer, TEST_PASSWORD, type TestServer } from '@tests/helpers/test-app.js';

/**
 * TRUST_PROXY is the number of reverse proxies in front. The client address (used by the login
 * throttle, the form limits and the security log) is that many X-Forwarded-For entries from the
 * right; everything further left is written by the client itself.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function loggedAddress(trustProxy: string | undefined, forwardedFor: string): Promise<unknown> {
  const logs = captureLogs();
  server = await startTestServer({
    env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
    logger: logs.logger,
  });
  const response = await server.client().request('POST', '/api/admin/login', {
    body: { username: 'nobody', password: 'wrong' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(response.status).toBe(401);
  return logs.lines.find((line) => line.event === 'login.failure')?.ip;
}

describe('client address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await loggedAddress(undefined, '203.0.113.1')).toBe('127.0.0.1');
  });

  it('takes the right-most entry with one proxy (TRUST_PROXY=1)', async () => {
    expect(await loggedAddress('1', '6.6.6.6, 203.0.113.1')).toBe('203.0.113.1');
  });

  it('keeps TRUST_PROXY=true meaning one proxy', async () => {
    expect(await loggedAddress('true', '6.6.6.6, 203.0.113.2')).toBe('203.0.113.2');
  });

  it('takes the second entry from the right with two proxies (TRUST_PROXY=2)', async () => {
    expect(await loggedAddress('2', '6.6.6.6, 203.0.113.3, 10.0.0.2')).toBe('203.0.113.3');
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  // One proxy in front; five wrong passwords lock a username from one address.
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      env: { TRUST_PROXY: '1' },
      throttleLimits: { perUserAndAddress: 5, perAddress: 8, perUser: 10, windowSeconds: 900 },
    });
    await proxied.createUser('anna');
  });
  afterAll(() => proxied.close());
  beforeEach(() => proxied.knex(THROTTLE_TABLE).del());

  /** A login as sent through the proxy: `forwardedFor` is the X-Forwarded-For header nginx passes on. */
  const loginVia = (forwardedFor: string, username: string, password = TEST_PASSWORD) =>
    proxied.client().request('POST', '/api/admin/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes the right-most X-Forwarded-For entry: made-up entries on the left do not escape the lock', async () => {
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await loginVia(`10.0.${attempt}.1, 203.0.113.77`, 'anna', 'wrong');
      expect(response.status).toBe(attempt <= 5 ? 401 : 429);
    }
    expect((await loginVia('10.99.0.1, 203.0.113.77', 'anna')).status).toBe(429);
  });
});
