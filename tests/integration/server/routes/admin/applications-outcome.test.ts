import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { ApplicationSubmit } from '@shared/schemas/application.js';
import type { ApplicationHistoryChange, ApplicationHistoryEntry } from '@shared/api-types.js';
import { DAY_MS } from '@server/clock.js';
import { deleteExpired } from '@server/services/retention.js';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { manualClock } from '@tests/helpers/clock.js';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

const START = Date.parse('2026-12-06T10:00:00Z');
const OUTCOME_INVALID =
  'Bitte wählen Sie ein gültiges Ergebnis aus (Angenommen, Abgelehnt oder Zurückgezogen)';
const OUTCOME_NEEDS_COMPLETED = 'Ein Ergebnis gibt es nur zusammen mit dem Status „Erledigt“';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ clock: manualClock(START) });
  admin = await server.adminClient('ida');
  await server.knex('admin_users').where({ username: 'ida' }).update({ displayName: 'Ida' });
});
afterAll(() => server.close());
beforeEach(() => server.knex('applications').del());

type Row = { id: number; outcome: unknown; status: string } & Record<string, unknown>;

/** Stores an application (as a visitor's submission does) and answers its id. */
async function apply(tiktokUsername: string): Promise<number> {
  await server.app.services.applications.submit(
    factories.application({ tiktokUsername }) as ApplicationSubmit,
  );
  const row = (await server.knex('applications').orderBy('id', 'desc').first('id')) as { id: number };
  return row.id;
}

/** A signed-in client of the given role. */
async function clientAs(username: string, role: string): Promise<TestClient> {
  await server.createUser(username);
  await server.knex('admin_users').where({ username }).update({ role });
  const client = server.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

describe('PATCH /api/admin/applications/:id with outcome', () => {
  it('sets the outcome with "completed", answers it in the list and the single application', async () => {
    const id = await apply('@lena');
    const response = await admin.patch<Row>(`/api/admin/applications/${id}`, {
      status: 'completed',
      outcome: 'accepted',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: 'completed', outcome: 'accepted' });
    expect((await admin.get<Row>(`/api/admin/applications/${id}`)).body.outcome).toBe('accepted');
    expect((await admin.get<Row[]>('/api/admin/applications')).body[0]!.outcome).toBe('accepted');
    expect((await admin.get<Row[]>('/api/admin/applications?page=1')).body[0]!.outcome).toBe('accepted');
  });

  it('the spec\'s requests without outcome keep working: completed "ohne Ergebnis", any other status clears it', async () => {
    const id = await apply('@mia');
    const plain = await admin.patch<Row>(`/api/admin/applications/${id}`, { status: 'completed' });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ status: 'completed', outcome: null });
    await admin.patch(`/api/admin/applications/${id}`, { status: 'completed', outcome: 'rejected' });
    // Notes alone leave status and outcome as they are.
    const notes = await admin.patch<Row>(`/api/admin/applications/${id}`, { notes: 'Rückruf' });
    expect(notes.body).toMatchObject({ status: 'completed', outcome: 'rejected' });
    const reopened = await admin.patch<Row>(`/api/admin/applications/${id}`, { status: 'in_progress' });
    expect(reopened.body).toMatchObject({ status: 'in_progress', outcome: null, completedAt: null });
    const fresh = await admin.get<Row>(`/api/admin/applications/${id}`);
    expect(fresh.body.outcome).toBeNull();
  });

  it('refuses an unknown outcome, and an outcome without "completed", with 400 in German', async () => {
    const id = await apply('@nora');
    for (const [body, message] of [
      [{ status: 'completed', outcome: 'signed' }, OUTCOME_INVALID],
      [{ status: 'completed', outcome: 7 }, OUTCOME_INVALID],
      [{ status: 'in_progress', outcome: 'accepted' }, OUTCOME_NEEDS_COMPLETED],
      [{ outcome: 'accepted' }, OUTCOME_NEEDS_COMPLETED],
      [{ status: 'new', outcome: null }, OUTCOME_NEEDS_COMPLETED],
    ] as const) {
      const response = await admin.patch<{ errors?: Record<string, string> }>(
        `/api/admin/applications/${id}`,
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors?.outcome).toBe(message);
    }
    expect((await admin.get<Row>(`/api/admin/applications/${id}`)).body.status).toBe('new');
  });
});

