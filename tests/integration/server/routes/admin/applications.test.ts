import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP, SERVER } from '@tests/helpers/messages.js';
import { expectError, expectInvalid, invalidCases, titledRows } from '@tests/helpers/responses.js';
import { insertStoredApplication } from '@tests/helpers/stored-records.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
});
afterAll(() => server.close());

type Row = { id: number } & Record<string, unknown>;
type Json = Record<string, unknown>;

const NOT_FOUND = { message: HTTP.notFound };
const INVALID_INPUT = 'Bitte überprüfen Sie Ihre Eingaben.';
const UNKNOWN_ID = 987654;
const FORGED_CREATED_AT = '2000-01-01T00:00:00.000Z';
// Less than the session's idle timeout: the test stays signed in.
const HOUR = 60 * 60 * 1000;
/** The server's (standing) clock as the API writes times. */
const now = () => new Date(server.clock()).toISOString();
/** deleteAfter of an application completed now (APPLICATION_RETENTION_DAYS' default: 180). */
const deleteAfterNow = () => new Date(server.clock() + 180 * 24 * HOUR).toISOString();

async function applications(): Promise<Row[]> {
  const response = await admin.get<Row[]>('/api/admin/applications');
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body;
}

/** Submits an application as a visitor and returns the stored record from the admin list. */
async function apply(overrides: Record<string, unknown> = {}): Promise<Row> {
  const payload = factories.application(overrides);
  const response = await server.client().post('/api/apply', payload);
  expect(response.status, response.text).toBe(201);
  // Stored without the "@" (the control centre shows „@name“).
  const name = String(payload.tiktokUsername).replace(/^@+/, '');
  const stored = (await applications()).find((row) => row.tiktokUsername === name);
  expect(stored).toBeDefined();
  return stored!;
}

