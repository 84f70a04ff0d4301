import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageViewStats } from '@shared/api-types.js';
import { hourOf } from '@server/services/page-views.js';
import { factories } from '@tests/helpers/factories.js';
import { EXPECTED, insertBackdated, newVisitor } from '@tests/helpers/page-views.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

interface StatsAnswer {
  applications: { new: number; total: number; overdue: number };
  messages: { unread: number; total: number; overdue: number };
  pageviews: PageViewStats;
}

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient('stats-admin');
});
afterAll(() => server.close());

async function getStats() {
  return admin.get<StatsAnswer>('/api/admin/stats');
}

describe('GET /api/admin/stats', () => {
  beforeEach(async () => {
    await server.knex('page_views').del();
  });

  it('answers exactly the documented shape with numbers', async () => {
    const response = await getStats();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.body).toStrictEqual({
      applications: { new: expect.any(Number), total: expect.any(Number), overdue: expect.any(Number) },
      messages: { unread: expect.any(Number), total: expect.any(Number), overdue: expect.any(Number) },
      pageviews: {
        today: expect.any(Number),
        yesterday: expect.any(Number),
        last7days: expect.any(Number),
        last14days: expect.any(Number),
        last30days: expect.any(Number),
        last90days: expect.any(Number),
      },
    });
    expect(Object.keys(response.body)).toEqual(['applications', 'messages', 'pageviews']);
    expect(Object.keys(response.body.applications).sort()).toEqual(['new', 'overdue', 'total']);
    expect(Object.keys(response.body.messages).sort()).toEqual(['overdue', 'total', 'unread']);
    expect(Object.keys(response.body.pageviews).sort()).toEqual(
      ['last14days', 'last30days', 'last7days', 'last90days', 'today', 'yesterday'].sort(),
    );
  });

  it('answers zeros on an empty database', async () => {
    const response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      applications: { new: 0, total: 0, overdue: 0 },
      messages: { unread: 0, total: 0, overdue: 0 },
      pageviews: { today: 0, yesterday: 0, last7days: 0, last14days: 0, last30days: 0, last90days: 0 },
    });
  });

  it('counts only applications with status new in applications.new', async () => {
    for (const name of ['@anna.live', '@ben.live', '@cara.live']) {
      const created = await server
        .client()
        .post('/api/apply', factories.application({ tiktokUsername: name }));
      expect(created.status).toBe(201);
    }
    let response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body.applications).toEqual({ new: 3, total: 3, overdue: 0 });

    const list = await admin.get<{ id: number; tiktokUsername: string }[]>('/api/admin/applications');
    expect(list.status).toBe(200);
    const ben = list.body.find((row) => row.tiktokUsername === 'ben.live');
    expect(ben).toBeDefined();
    const patched = await admin.patch<{ status: string }>(`/api/admin/applications/${ben?.id}`, {
      status: 'in_progress',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.status).toBe('in_progress');

    response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body.applications).toEqual({ new: 2, total: 3, overdue: 0 });

    const cara = list.body.find((row) => row.tiktokUsername === 'cara.live');
    expect((await admin.patch(`/api/admin/applications/${cara?.id}`, { status: 'completed' })).status).toBe(
      200,
    );
    response = await getStats();
    expect(response.body.applications).toEqual({ new: 1, total: 3, overdue: 0 });
  });
});

describe('page-view windows', () => {
  it('GET /api/admin/stats answers the same window sums for back-dated counters', async () => {
    // The app's clock stands still, so the windows cannot move while the request runs.
    await insertBackdated(server.knex, hourOf(server.clock()));
    const response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body.pageviews).toEqual(EXPECTED);
  });

  it('counts views recorded in memory at once (stats flush pending counts first)', async () => {
    await server.knex('page_views').del();
    const counter = server.app.services.pageViews;
    counter.record(newVisitor());
    counter.record(newVisitor());
    counter.record(newVisitor());
    // No waiting for the flush interval (10 s by default): the stats call writes them first.
    const response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body.pageviews).toEqual({
      today: 3,
      yesterday: 0,
      last7days: 3,
      last14days: 3,
      last30days: 3,
      last90days: 3,
    });
    const rows = await server.knex('page_views').select('hour', 'count');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ hour: expect.any(Number), count: 3 });
  });

  it('adds in-memory views to counters already stored for the same hour', async () => {
    // The last millisecond of an hour still counts for that hour.
    const hour = hourOf(server.clock());
    server.clock.set(hour * 3_600_000 + 3_599_999);
    await insertBackdated(server.knex, hour);
    server.app.services.pageViews.record(newVisitor());
    const response = await getStats();
    expect(response.status).toBe(200);
    expect(response.body.pageviews).toEqual({
      today: EXPECTED.today + 1,
      yesterday: EXPECTED.yesterday,
      last7days: EXPECTED.last7days + 1,
      last14days: EXPECTED.last14days + 1,
      last30days: EXPECTED.last30days + 1,
      last90days: EXPECTED.last90days + 1,
    });
    expect(await server.knex('page_views').where({ hour }).first('count')).toEqual({ count: 2 });
  });
});

describe('GET /api/admin/stats/pageviews', () => {
  beforeEach(() => server.knex('page_views').del());

  it('answers 90 Berlin calendar days, oldest first, with the counted views', async () => {
    const now = server.clock();
    await server.knex('pageViews').insert([
      { hour: hourOf(now), count: 3 },
      { hour: hourOf(now) - 24 * 10, count: 5 },
      { hour: hourOf(now) - 24 * 200, count: 99 },
    ]);
    const response = await admin.get<Array<{ date: string; views: number }>>(
      '/api/admin/stats/pageviews?days=90',
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(90);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(now));
    expect(response.body.at(-1)).toEqual({ date: today, views: 3 });
    expect(response.body.reduce((sum, day) => sum + day.views, 0)).toBe(8);
    const dates = response.body.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(90);
  });

  it.each(['0', '366', 'abc', '-5', ''])('refuses days=%s with 400', async (days) => {
    const response = await admin.get(`/api/admin/stats/pageviews?days=${days}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Ungültiger Zeitraum.',
      errors: { days: 'Bitte 1 bis 365 Tage angeben.' },
    });
  });
});

describe('GET /api/admin/stats for Redaktion', () => {
  it('answers the page views but nothing about applications (applications: null)', async () => {
    await server.app.services.users.create('stats-editor', 'correct horse battery staple', 'editor');
    const editor = server.client();
    await editor.login('stats-editor');
    const response = await editor.get<{ applications: unknown; pageviews: PageViewStats }>(
      '/api/admin/stats',
    );
    expect(response.status).toBe(200);
    expect(response.body.applications).toBeNull();
    expect(response.body.pageviews).toMatchObject({ today: expect.any(Number) });
  });
});
