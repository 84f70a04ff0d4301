import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles.js';
import { SYSTEM_ACTOR, type Actor } from '@server/services/activity-log.js';
import { adminRouteCalls } from '@tests/helpers/admin-routes.js';
import { factories } from '@tests/helpers/factories.js';
import { expectError } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * GET /api/admin/activity (the "Protokoll"): the newest-first page with its filters and total,
 * the people in it, the exports of the filtered view (recorded themselves, text cells only), who
 * may read it, and that no route changes or removes a row.
 */

type Entry = Record<string, unknown> & { id: number };

const LIST = '/api/admin/activity';
const NOW = Date.parse('2026-11-28T09:00:00.000Z');
const INVALID_QUERY = 'Die Adresse enthält unbekannte oder doppelte Parameter.';
const INVALID_INPUT = 'Bitte überprüfen Sie Ihre Eingaben.';
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

let server: TestServer;
let owner: TestClient;
const IDA: Actor = { id: 501, name: 'ida', ip: '198.51.100.7' };
const JONAS: Actor = { id: 502, name: 'jonas', ip: '198.51.100.8' };

/** Signs in a fresh account with the given role (set in the database, as the permissions test does). */
async function signedIn(role: Role, username = `activity-${role}`): Promise<TestClient> {
  await server.createUser(username);
  await server.knex('admin_users').where({ username }).update({ role });
  const client = server.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** Empties the log (through the tables: the service itself never does this) and its head. */
async function emptyLog(): Promise<void> {
  await server.knex('activity_log').del();
  await server
    .knex('activity_log_head')
    .update({ lastId: 0, lastHash: '0'.repeat(64), anchorId: null, anchorHash: null });
}

async function download(client: TestClient, url: string): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(NOW);
  owner = await signedIn('owner');
});
afterAll(() => server.close());

