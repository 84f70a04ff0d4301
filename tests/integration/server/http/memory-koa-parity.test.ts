import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSED_PAGES, renderedPerRequest } from '@public-site/app/pages/registry.js';
import { CONTENT_TYPE_NAMES, publicContentPath } from '@shared/content-types.js';
import { seedIfEmpty } from '@server/seeds.js';
import { rawRequest, type RawResponse } from '@tests/helpers/raw-http.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Every prepared address (the pages without a search, the public lists) is answered two ways: by
 * Koa's middleware chain, and straight from memory (server/http/memory-responses.ts), which
 * applies the headers, caching, counting and logging by itself. Both must answer alike: status,
 * every header (security headers and CSP, Vary, ETag, Cache-Control, coding) and the bytes, and
 * count page views alike. A cross-cutting step added to Koa only fails here.
 */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Headers of the connection and the moment, not of the answer. */
const PER_MOMENT = new Set(['date', 'connection', 'keep-alive']);
const NOT_FROM_MEMORY = 599;

const PREPARED = [
  ...ADDRESSED_PAGES.filter(([, page]) => !renderedPerRequest(page)).map(([path]) => path),
  ...CONTENT_TYPE_NAMES.map((name) => publicContentPath(name)),
];

let server: TestServer;
const listeners: http.Server[] = [];
let koaUrl: string;
let memoryUrl: string;

async function listen(handler: http.RequestListener): Promise<string> {
  const listener = http.createServer(handler);
  listeners.push(listener);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.knex, server.config.uploadsDir);
  koaUrl = await listen(server.app.koa.callback());
  memoryUrl = await listen((req, res) => {
    if (server.app.answerFromMemory(req, res)) return;
    res.statusCode = NOT_FROM_MEMORY;
    res.end();
  });
});
afterAll(async () => {
  await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))));
  await server.close();
});

const headersOf = (response: RawResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_MOMENT.has(name)));

/**
 * The compressed copies are made in the background (gzip first, then brotli), and until then the
 * answer differs from the one after: wait until memory answers with brotli (or the body is too
 * small to be compressed at all).
 */
