import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  factories,
  startTestServer,
  TEST_PASSWORD,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '../../helpers/test-app.js';

// Spec section 5, word for word (deliberately not imported from shared/messages.ts).
const SPEC = {
  application: {
    tiktokUsername: 'Benutzername muss mindestens 3 Zeichen lang sein',
    country: 'Bitte wähle dein Land aus',
    ageConfirm: 'Du musst mindestens 18 Jahre alt sein, um dich zu bewerben',
    privacyConfirm: 'Du musst der Datenschutzerklärung zustimmen',
  },
  contact: {
    name: 'Name muss mindestens 2 Zeichen lang sein',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    subject: 'Betreff muss mindestens 3 Zeichen lang sein',
    message: 'Nachricht muss mindestens 10 Zeichen lang sein',
  },
  login: 'Bitte füllen Sie beide Felder aus.',
  livestream: {
    day: 'Tag ist erforderlich',
    time: 'Uhrzeit ist erforderlich',
    title: 'Titel ist erforderlich',
  },
  highlight: {
    title: 'Titel ist erforderlich',
    description: 'Beschreibung ist erforderlich',
    imageUrl: 'Thumbnail ist erforderlich',
    date: 'Datum ist erforderlich',
  },
  streamer: {
    profileImageUrl: 'Profilbild ist erforderlich',
    tiktokUsername: 'TikTok-Name ist erforderlich',
    tiktokUrl: 'Bitte geben Sie eine gültige URL ein',
  },
  feedback: {
    name: 'Name muss mindestens 3 Zeichen lang sein',
    content: 'Text muss mindestens 5 Zeichen lang sein',
    profileImageUrl: 'Ein Profilbild ist erforderlich',
  },
  faq: {
    question: 'Frage muss mindestens 5 Zeichen lang sein',
    answer: 'Antwort muss mindestens 10 Zeichen lang sein',
  },
  upload: {
    invalidType: 'Ungültiger Dateityp',
    onlyImages: 'Bitte wählen Sie nur Bild-Dateien aus (jpg, png, etc.)',
  },
} as const;

// Texts the spec leaves open (shared/messages.ts).
const SERVER = {
  url: 'Bitte geben Sie eine gültige URL ein',
  uploadedImage: 'Bitte laden Sie das Bild hoch (Bildadressen anderer Websites werden nicht angenommen)',
  rating: 'Bewertung muss zwischen 1 und 5 liegen',
  streamerName: 'Name ist erforderlich',
  order1: 'Position muss eine ganze Zahl ab 1 sein',
  status: 'Bitte wählen Sie einen gültigen Status aus',
  notes: 'Notizen dürfen höchstens 5000 Zeichen lang sein',
  isRead: 'Bitte geben Sie an, ob die Nachricht gelesen ist',
  uploadType: 'Bitte geben Sie den Upload-Typ an (highlight oder profile)',
} as const;

const HTTP = {
  invalidInput: 'Bitte überprüfe deine Eingaben.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  bodyNotObject: 'Die Anfrage muss ein JSON-Objekt enthalten.',
  unsupportedMediaType: 'Nur JSON-Anfragen (Content-Type: application/json) werden unterstützt.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  invalidId: 'Ungültige ID.',
  notFound: 'Nicht gefunden.',
  loginFailed: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.',
} as const;

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const UNKNOWN_ID = 987654;
const FORGED_CREATED_AT = '2000-01-01T00:00:00.000Z';
const ADMIN_USERNAME = 'validation-admin';

const CONTENT = ['livestreams', 'highlights', 'streamers', 'feedbacks', 'faqs'] as const;
type ContentEntity = (typeof CONTENT)[number];
type Entity = ContentEntity | 'applications' | 'messages';

const TABLES: Record<ContentEntity, string> = {
  livestreams: 'livestreams',
  highlights: 'highlights',
  streamers: 'streamers',
  feedbacks: 'feedbacks',
  faqs: 'faqs',
};
const FACTORY: Record<ContentEntity, (overrides?: Record<string, unknown>) => Record<string, unknown>> = {
  livestreams: factories.livestream,
  highlights: factories.highlight,
  streamers: factories.streamer,
  feedbacks: factories.feedback,
  faqs: factories.faq,
};

