import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { HTTP } from '@tests/helpers/messages.js';
import { expectError, expectInvalid } from '@tests/helpers/responses.js';
import { insertStoredApplication, insertStoredMessage } from '@tests/helpers/stored-records.js';
import { captureLogs, startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';
import { failingTrigger } from '@tests/helpers/sql.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';
import { postgresFilesHolding } from '@tests/helpers/postgres-files.js';

/**
 * Information and erasure for one person (DSGVO Art. 15 and 17): staff find every application
 * and contact message by TikTok name, WhatsApp number, Telegram name or e-mail, export them as
 * one file and delete them in one step; both actions are logged without the personal data.
 */

type Row = { id: number } & Record<string, unknown>;
type Found = {
  applications: Row[];
  messages: Row[];
  uncertain: { applicationIds: number[]; messageIds: number[] };
};
/** A search by e-mail also answers the newsletter's part: here no subscription, not blocked. */
const NO_SUBSCRIPTION = { subscription: null, blocked: false };
const NONE = {
  applications: [],
  messages: [],
  newsletter: null,
  uncertain: { applicationIds: [], messageIds: [] },
};

const SEARCH = '/api/admin/data-requests/search';
const EXPORT = '/api/admin/data-requests/export';
const ERASE = '/api/admin/data-requests/erase';
const LOG = '/api/admin/data-requests/log';

const NOW = Date.parse('2026-11-27T09:30:00.000Z');
const STAFF = 'ida-datenschutz';

const M = {
  noIdentifier:
    'Bitte geben Sie mindestens eine Angabe ein: TikTok-Name, WhatsApp-Nummer, Telegram-Name oder E-Mail.',
  tiktok: 'Bitte geben Sie einen TikTok-Namen ein',
  telegram: 'Bitte geben Sie einen Telegram-Namen ein',
  whatsapp: 'Die WhatsApp-Nummer muss mindestens 6 Ziffern haben',
  ids: 'Bitte übergeben Sie die angezeigten Einträge als Liste von IDs (höchstens 1000, ohne Doppelte)',
  nothingSelected: 'Es wurden keine Einträge zum Löschen übergeben.',
  tooLong: (max: number) => `Höchstens ${max} Zeichen erlaubt`,
};

/** The person asked about, and people whose data looks alike but is theirs. */
const LENA = {
  tiktok: '@Lena.Live',
  whatsapp: '+49 170 1234567',
  telegram: '@Lena_T',
  email: 'Lena.Sommer@Example.org',
};

const logs = captureLogs();
let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestServer({ logger: logs.logger });
  // Before signing in: the session's lifetime counts on this clock.
  server.clock.set(NOW);
  admin = await server.adminClient(STAFF);
  visitor = server.client();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.set(NOW);
  await server.knex('applications').del();
  await server.knex('contact_messages').del();
  await server.knex('data_request_log').del();
  logs.lines.length = 0;
});

/**
 * Stores an application as typed, in any notation (the public form reads today's into one, but
 * applications from before its rules hold whatever was typed, and those are what a request must
 * find); answers it as the control centre shows it.
 */
async function apply(fields: Record<string, unknown>): Promise<Row> {
  const id = await insertStoredApplication(server.knex, {
    ...fields,
    createdAt: new Date(server.clock()).toISOString(),
  });
  return (await admin.get<Row>(`/api/admin/applications/${id}`)).body;
}

/** Stores a contact message as typed, like apply(); answers it as the control centre shows it. */
async function contact(fields: Record<string, unknown>): Promise<Row> {
  const id = await insertStoredMessage(server.knex, {
    ...fields,
    createdAt: new Date(server.clock()).toISOString(),
  });
  const rows = (await admin.get<Row[]>('/api/admin/messages')).body;
  return rows.find((row) => row.id === id)!;
}

