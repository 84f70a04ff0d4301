import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP, SERVER } from '@tests/helpers/messages.js';
import { expectError, expectInvalid, invalidCases, titledRows } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/** The message inbox of the control centre: what the contact form (POST /api/contact) stored. */

type Row = { id: number } & Record<string, unknown>;

const NOT_FOUND = { message: HTTP.notFound };
const UNKNOWN_ID = 987654;

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
  visitor = server.client();
});
afterAll(() => server.close());

async function messages(): Promise<Row[]> {
  const response = await admin.get<Row[]>('/api/admin/messages');
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body;
}

describe('POST /api/contact and the admin inbox', () => {
  beforeEach(() => server.knex('contact_messages').del());

  it('lists messages newest first', async () => {
    for (const subject of ['Erste Frage', 'Zweite Frage', 'Dritte Frage']) {
      expect((await visitor.post('/api/contact', factories.contact({ subject }))).status).toBe(201);
    }
    expect((await messages()).map((row) => row.subject)).toEqual([
      'Dritte Frage',
      'Zweite Frage',
      'Erste Frage',
    ]);
  });

  it('GET /api/admin/messages/counts answers how many messages there are and how many are unread', async () => {
    const counts = async () => {
      const response = await admin.get<{ unread: number; total: number; overdue: number }>(
        '/api/admin/messages/counts',
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      return response.body;
    };
    expect(await counts()).toStrictEqual({ unread: 0, total: 0, overdue: 0 });
    for (const subject of ['Erste Frage', 'Zweite Frage', 'Dritte Frage']) {
      expect((await visitor.post('/api/contact', factories.contact({ subject }))).status).toBe(201);
    }
    expect(await counts()).toStrictEqual({ unread: 3, total: 3, overdue: 0 });
    const [newest] = (await messages()) as [Row];
    expect((await admin.patch(`/api/admin/messages/${newest.id}`, { isRead: true })).status).toBe(200);
    expect(await counts()).toStrictEqual({ unread: 2, total: 3, overdue: 0 });
    expect((await admin.delete(`/api/admin/messages/${newest.id}`)).status).toBe(204);
    expect(await counts()).toStrictEqual({ unread: 2, total: 2, overdue: 0 });
    // Signed out: refused like every admin path.
    expect((await visitor.get('/api/admin/messages/counts')).status).toBe(401);
  });

  it('PATCH /api/admin/messages/:id with {isRead: true} answers 200 with isRead true, and back to false', async () => {
    expect((await visitor.post('/api/contact', factories.contact())).status).toBe(201);
    const [stored] = (await messages()) as [Row];
    const read = await admin.patch<Row>(`/api/admin/messages/${stored.id}`, { isRead: true });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...stored, isRead: true });
    expect(await messages()).toEqual([read.body]);

    const unread = await admin.patch<Row>(`/api/admin/messages/${stored.id}`, { isRead: false });
    expect(unread.status).toBe(200);
    expect(unread.body).toEqual({ ...stored, isRead: false });
  });

  it('a new message answers answered false and answeredAt null', async () => {
    expect((await visitor.post('/api/contact', factories.contact())).status).toBe(201);
    const [stored] = (await messages()) as [Row];
    expect(stored).toMatchObject({ isRead: false, answered: false, answeredAt: null });
  });

  it('PATCH with {answered: true} answers answered true and answeredAt the server’s now, kept when sent again', async () => {
    expect((await visitor.post('/api/contact', factories.contact())).status).toBe(201);
    const [stored] = (await messages()) as [Row];
    const at = server.clock();
    const answered = await admin.patch<Row>(`/api/admin/messages/${stored.id}`, { answered: true });
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({
      ...stored,
      answered: true,
      answeredAt: new Date(at).toISOString(),
    });
    // Marking it answered again keeps the first moment; reading it changes nothing of that.
    server.clock.advance(60_000);
    const again = await admin.patch<Row>(`/api/admin/messages/${stored.id}`, {
      answered: true,
      isRead: true,
    });
    expect(again.body).toEqual({ ...answered.body, isRead: true });
    expect(await messages()).toEqual([again.body]);

    const undone = await admin.patch<Row>(`/api/admin/messages/${stored.id}`, { answered: false });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ ...stored, isRead: true, answered: false, answeredAt: null });
  });

  it('DELETE /api/admin/messages/:id answers 204 with an empty body, then PATCH and DELETE answer 404', async () => {
    expect((await visitor.post('/api/contact', factories.contact({ subject: 'Bleibt' }))).status).toBe(201);
    expect((await visitor.post('/api/contact', factories.contact({ subject: 'Weg damit' }))).status).toBe(
      201,
    );
    const [gone, kept] = (await messages()) as [Row, Row];
    expect(gone.subject).toBe('Weg damit');

    const response = await admin.delete(`/api/admin/messages/${gone.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const afterwards = [
      await admin.patch(`/api/admin/messages/${gone.id}`, { isRead: true }),
      await admin.delete(`/api/admin/messages/${gone.id}`),
    ];
    for (const result of afterwards) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual(NOT_FOUND);
    }
    expect(await messages()).toEqual([kept]);
  });
});

describe('400 with field messages for invalid input', () => {
  let id: number;
  beforeAll(async () => {
    expect((await visitor.post('/api/contact', factories.contact())).status).toBe(201);
    id = (await messages())[0]!.id;
  });

  // The spec has no texts for this route; the server's own wording.
  const rows = invalidCases('PATCH', '/api/admin/messages/{id}', SERVER, [
    ['isRead as a string', { isRead: 'ja' }, 'isRead'],
    ['answered as a string', { answered: 'ja' }, 'answered'],
    ['answered null', { answered: null }, 'answered'],
  ]);
  it.each(titledRows(rows))('%s', async (_title, { method, path, body, errors }) => {
    expectInvalid(await admin.request(method, path.replace('{id}', String(id)), { body }), errors);
  });
});

describe('a PATCH with neither isRead nor answered', () => {
  it('answers 400 naming both, in German, and changes nothing', async () => {
    expect((await visitor.post('/api/contact', factories.contact())).status).toBe(201);
    const [stored] = (await messages()) as [Row];
    for (const body of [{}, { subject: 'Anders' }])
      expectInvalid(await admin.patch(`/api/admin/messages/${stored.id}`, body), {
        isRead: SERVER.messageUpdate,
        answered: SERVER.messageUpdate,
      });
    expect((await messages()).find((row) => row.id === stored.id)).toEqual(stored);
  });
});

describe('ids', () => {
  it.each(['PATCH', 'DELETE'])('%s /api/admin/messages/<unknown id> answers 404', async (method) => {
    const response = await admin.request(
      method,
      `/api/admin/messages/${UNKNOWN_ID}`,
      method === 'PATCH' ? { body: { isRead: true } } : {},
    );
    expectError(response, 404, { message: HTTP.notFound });
  });
});
