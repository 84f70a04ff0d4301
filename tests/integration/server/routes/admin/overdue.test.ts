import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageCounts, Stats } from '@shared/api-types.js';
import { SERVER } from '@tests/helpers/messages.js';
import { expectError, expectInvalid } from '@tests/helpers/responses.js';
import { insertRow } from '@tests/helpers/sql.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The 48-hour promise (issue 48): `overdue=1` on the applications list (and its exports) and on the
 * messages list, and the overdue counts of GET /api/admin/stats and …/messages/counts, decided by
 * the server's clock (a manual one here): still „Neu“, or unanswered, and older than 48 hours.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const NOW = Date.parse('2026-12-09T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(NOW);
  admin = await server.adminClient('overdue-admin');
});
afterAll(() => server.close());

beforeEach(async () => {
  server.clock.set(NOW);
  await server.knex('applications').del();
  await server.knex('contact_messages').del();
});

/** An application as stored by the form, `age` ms before NOW. */
const application = (tiktokUsername: string, age: number, status = 'new') =>
  insertRow(server.knex, 'applications', {
    tiktokUsername,
    country: 'Deutschland',
    isAdult: true,
    agreedToPrivacy: true,
    status,
    completedAt: status === 'completed' ? ago(0) : null,
    createdAt: ago(age),
  });

/** A contact message `age` ms before NOW, answered `answeredAt` when given. */
const message = (subject: string, age: number, answeredAt: string | null = null) =>
  insertRow(server.knex, 'contact_messages', {
    name: 'Max Muster',
    email: 'max@example.org',
    subject,
    message: 'Hallo, ich hätte gern mehr Informationen.',
    isRead: false,
    answeredAt,
    createdAt: ago(age),
  });

async function applicationNames(query: string): Promise<{ names: string[]; total: number }> {
  const response = await admin.get<Array<{ tiktokUsername: string }>>(`/api/admin/applications?${query}`);
  expect(response.status, response.text).toBe(200);
  return {
    names: response.body.map((row) => row.tiktokUsername),
    total: Number(response.headers.get('x-total-count')),
  };
}

