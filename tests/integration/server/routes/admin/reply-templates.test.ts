import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles.js';
import { factories } from '@tests/helpers/factories.js';
import { expectError, expectInvalid } from '@tests/helpers/responses.js';
import { startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The reply templates ("Vorlagen", issue 38 point 6): CRUD for owners and administration, read for
 * recruiting, the placeholder rule, and the record that a template was sent to an applicant,
 * which names the template and the channel and never the text.
 */

interface Template {
  id: number;
  name: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}
interface LogRow {
  action: string;
  entity: string;
  entityId: string | null;
  actorName: string;
  changes: Record<string, unknown> | null;
}

const LIST = '/api/admin/reply-templates';
const NOW = '2026-12-06T10:00:00.000Z';
const FORBIDDEN = { message: 'Dafür fehlt Ihrem Konto die Berechtigung.' };
const NOT_FOUND = { message: 'Nicht gefunden.' };
const WELCOME = {
  name: 'Willkommen',
  text: 'Hallo {tiktok}, danke für deine Bewerbung bei {agentur}! {recruiter}',
};

let server: TestServer;
let owner: TestClient;
let recruiter: TestClient;
let editor: TestClient;
/** The last log row before the test: each test reads the rows after it. */
let mark = 0;

const member = (username: string, role: Role): Promise<TestClient> => server.memberClient(username, role);

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(Date.parse(NOW));
  owner = await server.adminClient('vorlagen-inhaberin');
  recruiter = await member('vorlagen-recruiting', 'recruiter');
  editor = await member('vorlagen-redaktion', 'editor');
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.knex('reply_templates').del();
  mark = (await server.knex('activity_log_head').first()).lastId;
});

async function newRows(): Promise<LogRow[]> {
  const rows = await server.knex('activity_log').where('id', '>', mark).orderBy('id');
  return rows.map(({ action, entity, entityId, actorName, changes }) => ({
    action,
    entity,
    entityId,
    actorName,
    changes: changes === null ? null : JSON.parse(changes),
  }));
}

async function create(body: Record<string, unknown> = WELCOME, client = owner): Promise<Template> {
  const response = await client.post<Template>(LIST, body);
  expect(response.status).toBe(201);
  return response.body;
}

async function apply(fields: Record<string, unknown> = {}): Promise<number> {
  expect((await server.client().post('/api/apply', factories.application(fields))).status).toBe(201);
  const [{ id }] = (await server.knex('applications').max({ id: 'id' })) as [{ id: number }];
  return id;
}

