import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/test-app.js';

/**
 * Slow clients cannot hold a request open: headers and body each have REQUEST_TIMEOUT_SECONDS
 * (here shortened to 400 ms), an image upload UPLOAD_TIMEOUT_SECONDS (here 4 s).
 */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { requestTimeoutMs: 400, uploadTimeoutMs: 4000 } });
});
afterAll(() => server.close());

interface RawExchange {
  socket: net.Socket;
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
}

function connect(): Promise<RawExchange> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
      resolve({ socket, closed });
    });
    socket.on('error', reject);
  });
}

describe('timeouts against slow clients', () => {
  it('a body that does not arrive in time gets 408 with a German message, and the connection is closed', async () => {
    const { socket, closed } = await connect();
    socket.write(
      'POST /api/apply HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"tik',
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"message":"Die Anfrage kam zu langsam an und wurde abgebrochen."}');
  });

  it.each([
    ['answered 401 before its body is read', '/api/admin/faqs', /^HTTP\/1\.1 401 /],
    ['to a path without a handler', '/kontakt', /^HTTP\/1\.1 404 /],
  ])(
    'a slow body of a request %s is not waited for: the connection closes after the answer',
    async (_label, path, status) => {
      const { socket, closed } = await connect();
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

  it('headers that do not arrive in time end the connection with 408', async () => {
    const { socket, closed } = await connect();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an image upload has its own, longer allowance', async () => {
    const admin = await server.adminClient();
    const body = JSON.stringify({ image: PNG_DATA_URL, type: 'profile' });
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const { socket, closed } = await connect();
    socket.write(
      `POST /api/admin/upload HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nCookie: ${cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
    );
    // Longer than the ordinary request timeout, well within the upload's.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    socket.write(body.slice(40));
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain('"url":"/uploads/');
  });
});
