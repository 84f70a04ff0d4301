import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Application, ApplicationAssignee } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { MAIL_OUTBOX_TABLE } from '@server/services/mail-outbox.js';
import { expectInvalid } from '@tests/helpers/responses.js';
import { insertRow } from '@tests/helpers/sql.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The assignee of an application (issue 38, point 2): PATCH and bulk with their rules, the list's
 * assignee filter, the colleagues to choose from, the foreign key when an account is deleted, the
 * activity log, and the mail to the person assigned through the outbox when they chose it.
 */

let server: TestServer;
let owner: TestClient;
let ownerId: number;
const ids: Record<string, number> = {};
const NOT_ASSIGNABLE = 'Bitte wählen Sie eine Kollegin oder einen Kollegen aus, der Bewerbungen sehen darf';

async function account(username: string, role: Role, fields: Record<string, unknown> = {}): Promise<number> {
  await server.app.services.users.create(username, TEST_PASSWORD, role);
  const row = (await server.knex('admin_users').where({ username }).first()) as { id: number };
  if (Object.keys(fields).length > 0) await server.knex('admin_users').where({ id: row.id }).update(fields);
  return row.id;
}

async function insert(tiktokUsername: string, assigneeId: number | null = null): Promise<number> {
  return await insertRow(server.knex, 'applications', {
    tiktokUsername,
    whatsappNumber: '+49 151 99988877',
    telegramUsername: null,
    website: null,
    country: 'Österreich',
    streamingExperience: null,
    currentAgency: null,
    isAdult: true,
    agreedToPrivacy: true,
    status: 'new',
    notes: null,
    completedAt: null,
    assigneeId,
    createdAt: new Date(
      Date.parse('2026-03-01T10:00:00.000Z') + tiktokUsername.length * 60_000,
    ).toISOString(),
  });
}

type OutboxRow = { kind: string; sourceId: number; recipientId: number | null };
const assignmentMails = async (): Promise<OutboxRow[]> =>
  (
    (await server
      .knex(MAIL_OUTBOX_TABLE)
      .whereIn('kind', ['assignment', 'assignment_bulk'])
      .select('kind', 'sourceId', 'recipientId')
      .orderBy('id')) as OutboxRow[]
  ).map((row) => ({
    kind: row.kind,
    sourceId: Number(row.sourceId),
    recipientId: row.recipientId === null ? null : Number(row.recipientId),
  }));

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.adminClient('assign-owner');
  ownerId = ((await server.knex('admin_users').where({ username: 'assign-owner' }).first()) as { id: number })
    .id;
  ids.recruiter = await account('rita', 'recruiter', {
    displayName: 'Rita Recruiting',
    email: 'rita@agentur.example',
  });
  ids.quiet = await account('quentin', 'recruiter', { displayName: 'Quentin', email: 'q@agentur.example' });
  ids.admin = await account('ada', 'admin', { displayName: 'Ada Admin' });
  ids.editor = await account('eddi', 'editor', { displayName: 'Eddi Redaktion' });
  ids.disabled = await account('dora', 'recruiter', {
    displayName: 'Dora',
    disabledAt: new Date().toISOString(),
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.knex('applications').del();
  await server.knex(MAIL_OUTBOX_TABLE).del();
});