describe('/api/admin/reply-templates', () => {
  it('POST answers 201 with the template; GET lists them as an array by name; GET /:id answers one', async () => {
    const created = await create();
    expect(created).toStrictEqual({ id: expect.any(Number), ...WELCOME, createdAt: NOW, updatedAt: NOW });
    const absage = await create({ name: 'Absage', text: 'Hallo {tiktok}, leider passt es gerade nicht.' });
    const list = await owner.get<Template[]>(LIST);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    expect(list.body.map((row) => row.name)).toEqual(['Absage', 'Willkommen']);
    expect((await owner.get(`${LIST}/${absage.id}`)).body).toEqual(absage);
  });

  it('PATCH changes name or text (updatedAt moves); DELETE answers 204, then 404', async () => {
    const created = await create();
    server.clock.set(Date.parse('2026-12-06T11:00:00.000Z'));
    const renamed = await owner.patch<Template>(`${LIST}/${created.id}`, { name: 'Erste Antwort' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toStrictEqual({
      ...created,
      name: 'Erste Antwort',
      updatedAt: '2026-12-06T11:00:00.000Z',
    });
    const retexted = await owner.patch<Template>(`${LIST}/${created.id}`, { text: 'Hi {tiktok}!' });
    expect(retexted.body).toMatchObject({ name: 'Erste Antwort', text: 'Hi {tiktok}!' });
    server.clock.set(Date.parse(NOW));

    const removed = await owner.delete(`${LIST}/${created.id}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    for (const response of [
      await owner.get(`${LIST}/${created.id}`),
      await owner.patch(`${LIST}/${created.id}`, { name: 'Wieder da' }),
      await owner.delete(`${LIST}/${created.id}`),
    ]) {
      expectError(response, 404, NOT_FOUND);
    }
    expect((await owner.get(LIST)).body).toEqual([]);
  });

  it('owners and administration write; recruiting reads only; editors and visitors get nothing', async () => {
    const admin = await member('vorlagen-administration', 'admin');
    const byAdmin = await create({ name: 'Von der Administration', text: 'Hallo {tiktok}' }, admin);
    expect((await admin.patch(`${LIST}/${byAdmin.id}`, { name: 'Geändert' })).status).toBe(200);

    expect((await recruiter.get<Template[]>(LIST)).body).toHaveLength(1);
    expect((await recruiter.get(`${LIST}/${byAdmin.id}`)).status).toBe(200);
    expectError(await recruiter.post(LIST, WELCOME), 403, FORBIDDEN);
    expectError(await recruiter.patch(`${LIST}/${byAdmin.id}`, { name: 'Nein' }), 403, FORBIDDEN);
    expectError(await recruiter.delete(`${LIST}/${byAdmin.id}`), 403, FORBIDDEN);

    for (const call of [
      editor.get(LIST),
      editor.get(`${LIST}/values`),
      editor.post(LIST, WELCOME),
      editor.delete(`${LIST}/${byAdmin.id}`),
    ]) {
      expectError(await call, 403, FORBIDDEN);
    }
    expect((await server.client().get(LIST)).status).toBe(401);
    expect((await owner.get<Template[]>(LIST)).body).toEqual([expect.objectContaining({ name: 'Geändert' })]);
  });

  it('GET /values answers the agency name and the signed-in person’s name', async () => {
    const agency = server.app.services.siteSettings.current().name;
    expect((await recruiter.get(`${LIST}/values`)).body).toStrictEqual({
      agentur: agency,
      recruiter: 'vorlagen-recruiting',
    });
  });

  it('refuses any placeholder but {tiktok}, {agentur} and {recruiter}, naming it in German', async () => {
    const allowed = 'Erlaubt sind {tiktok}, {agentur}, {recruiter}.';
    expectInvalid(await owner.post(LIST, { name: 'Tippfehler', text: 'Hallo {tikok}!' }), {
      text: `Unbekannter Platzhalter „{tikok}“. ${allowed}`,
    });
    expectInvalid(await owner.post(LIST, { name: 'Zwei', text: 'Hallo {name}, {Agentur} und {name}' }), {
      text: `Unbekannte Platzhalter „{name}“, „{Agentur}“. ${allowed}`,
    });
    expectInvalid(await owner.post(LIST, { name: 'Leer', text: 'Hallo {}' }), {
      text: `Unbekannter Platzhalter „{}“. ${allowed}`,
    });
    const created = await create();
    expectInvalid(await owner.patch(`${LIST}/${created.id}`, { text: 'Hi {vorname}' }), {
      text: `Unbekannter Platzhalter „{vorname}“. ${allowed}`,
    });
    // A lone brace is no placeholder.
    expect((await owner.post(LIST, { name: 'Smiley', text: 'Bis bald :-} oder :-{' })).status).toBe(201);
    expect((await owner.get<Template>(`${LIST}/${created.id}`)).body.text).toBe(WELCOME.text);
  });

  it('refuses a missing or too long name or text, and control or invisible characters', async () => {
    const name = 'Der Name der Vorlage muss mindestens 2 Zeichen lang sein';
    const text = 'Der Text der Vorlage muss mindestens 2 Zeichen lang sein';
    expectInvalid(await owner.post(LIST, {}), { name, text });
    expectInvalid(await owner.post(LIST, { name: ' ', text: 'Hallo' }), { name });
    expectInvalid(await owner.post(LIST, { name: 'x'.repeat(101), text: 'Hallo' }), {
      name: 'Höchstens 100 Zeichen erlaubt',
    });
    expectInvalid(await owner.post(LIST, { name: 'Lang', text: 'x'.repeat(2001) }), {
      text: 'Höchstens 2000 Zeichen erlaubt',
    });
    expectInvalid(await owner.post(LIST, { name: 'Versteckt\u202E', text: 'Hallo' }), {
      name: 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden',
    });
    expectInvalid(await owner.post(LIST, { name: 'Zeilen', text: 'Hallo\u0007' }), {
      text: 'Bitte keine Steuerzeichen oder unsichtbaren Zeichen verwenden',
    });
    // Line breaks are the text's own.
    expect((await owner.post(LIST, { name: 'Zeilen', text: 'Hallo {tiktok},\n\nbis bald' })).status).toBe(
      201,
    );
    expectError(await owner.get(`${LIST}/abc`), 400, { message: 'Ungültige ID.' });
  });

  it('records create, update and delete in the activity log; an unchanged save records nothing', async () => {
    const created = await create();
    await owner.patch(`${LIST}/${created.id}`, { name: 'Neu' });
    await owner.patch(`${LIST}/${created.id}`, { name: 'Neu' });
    await owner.delete(`${LIST}/${created.id}`);
    const id = String(created.id);
    const by = { entity: 'reply-templates', entityId: id, actorName: 'vorlagen-inhaberin' };
    expect(await newRows()).toEqual([
      {
        ...by,
        action: 'create',
        changes: {
          name: { before: null, after: WELCOME.name },
          text: { before: null, after: WELCOME.text },
        },
      },
      { ...by, action: 'update', changes: { name: { before: WELCOME.name, after: 'Neu' } } },
      {
        ...by,
        action: 'delete',
        changes: { name: { before: 'Neu', after: null }, text: { before: WELCOME.text, after: null } },
      },
    ]);
  });
});

describe('POST /api/admin/applications/:id/template-sent', () => {
  it('answers 204 and records the template (id and name) and the channel on the application, never the text', async () => {
    const template = await create({
      name: 'Rückruf',
      text: 'Hallo {tiktok}, {recruiter} von {agentur} hier.',
    });
    const application = await apply({ tiktokUsername: '@vorlage.lena', whatsappNumber: '0170 1234567' });
    mark = (await server.knex('activity_log_head').first()).lastId;

    const sent = await recruiter.post(`/api/admin/applications/${application}/template-sent`, {
      templateId: template.id,
      channel: 'whatsapp',
    });
    expect(sent.status).toBe(204);
    expect(sent.text).toBe('');
    expect(
      (
        await owner.post(`/api/admin/applications/${application}/template-sent`, {
          templateId: template.id,
          channel: 'telegram',
        })
      ).status,
    ).toBe(204);

    const rows = await newRows();
    expect(rows).toEqual([
      {
        action: 'template-sent',
        entity: 'applications',
        entityId: String(application),
        actorName: 'vorlagen-recruiting',
        changes: {
          templateId: { before: null, after: template.id },
          template: { before: null, after: 'Rückruf' },
          channel: { before: null, after: 'whatsapp' },
        },
      },
      expect.objectContaining({ action: 'template-sent', actorName: 'vorlagen-inhaberin' }),
    ]);
    const whole = JSON.stringify(await server.knex('activity_log').where('id', '>', mark)).toLowerCase();
    for (const secret of ['hallo', 'vorlage.lena', '0170', 'hier.']) expect(whole).not.toContain(secret);
    // The application's history reads it (the log filtered by the entry).
    const log = await owner.get<Array<{ action: string }>>(
      `/api/admin/activity?entity=applications&entityId=${application}`,
    );
    expect(log.body.map((row) => row.action)).toEqual(['template-sent', 'template-sent']);
  });

  it('puts each send into the application’s „Verlauf“ (which template, which channel, who, when), newest first, beside its status changes', async () => {
    const template = await create({ name: 'Rückruf', text: 'Hallo {tiktok}.' });
    const application = await apply({ tiktokUsername: '@verlauf.vorlage', whatsappNumber: '0170 1234567' });
    const url = `/api/admin/applications/${application}/template-sent`;
    const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();
    server.clock.set(Date.parse(at(1)));
    expect((await recruiter.post(url, { templateId: template.id, channel: 'whatsapp' })).status).toBe(204);
    server.clock.set(Date.parse(at(2)));
    expect(
      (await owner.patch(`/api/admin/applications/${application}`, { status: 'in_progress' })).status,
    ).toBe(200);
    server.clock.set(Date.parse(at(3)));
    // Renamed before the second send: the first line keeps the name it went out under.
    await owner.patch(`${LIST}/${template.id}`, { name: 'Rückruf (neu)' });
    expect((await owner.post(url, { templateId: template.id, channel: 'telegram' })).status).toBe(204);
    server.clock.set(Date.parse(NOW));

    const history = await recruiter.get(`/api/admin/applications/${application}/history`);
    expect(history.status, history.text).toBe(200);
    expect(history.body).toEqual([
      {
        kind: 'template-sent',
        at: at(3),
        actorName: 'vorlagen-inhaberin',
        template: 'Rückruf (neu)',
        channel: 'telegram',
        text: 'Vorlage „Rückruf (neu)“ gesendet per Telegram',
      },
      expect.objectContaining({ at: at(2), field: 'status', from: 'Neu', to: 'In Bearbeitung' }),
      {
        kind: 'template-sent',
        at: at(1),
        actorName: 'vorlagen-recruiting',
        template: 'Rückruf',
        channel: 'whatsapp',
        text: 'Vorlage „Rückruf“ gesendet per WhatsApp',
      },
    ]);
  });

  it('refuses an unknown channel or template (400, German), an unknown application (404) and editors (403)', async () => {
    const template = await create();
    const application = await apply();
    const url = `/api/admin/applications/${application}/template-sent`;
    expectInvalid(await recruiter.post(url, { templateId: template.id, channel: 'sms' }), {
      channel: 'Bitte wählen Sie WhatsApp oder Telegram',
    });
    expectInvalid(await recruiter.post(url, { channel: 'whatsapp' }), {
      templateId: 'Bitte wählen Sie eine Vorlage aus',
    });
    expectInvalid(await recruiter.post(url, { templateId: template.id + 1000, channel: 'whatsapp' }), {
      templateId: 'Diese Vorlage gibt es nicht mehr. Bitte wählen Sie eine andere aus',
    });
    expectError(
      await recruiter.post('/api/admin/applications/987654/template-sent', {
        templateId: template.id,
        channel: 'whatsapp',
      }),
      404,
      NOT_FOUND,
    );
    expectError(await editor.post(url, { templateId: template.id, channel: 'whatsapp' }), 403, FORBIDDEN);
    expect((await server.client().post(url, { templateId: template.id, channel: 'whatsapp' })).status).toBe(
      401,
    );
    expect(await newRows()).toEqual([expect.objectContaining({ action: 'create' })]);
  });
});
