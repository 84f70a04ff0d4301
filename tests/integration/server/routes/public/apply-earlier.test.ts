import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Application, EarlierApplication } from '@shared/api-types.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Earlier applications of the same person: when an application arrives, the certain matches with
 * stored ones (normalised TikTok name, WhatsApp number in E.164 read in the application's country,
 * Telegram name; shared/data-request.ts's rules) give it `previousApplications`, and
 * GET /api/admin/applications/:id/earlier lists those still stored. Nothing is merged.
 */

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient('earlieradmin');
  visitor = server.client();
});
afterAll(() => server.close());
beforeEach(() => server.knex('applications').del());

const NOBODY = { whatsappNumber: '', telegramUsername: '' };

/** Applies, moving the clock a minute on; answers the stored application. */
async function apply(fields: Record<string, unknown>): Promise<Application> {
  server.clock.advance(60_000);
  const response = await visitor.post('/api/apply', factories.application({ ...NOBODY, ...fields }));
  expect(response.status, response.text).toBe(201);
  const list = await admin.get<Application[]>('/api/admin/applications');
  return list.body[0]!;
}
const earlier = async (id: number) =>
  (await admin.get<EarlierApplication[]>(`/api/admin/applications/${id}/earlier`)).body;

describe('previousApplications at arrival', () => {
  it('counts earlier applications with the same TikTok name written another way', async () => {
    const first = await apply({ tiktokUsername: '@Lena.Live' });
    expect(first.previousApplications).toBe(0);
    const second = await apply({ tiktokUsername: 'lena.live' });
    expect(second.previousApplications).toBe(1);
    const third = await apply({ tiktokUsername: '  @LENA.LIVE  ' });
    expect(third.previousApplications).toBe(2);
    expect(
      (await admin.get<Application>(`/api/admin/applications/${third.id}`)).body.previousApplications,
    ).toBe(2);
    expect(await earlier(third.id)).toEqual([
      {
        id: second.id,
        createdAt: second.createdAt,
        status: 'new',
        tiktokUsername: 'lena.live',
        matchedBy: ['tiktok'],
      },
      {
        id: first.id,
        createdAt: first.createdAt,
        status: 'new',
        // Stored without its „@“ (the form's rule), as typed otherwise.
        tiktokUsername: 'Lena.Live',
        matchedBy: ['tiktok'],
      },
    ]);
    expect(await earlier(first.id)).toEqual([]);
  });

  it('counts the same WhatsApp number, national or international, read in the application’s country', async () => {
    const first = await apply({
      tiktokUsername: 'eins.a',
      whatsappNumber: '0170 1234567',
      country: 'Deutschland',
    });
    const second = await apply({
      tiktokUsername: 'zwei.b',
      whatsappNumber: '+49 170 1234567',
      country: 'Schweiz',
    });
    expect(second.previousApplications).toBe(1);
    const third = await apply({
      tiktokUsername: 'drei.c',
      whatsappNumber: '0049 (0)170-123 45 67',
      country: 'Österreich',
    });
    expect(third.previousApplications).toBe(2);
    expect((await earlier(third.id)).map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it('counts the same Telegram name, with or without "@" or as t.me link', async () => {
    await apply({ tiktokUsername: 'tg.eins', telegramUsername: '@Lena_Live' });
    const second = await apply({ tiktokUsername: 'tg.zwei', telegramUsername: 'https://t.me/lena_live' });
    expect(second.previousApplications).toBe(1);
  });

  it('counts an earlier application once when several keys match', async () => {
    await apply({
      tiktokUsername: 'alle.drei',
      whatsappNumber: '+43 660 1234567',
      telegramUsername: 'alle_drei',
    });
    const again = await apply({
      tiktokUsername: '@alle.drei',
      whatsappNumber: '0660 1234567',
      telegramUsername: '@alle_drei',
      country: 'Österreich',
    });
    expect(again.previousApplications).toBe(1);
  });

  it('does not count uncertain or partial matches', async () => {
    await apply({
      tiktokUsername: 'lena.live',
      whatsappNumber: '0170 1234567',
      country: 'Deutschland',
      telegramUsername: '@lena_tg',
    });
    // The same national number in another country is another person's number.
    expect(
      (await apply({ tiktokUsername: 'a.other', whatsappNumber: '0170 1234567', country: 'Österreich' }))
        .previousApplications,
    ).toBe(0);
    // A name that only contains the other. (Video links and too short numbers, which the form
    // refuses now, give no key: tests/unit/shared/application-matches.test.ts.)
    expect((await apply({ tiktokUsername: 'lena.live2' })).previousApplications).toBe(0);
    // A TikTok name is not a Telegram name.
    expect(
      (await apply({ tiktokUsername: 'b.other', telegramUsername: 'lena_live' })).previousApplications,
    ).toBe(0);
  });

  it('says of each earlier application what matched: the TikTok name, the WhatsApp number, the Telegram name', async () => {
    const byPhone = await apply({
      tiktokUsername: 'nummer.alt',
      whatsappNumber: '0170 7654321',
      country: 'Deutschland',
    });
    const byTelegram = await apply({ tiktokUsername: 'telegram.alt', telegramUsername: '@gleich_tg' });
    const byAll = await apply({
      tiktokUsername: 'alles.gleich',
      whatsappNumber: '+49 170 7654321',
      telegramUsername: 'gleich_tg',
    });
    const latest = await apply({
      tiktokUsername: '@Alles.Gleich',
      whatsappNumber: '0049 170 7654321',
      telegramUsername: 't.me/gleich_tg',
    });
    expect(latest.previousApplications).toBe(3);
    expect(await earlier(latest.id)).toEqual([
      expect.objectContaining({
        id: byAll.id,
        tiktokUsername: 'alles.gleich',
        matchedBy: ['tiktok', 'whatsapp', 'telegram'],
      }),
      expect.objectContaining({ id: byTelegram.id, tiktokUsername: 'telegram.alt', matchedBy: ['telegram'] }),
      expect.objectContaining({ id: byPhone.id, tiktokUsername: 'nummer.alt', matchedBy: ['whatsapp'] }),
    ]);
  });

  it('keeps the count when an earlier one is deleted, and lists only those still stored', async () => {
    const first = await apply({ tiktokUsername: 'weg.eins' });
    await apply({ tiktokUsername: 'weg.eins' });
    const third = await apply({ tiktokUsername: 'weg.eins' });
    expect((await admin.delete(`/api/admin/applications/${first.id}`)).status).toBe(204);
    const stored = (await admin.get<Application>(`/api/admin/applications/${third.id}`)).body;
    expect(stored.previousApplications).toBe(2);
    expect(await earlier(third.id)).toHaveLength(1);
    expect((await admin.get(`/api/admin/applications/999999/earlier`)).status).toBe(404);
  });

  it('lists the source labels there are for the filter', async () => {
    await apply({ tiktokUsername: 'quelle.a', source: { ref: 'tiktok-bio' } });
    await apply({ tiktokUsername: 'quelle.b' });
    expect((await admin.get('/api/admin/applications/sources')).body).toEqual(['direkt', 'tiktok-bio']);
  });
});