async function search(body: Record<string, unknown>): Promise<Found> {
  const response = await admin.post<Found>(SEARCH, body);
  expect(response.status).toBe(200);
  return response.body;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const idsOf = (rows: Row[]) => sorted(rows.map((row) => row.id));

const ids = (found: Found) => ({
  applicationIds: found.applications.map((row) => row.id),
  messageIds: found.messages.map((row) => row.id),
});

async function remaining() {
  return {
    applications: (await server.knex('applications').orderBy('id').pluck('id')) as number[],
    messages: (await server.knex('contact_messages').orderBy('id').pluck('id')) as number[],
  };
}

describe('POST /api/admin/data-requests/search', () => {
  it('finds a WhatsApp number in any notation, in applications and messages, and no other number', async () => {
    const mine = [
      await apply({ tiktokUsername: '@lena.a', whatsappNumber: '+49 170 1234567' }),
      await apply({ tiktokUsername: '@lena.b', whatsappNumber: '0170-123 45 67' }),
      await apply({ tiktokUsername: '@lena.c', whatsappNumber: '+49 (0)170 1234567' }),
    ];
    const message = await contact({ subject: 'Frage von Lena', whatsappNumber: '0049 (170) 1234567' });
    await apply({ tiktokUsername: '@other.a', whatsappNumber: '+49 170 1234568' });
    await apply({ tiktokUsername: '@other.b', whatsappNumber: '+43 170 1234567 9' });
    await apply({ tiktokUsername: '@other.c', whatsappNumber: '+49 170 12345' });
    await apply({ tiktokUsername: '@other.d', whatsappNumber: null });
    await contact({ subject: 'Frage von Otto', whatsappNumber: '+1 170 1234567' });

    for (const whatsapp of [
      '+49 170 1234567',
      '0049 170 1234567',
      '0049-170-123 45 67',
      '+49 (0) 170 / 123 45 67',
      '49 170 1234567',
      '(0170) 1234567',
    ]) {
      const found = await search({ whatsapp });
      expect(idsOf(found.applications), whatsapp).toEqual(idsOf(mine));
      expect(
        found.messages.map((row) => row.id),
        whatsapp,
      ).toEqual([message.id]);
    }
  });

  it('reads a national number in the country stored with the application, and international ones exactly', async () => {
    const german = await apply({ tiktokUsername: '@de', whatsappNumber: '+49 660 7654321' });
    const austrian = await apply({ tiktokUsername: '@at', whatsappNumber: '+43 660 7654321' });
    await apply({ tiktokUsername: '@fr', whatsappNumber: '+33 660 7654321' });
    const nationalAt = await apply({
      tiktokUsername: '@national.at',
      whatsappNumber: '0660 7654321',
      country: 'Österreich',
    });
    const nationalDe = await apply({
      tiktokUsername: '@national.de',
      whatsappNumber: '0660 7654321',
      country: 'Deutschland',
    });

    const ofNumber = async (whatsapp: string) => {
      const found = await search({ whatsapp });
      return { ids: idsOf(found.applications), uncertain: sorted(found.uncertain.applicationIds) };
    };
    expect(await ofNumber('+43 660 7654321')).toEqual({
      ids: sorted([austrian.id, nationalAt.id]),
      uncertain: [],
    });
    expect(await ofNumber('+49 660 7654321')).toEqual({
      ids: sorted([german.id, nationalDe.id]),
      uncertain: [],
    });
    expect(await ofNumber('+41 660 7654321')).toEqual({ ids: [], uncertain: [] });
    // Searched without a country code: any of them may be the person's, none certainly.
    const all = sorted([german.id, austrian.id, nationalAt.id, nationalDe.id]);
    expect(await ofNumber('0660 7654321')).toEqual({ ids: all, uncertain: all });
  });

  it('never finds another applicant in another country by a number stored without country code (the attacks)', async () => {
    const german = await apply({
      tiktokUsername: '@de.one',
      whatsappNumber: '0791 234567',
      country: 'Deutschland',
    });
    const german2 = await apply({
      tiktokUsername: '@de.two',
      whatsappNumber: '0170 1234567',
      country: 'Deutschland',
    });
    const swiss = await apply({
      tiktokUsername: '@ch.one',
      whatsappNumber: '079 123 45 67',
      country: 'Schweiz',
    });

    const swissSearch = await search({ whatsapp: '+41 79 123 45 67' });
    expect(idsOf(swissSearch.applications)).toEqual([swiss.id]);
    expect((await search({ whatsapp: '+43 170 1234567' })).applications).toEqual([]);
    expect(idsOf((await search({ whatsapp: '+49 791 234567' })).applications)).toEqual([german.id]);
    expect(idsOf((await search({ whatsapp: '+49 170 1234567' })).applications)).toEqual([german2.id]);
  });

  it('marks a contact message found only by a national number uncertain (a message has no country)', async () => {
    const national = await contact({ subject: 'Ohne Vorwahl', whatsappNumber: '0170 1234567' });
    const international = await contact({ subject: 'Mit Vorwahl', whatsappNumber: '+49 170 1234567' });
    const both = await contact({
      subject: 'Auch per Telegram',
      whatsappNumber: '0170 1234567',
      telegramUsername: '@lena_t',
    });
    const found = await search({ whatsapp: LENA.whatsapp, telegram: LENA.telegram });
    expect(idsOf(found.messages)).toEqual(sorted([national.id, international.id, both.id]));
    expect(found.uncertain).toEqual({ applicationIds: [], messageIds: [national.id] });
  });

  it('finds a TikTok name case-insensitively, with or without "@" or as a profile link, never a part of it', async () => {
    const mine = await apply({ tiktokUsername: LENA.tiktok });
    await apply({ tiktokUsername: '@lena.live.fan' });
    await apply({ tiktokUsername: '@lena' });
    await apply({ tiktokUsername: '@helena.live' });

    for (const tiktok of [
      'lena.live',
      '@LENA.LIVE',
      '  @lena.live ',
      'https://www.tiktok.com/@Lena.Live?lang=de',
    ]) {
      const found = await search({ tiktok });
      expect(
        found.applications.map((row) => row.id),
        tiktok,
      ).toEqual([mine.id]);
      expect(found.messages).toEqual([]);
    }
    expect(await search({ tiktok: 'lena.liv' })).toEqual(NONE);
  });

  it('finds a Telegram name in applications and messages, with or without "@" or as t.me link', async () => {
    const application = await apply({ tiktokUsername: '@someone', telegramUsername: LENA.telegram });
    const message = await contact({ subject: 'Telegram-Frage', telegramUsername: 'lena_t' });
    await apply({ tiktokUsername: '@else', telegramUsername: '@lena_tt' });
    await contact({ subject: 'Andere Frage', telegramUsername: '@lena' });

    for (const telegram of ['lena_t', '@LENA_T', 'https://t.me/lena_t']) {
      const found = await search({ telegram });
      expect(
        found.applications.map((row) => row.id),
        telegram,
      ).toEqual([application.id]);
      expect(
        found.messages.map((row) => row.id),
        telegram,
      ).toEqual([message.id]);
    }
  });

  it('never makes two Telegram invitations or channels one person (the attack)', async () => {
    const mine = await apply({ tiktokUsername: '@mine', telegramUsername: 'https://t.me/joinchat/AAAAbbbb' });
    await apply({ tiktokUsername: '@other.invite', telegramUsername: 't.me/joinchat/ZZZZyyyy' });
    await apply({ tiktokUsername: '@other.case', telegramUsername: 't.me/joinchat/aaaabbbb' });
    await apply({ tiktokUsername: '@other.name', telegramUsername: '@joinchat' });
    const hashMine = await contact({ subject: 'Einladung', telegramUsername: 'https://t.me/+AbCd1234' });
    await contact({ subject: 'Andere Einladung', telegramUsername: 'https://t.me/+abcd1234' });
    const channel = await apply({ tiktokUsername: '@channel', telegramUsername: 'https://t.me/s/lena_t' });
    const person = await apply({ tiktokUsername: '@person', telegramUsername: '@lena_t' });

    const invite = await search({ telegram: 'https://t.me/joinchat/AAAAbbbb' });
    expect(idsOf(invite.applications)).toEqual([mine.id]);
    expect(invite.messages).toEqual([]);
    const shown = ids(invite);
    const erased = await admin.post(ERASE, { telegram: 'https://t.me/joinchat/AAAAbbbb', ...shown });
    expect(erased.body).toEqual({ applications: 1, messages: 0, newsletter: 0, blockListKept: false });
    expect((await remaining()).applications).toHaveLength(5);

    expect((await search({ telegram: 't.me/+AbCd1234' })).messages.map((row) => row.id)).toEqual([
      hashMine.id,
    ]);
    expect(idsOf((await search({ telegram: 'https://t.me/s/lena_t' })).applications)).toEqual([channel.id]);
    expect(idsOf((await search({ telegram: 'lena_t' })).applications)).toEqual([person.id]);
  });

  it('finds an e-mail address whatever its case, never a similar one', async () => {
    const message = await contact({ subject: 'Von Lena', email: LENA.email });
    await contact({ subject: 'Von Helena', email: 'helena.sommer@example.org' });
    await contact({ subject: 'Von Lena woanders', email: 'lena.sommer@example.org.uk' });
    await apply({ tiktokUsername: 'lena.sommer@example.org' });

    const found = await search({ email: '  LENA.SOMMER@example.ORG ' });
    expect(found).toEqual({
      ...NONE,
      messages: [expect.objectContaining({ id: message.id })],
      newsletter: NO_SUBSCRIPTION,
    });
  });

  it('finds records that match any one of the identifiers, each as the admin lists show it', async () => {
    const byTiktok = await apply({
      tiktokUsername: LENA.tiktok,
      whatsappNumber: null,
      telegramUsername: null,
    });
    const byTelegram = await apply({ tiktokUsername: '@zweitname', telegramUsername: LENA.telegram });
    const byEmail = await contact({ subject: 'Per E-Mail', email: LENA.email });
    const byPhone = await contact({
      subject: 'Per Telefon',
      email: 'x@example.org',
      whatsappNumber: LENA.whatsapp,
    });
    await apply({ tiktokUsername: '@fremd', whatsappNumber: '+49 171 0000000', telegramUsername: '@fremd' });
    await contact({ subject: 'Fremd', email: 'fremd@example.org' });

    const found = await search(LENA);
    expect(idsOf(found.applications)).toEqual(sorted([byTiktok.id, byTelegram.id]));
    expect(idsOf(found.messages)).toEqual(sorted([byEmail.id, byPhone.id]));
    expect(found.applications).toEqual(expect.arrayContaining([byTiktok, byTelegram]));
    expect(found.messages).toEqual(expect.arrayContaining([byEmail, byPhone]));
    // Empty identifiers are not given: they find nothing, not the records without a value.
    expect(await search({ tiktok: '@fremd', telegram: '', email: null })).toEqual({
      ...NONE,
      applications: [expect.objectContaining({ tiktokUsername: '@fremd' })],
    });
  });

  it.each([
    ['no identifier', {}, { _: M.noIdentifier }],
    [
      'only empty identifiers',
      { tiktok: '', whatsapp: '   ', telegram: null, email: '' },
      { _: M.noIdentifier },
    ],
    ['a TikTok name that is only "@"', { tiktok: '@' }, { tiktok: M.tiktok }],
    ['a Telegram name that is only "@@"', { telegram: '@@' }, { telegram: M.telegram }],
    ['a number with fewer than 6 digits', { whatsapp: '+49 12-3' }, { whatsapp: M.whatsapp }],
    ['a TikTok name over 100 characters', { tiktok: 'a'.repeat(101) }, { tiktok: M.tooLong(100) }],
    ['a number over 50 characters', { whatsapp: '1'.repeat(51) }, { whatsapp: M.tooLong(50) }],
    [
      'an e-mail address over 254 characters',
      { email: `${'a'.repeat(250)}@x.de` },
      { email: M.tooLong(254) },
    ],
    ['a list instead of a text', { email: ['a@example.org'] }, { email: M.tooLong(254) }],
    [
      'control characters',
      { telegram: 'lena\u0000' },
      { telegram: 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden' },
    ],
  ])('refuses %s with 400 and a German message', async (_case, body, errors) => {
    expectInvalid(await admin.post(SEARCH, body), errors);
  });

  it('answers 401 to a visitor without a session', async () => {
    await apply({ tiktokUsername: LENA.tiktok });
    for (const [path, body] of [
      [SEARCH, { tiktok: LENA.tiktok }],
      [EXPORT, { tiktok: LENA.tiktok }],
      [ERASE, { tiktok: LENA.tiktok, applicationIds: [1], messageIds: [] }],
    ] as const) {
      expectError(await visitor.post(path, body), 401, { message: HTTP.unauthorized });
    }
    expectError(await visitor.get(LOG), 401, { message: HTTP.unauthorized });
    expect((await remaining()).applications).toHaveLength(1);
  });
});

describe('POST /api/admin/data-requests/export', () => {
  it('answers a JSON file with every stored field of the records, described in German', async () => {
    const application = await apply({ tiktokUsername: LENA.tiktok, whatsappNumber: '0170 1234567' });
    await admin.patch(`/api/admin/applications/${application.id}`, { notes: 'Rückruf vereinbart' });
    const message = await contact({ subject: 'Meine Daten', email: LENA.email });
    await apply({ tiktokUsername: '@fremd', whatsappNumber: '+49 170 7654321' });

    const response = await admin.post(EXPORT, { tiktok: ' @Lena.Live ', email: LENA.email, telegram: '' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="auskunft-2026-11-27.json"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');

    const file = response.body as Record<string, unknown> & Found;
    const stored = await search({ tiktok: LENA.tiktok, email: LENA.email });
    expect(file).toEqual({
      description: expect.stringContaining('Art. 15 DSGVO'),
      exportedAt: new Date(NOW).toISOString(),
      query: { tiktok: '@Lena.Live', email: LENA.email },
      fields: {
        applications: expect.any(Object),
        messages: expect.any(Object),
        newsletter: expect.any(Object),
      },
      applications: stored.applications,
      messages: stored.messages,
      newsletter: NO_SUBSCRIPTION,
    });
    expect(file.applications).toEqual([
      expect.objectContaining({
        id: application.id,
        notes: 'Rückruf vereinbart',
        whatsappNumber: '0170 1234567',
      }),
    ]);
    expect(file.messages).toEqual([expect.objectContaining({ id: message.id, message: message.message })]);
    // Every field of a record is explained, and every explained field is in the records.
    const fields = file.fields as Record<'applications' | 'messages', Record<string, string>>;
    expect(Object.keys(fields.applications).sort()).toEqual(Object.keys(file.applications[0]!).sort());
    expect(Object.keys(fields.messages).sort()).toEqual(Object.keys(file.messages[0]!).sort());
  });

  it('exports what staff selected among the matches, without a selection only the certain ones', async () => {
    const certain = await apply({ tiktokUsername: '@sicher', whatsappNumber: '+49 170 1234567' });
    const unsure = await contact({ subject: 'Vielleicht', whatsappNumber: '0170 1234567' });
    const other = await apply({ tiktokUsername: '@fremd', whatsappNumber: '+49 170 7654321' });
    const exported = async (body: Record<string, unknown>) => {
      const file = (await admin.post<Found>(EXPORT, { whatsapp: LENA.whatsapp, ...body })).body;
      return { applications: idsOf(file.applications), messages: idsOf(file.messages) };
    };

    expect(await exported({})).toEqual({ applications: [certain.id], messages: [] });
    expect(await exported({ applicationIds: [certain.id], messageIds: [unsure.id] })).toEqual({
      applications: [certain.id],
      messages: [unsure.id],
    });
    // Only matches: another person's id is not exported even when named.
    expect(await exported({ applicationIds: [other.id], messageIds: [] })).toEqual({
      applications: [],
      messages: [],
    });
    expect(await exported({ messageIds: [unsure.id] })).toEqual({ applications: [], messages: [unsure.id] });
    expectInvalid(await admin.post(EXPORT, { whatsapp: LENA.whatsapp, messageIds: [0] }), {
      messageIds: M.ids,
    });
  });

  it('answers an empty file when nothing matches, and refuses a request without identifiers', async () => {
    const response = await admin.post<Found>(EXPORT, { whatsapp: '+49 160 0000000' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ applications: [], messages: [] });
    expectInvalid(await admin.post(EXPORT, {}), { _: M.noIdentifier });
  });
});

describe('POST /api/admin/data-requests/erase', () => {
  it('deletes exactly the shown records that match, and answers how many', async () => {
    const mine = [
      await apply({ tiktokUsername: LENA.tiktok, whatsappNumber: LENA.whatsapp }),
      await apply({ tiktokUsername: '@lena.zwei', whatsappNumber: '0170 1234567' }),
    ];
    const myMessage = await contact({ subject: 'Bitte löschen', email: LENA.email });
    const other = await apply({ tiktokUsername: '@lena.live.fan', whatsappNumber: '+49 170 1234568' });
    const otherMessage = await contact({ subject: 'Von Helena', email: 'helena@example.org' });
    const body = { tiktok: LENA.tiktok, whatsapp: LENA.whatsapp, email: LENA.email };
    const shown = ids(await search(body));
    expect(sorted(shown.applicationIds)).toEqual(idsOf(mine));
    expect(shown.messageIds).toEqual([myMessage.id]);

    const response = await admin.post(ERASE, { ...body, ...shown });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ applications: 2, messages: 1, newsletter: 0, blockListKept: false });
    expect(await remaining()).toEqual({ applications: [other.id], messages: [otherMessage.id] });
    expect(await search(body)).toEqual({ ...NONE, newsletter: NO_SUBSCRIPTION });
  });

  it('leaves ids that do not match the identifiers, and matching records that were not shown', async () => {
    const mine = await apply({ tiktokUsername: LENA.tiktok });
    const other = await apply({ tiktokUsername: '@jemand.anderes' });
    const otherMessage = await contact({ subject: 'Fremde Nachricht', email: 'jemand@example.org' });
    const shown = ids(await search({ tiktok: LENA.tiktok }));
    expect(shown).toEqual({ applicationIds: [mine.id], messageIds: [] });
    // Arrived after the search: staff have not seen it.
    const late = await apply({ tiktokUsername: 'lena.live' });

    const response = await admin.post(ERASE, {
      tiktok: LENA.tiktok,
      applicationIds: [...shown.applicationIds, other.id, late.id + 1000],
      messageIds: [otherMessage.id],
    });
    expect(response.body).toEqual({ applications: 1, messages: 0, newsletter: 0, blockListKept: false });
    expect(await remaining()).toEqual({ applications: [other.id, late.id], messages: [otherMessage.id] });
  });

  /**
   * A person's application (the marker in its agency and its notes) and contact message (in its
   * text); `erase` deletes both through the API and expects that.
   */
  async function markedRecords(marker: string, tiktok: string, email: string) {
    const application = await apply({ tiktokUsername: tiktok, currentAgency: `${marker}-agentur` });
    await admin.patch(`/api/admin/applications/${application.id}`, { notes: `${marker} notiert` });
    const message = await contact({ subject: 'Spurlos', email, message: `${marker} Text` });
    return {
      async erase() {
        const erased = await admin.post(ERASE, {
          tiktok,
          email,
          applicationIds: [application.id],
          messageIds: [message.id],
        });
        expect(erased.body).toEqual({ applications: 1, messages: 1, newsletter: 0, blockListKept: false });
      },
    };
  }

  it.runIf(sqliteOnly)('leaves nothing of the erased text in the database file', async () => {
    const marker = 'Geheimnotiz-7Q4zX9';
    const records = await markedRecords(marker, '@spurlos', 'spurlos@example.org');
    await server.knex.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    const file = () => fs.readFileSync(server.config.databaseFile);
    expect(file().includes(marker)).toBe(true);

    await records.erase();
    // Neither in the database nor in its write-ahead log, without waiting for a checkpoint.
    const wal = () => fs.readFileSync(`${server.config.databaseFile}-wal`);
    for (const text of [marker, 'spurlos@example.org']) {
      expect(file().includes(text), text).toBe(false);
      expect(wal().includes(text), text).toBe(false);
    }
  });

  it.runIf(!sqliteOnly)(
    'leaves nothing of the erased text in the database’s files or in PostgreSQL’s write-ahead log',
    async () => {
      const marker = 'Geheimnotiz-8R5yW2';
      const holding = (text: string) => postgresFilesHolding(server.knex, text);
      // The other test files share this PostgreSQL server, and their erasures switch its WAL and
      // checkpoint: a slot keeps the segments holding these records until they were looked at.
      const slot = `keep_wal_${process.pid}`;
      await server.knex.raw('select pg_create_physical_replication_slot(?, true)', [slot]);
      let records: Awaited<ReturnType<typeof markedRecords>>;
      try {
        records = await markedRecords(marker, '@spurlos-pg', 'spurlos-pg@example.org');
        // The pages in the files, not only in the server's memory: there is something to find.
        await server.knex.raw('checkpoint');
        const before = await holding(marker);
        expect(before.some((file) => file.startsWith('base'))).toBe(true);
        expect(before.some((file) => file.startsWith('pg_wal'))).toBe(true);
      } finally {
        await server.knex.raw('select pg_drop_replication_slot(?)', [slot]);
      }

      await records.erase();
      // Neither in a table or index nor in the WAL: the server runs with wal_recycle = off, as
      // docs/scaling.md asks, and the test's database user may switch the WAL and checkpoint.
      for (const text of [marker, 'spurlos-pg@example.org']) expect(await holding(text), text).toEqual([]);
    },
  );

  it('deletes all of it or nothing: a failure while deleting the messages keeps the applications', async () => {
    const application = await apply({ tiktokUsername: '@teilweise', whatsappNumber: LENA.whatsapp });
    const message = await contact({ subject: 'Teilweise', whatsappNumber: LENA.whatsapp });
    const trigger = await failingTrigger(server.knex, {
      name: 'keep_messages',
      table: 'contact_messages',
      event: 'delete',
      message: 'blocked',
    });
    try {
      const response = await admin.post(ERASE, {
        whatsapp: LENA.whatsapp,
        applicationIds: [application.id],
        messageIds: [message.id],
      });
      expect(response.status).toBe(500);
    } finally {
      await trigger.drop();
    }
    expect(await remaining()).toEqual({ applications: [application.id], messages: [message.id] });
    expect(await server.knex('data_request_log').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(logs.lines.filter((line) => line.event === 'data-request.erasure')).toEqual([]);
  });

  it.each([
    ['no ids', { tiktok: 'x1', applicationIds: [], messageIds: [] }, { _: M.nothingSelected }],
    ['missing id lists', { tiktok: 'x1' }, { applicationIds: M.ids, messageIds: M.ids }],
    [
      'an id that is no positive integer',
      { tiktok: 'x1', applicationIds: [0], messageIds: [] },
      { applicationIds: M.ids },
    ],
    ['a repeated id', { tiktok: 'x1', applicationIds: [], messageIds: [3, 3] }, { messageIds: M.ids }],
    [
      'more than 1000 ids',
      { tiktok: 'x1', applicationIds: Array.from({ length: 1001 }, (_, i) => i + 1), messageIds: [] },
      { applicationIds: M.ids },
    ],
    ['no identifier', { applicationIds: [1], messageIds: [] }, { _: M.noIdentifier }],
  ])('refuses %s with 400', async (_case, body, errors) => {
    expectInvalid(await admin.post(ERASE, body), errors);
  });

  it('refuses a request from another site (403) and deletes nothing', async () => {
    const application = await apply({ tiktokUsername: LENA.tiktok });
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      for (const path of [ERASE, EXPORT, SEARCH]) {
        const response = await admin.request('POST', path, {
          body: { tiktok: LENA.tiktok, applicationIds: [application.id], messageIds: [] },
          headers,
        });
        expectError(response, 403, { message: 'Anfrage von einer fremden Website abgelehnt.' });
      }
    }
    expect((await remaining()).applications).toEqual([application.id]);
    expect(await server.knex('data_request_log').count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('the record of exports and erasures', () => {
  it('logs who did what and how many, never an identifier or any stored data', async () => {
    const application = await apply({
      tiktokUsername: LENA.tiktok,
      whatsappNumber: LENA.whatsapp,
      telegramUsername: LENA.telegram,
      currentAgency: 'Agentur Sonnenschein',
    });
    const message = await contact({
      name: 'Lena Sommer',
      subject: 'Datenauskunft bitte',
      email: LENA.email,
      message: 'Bitte schickt mir alle meine Daten.',
    });
    await server.client().post('/api/apply', factories.application({ tiktokUsername: '@bleibt.da' }));
    await search(LENA);
    expect((await admin.post(EXPORT, LENA)).status).toBe(200);
    server.clock.advance(60_000);
    const erased = await admin.post(ERASE, {
      ...LENA,
      applicationIds: [application.id],
      messageIds: [message.id],
    });
    expect(erased.body).toEqual({ applications: 1, messages: 1, newsletter: 0, blockListKept: false });

    const events = logs.lines.filter((line) => String(line.event).startsWith('data-request.'));
    expect(events).toEqual([
      expect.objectContaining({
        event: 'data-request.export',
        msg: 'data export',
        username: STAFF,
        userId: expect.any(Number),
        applications: 1,
        messages: 1,
        time: expect.any(Number),
      }),
      expect.objectContaining({
        event: 'data-request.erasure',
        msg: 'data erasure',
        username: STAFF,
        applications: 1,
        messages: 1,
      }),
    ]);
    // Neither the generic write log nor any other line carries the person's data.
    expect(logs.lines.filter((line) => line.event === 'admin.write')).toEqual([]);
    const everything = JSON.stringify(logs.lines).toLowerCase();
    for (const secret of [
      'lena',
      '1234567',
      'example.org',
      'sonnenschein',
      'datenauskunft',
      'alle meine daten',
      'bleibt.da',
    ]) {
      expect(everything).not.toContain(secret);
    }

    const log = await admin.get<Row[]>(LOG);
    expect(log.status).toBe(200);
    expect(log.body).toEqual([
      {
        id: expect.any(Number),
        action: 'erasure',
        username: STAFF,
        applications: 1,
        messages: 1,
        newsletter: 0,
        createdAt: new Date(NOW + 60_000).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'export',
        username: STAFF,
        applications: 1,
        messages: 1,
        newsletter: 0,
        createdAt: new Date(NOW).toISOString(),
      },
    ]);
  });
});
