import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HTTP, SERVER } from '@tests/helpers/messages.js';
import { expectError, expectInvalid } from '@tests/helpers/responses.js';
import {
  captureLogs,
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from '@tests/helpers/test-app.js';
import { failingTrigger, insertRow } from '@tests/helpers/sql.js';

/**
 * The applications list at volume: GET /api/admin/applications with page, filters, search and
 * sort (X-Total-Count), POST /api/admin/applications/bulk, and the exports' filters and ids.
 */

let server: TestServer;
let admin: TestClient;
const logs = captureLogs();
beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  admin = await server.adminClient('listadmin');
});
afterAll(() => server.close());

type Row = { id: number; tiktokUsername: string } & Record<string, unknown>;

/** The server's own wording of the list's parameter errors. */
const LIST = {
  page: 'Die Seite muss eine ganze Zahl ab 1 sein',
  pageSize: 'Pro Seite sind 1 bis 100 Bewerbungen möglich',
  country: 'Bitte wählen Sie ein gültiges Land aus',
  q: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein',
  sort: 'Sortierung nach createdAt, tiktokUsername, status oder country, absteigend mit "-" davor',
  ids: 'Bitte wählen Sie 1 bis 1000 Bewerbungen aus',
  action: 'Bitte wählen Sie eine gültige Aktion aus (status, assign oder delete)',
};
const TOTAL = 'x-total-count';
const BASE_TIME = Date.parse('2026-03-01T10:00:00.000Z');
const MINUTE = 60_000;

let inserted = 0;
/** Stores an application directly (as submitted at BASE_TIME + `minute`); returns its id. */
async function insert(fields: Record<string, unknown>, minute = inserted): Promise<number> {
  inserted += 1;
  return await insertRow(server.knex, 'applications', {
    whatsappNumber: null,
    telegramUsername: null,
    website: null,
    country: 'Deutschland',
    streamingExperience: null,
    currentAgency: null,
    isAdult: true,
    agreedToPrivacy: true,
    status: 'new',
    notes: null,
    completedAt: null,
    ...fields,
    createdAt: new Date(BASE_TIME + minute * MINUTE).toISOString(),
  });
}

async function list(
  query: string,
): Promise<{ names: string[]; total: number; response: TestResponse<Row[]> }> {
  const response = await admin.get<Row[]>(`/api/admin/applications?${query}`);
  expect(response.status, response.text).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return {
    names: response.body.map((row) => row.tiktokUsername),
    total: Number(response.headers.get(TOTAL)),
    response,
  };
}
const names = async (query: string) => (await list(query)).names;

const clearApplications = () => server.knex('applications').del();

describe('GET /api/admin/applications?page=&pageSize=', () => {
  let all: string[];
  beforeAll(async () => {
    await clearApplications();
    // 25 applications, the last five submitted at the same moment (the id decides between them).
    for (let index = 0; index < 25; index++)
      await insert({ tiktokUsername: `@name${index}` }, Math.min(index, 20));
    all = Array.from({ length: 25 }, (_, index) => `@name${24 - index}`);
  });

  it('answers the page newest first, with X-Total-Count the number of all matching applications', async () => {
    const first = await list('page=1&pageSize=10');
    expect(first.names).toEqual(all.slice(0, 10));
    expect(first.total).toBe(25);
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(await names('page=2&pageSize=10')).toEqual(all.slice(10, 20));
    const last = await list('page=3&pageSize=10');
    expect(last.names).toEqual(all.slice(20));
    expect(last.total).toBe(25);
  });

  it('answers an empty page with the total beyond the last page', async () => {
    const beyond = await list('page=4&pageSize=10');
    expect(beyond.names).toEqual([]);
    expect(beyond.total).toBe(25);
    expect((await list('page=999999999')).names).toEqual([]);
  });

  it('pages of every size together hold each application once, in order (ties broken by id)', async () => {
    for (const size of [1, 3, 7, 100]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(25 / size); page++) {
        pages.push(...(await names(`page=${page}&pageSize=${size}`)));
      }
      expect(pages).toEqual(all);
    }
  });

  it('breaks ties by id in the sort direction when matches are sorted, not read in order from an index', async () => {
    // @name20 … @name24 were submitted at the same moment.
    expect(await names('q=name2')).toEqual(['@name24', '@name23', '@name22', '@name21', '@name20', '@name2']);
    expect(await names('q=name2&sort=createdAt')).toEqual([
      '@name2',
      '@name20',
      '@name21',
      '@name22',
      '@name23',
      '@name24',
    ]);
    expect(await names('q=name2&pageSize=2&page=2')).toEqual(['@name22', '@name21']);
  });

  it('defaults to page 1, 20 per page, newest first, for any list parameter (even an empty one)', async () => {
    for (const query of ['page=1', 'pageSize=20', 'sort=-createdAt', 'page=', 'q=', 'status=']) {
      const page = await list(query);
      expect(page.names, query).toEqual(all.slice(0, 20));
      expect(page.total).toBe(25);
    }
    expect(await names('page=2')).toEqual(all.slice(20));
  });

  it('without any list parameter answers the whole array as before, without X-Total-Count', async () => {
    const response = await admin.get<Row[]>('/api/admin/applications');
    expect(response.status).toBe(200);
    expect(response.body.map((row) => row.tiktokUsername)).toEqual(all);
    expect(response.headers.get(TOTAL)).toBeNull();
    // An unknown parameter is refused, not ignored (tests/integration/server/http/query.test.ts).
    expect((await admin.get('/api/admin/applications?other=1')).status).toBe(400);
  });
});