let server: TestServer;
let visitor: TestClient;
let admin: TestClient;
/** One stored record per entity, created in beforeAll, for PATCH and detail tests. */
const ids = {} as Record<Entity, number>;

type Json = Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  visitor = server.client();
  admin = await server.adminClient(ADMIN_USERNAME);
  for (const entity of CONTENT) {
    const created = await admin.post<Json>(`/api/admin/${entity}`, FACTORY[entity]());
    if (created.status !== 201) throw new Error(`setup: ${entity} ${created.status} ${created.text}`);
    ids[entity] = created.body.id as number;
  }
  expect((await visitor.post('/api/apply', factories.application())).status).toBe(201);
  expect((await visitor.post('/api/contact', factories.contact())).status).toBe(201);
  const applications = await admin.get<Json[]>('/api/admin/applications');
  const messages = await admin.get<Json[]>('/api/admin/messages');
  ids.applications = applications.body[0]?.id as number;
  ids.messages = messages.body[0]?.id as number;
  expect(ids.applications).toEqual(expect.any(Number));
  expect(ids.messages).toEqual(expect.any(Number));
});
afterAll(() => server?.close());

/** Status, JSON content type and the exact body of an error answer. */
function expectError(response: TestResponse, status: number, body: Json): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(response.body).toEqual(body);
}

function expectInvalid(response: TestResponse, errors: Record<string, string>): void {
  expectError(response, 400, { message: HTTP.invalidInput, errors });
}

/** Replaces `{id}` with the id of the record created for the entity named in the path. */
function resolve(path: string): string {
  const entity = /^\/api\/admin\/([a-z]+)\/\{id\}$/.exec(path)?.[1] as Entity | undefined;
  return entity ? path.replace('{id}', String(ids[entity])) : path;
}

function clientFor(path: string): TestClient {
  return path.startsWith('/api/admin/') && path !== '/api/admin/login' ? admin : visitor;
}

async function send(method: string, path: string, body: unknown): Promise<TestResponse> {
  return clientFor(path).request(method, resolve(path), { body });
}

async function rowCount(table: string): Promise<number> {
  const row = (await server.knex(table).count('* as count').first()) as { count: number | string };
  return Number(row.count);
}

function omit(input: Json, ...keys: string[]): Json {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key)));
}

interface InvalidRow {
  method: 'POST' | 'PATCH';
  path: string;
  case: string;
  body: Json;
  errors: Record<string, string>;
}

/**
 * One route's invalid inputs: [case, body, field] with the message taken from `messages`, or
 * [case, body, errors] when the expected errors are spelled out.
 */
type Case = [description: string, body: Json, expected: string | Record<string, string>];
function cases(method: 'POST' | 'PATCH', path: string, messages: Record<string, string>, list: Case[]) {
  return list.map(([description, body, expected]): InvalidRow => ({
    method,
    path,
    case: description,
    body,
    errors:
      typeof expected === 'string'
        ? { [expected]: messages[expected] ?? `no message for ${expected}` }
        : expected,
  }));
}

const app = factories.application;
const con = factories.contact;
const ls = factories.livestream;
const hl = factories.highlight;
const st = factories.streamer;
const fb = factories.feedback;
const fq = factories.faq;
const { application: A, contact: C, livestream: L, highlight: H, streamer: S, feedback: F, faq: Q } = SPEC;
const LOGIN = { username: SPEC.login, password: SPEC.login };
const FEEDBACK = { ...F, rating: SERVER.rating, order: SERVER.order1 };