async function fromMemoryWhenReady(path: string, headers: Record<string, string>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const response = await rawRequest(`${memoryUrl}${path}`, { headers });
    const ready = response.headers['content-encoding'] === 'br' || response.bytes.length < 1024;
    if (response.status !== NOT_FROM_MEMORY && ready) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never answered from memory`);
}

const pageViewsToday = async () => {
  await server.app.services.pageViews.flush();
  const [row] = (await server.knex('page_views').sum({ views: 'count' })) as Array<{ views: number | null }>;
  return Number(row?.views ?? 0);
};

describe('memory and Koa answer every prepared address alike', () => {
  it.each(PREPARED)('%s', async (path) => {
    // Koa prepares the bytes (pages: one version for people, one for bots); then both answer
    // every variant of the request.
    await rawRequest(`${koaUrl}${path}`, { headers: { 'user-agent': BOT } });
    await rawRequest(`${koaUrl}${path}`, { headers: { 'user-agent': `${BROWSER} primer` } });
    await fromMemoryWhenReady(path, { 'accept-encoding': 'br', 'user-agent': BROWSER });
    await fromMemoryWhenReady(path, { 'accept-encoding': 'br', 'user-agent': BOT });

    const variants: Array<{ method?: string; headers: Record<string, string> }> = [
      { headers: { 'user-agent': BROWSER } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip, deflate, br, zstd' } },
      { headers: { 'user-agent': BOT, 'accept-encoding': 'br' } },
      { method: 'HEAD', headers: { 'user-agent': BROWSER, 'accept-encoding': 'br' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity' } },
      // Accept-Encoding as the libraries Koa reads it with weigh it (q-values, *, identity;q=0).
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'br;q=0.5, gzip;q=0.9' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip;q=0, br;q=0' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'BR' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': '*' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': '*;q=0.1, br;q=0' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity;q=0' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip, identity;q=0' } },
      { headers: { 'user-agent': BROWSER, 'accept-encoding': '' } },
      // Bots and browsers by User-Agent (none at all, a bot that names itself in lower case).
      { headers: { 'accept-encoding': 'br' } },
      { headers: { 'user-agent': 'curl/8.5.0', 'accept-encoding': 'gzip' } },
      { headers: { 'user-agent': 'mozilla/5.0 (compatible; bingbot/2.0)', 'accept-encoding': 'br' } },
      { method: 'HEAD', headers: { 'user-agent': BOT } },
    ];
    for (const variant of variants) {
      const throughKoa = await rawRequest(`${koaUrl}${path}`, variant);
      const fromMemory = await rawRequest(`${memoryUrl}${path}`, variant);
      const label = `${variant.method ?? 'GET'} ${path} ${JSON.stringify(variant.headers)}`;
      expect(fromMemory.status, label).toBe(throughKoa.status);
      expect(headersOf(fromMemory), label).toEqual(headersOf(throughKoa));
      expect(fromMemory.bytes.equals(throughKoa.bytes), label).toBe(true);

      // Revalidation with the ETag just received: 304 from both, with the same headers.
      const etag = String(throughKoa.headers.etag);
      const revalidate = { ...variant, headers: { ...variant.headers, 'if-none-match': etag } };
      const koa304 = await rawRequest(`${koaUrl}${path}`, revalidate);
      const memory304 = await rawRequest(`${memoryUrl}${path}`, revalidate);
      expect(koa304.status, label).toBe(304);
      expect(memory304.status, label).toBe(304);
      expect(headersOf(memory304), label).toEqual(headersOf(koa304));

      // If-None-Match as `fresh` reads it: lists, weak validators, `*`, and what makes it stale.
      const conditions: Array<Record<string, string>> = [
        { 'if-none-match': `"other", ${etag}` },
        { 'if-none-match': `"other",${etag} , "third"` },
        { 'if-none-match': `W/${etag}` },
        { 'if-none-match': '"other"' },
        { 'if-none-match': '*' },
        { 'if-none-match': etag, 'cache-control': 'no-cache' },
        { 'if-modified-since': 'Sun, 01 Jan 2040 00:00:00 GMT' },
        { 'if-none-match': etag, 'if-modified-since': 'Sun, 01 Jan 2040 00:00:00 GMT' },
      ];
      for (const condition of conditions) {
        const conditional = { ...variant, headers: { ...variant.headers, ...condition } };
        const koaAnswer = await rawRequest(`${koaUrl}${path}`, conditional);
        const memoryAnswer = await rawRequest(`${memoryUrl}${path}`, conditional);
        const conditionLabel = `${label} ${JSON.stringify(condition)}`;
        expect(memoryAnswer.status, conditionLabel).toBe(koaAnswer.status);
        expect(headersOf(memoryAnswer), conditionLabel).toEqual(headersOf(koaAnswer));
        expect(memoryAnswer.bytes.equals(koaAnswer.bytes), conditionLabel).toBe(true);
      }
    }
    // A query string names the same prepared bytes (the pages here have no search).
    const query = { headers: { 'user-agent': BROWSER, 'accept-encoding': 'br' } };
    const koaQuery = await rawRequest(`${koaUrl}${path}?utm_source=newsletter&x=%C3%A4`, query);
    const memoryQuery = await rawRequest(`${memoryUrl}${path}?utm_source=newsletter&x=%C3%A4`, query);
    expect(memoryQuery.status).toBe(koaQuery.status);
    expect(headersOf(memoryQuery)).toEqual(headersOf(koaQuery));
    expect(memoryQuery.bytes.equals(koaQuery.bytes)).toBe(true);
    // From memory indeed: the memory-only server would have answered 599 otherwise.
    expect((await rawRequest(`${memoryUrl}${path}`, variants[0]!)).headers['x-content-type-options']).toBe(
      'nosniff',
    );
  });

  it('counts no page view, through Koa or from memory: the page beacon counts (page-view-beacon.test.ts)', async () => {
    const before = await pageViewsToday();
    for (const url of [koaUrl, memoryUrl]) {
      for (const path of PREPARED) {
        const ua = `${BROWSER} ${url === koaUrl ? 'Koa/1' : 'Memory/1'}`;
        const page = await rawRequest(`${url}${path}`, { headers: { 'user-agent': ua } });
        expect(page.status).toBe(200);
        await rawRequest(`${url}${path}`, { method: 'HEAD', headers: { 'user-agent': `${ua} head` } });
        await rawRequest(`${url}${path}`, {
          headers: { 'user-agent': `${ua} again`, 'if-none-match': String(page.headers.etag) },
        });
      }
    }
    expect((await pageViewsToday()) - before).toBe(0);
  });
});
