import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourOf } from '../../../server/services/page-views.js';
import { factories, startTestServer, type TestClient, type TestServer } from '../../helpers/test-app.js';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient();
});
afterAll(() => server.close());

describe('GET /api/admin/applications/export.csv', () => {
  it('exports every application for Excel: BOM, semicolons, German labels, neutralised formulas', async () => {
    await server
      .client()
      .post(
        '/api/apply',
        factories.application({ tiktokUsername: '=HYPERLINK("x")', currentAgency: '+49 Agentur' }),
      );
    await server
      .client()
      .post('/api/apply', factories.application({ tiktokUsername: 'anna;live', website: '' }));
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
      'Status;TikTok-Name;WhatsApp;Telegram;Website;Land;Streaming-Erfahrung;Aktuelle Agentur;Mindestens 18;Datenschutz zugestimmt;Notizen;Eingegangen am',
    );
    expect(lines).toHaveLength(3);
    const all = lines.join('\n');
    expect(all).toContain(`"'=HYPERLINK(""x"")"`);
    expect(all).toContain("'+49 Agentur");
    expect(all).toContain('"anna;live"');
    expect(all).toMatch(/^Neu;/m);
    expect(all).toContain(';ja;ja;');
  });

  it('is refused without a session', async () => {
    expect((await server.client().get('/api/admin/applications/export.csv')).status).toBe(401);
  });
});

/** Applications whose texts try to become formulas in a spreadsheet, as an attacker would send them. */
async function applyWithFormulas(): Promise<void> {
  const visitor = server.client();
  await visitor.post(
    '/api/apply',
    factories.application({ tiktokUsername: '＝HYPERLINK("http://evil.example")' }),
  );
  await visitor.post(
    '/api/apply',
    factories.application({ tiktokUsername: '＠SUM(1+1)', currentAgency: '－2+3' }),
  );
  await visitor.post(
    '/api/apply',
    factories.application({ tiktokUsername: '@cmd', whatsappNumber: '+49 151 1' }),
  );
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

  it('CSV: parsed back, every row has its 12 cells and no cell starts a formula', async () => {
    const rows = parse(await download('/api/admin/applications/export.csv'), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(12);
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
    const cells = rows.flat();
    expect(cells).toContain('\'＝HYPERLINK("http://evil.example")');
    expect(cells).toContain("'＠SUM(1+1)");
    expect(cells).toContain("'－2+3");
    expect(cells).toContain("'+49 151 1");
    expect(cells).toContain("Rückruf am Montag\n=cmd|' /C calc'!A0\r\n+SUM(A1)");
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
    ]);
    expect(rows).toHaveLength(4);
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

  it('is refused without a session', async () => {
    expect((await server.client().get('/api/admin/applications/export.xlsx')).status).toBe(401);
  });
});

describe('GET /api/admin/stats/pageviews', () => {
  it('answers 90 Berlin calendar days, oldest first, with the counted views', async () => {
    const now = Date.now();
    await server.knex('pageViews').insert([
      { hour: hourOf(now), count: 3 },
      { hour: hourOf(now) - 24 * 10, count: 5 },
      { hour: hourOf(now) - 24 * 200, count: 99 },
    ]);
    const response = await admin.get<Array<{ date: string; views: number }>>(
      '/api/admin/stats/pageviews?days=90',
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(90);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(now));
    expect(response.body.at(-1)).toEqual({ date: today, views: 3 });
    expect(response.body.reduce((sum, day) => sum + day.views, 0)).toBe(8);
    const dates = response.body.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(90);
  });

  it.each(['0', '366', 'abc', '-5'])('refuses days=%s with 400', async (days) => {
    const response = await admin.get(`/api/admin/stats/pageviews?days=${days}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: { days: 'Bitte 1 bis 365 Tage angeben.' } });
  });
});