const invalidRows: InvalidRow[] = [
  ...cases('POST', '/api/apply', A, [
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
    ['an empty body', {}, { ...A }],
  ]),
  ...cases('POST', '/api/contact', C, [
    ['a name of 1 character', con({ name: 'M' }), 'name'],
    ['an e-mail without @', con({ email: 'max.example.org' }), 'email'],
    ['an e-mail without domain', con({ email: 'max@' }), 'email'],
    ['a subject of 2 characters', con({ subject: 'Hi' }), 'subject'],
    ['a message of 9 characters', con({ message: '123456789' }), 'message'],
    ['an empty body', {}, { ...C }],
  ]),
  ...cases('POST', '/api/admin/login', LOGIN, [
    ['an empty body', {}, LOGIN],
    ['an empty username', { username: '', password: TEST_PASSWORD }, 'username'],
    ['a username of spaces only', { username: '   ', password: TEST_PASSWORD }, 'username'],
    ['an empty password', { username: ADMIN_USERNAME, password: '' }, 'password'],
  ]),
  ...cases('POST', '/api/admin/livestreams', L, [
    ['a missing day', omit(ls(), 'day'), 'day'],
    ['a day outside monday..sunday', ls({ day: 'funday' }), 'day'],
    ['the German day name Montag', ls({ day: 'Montag' }), 'day'],
    ['a missing time', omit(ls(), 'time'), 'time'],
    ['a blank time', ls({ time: '   ' }), 'time'],
    ['a missing title', omit(ls(), 'title'), 'title'],
    ['an empty title', ls({ title: '' }), 'title'],
  ]),
  ...cases('PATCH', '/api/admin/livestreams/{id}', L, [
    ['a day outside monday..sunday', { day: 'Sonntag' }, 'day'],
    ['an empty time', { time: '' }, 'time'],
    ['a blank title', { title: '  ' }, 'title'],
  ]),
  ...cases('POST', '/api/admin/highlights', H, [
    ['a missing title', omit(hl(), 'title'), 'title'],
    ['an empty description', hl({ description: '' }), 'description'],
    ['a missing imageUrl', omit(hl(), 'imageUrl'), 'imageUrl'],
    ['an empty imageUrl', hl({ imageUrl: '' }), 'imageUrl'],
    ['a blank date', hl({ date: '  ' }), 'date'],
    ['an empty body', {}, { ...H }],
  ]),
  ...cases('PATCH', '/api/admin/highlights/{id}', H, [
    ['an empty title', { title: '' }, 'title'],
    ['an empty description', { description: '' }, 'description'],
    ['an empty imageUrl', { imageUrl: '' }, 'imageUrl'],
    ['an empty date', { date: '' }, 'date'],
  ]),
  ...cases('POST', '/api/admin/streamers', S, [
    ['a missing profile image', omit(st(), 'profileImageUrl'), 'profileImageUrl'],
    ['an empty profile image', st({ profileImageUrl: '' }), 'profileImageUrl'],
    ['a missing TikTok name', omit(st(), 'tiktokUsername'), 'tiktokUsername'],
    ['a blank TikTok name', st({ tiktokUsername: '   ' }), 'tiktokUsername'],
    ['a missing TikTok URL', omit(st(), 'tiktokUrl'), 'tiktokUrl'],
    ['a TikTok URL that is not a URL', st({ tiktokUrl: 'tiktok.com/@mia' }), 'tiktokUrl'],
    ['an empty body', {}, { ...S }],
  ]),
  ...cases('PATCH', '/api/admin/streamers/{id}', { ...S, name: SERVER.streamerName }, [
    ['a blank name', { name: ' ' }, 'name'],
    ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
    ['an empty TikTok name', { tiktokUsername: '' }, 'tiktokUsername'],
    ['a TikTok URL that is not a URL', { tiktokUrl: 'keine url' }, 'tiktokUrl'],
  ]),
  ...cases('POST', '/api/admin/feedbacks', FEEDBACK, [
    ['a name of 2 characters', fb({ name: 'Jo' }), 'name'],
    ['a text of 4 characters', fb({ content: 'Gut!' }), 'content'],
    ['a missing profile image', omit(fb(), 'profileImageUrl'), 'profileImageUrl'],
    ['an empty profile image', fb({ profileImageUrl: '' }), 'profileImageUrl'],
    ['a rating of 0', fb({ rating: 0 }), 'rating'],
    ['a rating of 6', fb({ rating: 6 }), 'rating'],
    ['a rating given as a string', fb({ rating: '5' }), 'rating'],
    ['an order below 1', fb({ order: 0 }), 'order'],
    ['an empty body', {}, { ...F }],
  ]),
  ...cases('PATCH', '/api/admin/feedbacks/{id}', FEEDBACK, [
    ['a name of 2 characters plus spaces', { name: '  Al ' }, 'name'],
    ['a text of 4 characters', { content: 'Naja' }, 'content'],
    ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
    ['a rating of -1', { rating: -1 }, 'rating'],
    ['a rating of 5.5', { rating: 5.5 }, 'rating'],
  ]),
  ...cases('POST', '/api/admin/faqs', Q, [
    ['a question of 4 characters', fq({ question: 'Wie?' }), 'question'],
    ['a missing question', omit(fq(), 'question'), 'question'],
    ['an answer of 9 characters', fq({ answer: 'Ja, klar.' }), 'answer'],
    ['a missing answer', omit(fq(), 'answer'), 'answer'],
    ['an empty body', {}, { ...Q }],
  ]),
  ...cases('PATCH', '/api/admin/faqs/{id}', { ...Q, order: SERVER.order1 }, [
    ['a question of 4 characters plus spaces', { question: '  Was?  ' }, 'question'],
    ['an answer of 4 characters', { answer: 'Nein' }, 'answer'],
    ['an order below 1', { order: 0 }, 'order'],
  ]),
  // The spec has no texts for these two routes; the server's own wording.
  ...cases('PATCH', '/api/admin/applications/{id}', SERVER, [
    ['an unknown status', { status: 'done' }, 'status'],
    ['notes over 5000 characters', { status: 'new', notes: 'x'.repeat(5001) }, 'notes'],
  ]),
  ...cases('PATCH', '/api/admin/messages/{id}', SERVER, [
    ['a missing isRead', {}, 'isRead'],
    ['isRead as a string', { isRead: 'ja' }, 'isRead'],
  ]),
  ...cases('POST', '/api/admin/upload', { image: SPEC.upload.invalidType, type: SERVER.uploadType }, [
    ['a missing image', { type: 'profile' }, 'image'],
    ['an image that is not a data URL', { image: 'https://example.org/bild.png', type: 'profile' }, 'image'],
    ['a missing type', { image: PNG_DATA_URL }, 'type'],
    ['an unknown type', { image: PNG_DATA_URL, type: 'avatar' }, 'type'],
  ]),
];

