import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecruitingReport } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { foldArrivals, recordDecision } from '@server/services/recruiting-report.js';
import { deleteExpired } from '@server/services/retention.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The recruiting report over its anonymous figures: arrivals counted by the applications'
 * INSERT trigger, decisions written through recordDecision directly, and through the applications service (an application arriving, a
 * decision by PATCH and by the bulk action), read through GET /api/admin/reports/recruiting and
 * its CSV.
 */

const DAY = 86_400_000;
// Saturday 28 November 2026, 12:00 in Berlin.
const NOW = Date.UTC(2026, 10, 28, 11, 0, 0);
const ago = (days: number) => NOW - days * DAY;

let server: TestServer;
let owner: TestClient;
let knex: Knex;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(NOW);
  knex = server.knex;
  owner = await server.adminClient('report-owner');
});
afterAll(() => server.close());
beforeEach(async () => {
  await knex('recruiting_decisions').del();
  await knex('recruiting_arrivals').del();
  await knex('applications').del();
});

/**
 * An application row written straight into the table (no service): its trigger counts the arrival
 * under `sourceLabel`, and nothing else is recorded.
 */
async function application(
  createdAt: number,
  sourceLabel = 'direkt',
  tiktokUsername = '@report.test',
): Promise<number> {
  const fields = factories.application({ tiktokUsername });
  const [row] = (await knex('applications')
    .insert({
      tiktokUsername: fields.tiktokUsername,
      country: fields.country,
      isAdult: true,
      agreedToPrivacy: true,
      status: 'new',
      createdAt: new Date(createdAt).toISOString(),
      sourceLabel,
    })
    .returning('id')) as Array<{ id: number }>;
  return row!.id;
}

const report = async (days: number, client = owner) =>
  client.get<RecruitingReport>(`/api/admin/reports/recruiting?days=${days}`);