describe('POST /api/admin/applications/bulk with outcome', () => {
  it('sets status and outcome on many; without outcome "ohne Ergebnis"; refuses an outcome with another status', async () => {
    const a = await apply('@a');
    const b = await apply('@b');
    const c = await apply('@c');
    const set = await admin.post<{ changed: number }>('/api/admin/applications/bulk', {
      ids: [a, b],
      action: 'status',
      status: 'completed',
      outcome: 'withdrawn',
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.changed).toBe(2);
    // Already completed, but with another outcome: changed too; @a already withdrawn is not counted.
    const again = await admin.post<{ changed: number }>('/api/admin/applications/bulk', {
      ids: [a, c],
      action: 'status',
      status: 'completed',
      outcome: 'withdrawn',
    });
    expect(again.body.changed).toBe(1);
    const plain = await admin.post<{ changed: number }>('/api/admin/applications/bulk', {
      ids: [b],
      action: 'status',
      status: 'completed',
    });
    expect(plain.body.changed).toBe(1);
    const rows = (await admin.get<Row[]>('/api/admin/applications?sort=createdAt')).body;
    expect(rows.map((row) => [row.tiktokUsername, row.status, row.outcome])).toEqual([
      ['@a', 'completed', 'withdrawn'],
      ['@b', 'completed', null],
      ['@c', 'completed', 'withdrawn'],
    ]);
    const refused = await admin.post<{ errors?: Record<string, string> }>('/api/admin/applications/bulk', {
      ids: [a],
      action: 'status',
      status: 'new',
      outcome: 'accepted',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.outcome).toBe(OUTCOME_NEEDS_COMPLETED);
    const unknown = await admin.post<{ errors?: Record<string, string> }>('/api/admin/applications/bulk', {
      ids: [a],
      action: 'status',
      status: 'completed',
      outcome: 'hired',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.outcome).toBe(OUTCOME_INVALID);
  });
});

describe('GET /api/admin/applications?outcome=', () => {
  it('filters by accepted, rejected, withdrawn and none (open or "ohne Ergebnis"), and refuses others', async () => {
    const ids = {
      accepted: await apply('@ja'),
      rejected: await apply('@nein'),
      withdrawn: await apply('@weg'),
      plain: await apply('@erledigt'),
      open: await apply('@offen'),
    };
    await admin.patch(`/api/admin/applications/${ids.accepted}`, {
      status: 'completed',
      outcome: 'accepted',
    });
    await admin.patch(`/api/admin/applications/${ids.rejected}`, {
      status: 'completed',
      outcome: 'rejected',
    });
    await admin.patch(`/api/admin/applications/${ids.withdrawn}`, {
      status: 'completed',
      outcome: 'withdrawn',
    });
    await admin.patch(`/api/admin/applications/${ids.plain}`, { status: 'completed' });
    const names = async (query: string) => {
      const response = await admin.get<Row[]>(`/api/admin/applications?sort=createdAt&${query}`);
      expect(response.status, response.text).toBe(200);
      return {
        names: response.body.map((row) => row.tiktokUsername),
        total: response.headers.get('x-total-count'),
      };
    };
    expect(await names('outcome=accepted')).toEqual({ names: ['@ja'], total: '1' });
    expect(await names('outcome=rejected')).toEqual({ names: ['nein'], total: '1' });
    expect(await names('outcome=withdrawn')).toEqual({ names: ['weg'], total: '1' });
    expect(await names('outcome=none')).toEqual({ names: ['erledigt', 'offen'], total: '2' });
    expect(await names('outcome=none&status=completed')).toEqual({ names: ['erledigt'], total: '1' });
    const refused = await admin.get<{ errors?: Record<string, string> }>(
      '/api/admin/applications?outcome=hired',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.outcome).toBe(
      'Bitte wählen Sie ein gültiges Ergebnis aus (accepted, rejected, withdrawn oder none)',
    );
    // The exports take the filter and add the "Ergebnis" column.
    const csv = await admin.get('/api/admin/applications/export.csv?outcome=accepted');
    expect(csv.status).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^Status;Ergebnis;TikTok-Name;/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^Erledigt;Angenommen;/);
  });
});

describe('retention of accepted applications (ACCEPTED_RETENTION_DAYS)', () => {
  it('keeps accepted applications by their own period, the others by APPLICATION_RETENTION_DAYS', async () => {
    // A server of its own: its clock moves by months (the shared one's sessions would expire).
    const server = await startTestServer({
      clock: manualClock(START),
      env: { ACCEPTED_RETENTION_DAYS: '60' },
    });
    onTestFinished(() => server.close());
    const admin = await server.adminClient();
    const apply = async (tiktokUsername: string) => {
      await server.app.services.applications.submit(
        factories.application({ tiktokUsername }) as ApplicationSubmit,
      );
      return ((await server.knex('applications').orderBy('id', 'desc').first('id')) as { id: number }).id;
    };
    const accepted = await apply('@angenommen');
    const rejected = await apply('@abgelehnt');
    const plain = await apply('@ohne');
    const services = server.app.services;
    await services.applications.update(accepted, { status: 'completed', outcome: 'accepted' }, SYSTEM_ACTOR);
    await services.applications.update(rejected, { status: 'completed', outcome: 'rejected' }, SYSTEM_ACTOR);
    await services.applications.update(plain, { status: 'completed' }, SYSTEM_ACTOR);
    // deleteAfter follows each one's period (60 days here for accepted, 180 by default for the rest).
    const single = (await admin.get<Row>(`/api/admin/applications/${accepted}`)).body;
    expect(single.deleteAfter).toBe(new Date(server.clock() + 60 * DAY_MS).toISOString());
    const other = (await admin.get<Row>(`/api/admin/applications/${rejected}`)).body;
    expect(other.deleteAfter).toBe(new Date(server.clock() + 180 * DAY_MS).toISOString());

    const run = () => deleteExpired(server.knex, server.config.retention, server.clock, services.activityLog);
    server.clock.advance(61 * DAY_MS);
    expect(await run()).toEqual({ deletedApplications: 1, deletedMessages: 0 });
    const left = async () =>
      (
        (await server.knex('applications').orderBy('id').select('tiktokUsername')) as Array<{
          tiktokUsername: string;
        }>
      ).map((row) => row.tiktokUsername);
    expect(await left()).toEqual(['abgelehnt', 'ohne']);
    server.clock.advance(120 * DAY_MS);
    expect(await run()).toEqual({ deletedApplications: 2, deletedMessages: 0 });
    expect(await left()).toEqual([]);
  });

  it('0 days never deletes accepted ones; the default is 730 days', async () => {
    const zero = await startTestServer({
      clock: manualClock(START),
      env: { ACCEPTED_RETENTION_DAYS: '0', APPLICATION_RETENTION_DAYS: '10' },
    });
    try {
      expect(zero.config.retention.acceptedDays).toBe(0);
      const services = zero.app.services;
      await services.applications.submit(
        factories.application({ tiktokUsername: '@bleibt' }) as ApplicationSubmit,
      );
      await services.applications.submit(
        factories.application({ tiktokUsername: '@geht' }) as ApplicationSubmit,
      );
      const rows = (await zero.knex('applications').orderBy('id').select('id')) as Array<{ id: number }>;
      await services.applications.update(
        rows[0]!.id,
        { status: 'completed', outcome: 'accepted' },
        SYSTEM_ACTOR,
      );
      await services.applications.update(
        rows[1]!.id,
        { status: 'completed', outcome: 'rejected' },
        SYSTEM_ACTOR,
      );
      zero.clock.advance(5000 * DAY_MS);
      expect(await deleteExpired(zero.knex, zero.config.retention, zero.clock, services.activityLog)).toEqual(
        { deletedApplications: 1, deletedMessages: 0 },
      );
      const left = (await zero.knex('applications').select('tiktokUsername')) as Array<{
        tiktokUsername: string;
      }>;
      expect(left.map((row) => row.tiktokUsername)).toEqual(['bleibt']);
    } finally {
      await zero.close();
    }
    const standard = await startTestServer();
    try {
      expect(standard.config.retention.acceptedDays).toBe(730);
    } finally {
      await standard.close();
    }
  });
});

describe('GET /api/admin/applications/:id/history', () => {
  it('answers status and outcome changes (who, when, from → to) in German, newest first, bulk actions too', async () => {
    const id = await apply('@verlauf');
    const other = { id: await apply('@andere') };
    await admin.patch(`/api/admin/applications/${id}`, { status: 'in_progress' });
    server.clock.advance(60_000);
    await admin.patch(`/api/admin/applications/${id}`, { notes: 'nur Notizen' });
    server.clock.advance(60_000);
    await admin.patch(`/api/admin/applications/${id}`, { status: 'completed', outcome: 'accepted' });
    server.clock.advance(60_000);
    // A bulk action over two applications of different states: this one's "before" is its own.
    await admin.post('/api/admin/applications/bulk', {
      ids: [id, other.id],
      action: 'status',
      status: 'completed',
      outcome: 'rejected',
    });
    const response = await admin.get<ApplicationHistoryEntry[]>(`/api/admin/applications/${id}/history`);
    expect(response.status, response.text).toBe(200);
    const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
    expect(response.body).toEqual([
      {
        at: at(3),
        actorName: 'Ida',
        field: 'outcome',
        label: 'Ergebnis',
        from: 'Angenommen',
        to: 'Abgelehnt',
        bulk: true,
      },
      {
        at: at(2),
        actorName: 'Ida',
        field: 'status',
        label: 'Status',
        from: 'In Bearbeitung',
        to: 'Erledigt',
        bulk: false,
      },
      {
        at: at(2),
        actorName: 'Ida',
        field: 'outcome',
        label: 'Ergebnis',
        from: 'kein Ergebnis',
        to: 'Angenommen',
        bulk: false,
      },
      {
        at: at(0),
        actorName: 'Ida',
        field: 'status',
        label: 'Status',
        from: 'Neu',
        to: 'In Bearbeitung',
        bulk: false,
      },
    ]);
    const others = await admin.get<ApplicationHistoryChange[]>(`/api/admin/applications/${other.id}/history`);
    expect(others.body.map((entry) => [entry.label, entry.from, entry.to])).toEqual([
      ['Status', 'Neu', 'Erledigt'],
      ['Ergebnis', 'kein Ergebnis', 'Abgelehnt'],
    ]);
  });

  it('names the assignee by the colleague\'s name (recorded as ids), "niemand" for none', async () => {
    const id = await apply('@zustaendig');
    const [ida] = (await server.knex('admin_users').where({ username: 'ida' }).select('id')) as Array<{
      id: number;
    }>;
    // As part B records an assignment: before/after ids.
    await server.app.services.activityLog.append(SYSTEM_ACTOR, {
      action: 'update',
      entity: 'applications',
      entityId: id,
      changes: { assigneeId: { before: null, after: ida!.id } },
    });
    await server.app.services.activityLog.append(SYSTEM_ACTOR, {
      action: 'update',
      entity: 'applications',
      entityId: id,
      changes: { assigneeId: { before: ida!.id, after: 999_999 } },
    });
    const response = await admin.get<ApplicationHistoryChange[]>(`/api/admin/applications/${id}/history`);
    expect(response.body.map((entry) => [entry.actorName, entry.label, entry.from, entry.to])).toEqual([
      ['System', 'Zuständig', 'Ida', 'ehemaliges Teammitglied'],
      ['System', 'Zuständig', 'niemand', 'Ida'],
    ]);
  });

  it('is for whoever may read applications: recruiting yes, editing no; 404 for an unknown one', async () => {
    const id = await apply('@recht');
    await admin.patch(`/api/admin/applications/${id}`, { status: 'in_progress' });
    const recruiter = await clientAs('rita', 'recruiter');
    const editor = await clientAs('emil', 'editor');
    const allowed = await recruiter.get<ApplicationHistoryEntry[]>(`/api/admin/applications/${id}/history`);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toHaveLength(1);
    expect((await editor.get(`/api/admin/applications/${id}/history`)).status).toBe(403);
    expect((await server.client().get(`/api/admin/applications/${id}/history`)).status).toBe(401);
    const missing = await admin.get<{ message: string }>('/api/admin/applications/987654/history');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(HTTP.notFound);
  });
});
