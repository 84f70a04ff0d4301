import http from 'node:http';
import zlib from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '@tests/helpers/raw-http.js';
import { sendPrepared } from '@server/http/send-prepared.js';
import { prepareBody, type PreparedBody } from '@server/prepared-body.js';

/** A Koa app with the same compression middleware as the server, sending whatever `current` is. */
let current: PreparedBody;
let url: string;
let httpServer: http.Server;
beforeAll(async () => {
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  app.use((ctx) => sendPrepared(ctx, current));
  httpServer = http.createServer(app.callback());
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as { port: number }).port}/`;
});
afterAll(() => new Promise((resolve) => httpServer.close(resolve)));

/** The raw response from the app above (the bytes on the wire, not decoded). */
const get = (headers: Record<string, string> = {}) => rawGet(url, headers);

const html = `<!DOCTYPE html><html lang="de"><body>${'<p>Werde TikTok LIVE Creator.</p>'.repeat(400)}</body></html>`;

describe('a prepared body', () => {
  it('is sent with a brotli, gzip or no coding as the client accepts, each copy with its own strong ETag', async () => {
    current = prepareBody('text/html; charset=utf-8', html);
    await current.ready;
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const plain = await get();
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.bytes).toString()).toBe(html);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.bytes).toString()).toBe(html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(html);
    expect(br.bytes.length).toBeLessThan(html.length / 10);
    const etags = [br, gzip, plain].map((response) => response.headers.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers 304 without a body when the client has these bytes', async () => {
    current = prepareBody('text/html; charset=utf-8', html);
    await current.ready;
    const first = await get({ 'accept-encoding': 'br' });
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    // Other bytes (a changed page) are sent in full.
    current = prepareBody('text/html; charset=utf-8', `${html}<!-- geändert -->`);
    await current.ready;
    expect((await get({ 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })).status).toBe(200);
  });

  it('before its copies are made, is compressed on the way out, under a weak ETag', async () => {
    current = prepareBody('text/html; charset=utf-8', html);
    const early = await get({ 'accept-encoding': 'gzip' });
    expect(early.headers.etag).toMatch(/^W\/"[^"]+"$/);
    expect(zlib.gunzipSync(early.bytes).toString()).toBe(html);
    await current.ready;
    expect((await get({ 'accept-encoding': 'gzip' })).headers.etag).toMatch(/^"[^"]+-gz"$/);
  });

  it('gets no compressed copies once it is outdated, and none below 1 KB', async () => {
    const outdated = new AbortController();
    outdated.abort();
    const skipped = prepareBody('text/html; charset=utf-8', html, outdated.signal);
    await skipped.ready;
    expect(skipped.gzip).toBeUndefined();
    expect(skipped.br).toBeUndefined();

    current = prepareBody('application/json; charset=utf-8', '{"kurz":true}');
    await current.ready;
    const small = await get({ 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.bytes.toString()).toBe('{"kurz":true}');
    expect(small.headers.etag).toMatch(/^"[^"]+"$/);
  });
});
