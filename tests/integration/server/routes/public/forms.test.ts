import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP, SERVER, SPEC } from '@tests/helpers/messages.js';
import { expectError, expectInvalid, invalidCases, titledRows } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { omit } from '@tests/helpers/validators.js';

/**
 * The public application form (POST /api/apply) and contact form (POST /api/contact), open to
 * anonymous visitors. What they store is read back through the admin lists, whose own behaviour is
 * tested in routes/admin/applications.test.ts and routes/admin/messages.test.ts.
 */

type Row = { id: number } & Record<string, unknown>;
type Json = Record<string, unknown>;

const UNKNOWN_ID = 987654;
const FORGED_CREATED_AT = '2000-01-01T00:00:00.000Z';

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
  'completedAt',
  'deleteAfter',
  'assigneeId',
  'outcome',
  'source',
  'previousApplications',
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
  'answered',
  'answeredAt',
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
  // Stored without the "@" (the control centre shows „@name“).
  const name = String(payload.tiktokUsername).trim().replace(/^@+/, '');
  const stored = (await applications()).find((row) => row.tiktokUsername === name);
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
    expect(stored).toMatchObject({
      id: expect.any(Number),
      tiktokUsername: 'lena.live',
      whatsappNumber: '+49 1512 3456789',
      telegramUsername: 'lena_tg',
      website: 'https://lena.example',
      country: 'Deutschland',
      streamingExperience: '1-3 Monate',
      currentAgency: null,
      isAdult: true,
      agreedToPrivacy: true,
      status: 'new',
      notes: null,
      createdAt: expect.any(String),
      completedAt: null,
      deleteAfter: null,
      assigneeId: null,
      outcome: null,
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

  it.each([
    ['www.mein-kanal.de', 'https://www.mein-kanal.de'],
    ['instagram.com/meinname', 'https://instagram.com/meinname'],
    ['  tiktok.com/@mein.kanal  ', 'https://tiktok.com/@mein.kanal'],
    ['http://mein-kanal.de/live', 'http://mein-kanal.de/live'],
    // A look-alike host (Cyrillic "а") is stored in its punycode form, never as typed.
    ['https://аpple.com/login', 'https://xn--pple-43d.com/login'],
  ])('stores the website %j as %j', async (website, stored) => {
    expect((await apply({ tiktokUsername: '@web.adresse', website })).website).toBe(stored);
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
      tiktokUsername: 'leer.felder',
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
    expect(stored).toMatchObject({
      id: expect.any(Number),
      tiktokUsername: 'nur.pflicht',
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
      completedAt: null,
      deleteAfter: null,
      assigneeId: null,
      outcome: null,
    });
  });
});

