import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourOf } from '../../../server/services/page-views.js';
import { factories, startTestServer, type TestClient, type TestServer } from '../../helpers/test-app.js';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
});
afterAll(() => server.close());

describe('GET /api/admin/applications/export.csv', () => {
  it('exports every application for Excel: BOM, semicolons, German labels, neutralised formulas', async () => {
    await server
      .client()
      .post(
        '/api/apply',
        factories.application({ tiktokUsername: '=HYPERLINK("x")', currentAgency: '+49 Agentur' }),
      );
    await server
      .client()
      .post('/api/apply', factories.application({ tiktokUsername: 'anna;live', website: '' }));
    const response = await admin.get('/api/admin/applications/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bewerbungen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const raw = Buffer.from(
      await (
        await fetch(`${server.baseUrl}/api/admin/applications/export.csv`, {
          headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Status;TikTok-Name;WhatsApp;Telegram;Website;Land;Streaming-Erfahrung;Aktuelle Agentur;Mindestens 18;Datenschutz zugestimmt;Notizen;Eingegangen am',
    );
    expect(lines).toHaveLength(3);
    const all = lines.join('\n');
    expect(all).toContain(`"'=HYPERLINK(""x"")"`);
    expect(all).toContain("'+49 Agentur");
    expect(all).toContain('"anna;live"');
    expect(all).toMatch(/^Neu;/m);
    expect(all).toContain(';ja;ja;');
  });

  it('is refused without a session', async () => {
    expect((await server.client().get('/api/admin/applications/export.csv')).status).toBe(401);
  });
});

describe('GET /api/admin/stats/pageviews', () => {
  it('answers 90 Berlin calendar days, oldest first, with the counted views', async () => {
    const now = Date.now();
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

  it.each(['0', '366', 'abc', '-5'])('refuses days=%s with 400', async (days) => {
    const response = await admin.get(`/api/admin/stats/pageviews?days=${days}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: { days: 'Bitte 1 bis 365 Tage angeben.' } });
  });
});