async function messageSubjects(query = 'overdue=1'): Promise<string[]> {
  const response = await admin.get<Array<{ subject: string }>>(`/api/admin/messages?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body.map((row) => row.subject);
}

async function stats(): Promise<Stats> {
  const response = await admin.get<Stats>('/api/admin/stats');
  expect(response.status).toBe(200);
  return response.body;
}

describe('GET /api/admin/applications?overdue=1', () => {
  it('lists the new ones older than 48 hours: 49 h yes, 47 h and exactly 48 h not', async () => {
    await application('@neu.49h', 49 * HOUR);
    await application('@neu.47h', 47 * HOUR);
    await application('@neu.48h', 48 * HOUR);
    await application('@neu.5tage', 5 * 24 * HOUR);
    expect(await applicationNames('overdue=1')).toEqual({ names: ['@neu.49h', '@neu.5tage'], total: 2 });
    // Without the filter: all four.
    expect((await applicationNames('page=1')).total).toBe(4);
  });

  it('never lists an application in progress or completed, however old', async () => {
    await application('@alt.bearbeitung', 30 * 24 * HOUR, 'in_progress');
    await application('@alt.erledigt', 30 * 24 * HOUR, 'completed');
    await application('@alt.neu', 30 * 24 * HOUR);
    expect((await applicationNames('overdue=1')).names).toEqual(['@alt.neu']);
    // With a status filter other than new it finds nothing.
    expect((await applicationNames('overdue=1&status=in_progress')).names).toEqual([]);
    expect((await applicationNames('overdue=1&status=new')).names).toEqual(['@alt.neu']);
  });

  it('follows the server’s clock: an application passes the 48 hours while nobody touches it', async () => {
    await application('@gleich.faellig', 48 * HOUR - MINUTE);
    expect((await applicationNames('overdue=1')).names).toEqual([]);
    expect((await stats()).applications).toMatchObject({ new: 1, overdue: 0 });
    server.clock.advance(2 * MINUTE);
    expect((await applicationNames('overdue=1')).names).toEqual(['@gleich.faellig']);
    expect((await stats()).applications).toMatchObject({ new: 1, overdue: 1 });
  });

  it('filters the exports the same way, and records the filter', async () => {
    await application('@export.faellig', 49 * HOUR);
    await application('@export.frisch', 1 * HOUR);
    const response = await admin.get('/api/admin/applications/export.csv?overdue=1');
    expect(response.status).toBe(200);
    expect(response.text).toContain('export.faellig');
    expect(response.text).not.toContain('export.frisch');
    const row = (await server
      .knex('activity_log')
      .where({ action: 'export', entity: 'applications' })
      .orderBy('id', 'desc')
      .first('changes')) as { changes: string | Record<string, unknown> };
    const changes = typeof row.changes === 'string' ? (JSON.parse(row.changes) as object) : row.changes;
    expect(changes).toMatchObject({ overdue: { before: null, after: true }, count: { after: 1 } });
  });

  it.each(['0', 'true', 'ja'])('refuses overdue=%s with a German 400', async (value) => {
    expectInvalid(await admin.get(`/api/admin/applications?overdue=${value}`), { overdue: SERVER.overdue });
  });
});

describe('GET /api/admin/messages?overdue=1', () => {
  it('lists the unanswered ones older than 48 hours (read or not), newest first', async () => {
    await message('49 Stunden', 49 * HOUR);
    await message('47 Stunden', 47 * HOUR);
    await message('3 Tage, beantwortet', 3 * 24 * HOUR, ago(2 * 24 * HOUR));
    const read = await message('4 Tage, gelesen', 4 * 24 * HOUR);
    await server.knex('contact_messages').where({ id: read }).update({ isRead: true });
    expect(await messageSubjects()).toEqual(['49 Stunden', '4 Tage, gelesen']);
    // Without the filter the whole inbox, as before.
    expect(await messageSubjects('')).toHaveLength(4);
  });

  it('drops a message from the overdue list once it is answered, and back when that is undone', async () => {
    const id = await message('Wartet', 50 * HOUR);
    expect(await messageSubjects()).toEqual(['Wartet']);
    expect((await admin.patch(`/api/admin/messages/${id}`, { answered: true })).status).toBe(200);
    expect(await messageSubjects()).toEqual([]);
    expect((await admin.patch(`/api/admin/messages/${id}`, { answered: false })).status).toBe(200);
    expect(await messageSubjects()).toEqual(['Wartet']);
  });

  it('counts them in GET …/messages/counts and in the stats, by the server’s clock', async () => {
    await message('Fast fällig', 48 * HOUR - MINUTE);
    await message('Fällig', 49 * HOUR);
    await message('Beantwortet', 49 * HOUR, ago(HOUR));
    const counts = await admin.get<MessageCounts>('/api/admin/messages/counts');
    expect(counts.body).toStrictEqual({ unread: 3, total: 3, overdue: 1 });
    expect((await stats()).messages).toStrictEqual({ unread: 3, total: 3, overdue: 1 });
    server.clock.advance(2 * MINUTE);
    expect((await stats()).messages).toMatchObject({ overdue: 2 });
  });

  it('refuses overdue=0 with a German 400, and any other parameter (the search is the screen’s)', async () => {
    expectInvalid(await admin.get('/api/admin/messages?overdue=0'), { overdue: SERVER.overdue });
    expectError(await admin.get('/api/admin/messages?q=anna'), 400, {
      message: 'Die Adresse enthält unbekannte oder doppelte Parameter.',
      errors: { q: 'Unbekannter Parameter' },
    });
  });
});

describe('GET /api/admin/stats: the overdue figures', () => {
  it('counts overdue applications and messages beside the existing figures', async () => {
    await application('@faellig.eins', 49 * HOUR);
    await application('@faellig.zwei', 72 * HOUR);
    await application('@frisch', 2 * HOUR);
    await application('@bearbeitet', 72 * HOUR, 'in_progress');
    await message('Fällig', 49 * HOUR);
    expect(await stats()).toMatchObject({
      applications: { new: 3, total: 4, overdue: 2 },
      messages: { unread: 1, total: 1, overdue: 1 },
    });
  });

  it('answers no application or message figures to Redaktion, and messages to Recruiting', async () => {
    await message('Fällig', 49 * HOUR);
    const editor = await server.memberClient('overdue-editor', 'editor');
    const forEditor = await editor.get<Stats>('/api/admin/stats');
    expect(forEditor.body).toMatchObject({ applications: null, messages: null });
    const recruiter = await server.memberClient('overdue-recruiter', 'recruiter');
    const forRecruiter = await recruiter.get<Stats>('/api/admin/stats');
    expect(forRecruiter.body.messages).toStrictEqual({ unread: 1, total: 1, overdue: 1 });
  });
});
