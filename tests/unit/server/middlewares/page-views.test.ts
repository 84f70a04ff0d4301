import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@shared/messages.js';
import { errorHandler } from '@server/middlewares/error-handler.js';
import { COUNTED_PAGES, pageViewBeacon } from '@server/middlewares/page-views.js';
import type { PageViewCounter } from '@server/services/page-views.js';
import { createUniqueVisits, type UniqueVisits } from '@server/services/unique-visits.js';
import { createLogger } from '@server/logger.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const TEXT = 'text/plain;charset=UTF-8';

describe('pageViewBeacon middleware (POST /api/pageview)', () => {
  const record = vi.fn();
  const counter = { record, flush: vi.fn(), close: vi.fn() } as unknown as PageViewCounter;
  let server: http.Server;
  let port: number;
  // Each test starts with a client that has not been seen yet.
  let visits: UniqueVisits;

  beforeAll(async () => {
    const app = new Koa();
    app.use(errorHandler(createLogger('silent')));
    app.use(
      pageViewBeacon(
        counter,
        { isFirst: (ip, userAgent, page) => visits.isFirst(ip, userAgent, page) },
        { publicUrl: 'https://agentur.example', requestTimeoutMs: 5_000 },
      ),
    );
    app.use((ctx) => {
      ctx.type = 'html';
      ctx.body = 'weiter';
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    record.mockClear();
    visits = createUniqueVisits();
  });

  /** node:http sends exactly the headers given (fetch would add its own). */
  function send(
    body: string | null,
    {
      method = 'POST',
      path = '/api/pageview',
      userAgent = CHROME,
      headers = {},
    }: { method?: string; path?: string; userAgent?: string | null; headers?: Record<string, string> } = {},
  ) {
    const all: Record<string, string> = { 'content-type': TEXT, ...headers };
    if (userAgent !== null) all['user-agent'] = userAgent;
    all['content-length'] = String(body === null ? 0 : Buffer.byteLength(body));
    return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path, method, headers: all }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
          );
        });
        request.on('error', reject);
        request.end(body ?? undefined);
      },
    );
  }

  it('counts the page a browser names, answering 204 without a body or a cookie', async () => {
    const response = await send('/kontakt');
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(record).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith({ address: '127.0.0.1', userAgent: CHROME, page: '/kontakt' });
  });

  it('counts 1,000 beacons of one client for one page as one view, and its other pages apart', async () => {
    for (let reload = 0; reload < 1000; reload++) expect((await send('/')).status).toBe(204);
    expect(record).toHaveBeenCalledTimes(1);
    for (const page of ['/kontakt', '/Kontakt/', '/KONTAKT', '/impressum']) await send(page);
    expect(record).toHaveBeenCalledTimes(3);
  });

  it('counts every public page with an address, but not the token pages of the newsletter', async () => {
    expect(COUNTED_PAGES).toContain('/');
    expect(COUNTED_PAGES).toContain('/datenschutz');
    expect(COUNTED_PAGES).toContain('/newsletter');
    expect(COUNTED_PAGES).not.toContain('/newsletter/bestaetigen');
    expect(COUNTED_PAGES).not.toContain('/newsletter/abmelden');
    for (const page of COUNTED_PAGES) expect((await send(page)).status).toBe(204);
    expect(record).toHaveBeenCalledTimes(COUNTED_PAGES.size);
  });

  it.each([
    ['/newsletter/bestaetigen'],
    ['/newsletter/abmelden'],
    ['/gibt-es-nicht'],
    ['/admin'],
    ['/api/faqs'],
  ])('answers %s 204 alike and counts nothing', async (page) => {
    const response = await send(page);
    expect(response.status).toBe(204);
    expect(record).not.toHaveBeenCalled();
  });

  it.each([
    ['Googlebot', GOOGLEBOT],
    ['curl', 'curl/8.5.0'],
    ['an empty user agent', ''],
  ])('answers %s 204 and counts nothing', async (_name, userAgent) => {
    expect((await send('/', { userAgent })).status).toBe(204);
    expect(record).not.toHaveBeenCalled();
  });

  it('counts nothing for a request without a user agent', async () => {
    expect((await send('/', { userAgent: null })).status).toBe(204);
    expect(record).not.toHaveBeenCalled();
  });

  it.each([['kontakt'], ['https://evil.example/'], ['/mit leerzeichen'], ['/ümlaut'], ['/a\u0000b'], ['']])(
    'refuses the body %j with a German 400',
    async (body) => {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ message: errorMessages.invalidPagePath });
      expect(record).not.toHaveBeenCalled();
    },
  );

  it('refuses a request without a body with a German 400', async () => {
    const response = await send(null);
    expect(response.status).toBe(400);
    expect(record).not.toHaveBeenCalled();
  });

  it('refuses JSON and form bodies with 415, and compressed ones too', async () => {
    const refused: Array<Record<string, string>> = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-encoding': 'gzip' },
    ];
    for (const headers of refused) {
      const response = await send('/', { headers });
      expect(response.status).toBe(415);
      expect(JSON.parse(response.body)).toMatchObject({ message: errorMessages.textOnly });
    }
    expect(record).not.toHaveBeenCalled();
  });

  it('refuses a body over 512 bytes with 413', async () => {
    expect((await send(`/${'a'.repeat(511)}`)).status).toBe(204);
    const response = await send(`/${'a'.repeat(512)}`);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ message: errorMessages.payloadTooLarge });
    expect(record).not.toHaveBeenCalled();
  });

  it('refuses a beacon from another site with 403, and takes one from this site or PUBLIC_URL', async () => {
    const crossSite = await send('/', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await send('/', { headers: { origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    expect(record).not.toHaveBeenCalled();
    const sameOrigin = await send('/', {
      headers: { 'sec-fetch-site': 'same-origin', origin: `http://127.0.0.1:${port}` },
    });
    expect(sameOrigin.status).toBe(204);
    const publicUrl = await send('/kontakt', { headers: { origin: 'https://agentur.example' } });
    expect(publicUrl.status).toBe(204);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('leaves other methods and addresses to the next middleware', async () => {
    expect((await send(null, { method: 'GET', headers: { 'content-type': '' } })).body).toBe('weiter');
    expect((await send('/', { path: '/api/pageviews' })).body).toBe('weiter');
    expect((await send('/', { path: '/' })).body).toBe('weiter');
    expect(record).not.toHaveBeenCalled();
  });
});
