import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countPageViews } from '@server/middlewares/page-views.js';
import type { PageViewCounter } from '@server/services/page-views.js';
import { createUniqueVisits, type UniqueVisits } from '@server/services/unique-visits.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HTML = '<!doctype html><html><body>Seite</body></html>';

describe('countPageViews middleware', () => {
  const record = vi.fn();
  const counter = { record, flush: vi.fn(), close: vi.fn() } as unknown as PageViewCounter;
  let server: http.Server;
  let port: number;
  // Each test starts with a client that has not been seen yet.
  let visits: UniqueVisits;

  beforeAll(async () => {
    const app = new Koa();
    app.use(countPageViews(counter, { isFirst: (...visit) => visits.isFirst(...visit) }));
    app.use((ctx) => {
      if (ctx.path === '/missing') {
        ctx.status = 404;
        ctx.type = 'html';
        ctx.body = '<!doctype html><p>Nicht gefunden</p>';
      } else if (ctx.path === '/api/x' || ctx.path === '/data.json') {
        ctx.body = { ok: true };
      } else if (ctx.path === '/moved') {
        ctx.redirect('/');
      } else {
        // Every other path (/, /admin, /api/page, /uploads/..., /assets/...) answers an HTML page.
        ctx.type = 'html';
        ctx.body = HTML;
      }
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

  /** node:http sends exactly the headers given (fetch would add its own user agent). */
  function send(
    urlPath: string,
    { method = 'GET', userAgent = CHROME }: { method?: string; userAgent?: string | null } = {},
  ) {
    const headers: Record<string, string> = { accept: 'text/html' };
    if (userAgent !== null) headers['user-agent'] = userAgent;
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, path: urlPath, method, headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  it('counts a browser GET of an HTML page answered 200', async () => {
    const response = await send('/');
    expect(response.status).toBe(200);
    expect(response.type).toContain('text/html');
    expect(response.body).toBe(HTML);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('counts each page once per client, and pages whose path only starts like an excluded one', async () => {
    for (const url of [
      '/',
      '/ueber-uns',
      '/administration',
      '/apix',
      '/assets-info',
      '/uploadsfoo',
      // The same page as "/": a query string does not make another page.
      '/?q=1',
    ]) {
      const response = await send(url);
      expect(response.status).toBe(200);
      expect(response.type).toContain('text/html');
    }
    expect(record).toHaveBeenCalledTimes(6);
  });

  it('counts 1,000 reloads of one page by one client as one view', async () => {
    for (let reload = 0; reload < 1000; reload++) await send('/');
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('counts letter-case and trailing-slash variants of a page as that page', async () => {
    for (const url of ['/kontakt', '/Kontakt', '/KONTAKT/', '/kontakt//']) await send(url);
    expect(record).toHaveBeenCalledTimes(1);
  });

  it('counts different browsers on the same address as different visitors', async () => {
    await send('/');
    await send('/', { userAgent: CHROME.replace('Windows NT 10.0', 'X11; Linux x86_64') });
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('does not count Googlebot', async () => {
    const response = await send('/', { userAgent: GOOGLEBOT });
    expect(response.status).toBe(200);
    expect(response.body).toBe(HTML);
    expect(record).not.toHaveBeenCalled();
  });

  it('does not count other bots and crawlers', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'python-requests/2.31.0',
    ]) {
      expect((await send('/', { userAgent })).status).toBe(200);
    }
    expect(record).not.toHaveBeenCalled();
  });

  it('does not count a request with an empty or missing user agent', async () => {
    expect((await send('/', { userAgent: '' })).status).toBe(200);
    expect((await send('/', { userAgent: null })).status).toBe(200);
    expect(record).not.toHaveBeenCalled();
  });

  it('does not count a JSON response', async () => {
    const response = await send('/data.json');
    expect(response.status).toBe(200);
    expect(response.type).toContain('application/json');
    expect(JSON.parse(response.body)).toEqual({ ok: true });
    expect(record).not.toHaveBeenCalled();
  });

  it('does not count a 404 page', async () => {
    const response = await send('/missing');
    expect(response.status).toBe(404);
    expect(response.type).toContain('text/html');
    expect(record).not.toHaveBeenCalled();
  });

  it('does not count a redirect', async () => {
    const response = await send('/moved');
    expect(response.status).toBe(302);
    expect(record).not.toHaveBeenCalled();
  });

  it.each([['HEAD'], ['POST']])('does not count a %s request', async (method) => {
    const response = await send('/', { method });
    expect(response.status).toBe(200);
    expect(response.type).toContain('text/html');
    expect(record).not.toHaveBeenCalled();
  });

  it.each([
    ['/admin'],
    ['/admin/'],
    ['/admin/streamers'],
    ['/api'],
    ['/api/page'],
    ['/uploads/a.html'],
    ['/assets/index.html'],
  ])('does not count the HTML answer of %s', async (url) => {
    const response = await send(url);
    expect(response.status).toBe(200);
    expect(response.type).toContain('text/html');
    expect(response.body).toBe(HTML);
    expect(record).not.toHaveBeenCalled();
  });

  it('does not count the JSON answer of /api/x', async () => {
    const response = await send('/api/x');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ ok: true });
    expect(record).not.toHaveBeenCalled();
  });
});
