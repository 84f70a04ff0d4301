import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@server/seeds.js';
import { captureLogs, startTestServer, type TestServer } from '@tests/helpers/test-app.js';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/** Without compression, so the response does not depend on when the compressed copies are made. */
const PLAIN = { 'accept-encoding': 'identity', 'user-agent': BROWSER_UA };
/** Headers of the connection and the moment, not of the answer. */
const PER_MOMENT = new Set(['date', 'connection', 'keep-alive']);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.knex, server.config.uploadsDir);
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = PLAIN, method = 'GET') =>
  server.client().request(method, path, { headers });
const headersOf = (response: { headers: Headers }) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_MOMENT.has(name)));

describe('pages and lists served from memory', () => {
  it.each(['/', '/kontakt', '/api/faqs', '/api/streamers'])(
    '%s: the answer from memory is the one Koa sent when it prepared the bytes',
    async (path) => {
      // The first request finds nothing prepared: Koa renders or reads it. The second is answered
      // from memory.
      const throughKoa = await get(path);
      const fromMemory = await get(path);
      expect(fromMemory.status).toBe(200);
      expect(fromMemory.text).toBe(throughKoa.text);
      expect(headersOf(fromMemory)).toEqual(headersOf(throughKoa));
      expect(headersOf(fromMemory)['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers HEAD with the headers alone, a query string with the same page, and 304 as Koa does', async () => {
    const page = await get('/');
    const head = await get('/', PLAIN, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page.text)));
    expect((await get('/?utm_source=newsletter')).text).toBe(page.text);
    const revalidated = await get('/', {
      ...PLAIN,
      'cache-control': 'max-age=0',
      'if-none-match': page.headers.get('etag')!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect(revalidated.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('counts no page view from memory (the page beacon does), for a browser, a bot or a list', async () => {
    const admin = await server.adminClient();
    const today = async () =>
      (await admin.get<{ pageviews: { today: number } }>('/api/admin/stats')).body.pageviews.today;
    await get('/impressum'); // prepared through Koa
    await server.app.services.pageViews.flush();
    const before = await today();
    await get('/impressum', { ...PLAIN, 'user-agent': `${BROWSER_UA} Firefox/140.0` });
    await get('/impressum', { ...PLAIN, 'user-agent': `${BROWSER_UA} Firefox/140.0` });
    await get('/impressum', { ...PLAIN, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await get('/api/faqs', { ...PLAIN, 'user-agent': `${BROWSER_UA} Edge/140` });
    await server.app.services.pageViews.flush();
    expect((await today()) - before).toBe(0);
  });

  it('hands a request to Koa when answering from memory fails', async () => {
    const published = server.app.services.published;
    const peek = published.peek;
    published.peek = () => {
      throw new Error('broken memory');
    };
    try {
      const response = await get('/api/faqs');
      expect(response.status).toBe(200);
      expect((response.body as unknown[]).length).toBeGreaterThan(0);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      published.peek = peek;
    }
  });
});

describe('the request log of answers from memory', () => {
  it('has a line per answer, as Koa writes it: method, path without its query, status, time', async () => {
    const logs = captureLogs();
    const logged = await startTestServer({ logger: logs.logger });
    try {
      // Not seeded: seeding prepares the lists again, and their ETag would change under the test.
      const client = logged.client();
      // The first request prepares the bytes (Koa), the others are answered from memory.
      await client.request('GET', '/api/faqs', { headers: PLAIN });
      const fromMemory = await client.request('GET', '/api/faqs?q=private', { headers: PLAIN });
      await client.request('HEAD', '/', { headers: PLAIN });
      await client.request('GET', '/api/faqs', {
        // fetch adds Cache-Control: no-cache to a conditional request unless it names its own.
        headers: { ...PLAIN, 'cache-control': 'max-age=0', 'if-none-match': fromMemory.headers.get('etag')! },
      });
      const line = (method: string, path: string, status: number) => ({
        level: 30,
        time: expect.any(Number),
        method,
        path,
        status,
        ms: expect.any(Number),
        msg: 'request',
      });
      expect(logs.lines.filter((entry) => entry.msg === 'request').slice(-4)).toEqual([
        line('GET', '/api/faqs', 200),
        line('GET', '/api/faqs', 200),
        line('HEAD', '/', 200),
        line('GET', '/api/faqs', 304),
      ]);
      expect(JSON.stringify(logs.lines)).not.toContain('private');
    } finally {
      await logged.close();
    }
  });
});