/**
 * The fixtures of the filter, search and sort tests, by TikTok name (stored as typed: with or
 * without "@"), oldest first.
 */
const FIXTURES: Array<Record<string, unknown>> = [
  {
    tiktokUsername: '@Anna.Live',
    whatsappNumber: '+49 170 1234567',
    website: 'https://anna.example',
    status: 'new',
  },
  {
    tiktokUsername: 'bert_tv',
    whatsappNumber: '0170/7654321',
    telegramUsername: '@BertTelegram',
    country: 'Österreich',
    currentAgency: 'Starlight Media',
    notes: 'Rückruf am Montag',
    status: 'in_progress',
  },
  {
    tiktokUsername: '@Özlem',
    website: 'https://oezlem.example/100%',
    country: 'Schweiz',
    currentAgency: 'ÄRA Talents',
    status: 'completed',
    completedAt: '2026-03-02T10:00:00.000Z',
  },
  {
    tiktokUsername: 'zora',
    whatsappNumber: '+43 660 1112223',
    telegramUsername: 'zora_official',
    website: 'https://zora.example/1000',
    country: 'Österreich',
    notes: 'RÜCKRUF erledigt, Pfad C:\\temp',
    status: 'new',
  },
  { tiktokUsername: 'anna50%', country: 'Schweiz', status: 'in_progress' },
  {
    tiktokUsername: 'Hanna',
    notes: 'Kennt anna.live',
    status: 'completed',
    completedAt: '2026-03-03T10:00:00.000Z',
  },
];
/** Newest first: the default order. */
const NEWEST_FIRST = ['Hanna', 'anna50%', 'zora', '@Özlem', 'bert_tv', '@Anna.Live'];