describe('400 with field messages for invalid input', () => {
  const titled = invalidRows.map((row) => [`${row.method} ${row.path} refuses ${row.case}`, row] as const);
  it.each(titled)('%s', async (_title, { method, path, body, errors }) => {
    expectInvalid(await send(method, path, body), errors);
  });

  it('stores nothing for refused creates', async () => {
    const before = await Promise.all(CONTENT.map((entity) => rowCount(TABLES[entity])));
    const emptyBodyErrors: Record<ContentEntity, Record<string, string>> = {
      livestreams: L,
      highlights: H,
      streamers: S,
      feedbacks: F,
      faqs: Q,
    };
    for (const entity of CONTENT) {
      expectInvalid(await admin.post(`/api/admin/${entity}`, {}), emptyBodyErrors[entity]);
    }
    const after = await Promise.all(CONTENT.map((entity) => rowCount(TABLES[entity])));
    expect(after).toEqual(before);
  });

  it('leaves the record unchanged after a refused PATCH', async () => {
    const before = await admin.get<Json>(`/api/admin/faqs/${ids.faqs}`);
    expectInvalid(
      await admin.patch(`/api/admin/faqs/${ids.faqs}`, {
        question: 'Wer?',
        answer: 'Eine gültige Antwort hier.',
      }),
      {
        question: SPEC.faq.question,
      },
    );
    const after = await admin.get<Json>(`/api/admin/faqs/${ids.faqs}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
  });

  it('POST /api/admin/upload refuses a data URL whose bytes are not an image (400, field message)', async () => {
    const text = `data:image/png;base64,${Buffer.from('Das ist kein Bild, sondern Text.').toString('base64')}`;
    // The spec's upload texts: 'Ungültiger Dateityp' as the message, the hint as the field message.
    const response = await admin.post('/api/admin/upload', { image: text, type: 'profile' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: SPEC.upload.invalidType,
      errors: { image: SPEC.upload.onlyImages },
    });
  });

  it('POST /api/admin/upload refuses an SVG (scriptable) image (400, field message)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const response = await admin.post('/api/admin/upload', { image: dataUrl, type: 'highlight' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: SPEC.upload.invalidType,
      errors: { image: SPEC.upload.onlyImages },
    });
  });

  it('POST /api/admin/upload stores a real image and answers its /uploads/ address', async () => {
    const response = await admin.post<Json>('/api/admin/upload', { image: PNG_DATA_URL, type: 'profile' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/) });
  });

  it('the login does not trim the password: surrounding spaces make it wrong', async () => {
    const response = await visitor.post('/api/admin/login', {
      username: ADMIN_USERNAME,
      password: ` ${TEST_PASSWORD} `,
    });
    expectError(response, 401, { message: HTTP.loginFailed });
  });
});

describe('fields the client must not set', () => {
  it.each(CONTENT)('POST /api/admin/%s ignores id and createdAt', async (entity) => {
    const forgedId = UNKNOWN_ID + 1;
    const response = await admin.post<Json>(
      `/api/admin/${entity}`,
      FACTORY[entity]({ id: forgedId, createdAt: FORGED_CREATED_AT }),
    );
    expect(response.status).toBe(201);
    expect(response.body.id).toEqual(expect.any(Number));
    expect(response.body.id).not.toBe(forgedId);
    expect(response.body).not.toHaveProperty('createdAt');
    expectError(await admin.get(`/api/admin/${entity}/${forgedId}`), 404, { message: HTTP.notFound });
    const stored = (await server
      .knex(TABLES[entity])
      .where('id', response.body.id as number)
      .first()) as Json;
    expect(stored.createdAt).not.toBe(FORGED_CREATED_AT);
    expect(Date.parse(String(stored.createdAt))).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it.each(CONTENT)(
    'PATCH /api/admin/%s/{id} ignores id and createdAt; the record keeps its id',
    async (entity) => {
      const id = ids[entity];
      const forgedId = UNKNOWN_ID + 2;
      const storedBefore = (await server.knex(TABLES[entity]).where('id', id).first()) as Json;
      const response = await admin.patch<Json>(`/api/admin/${entity}/${id}`, {
        id: forgedId,
        createdAt: FORGED_CREATED_AT,
        order: 5,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, order: 5 });
      expect((await admin.get(`/api/admin/${entity}/${id}`)).status).toBe(200);
      expectError(await admin.get(`/api/admin/${entity}/${forgedId}`), 404, { message: HTTP.notFound });
      const storedAfter = (await server.knex(TABLES[entity]).where('id', id).first()) as Json;
      expect(storedAfter.createdAt).toEqual(storedBefore.createdAt);
    },
  );

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
    const stored = list.body.find((row) => row.tiktokUsername === '@forger');
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
    expect(list.body.map((row) => row.tiktokUsername)).toContain('@trimmed.live');
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

  it('PATCH /api/admin/applications/{id} ignores id, createdAt and applicant fields', async () => {
    const id = ids.applications;
    const before = await admin.get<Json>(`/api/admin/applications/${id}`);
    const response = await admin.patch<Json>(`/api/admin/applications/${id}`, {
      id: UNKNOWN_ID,
      createdAt: FORGED_CREATED_AT,
      tiktokUsername: 'überschrieben',
      status: 'in_progress',
      notes: 'Rückruf',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...before.body, status: 'in_progress', notes: 'Rückruf' });
  });
});

describe('PATCH with only order', () => {
  it.each(CONTENT)('PATCH /api/admin/%s/{id} accepts a body with only order', async (entity) => {
    const id = ids[entity];
    const before = await admin.get<Json>(`/api/admin/${entity}/${id}`);
    const response = await admin.patch<Json>(`/api/admin/${entity}/${id}`, { order: 7 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...before.body, order: 7 });
  });
});

describe('unsafe URLs are refused', () => {
  // Links may point anywhere on the web; pictures must be images stored by this server's upload.
  const targets: { entity: ContentEntity; field: string; message: string }[] = [
    { entity: 'streamers', field: 'tiktokUrl', message: SERVER.url },
    { entity: 'streamers', field: 'profileImageUrl', message: SERVER.uploadedImage },
    { entity: 'highlights', field: 'imageUrl', message: SERVER.uploadedImage },
    { entity: 'feedbacks', field: 'profileImageUrl', message: SERVER.uploadedImage },
    { entity: 'feedbacks', field: 'tiktokUrl', message: SERVER.url },
  ];
  const links = targets.filter(({ message }) => message === SERVER.url);
  const pictures = targets.filter(({ message }) => message === SERVER.uploadedImage);
  const urls = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(document.cookie)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
  ];
  const rows = [
    ...targets.flatMap((target) => urls.map((url) => ({ ...target, url }))),
    // A picture elsewhere would be blocked by the pages' CSP and tell that site who visits.
    ...pictures.map((target) => ({ ...target, url: 'https://cdn.example.org/bild.webp' })),
    ...pictures.map((target) => ({ ...target, url: '/uploads/../agency.sqlite' })),
  ];

  const titled = (method: string, suffix = '') =>
    rows.map(
      (row) =>
        [`${method} /api/admin/${row.entity}${suffix} refuses ${row.field} = ${row.url}`, row] as const,
    );

  it.each(titled('POST'))('%s', async (_title, { entity, field, url, message }) => {
    const before = await rowCount(TABLES[entity]);
    expectInvalid(await admin.post(`/api/admin/${entity}`, FACTORY[entity]({ [field]: url })), {
      [field]: message,
    });
    expect(await rowCount(TABLES[entity])).toBe(before);
  });

  it.each(titled('PATCH', '/{id}'))('%s', async (_title, { entity, field, url, message }) => {
    const id = ids[entity];
    expectInvalid(await admin.patch(`/api/admin/${entity}/${id}`, { [field]: url }), { [field]: message });
    const stored = await admin.get<Json>(`/api/admin/${entity}/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.body[field]).not.toBe(url);
  });

  it.each(links)('POST /api/admin/$entity accepts an https $field', async ({ entity, field }) => {
    const url = 'https://www.tiktok.com/@sicher';
    const response = await admin.post<Json>(`/api/admin/${entity}`, FACTORY[entity]({ [field]: url }));
    expect(response.status).toBe(201);
    expect(response.body[field]).toBe(url);
  });

  it.each(pictures)(
    'POST /api/admin/$entity accepts an uploaded image as $field',
    async ({ entity, field }) => {
      const url = '/uploads/sicher-1.webp';
      const response = await admin.post<Json>(`/api/admin/${entity}`, FACTORY[entity]({ [field]: url }));
      expect(response.status).toBe(201);
      expect(response.body[field]).toBe(url);
    },
  );

  it('POST /api/apply refuses a javascript: website', async () => {
    expectInvalid(
      await visitor.post('/api/apply', factories.application({ website: 'javascript:alert(1)' })),
      {
        website: 'Bitte gib eine gültige Webadresse ein (http:// oder https://)',
      },
    );
  });
});

