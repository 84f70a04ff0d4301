import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { captureLogs, startTestServer, type TestServer } from '../../helpers/test-app.js';

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

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['yes', 1],
    ['1', 1],
    ['3', 3],
  ])('reads %j as %i proxies', (value, hops) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('refuses anything else at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });
});
