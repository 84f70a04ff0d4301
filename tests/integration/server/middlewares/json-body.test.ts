import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { connect } from '@tests/helpers/raw-http.js';
import { expectError } from '@tests/helpers/responses.js';
import {
  captureLogs,
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '@tests/helpers/test-app.js';

const CORRUPT = 'Die Anfrage konnte nicht entpackt werden (beschädigte Komprimierung).';
const UNSUPPORTED = 'Diese Komprimierung (Content-Encoding) wird nicht unterstützt: gzip, deflate oder br.';

type Json = Record<string, unknown>;

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
const logs = captureLogs('warn');
/** A stored record behind each `{id}` path below. */
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  visitor = server.client();
  admin = await server.adminClient();
  for (const [entity, body] of [
    ['highlights', factories.highlight()],
    ['faqs', factories.faq()],
  ] as const) {
    ids[entity] = (await admin.post<Json>(`/api/admin/${entity}`, body)).body.id as number;
  }
  expect((await visitor.post('/api/apply', factories.application())).status).toBe(201);
  ids.applications = (await admin.get<Json[]>('/api/admin/applications')).body[0]?.id as number;
  expect(Object.values(ids)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
});
afterAll(() => server.close());

/** Replaces `{id}` with the id of the record stored for the entity named in the path. */
function resolve(path: string): string {
  const entity = /^\/api\/admin\/([a-z]+)\/\{id\}$/.exec(path)?.[1];
  return entity ? path.replace('{id}', String(ids[entity])) : path;
}

function clientFor(path: string): TestClient {
  return path.startsWith('/api/admin/') && path !== '/api/admin/login' ? admin : visitor;
}

async function send(method: string, path: string, body: unknown): Promise<TestResponse> {
  return clientFor(path).request(method, resolve(path), { body });
}

const post = (path: string, encoding: string, body: Uint8Array) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body: new Uint8Array(body),
  });

describe('compressed request bodies', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'a corrupt %s body answers 400 with a German message, never 500',
    async (encoding) => {
      for (const path of ['/api/apply', '/api/admin/login']) {
        const response = await post(path, encoding, Buffer.from('definitely not compressed'));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: CORRUPT });
      }
      expect(logs.lines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    },
  );

  it.each([
    ['gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['br', zlib.brotliCompressSync],
  ] as const)('a valid %s body is accepted', async (encoding, compress) => {
    const response = await post(
      '/api/apply',
      encoding,
      compress(Buffer.from(JSON.stringify(factories.application()))),
    );
    expect(response.status).toBe(201);
  });

  it('an encoding the server does not know answers 415 naming the ones it does', async () => {
    const response = await post('/api/apply', 'zstd', Buffer.from('{}'));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: UNSUPPORTED });
  });
});