describe('malformed and non-object JSON bodies', () => {
  const routes: [string, string][] = [
    ['POST', '/api/apply'],
    ['POST', '/api/contact'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/faqs'],
    ['PATCH', '/api/admin/highlights/{id}'],
    ['PATCH', '/api/admin/applications/{id}'],
    ['POST', '/api/admin/upload'],
  ];
  const jsonHeaders = { 'content-type': 'application/json' };

  it.each(routes)('%s %s answers 400 for malformed JSON', async (method, path) => {
    const response = await clientFor(path).request(method, resolve(path), {
      rawBody: '{"title": "offen',
      headers: jsonHeaders,
    });
    expectError(response, 400, { message: HTTP.invalidJson });
  });

  it.each(routes)('%s %s answers 400 for a JSON array', async (method, path) => {
    const response = await clientFor(path).request(method, resolve(path), {
      rawBody: '[{"title": "x"}]',
      headers: jsonHeaders,
    });
    expectError(response, 400, { message: HTTP.bodyNotObject });
  });

  it.each([
    ['a number', '42'],
    ['a string', '"text"'],
    ['null', 'null'],
    ['true', 'true'],
  ])('answers 400 (never 500) for %s as body', async (_label, rawBody) => {
    for (const [method, path] of routes) {
      const response = await clientFor(path).request(method, resolve(path), {
        rawBody,
        headers: jsonHeaders,
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ message: expect.any(String) });
      expect([HTTP.invalidJson, HTTP.bodyNotObject]).toContain((response.body as Json).message);
    }
  });

  it('answers 400 (never 500) for a body with a __proto__ key', async () => {
    const response = await admin.request('POST', '/api/admin/faqs', {
      rawBody: '{"__proto__": {"question": "Wie geht das?", "answer": "So geht das, ganz einfach."}}',
      headers: jsonHeaders,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect([HTTP.invalidJson, HTTP.invalidInput]).toContain((response.body as Json).message);
  });

  it('admin routes check the session before they read the body (401, not 400)', async () => {
    const response = await visitor.request('POST', '/api/admin/faqs', { rawBody: '{', headers: jsonHeaders });
    expectError(response, 401, { message: 'Bitte melden Sie sich an.' });
  });
});

describe('content type', () => {
  const routes: [string, string][] = [
    ['POST', '/api/apply'],
    ['POST', '/api/contact'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/streamers'],
    ['PATCH', '/api/admin/faqs/{id}'],
    ['POST', '/api/admin/upload'],
  ];
  const bodies: [string, string][] = [
    ['text/plain', JSON.stringify(factories.contact())],
    ['application/x-www-form-urlencoded', 'name=Max&email=max%40example.org'],
  ];
  const rows = routes.flatMap(([method, path]) =>
    bodies.map(([contentType, rawBody]) => ({ method, path, contentType, rawBody })),
  );

  it.each(rows)(
    '$method $path answers 415 for $contentType with a body',
    async ({ method, path, contentType, rawBody }) => {
      const response = await clientFor(path).request(method, resolve(path), {
        rawBody,
        headers: { 'content-type': contentType },
      });
      expectError(response, 415, { message: HTTP.unsupportedMediaType });
    },
  );

  it('accepts application/json with a charset parameter', async () => {
    const response = await visitor.request('POST', '/api/contact', {
      rawBody: JSON.stringify(factories.contact()),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Nachricht gesendet' });
  });

  it('needs no content type for a request without body (DELETE)', async () => {
    const created = await admin.post<Json>('/api/admin/faqs', factories.faq());
    expect(created.status).toBe(201);
    const response = await admin.delete(`/api/admin/faqs/${String(created.body.id)}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });
});

describe('body size', () => {
  const big = 'x'.repeat(101 * 1024);
  it.each<[string, string, Json]>([
    ['POST', '/api/apply', factories.application({ currentAgency: big })],
    ['POST', '/api/contact', factories.contact({ message: big })],
    ['POST', '/api/admin/login', { username: 'x', password: big }],
    ['POST', '/api/admin/faqs', factories.faq({ answer: big })],
    ['PATCH', '/api/admin/highlights/{id}', { description: big }],
  ])('%s %s answers 413 for a body over 100 KB', async (method, path, body) => {
    expectError(await send(method, path, body), 413, { message: HTTP.payloadTooLarge });
  });

  it('accepts a body of just under 100 KB on a normal route (answers about the content, not the size)', async () => {
    const response = await visitor.post(
      '/api/contact',
      factories.contact({ message: 'x'.repeat(99 * 1024) }),
    );
    // The message is longer than the 5000 characters the schema allows; the point is that it is not 413.
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: HTTP.invalidInput,
      errors: { message: 'Höchstens 5000 Zeichen erlaubt' },
    });
  });

  it('POST /api/admin/upload accepts bodies over 100 KB (its limit is the image size)', async () => {
    const response = await admin.post<Json>('/api/admin/upload', {
      image: `data:image/png;base64,${'A'.repeat(150 * 1024)}`,
      type: 'highlight',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ errors: { image: expect.any(String) } });
    expect([SPEC.upload.invalidType, SPEC.upload.onlyImages]).toContain(
      (response.body as { errors: Json }).errors.image,
    );
  });
});

describe('ids', () => {
  it.each([
    ['GET', '/api/admin/faqs/abc'],
    ['PATCH', '/api/admin/faqs/abc'],
    ['DELETE', '/api/admin/faqs/abc'],
    ['GET', '/api/admin/streamers/1.5'],
    ['PATCH', '/api/admin/applications/-1'],
    ['DELETE', '/api/admin/messages/0'],
    ['GET', '/api/faqs/abc'],
    ['GET', '/api/faqs/1.5'],
    ['GET', '/api/faqs/-1'],
    ['GET', '/api/faqs/0'],
    ['GET', '/api/faqs/1e3'],
    ['GET', '/api/highlights/99999999999999999999'],
  ])('%s %s answers 400 "Ungültige ID."', async (method, path) => {
    const response = await clientFor(path).request(
      method,
      path,
      method === 'PATCH' ? { body: { order: 1 } } : {},
    );
    expectError(response, 400, { message: HTTP.invalidId });
  });

  const adminEntities = [...CONTENT, 'applications'] as const;
  const validPatch: Record<string, Json> = {
    livestreams: { order: 1 },
    highlights: { order: 1 },
    streamers: { order: 1 },
    feedbacks: { order: 1 },
    faqs: { order: 1 },
    applications: { status: 'completed' },
    messages: { isRead: true },
  };
  const unknownRows = [
    ...adminEntities.flatMap((entity) => ['GET', 'PATCH', 'DELETE'].map((method) => ({ method, entity }))),
    { method: 'PATCH', entity: 'messages' },
    { method: 'DELETE', entity: 'messages' },
  ];

  it.each(unknownRows)('$method /api/admin/$entity/<unknown id> answers 404', async ({ method, entity }) => {
    const response = await admin.request(
      method,
      `/api/admin/${entity}/${UNKNOWN_ID}`,
      method === 'PATCH' ? { body: validPatch[entity] } : {},
    );
    expectError(response, 404, { message: HTTP.notFound });
  });

  it.each(CONTENT)('PATCH /api/admin/%s/<unknown id> with an empty body answers 404', async (entity) => {
    expectError(await admin.patch(`/api/admin/${entity}/${UNKNOWN_ID}`, {}), 404, { message: HTTP.notFound });
  });

  it.each(CONTENT)('GET /api/%s/<unknown id> answers 404', async (entity) => {
    expectError(await visitor.get(`/api/${entity}/${UNKNOWN_ID}`), 404, { message: HTTP.notFound });
  });

  it.each(CONTENT)('GET /api/%s/<known id> answers the entry', async (entity) => {
    const response = await visitor.get<Json>(`/api/${entity}/${ids[entity]}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(ids[entity]);
  });
});

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/unbekannt'],
    ['GET', '/api/faqs/1/extra'],
    ['POST', '/api/unbekannt'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const response = await visitor.request(method, path, method === 'POST' ? { body: { a: 1 } } : {});
    expectError(response, 404, { message: HTTP.notFound });
  });

  it('an unknown admin path answers 404 JSON to a signed-in admin', async () => {
    expectError(await admin.get('/api/admin/unbekannt'), 404, { message: HTTP.notFound });
  });

  it('an unknown admin path answers 401 JSON to a visitor', async () => {
    expectError(await visitor.get('/api/admin/unbekannt'), 401, { message: 'Bitte melden Sie sich an.' });
  });
});

describe('streamer name', () => {
  it('a blank name is filled from the TikTok name without @', async () => {
    const response = await admin.post<Json>(
      '/api/admin/streamers',
      factories.streamer({ name: '   ', tiktokUsername: '@@neo.live' }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'neo.live', tiktokUsername: '@@neo.live' });
  });
});

describe('invisible and control characters', () => {
  const INVISIBLE = 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden';

  it('a FAQ question of five zero-width spaces is refused and nothing is stored', async () => {
    const before = (await admin.get<Json[]>('/api/admin/faqs')).body.length;
    const response = await admin.post('/api/admin/faqs', factories.faq({ question: '\u200B'.repeat(5) }));
    expect(response.status).toBe(400);
    expect((response.body as { errors: Record<string, string> }).errors.question).toBeDefined();
    expect((await admin.get<Json[]>('/api/admin/faqs')).body).toHaveLength(before);
  });

  it.each([
    ['NUL', 'lena\u0000live'],
    ['a right-to-left override', '@lena\u202Eevil'],
  ])('an application whose TikTok name holds %s gets 400 with the field message', async (_label, name) => {
    expectError(await visitor.post('/api/apply', factories.application({ tiktokUsername: name })), 400, {
      message: HTTP.invalidInput,
      errors: { tiktokUsername: INVISIBLE },
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
