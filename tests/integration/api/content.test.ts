import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories, startTestServer, type TestClient, type TestServer } from '../../helpers/test-app.js';

/**
 * CRUD of the five content entities over the JSON API (spec sections 3, 4 and 7): the admin
 * routes under /api/admin/{entity} and the public reads under /api/{entity}.
 */

type Payload = Record<string, unknown>;
type Row = { id: number; order: number } & Record<string, unknown>;
type Entity = 'livestreams' | 'highlights' | 'streamers' | 'feedbacks' | 'faqs';

const NOT_FOUND = { message: 'Nicht gefunden.' };

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
  /** The spec's field names of the entity (section 3), exactly. */
  fields: string[];
  /** A complete valid payload without `order`. */
  payload: (overrides?: Payload) => Payload;
  /** Overrides that make the n-th entry distinguishable. */
  vary: (n: number) => Payload;
  /** Spec section 7: 'count' = current number of entries, 'next' = highest order + 1. */
  defaultOrder: 'count' | 'next';
  /** The smallest order the admin form allows (feedbacks and FAQ start at 1). */
  minOrder: number;
  /** A partial update of fields other than order. */
  patch: Payload;
}

const cases: EntityCase[] = [
  {
    entity: 'livestreams',
    fields: ['id', 'day', 'time', 'title', 'description', 'isLive', 'order'],
    payload: factories.livestream,
    vary: (n) => ({ title: `Stream Nummer ${n}` }),
    defaultOrder: 'count',
    minOrder: 0,
    patch: {
      day: 'sunday',
      time: '18:30',
      title: 'Sonntags-Talk',
      description: 'Gemütliche Runde',
      isLive: true,
    },
  },
  {
    entity: 'highlights',
    fields: ['id', 'title', 'description', 'imageUrl', 'date', 'order'],
    payload: factories.highlight,
    vary: (n) => ({ title: `Highlight Nummer ${n}` }),
    defaultOrder: 'count',
    minOrder: 0,
    patch: {
      title: 'Sommerfest',
      description: 'Grillen mit der Community',
      imageUrl: '/uploads/sommerfest.webp',
      date: 'Juli 2026',
    },
  },
  {
    entity: 'streamers',
    fields: [
      'id',
      'name',
      'profileImageUrl',
      'tiktokUsername',
      'tiktokUrl',
      'description',
      'country',
      'tags',
      'tagColor',
      'frameType',
      'featured',
      'order',
    ],
    payload: factories.streamer,
    vary: (n) => ({ name: `Streamer Nummer ${n}` }),
    defaultOrder: 'count',
    minOrder: 0,
    patch: {
      name: 'Mia Sommer',
      tiktokUsername: '@mia.sommer',
      tiktokUrl: 'https://www.tiktok.com/@mia.sommer',
      profileImageUrl: '/uploads/seed-streamer-2.webp',
      description: 'Nur noch Musik',
      country: 'Schweiz',
      tags: 'Musik',
      tagColor: 'green',
      frameType: 'king',
      featured: false,
    },
  },
  {
    entity: 'feedbacks',
    fields: ['id', 'name', 'content', 'rating', 'role', 'profileImageUrl', 'tiktokUrl', 'order'],
    payload: factories.feedback,
    vary: (n) => ({ name: `Person Nummer ${n}` }),
    defaultOrder: 'next',
    minOrder: 1,
    patch: {
      name: 'Jonas K.',
      content: 'Immer erreichbar, tolle Kampagnen.',
      rating: 3.5,
      role: 'Musik Creator',
      profileImageUrl: '/uploads/seed-feedback-2.webp',
      tiktokUrl: 'https://www.tiktok.com/@jonas.k',
    },
  },
  {
    entity: 'faqs',
    fields: ['id', 'question', 'answer', 'order'],
    payload: factories.faq,
    vary: (n) => ({ question: `Frage Nummer ${n}?` }),
    defaultOrder: 'next',
    minOrder: 1,
    patch: { question: 'Wie oft sollte ich streamen?', answer: 'Wir empfehlen drei- bis viermal pro Woche.' },
  },
];

describe.each(cases)('$entity', ({ entity, fields, payload, vary, defaultOrder, minOrder, patch }) => {
  const adminPath = `/api/admin/${entity}`;
  const publicPath = `/api/${entity}`;

  beforeEach(() => clear(entity));

  it(`POST ${adminPath} answers 201 with the full record in exactly the spec's fields`, async () => {
    const body = payload({ order: minOrder + 3 });
    const response = await admin.post<Row>(adminPath, body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), ...body });
    expect(Object.keys(response.body).sort()).toEqual([...fields].sort());
    expect(response.body).not.toHaveProperty('createdAt');
    expect(response.body).not.toHaveProperty('created_at');
    expect(Number.isInteger(response.body.id)).toBe(true);
  });

  it(`GET ${adminPath}/:id and GET ${publicPath}/:id return the stored record`, async () => {
    const created = await create(entity, payload());
    const fromAdmin = await admin.get<Row>(`${adminPath}/${created.id}`);
    expect(fromAdmin.status).toBe(200);
    expect(fromAdmin.body).toEqual(created);
    const fromPublic = await visitor.get<Row>(`${publicPath}/${created.id}`);
    expect(fromPublic.status).toBe(200);
    expect(fromPublic.body).toEqual(created);
    expect(Object.keys(fromPublic.body).sort()).toEqual([...fields].sort());
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
    expect(Object.keys(response.body).sort()).toEqual([...fields].sort());
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
    expect(response.body).toEqual({
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
    expect(response.body).toEqual({
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
      const stored = await visitor.get<Row>(`/api/streamers/${response.body.id}`);
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
    expect(response.body).toEqual({
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
