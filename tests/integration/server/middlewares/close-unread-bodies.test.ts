import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@tests/helpers/raw-http.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * A request answered before its body was read must not wait for the rest of a slow body. The
 * request timeout is shortened to 400 ms, so a connection left open would end in Node's own 408.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { requestTimeoutMs: 400, uploadTimeoutMs: 4000 } });
});
afterAll(() => server.close());

describe('timeouts against slow clients', () => {
  it.each([
    ['answered 401 before its body is read', '/api/admin/faqs', /^HTTP\/1\.1 401 /],
    ['to a path without a handler', '/kontakt', /^HTTP\/1\.1 404 /],
  ])(
    'a slow body of a request %s is not waited for: the connection closes after the answer',
    async (_label, path, status) => {
      const { socket, closed } = await connect(server.baseUrl);
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"q`,
      );
      const answer = await closed;
      expect(answer).toMatch(status);
      // The answer itself announces the close (not a later 408 of Node's own request timeout).
      expect(answer.slice(0, answer.indexOf('\r\n\r\n'))).toMatch(/connection: close/i);
      expect(answer).not.toMatch(/ 408 /);
    },
  );
});
