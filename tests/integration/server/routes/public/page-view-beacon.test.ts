import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageViewStats } from '@shared/api-types.js';
import { PAGE_VIEW_BEACON_PATH } from '@shared/page-view-beacon.js';
import { manualClock } from '@tests/helpers/clock.js';
import { captureLogs, startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Page views come from the page's beacon (POST /api/pageview), not from the page request: the
 * public pages are the same bytes for everyone. Runs on SQLite and PostgreSQL.
 */
const START = Date.parse('2026-11-24T10:00:00Z');
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: TestServer;
const logs = captureLogs('error');
let admin: TestClient;

beforeAll(async () => {
  // The flush interval is far away: only the test's own flush (or the stats call) writes views.
  server = await startTestServer({
    logger: logs.logger,
    clock: manualClock(START),
    env: { TRUST_PROXY: '1', PAGEVIEW_FLUSH_SECONDS: '3600' },
  });
  admin = await server.adminClient('beacon-admin');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.app.services.pageViews.flush();
  await server.knex('page_views').del();
});

let visitors = 0;
/** A visitor not seen before: a new documentation address. */
const newAddress = () => `198.51.100.${++visitors}`;

const beacon = (path: string, address: string, userAgent = CHROME) =>
  server.client().request('POST', PAGE_VIEW_BEACON_PATH, {
    rawBody: path,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': address,
      'user-agent': userAgent,
      'sec-fetch-site': 'same-origin',
    },
  });

/** The stored counters, without a flush: what the figures show after the next one. */
const stored = async () => {
  const [row] = (await server.knex('page_views').sum({ views: 'count' })) as Array<{ views: number | null }>;
  return Number(row?.views ?? 0);
};
const flushed = async () => {
  await server.app.services.pageViews.flush();
  return stored();
};

describe('POST /api/pageview', () => {
  it('counts a visitor once per page, reaching the stored counters with the flush and the figures', async () => {
    const visitor = newAddress();
    for (let i = 0; i < 5; i++) expect((await beacon('/', visitor)).status).toBe(204);
    expect((await beacon('/kontakt', visitor)).status).toBe(204);
    expect((await beacon('/Kontakt/', visitor)).status).toBe(204);
    expect((await beacon('/', newAddress())).status).toBe(204);
    // Noted in memory only until the flush.
    expect(await stored()).toBe(0);
    expect(await flushed()).toBe(3);

    const stats = await admin.get<{ pageviews: PageViewStats }>('/api/admin/stats');
    expect(stats.body.pageviews.today).toBe(3);

    // Later in the day the same visitor's repeat stays uncounted within the window, then counts.
    server.clock.advance(10 * 60_000);
    await beacon('/', visitor);
    expect(await flushed()).toBe(3);
    server.clock.advance(30 * 60_000);
    await beacon('/', visitor);
    expect(await flushed()).toBe(4);
  });

  it('counts one address as at most 3 visitors per page, however many User-Agents it invents', async () => {
    const address = newAddress();
    // Twenty version strings of one browser, as a script would send them.
    for (let version = 100; version < 120; version++) {
      const agent = CHROME.replace('Chrome/126.0.0.0', `Chrome/${version}.0.0.0`);
      expect((await beacon('/', address, agent)).status).toBe(204);
    }
    expect(await flushed()).toBe(3);
    // A second address still counts, and so does another page of the first.
    await beacon('/', newAddress());
    await beacon('/kontakt', address);
    expect(await flushed()).toBe(5);
  });

  it('answers a bot, an unknown page and a token page 204 alike and counts none of them', async () => {
    const answers = [
      await beacon('/', newAddress(), GOOGLEBOT),
      await beacon('/', newAddress(), 'curl/8.5.0'),
      await beacon('/gibt-es-nicht', newAddress()),
      await beacon('/newsletter/bestaetigen', newAddress()),
      await beacon('/newsletter/abmelden', newAddress()),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(204);
      expect(answer.text).toBe('');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(await flushed()).toBe(0);
  });

  it('refuses garbage with a German 400, JSON with 415, a large body with 413, another site with 403', async () => {
    const garbage = await beacon('keine adresse', newAddress());
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ message: 'Die Anfrage enthält keine gültige Seitenadresse.' });
    const json = await server.client().post(PAGE_VIEW_BEACON_PATH, { path: '/' });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({
      message: 'Nur Text-Anfragen (Content-Type: text/plain) werden unterstützt.',
    });
    expect((await beacon(`/${'x'.repeat(600)}`, newAddress())).status).toBe(413);
    const crossSite = await server.client().request('POST', PAGE_VIEW_BEACON_PATH, {
      rawBody: '/',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await flushed()).toBe(0);
  });

  it('counts nothing for GET and HEAD of the pages, through Koa or from memory', async () => {
    const address = newAddress();
    for (const path of ['/', '/kontakt', '/impressum', '/datenschutz', '/', '/kontakt']) {
      for (const method of ['GET', 'HEAD']) {
        const response = await server.client().request(method, path, {
          headers: { 'x-forwarded-for': address, 'user-agent': `${CHROME} ${method}` },
        });
        expect(response.status, JSON.stringify(logs.lines.at(-1))).toBe(200);
      }
    }
    expect(await flushed()).toBe(0);
    // The same visitor's beacon still counts: the page request noted nothing.
    await beacon('/kontakt', address, `${CHROME} GET`);
    expect(await flushed()).toBe(1);
  });
});
