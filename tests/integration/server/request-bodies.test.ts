import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, factories, startTestServer, type TestServer } from '../../helpers/test-app.js';

const CORRUPT = 'Die Anfrage konnte nicht entpackt werden (beschädigte Komprimierung).';
const UNSUPPORTED = 'Diese Komprimierung (Content-Encoding) wird nicht unterstützt: gzip, deflate oder br.';

let server: TestServer;
const logs = captureLogs('warn');
beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
});
afterAll(() => server.close());

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