describe('GET /api/admin/activity', () => {
  beforeEach(async () => {
    await emptyLog();
    const log = server.app.services.activityLog;
    // 22:30 UTC on 27 November is 23:30 in Berlin; 23:30 UTC is already 28 November there.
    server.clock.set(Date.parse('2026-11-27T22:30:00.000Z'));
    await log.append(IDA, {
      action: 'create',
      entity: 'faqs',
      entityId: 1,
      changes: { question: { before: null, after: 'Wer?' } },
    });
    server.clock.set(Date.parse('2026-11-27T23:30:00.000Z'));
    await log.append(JONAS, {
      action: 'update',
      entity: 'applications',
      entityId: 9,
      changes: { notes: { withheld: true } },
    });
    server.clock.set(Date.parse('2026-11-28T08:00:00.000Z'));
    await log.append(IDA, {
      action: 'reorder',
      entity: 'faqs',
      entityId: 1,
      changes: { order: { before: 2, after: 1 } },
    });
    await log.append(SYSTEM_ACTOR, { action: 'prune', entity: 'activity' });
    server.clock.set(NOW);
  });

  it('answers the rows newest first, as the API describes them, with the total in X-Total-Count', async () => {
    const response = await owner.get<Entry[]>(LIST);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('4');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.body.map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(response.body[3]).toStrictEqual({
      id: 1,
      at: '2026-11-27T22:30:00.000Z',
      actor: { id: 501, name: 'ida' },
      ip: '198.51.100.7',
      action: 'create',
      entity: 'faqs',
      entityId: '1',
      changes: { question: { before: null, after: 'Wer?' } },
      actionLabel: 'Angelegt',
      entryName: 'Wer?',
      names: {},
    });
    expect(response.body[0]).toMatchObject({
      actor: { id: null, name: 'System' },
      ip: null,
      entityId: null,
      changes: null,
    });
  });

  it('pages: pageSize and page, the total counting every page', async () => {
    const second = await owner.get<Entry[]>(`${LIST}?pageSize=3&page=2`);
    expect(second.body.map((row) => row.id)).toEqual([1]);
    expect(second.headers.get('x-total-count')).toBe('4');
    const beyond = await owner.get<Entry[]>(`${LIST}?pageSize=3&page=5`);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('4');
  });

  it('shows 50 rows per page unless asked for up to 200', async () => {
    for (let index = 0; index < 205; index++)
      await server.app.services.activityLog.append(IDA, { action: 'export', entity: 'applications' });
    expect((await owner.get<Entry[]>(LIST)).body).toHaveLength(50);
    expect((await owner.get<Entry[]>(`${LIST}?pageSize=200`)).body).toHaveLength(200);
  });

  it.each([
    ['actor=501', [3, 1]],
    ['actor=system', [4]],
    ['action=update', [2]],
    ['entity=faqs', [3, 1]],
    ['entity=faqs&entityId=1', [3, 1]],
    ['entityId=9', [2]],
    ['from=2026-11-28', [4, 3, 2]],
    ['to=2026-11-27', [1]],
    ['from=2026-11-28&to=2026-11-28&actor=502', [2]],
    ['action=&entity=&from=', [4, 3, 2, 1]],
  ])('filters by %s', async (query, ids) => {
    const response = await owner.get<Entry[]>(`${LIST}?${query}`);
    expect(response.status).toBe(200);
    expect(response.body.map((row) => row.id)).toEqual(ids);
    expect(response.headers.get('x-total-count')).toBe(String(ids.length));
  });

  it.each([
    ['page=0', { page: 'Die Seite muss eine ganze Zahl ab 1 sein' }],
    ['pageSize=201', { pageSize: 'Pro Seite sind 1 bis 200 Einträge möglich' }],
    ['actor=ida', { actor: 'Bitte wählen Sie eine Person aus (ihre Nummer oder „system“)' }],
    ['action=drop', { action: 'Bitte wählen Sie eine bekannte Aktion aus' }],
    ['entity=admin_users', { entity: 'Bitte wählen Sie einen bekannten Bereich aus' }],
    [
      `entityId=${'9'.repeat(101)}`,
      { entityId: 'Die Eintragsnummer darf höchstens 100 Zeichen lang sein, ohne Steuerzeichen' },
    ],
    ['from=2026-02-30', { from: 'Bitte geben Sie das Startdatum als gültiges Datum (JJJJ-MM-TT) an' }],
    ['to=gestern', { to: 'Bitte geben Sie das Enddatum als gültiges Datum (JJJJ-MM-TT) an' }],
    ['from=2026-11-28&to=2026-11-01', { to: 'Das Enddatum darf nicht vor dem Startdatum liegen' }],
  ])('refuses %s with a German 400 naming the field', async (query, errors) => {
    for (const url of [LIST, `${LIST}/export.csv`, `${LIST}/export.xlsx`]) {
      expectError(await owner.get(`${url}?${query}`), 400, { message: INVALID_INPUT, errors });
    }
  });

  it('refuses unknown and repeated parameters', async () => {
    expectError(await owner.get(`${LIST}?user=5`), 400, {
      message: INVALID_QUERY,
      errors: { user: 'Unbekannter Parameter' },
    });
    expectError(await owner.get(`${LIST}?action=create&action=update`), 400, {
      message: INVALID_QUERY,
      errors: { action: 'Dieser Parameter darf nur einmal angegeben werden' },
    });
    expectError(await owner.get(`${LIST}/actors?page=1`), 400, {
      message: INVALID_QUERY,
      errors: { page: 'Unbekannter Parameter' },
    });
  });

  it('GET …/actors names everyone in the log once, by name', async () => {
    const response = await owner.get(`${LIST}/actors`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { id: 501, name: 'ida' },
      { id: 502, name: 'jonas' },
      { id: null, name: 'System' },
    ]);
  });
});

describe('who may read it', () => {
  it('owners and administration; recruiting and editors get a German 403; visitors 401', async () => {
    const paths = [LIST, `${LIST}/actors`, `${LIST}/export.csv`, `${LIST}/export.xlsx`];
    for (const role of ['owner', 'admin'] as const) {
      const client = role === 'owner' ? owner : await signedIn(role);
      for (const url of paths) expect((await client.get(url)).status, `${role} ${url}`).toBe(200);
    }
    for (const role of ['recruiter', 'editor'] as const) {
      const client = await signedIn(role);
      for (const url of paths) {
        expectError(await client.get(url), 403, { message: 'Dafür fehlt Ihrem Konto die Berechtigung.' });
      }
    }
    for (const url of paths) expect((await server.client().get(url)).status).toBe(401);
  });
});

