import { manualClock } from '../../helpers/clock.js';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKnex, migrateToLatest } from '../../../db/connection.js';
import { createLogger } from '../../../server/logger.js';
import { countPageViews } from '../../../server/middlewares/page-views.js';
import { createPageViewCounter, hourOf, type PageViewCounter } from '../../../server/services/page-views.js';
import { createUniqueVisits, type UniqueVisits } from '../../../server/services/unique-visits.js';

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

describe('createUniqueVisits', () => {
  const START = Date.parse('2026-11-23T10:00:00+01:00');

  it('knows a client for 30 minutes per page, then counts it again', () => {
    let clock = START;
    const visits = createUniqueVisits({ now: () => clock });
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
    clock += 29 * 60_000;
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(false);
    expect(visits.isFirst('203.0.113.1', CHROME, '/kontakt')).toBe(true);
    expect(visits.isFirst('203.0.113.2', CHROME, '/')).toBe(true);
    clock += 60_001;
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
  });

  it('starts afresh with a new salt on a new Berlin day', () => {
    let clock = Date.parse('2026-11-23T23:50:00+01:00');
    const visits = createUniqueVisits({ now: () => clock });
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
    clock += 15 * 60_000; // 00:05 the next day, within 30 minutes
    expect(visits.isFirst('203.0.113.1', CHROME, '/')).toBe(true);
  });

  it('forgets the oldest clients beyond its capacity instead of growing without bound', () => {
    const visits = createUniqueVisits({ maxEntries: 100, now: () => START });
    for (let client = 0; client < 150; client++) visits.isFirst(`10.0.0.${client}`, CHROME, '/');
    expect(visits.isFirst('10.0.0.149', CHROME, '/')).toBe(false);
    expect(visits.isFirst('10.0.0.0', CHROME, '/')).toBe(true);
  });
});

describe('createPageViewCounter batching', () => {
  const HOUR_MS = 3_600_000;
  const BASE_HOUR = hourOf(Date.UTC(2026, 10, 23, 9, 0, 0));
  let dir: string;
  let knex: Knex;
  let counter: PageViewCounter;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-views-unit-'));
    knex = createKnex(path.join(dir, 'test.sqlite'));
    await migrateToLatest(knex);
  });
  afterAll(async () => {
    await knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await knex('page_views').del();
    // A long interval, so only explicit flushes write.
    counter = createPageViewCounter({
      knex,
      logger: createLogger('silent'),
      clock,
      flushEveryMs: 60 * 60_000,
    });
  });
  afterEach(async () => {
    await counter.close();
  });

  const rows = () => knex('page_views').select('hour', 'count').orderBy('hour');
  const clock = manualClock(BASE_HOUR * HOUR_MS);
  /** A view at that moment. */
  const recordAt = (target: PageViewCounter, time: number) => {
    clock.set(time);
    target.record();
  };

  it('writes nothing to the database until flush()', async () => {
    for (let i = 0; i < 1000; i++) recordAt(counter, BASE_HOUR * HOUR_MS + i);
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 1000 }]);
  });

  it('writes one row per hour with the summed count', async () => {
    for (let i = 0; i < 1000; i++) {
      // 600 views in the first hour (spread over it), 400 in the next one.
      const time = i < 600 ? BASE_HOUR * HOUR_MS + i * 5_999 : (BASE_HOUR + 1) * HOUR_MS + (i - 600) * 8_999;
      recordAt(counter, time);
    }
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([
      { hour: BASE_HOUR, count: 600 },
      { hour: BASE_HOUR + 1, count: 400 },
    ]);
  });

  it('adds up the counts of successive flushes (upsert increments)', async () => {
    for (let i = 0; i < 10; i++) recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.flush();
    for (let i = 0; i < 5; i++) recordAt(counter, BASE_HOUR * HOUR_MS + HOUR_MS - 1);
    recordAt(counter, (BASE_HOUR + 2) * HOUR_MS);
    await counter.flush();
    expect(await rows()).toEqual([
      { hour: BASE_HOUR, count: 15 },
      { hour: BASE_HOUR + 2, count: 1 },
    ]);
  });

  it('increments a counter that already exists in the database', async () => {
    await knex('page_views').insert({ hour: BASE_HOUR, count: 41 });
    recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.flush();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 42 }]);
  });

  it('does not write again when nothing is pending', async () => {
    recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.flush();
    const queries: string[] = [];
    const onQuery = (query: { sql: string }) => queries.push(query.sql);
    knex.on('query', onQuery);
    try {
      await counter.flush();
      await counter.flush();
    } finally {
      knex.off('query', onQuery);
    }
    expect(queries).toEqual([]);
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 1 }]);
  });

  it("counts in the hour of the app's clock", async () => {
    recordAt(counter, (BASE_HOUR + 5) * HOUR_MS + 59 * 60_000);
    await counter.flush();
    expect(await rows()).toEqual([{ hour: BASE_HOUR + 5, count: 1 }]);
  });

  it('writes pending counts on close()', async () => {
    recordAt(counter, BASE_HOUR * HOUR_MS);
    recordAt(counter, BASE_HOUR * HOUR_MS);
    await counter.close();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 2 }]);
  });

  it('flushes by itself on its interval', async () => {
    const quick = createPageViewCounter({ knex, logger: createLogger('silent'), clock, flushEveryMs: 20 });
    try {
      recordAt(quick, BASE_HOUR * HOUR_MS);
      await vi.waitFor(async () => expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 1 }]), {
        timeout: 2000,
        interval: 20,
      });
    } finally {
      await quick.close();
    }
  });

  it('keeps the counts for the next flush when a write fails', async () => {
    const failing = createPageViewCounter({
      knex,
      logger: createLogger('silent'),
      clock,
      flushEveryMs: 60 * 60_000,
    });
    await knex.schema.renameTable('page_views', 'page_views_away');
    try {
      for (let i = 0; i < 3; i++) recordAt(failing, BASE_HOUR * HOUR_MS);
      await failing.flush(); // fails (no table) and is logged, not thrown
    } finally {
      await knex.schema.renameTable('page_views_away', 'page_views');
    }
    recordAt(failing, BASE_HOUR * HOUR_MS);
    await failing.close();
    expect(await rows()).toEqual([{ hour: BASE_HOUR, count: 4 }]);
  });
});
