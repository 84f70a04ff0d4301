import { describe, expect, it, onTestFinished } from 'vitest';
import type { ApplicationStatus } from '@shared/constants.js';
import type { ApplicationSubmit } from '@shared/schemas/application.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
import { DAY_MS } from '@server/clock.js';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { deleteExpired } from '@server/services/retention.js';
import { manualClock } from '@tests/helpers/clock.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

const START = Date.parse('2026-11-24T10:00:00Z');

async function serverWith(env: Record<string, string> = {}) {
  const server = await startTestServer({ clock: manualClock(START), env });
  onTestFinished(() => server.close());
  return server;
}

/** Stores an application at the clock's time, as a visitor's submission does; returns its id. */
async function apply(server: TestServer, tiktokUsername: string): Promise<number> {
  await server.app.services.applications.submit(
    factories.application({ tiktokUsername }) as ApplicationSubmit,
  );
  const row = (await server.knex('applications').orderBy('id', 'desc').first('id')) as { id: number };
  return row.id;
}

const setStatus = (server: TestServer, id: number, status: ApplicationStatus) =>
  server.app.services.applications.update(id, { status }, SYSTEM_ACTOR);

async function writeMessage(server: TestServer, subject: string): Promise<void> {
  await server.app.services.contactMessages.submit(factories.contact({ subject }) as ContactMessageInput);
}

const applicationNames = async (server: TestServer) =>
  (
    (await server.knex('applications').orderBy('id').select('tiktokUsername')) as Array<{
      tiktokUsername: string;
    }>
  ).map((row) => row.tiktokUsername);

const messageSubjects = async (server: TestServer) =>
  ((await server.knex('contact_messages').orderBy('id').select('subject')) as Array<{ subject: string }>).map(
    (row) => row.subject,
  );

const runRetention = (server: TestServer) =>
  deleteExpired(server.knex, server.config.retention, server.clock, server.app.services.activityLog);

describe('deleteExpired (APPLICATION_RETENTION_DAYS, MESSAGE_RETENTION_DAYS)', () => {
  it('deletes applications completed more than the period ago and keeps younger, open and reopened ones', async () => {
    const server = await serverWith({ APPLICATION_RETENTION_DAYS: '30' });
    // All arrive on day 0; how long ago each was completed decides.
    const old = await apply(server, '@old');
    const exact = await apply(server, '@exact');
    const young = await apply(server, '@young');
    await apply(server, '@new');
    const working = await apply(server, '@working');
    const reopened = await apply(server, '@reopened');
    const again = await apply(server, '@again');
    await setStatus(server, working, 'in_progress');
    await setStatus(server, old, 'completed');
    await setStatus(server, reopened, 'completed');
    await setStatus(server, again, 'completed');
    server.clock.advance(DAY_MS);
    await setStatus(server, exact, 'completed');
    await setStatus(server, reopened, 'in_progress');
    server.clock.advance(5 * DAY_MS);
    await setStatus(server, young, 'completed');
    // Reopened and completed again: the period starts afresh.
    await setStatus(server, again, 'in_progress');
    await setStatus(server, again, 'completed');

    // 31 days after day 0: @old is 31 days completed, @exact exactly 30.
    server.clock.set(START + 31 * DAY_MS);
    expect(await runRetention(server)).toEqual({ deletedApplications: 1, deletedMessages: 0 });
    expect(await applicationNames(server)).toEqual(['exact', 'young', 'new', 'working', 'reopened', 'again']);

    server.clock.advance(1);
    expect(await runRetention(server)).toEqual({ deletedApplications: 1, deletedMessages: 0 });
    expect(await applicationNames(server)).not.toContain('exact');

    // Years later only what is completed has gone; new, in-progress and reopened ones stay.
    server.clock.advance(3 * 365 * DAY_MS);
    expect(await runRetention(server)).toEqual({ deletedApplications: 2, deletedMessages: 0 });
    expect(await applicationNames(server)).toEqual(['new', 'working', 'reopened']);
  });

  it('deletes contact messages that arrived more than the period ago', async () => {
    const server = await serverWith({ MESSAGE_RETENTION_DAYS: '10' });
    await writeMessage(server, 'alt');
    server.clock.advance(DAY_MS);
    await writeMessage(server, 'genau');
    server.clock.advance(DAY_MS);
    await writeMessage(server, 'jung');
    // Read or not makes no difference.
    const [first] = (await server.knex('contact_messages').orderBy('id').select('id')) as Array<{
      id: number;
    }>;
    await server.app.services.contactMessages.update(first!.id, { isRead: true }, SYSTEM_ACTOR);

    server.clock.set(START + 11 * DAY_MS);
    expect(await runRetention(server)).toEqual({ deletedApplications: 0, deletedMessages: 1 });
    expect(await messageSubjects(server)).toEqual(['genau', 'jung']);
    server.clock.advance(DAY_MS);
    expect(await runRetention(server)).toEqual({ deletedApplications: 0, deletedMessages: 1 });
    expect(await messageSubjects(server)).toEqual(['jung']);
  });

  it('records each deletion in the activity log as done by the server: how many and the period, nothing else', async () => {
    const server = await serverWith({ APPLICATION_RETENTION_DAYS: '30', MESSAGE_RETENTION_DAYS: '10' });
    await setStatus(server, await apply(server, '@vergessen.werden'), 'completed');
    await writeMessage(server, 'Alte Anfrage');
    await writeMessage(server, 'Noch eine alte Anfrage');
    const before = (await server.knex('activity_log_head').first()).lastId as number;
    server.clock.set(START + 31 * DAY_MS);
    expect(await runRetention(server)).toEqual({ deletedApplications: 1, deletedMessages: 2 });
    // Nothing left to delete: nothing recorded.
    expect(await runRetention(server)).toEqual({ deletedApplications: 0, deletedMessages: 0 });

    const rows = await server.knex('activity_log').where('id', '>', before).orderBy('id');
    expect(
      rows.map((row) => [
        row.actorId,
        row.actorName,
        row.action,
        row.entity,
        row.entityId,
        JSON.parse(row.changes),
      ]),
    ).toEqual([
      [
        null,
        'System',
        'delete',
        'applications',
        null,
        { count: { before: null, after: 1 }, retentionDays: { before: null, after: 30 } },
      ],
      [
        null,
        'System',
        'delete',
        'messages',
        null,
        { count: { before: null, after: 2 }, retentionDays: { before: null, after: 10 } },
      ],
    ]);
    const log = JSON.stringify(await server.knex('activity_log').select('*')).toLowerCase();
    expect(log).not.toContain('vergessen');
    expect(log).not.toContain('anfrage');
    expect(await server.app.services.activityLog.verify()).toMatchObject({ ok: true });
  });

  it('with the defaults keeps completed applications 180 days and messages 365 days', async () => {
    const server = await serverWith();
    const id = await apply(server, '@default');
    await setStatus(server, id, 'completed');
    await writeMessage(server, 'default');
    server.clock.set(START + 180 * DAY_MS);
    expect(await runRetention(server)).toEqual({ deletedApplications: 0, deletedMessages: 0 });
    server.clock.advance(1);
    expect(await runRetention(server)).toEqual({ deletedApplications: 1, deletedMessages: 0 });
    server.clock.set(START + 365 * DAY_MS + 1);
    expect(await runRetention(server)).toEqual({ deletedApplications: 0, deletedMessages: 1 });
  });

  it.each([
    [
      { APPLICATION_RETENTION_DAYS: '0', MESSAGE_RETENTION_DAYS: '1' },
      { deletedApplications: 0, deletedMessages: 1 },
    ],
    [
      { APPLICATION_RETENTION_DAYS: '1', MESSAGE_RETENTION_DAYS: '0' },
      { deletedApplications: 1, deletedMessages: 0 },
    ],
    [
      { APPLICATION_RETENTION_DAYS: '0', MESSAGE_RETENTION_DAYS: '0' },
      { deletedApplications: 0, deletedMessages: 0 },
    ],
  ])('with %j turns that kind of deletion off (%j)', async (env, deleted) => {
    const server = await serverWith(env);
    const id = await apply(server, '@lange-her');
    await setStatus(server, id, 'completed');
    await writeMessage(server, 'lange her');
    server.clock.advance(50 * 365 * DAY_MS);
    expect(await runRetention(server)).toEqual(deleted);
    expect(await applicationNames(server)).toHaveLength(1 - deleted.deletedApplications);
    expect(await messageSubjects(server)).toHaveLength(1 - deleted.deletedMessages);
  });
});