describe('malformed and non-object JSON bodies', () => {
  const routes: [string, string][] = [
    ['POST', '/api/apply'],
    ['POST', '/api/contact'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/faqs'],
    ['PATCH', '/api/admin/highlights/{id}'],
    ['PATCH', '/api/admin/applications/{id}'],
    ['POST', '/api/admin/upload'],
  ];
  const jsonHeaders = { 'content-type': 'application/json' };

  it.each(routes)('%s %s answers 400 for malformed JSON', async (method, path) => {
    const response = await clientFor(path).request(method, resolve(path), {
      rawBody: '{"title": "offen',
      headers: jsonHeaders,
    });
    expectError(response, 400, { message: HTTP.invalidJson });
  });

  it.each(routes)('%s %s answers 400 for a JSON array', async (method, path) => {
    const response = await clientFor(path).request(method, resolve(path), {
      rawBody: '[{"title": "x"}]',
      headers: jsonHeaders,
    });
    expectError(response, 400, { message: HTTP.bodyNotObject });
  });

  it.each([
    ['a number', '42'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['true', 'true'],
  ])('answers 400 (never 500) for %s as body', async (_label, rawBody) => {
    for (const [method, path] of routes) {
      const response = await clientFor(path).request(method, resolve(path), {
        rawBody,
        headers: jsonHeaders,
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ message: expect.any(String) });
      expect([HTTP.invalidJson, HTTP.bodyNotObject]).toContain((response.body as Json).message);
    }
  });

  it('answers 400 (never 500) for a body with a __proto__ key', async () => {
    const response = await admin.request('POST', '/api/admin/faqs', {
      rawBody: '{"__proto__": {"question": "Wie geht das?", "answer": "So geht das, ganz einfach."}}',
      headers: jsonHeaders,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect([HTTP.invalidJson, HTTP.invalidInputStaff]).toContain((response.body as Json).message);
  });
});

describe('content type', () => {
  const routes: [string, string][] = [
    ['POST', '/api/apply'],
    ['POST', '/api/contact'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/streamers'],
    ['PATCH', '/api/admin/faqs/{id}'],
    ['POST', '/api/admin/upload'],
  ];
  const bodies: [string, string][] = [
    ['text/plain', JSON.stringify(factories.contact())],
    ['application/x-www-form-urlencoded', 'name=Max&email=max%40example.org'],
  ];
  const rows = routes.flatMap(([method, path]) =>
    bodies.map(([contentType, rawBody]) => ({ method, path, contentType, rawBody })),
  );

  it.each(rows)(
    '$method $path answers 415 for $contentType with a body',
    async ({ method, path, contentType, rawBody }) => {
      const response = await clientFor(path).request(method, resolve(path), {
        rawBody,
        headers: { 'content-type': contentType },
      });
      expectError(response, 415, { message: HTTP.unsupportedMediaType });
    },
  );

  it('accepts application/json with a charset parameter', async () => {
    const response = await visitor.request('POST', '/api/contact', {
      rawBody: JSON.stringify(factories.contact()),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Nachricht gesendet' });
  });

  it('needs no content type for a request without body (DELETE)', async () => {
    const created = await admin.post<Json>('/api/admin/faqs', factories.faq());
    expect(created.status).toBe(201);
    const response = await admin.delete(`/api/admin/faqs/${String(created.body.id)}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });
});

describe('body size', () => {
  const big = 'x'.repeat(101 * 1024);
  it.each<[string, string, Json]>([
    ['POST', '/api/apply', factories.application({ currentAgency: big })],
    ['POST', '/api/contact', factories.contact({ message: big })],
    ['POST', '/api/admin/login', { username: 'x', password: big }],
    ['POST', '/api/admin/faqs', factories.faq({ answer: big })],
    ['PATCH', '/api/admin/highlights/{id}', { description: big }],
  ])('%s %s answers 413 for a body over 100 KB', async (method, path, body) => {
    expectError(await send(method, path, body), 413, { message: HTTP.payloadTooLarge });
  });

  it('accepts a body of just under 100 KB on a normal route (answers about the content, not the size)', async () => {
    const response = await visitor.post(
      '/api/contact',
      factories.contact({ message: 'x'.repeat(99 * 1024) }),
    );
    // The message is longer than the 5000 characters the schema allows; the point is that it is not 413.
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: HTTP.invalidInput,
      errors: { message: 'Höchstens 5000 Zeichen erlaubt' },
    });
  });
});

describe('timeouts against slow clients', () => {
  // Headers and bodies get REQUEST_TIMEOUT_SECONDS, here shortened to 400 ms.
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ config: { requestTimeoutMs: 400, uploadTimeoutMs: 4000 } });
  });
  afterAll(() => slow.close());

  it('a body that does not arrive in time gets 408 with a German message, and the connection is closed', async () => {
    const { socket, closed } = await connect(slow.baseUrl);
    socket.write(
      'POST /api/apply HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"tik',
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"message":"Die Anfrage kam zu langsam an und wurde abgebrochen."}');
  });

  it('the page-view beacon’s text body too (its own reader)', async () => {
    const { socket, closed } = await connect(slow.baseUrl);
    socket.write(
      `POST /api/pageview HTTP/1.1\r\nHost: localhost\r\nSec-Fetch-Site: same-origin\r\n` +
        'Content-Type: text/plain\r\nContent-Length: 20\r\n\r\n/kon',
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('{"message":"Die Anfrage kam zu langsam an und wurde abgebrochen."}');
  });
});
