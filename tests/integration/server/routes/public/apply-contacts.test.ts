import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Application, ContactMessage } from '@shared/api-types.js';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { expectInvalid } from '@tests/helpers/responses.js';
import { insertStoredApplication } from '@tests/helpers/stored-records.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Every applicant reachable (issue 48): POST /api/apply takes a TikTok name by TikTok's rule, a
 * WhatsApp number of the chosen country (or international) and a Telegram name by Telegram's,
 * each refused with its German message, and stores them in one notation; applications stored
 * before the rules are shown and edited as they are. The rules themselves:
 * tests/unit/shared/contact-names.test.ts, phone-number.test.ts, schemas/application.test.ts.
 */

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminClient('reachadmin');
  visitor = server.client();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.knex('applications').del();
  await server.knex('contact_messages').del();
});

const applications = async () => (await admin.get<Application[]>('/api/admin/applications')).body;

describe('POST /api/apply and the ways to reach the applicant', () => {
  it('refuses the issue’s unreachable applicant with a German message per field, and stores nothing', async () => {
    const response = await visitor.post(
      '/api/apply',
      factories.application({ tiktokUsername: 'a b!', whatsappNumber: '12ab', telegramUsername: 'x' }),
    );
    expectInvalid(response, {
      tiktokUsername: SERVER.tiktokUsernameCharacters,
      whatsappNumber: SERVER.whatsappNumber,
      telegramUsername: SERVER.telegramUsername,
    });
    expect(await applications()).toEqual([]);
  });

  it.each([
    [
      'a TikTok name of 2 characters after the "@"',
      { tiktokUsername: '@ab' },
      { tiktokUsername: SPEC.application.tiktokUsername },
    ],
    [
      'a TikTok name of 25 characters',
      { tiktokUsername: 'x'.repeat(25) },
      { tiktokUsername: SERVER.tiktokUsernameCharacters },
    ],
    [
      'a Swiss mobile number from an applicant in Austria',
      { whatsappNumber: '079 123 45 67', country: 'Österreich' },
      { whatsappNumber: SERVER.whatsappNumber },
    ],
    ['a German number too short', { whatsappNumber: '+49 1234' }, { whatsappNumber: SERVER.whatsappNumber }],
    [
      'a Telegram name of 4 characters',
      { telegramUsername: '@lena' },
      { telegramUsername: SERVER.telegramUsername },
    ],
    [
      'a Telegram invitation link',
      { telegramUsername: 't.me/+AbCdEf123' },
      { telegramUsername: SERVER.telegramUsername },
    ],
  ])('refuses %s', async (_case, fields, errors) => {
    expectInvalid(await visitor.post('/api/apply', factories.application(fields)), errors);
  });

  it.each([
    [
      'a German applicant, written nationally',
      { tiktokUsername: ' @Lena.Live ', whatsappNumber: '0170 123 45 67', telegramUsername: '@Lena_TG' },
      'Deutschland',
      { tiktokUsername: 'Lena.Live', whatsappNumber: '+49 170 1234567', telegramUsername: 'Lena_TG' },
    ],
    [
      'an Austrian applicant with "00" and a t.me link',
      {
        tiktokUsername: 'mia_live',
        whatsappNumber: '0043 660 1234567',
        telegramUsername: 'https://t.me/mia_tg',
      },
      'Österreich',
      { tiktokUsername: 'mia_live', whatsappNumber: '+43 660 1234567', telegramUsername: 'mia_tg' },
    ],
    [
      'a Swiss applicant, the number with its country’s 0',
      { tiktokUsername: '@noah.ch', whatsappNumber: '079 123 45 67', telegramUsername: 't.me/noah_ch' },
      'Schweiz',
      { tiktokUsername: 'noah.ch', whatsappNumber: '+41 79 123 45 67', telegramUsername: 'noah_ch' },
    ],
    [
      'an applicant in Germany with a Polish number',
      { tiktokUsername: 'ola.pl', whatsappNumber: '+48 512345678', telegramUsername: '' },
      'Deutschland',
      { tiktokUsername: 'ola.pl', whatsappNumber: '+48 512 345 678', telegramUsername: null },
    ],
  ])('answers 201 for %s and stores the values in one notation', async (_case, fields, country, stored) => {
    const response = await visitor.post('/api/apply', factories.application({ ...fields, country }));
    expect(response.status, response.text).toBe(201);
    const [application] = await applications();
    expect(application).toMatchObject({ ...stored, country });
  });
});

describe('applications stored before the rules', () => {
  /** An application as it could be stored before issue 48: reachable by none of its values. */
  const insertOldApplication = () =>
    insertStoredApplication(server.knex, {
      tiktokUsername: '@a b!',
      whatsappNumber: '12ab',
      telegramUsername: 'x',
      createdAt: new Date(server.clock()).toISOString(),
    });

  it('are listed and shown as they were typed', async () => {
    const id = await insertOldApplication();
    expect((await admin.get<Application>(`/api/admin/applications/${id}`)).body).toMatchObject({
      tiktokUsername: '@a b!',
      whatsappNumber: '12ab',
      telegramUsername: 'x',
    });
  });

  it('take a new status and notes (PATCH checks only what it changes)', async () => {
    const id = await insertOldApplication();
    const response = await admin.patch<Application>(`/api/admin/applications/${id}`, {
      status: 'in_progress',
      notes: 'Über TikTok angeschrieben',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      status: 'in_progress',
      notes: 'Über TikTok angeschrieben',
      tiktokUsername: '@a b!',
      whatsappNumber: '12ab',
      telegramUsername: 'x',
    });
  });
});

describe('POST /api/contact and the ways to answer', () => {
  const messages = async () => (await admin.get<ContactMessage[]>('/api/admin/messages')).body;

  it('refuses a WhatsApp number of none of the three countries and a Telegram name that is none', async () => {
    const response = await visitor.post(
      '/api/contact',
      factories.contact({ whatsappNumber: '12ab', telegramUsername: 'x' }),
    );
    expectInvalid(response, {
      whatsappNumber: SERVER.contactWhatsappNumber,
      telegramUsername: SERVER.telegramUsername,
    });
  });

  it('stores the Telegram name without "@" or link, and a national number as typed (no country is asked for)', async () => {
    const response = await visitor.post(
      '/api/contact',
      factories.contact({ whatsappNumber: '079 123 45 67', telegramUsername: 'https://t.me/Max_Muster' }),
    );
    expect(response.status, response.text).toBe(201);
    expect((await messages())[0]).toMatchObject({
      whatsappNumber: '079 123 45 67',
      telegramUsername: 'Max_Muster',
    });
  });
});
