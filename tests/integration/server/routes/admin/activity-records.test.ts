import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories, PNG_DATA_URL } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { failingTrigger } from '@tests/helpers/sql.js';

/**
 * What each admin write leaves in the activity log: one row in the change's transaction, with
 * the right action, entity, entry, changes and actor; applicants' and senders' data never. The
 * list and its exports are tests/integration/server/routes/admin/activity.test.ts.
 */

type Row = { id: number } & Record<string, unknown>;
interface LogRow {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  actorIp: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: Record<string, unknown> | null;
}

const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const STAFF = 'ida-redaktion';

let server: TestServer;
let admin: TestClient;
let staffId: number;
/** The last log row before the test: each test reads the rows after it. */
let mark = 0;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(NOW);
  admin = await server.adminClient(STAFF);
  staffId = (await server.knex('admin_users').where({ username: STAFF }).first()).id;
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.set(NOW);
  mark = (await server.knex('activity_log_head').first()).lastId;
});

/** The rows written since the test began, oldest first, their changes parsed. */
async function newRows(): Promise<LogRow[]> {
  const rows = await server.knex('activity_log').where('id', '>', mark).orderBy('id');
  return rows.map(({ prevHash: _p, hash: _h, ...row }) => ({
    ...row,
    changes: row.changes === null ? null : JSON.parse(row.changes),
  }));
}

/** Every column of every log row as one lowercase text, to search for what must not be there. */
async function wholeLog(): Promise<string> {
  return JSON.stringify(await server.knex('activity_log').select('*')).toLowerCase();
}

const byStaff = { actorId: expect.any(Number), actorName: STAFF, actorIp: '127.0.0.1' };

async function apply(fields: Record<string, unknown> = {}): Promise<Row> {
  expect((await server.client().post('/api/apply', factories.application(fields))).status).toBe(201);
  const [{ id }] = (await server.knex('applications').max({ id: 'id' })) as [{ id: number }];
  return { id };
}

async function contact(fields: Record<string, unknown> = {}): Promise<Row> {
  expect((await server.client().post('/api/contact', factories.contact(fields))).status).toBe(201);
  const [{ id }] = (await server.knex('contact_messages').max({ id: 'id' })) as [{ id: number }];
  return { id };
}

describe('content', () => {
  it('records a create with every value, an update with before and after, a move, and a delete', async () => {
    const created = await admin.post<Row>('/api/admin/faqs', factories.faq({ order: 3 }));
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(
      (await admin.patch(`/api/admin/faqs/${id}`, { question: 'Wie schnell antwortet ihr?' })).status,
    ).toBe(200);
    expect((await admin.patch(`/api/admin/faqs/${id}`, { order: 1 })).status).toBe(200);
    // Saved as it was: nothing changed, nothing recorded.
    expect((await admin.patch(`/api/admin/faqs/${id}`, { order: 1 })).status).toBe(200);
    expect((await admin.delete(`/api/admin/faqs/${id}`)).status).toBe(204);

    const faq = factories.faq();
    expect(await newRows()).toEqual([
      {
        id: mark + 1,
        at: new Date(NOW).toISOString(),
        ...byStaff,
        actorId: staffId,
        action: 'create',
        entity: 'faqs',
        entityId: String(id),
        changes: {
          question: { before: null, after: faq.question },
          answer: { before: null, after: faq.answer },
          order: { before: null, after: 3 },
        },
      },
      expect.objectContaining({
        action: 'update',
        entityId: String(id),
        changes: { question: { before: faq.question, after: 'Wie schnell antwortet ihr?' } },
      }),
      expect.objectContaining({
        action: 'reorder',
        // With the places as the list counts them (server/services/content.ts; activity-german.test.ts).
        changes: {
          order: { before: 3, after: 1 },
          position: { before: expect.any(Number), after: expect.any(Number) },
        },
      }),
      expect.objectContaining({
        action: 'delete',
        changes: {
          question: { before: 'Wie schnell antwortet ihr?', after: null },
          answer: { before: faq.answer, after: null },
          order: { before: 1, after: null },
        },
      }),
    ]);
    expect(await server.app.services.activityLog.verify()).toMatchObject({ ok: true });
  });

  it('records every content type under its own name, with booleans and numbers as the API shows them', async () => {
    const streamer = await admin.post<Row>('/api/admin/streamers', factories.streamer({ featured: true }));
    await admin.patch(`/api/admin/streamers/${streamer.body.id}`, { featured: false });
    const rows = await newRows();
    expect(rows.map((row) => [row.action, row.entity])).toEqual([
      ['create', 'streamers'],
      ['update', 'streamers'],
    ]);
    expect(rows[1]!.changes).toEqual({ featured: { before: true, after: false } });
  });

  it('records nothing for a refused or failed write', async () => {
    expect((await admin.patch('/api/admin/faqs/987654', { question: 'Gibt es nicht?' })).status).toBe(404);
    expect((await admin.delete('/api/admin/faqs/987654')).status).toBe(404);
    expect((await admin.post('/api/admin/faqs', { question: 'x' })).status).toBe(400);
    expect((await server.client().post('/api/admin/faqs', factories.faq())).status).toBe(401);
    expect(await newRows()).toEqual([]);
  });

  it('rolls the change back when its record cannot be written (no change without its record)', async () => {
    const created = await admin.post<Row>('/api/admin/faqs', factories.faq());
    mark += 1;
    const trigger = await failingTrigger(server.knex, {
      name: 'refuse_log',
      table: 'activity_log',
      event: 'insert',
      message: 'refused',
    });
    try {
      expect(
        (await admin.patch(`/api/admin/faqs/${created.body.id}`, { question: 'Nie gespeichert?' })).status,
      ).toBe(500);
      expect((await admin.delete(`/api/admin/faqs/${created.body.id}`)).status).toBe(500);
      expect(
        (await admin.post('/api/admin/faqs', factories.faq({ question: 'Auch nie gespeichert?' }))).status,
      ).toBe(500);
      expect((await admin.post('/api/admin/upload', { image: PNG_DATA_URL, type: 'profile' })).status).toBe(
        500,
      );
    } finally {
      await trigger.drop();
    }
    expect((await admin.get<Row>(`/api/admin/faqs/${created.body.id}`)).body).toEqual(created.body);
    expect(await server.knex('faqs').where('question', 'like', '%nie gespeichert%')).toEqual([]);
    // The upload's file went again with its failed record.
    const files = fs.existsSync(server.config.uploadsDir) ? fs.readdirSync(server.config.uploadsDir) : [];
    const logged = await server.knex('activity_log').where({ entity: 'uploads' }).pluck('entityId');
    expect(files.filter((name) => !logged.includes(name))).toEqual([]);
    expect(await newRows()).toEqual([]);
  });
});