describe('PATCH /api/admin/applications/:id with assigneeId', () => {
  it('assigns a colleague who may see applications, answers assigneeId everywhere, and unassigns with null', async () => {
    const id = await insert('lena.live');
    const patched = await owner.patch<Application>(`/api/admin/applications/${id}`, {
      assigneeId: ids.recruiter,
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.assigneeId).toBe(ids.recruiter);
    expect((await owner.get<Application>(`/api/admin/applications/${id}`)).body.assigneeId).toBe(
      ids.recruiter,
    );
    const list = await owner.get<Application[]>('/api/admin/applications');
    expect(list.body.map((row) => row.assigneeId)).toEqual([ids.recruiter]);
    const page = await owner.get<Application[]>('/api/admin/applications?page=1');
    expect(page.body.map((row) => row.assigneeId)).toEqual([ids.recruiter]);

    const admin = await owner.patch<Application>(`/api/admin/applications/${id}`, { assigneeId: ids.admin });
    expect(admin.body.assigneeId).toBe(ids.admin);
    const cleared = await owner.patch<Application>(`/api/admin/applications/${id}`, { assigneeId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.assigneeId).toBeNull();
  });

  it('refuses a disabled account, one without the permission, an unknown one and a wrong type with a German 400', async () => {
    const id = await insert('lena.live', ids.recruiter);
    for (const assigneeId of [ids.disabled, ids.editor, 999_999]) {
      expectInvalid(await owner.patch(`/api/admin/applications/${id}`, { assigneeId }), {
        assigneeId: NOT_ASSIGNABLE,
      });
    }
    for (const assigneeId of ['me', 0, -1, 1.5, true]) {
      expectInvalid(await owner.patch(`/api/admin/applications/${id}`, { assigneeId }), {
        assigneeId: NOT_ASSIGNABLE,
      });
    }
    const stored = await server.knex('applications').where({ id }).first();
    expect(Number(stored.assigneeId)).toBe(ids.recruiter);
  });

  it('records the assignment in the activity log with the ids before and after', async () => {
    const id = await insert('lena.live');
    await owner.patch(`/api/admin/applications/${id}`, { assigneeId: ids.recruiter });
    await owner.patch(`/api/admin/applications/${id}`, { assigneeId: ids.admin });
    const rows = (await server
      .knex('activity_log')
      .where({ entity: 'applications', entityId: String(id), action: 'update' })
      .orderBy('id')) as Array<{ changes: string; actorId: number }>;
    expect(rows.map((row) => JSON.parse(row.changes))).toEqual([
      { assigneeId: { before: null, after: ids.recruiter } },
      { assigneeId: { before: ids.recruiter, after: ids.admin } },
    ]);
    expect(rows.every((row) => Number(row.actorId) === ownerId)).toBe(true);
  });
});

describe('POST /api/admin/applications/bulk with action "assign"', () => {
  it('assigns and unassigns many in one log row, counting only those that changed', async () => {
    const a = await insert('anna');
    const b = await insert('bert', ids.recruiter);
    const c = await insert('carla', ids.admin);
    const bulk = (body: unknown) => owner.post<{ changed: number }>('/api/admin/applications/bulk', body);
    const assigned = await bulk({ ids: [a, b, c], action: 'assign', assigneeId: ids.recruiter });
    expect(assigned.status, assigned.text).toBe(200);
    expect(assigned.body).toEqual({ changed: 2 });
    const stored = await server.knex('applications').select('id', 'assigneeId').orderBy('id');
    expect(stored.map((row) => Number(row.assigneeId))).toEqual([
      ids.recruiter,
      ids.recruiter,
      ids.recruiter,
    ]);
    const log = (await server
      .knex('activity_log')
      .where({ action: 'bulk' })
      .orderBy('id', 'desc')
      .first()) as {
      changes: string;
    };
    expect(JSON.parse(log.changes)).toEqual({
      operation: { before: null, after: 'assign' },
      count: { before: null, after: 2 },
      ids: { before: null, after: [a, c] },
      assigneeId: { before: [null, ids.admin], after: ids.recruiter },
    });

    expect((await bulk({ ids: [a, b], action: 'assign', assigneeId: null })).body).toEqual({ changed: 2 });
    expect((await bulk({ ids: [a, b], action: 'assign', assigneeId: null })).body).toEqual({ changed: 0 });
  });

  it('validates like PATCH: a missing assigneeId, a disabled account, an editor', async () => {
    const a = await insert('anna');
    const bulk = (body: unknown) => owner.post('/api/admin/applications/bulk', body);
    expectInvalid(await bulk({ ids: [a], action: 'assign' }), { assigneeId: NOT_ASSIGNABLE });
    expectInvalid(await bulk({ ids: [a], action: 'assign', assigneeId: ids.disabled }), {
      assigneeId: NOT_ASSIGNABLE,
    });
    expectInvalid(await bulk({ ids: [a], action: 'assign', assigneeId: ids.editor }), {
      assigneeId: NOT_ASSIGNABLE,
    });
    expect((await server.knex('applications').where({ id: a }).first()).assigneeId).toBeNull();
  });
});

describe('the list filter assignee=me|<id>|none', () => {
  it('filters by the signed-in person, an account and nobody, in the list and the export', async () => {
    await insert('mine', ownerId);
    await insert('ritas', ids.recruiter);
    await insert('nobodys');
    const names = async (query: string) => {
      const response = await owner.get<Application[]>(`/api/admin/applications?${query}`);
      expect(response.status, response.text).toBe(200);
      return {
        names: response.body.map((row) => row.tiktokUsername),
        total: response.headers.get('x-total-count'),
      };
    };
    expect(await names('assignee=me')).toEqual({ names: ['mine'], total: '1' });
    expect(await names(`assignee=${ids.recruiter}`)).toEqual({ names: ['ritas'], total: '1' });
    expect(await names('assignee=none')).toEqual({ names: ['nobodys'], total: '1' });
    expect(await names('assignee=')).toEqual({ names: ['nobodys', 'ritas', 'mine'], total: '3' });
    const csv = await owner.get('/api/admin/applications/export.csv?assignee=me');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('mine');
    expect(csv.text).not.toContain('ritas');
  });

  it('refuses anything else with a German 400', async () => {
    for (const value of ['someone', '0', '-1', 'me,none', '1.5']) {
      expectInvalid(await owner.get(`/api/admin/applications?assignee=${value}`), {
        assignee: 'Zuständig: „me“, „none“ oder die Nummer eines Kontos',
      });
    }
  });
});

describe('GET /api/admin/applications/assignees', () => {
  it('lists the active colleagues who may see applications, by name, for whoever may read applications', async () => {
    const response = await owner.get<ApplicationAssignee[]>('/api/admin/applications/assignees');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      [
        { id: ownerId, name: 'assign-owner' },
        { id: ids.admin, name: 'Ada Admin' },
        { id: ids.quiet, name: 'Quentin' },
        { id: ids.recruiter, name: 'Rita Recruiting' },
      ].sort((x, y) => x.name.localeCompare(y.name, 'de')),
    );
    const rita = server.client();
    expect((await rita.login('rita')).status).toBe(200);
    expect((await rita.get('/api/admin/applications/assignees')).status).toBe(200);
    const eddi = server.client();
    expect((await eddi.login('eddi')).status).toBe(200);
    expect((await eddi.get('/api/admin/applications/assignees')).status).toBe(403);
  });
});

describe('the foreign key', () => {
  it('sets the assignee to null when the account is deleted', async () => {
    const gone = await account('gone', 'recruiter');
    const id = await insert('lena.live', gone);
    await server.knex('admin_users').where({ id: gone }).del();
    expect((await server.knex('applications').where({ id }).first()).assigneeId).toBeNull();
    expect((await owner.get<Application>(`/api/admin/applications/${id}`)).body.assigneeId).toBeNull();
  });

  it('refuses an assignee who is no account at the database too', async () => {
    await expect(insert('lena.live', 987_654)).rejects.toThrow();
  });
});

describe('the mail to the person assigned', () => {
  it('is queued in the outbox only for someone who chose it, never for oneself, and composed without private details', async () => {
    const rita = server.client();
    expect((await rita.login('rita')).status).toBe(200);
    const chose = await rita.patch<{ alerts: { assigned: boolean } }>('/api/admin/account/alerts', {
      assigned: true,
    });
    expect(chose.status, chose.text).toBe(200);
    expect(chose.body.alerts).toEqual({ assigned: true });
    expectInvalid(await rita.patch('/api/admin/account/alerts', { assigned: 'ja' }), {
      assigned: 'Bitte wählen Sie Ja oder Nein',
    });

    const id = await insert('lena.live');
    // Quentin did not choose it: nothing queued.
    await owner.patch(`/api/admin/applications/${id}`, { assigneeId: ids.quiet });
    expect(await assignmentMails()).toEqual([]);
    await owner.patch(`/api/admin/applications/${id}`, { assigneeId: ids.recruiter });
    expect(await assignmentMails()).toEqual([
      { kind: 'assignment', sourceId: id, recipientId: ids.recruiter },
    ]);
    // The same again changes nothing and queues nothing.
    await owner.patch(`/api/admin/applications/${id}`, { assigneeId: ids.recruiter });
    expect(await assignmentMails()).toHaveLength(1);

    const [entry] = (await server.knex(MAIL_OUTBOX_TABLE).where({ kind: 'assignment' })) as Array<{
      kind: 'assignment';
      sourceId: number;
      recipientId: number;
    }>;
    const mail = await server.app.services.staffAlerts.compose(
      { kind: 'assignment', sourceId: Number(entry!.sourceId), recipientId: Number(entry!.recipientId) },
      'https://agentur.example',
    );
    expect(mail).toMatchObject({
      kind: 'assignment',
      to: ['rita@agentur.example'],
      subject: 'Ihnen zugewiesen: @lena.live (Österreich)',
    });
    expect(mail!.text).toContain('https://agentur.example/admin/bewerbungen?assignee=me');
    expect(mail!.text).not.toContain('99988877');

    // Assigned to someone else meanwhile: nothing left to tell Rita.
    await owner.patch(`/api/admin/applications/${id}`, { assigneeId: ids.quiet });
    expect(
      await server.app.services.staffAlerts.compose(
        { kind: 'assignment', sourceId: id, recipientId: ids.recruiter },
        'https://agentur.example',
      ),
    ).toBeNull();

    // Rita assigning herself: no mail.
    await server.knex(MAIL_OUTBOX_TABLE).del();
    const own = await insert('eigene');
    expect((await rita.patch(`/api/admin/applications/${own}`, { assigneeId: ids.recruiter })).status).toBe(
      200,
    );
    expect(
      (
        await rita.post('/api/admin/applications/bulk', {
          ids: [id],
          action: 'assign',
          assigneeId: ids.recruiter,
        })
      ).status,
    ).toBe(200);
    expect(await assignmentMails()).toEqual([]);

    // A bulk assignment by someone else: one mail saying how many.
    const more = [await insert('x1'), await insert('x22')];
    await owner.post('/api/admin/applications/bulk', {
      ids: [...more, own],
      action: 'assign',
      assigneeId: null,
    });
    await owner.post('/api/admin/applications/bulk', {
      ids: [...more, own],
      action: 'assign',
      assigneeId: ids.recruiter,
    });
    expect(await assignmentMails()).toEqual([
      { kind: 'assignment_bulk', sourceId: 3, recipientId: ids.recruiter },
    ]);
    const summary = await server.app.services.staffAlerts.compose(
      { kind: 'assignment_bulk', sourceId: 3, recipientId: ids.recruiter },
      'https://agentur.example',
    );
    expect(summary).toMatchObject({
      to: ['rita@agentur.example'],
      subject: 'Ihnen zugewiesen: 3 Bewerbungen',
    });

    // Turned off again: nothing is composed for what was queued, nothing new is queued.
    expect((await rita.patch('/api/admin/account/alerts', { assigned: false })).body).toMatchObject({
      alerts: { assigned: false },
    });
    expect(
      await server.app.services.staffAlerts.compose(
        { kind: 'assignment_bulk', sourceId: 3, recipientId: ids.recruiter },
        'https://agentur.example',
      ),
    ).toBeNull();
    await server.knex(MAIL_OUTBOX_TABLE).del();
    await owner.patch(`/api/admin/applications/${own}`, { assigneeId: null });
    await owner.patch(`/api/admin/applications/${own}`, { assigneeId: ids.recruiter });
    expect(await assignmentMails()).toEqual([]);
  });
});