describe('POST /api/contact and the admin inbox', () => {
  beforeEach(() => server.knex('contact_messages').del());

  it('answers 201 without echoing the message and shows it unread in GET /api/admin/messages', async () => {
    const payload = factories.contact({ whatsappNumber: '+43 660 1234567', telegramUsername: '@maxi_tg' });
    const response = await visitor.post('/api/contact', payload);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: expect.any(String) });
    for (const value of ['max@example.org', 'Max Muster', '1234567', 'mehr Informationen']) {
      expect(response.text).not.toContain(value);
    }

    const list = await messages();
    expect(list).toHaveLength(1);
    const [stored] = list as [Row];
    expect(stored).toMatchObject({
      id: expect.any(Number),
      name: 'Max Muster',
      email: 'max@example.org',
      whatsappNumber: '+43 660 1234567',
      telegramUsername: 'maxi_tg',
      subject: 'Kooperation',
      message: 'Hallo, ich hätte gern mehr Informationen.',
      isRead: false,
      answered: false,
      answeredAt: null,
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
});

describe('400 with field messages for invalid input', () => {
  const app = factories.application;
  const con = factories.contact;
  const rows = [
    ...invalidCases('POST', '/api/apply', SPEC.application, [
      ['a TikTok name of 2 characters', app({ tiktokUsername: 'ab' }), 'tiktokUsername'],
      ['a TikTok name of 2 characters plus spaces', app({ tiktokUsername: '  ab  ' }), 'tiktokUsername'],
      ['a missing TikTok name', omit(app(), 'tiktokUsername'), 'tiktokUsername'],
      ['a missing country', omit(app(), 'country'), 'country'],
      ['an empty country', app({ country: '' }), 'country'],
      ['a country outside Deutschland/Österreich/Schweiz', app({ country: 'Frankreich' }), 'country'],
      ['ageConfirm false', app({ ageConfirm: false }), 'ageConfirm'],
      ['a missing ageConfirm', omit(app(), 'ageConfirm'), 'ageConfirm'],
      ['privacyConfirm false', app({ privacyConfirm: false }), 'privacyConfirm'],
      ['a missing privacyConfirm', omit(app(), 'privacyConfirm'), 'privacyConfirm'],
      ['an empty body', {}, { ...SPEC.application }],
    ]),
    ...invalidCases('POST', '/api/contact', SPEC.contact, [
      ['a name of 1 character', con({ name: 'M' }), 'name'],
      ['an e-mail without @', con({ email: 'max.example.org' }), 'email'],
      ['an e-mail without domain', con({ email: 'max@' }), 'email'],
      ['a subject of 2 characters', con({ subject: 'Hi' }), 'subject'],
      ['a message of 9 characters', con({ message: '123456789' }), 'message'],
      ['an empty body', {}, { ...SPEC.contact }],
    ]),
  ];
  it.each(titledRows(rows))('%s', async (_title, { method, path, body, errors }) => {
    expectInvalid(await visitor.request(method, path, { body }), errors);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://www.example.org/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'meinname',
    'mein kanal.de',
    '//evil.example/x',
  ])('POST /api/apply refuses the website %j', async (website) => {
    expectInvalid(await visitor.post('/api/apply', factories.application({ website })), {
      website: SERVER.website,
    });
  });
});

describe('fields the client must not set', () => {
  it('POST /api/apply ignores id, createdAt, status, notes and isAdult', async () => {
    const response = await visitor.post('/api/apply', {
      ...factories.application({ tiktokUsername: '@forger' }),
      id: UNKNOWN_ID,
      createdAt: FORGED_CREATED_AT,
      status: 'completed',
      notes: 'vom Client',
      isAdult: false,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Bewerbung eingereicht' });
    const list = await admin.get<Json[]>('/api/admin/applications');
    const stored = list.body.find((row) => row.tiktokUsername === 'forger');
    expect(stored).toBeDefined();
    expect(stored?.id).not.toBe(UNKNOWN_ID);
    expect(stored).toMatchObject({ status: 'new', notes: null, isAdult: true, agreedToPrivacy: true });
    expect(stored?.createdAt).not.toBe(FORGED_CREATED_AT);
  });

  it('POST /api/apply stores the trimmed values', async () => {
    const response = await visitor.post(
      '/api/apply',
      factories.application({ tiktokUsername: '   @trimmed.live   ' }),
    );
    expect(response.status).toBe(201);
    const list = await admin.get<Json[]>('/api/admin/applications');
    expect(list.body.map((row) => row.tiktokUsername)).toContain('trimmed.live');
  });

  it('POST /api/contact ignores id, isRead and createdAt', async () => {
    const response = await visitor.post('/api/contact', {
      ...factories.contact({ subject: 'Gefälschte Felder' }),
      id: UNKNOWN_ID,
      isRead: true,
      createdAt: FORGED_CREATED_AT,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Nachricht gesendet' });
    const list = await admin.get<Json[]>('/api/admin/messages');
    const stored = list.body.find((row) => row.subject === 'Gefälschte Felder');
    expect(stored).toMatchObject({ isRead: false });
    expect(stored?.id).not.toBe(UNKNOWN_ID);
    expect(stored?.createdAt).not.toBe(FORGED_CREATED_AT);
  });
});

describe('invisible and control characters', () => {
  it.each([
    ['NUL', 'Keine\u0000Agentur'],
    ['a right-to-left override', 'Keine\u202EAgentur'],
  ])(
    'an application whose agency holds %s gets 400 with the field message',
    async (_label, currentAgency) => {
      expectError(await visitor.post('/api/apply', factories.application({ currentAgency })), 400, {
        message: HTTP.invalidInput,
        errors: { currentAgency: SERVER.invisible },
      });
    },
  );

  it.each([
    ['NUL', 'lena\u0000live'],
    ['a right-to-left override', '@lena\u202Eevil'],
  ])('a TikTok name holding %s is no TikTok name: 400 with its message', async (_label, name) => {
    expectError(await visitor.post('/api/apply', factories.application({ tiktokUsername: name })), 400, {
      message: HTTP.invalidInput,
      errors: { tiktokUsername: SERVER.tiktokUsernameCharacters },
    });
  });
});

describe('contact e-mail address', () => {
  it('refuses an address that would smuggle parameters into a mailto: link, and stores nothing', async () => {
    const before = (await admin.get<Json[]>('/api/admin/messages')).body.length;
    expectError(
      await visitor.post(
        '/api/contact',
        factories.contact({ email: 'kunde%40gmail.com?bcc=spy%40evil.example@example.org' }),
      ),
      400,
      { message: HTTP.invalidInput, errors: { email: SPEC.contact.email } },
    );
    expect((await admin.get<Json[]>('/api/admin/messages')).body).toHaveLength(before);
  });
});