describe('applications', () => {
  const PERSON = {
    tiktokUsername: '@marlene.live',
    whatsappNumber: '+49 171 7654321',
    telegramUsername: '@marlene_t',
    website: 'https://marlene.example',
  };

  it('records status values and only the names of other changed fields; a delete; never the applicant', async () => {
    const { id } = await apply(PERSON);
    const note = 'Rückruf am Montag, Mutter heißt Gerda';
    const patched = await admin.patch(`/api/admin/applications/${id}`, {
      status: 'in_progress',
      notes: note,
    });
    expect(patched.status).toBe(200);
    expect((await admin.delete(`/api/admin/applications/${id}`)).status).toBe(204);

    expect(await newRows()).toEqual([
      expect.objectContaining({
        ...byStaff,
        action: 'update',
        entity: 'applications',
        entityId: String(id),
        changes: { status: { before: 'new', after: 'in_progress' }, notes: { withheld: true } },
      }),
      expect.objectContaining({
        action: 'delete',
        entity: 'applications',
        entityId: String(id),
        changes: null,
      }),
    ]);
    const log = await wholeLog();
    for (const value of [...Object.values(PERSON), note, 'marlene', '7654321', 'gerda']) {
      expect(log).not.toContain(value.toLowerCase());
    }
  });

  it('records a bulk action as one row with the ids, the count and the status', async () => {
    const first = await apply();
    const second = await apply();
    const third = await apply();
    await admin.patch(`/api/admin/applications/${third.id}`, { status: 'completed' });
    mark += 1;
    const ids = [first.id, second.id, third.id, 987654];
    const bulk = await admin.post('/api/admin/applications/bulk', {
      ids,
      action: 'status',
      status: 'completed',
    });
    expect(bulk.body).toEqual({ changed: 2 });
    const removed = await admin.post('/api/admin/applications/bulk', { ids, action: 'delete' });
    expect(removed.body).toEqual({ changed: 3 });
    // Nothing left to change: nothing recorded.
    expect((await admin.post('/api/admin/applications/bulk', { ids, action: 'delete' })).body).toEqual({
      changed: 0,
    });

    expect(await newRows()).toEqual([
      expect.objectContaining({
        ...byStaff,
        action: 'bulk',
        entity: 'applications',
        entityId: null,
        changes: {
          operation: { before: null, after: 'status' },
          count: { before: null, after: 2 },
          ids: { before: null, after: [first.id, second.id] },
          status: { before: ['new'], after: 'completed' },
        },
      }),
      expect.objectContaining({
        action: 'bulk',
        changes: {
          operation: { before: null, after: 'delete' },
          count: { before: null, after: 3 },
          ids: { before: null, after: [first.id, second.id, third.id] },
        },
      }),
    ]);
  });

  it('records each export with its format, count and filters, the search text withheld', async () => {
    await server.knex('applications').del();
    await apply(PERSON);
    await apply({ tiktokUsername: '@jemand.anders', country: 'Schweiz' });
    expect((await admin.get('/api/admin/applications/export.csv?country=Deutschland&q=marlene')).status).toBe(
      200,
    );
    expect((await admin.get('/api/admin/applications/export.xlsx?sort=tiktokUsername')).status).toBe(200);
    expect(await newRows()).toEqual([
      expect.objectContaining({
        ...byStaff,
        action: 'export',
        entity: 'applications',
        changes: {
          format: { before: null, after: 'csv' },
          count: { before: null, after: 1 },
          country: { before: null, after: 'Deutschland' },
          sort: { before: null, after: '-createdAt' },
          q: { withheld: true },
        },
      }),
      expect.objectContaining({
        action: 'export',
        changes: {
          format: { before: null, after: 'xlsx' },
          count: { before: null, after: 2 },
          sort: { before: null, after: 'tiktokUsername' },
        },
      }),
    ]);
    expect(await wholeLog()).not.toContain('marlene');
  });
});

