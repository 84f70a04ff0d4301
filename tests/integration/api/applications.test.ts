import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories, startTestServer, type TestClient, type TestServer } from '../../helpers/test-app.js';

/**
 * The public application form (POST /api/apply) and contact form (POST /api/contact), and their
 * admin side: the applications table and the message inbox (spec sections 3, 4, 6 and 7).
 */

type Row = { id: number } & Record<string, unknown>;

const NOT_FOUND = { message: 'Nicht gefunden.' };
const INVALID_INPUT = 'Bitte überprüfe deine Eingaben.';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const APPLICATION_FIELDS = [
  'id',
  'tiktokUsername',
  'whatsappNumber',
  'telegramUsername',
  'website',
  'country',
  'streamingExperience',
  'currentAgency',
  'isAdult',
  'agreedToPrivacy',
  'status',
  'notes',
  'createdAt',
].sort();

const MESSAGE_FIELDS = [
  'id',
  'name',
  'email',
  'whatsappNumber',
  'telegramUsername',
  'subject',
  'message',
  'isRead',
  'createdAt',
].sort();

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
  visitor = server.client();
});
afterAll(() => server.close());

/** A createdAt must be the app clock's time, as an ISO timestamp. */
function expectClockIso(value: unknown): void {
  expect(value).toEqual(expect.stringMatching(ISO_TIMESTAMP));
  expect(value).toBe(new Date(server.clock()).toISOString());
}

async function applications(): Promise<Row[]> {
  const response = await admin.get<Row[]>('/api/admin/applications');
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body;
}

async function messages(): Promise<Row[]> {
  const response = await admin.get<Row[]>('/api/admin/messages');
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body;
}

/** Submits an application as a visitor and returns the stored record from the admin list. */
async function apply(overrides: Record<string, unknown> = {}): Promise<Row> {
  const payload = factories.application(overrides);
  const response = await visitor.post('/api/apply', payload);
  expect(response.status, response.text).toBe(201);
  const stored = (await applications()).find((row) => row.tiktokUsername === payload.tiktokUsername);
  expect(stored).toBeDefined();
  return stored!;
}

describe('POST /api/apply', () => {
  beforeEach(() => server.knex('applications').del());

  it('answers 201 and stores the application with status new, no notes and both confirmations', async () => {
    const payload = factories.application();
    const response = await visitor.post('/api/apply', payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String) });

    const list = await applications();
    expect(list).toHaveLength(1);
    const [stored] = list as [Row];
    expect(stored).toEqual({
      id: expect.any(Number),
      tiktokUsername: '@lena.live',
      whatsappNumber: '+49 151 23456789',
      telegramUsername: '@lena',
      website: 'https://lena.example',
      country: 'Deutschland',
      streamingExperience: '1-3 Monate',
      currentAgency: null,
      isAdult: true,
      agreedToPrivacy: true,
      status: 'new',
      notes: null,
      createdAt: expect.any(String),
    });
    expect(Object.keys(stored).sort()).toEqual(APPLICATION_FIELDS);
    expectClockIso(stored.createdAt);
  });

  it('does not echo the submitted data in its answer', async () => {
    const payload = factories.application({
      tiktokUsername: '@echo.check',
      whatsappNumber: '+49 170 9998887',
      telegramUsername: '@echo_tg',
      currentAgency: 'Echo Agentur',
    });
    const response = await visitor.post('/api/apply', payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String) });
    for (const value of ['echo.check', '9998887', 'echo_tg', 'Echo Agentur', 'lena.example']) {
      expect(response.text).not.toContain(value);
    }
    expect(response.body).not.toHaveProperty('id');
  });

  it('stores optional fields sent as empty strings as null', async () => {
    const stored = await apply({
      tiktokUsername: '@leer.felder',
      whatsappNumber: '',
      telegramUsername: '',
      website: '',
      streamingExperience: '',
      currentAgency: '',
    });
    expect(stored).toMatchObject({
      tiktokUsername: '@leer.felder',
      whatsappNumber: null,
      telegramUsername: null,
      website: null,
      streamingExperience: null,
      currentAgency: null,
      country: 'Deutschland',
      isAdult: true,
      agreedToPrivacy: true,
    });
  });

  it('stores optional fields that are left out as null', async () => {
    const response = await visitor.post('/api/apply', {
      tiktokUsername: '@nur.pflicht',
      country: 'Schweiz',
      ageConfirm: true,
      privacyConfirm: true,
    });
    expect(response.status).toBe(201);
    const [stored] = (await applications()) as [Row];
    expect(stored).toEqual({
      id: expect.any(Number),
      tiktokUsername: '@nur.pflicht',
      whatsappNumber: null,
      telegramUsername: null,
      website: null,
      country: 'Schweiz',
      streamingExperience: null,
      currentAgency: null,
      isAdult: true,
      agreedToPrivacy: true,
      status: 'new',
      notes: null,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
    });
  });

  it('lists applications newest first in GET /api/admin/applications', async () => {
    const first = await apply({ tiktokUsername: '@erste' });
    const second = await apply({ tiktokUsername: '@zweite' });
    const third = await apply({ tiktokUsername: '@dritte' });
    const list = await applications();
    expect(list.map((row) => row.tiktokUsername)).toEqual(['@dritte', '@zweite', '@erste']);
    expect(list).toEqual([third, second, first]);
  });

  it('GET /api/admin/applications/:id returns the stored record', async () => {
    const stored = await apply();
    const response = await admin.get<Row>(`/api/admin/applications/${stored.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(stored);
  });
});

describe('PATCH and DELETE /api/admin/applications/:id', () => {
  let stored: Row;
  beforeEach(async () => {
    await server.knex('applications').del();
    stored = await apply({ tiktokUsername: '@bearbeitung' });
  });

  it('sets status in_progress and notes, answering 200 with the record', async () => {
    const response = await admin.patch<Row>(`/api/admin/applications/${stored.id}`, {
      status: 'in_progress',
      notes: 'Rückruf Montag',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...stored, status: 'in_progress', notes: 'Rückruf Montag' });
    expect(await applications()).toEqual([response.body]);
  });

  it('with only {status: completed} keeps the notes', async () => {
    await admin.patch(`/api/admin/applications/${stored.id}`, {
      status: 'in_progress',
      notes: 'Rückruf Montag',
    });
    const response = await admin.patch<Row>(`/api/admin/applications/${stored.id}`, { status: 'completed' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...stored, status: 'completed', notes: 'Rückruf Montag' });
    const reread = await admin.get<Row>(`/api/admin/applications/${stored.id}`);
    expect(reread.body).toEqual(response.body);
  });

  it('can set any status directly, including back to new', async () => {
    for (const status of ['completed', 'new', 'in_progress', 'new']) {
      const response = await admin.patch<Row>(`/api/admin/applications/${stored.id}`, { status });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...stored, status });
    }
  });

  it.each([['rejected'], ['Neu'], ['NEW'], [''], [1], [null]])(
    'refuses status %j outside new|in_progress|completed with 400 and changes nothing',
    async (status) => {
      const response = await admin.patch(`/api/admin/applications/${stored.id}`, {
        status,
        notes: 'soll nicht',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: INVALID_INPUT,
        errors: { status: 'Bitte wählen Sie einen gültigen Status aus' },
      });
      expect((await admin.get<Row>(`/api/admin/applications/${stored.id}`)).body).toEqual(stored);
    },
  );

  it('stores notes "" as null', async () => {
    await admin.patch(`/api/admin/applications/${stored.id}`, { notes: 'Rückruf Montag' });
    const response = await admin.patch<Row>(`/api/admin/applications/${stored.id}`, {
      status: 'completed',
      notes: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...stored, status: 'completed', notes: null });
  });

  it('DELETE answers 204 with an empty body, then GET, PATCH and DELETE answer 404', async () => {
    const other = await apply({ tiktokUsername: '@bleibt' });
    const response = await admin.delete(`/api/admin/applications/${stored.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const afterwards = [
      await admin.get(`/api/admin/applications/${stored.id}`),
      await admin.patch(`/api/admin/applications/${stored.id}`, { status: 'completed' }),
      await admin.delete(`/api/admin/applications/${stored.id}`),
    ];
    for (const result of afterwards) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual(NOT_FOUND);
    }
    expect(await applications()).toEqual([other]);
  });
});

