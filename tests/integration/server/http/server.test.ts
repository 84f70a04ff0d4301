import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@tests/helpers/raw-http.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Slow clients cannot hold a connection: the headers must arrive within REQUEST_TIMEOUT_SECONDS
 * (here shortened to 400 ms).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { requestTimeoutMs: 400, uploadTimeoutMs: 4000 } });
});
afterAll(() => server.close());

describe('timeouts against slow clients', () => {
  it('headers that do not arrive in time end the connection with 408', async () => {
    const { socket, closed } = await connect(server.baseUrl);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });
});