describe('GET /api/admin/applications/export.csv', () => {
  it('exports every application for Excel: BOM, semicolons, German labels, neutralised formulas', async () => {
    // Names the form refuses today, stored before its rules: the export must survive them.
    await insertStoredApplication(server.knex, {
      tiktokUsername: '=HYPERLINK("x")',
      currentAgency: '+49 Agentur',
    });
    await insertStoredApplication(server.knex, { tiktokUsername: 'anna;live' });
    const response = await admin.get('/api/admin/applications/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bewerbungen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const raw = Buffer.from(
      await (
        await fetch(`${server.baseUrl}/api/admin/applications/export.csv`, {
          headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(
      'Status;Ergebnis;TikTok-Name;WhatsApp;Telegram;Website;Land;Streaming-Erfahrung;Aktuelle Agentur;Mindestens 18;Datenschutz zugestimmt;Notizen;Eingegangen am;Quelle',
    );
    expect(lines).toHaveLength(3);
    const all = lines.join('\n');
    expect(all).toContain(`"'=HYPERLINK(""x"")"`);
    expect(all).toContain("'+49 Agentur");
    expect(all).toContain('"anna;live"');
    expect(all).toMatch(/^Neu;;/m);
    expect(all).toContain(';ja;ja;');
  });
});

/**
 * Applications whose texts try to become formulas in a spreadsheet, as an attacker would send
 * them: a free text through the form, names and numbers (which the form's rules refuse now) as
 * applications stored before those rules.
 */
async function applyWithFormulas(): Promise<void> {
  const visitor = server.client();
  const agency = await visitor.post(
    '/api/apply',
    factories.application({
      tiktokUsername: '@hyperlink',
      currentAgency: '＝HYPERLINK("http://evil.example")',
    }),
  );
  expect(agency.status, agency.text).toBe(201);
  await insertStoredApplication(server.knex, { tiktokUsername: '＠SUM(1+1)', currentAgency: '－2+3' });
  await insertStoredApplication(server.knex, { tiktokUsername: '@cmd', whatsappNumber: '+49 151 1' });
  // Formulas after a separator: a program that splits by "," or tab would start a cell there.
  await insertStoredApplication(server.knex, {
    tiktokUsername: 'csvcomma_x,=1+1',
    telegramUsername: 'semi;@SUM(1)',
    currentAgency: 'a, -2+3;+4',
  });
  const [latest] = (await admin.get<Array<{ id: number }>>('/api/admin/applications')).body;
  // Notes are the one multi-line field: the text after the line break must stay in its cell.
  await admin.patch(`/api/admin/applications/${latest!.id}`, {
    notes: "Rückruf am Montag\n=cmd|' /C calc'!A0\r\n+SUM(A1)",
  });
}

async function download(path: string): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('exports that spreadsheet programs cannot be tricked by', () => {
  beforeAll(async () => {
    await server.knex('applications').del();
    await applyWithFormulas();
  });

  it('CSV: parsed back, every row has its 14 cells and no cell starts a formula', async () => {
    const rows = parse(await download('/api/admin/applications/export.csv'), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toHaveLength(14);
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
    const cells = rows.flat();
    expect(cells).toContain("csvcomma_x,'=1+1");
    expect(cells).toContain("semi;'@SUM(1)");
    expect(cells).toContain("a, -2+3;'+4");
    expect(cells).toContain('\'＝HYPERLINK("http://evil.example")');
    expect(cells).toContain("'＠SUM(1+1)");
    expect(cells).toContain("'－2+3");
    expect(cells).toContain("'+49 151 1");
    // Each line of a note could start a cell for a program that splits by another separator.
    expect(cells).toContain("Rückruf am Montag\n'=cmd|' /C calc'!A0\r\n'+SUM(A1)");
  });

  it('CSV read with a comma or a tab as separator (quotes honoured or not): still no cell starts a formula', async () => {
    const file = await download('/api/admin/applications/export.csv');
    for (const delimiter of [',', '\t']) {
      for (const quote of ['"', false] as const) {
        const rows = parse(file, {
          bom: true,
          delimiter,
          quote,
          relax_quotes: true,
          relax_column_count: true,
        }) as string[][];
        expect(rows.length).toBeGreaterThanOrEqual(5);
        for (const cell of rows.flat())
          expect(cell, JSON.stringify({ delimiter, quote })).not.toMatch(FORMULA_START);
      }
    }
  });

  it('XLSX: a real workbook with German headers, text cells only, column widths and a frozen header', async () => {
    const response = await admin.get('/api/admin/applications/export.xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bewerbungen-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');

    const file = await download('/api/admin/applications/export.xlsx');
    const [sheet] = await readXlsxFile(file);
    expect(sheet!.sheet).toBe('Bewerbungen');
    const rows = sheet!.data;
    expect(rows[0]).toEqual([
      'Status',
      'Ergebnis',
      'TikTok-Name',
      'WhatsApp',
      'Telegram',
      'Website',
      'Land',
      'Streaming-Erfahrung',
      'Aktuelle Agentur',
      'Mindestens 18',
      'Datenschutz zugestimmt',
      'Notizen',
      'Eingegangen am',
      'Quelle',
    ]);
    expect(rows).toHaveLength(5);
    const cells = rows.flat();
    // Shown exactly as typed: no apostrophe needed, because they are text cells, not formulas.
    expect(cells).toContain('@cmd');
    expect(cells).toContain('+49 151 1');
    expect(cells).toContain('＝HYPERLINK("http://evil.example")');
    expect(cells).toContain("Rückruf am Montag\n=cmd|' /C calc'!A0\r\n+SUM(A1)");
    // Every cell is text (empty ones are left out of the file and read back as null).
    for (const cell of cells) expect(cell === null || typeof cell === 'string').toBe(true);

    const parts = unzipSync(new Uint8Array(file));
    const sheetXml = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    const stylesXml = strFromU8(parts['xl/styles.xml']!);
    expect(sheetXml).not.toMatch(/<f[ >]/); // no formula anywhere
    expect(sheetXml).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheetXml).toMatch(/<col [^>]*width="24"/);
    expect(stylesXml).toMatch(/formatCode="@"/); // the "Text" number format
    // Every filled cell is a shared-string cell: no number, boolean or formula-result cell.
    expect(sheetXml).toMatch(/ t="s"/);
    expect(sheetXml).not.toMatch(/ t="(?!s")[^"]*"/);
  });
});

describe('GET /api/admin/applications', () => {
  beforeEach(() => server.knex('applications').del());

  it('lists applications newest first in GET /api/admin/applications', async () => {
    const first = await apply({ tiktokUsername: '@erste' });
    const second = await apply({ tiktokUsername: '@zweite' });
    const third = await apply({ tiktokUsername: '@dritte' });
    const list = await applications();
    expect(list.map((row) => row.tiktokUsername)).toEqual(['dritte', 'zweite', 'erste']);
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
    expect(response.body).toEqual({
      ...stored,
      status: 'completed',
      notes: 'Rückruf Montag',
      completedAt: now(),
      deleteAfter: deleteAfterNow(),
    });
    const reread = await admin.get<Row>(`/api/admin/applications/${stored.id}`);
    expect(reread.body).toEqual(response.body);
  });

  it('can set any status directly, including back to new', async () => {
    for (const status of ['completed', 'new', 'in_progress', 'new']) {
      const response = await admin.patch<Row>(`/api/admin/applications/${stored.id}`, { status });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...stored,
        status,
        completedAt: status === 'completed' ? now() : null,
        deleteAfter: status === 'completed' ? deleteAfterNow() : null,
      });
    }
  });

  it('completedAt is when the status became completed: kept while it stays completed, cleared when it leaves', async () => {
    expect(stored.completedAt).toBeNull();
    const patch = (body: Json) => admin.patch<Row>(`/api/admin/applications/${stored.id}`, body);
    const completedAt = now();
    expect((await patch({ status: 'completed' })).body.completedAt).toBe(completedAt);
    server.clock.advance(HOUR);
    expect((await patch({ status: 'completed', notes: 'Vertrag geschickt' })).body.completedAt).toBe(
      completedAt,
    );
    expect((await patch({ notes: 'nur Notiz' })).body.completedAt).toBe(completedAt);
    expect((await patch({ status: 'in_progress' })).body.completedAt).toBeNull();
    server.clock.advance(HOUR);
    expect((await patch({ status: 'completed' })).body.completedAt).toBe(now());
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
    expect(response.body).toEqual({
      ...stored,
      status: 'completed',
      notes: null,
      completedAt: now(),
      deleteAfter: deleteAfterNow(),
    });
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

describe('400 with field messages for invalid input', () => {
  let id: number;
  beforeAll(async () => {
    id = (await apply({ tiktokUsername: '@ungueltig' })).id;
  });

  // The spec has no texts for this route; the server's own wording.
  const rows = invalidCases('PATCH', '/api/admin/applications/{id}', SERVER, [
    ['notes over 5000 characters', { status: 'new', notes: 'x'.repeat(5001) }, 'notes'],
  ]);
  it.each(titledRows(rows))('%s', async (_title, { method, path, body, errors }) => {
    expectInvalid(await admin.request(method, path.replace('{id}', String(id)), { body }), errors);
  });
});

describe('fields the client must not set', () => {
  it('PATCH /api/admin/applications/{id} ignores id, createdAt and applicant fields', async () => {
    const { id } = await apply({ tiktokUsername: '@unveraendert' });
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

describe('ids', () => {
  it.each(['GET', 'PATCH', 'DELETE'])(
    '%s /api/admin/applications/<unknown id> answers 404',
    async (method) => {
      const response = await admin.request(
        method,
        `/api/admin/applications/${UNKNOWN_ID}`,
        method === 'PATCH' ? { body: { status: 'completed' } } : {},
      );
      expectError(response, 404, { message: HTTP.notFound });
    },
  );
});