describe('the public side never exposes applications or contact messages', () => {
  const secret = '@geheim.bewerber';
  const secretMail = 'geheim@example.org';

  beforeAll(async () => {
    expect((await visitor.post('/api/apply', factories.application({ tiktokUsername: secret }))).status).toBe(
      201,
    );
    expect((await visitor.post('/api/contact', factories.contact({ email: secretMail }))).status).toBe(201);
  });

  it.each([
    '/api/applications',
    '/api/applications/1',
    '/api/application',
    '/api/apply',
    '/api/messages',
    '/api/messages/1',
    '/api/contact',
    '/api/contact-messages',
  ])('GET %s answers 404 without data', async (path) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(response.text).not.toContain('geheim');
  });

  it('the stored application and message are visible to the admin only', async () => {
    expect((await applications()).some((row) => row.tiktokUsername === secret)).toBe(true);
    expect((await messages()).some((row) => row.email === secretMail)).toBe(true);
  });
});

describe('POST /api/contact and the admin inbox', () => {
  beforeEach(() => server.knex('contact_messages').del());

  it('answers 201 without echoing the message and shows it unread in GET /api/admin/messages', async () => {
    const payload = factories.contact({ whatsappNumber: '+43 660 1234567', telegramUsername: '@maxi' });
    const response = await visitor.post('/api/contact', payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String) });
    for (const value of ['max@example.org', 'Max Muster', '1234567', 'mehr Informationen']) {
      expect(response.text).not.toContain(value);
    }

    const list = await messages();
    expect(list).toHaveLength(1);
    const [stored] = list as [Row];
    expect(stored).toEqual({
      id: expect.any(Number),
      name: 'Max Muster',
      email: 'max@example.org',
      whatsappNumber: '+43 660 1234567',
      telegramUsername: '@maxi',
      subject: 'Kooperation',
      message: 'Hallo, ich hätte gern mehr Informationen.',
      isRead: false,
      createdAt: expect.any(String),
    });
    expect(Object.keys(stored).sort()).toEqual(MESSAGE_FIELDS);
    expectClockIso(stored.createdAt);
  });

  it('stores optional contact fields that are left out or empty as null', async () => {
    expect((await visitor.post('/api/contact', factories.contact({ whatsappNumber: '' }))).status).toBe(201);
    const [stored] = (await messages()) as [Row];
    expect(stored).toMatchObject({ whatsappNumber: null, telegramUsername: null, isRead: false });
  });

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
