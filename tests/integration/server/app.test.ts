import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

describe('with an https PUBLIC_URL', () => {
  // PUBLIC_URL https: the site runs behind a TLS proxy, the hop to Node is plain http.
  let secureServer: TestServer;
  beforeAll(async () => {
    secureServer = await startTestServer({ env: { PUBLIC_URL: 'https://agentur.example' } });
  });
  afterAll(() => secureServer.close());

  it('sends HSTS', async () => {
    const response = await secureServer.client().get('/healthz');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
