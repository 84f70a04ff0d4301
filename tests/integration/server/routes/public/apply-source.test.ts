import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { expectInvalid } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Where an application came from, without cookies: POST /api/apply's optional `source`, sanitised
 * (bad values dropped, never a 400; of the referrer only its host, the site's own not at all), and
 * what the admin API makes of it: `source` in list and single, the `source=` filter, the exports'
 * "Quelle" column.
 */

type Row = { id: number; tiktokUsername: string; source: Record<string, string | null> } & Record<
  string,
  unknown
>;

const PUBLIC_URL = 'https://agentur.example';
let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  admin = await server.adminClient('sourceadmin');
  visitor = server.client();
});
afterAll(() => server.close());
beforeEach(() => server.knex('applications').del());

let counter = 0;
/** Applies with a fresh TikTok name (no earlier application matches) and the given source. */
async function apply(source: unknown, name = `creator.${(counter += 1)}`): Promise<string> {
  const response = await visitor.post('/api/apply', {
    ...factories.application({ tiktokUsername: name, whatsappNumber: '', telegramUsername: '' }),
    ...(source === undefined ? {} : { source }),
  });
  expect(response.status, response.text).toBe(201);
  return name;
}

async function stored(name: string): Promise<Row> {
  const response = await admin.get<Row[]>('/api/admin/applications');
  const row = response.body.find((candidate) => candidate.tiktokUsername === name);
  expect(row, name).toBeDefined();
  return row!;
}

const NONE = { ref: null, utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null };

describe('POST /api/apply with a source', () => {
  it('stores the labels lower-cased and only the referrer’s host', async () => {
    const name = await apply({
      ref: 'TikTok-Bio',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'herbst_2026',
      referrer: 'https://L.Instagram.com/some/path?u=https%3A%2F%2Fagentur.example&e=secret',
    });
    const row = await stored(name);
    expect(row.source).toEqual({
      ref: 'tiktok-bio',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'herbst_2026',
      referrerHost: 'l.instagram.com',
    });
    const single = await admin.get<Row>(`/api/admin/applications/${row.id}`);
    expect(single.body.source).toEqual(row.source);
  });

  it('answers nulls without a source', async () => {
    const row = await stored(await apply(undefined));
    expect(row.source).toEqual(NONE);
  });

  it.each([
    ['a string', 'tiktok'],
    ['a list', ['tiktok']],
    ['null', null],
    ['a number', 42],
  ])('drops a source that is %s, never a 400', async (_, source) => {
    expect((await stored(await apply(source))).source).toEqual(NONE);
  });

  it('drops each bad value alone and keeps the others', async () => {
    const name = await apply({
      ref: 'tiktok bio', // a space
      utmSource: 'x'.repeat(41), // too long
      utmMedium: 'ümlaut', // not [a-z0-9._-]
      utmCampaign: { nested: true },
      referrer: 'not a url',
      extra: 'ignored',
    });
    expect((await stored(name)).source).toEqual(NONE);
    const kept = await apply({ ref: 'x'.repeat(40), utmSource: '<script>', referrer: 'javascript:alert(1)' });
    expect((await stored(kept)).source).toEqual({ ...NONE, ref: 'x'.repeat(40) });
  });

  it('drops a referrer on the site itself (PUBLIC_URL’s host or the request’s host)', async () => {
    const own = await apply({ ref: 'live', referrer: `${PUBLIC_URL}/#apply` });
    expect((await stored(own)).source).toEqual({ ...NONE, ref: 'live' });
    const www = await apply({ referrer: 'https://www.agentur.example/impressum' });
    expect((await stored(www)).source).toEqual(NONE);
    const requestHost = new URL(server.baseUrl).hostname;
    const local = await apply({ referrer: `${server.baseUrl}/kontakt` });
    expect((await stored(local)).source.referrerHost, requestHost).toBeNull();
    const other = await apply({ referrer: 'https://www.google.com/' });
    expect((await stored(other)).source.referrerHost).toBe('www.google.com');
  });
});

describe('the source in the list, its filter and the exports', () => {
  beforeEach(async () => {
    await apply({ ref: 'tiktok-bio', utmSource: 'tiktok', referrer: 'https://www.tiktok.com/' }, 'by.ref');
    await apply({ utmSource: 'newsletter', utmMedium: 'email' }, 'by.utm');
    await apply({ referrer: 'https://www.instagram.com/' }, 'by.referrer');
    await apply(undefined, 'direct.one');
  });

  const filtered = async (source: string) => {
    const response = await admin.get<Row[]>(`/api/admin/applications?source=${encodeURIComponent(source)}`);
    expect(response.status, response.text).toBe(200);
    return response.body.map((row) => row.tiktokUsername).sort();
  };

  it('filters by the report’s label: ref, else utmSource, else referrerHost, else "direkt"', async () => {
    expect(await filtered('tiktok-bio')).toEqual(['by.ref']);
    expect(await filtered('tiktok')).toEqual([]); // by.ref counts under its ref
    expect(await filtered('newsletter')).toEqual(['by.utm']);
    expect(await filtered('www.instagram.com')).toEqual(['by.referrer']);
    expect(await filtered('direkt')).toEqual(['direct.one']);
    expect(await filtered('TikTok-Bio')).toEqual(['by.ref']);
  });

  it('refuses a source filter that is no label with 400 and the German message', async () => {
    expectInvalid(await admin.get('/api/admin/applications?source=a%20b'), {
      source:
        'Die Quelle besteht aus höchstens 40 Buchstaben, Ziffern, ".", "_" oder "-" (ohne Quelle: „direkt“)',
    });
  });

  it('exports the column "Quelle" in CSV and XLSX, filtered too', async () => {
    const csv = await admin.get('/api/admin/applications/export.csv');
    expect(csv.status).toBe(200);
    const rows = parse(csv.text, { bom: true, delimiter: ';' }) as string[][];
    const column = rows[0]!.indexOf('Quelle');
    expect(column).toBeGreaterThan(-1);
    const name = rows[0]!.indexOf('TikTok-Name');
    const byName = Object.fromEntries(
      rows.slice(1).map((row) => [row[name]!.replace(/^'/, ''), row[column]]),
    );
    expect(byName).toMatchObject({
      'by.ref': 'tiktok-bio (utm: tiktok, über www.tiktok.com)',
      'by.utm': 'newsletter (utm: newsletter / email)',
      'by.referrer': 'www.instagram.com',
      'direct.one': 'direkt',
    });

    const response = await fetch(`${server.baseUrl}/api/admin/applications/export.xlsx?source=direkt`, {
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const header = sheet!.data[0]!.map(String);
    expect(sheet!.data.slice(1).map((row) => String(row[header.indexOf('Quelle')]))).toEqual(['direkt']);
  });
});