describe('deleteAfter in GET/PATCH /api/admin/applications', () => {
  it('is completedAt + APPLICATION_RETENTION_DAYS for a completed application, null otherwise, and the retention deletes it just after', async () => {
    const server = await serverWith({ APPLICATION_RETENTION_DAYS: '30' });
    const admin = await server.adminClient();
    const id = await apply(server, '@frist');
    const url = `/api/admin/applications/${id}`;
    expect((await admin.get<{ deleteAfter: unknown }>(url)).body.deleteAfter).toBeNull();
    const inProgress = await admin.patch<{ deleteAfter: unknown }>(url, { status: 'in_progress' });
    expect(inProgress.body.deleteAfter).toBeNull();

    server.clock.advance(3_600_000);
    const completed = await admin.patch<{ completedAt: string; deleteAfter: string }>(url, {
      status: 'completed',
    });
    expect(completed.status).toBe(200);
    expect(completed.body.completedAt).toBe(new Date(START + 3_600_000).toISOString());
    expect(completed.body.deleteAfter).toBe(new Date(START + 3_600_000 + 30 * DAY_MS).toISOString());
    const [listed] = (await admin.get<Array<{ deleteAfter: string }>>('/api/admin/applications')).body;
    expect(listed!.deleteAfter).toBe(completed.body.deleteAfter);
    expect((await admin.patch<{ deleteAfter: unknown }>(url, { status: 'new' })).body.deleteAfter).toBeNull();
    await admin.patch(url, { status: 'completed' });

    // The retention deletes it once deleteAfter has passed, not before.
    server.clock.set(Date.parse(completed.body.deleteAfter));
    expect((await runRetention(server)).deletedApplications).toBe(0);
    server.clock.advance(1);
    expect((await runRetention(server)).deletedApplications).toBe(1);
  });

  it('is null with APPLICATION_RETENTION_DAYS=0', async () => {
    const server = await serverWith({ APPLICATION_RETENTION_DAYS: '0' });
    const admin = await server.adminClient();
    const id = await apply(server, '@bleibt');
    const response = await admin.patch<{ completedAt: string; deleteAfter: unknown }>(
      `/api/admin/applications/${id}`,
      { status: 'completed' },
    );
    expect(response.body.completedAt).toBe(new Date(START).toISOString());
    expect(response.body.deleteAfter).toBeNull();
  });
});