describe("GET …/:id/last-change: an entry's last change, for everyone who may read the entry", () => {
  type Answer = { lastChange: { at: string; actorName: string } | null };
  let editor: TestClient;
  let recruiter: TestClient;
  beforeAll(async () => {
    editor = await signedIn('editor', 'last-change-editor');
    recruiter = await signedIn('recruiter', 'last-change-recruiter');
  });
  beforeEach(emptyLog);

  it('a content entry: its create, then each newer change, with the name and time only', async () => {
    server.clock.set(Date.parse('2026-11-28T08:00:00.000Z'));
    const created = await owner.post<{ id: number }>('/api/admin/faqs', factories.faq());
    const url = `/api/admin/faqs/${created.body.id}/last-change`;
    const first = await editor.get<Answer>(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(first.body).toStrictEqual({
      lastChange: { at: '2026-11-28T08:00:00.000Z', actorName: 'activity-owner' },
    });

    server.clock.set(Date.parse('2026-11-28T08:30:00.000Z'));
    const patch = await editor.patch(`/api/admin/faqs/${created.body.id}`, {
      question: 'Wie lange dauert es?',
    });
    expect(patch.status).toBe(200);
    // Another entry's change is not this one's.
    await owner.post('/api/admin/faqs', factories.faq());
    expect((await owner.get<Answer>(url)).body).toStrictEqual({
      lastChange: { at: '2026-11-28T08:30:00.000Z', actorName: 'last-change-editor' },
    });
    server.clock.set(NOW);
  });

  it('an application: none before staff touch it, then its update, then a bulk action that names it', async () => {
    for (const tiktokUsername of ['@letzte', '@andere']) {
      const applied = await server.client().post('/api/apply', factories.application({ tiktokUsername }));
      expect(applied.status).toBe(201);
    }
    const rows = (await owner.get<Array<{ id: number; tiktokUsername: string }>>('/api/admin/applications'))
      .body;
    const id = rows.find((row) => row.tiktokUsername === 'letzte')!.id;
    const other = rows.find((row) => row.tiktokUsername === 'andere')!.id;
    const url = `/api/admin/applications/${id}/last-change`;
    expect((await recruiter.get<Answer>(url)).body).toStrictEqual({ lastChange: null });

    server.clock.set(Date.parse('2026-11-28T08:00:00.000Z'));
    expect((await recruiter.patch(`/api/admin/applications/${id}`, { notes: 'angerufen' })).status).toBe(200);
    expect((await recruiter.get<Answer>(url)).body.lastChange).toEqual({
      at: '2026-11-28T08:00:00.000Z',
      actorName: 'last-change-recruiter',
    });

    const bulk = (ids: number[], status: string) =>
      owner.post('/api/admin/applications/bulk', { ids, action: 'status', status });
    server.clock.set(Date.parse('2026-11-28T08:10:00.000Z'));
    expect((await bulk([other, id], 'in_progress')).status).toBe(200);
    // A later bulk action of other applications only is not this one's change.
    server.clock.set(Date.parse('2026-11-28T08:20:00.000Z'));
    expect((await bulk([other], 'completed')).status).toBe(200);
    expect((await recruiter.get<Answer>(url)).body.lastChange).toEqual({
      at: '2026-11-28T08:10:00.000Z',
      actorName: 'activity-owner',
    });
    server.clock.set(NOW);
  });

  it("needs the entry's read permission, not the log's; 404 for an entry that does not exist", async () => {
    const faq = (await owner.post<{ id: number }>('/api/admin/faqs', factories.faq())).body.id;
    expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
    const application = (await owner.get<Array<{ id: number }>>('/api/admin/applications')).body[0]!.id;
    const faqUrl = `/api/admin/faqs/${faq}/last-change`;
    const applicationUrl = `/api/admin/applications/${application}/last-change`;
    const forbidden = { message: 'Dafür fehlt Ihrem Konto die Berechtigung.' };
    expect((await editor.get(faqUrl)).status).toBe(200);
    expectError(await editor.get(applicationUrl), 403, forbidden);
    expect((await recruiter.get(applicationUrl)).status).toBe(200);
    expectError(await recruiter.get(faqUrl), 403, forbidden);
    expect((await owner.get('/api/admin/faqs/999999/last-change')).status).toBe(404);
    expect((await owner.get('/api/admin/applications/999999/last-change')).status).toBe(404);
    expect((await server.client().get(faqUrl)).status).toBe(401);
  });
});

describe('the exports of the filtered view', () => {
  beforeAll(async () => {
    await emptyLog();
    // Public content may hold anything a spreadsheet would run; the log copies it as it is.
    const formula = factories.faq({
      question: '=HYPERLINK("http://evil.example")',
      answer: '+49 151 1; @SUM(1)\n-2+3',
    });
    expect((await owner.post('/api/admin/faqs', formula)).status).toBe(201);
    await server.app.services.activityLog.append(IDA, { action: 'update', entity: 'streamers', entityId: 3 });
  });

  it('CSV: German headers and labels, the filter applied, no cell starting a formula; the export recorded', async () => {
    const before = (await server.knex('activity_log').max({ id: 'id' }).first()) as { id: number };
    const response = await owner.get(`${LIST}/export.csv?entity=faqs&page=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="protokoll-2026-11-28.csv"',
    );
    const rows = parse(await download(owner, `${LIST}/export.csv?entity=faqs`), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(rows[0]).toEqual(['Zeit', 'Person', 'Adresse', 'Aktion', 'Bereich', 'Eintrag', 'Änderungen']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 5)).toEqual(['activity-owner', '127.0.0.1', 'Angelegt', 'FAQ']);
    for (const line of rows[1]![6]!.split(/\r?\n/)) expect(line).not.toMatch(FORMULA_START);
    // Each line starts with its field's German name; a value's further lines are neutralised.
    expect(rows[1]![6]).toContain(
      'Frage: =HYPERLINK("http://evil.example")\nAntwort: +49 151 1; @SUM(1)\n\'-2+3',
    );
    // The entry by its question, neutralised too.
    expect(rows[1]![5]).toBe('\'=HYPERLINK("http://evil.example")');
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);

    const recorded = await server.knex('activity_log').where('id', '>', before.id).orderBy('id');
    expect(recorded.map((row) => [row.action, row.entity, row.actorName, JSON.parse(row.changes)])).toEqual([
      [
        'export',
        'activity',
        'activity-owner',
        {
          format: { before: null, after: 'csv' },
          count: { before: null, after: 1 },
          entity: { before: null, after: 'faqs' },
        },
      ],
      [
        'export',
        'activity',
        'activity-owner',
        expect.objectContaining({ format: { before: null, after: 'csv' } }),
      ],
    ]);
  });

  it('XLSX: a workbook of text cells only, the export recorded', async () => {
    const file = await download(owner, `${LIST}/export.xlsx?actor=501`);
    const [sheet] = await readXlsxFile(file);
    expect(sheet!.sheet).toBe('Protokoll');
    expect(sheet!.data.map((row) => row[3])).toEqual(['Aktion', 'Geändert']);
    const sheetXml = strFromU8(unzipSync(new Uint8Array(file))['xl/worksheets/sheet1.xml']!);
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).not.toMatch(/ t="(?!s")[^"]*"/);
    const last = await server.knex('activity_log').orderBy('id', 'desc').first();
    expect(last).toMatchObject({ action: 'export', entity: 'activity' });
    expect(JSON.parse(last.changes)).toEqual({
      format: { before: null, after: 'xlsx' },
      count: { before: null, after: 1 },
      actor: { before: null, after: 501 },
    });
  });
});

describe('rows are only ever added', () => {
  it('no admin route changes or removes a row of the log (each one walked as an owner)', async () => {
    await emptyLog();
    expect((await server.client().post('/api/apply', factories.application())).status).toBe(201);
    expect((await server.client().post('/api/contact', factories.contact())).status).toBe(201);
    for (const name of ['faqs', 'streamers'] as const) {
      expect((await owner.post(`/api/admin/${name}`, factories.content(name))).status).toBe(201);
    }
    // Last the routes that may end the owner's own session (the team's changes of record 1,
    // signing out): every other route needs the session.
    const rank = (url: string) => (url.endsWith('/logout') ? 2 : url.includes('/team/') ? 1 : 0);
    const routes = adminRouteCalls(server.app.apiRoutes.admin).sort((a, b) => rank(a[1]) - rank(b[1]));
    for (const [method, url, body] of routes) {
      const before = await server.knex('activity_log').orderBy('id');
      const response = await owner.request(method, url, body === undefined ? {} : { body });
      expect(response.status, `${method} ${url}`).toBeLessThan(500);
      const after = await server.knex('activity_log').orderBy('id');
      expect(after.slice(0, before.length), `${method} ${url}`).toEqual(before);
    }
    expect(await server.app.services.activityLog.verify()).toMatchObject({ ok: true });
    const [{ n }] = (await server.knex('activity_log').count({ n: '*' })) as [{ n: number }];
    expect(n).toBeGreaterThan(5);
  });

  it('no code but the activity-log service names its tables (the migration aside)', () => {
    const allowed = new Set([
      'server/services/activity-log.ts',
      'db/migrations/20261128100000_activity_log.ts',
    ]);
    const sources = ['server', 'db', 'shared', 'tools'].flatMap((folder) =>
      (fs.readdirSync(folder, { recursive: true }) as string[])
        .map((file) => path.join(folder, file))
        .filter((file) => /\.tsx?$/.test(file)),
    );
    const naming = sources.filter((file) =>
      /['"`]activity_log(_head)?['"`]|\(\s*['"`]activityLog(Head)?['"`]/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(naming.sort()).toEqual([...allowed].sort());
  });
});
