import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT } from '@shared/content/index.js';
import { isRequired, type Field } from '@shared/content/fields.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { factories } from '@tests/helpers/factories.js';
import { HTTP, SERVER, SPEC } from '@tests/helpers/messages.js';
import { expectError, expectInvalid, invalidCases, titledRows } from '@tests/helpers/responses.js';
import { omit } from '@tests/helpers/validators.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * CRUD of every content type over the JSON API: the admin routes under /api/admin/{entity} and the
 * public reads under /api/{entity}. The types come from their definitions (shared/content/), so a
 * new one gets these tests without an edit here.
 */

type Payload = Record<string, unknown>;
type Json = Record<string, unknown>;
type Row = { id: number; order: number } & Record<string, unknown>;
type Entity = ContentTypeName;

const NOT_FOUND = { message: HTTP.notFound };

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
  visitor = server.client();
});
afterAll(() => server.close());

/** Every test of an entity starts from an empty table (table names are the entity names). */
async function clear(entity: Entity): Promise<void> {
  await server.knex(entity).del();
}

async function create(entity: Entity, body: Payload): Promise<Row> {
  const response = await admin.post<Row>(`/api/admin/${entity}`, body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

async function publicList(entity: Entity): Promise<Row[]> {
  const response = await visitor.get<Row[]>(`/api/${entity}`);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body;
}

async function adminList(entity: Entity): Promise<Row[]> {
  const response = await admin.get<Row[]>(`/api/admin/${entity}`);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body;
}

interface EntityCase {
  entity: Entity;
  /** The entity's keys in the API, in their order: id, the definition's fields, order (docs/api.md). */
  fields: string[];
  /** A complete valid payload without `order`. */
  payload: (overrides?: Payload) => Payload;
  /** Overrides that make the n-th entry distinguishable. */
  vary: (n: number) => Payload;
  /** A new entry's default order: 'count' = current number of entries, 'next' = highest order + 1. */
  defaultOrder: 'count' | 'next';
  /** The smallest order the admin form allows (feedbacks and FAQ start at 1). */
  minOrder: number;
  /** An update of every field other than order. */
  patch: Payload;
}

const fieldsOf = (entity: Entity) => Object.entries(CONTENT[entity].fields) as Array<[string, Field]>;

const cases: EntityCase[] = CONTENT_TYPE_NAMES.map((entity) => {
  const { admin: texts, order } = CONTENT[entity];
  // The field that names an entry, else the first text: "Frage Nummer 3".
  const named = fieldsOf(entity).find(([key, field]) =>
    texts.nameField ? key === texts.nameField : field.kind === 'text',
  );
  return {
    entity,
    fields: ['id', ...fieldsOf(entity).map(([key]) => key), 'order'],
    payload: (overrides) => factories.content(entity, overrides),
    vary: (n) => (named ? { [named[0]]: `${named[1].label} Nummer ${n}` } : {}),
    defaultOrder: order.newEntry,
    minOrder: order.first,
    patch: factories.changed(entity),
  };
});

it('derives the documented order rules of the content types (docs/api.md)', () => {
  expect(Object.fromEntries(cases.map((c) => [c.entity, [c.defaultOrder, c.minOrder]]))).toMatchObject({
    livestreams: ['count', 0],
    highlights: ['count', 0],
    streamers: ['count', 0],
    feedbacks: ['next', 1],
    faqs: ['next', 1],
  });
});

describe.each(cases)('$entity', ({ entity, fields, payload, vary, defaultOrder, minOrder, patch }) => {
  const adminPath = `/api/admin/${entity}`;
  const publicPath = `/api/${entity}`;

  beforeEach(() => clear(entity));

  it(`POST ${adminPath} answers 201 with the full record in exactly the spec's fields`, async () => {
    const body = payload({ order: minOrder + 3 });
    const response = await admin.post<Row>(adminPath, body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), ...body });
    expect(Object.keys(response.body)).toEqual(fields);
    expect(response.body).not.toHaveProperty('createdAt');
    expect(response.body).not.toHaveProperty('created_at');
    expect(Number.isInteger(response.body.id)).toBe(true);
  });

  it(`GET ${adminPath}/:id and GET ${publicPath}/:id return the stored record`, async () => {
    const created = await create(entity, payload());
    expect(
      CONTENT[entity].isPublic?.(created as never) ?? true,
      'the public read needs a public entry: SAMPLES in tests/helpers/factories.ts',
    ).toBe(true);
    const fromAdmin = await admin.get<Row>(`${adminPath}/${created.id}`);
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.body).toEqual(created);
    const fromPublic = await visitor.get<Row>(`${publicPath}/${created.id}`);
    expect(fromPublic.status).toBe(200);
    expect(fromPublic.body).toEqual(created);
    expect(Object.keys(fromPublic.body)).toEqual(fields);
  });

  if (defaultOrder === 'next') {
    it(`POST ${adminPath} without order on an empty list gives the first entry order 1`, async () => {
      const created = await create(entity, payload());
      expect(created).toEqual({ id: expect.any(Number), ...payload(), order: 1 });
    });

    it(`POST ${adminPath} without order appends after the highest order`, async () => {
      await create(entity, payload({ ...vary(1), order: 4 }));
      await create(entity, payload({ ...vary(2), order: 2 }));
      const third = await create(entity, payload(vary(3)));
      expect(third.order).toBe(5);
      const fourth = await create(entity, payload(vary(4)));
      expect(fourth).toEqual({ id: expect.any(Number), ...payload(vary(4)), order: 6 });
    });
  } else {
    it(`POST ${adminPath} without order on an empty list gives the first entry order 0`, async () => {
      const created = await create(entity, payload());
      expect(created).toEqual({ id: expect.any(Number), ...payload(), order: 0 });
    });

    it(`POST ${adminPath} without order uses the current number of entries`, async () => {
      await create(entity, payload({ ...vary(1), order: 5 }));
      await create(entity, payload({ ...vary(2), order: 9 }));
      const third = await create(entity, payload(vary(3)));
      expect(third.order).toBe(2);
      const fourth = await create(entity, payload(vary(4)));
      expect(fourth).toEqual({ id: expect.any(Number), ...payload(vary(4)), order: 3 });
    });
  }

  it(`POST ${adminPath} with an explicit order stores that order`, async () => {
    await create(entity, payload({ ...vary(1), order: 7 }));
    const created = await create(entity, payload({ ...vary(2), order: minOrder }));
    expect(created.order).toBe(minOrder);
    expect((await admin.get<Row>(`${adminPath}/${created.id}`)).body.order).toBe(minOrder);
  });

  it(`PATCH ${adminPath}/:id with only {order} answers 200 and leaves the other fields unchanged`, async () => {
    const created = await create(entity, payload());
    const response = await admin.patch<Row>(`${adminPath}/${created.id}`, { order: 42 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, order: 42 });
    const stored = await visitor.get<Row>(`${publicPath}/${created.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ...created, order: 42 });
  });

  it(`PATCH ${adminPath}/:id with other fields answers 200 with the updated record and keeps order`, async () => {
    const created = await create(entity, payload({ order: minOrder + 2 }));
    const response = await admin.patch<Row>(`${adminPath}/${created.id}`, patch);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, ...patch, id: created.id, order: minOrder + 2 });
    expect(Object.keys(response.body)).toEqual(fields);
    const stored = await admin.get<Row>(`${adminPath}/${created.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(response.body);
  });

  it(`GET ${publicPath} lists entries sorted by order, then id, and reflects create, update and delete`, async () => {
    expect(await publicList(entity)).toEqual([]);
    const a = await create(entity, payload({ ...vary(1), order: minOrder + 2 }));
    const b = await create(entity, payload({ ...vary(2), order: minOrder }));
    const c = await create(entity, payload({ ...vary(3), order: minOrder + 1 }));
    const d = await create(entity, payload({ ...vary(4), order: minOrder }));
    expect(await publicList(entity)).toEqual([b, d, c, a]);

    const movedA = (await admin.patch<Row>(`${adminPath}/${a.id}`, { order: minOrder })).body;
    expect(movedA.order).toBe(minOrder);
    expect(await publicList(entity)).toEqual([movedA, b, d, c]);

    const response = await admin.delete(`${adminPath}/${d.id}`);
    expect(response.status).toBe(204);
    expect(await publicList(entity)).toEqual([movedA, b, c]);

    const e = await create(entity, payload({ ...vary(5), order: minOrder + 1 }));
    const list = await publicList(entity);
    expect(list).toEqual([movedA, b, c, e]);
    expect(await adminList(entity)).toEqual(list);
  });

  it(`DELETE ${adminPath}/:id answers 204 with an empty body, then GET, PATCH and DELETE answer 404`, async () => {
    const kept = await create(entity, payload(vary(1)));
    const gone = await create(entity, payload(vary(2)));
    const response = await admin.delete(`${adminPath}/${gone.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    const afterwards = [
      await admin.get(`${adminPath}/${gone.id}`),
      await visitor.get(`${publicPath}/${gone.id}`),
      await admin.patch(`${adminPath}/${gone.id}`, { order: 5 }),
      await admin.delete(`${adminPath}/${gone.id}`),
    ];
    for (const result of afterwards) {
      expect(result.status).toBe(404);
      expect(result.body).toEqual(NOT_FOUND);
    }
    expect(await publicList(entity)).toEqual([kept]);
    expect(await adminList(entity)).toEqual([kept]);
  });
});

describe('livestream defaults', () => {
  beforeEach(() => clear('livestreams'));

  it('POST /api/admin/livestreams without isLive and description stores isLive false and description null', async () => {
    const response = await admin.post<Row>('/api/admin/livestreams', {
      day: 'monday',
      time: '19:00',
      title: 'Montags-Talk',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      day: 'monday',
      time: '19:00',
      title: 'Montags-Talk',
      description: null,
      isLive: false,
      order: 0,
    });
  });

  it('POST /api/admin/livestreams stores isLive true as the JSON boolean true', async () => {
    const created = await create('livestreams', factories.livestream({ isLive: true }));
    expect(created.isLive).toBe(true);
    expect((await visitor.get<Row>(`/api/livestreams/${created.id}`)).body.isLive).toBe(true);
  });

  it('POST /api/admin/livestreams with description "" stores description null', async () => {
    const created = await create('livestreams', factories.livestream({ description: '' }));
    expect(created).toEqual({
      id: expect.any(Number),
      ...factories.livestream(),
      description: null,
      order: 0,
    });
    expect((await visitor.get<Row>(`/api/livestreams/${created.id}`)).body.description).toBeNull();
  });

  it('PATCH /api/admin/livestreams/:id with description "" clears it to null', async () => {
    const created = await create('livestreams', factories.livestream());
    const response = await admin.patch<Row>(`/api/admin/livestreams/${created.id}`, { description: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, description: null });
  });
});

describe('streamer defaults', () => {
  beforeEach(() => clear('streamers'));

  const required = {
    tiktokUsername: '@luca.plays',
    tiktokUrl: 'https://www.tiktok.com/@luca.plays',
    profileImageUrl: '/uploads/seed-streamer-3.webp',
  };

  it('POST /api/admin/streamers with only the required fields applies the spec defaults', async () => {
    const response = await admin.post<Row>('/api/admin/streamers', required);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      name: 'luca.plays',
      ...required,
      description: null,
      country: 'Deutschland',
      tags: null,
      tagColor: 'default',
      frameType: 'standard',
      featured: false,
      order: 0,
    });
  });

  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['blank', { name: '   ' }],
  ])(
    'POST /api/admin/streamers with the name %s fills it from tiktokUsername without "@"',
    async (_label, name) => {
      const response = await admin.post<Row>('/api/admin/streamers', { ...required, ...name });
      expect(response.status).toBe(201);
      expect(response.body.name).toBe('luca.plays');
      expect(response.body.tiktokUsername).toBe('@luca.plays');
      // Not featured, so only the control centre reads it (the website shows featured ones).
      const stored = await admin.get<Row>(`/api/admin/streamers/${response.body.id}`);
      expect(stored.body.name).toBe('luca.plays');
    },
  );

  it('POST /api/admin/streamers with a blank name and a tiktokUsername without "@" uses it as the name', async () => {
    const created = await create('streamers', { ...required, tiktokUsername: 'luca', name: '' });
    expect(created.name).toBe('luca');
    expect(created.tiktokUsername).toBe('luca');
  });

  it('POST /api/admin/streamers keeps a given name and stores featured as a JSON boolean', async () => {
    const created = await create('streamers', factories.streamer());
    expect(created.name).toBe('Mia');
    expect(created.featured).toBe(true);
    const notFeatured = await create('streamers', factories.streamer({ featured: false }));
    expect(notFeatured.featured).toBe(false);
  });

  it('POST /api/admin/streamers with description "" and tags "" stores null', async () => {
    const created = await create('streamers', factories.streamer({ description: '', tags: '' }));
    expect(created).toEqual({
      id: expect.any(Number),
      ...factories.streamer(),
      description: null,
      tags: null,
      order: 0,
    });
  });
});

describe('feedback defaults', () => {
  beforeEach(() => clear('feedbacks'));

  it('POST /api/admin/feedbacks without rating, role and tiktokUrl stores rating 5 and null', async () => {
    const response = await admin.post<Row>('/api/admin/feedbacks', {
      name: 'Sarah',
      content: 'Tolle Agentur!',
      profileImageUrl: '/uploads/seed-feedback-1.webp',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      name: 'Sarah',
      content: 'Tolle Agentur!',
      rating: 5,
      role: null,
      profileImageUrl: '/uploads/seed-feedback-1.webp',
      tiktokUrl: null,
      order: 1,
    });
  });

  it('POST /api/admin/feedbacks with role "" and tiktokUrl "" stores null', async () => {
    const created = await create('feedbacks', factories.feedback({ role: '', tiktokUrl: '' }));
    expect(created).toEqual({
      id: expect.any(Number),
      ...factories.feedback(),
      role: null,
      tiktokUrl: null,
      order: 1,
    });
    const stored = await visitor.get<Row>(`/api/feedbacks/${created.id}`);
    expect(stored.body).toEqual(created);
  });

  it('POST /api/admin/feedbacks keeps a half-star rating as a number', async () => {
    const created = await create('feedbacks', factories.feedback({ rating: 4.5 }));
    expect(created.rating).toBe(4.5);
  });

  it('PATCH /api/admin/feedbacks/:id with role "" and tiktokUrl "" clears them to null', async () => {
    const created = await create('feedbacks', factories.feedback());
    const response = await admin.patch<Row>(`/api/admin/feedbacks/${created.id}`, {
      role: '',
      tiktokUrl: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, role: null, tiktokUrl: null });
  });
});

describe('highlight reordering', () => {
  beforeEach(() => clear('highlights'));

  it('swapping two highlights\u2019 order with two PATCH calls shows the new order in the public list', async () => {
    const first = await create('highlights', factories.highlight({ title: 'Erstes' }));
    const second = await create('highlights', factories.highlight({ title: 'Zweites' }));
    const third = await create('highlights', factories.highlight({ title: 'Drittes' }));
    expect([first.order, second.order, third.order]).toEqual([0, 1, 2]);
    expect((await publicList('highlights')).map((row) => row.title)).toEqual([
      'Erstes',
      'Zweites',
      'Drittes',
    ]);

    const moveDown = await admin.patch<Row>(`/api/admin/highlights/${first.id}`, { order: second.order });
    expect(moveDown.status).toBe(200);
    expect(moveDown.body).toEqual({ ...first, order: 1 });
    const moveUp = await admin.patch<Row>(`/api/admin/highlights/${second.id}`, { order: first.order });
    expect(moveUp.status).toBe(200);
    expect(moveUp.body).toEqual({ ...second, order: 0 });

    expect(await publicList('highlights')).toEqual([{ ...second, order: 0 }, { ...first, order: 1 }, third]);
  });
});

const UNKNOWN_ID = 987654;
const FORGED_CREATED_AT = '2000-01-01T00:00:00.000Z';

/**
 * One stored record per content type, for the PATCH and detail tests below: made once, by the
 * first of them, after the CRUD tests above (which empty the tables) are done.
 */
const ids = {} as Record<Entity, number>;
let stored: Promise<void> | undefined;
function storeOneOfEach(): Promise<void> {
  stored ??= (async () => {
    for (const entity of CONTENT_TYPE_NAMES) {
      ids[entity] = (await create(entity, factories.content(entity))).id;
    }
  })();
  return stored;
}

async function rowCount(table: string): Promise<number> {
  const row = (await server.knex(table).count('* as count').first()) as { count: number | string };
  return Number(row.count);
}

describe('400 with field messages for invalid input', () => {
  beforeAll(storeOneOfEach);

  const ls = factories.livestream;
  const hl = factories.highlight;
  const st = factories.streamer;
  const fb = factories.feedback;
  const fq = factories.faq;
  const { livestream: L, highlight: H, streamer: S, feedback: F, faq: Q } = SPEC;
  const FEEDBACK = { ...F, rating: SERVER.rating, order: SERVER.order1 };
  const rows = [
    ...invalidCases('POST', '/api/admin/livestreams', L, [
      ['a missing day', omit(ls(), 'day'), 'day'],
      ['a day outside monday..sunday', ls({ day: 'funday' }), 'day'],
      ['the German day name Montag', ls({ day: 'Montag' }), 'day'],
      ['a missing time', omit(ls(), 'time'), 'time'],
      ['a blank time', ls({ time: '   ' }), 'time'],
      ['a missing title', omit(ls(), 'title'), 'title'],
      ['an empty title', ls({ title: '' }), 'title'],
    ]),
    ...invalidCases('PATCH', '/api/admin/livestreams/{id}', L, [
      ['a day outside monday..sunday', { day: 'Sonntag' }, 'day'],
      ['an empty time', { time: '' }, 'time'],
      ['a blank title', { title: '  ' }, 'title'],
    ]),
    ...invalidCases('POST', '/api/admin/highlights', H, [
      ['a missing title', omit(hl(), 'title'), 'title'],
      ['an empty description', hl({ description: '' }), 'description'],
      ['a missing imageUrl', omit(hl(), 'imageUrl'), 'imageUrl'],
      ['an empty imageUrl', hl({ imageUrl: '' }), 'imageUrl'],
      ['a blank date', hl({ date: '  ' }), 'date'],
    ]),
    ...invalidCases('PATCH', '/api/admin/highlights/{id}', H, [
      ['an empty title', { title: '' }, 'title'],
      ['an empty description', { description: '' }, 'description'],
      ['an empty imageUrl', { imageUrl: '' }, 'imageUrl'],
      ['an empty date', { date: '' }, 'date'],
    ]),
    ...invalidCases('POST', '/api/admin/streamers', S, [
      ['a missing profile image', omit(st(), 'profileImageUrl'), 'profileImageUrl'],
      ['an empty profile image', st({ profileImageUrl: '' }), 'profileImageUrl'],
      ['a missing TikTok name', omit(st(), 'tiktokUsername'), 'tiktokUsername'],
      ['a blank TikTok name', st({ tiktokUsername: '   ' }), 'tiktokUsername'],
      ['a missing TikTok URL', omit(st(), 'tiktokUrl'), 'tiktokUrl'],
      ['a TikTok URL that is not a URL', st({ tiktokUrl: 'tiktok.com/@mia' }), 'tiktokUrl'],
    ]),
    ...invalidCases('PATCH', '/api/admin/streamers/{id}', { ...S, name: SERVER.streamerName }, [
      ['a blank name', { name: ' ' }, 'name'],
      ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
      ['an empty TikTok name', { tiktokUsername: '' }, 'tiktokUsername'],
      ['a TikTok URL that is not a URL', { tiktokUrl: 'keine url' }, 'tiktokUrl'],
    ]),
    ...invalidCases('POST', '/api/admin/feedbacks', FEEDBACK, [
      ['a name of 2 characters', fb({ name: 'Jo' }), 'name'],
      ['a text of 4 characters', fb({ content: 'Gut!' }), 'content'],
      ['a missing profile image', omit(fb(), 'profileImageUrl'), 'profileImageUrl'],
      ['an empty profile image', fb({ profileImageUrl: '' }), 'profileImageUrl'],
      ['a rating of 0', fb({ rating: 0 }), 'rating'],
      ['a rating of 6', fb({ rating: 6 }), 'rating'],
      ['a rating given as a string', fb({ rating: '5' }), 'rating'],
      ['an order below 1', fb({ order: 0 }), 'order'],
    ]),
    ...invalidCases('PATCH', '/api/admin/feedbacks/{id}', FEEDBACK, [
      ['a name of 2 characters plus spaces', { name: '  Al ' }, 'name'],
      ['a text of 4 characters', { content: 'Naja' }, 'content'],
      ['an empty profile image', { profileImageUrl: '' }, 'profileImageUrl'],
      ['a rating of -1', { rating: -1 }, 'rating'],
      ['a rating of 5.5', { rating: 5.5 }, 'rating'],
    ]),
    ...invalidCases('POST', '/api/admin/faqs', Q, [
      ['a question of 4 characters', fq({ question: 'Wie?' }), 'question'],
      ['a missing question', omit(fq(), 'question'), 'question'],
      ['an answer of 9 characters', fq({ answer: 'Ja, klar.' }), 'answer'],
      ['a missing answer', omit(fq(), 'answer'), 'answer'],
    ]),
    ...invalidCases('PATCH', '/api/admin/faqs/{id}', { ...Q, order: SERVER.order1 }, [
      ['a question of 4 characters plus spaces', { question: '  Was?  ' }, 'question'],
      ['an answer of 4 characters', { answer: 'Nein' }, 'answer'],
      ['an order below 1', { order: 0 }, 'order'],
    ]),
  ];
  it.each(titledRows(rows))('%s', async (_title, { method, path, body, errors }) => {
    const entity = /^\/api\/admin\/([a-z]+)/.exec(path)![1] as Entity;
    expectInvalid(await admin.request(method, path.replace('{id}', String(ids[entity])), { body }), errors);
  });

  it('stores nothing for refused creates', async () => {
    const before = await Promise.all(CONTENT_TYPE_NAMES.map((entity) => rowCount(entity)));
    // The spec's messages, word for word, where it has them; every type names its required fields.
    const emptyBodyErrors: Partial<Record<Entity, Record<string, string>>> = {
      livestreams: L,
      highlights: H,
      streamers: S,
      feedbacks: F,
      faqs: Q,
    };
    for (const entity of CONTENT_TYPE_NAMES) {
      const response = await admin.post<{ errors?: Record<string, string> }>(`/api/admin/${entity}`, {});
      const { errors = {} } = response.body;
      const required = fieldsOf(entity).filter(([, field]) => isRequired(field));
      expect(Object.keys(errors).sort(), entity).toEqual(required.map(([key]) => key).sort());
      expectInvalid(response, emptyBodyErrors[entity] ?? errors);
    }
    const after = await Promise.all(CONTENT_TYPE_NAMES.map((entity) => rowCount(entity)));
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
});

describe('fields the client must not set', () => {
  beforeAll(storeOneOfEach);

  it.each(CONTENT_TYPE_NAMES)('POST /api/admin/%s ignores id and createdAt', async (entity) => {
    const forgedId = UNKNOWN_ID + 1;
    const response = await admin.post<Json>(
      `/api/admin/${entity}`,
      factories.content(entity, { id: forgedId, createdAt: FORGED_CREATED_AT }),
    );
    expect(response.status).toBe(201);
    expect(response.body.id).toEqual(expect.any(Number));
    expect(response.body.id).not.toBe(forgedId);
    expect(response.body).not.toHaveProperty('createdAt');
    expectError(await admin.get(`/api/admin/${entity}/${forgedId}`), 404, { message: HTTP.notFound });
    const stored = (await server
      .knex(entity)
      .where('id', response.body.id as number)
      .first()) as Json;
    expect(stored.createdAt).not.toBe(FORGED_CREATED_AT);
    expect(Date.parse(String(stored.createdAt))).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it.each(CONTENT_TYPE_NAMES)(
    'PATCH /api/admin/%s/{id} ignores id and createdAt; the record keeps its id',
    async (entity) => {
      const id = ids[entity];
      const forgedId = UNKNOWN_ID + 2;
      const storedBefore = (await server.knex(entity).where('id', id).first()) as Json;
      const response = await admin.patch<Json>(`/api/admin/${entity}/${id}`, {
        id: forgedId,
        createdAt: FORGED_CREATED_AT,
        order: 5,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, order: 5 });
      expect((await admin.get(`/api/admin/${entity}/${id}`)).status).toBe(200);
      expectError(await admin.get(`/api/admin/${entity}/${forgedId}`), 404, { message: HTTP.notFound });
      const storedAfter = (await server.knex(entity).where('id', id).first()) as Json;
      expect(storedAfter.createdAt).toEqual(storedBefore.createdAt);
    },
  );
});

describe('unsafe URLs are refused', () => {
  beforeAll(storeOneOfEach);

  // Links may point anywhere on the web; pictures must be images stored by this server's upload.
  const targets = CONTENT_TYPE_NAMES.flatMap((entity) =>
    fieldsOf(entity).flatMap(([field, { kind }]) =>
      kind === 'url' || kind === 'image'
        ? [{ entity, field, message: kind === 'image' ? SERVER.uploadedImage : SERVER.url }]
        : [],
    ),
  );
  it('covers the link and picture fields of the content types', () => {
    expect(targets).toEqual(
      expect.arrayContaining([
        { entity: 'streamers', field: 'tiktokUrl', message: SERVER.url },
        { entity: 'streamers', field: 'profileImageUrl', message: SERVER.uploadedImage },
        { entity: 'highlights', field: 'imageUrl', message: SERVER.uploadedImage },
        { entity: 'feedbacks', field: 'profileImageUrl', message: SERVER.uploadedImage },
        { entity: 'feedbacks', field: 'tiktokUrl', message: SERVER.url },
      ]),
    );
  });
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
    const before = await rowCount(entity);
    expectInvalid(await admin.post(`/api/admin/${entity}`, factories.content(entity, { [field]: url })), {
      [field]: message,
    });
    expect(await rowCount(entity)).toBe(before);
  });

  it.each(titled('PATCH', '/{id}'))('%s', async (_title, { entity, field, url, message }) => {
    const id = ids[entity];
    expectInvalid(await admin.patch(`/api/admin/${entity}/${id}`, { [field]: url }), { [field]: message });
    const stored = await admin.get<Json>(`/api/admin/${entity}/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.body[field]).not.toBe(url);
  });
});

describe('ids', () => {
  const unknownRows = CONTENT_TYPE_NAMES.flatMap((entity) =>
    ['GET', 'PATCH', 'DELETE'].map((method) => ({ method, entity })),
  );

  it.each(unknownRows)('$method /api/admin/$entity/<unknown id> answers 404', async ({ method, entity }) => {
    const response = await admin.request(
      method,
      `/api/admin/${entity}/${UNKNOWN_ID}`,
      method === 'PATCH' ? { body: { order: 1 } } : {},
    );
    expectError(response, 404, { message: HTTP.notFound });
  });

  it.each(CONTENT_TYPE_NAMES)(
    'PATCH /api/admin/%s/<unknown id> with an empty body answers 404',
    async (entity) => {
      expectError(await admin.patch(`/api/admin/${entity}/${UNKNOWN_ID}`, {}), 404, {
        message: HTTP.notFound,
      });
    },
  );
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
  it('a FAQ question of five zero-width spaces is refused and nothing is stored', async () => {
    const before = (await admin.get<Json[]>('/api/admin/faqs')).body.length;
    const response = await admin.post('/api/admin/faqs', factories.faq({ question: '\u200B'.repeat(5) }));
    expect(response.status).toBe(400);
    expect((response.body as { errors: Record<string, string> }).errors.question).toBeDefined();
    expect((await admin.get<Json[]>('/api/admin/faqs')).body).toHaveLength(before);
  });
});