describe('filters, search and sort', () => {
  beforeAll(async () => {
    await clearApplications();
    for (const [index, fields] of FIXTURES.entries()) await insert(fields, index);
  });

  it.each([
    ['status=new', ['zora', '@Anna.Live']],
    ['status=in_progress', ['anna50%', 'bert_tv']],
    ['status=completed', ['Hanna', '@Özlem']],
    ['country=Deutschland', ['Hanna', '@Anna.Live']],
    ['country=%C3%96sterreich', ['zora', 'bert_tv']],
    ['country=Schweiz', ['anna50%', '@Özlem']],
    ['status=new&country=%C3%96sterreich', ['zora']],
    ['status=completed&country=Schweiz&q=%C3%A4ra', ['@Özlem']],
    ['status=new&country=Schweiz', []],
  ])('%s filters on the server (X-Total-Count counts the matches)', async (query, expected) => {
    const page = await list(query);
    expect(page.names).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('counts all matches while answering one page of them', async () => {
    const page = await list('country=%C3%96sterreich&pageSize=1&page=2');
    expect(page.names).toEqual(['bert_tv']);
    expect(page.total).toBe(2);
  });

  it.each([
    ['TikTok name', 'anna.l', ['Hanna', '@Anna.Live']],
    ['WhatsApp number', '660 111', ['zora']],
    ['Telegram name', 'berttele', ['bert_tv']],
    ['website', 'OEZLEM.EX', ['@Özlem']],
    ['current agency', 'starlight', ['bert_tv']],
    ['notes', 'am montag', ['bert_tv']],
  ])('q searches the %s, ignoring case', async (_field, q, expected) => {
    expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it.each([
    ['rückruf', ['zora', 'bert_tv']],
    ['RÜCKRUF', ['zora', 'bert_tv']],
    ['ära tal', ['@Özlem']],
    ['özlem', ['@Özlem']],
    // Shorter than three characters: the other way of searching, with the same rules.
    ['Üc', ['zora', 'bert_tv']],
    ['öZ', ['@Özlem']],
    ['ä', ['@Özlem']],
  ])('q=%s ignores the case of umlauts too', async (q, expected) => {
    expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it.each([
    ['100%', ['@Özlem']],
    ['0%', ['anna50%', '@Özlem']],
    ['%', ['anna50%', '@Özlem']],
    ['_', ['zora', 'bert_tv']],
    ['t_t', ['bert_tv']],
    ['a%n', []],
    ['n_a', []],
    ['\\t', ['zora']],
    ['C:\\', ['zora']],
    ['"', []],
    ['" OR "a', []],
    ['*', []],
    ['^zora', []],
  ])('q=%s takes LIKE wildcards, backslashes and search syntax literally', async (q, expected) => {
    expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it.each([['%FF%FE%FD'], ['%ED%A0%80abc'], ['NEAR(a%20b)'], ['%F0%9F%98%80%F0%9F%98%80'], ['a%2Bb*']])(
    'q=%s is text only: no search syntax, no error',
    async (q) => {
      const response = await admin.get(`/api/admin/applications?q=${q}`);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual([]);
    },
  );

  it('a leading "@" finds names stored with and without it, but not names that only contain it', async () => {
    // Not Hanna: her name only contains "anna", and her notes mention "anna.live" without "@".
    expect(await names('q=%40anna')).toEqual(['anna50%', '@Anna.Live']);
    expect(await names('q=%40anna.live')).toEqual(['@Anna.Live']);
    expect(await names('q=anna.live')).toEqual(['Hanna', '@Anna.Live']);
    expect(await names('q=%40bert')).toEqual(['bert_tv']);
    expect(await names('q=anna')).toEqual(['Hanna', 'anna50%', '@Anna.Live']);
    expect(await names('q=%40z')).toEqual(['zora']);
  });

  it.each([
    ['0170 123', ['@Anna.Live']],
    ['+49 170 123', ['@Anna.Live']],
    ['0049170123', ['@Anna.Live']],
    ['1234567', ['@Anna.Live']],
    ['+49 170 765', ['bert_tv']],
    ['0170-7654', ['bert_tv']],
    ['(0170) 765 43', ['bert_tv']],
    ['0043 660 111', ['zora']],
    ['+43660', ['zora']],
    ['+49 171', []],
  ])('q=%s finds the WhatsApp number however it was typed', async (q, expected) => {
    expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it.each([
    ['createdAt', [...NEWEST_FIRST].reverse()],
    ['-createdAt', NEWEST_FIRST],
    // Without the leading "@", ASCII letters in any case; umlauts after z.
    ['tiktokUsername', ['@Anna.Live', 'anna50%', 'bert_tv', 'Hanna', 'zora', '@Özlem']],
    ['-tiktokUsername', ['@Özlem', 'zora', 'Hanna', 'bert_tv', 'anna50%', '@Anna.Live']],
    // The workflow order, then the id in the same direction.
    ['status', ['@Anna.Live', 'zora', 'bert_tv', 'anna50%', '@Özlem', 'Hanna']],
    ['-status', ['Hanna', '@Özlem', 'anna50%', 'bert_tv', 'zora', '@Anna.Live']],
    // German alphabetical order.
    ['country', ['@Anna.Live', 'Hanna', 'bert_tv', 'zora', '@Özlem', 'anna50%']],
    ['-country', ['anna50%', '@Özlem', 'zora', 'bert_tv', 'Hanna', '@Anna.Live']],
  ])('sort=%s', async (sort, expected) => {
    expect(await names(`sort=${encodeURIComponent(sort)}`)).toEqual(expected);
  });

  it('sorts matches of equal rank by id, in the sort direction', async () => {
    expect(await names('q=r%C3%BCckruf&sort=country')).toEqual(['bert_tv', 'zora']);
    expect(await names('q=r%C3%BCckruf&sort=-country')).toEqual(['zora', 'bert_tv']);
    expect(await names('q=a&sort=-status&status=new')).toEqual(['zora', '@Anna.Live']);
  });

  it('sorts, filters, searches and pages together', async () => {
    const page = await list('q=anna&sort=tiktokUsername&pageSize=2&page=1');
    expect(page.names).toEqual(['@Anna.Live', 'anna50%']);
    expect(page.total).toBe(3);
    expect(await names('q=anna&sort=tiktokUsername&pageSize=2&page=2')).toEqual(['Hanna']);
    expect(await names('status=new&sort=-tiktokUsername')).toEqual(['zora', '@Anna.Live']);
    expect(await names('country=Schweiz&sort=tiktokUsername&q=e')).toEqual(['@Özlem']);
  });

  it('finds a note after it changed and no longer after its application was deleted', async () => {
    const [hanna] = (await list('q=hanna')).response.body;
    await admin.patch(`/api/admin/applications/${hanna!.id}`, { notes: 'Neue Notiz mit Quittung' });
    expect(await names('q=quittung')).toEqual(['Hanna']);
    expect(await names('q=anna.live')).toEqual(['@Anna.Live']);
    await admin.delete(`/api/admin/applications/${hanna!.id}`);
    expect(await names('q=quittung')).toEqual([]);
    expect(await names('q=hanna')).toEqual([]);
  });
});

describe('400 for invalid list parameters', () => {
  it.each([
    ['page=0', { page: LIST.page }],
    ['page=abc', { page: LIST.page }],
    ['page=1.5', { page: LIST.page }],
    ['page=-1', { page: LIST.page }],
    ['pageSize=0', { pageSize: LIST.pageSize }],
    ['pageSize=101', { pageSize: LIST.pageSize }],
    ['pageSize=ten', { pageSize: LIST.pageSize }],
    ['status=rejected', { status: SERVER.status }],
    ['status=NEW', { status: SERVER.status }],
    ['country=Frankreich', { country: LIST.country }],
    ['sort=name', { sort: LIST.sort }],
    ['sort=--createdAt', { sort: LIST.sort }],
    ['sort=%2BcreatedAt', { sort: LIST.sort }],
    [`q=${'x'.repeat(201)}`, { q: LIST.q }],
    ['q=%00', { q: SERVER.invisible }],
    ['q=%00%00%00', { q: SERVER.invisible }],
    ['q=a%0Ab', { q: SERVER.invisible }],
    ['q=%E2%80%AEanna', { q: SERVER.invisible }],
    ['page=0&sort=name&status=x', { page: LIST.page, sort: LIST.sort, status: SERVER.status }],
  ])('GET /api/admin/applications?%s answers 400 with the German message', async (query, errors) => {
    expectInvalid(await admin.get(`/api/admin/applications?${query}`), errors);
  });

  it('accepts the longest search (200 characters) and page sizes 1 and 100', async () => {
    expect((await admin.get(`/api/admin/applications?q=${'x'.repeat(200)}`)).status).toBe(200);
    expect((await admin.get('/api/admin/applications?pageSize=1')).status).toBe(200);
    expect((await admin.get('/api/admin/applications?pageSize=100')).status).toBe(200);
  });
});

describe('POST /api/admin/applications/bulk', () => {
  const bulk = (body: unknown) => admin.post<{ changed: number }>('/api/admin/applications/bulk', body);
  const stored = async (id: number) => (await admin.get<Row>(`/api/admin/applications/${id}`)).body;
  let ids: number[];
  beforeEach(async () => {
    await clearApplications();
    ids = [];
    for (const status of ['new', 'new', 'in_progress', 'completed', 'new']) {
      ids.push(await insert({ tiktokUsername: `@bulk.${ids.length}`, status }));
    }
    await server
      .knex('applications')
      .where({ id: ids[3] })
      .update({ completedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('sets the status of the listed applications; changed counts those whose status changed', async () => {
    const now = new Date(server.clock()).toISOString();
    const response = await bulk({
      ids: [ids[0], ids[2], ids[3], 987654],
      action: 'status',
      status: 'completed',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ changed: 2 });
    expect(await stored(ids[0]!)).toMatchObject({ status: 'completed', completedAt: now });
    expect(await stored(ids[2]!)).toMatchObject({ status: 'completed', completedAt: now });
    // Already completed: still counted from when it became so.
    expect(await stored(ids[3]!)).toMatchObject({
      status: 'completed',
      completedAt: '2026-01-01T00:00:00.000Z',
    });
    for (const id of [ids[1]!, ids[4]!])
      expect(await stored(id)).toMatchObject({ status: 'new', completedAt: null });
  });

  it('clears completedAt when completed applications get another status', async () => {
    const response = await bulk({ ids: [ids[3], ids[0]], action: 'status', status: 'in_progress' });
    expect(response.body).toEqual({ changed: 2 });
    for (const id of [ids[3]!, ids[0]!]) {
      expect(await stored(id)).toMatchObject({ status: 'in_progress', completedAt: null });
    }
  });

  it('deletes the listed applications and answers how many there were', async () => {
    const response = await bulk({ ids: [ids[1], ids[4], 987654], action: 'delete' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ changed: 2 });
    expect(await names('sort=createdAt')).toEqual(['@bulk.0', '@bulk.2', '@bulk.3']);
    expect((await bulk({ ids: [ids[1]], action: 'delete' })).body).toEqual({ changed: 0 });
  });

  it('changes all listed applications or none: a failure on one rolls back the others', async () => {
    // A stand-in for any failure in the middle of the statement (disk full, say).
    const trigger = await failingTrigger(server.knex, {
      name: 'bulk_fails',
      table: 'applications',
      event: 'update',
      when: `old.id = ${ids[2]}`,
      message: 'failed',
    });
    try {
      const response = await bulk({
        ids: [ids[0], ids[1], ids[2], ids[4]],
        action: 'status',
        status: 'completed',
      });
      expect(response.status).toBe(500);
      for (const id of [ids[0]!, ids[1]!, ids[4]!]) expect((await stored(id)).status).toBe('new');
      expect((await stored(ids[2]!)).status).toBe('in_progress');
    } finally {
      await trigger.drop();
    }
  });

  it('logs the action with the ids, as every admin write', async () => {
    await bulk({ ids: [ids[0], ids[1]], action: 'status', status: 'in_progress' });
    await bulk({ ids: [ids[4]], action: 'delete' });
    const writes = logs.lines.filter((line) => line.event === 'admin.write' && line.username === 'listadmin');
    expect(writes.slice(-2).map(({ action, entity, id }) => [action, entity, id])).toEqual([
      ['update', 'applications', [ids[0], ids[1]]],
      ['delete', 'applications', [ids[4]]],
    ]);
  });

  it.each([
    ['an unknown action', { ids: [1], action: 'archive' }, { action: LIST.action }],
    ['no action', { ids: [1] }, { action: LIST.action }],
    ['status without a status', { ids: [1], action: 'status' }, { status: SERVER.status }],
    ['an unknown status', { ids: [1], action: 'status', status: 'rejected' }, { status: SERVER.status }],
    ['no ids', { action: 'delete' }, { ids: LIST.ids }],
    ['an empty list', { ids: [], action: 'delete' }, { ids: LIST.ids }],
    ['ids that are not positive integers', { ids: [1, 0], action: 'delete' }, { ids: LIST.ids }],
    ['ids as text', { ids: ['1'], action: 'delete' }, { ids: LIST.ids }],
    ['a repeated id', { ids: [1, 1], action: 'delete' }, { ids: LIST.ids }],
    ['ids that are no list', { ids: '1,2', action: 'delete' }, { ids: LIST.ids }],
    [
      'more than 1000 ids',
      { ids: Array.from({ length: 1001 }, (_, index) => index + 1), action: 'delete' },
      { ids: LIST.ids },
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, body, errors) => {
    expectInvalid(await bulk(body), errors);
    expect(await names('sort=createdAt')).toEqual(['@bulk.0', '@bulk.1', '@bulk.2', '@bulk.3', '@bulk.4']);
  });

  it('refuses a body that is not an object', async () => {
    expectError(await bulk([1, 2]), 400, { message: HTTP.bodyNotObject });
  });

  it('takes 1000 ids at once', async () => {
    const many = [...ids, ...Array.from({ length: 995 }, (_, index) => 100_000 + index)];
    expect((await bulk({ ids: many, action: 'status', status: 'in_progress' })).body).toEqual({ changed: 4 });
  });

  it('needs a signed-in user (401) and refuses another site (403)', async () => {
    const visitor = server.client();
    expectError(
      await visitor.post('/api/admin/applications/bulk', { ids: [ids[0]], action: 'delete' }),
      401,
      {
        message: HTTP.unauthorized,
      },
    );
    const crossSite = await admin.request('POST', '/api/admin/applications/bulk', {
      body: { ids: [ids[0]], action: 'delete' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await names('sort=createdAt')).toHaveLength(5);
  });
});

describe('exports with the list filters and ids', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await clearApplications();
    ids = {};
    for (const [index, fields] of FIXTURES.entries())
      ids[fields.tiktokUsername as string] = await insert(fields, index);
  });

  async function csvNames(query: string): Promise<string[]> {
    const response = await admin.get(`/api/admin/applications/export.csv?${query}`);
    expect(response.status, response.text).toBe(200);
    const rows = parse(response.text, { bom: true, delimiter: ';' }) as string[][];
    const column = rows[0]!.indexOf('TikTok-Name');
    expect(column).toBeGreaterThan(0);
    return rows.slice(1).map((row) => row[column]!.replace(/^'/, ''));
  }

  async function xlsxNames(query: string): Promise<string[]> {
    const response = await fetch(`${server.baseUrl}/api/admin/applications/export.xlsx?${query}`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const column = sheet!.data[0]!.indexOf('TikTok-Name');
    return sheet!.data.slice(1).map((row) => String(row[column]));
  }

  it('exports everything, newest first, without parameters', async () => {
    expect(await csvNames('')).toEqual(NEWEST_FIRST);
    expect(await xlsxNames('')).toEqual(NEWEST_FIRST);
  });

  it('exports every matching application in the sort order, ignoring page and pageSize', async () => {
    const query = 'q=anna&sort=tiktokUsername&page=2&pageSize=1';
    expect(await csvNames(query)).toEqual(['@Anna.Live', 'anna50%', 'Hanna']);
    expect(await xlsxNames(query)).toEqual(['@Anna.Live', 'anna50%', 'Hanna']);
    expect(await csvNames('status=new&country=%C3%96sterreich')).toEqual(['zora']);
    expect(await xlsxNames('country=Schweiz&sort=-createdAt')).toEqual(['anna50%', '@Özlem']);
    expect(await csvNames('page=abc')).toEqual(NEWEST_FIRST);
  });

  it('exports the selected ids (with the filters, if given) in the sort order', async () => {
    const selected = [ids.zora, ids['@Anna.Live'], ids.Hanna, 987654].join(',');
    expect(await csvNames(`ids=${selected}`)).toEqual(['Hanna', 'zora', '@Anna.Live']);
    expect(await xlsxNames(`ids=${selected}&sort=tiktokUsername`)).toEqual(['@Anna.Live', 'Hanna', 'zora']);
    expect(await csvNames(`ids=${selected}&status=new`)).toEqual(['zora', '@Anna.Live']);
    expect(await csvNames(`ids=${ids.zora},${ids.zora}`)).toEqual(['zora']);
  });

  it.each([
    ['ids='],
    ['ids=abc'],
    ['ids=1,,2'],
    ['ids=1,'],
    ['ids=0'],
    ['ids=-1'],
    ['ids=1.5'],
    ['ids=99999999999999999'],
    [`ids=${Array.from({ length: 1001 }, (_, index) => index + 1).join(',')}`],
  ])('refuses %s with 400 and the German message', async (query) => {
    for (const file of ['export.csv', 'export.xlsx']) {
      expectInvalid(await admin.get(`/api/admin/applications/${file}?${query}`), { ids: LIST.ids });
    }
  });

  it('refuses invalid filters with 400', async () => {
    expectInvalid(await admin.get('/api/admin/applications/export.csv?status=x&ids=a'), {
      status: SERVER.status,
      ids: LIST.ids,
    });
    expectInvalid(await admin.get('/api/admin/applications/export.xlsx?sort=name'), { sort: LIST.sort });
  });

  it('takes 1000 ids', async () => {
    const many = [ids.zora, ...Array.from({ length: 999 }, (_, index) => 100_000 + index)].join(',');
    expect(await csvNames(`ids=${many}`)).toEqual(['zora']);
  });
});