describe('messages', () => {
  it('records read and unread, answered and not, with their values and a delete, never the sender or the text', async () => {
    const sender = {
      name: 'Konrad Zuse',
      email: 'konrad@example.org',
      subject: 'Rechenmaschine',
      message: 'Ich baue eine Z3.',
    };
    const { id } = await contact(sender);
    await admin.patch(`/api/admin/messages/${id}`, { isRead: true });
    await admin.patch(`/api/admin/messages/${id}`, { isRead: true }); // no change
    await admin.patch(`/api/admin/messages/${id}`, { isRead: false });
    await admin.patch(`/api/admin/messages/${id}`, { answered: true });
    await admin.patch(`/api/admin/messages/${id}`, { answered: true }); // no change
    await admin.patch(`/api/admin/messages/${id}`, { answered: false, isRead: true });
    await admin.delete(`/api/admin/messages/${id}`);
    expect(await newRows()).toEqual([
      expect.objectContaining({
        ...byStaff,
        action: 'update',
        entity: 'messages',
        entityId: String(id),
        changes: { isRead: { before: false, after: true } },
      }),
      expect.objectContaining({ action: 'update', changes: { isRead: { before: true, after: false } } }),
      expect.objectContaining({ action: 'update', changes: { answered: { before: false, after: true } } }),
      expect.objectContaining({
        action: 'update',
        changes: { isRead: { before: false, after: true }, answered: { before: true, after: false } },
      }),
      expect.objectContaining({ action: 'delete', entity: 'messages', entityId: String(id), changes: null }),
    ]);
    const log = await wholeLog();
    for (const value of ['konrad', 'zuse', 'example.org', 'rechenmaschine', 'z3'])
      expect(log).not.toContain(value);
  });
});

describe('uploads', () => {
  it('records the stored file by its name, with its kind and size', async () => {
    const response = await admin.post<{ url: string }>('/api/admin/upload', {
      image: PNG_DATA_URL,
      type: 'profile',
    });
    expect(response.status).toBe(201);
    const name = path.posix.basename(response.body.url);
    const bytes = fs.statSync(path.join(server.config.uploadsDir, name)).size;
    expect(await newRows()).toEqual([
      expect.objectContaining({
        ...byStaff,
        action: 'create',
        entity: 'uploads',
        entityId: name,
        changes: { type: { before: null, after: 'profile' }, bytes: { before: null, after: bytes } },
      }),
    ]);
  });
});

describe('data requests (Art. 15 and 17)', () => {
  it('records an export and an erasure with counts only: afterwards no log column holds the person', async () => {
    const person = {
      tiktok: '@Hedwig.Live',
      whatsapp: '+49 160 5550123',
      telegram: '@hedwig_t',
      email: 'hedwig.kiesel@example.net',
    };
    const { id } = await apply({
      tiktokUsername: person.tiktok,
      whatsappNumber: person.whatsapp,
      telegramUsername: person.telegram,
      currentAgency: 'Agentur Morgenrot',
    });
    await admin.patch(`/api/admin/applications/${id}`, {
      status: 'in_progress',
      notes: 'Hedwig ruft zurück',
    });
    const message = await contact({
      name: 'Hedwig Kiesel',
      email: person.email,
      subject: 'Meine Daten bitte',
    });
    await admin.patch(`/api/admin/messages/${message.id}`, { isRead: true });
    expect((await admin.post('/api/admin/data-requests/export', person)).status).toBe(200);
    const erased = await admin.post('/api/admin/data-requests/erase', {
      ...person,
      applicationIds: [id],
      messageIds: [message.id],
    });
    expect(erased.body).toMatchObject({ applications: 1, messages: 1 });

    const rows = await newRows();
    expect(rows.slice(-2)).toEqual([
      expect.objectContaining({
        ...byStaff,
        action: 'data-export',
        entity: 'data-requests',
        entityId: expect.any(String),
        changes: { applications: { before: null, after: 1 }, messages: { before: null, after: 1 } },
      }),
      expect.objectContaining({
        action: 'data-erasure',
        entity: 'data-requests',
        changes: { applications: { before: null, after: 1 }, messages: { before: null, after: 1 } },
      }),
    ]);
    const log = await wholeLog();
    for (const value of [
      'hedwig',
      'kiesel',
      '5550123',
      '160 555',
      'example.net',
      'morgenrot',
      'meine daten',
    ]) {
      expect(log, value).not.toContain(value);
    }
    expect(await server.app.services.activityLog.verify()).toMatchObject({ ok: true });
  });
});