async function clientWith(role: Role): Promise<TestClient> {
  const username = `report-${role}`;
  await server.app.services.users.create(username, TEST_PASSWORD, role);
  const client = server.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** Arrivals and decisions over a year: three from the TikTok bio, one via Instagram, older ones. */
async function seed() {
  const bio = [
    await application(ago(2), 'tiktok-bio'),
    await application(ago(2), 'tiktok-bio'),
    await application(ago(1), 'tiktok-bio'),
  ];
  const old = await application(ago(60));
  await application(ago(10), 'instagram.com');
  await application(ago(400));
  const decide = (
    applicationId: number,
    createdAt: number,
    outcome: 'accepted' | 'rejected' | 'withdrawn' | null,
    at: number,
    source: string,
  ) =>
    recordDecision(knex, {
      applicationId,
      createdAt: new Date(createdAt).toISOString(),
      outcome,
      at,
      source,
    });
  // Rejected first, accepted a day later: counts once, as accepted, two days after arrival.
  await decide(bio[0]!, ago(2), 'rejected', ago(1), 'tiktok-bio');
  await decide(bio[0]!, ago(2), 'accepted', NOW, 'tiktok-bio');
  await decide(bio[1]!, ago(2), 'withdrawn', ago(2), 'tiktok-bio');
  // Decided, then back to open: no decision.
  await decide(bio[2]!, ago(1), 'rejected', ago(1), 'tiktok-bio');
  await decide(bio[2]!, ago(1), null, NOW, 'tiktok-bio');
  await decide(old, ago(60), 'rejected', ago(55), 'direkt');
  return { bio, old };
}

describe('GET /api/admin/reports/recruiting', () => {
  it('answers the figures per source for 30, 90 and 365 days, each decision by its latest outcome', async () => {
    await seed();
    const last30 = await report(30);
    expect(last30.status).toBe(200);
    expect(last30.headers.get('cache-control')).toContain('no-store');
    expect(last30.body).toStrictEqual({
      bySource: [
        {
          source: 'tiktok-bio',
          applications: 3,
          accepted: 1,
          rejected: 0,
          withdrawn: 1,
          open: 1,
          medianDaysToDecision: 1,
        },
        {
          source: 'instagram.com',
          applications: 1,
          accepted: 0,
          rejected: 0,
          withdrawn: 0,
          open: 1,
          medianDaysToDecision: null,
        },
      ],
    });
    expect(
      (await report(90)).body.bySource.map((row) => [
        row.source,
        row.applications,
        row.rejected,
        row.open,
        row.medianDaysToDecision,
      ]),
    ).toEqual([
      ['tiktok-bio', 3, 0, 1, 1],
      ['direkt', 1, 1, 0, 5],
      ['instagram.com', 1, 0, 1, null],
    ]);
    const year = (await report(365)).body.bySource;
    expect(year.find((row) => row.source === 'direkt')).toMatchObject({ applications: 1 });
    // Without days: the last 30 days.
    expect((await owner.get('/api/admin/reports/recruiting')).body).toEqual(last30.body);
  });

  it('answers an empty list without figures', async () => {
    const response = await report(365);
    expect(response.status).toBe(200);
    expect(response.body).toStrictEqual({ bySource: [] });
  });

  it('keeps the figures when applications are deleted (by hand, or straight in the table)', async () => {
    const { bio, old } = await seed();
    const before = [(await report(30)).body, (await report(90)).body];
    expect((await owner.delete(`/api/admin/applications/${bio[0]}`)).status).toBe(204);
    await knex('applications').whereIn('id', [bio[1]!, old]).delete();
    expect([(await report(30)).body, (await report(90)).body]).toEqual(before);
    // The decision rows stay, no longer linked to any application.
    const rows = (await knex('recruiting_decisions').orderBy(['arrivalDay', 'outcome']).select()) as Array<
      Record<string, unknown>
    >;
    expect(rows.map((row) => [row.applicationId, row.outcome])).toEqual([
      [null, 'rejected'],
      [null, 'accepted'],
      [null, 'withdrawn'],
    ]);
    // Nothing personal in the figures: days, labels, outcomes and counts only.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['applicationId', 'arrivalDay', 'daysToDecision', 'decisionDay', 'id', 'outcome', 'source'].sort(),
    );
    // A later application (a fourth arrival) decides on its own row beside the unlinked ones.
    const next = await application(ago(1), 'tiktok-bio');
    await recordDecision(knex, {
      applicationId: next,
      createdAt: ago(1),
      outcome: 'accepted',
      at: NOW,
      source: 'tiktok-bio',
    });
    expect((await report(30)).body.bySource[0]).toMatchObject({
      source: 'tiktok-bio',
      applications: 4,
      accepted: 2,
      withdrawn: 1,
      open: 1,
    });
  });

  it('keeps the figures when the retention or an erasure deletes the applications', async () => {
    const kept = await application(ago(300), 'instagram.com', '@behalten.live');
    const erased = await application(ago(20), 'tiktok-bio', '@loesch.mich');
    await knex('applications')
      .where({ id: kept })
      .update({ status: 'completed', completedAt: new Date(ago(250)).toISOString() });
    await recordDecision(knex, {
      applicationId: kept,
      createdAt: ago(300),
      outcome: 'accepted',
      at: ago(250),
      source: 'instagram.com',
    });
    await recordDecision(knex, {
      applicationId: erased,
      createdAt: ago(20),
      outcome: 'rejected',
      at: ago(17),
      source: 'tiktok-bio',
    });
    const before = (await report(365)).body;
    expect(before.bySource).toHaveLength(2);

    const retention = { applicationDays: 180, acceptedDays: 180, messageDays: 0, auditDays: 0 };
    const removed = await deleteExpired(knex, retention, server.clock, server.app.services.activityLog);
    expect(removed.deletedApplications).toBe(1);
    const erasure = await owner.post('/api/admin/data-requests/erase', {
      tiktok: '@loesch.mich',
      applicationIds: [erased],
      messageIds: [],
    });
    expect(erasure.status).toBe(200);
    expect(await knex('applications').count({ n: '*' })).toEqual([{ n: 0 }]);

    expect((await report(365)).body).toEqual(before);
    expect(await knex('recruiting_decisions').whereNotNull('applicationId').count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses other windows and parameters with a German message', async () => {
    for (const query of ['days=7', 'days=abc', 'days=', 'days=030', 'days=30&days=90', 'tage=30']) {
      const response = await owner.get(`/api/admin/reports/recruiting?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.text, query).toMatch(/Bitte|Parameter/);
      const csv = await owner.get(`/api/admin/reports/recruiting.csv?${query}`);
      expect(csv.status, query).toBe(400);
    }
    const response = await owner.get<{ errors: Record<string, string> }>(
      '/api/admin/reports/recruiting?days=7',
    );
    expect(response.body.errors).toEqual({ days: 'Bitte 30, 90 oder 365 Tage angeben.' });
  });

  it('is for owners, administration and recruiting; editors get 403, strangers 401', async () => {
    for (const role of ['admin', 'recruiter'] as const) {
      const client = await clientWith(role);
      expect((await report(30, client)).status, role).toBe(200);
      expect((await client.get('/api/admin/reports/recruiting.csv?days=90')).status, role).toBe(200);
    }
    const editor = await clientWith('editor');
    expect((await report(30, editor)).status).toBe(403);
    expect((await editor.get('/api/admin/reports/recruiting.csv')).status).toBe(403);
    expect((await report(30, server.client())).status).toBe(401);
  });
});

describe('the daily maintenance', () => {
  it('folds the arrival rows of the days before yesterday into one per day and source, the figures unchanged', async () => {
    await seed();
    for (const at of [ago(1), NOW, NOW]) await application(at, 'tiktok-bio');
    const figures = async () => [(await report(30)).body, (await report(365)).body];
    const before = await figures();
    const rows = async () => Number((await knex('recruiting_arrivals').count({ n: '*' }))[0]!.n);
    expect(await rows()).toBe(9);
    // Two arrivals from the TikTok bio two days ago become one row; yesterday's and today's stay.
    expect(await foldArrivals(knex, NOW)).toBe(1);
    expect(await rows()).toBe(8);
    expect(await figures()).toEqual(before);
    expect(await foldArrivals(knex, NOW)).toBe(0);
  });
});

describe('GET /api/admin/reports/recruiting.csv', () => {
  it('answers the table as CSV for Excel, with labels kept from running as formulas', async () => {
    await seed();
    await application(NOW, '-cmd');
    const response = await owner.get('/api/admin/reports/recruiting.csv?days=90');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('recruiting-90-tage-2026-11-28.csv');
    expect(response.text.split('\r\n')).toEqual([
      'Quelle;Bewerbungen;Angenommen;Abgelehnt;Zurückgezogen;Offen;Median Tage bis Entscheidung',
      'tiktok-bio;3;1;0;1;1;1',
      "'-cmd;1;0;0;0;1;",
      'direkt;1;0;1;0;0;5',
      'instagram.com;1;0;0;0;1;',
      '',
    ]);
  });
});

describe('the figures the applications service writes', () => {
  it('counts an application from its arrival with its source, and its latest decision by PATCH or in bulk', async () => {
    const visitor = server.client();
    const applied = async (tiktokUsername: string, source?: object) => {
      const response = await visitor.post('/api/apply', {
        ...factories.application({ tiktokUsername, whatsappNumber: '', telegramUsername: '' }),
        ...(source ? { source } : {}),
      });
      expect(response.status, response.text).toBe(201);
      const list = await owner.get<Array<{ id: number; tiktokUsername: string }>>('/api/admin/applications');
      // Stored without the "@".
      return list.body.find((row) => row.tiktokUsername === tiktokUsername.replace(/^@/, ''))!.id;
    };
    const first = await applied('@quelle.eins', { ref: 'tiktok-bio' });
    const second = await applied('@quelle.zwei', { ref: 'tiktok-bio' });
    const third = await applied('@quelle.drei');
    expect((await report(30)).body.bySource).toEqual([
      expect.objectContaining({ source: 'tiktok-bio', applications: 2, open: 2 }),
      expect.objectContaining({ source: 'direkt', applications: 1, open: 1 }),
    ]);

    // Rejected first, then accepted: the latest decision counts.
    server.clock.set(NOW + 3_600_000);
    for (const outcome of ['rejected', 'accepted']) {
      const patched = await owner.patch(`/api/admin/applications/${first}`, { status: 'completed', outcome });
      expect(patched.status, patched.text).toBe(200);
    }
    const bulk = await owner.post('/api/admin/applications/bulk', {
      action: 'status',
      ids: [second, third],
      status: 'completed',
      outcome: 'withdrawn',
    });
    expect(bulk.status, bulk.text).toBe(200);
    expect((await report(30)).body.bySource).toEqual([
      {
        source: 'tiktok-bio',
        applications: 2,
        accepted: 1,
        rejected: 0,
        withdrawn: 1,
        open: 0,
        medianDaysToDecision: 0,
      },
      {
        source: 'direkt',
        applications: 1,
        accepted: 0,
        rejected: 0,
        withdrawn: 1,
        open: 0,
        medianDaysToDecision: 0,
      },
    ]);

    // Back in progress: open again; deleted: the figures stay.
    expect((await owner.patch(`/api/admin/applications/${third}`, { status: 'in_progress' })).status).toBe(
      200,
    );
    expect((await owner.delete(`/api/admin/applications/${first}`)).status).toBe(204);
    expect((await report(30)).body.bySource).toEqual([
      expect.objectContaining({ source: 'tiktok-bio', applications: 2, accepted: 1, withdrawn: 1, open: 0 }),
      expect.objectContaining({ source: 'direkt', applications: 1, withdrawn: 0, open: 1 }),
    ]);
    server.clock.set(NOW);
  });
});
