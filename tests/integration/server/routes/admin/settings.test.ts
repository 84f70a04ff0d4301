import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { SettingsPreview, SettingsState, SettingsVersion } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { SETTINGS_PATHS } from '@tests/helpers/settings-paths.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings.js';
import { dialectOf } from '@db/dialect.js';
import { settingsMessages } from '@server/services/site-settings.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

let server: TestServer;
let owner: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.adminClient('settings-owner');
});
afterAll(() => server.close());

const read = async (client: TestClient = owner) =>
  (await client.get<SettingsState>(SETTINGS_PATHS.settings)).body;
const save = (values: SiteSettings, version: number, client: TestClient = owner) =>
  client.request<SettingsState & { message: string; errors: Record<string, string> }>(
    'PUT',
    SETTINGS_PATHS.settings,
    { body: { version, values } },
  );
/** The current values with one change made by `edit`. */
const edited = async (edit: (values: SiteSettings) => void, client: TestClient = owner) => {
  const state = await read(client);
  edit(state.values);
  return state;
};

async function member(username: string, role: Role, target: TestServer = server): Promise<TestClient> {
  await target.app.services.users.create(username, TEST_PASSWORD, role);
  const client = target.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** The ld+json blocks of a page's HTML, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('GET /api/admin/settings', () => {
  it('answers the shipped values on a database without saved settings, nothing locked, the samples as problems', async () => {
    const target = await startTestServer();
    onTestFinished(() => target.close());
    const state = await read(await target.adminClient());
    expect(state.version).toBe(0);
    expect(state.values).toEqual(DEFAULT_SITE_SETTINGS);
    expect(state.locked).toEqual([]);
    expect(state.problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['legalName', 'legal.registerNumber', 'legal.vatId', 'contact.email']),
    );
    expect(state.problems.find((problem) => problem.path === 'legal.vatId')).toEqual({
      path: 'legal.vatId',
      section: 'legal',
      kind: 'sample',
      message: 'Umsatzsteuer-ID ist noch ein Beispielwert.',
    });
  });

  it('an upgraded installation shows exactly what it showed before: the defaults with its SITE_* values, which stay fixed', async () => {
    const env = { SITE_PHONE: '+49 40 999000', SITE_NAME: 'Nordlicht Agentur' };
    const target = await startTestServer({ env });
    onTestFinished(() => target.close());
    const admin = await target.adminClient();
    const state = await read(admin);
    expect(state.values).toEqual(target.app.services.siteSettings.current());
    expect(state.values.contact.phone).toBe('+49 40 999000');
    expect(state.values.name).toBe('Nordlicht Agentur');
    expect(state.locked.sort()).toEqual(['contact.phone', 'name']);
    const page = await target.client().get('/kontakt');
    expect(page.text).toContain('+49 40 999000');

    // A locked value changed: 400 naming it. The other values save as usual.
    state.values.contact.phone = '+49 30 111111';
    const refused = await save(state.values, state.version, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'contact.phone': settingsMessages.locked });
    expect(refused.body.message).toContain('Telefon');
    state.values.contact.phone = '+49 40 999000';
    state.values.tagline = 'Neu formuliert';
    expect((await save(state.values, state.version, admin)).status).toBe(200);
  });

  it('is refused to Recruiting (403), and answers Redaktion', async () => {
    const recruiter = await member('settings-recruiter', 'recruiter');
    expect((await recruiter.get(SETTINGS_PATHS.settings)).status).toBe(403);
    expect((await recruiter.get(SETTINGS_PATHS.versions)).status).toBe(403);
    const editor = await member('settings-editor-read', 'editor');
    expect((await editor.get(SETTINGS_PATHS.settings)).status).toBe(200);
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves, answers the new version, and every page shows the new phone with a new ETag at once', async () => {
    const before = await server.client().get('/kontakt');
    const home = await server.client().get('/');
    const state = await edited((values) => {
      values.contact.phone = '+49 89 5550123';
    });
    const saved = await save(state.values, state.version);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBeGreaterThan(state.version);
    expect(saved.body.values.contact.phone).toBe('+49 89 5550123');
    expect(await server.app.renderer.refreshed()).toBeGreaterThan(0);

    const after = await server.client().get('/kontakt');
    expect(after.text).toContain('+49 89 5550123');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    // A revalidation with the old ETag gets the new page, not a 304.
    const revalidated = await server.client().request('GET', '/kontakt', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(200);
    const landing = await server.client().get('/');
    expect(landing.headers.get('etag')).not.toBe(home.headers.get('etag'));
    const organization = jsonLd(landing.text).find((data) => data['@type'] === 'Organization')!;
    expect((organization.contactPoint as { telephone: string }).telephone).toBe('+49 89 5550123');
    for (const path of ['/impressum', '/datenschutz', '/search?q=x', '/gibt-es-nicht']) {
      expect((await server.client().get(path)).text, path).toContain('+49 89 5550123');
    }
  });

  it('refuses a save from an older version with 409 and keeps the newer values', async () => {
    const state = await read();
    const first = structuredClone(state.values);
    first.tagline = 'Erster Tab';
    expect((await save(first, state.version)).status).toBe(200);
    const second = structuredClone(state.values);
    second.tagline = 'Zweiter Tab';
    const stale = await save(second, state.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(settingsMessages.stale);
    expect((await read()).values.tagline).toBe('Erster Tab');
  });

  it('answers 409 when another save took the version’s id first (the unique key), and stores nothing', async () => {
    const target = await startTestServer();
    onTestFinished(() => target.close());
    const admin = await target.adminClient();
    const state = await read(admin);
    expect(state.version).toBe(0);
    // The first save also stores the values before it as version 1; "another save" then takes
    // version 2 in between, as one from another process would after reading the same version.
    const takeNext = `insert into site_settings_versions (id, "values", saved_at, saved_by_name)
                      values (2, '{}', '2026-11-24T10:00:00.000Z', 'Jemand anderes')`;
    if (dialectOf(target.knex) === 'postgres') {
      await target.knex.raw(`create function take_next_version() returns trigger language plpgsql
                               as $$ begin ${takeNext}; return null; end $$`);
      await target.knex.raw(`create trigger take_next_version after insert on site_settings_versions
                               for each row when (new.id = 1) execute function take_next_version()`);
    } else {
      await target.knex.raw(`create trigger take_next_version after insert on site_settings_versions
                               when new.id = 1 begin ${takeNext}; end`);
    }
    const values = structuredClone(state.values);
    values.tagline = 'Gleichzeitig gespeichert';
    const stale = await save(values, state.version, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(settingsMessages.stale);
    expect(await target.knex('site_settings_versions').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await read(admin)).version).toBe(0);
  });

  it.each([
    [
      'a 100,000-character bio',
      (v: SiteSettings) => void (v.founder.bio = 'x'.repeat(100_000)),
      'founder.bio',
    ],
    ['a javascript: link', (v: SiteSettings) => void (v.links.join = 'javascript:alert(1)'), 'links.join'],
    [
      'an Instagram link that is no web address',
      (v: SiteSettings) => void (v.links.instagram = 'https://insta gram.com/x'),
      'links.instagram',
    ],
    [
      'a data: Instagram link',
      (v: SiteSettings) => void (v.links.instagram = 'data:text/html,x'),
      'links.instagram',
    ],
    [
      'a phone number of letters',
      (v: SiteSettings) => void (v.contact.phone = 'ruf uns an'),
      'contact.phone',
    ],
    [
      'a picture of another site',
      (v: SiteSettings) => void (v.founder.photo = 'https://evil.example/a.png'),
      'founder.photo',
    ],
    [
      'a partner without a name',
      (v: SiteSettings) => void v.partners.push({ name: '', url: 'https://a.example' }),
      'partners.2.name',
    ],
    ['a control character', (v: SiteSettings) => void (v.tagline = 'Hallo\u0007Welt'), 'tagline'],
    [
      'an unknown field',
      (v: SiteSettings) => void ((v as unknown as Record<string, unknown>).extra = 1),
      '_',
    ],
    [
      'closing before opening',
      (v: SiteSettings) => void (v.openingHours.closes = '08:00'),
      'openingHours.closes',
    ],
  ])('refuses %s with a German 400 naming the field', async (_, edit, path) => {
    const state = await edited(edit);
    const refused = await save(state.values, state.version);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toContain(path);
    expect(refused.body.message).toMatch(/^Bitte prüfen: |Unbekanntes Feld/);
  });

  it('saves a safe Instagram link and an empty one, and refuses an unsafe one in German', async () => {
    const state = await edited((values) => void (values.links.instagram = 'https://insta gram.com/agentur'));
    const refused = await save(state.values, state.version);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'links.instagram': 'Bitte eine vollständige Adresse mit https:// angeben oder das Feld leer lassen',
    });
    state.values.links.instagram = 'https://www.instagram.com/neue.agentur';
    const saved = await save(state.values, state.version);
    expect(saved.status).toBe(200);
    expect(saved.body.values.links.instagram).toBe('https://www.instagram.com/neue.agentur');
    saved.body.values.links.instagram = '';
    expect((await save(saved.body.values, saved.body.version)).status).toBe(200);
  });

  it('refuses a body without a version or values', async () => {
    const values = (await read()).values;
    const noVersion = await owner.request('PUT', SETTINGS_PATHS.settings, { body: { values } });
    expect(noVersion.status).toBe(400);
    const noValues = await owner.request('PUT', SETTINGS_PATHS.settings, { body: { version: 0 } });
    expect(noValues.status).toBe(400);
  });

  it('lets Redaktion change the founder, partners and texts, and refuses the Impressum with 403', async () => {
    const editor = await member('settings-editor', 'editor');
    const state = await edited((values) => {
      values.founder.quote = 'Gemeinsam LIVE.';
      values.texts.hero.title = 'Werde *Creator* bei uns';
      values.partners.push({ name: 'Neuer Partner', url: 'https://partner.example' });
    }, editor);
    const saved = await save(state.values, state.version, editor);
    expect(saved.status).toBe(200);
    saved.body.values.legal.registerNumber = 'HRB 12345';
    const refused = await save(saved.body.values, saved.body.version, editor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(settingsMessages.forbiddenSections('Impressum'));
    expect((await read()).values.legal.registerNumber).toBe(DEFAULT_SITE_SETTINGS.legal.registerNumber);
  });

  it('records who changed which field, before and after, in the activity log', async () => {
    const state = await edited((values) => {
      values.address.city = 'Hamburg';
    });
    const saved = await save(state.values, state.version);
    const row = await server
      .knex('activity_log')
      .where({ entity: 'settings', entityId: String(saved.body.version) })
      .first();
    expect(row).toMatchObject({ action: 'settings', actorName: 'settings-owner' });
    expect(JSON.parse(row.changes)).toEqual({ 'address.city': { before: 'Berlin', after: 'Hamburg' } });
  });
});

describe('versions', () => {
  it('lists every save with who and what changed, and a restore is a new save of the old values', async () => {
    const target = await startTestServer();
    onTestFinished(() => target.close());
    const admin = await target.adminClient('versionen');
    const first = await read(admin);
    first.values.contact.email = 'hallo@agentur.example';
    const one = await save(first.values, first.version, admin);
    one.body.values.founder.name = 'Mara Lenz';
    const two = await save(one.body.values, one.body.version, admin);
    expect(two.status).toBe(200);

    const versions = (await admin.get<SettingsVersion[]>(SETTINGS_PATHS.versions)).body;
    expect(versions.map(({ id, savedBy, changed, current }) => ({ id, savedBy, changed, current }))).toEqual([
      { id: 3, savedBy: 'versionen', changed: ['founder.name'], current: true },
      { id: 2, savedBy: 'versionen', changed: ['contact.email'], current: false },
      { id: 1, savedBy: 'System', changed: [], current: false },
    ]);

    const restored = await admin.post<SettingsState>(SETTINGS_PATHS.restore(1), {});
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(4);
    expect(restored.body.values).toEqual(DEFAULT_SITE_SETTINGS);
    const [newest] = (await admin.get<SettingsVersion[]>(SETTINGS_PATHS.versions)).body;
    expect(newest).toMatchObject({ id: 4, restoredFrom: 1, current: true });
    expect(newest!.changed.sort()).toEqual(['contact.email', 'founder.name']);
    expect((await target.client().get('/kontakt')).text).toContain(DEFAULT_SITE_SETTINGS.contact.email);
  });

  it('answers 404 for a version that does not exist and 400 for an id that is none', async () => {
    expect((await owner.post(SETTINGS_PATHS.restore(99_999), {})).status).toBe(404);
    expect((await owner.post('/api/admin/settings/versions/abc/restore', {})).status).toBe(400);
  });
});

describe('preview', () => {
  it('shows unsaved values to the person who made it only: noindex, no-store, never the public page', async () => {
    const state = await edited((values) => {
      values.texts.hero.title = 'Vorschau *nur intern*';
      values.contact.phone = '+49 30 7777777';
    });
    const created = await owner.post<SettingsPreview>(SETTINGS_PATHS.preview, { values: state.values });
    expect(created.status).toBe(201);
    expect(created.body.url).toMatch(/^\/api\/admin\/settings\/preview\/[A-Za-z0-9_-]{32}$/);

    const landing = await owner.get(created.body.url);
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toContain('text/html');
    expect(landing.headers.get('cache-control')).toBe('no-store');
    expect(landing.headers.get('x-robots-tag')).toContain('noindex');
    expect(landing.text).toContain('<meta name="robots" content="noindex">');
    expect(landing.text).toContain('nur intern');
    expect(landing.text).toContain('Vorschau mit ungespeicherten Einstellungen');
    const kontakt = await owner.get(`${created.body.url}/kontakt`);
    expect(kontakt.text).toContain('+49 30 7777777');
    expect((await owner.get(`${created.body.url}/impressum`)).status).toBe(200);
    expect((await owner.get(`${created.body.url}/datenschutz`)).status).toBe(404);

    // Nobody else sees it, and the public pages never do.
    expect((await server.client().get(created.body.url)).status).toBe(401);
    const other = await server.adminClient();
    expect((await other.get(created.body.url)).status).toBe(404);
    expect((await server.client().get('/')).text).not.toContain('nur intern');
    expect((await server.client().get('/kontakt')).text).not.toContain('+49 30 7777777');
  });

  it('expires after an hour, and refuses invalid values like a save', async () => {
    const target = await startTestServer();
    onTestFinished(() => target.close());
    const admin = await target.adminClient();
    const { values } = await read(admin);
    const created = await admin.post<SettingsPreview>(SETTINGS_PATHS.preview, { values });
    expect((await admin.get(created.body.url)).status).toBe(200);
    target.clock.advance(60 * 60_000);
    expect((await admin.get(created.body.url)).status).toBe(404);
    values.links.tiktok = 'javascript:alert(1)';
    const refused = await admin.post<{ errors: Record<string, string> }>(SETTINGS_PATHS.preview, { values });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['links.tiktok']);
  });
});

describe('preview by role', () => {
  it('lets Redaktion preview the sections it edits and refuses an Impressum change with the save’s 403, storing nothing', async () => {
    const editor = await member('preview-editor', 'editor');
    const state = await edited(
      (values) => void (values.texts.hero.title = 'Vorschau der *Redaktion*'),
      editor,
    );
    const allowed = await editor.post<SettingsPreview>(SETTINGS_PATHS.preview, { values: state.values });
    expect(allowed.status).toBe(201);
    expect((await editor.get(allowed.body.url)).text).toContain('Redaktion');

    const previews = async () => (await server.knex('site_settings_previews').count({ n: '*' }))[0]!.n;
    const before = Number(await previews());
    state.values.legal.representative = 'Jemand anderes';
    state.values.links.instagram = 'https://www.instagram.com/vorschau.redaktion';
    const refused = await editor.post<{ message: string }>(SETTINGS_PATHS.preview, { values: state.values });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(settingsMessages.forbiddenSections('Links, Impressum'));
    expect(Number(await previews())).toBe(before);
  });

  it('lets an owner preview a change of every section', async () => {
    const state = await edited((values) => void (values.legal.representative = 'Vorschau Vertretung'));
    const created = await owner.post<SettingsPreview>(SETTINGS_PATHS.preview, { values: state.values });
    expect(created.status).toBe(201);
    expect((await owner.get(`${created.body.url}/impressum`)).text).toContain('Vorschau Vertretung');
  });
});

describe('go-live check', () => {
  it('is complete once every required value is real, and /healthz says so', async () => {
    const target = await startTestServer();
    onTestFinished(() => target.close());
    const admin = await target.adminClient();
    expect((await target.client().get<{ settingsComplete: boolean }>('/healthz')).body.settingsComplete).toBe(
      false,
    );
    const state = await read(admin);
    Object.assign(state.values, { name: 'Nordlicht', legalName: 'Nordlicht Media UG (haftungsbeschränkt)' });
    Object.assign(state.values.legal, {
      representative: 'Jana Nord',
      registerCourt: 'Amtsgericht Hamburg',
      registerNumber: 'HRB 171717',
      hasVatId: false,
      vatId: '',
    });
    Object.assign(state.values.address, { street: 'Hafenstraße 1', postalCode: '20457', city: 'Hamburg' });
    Object.assign(state.values.contact, { phone: '+49 40 123456', email: 'hallo@nordlicht.example' });
    const saved = await save(state.values, state.version, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.problems).toEqual([]);
    expect((await target.client().get<{ settingsComplete: boolean }>('/healthz')).body.settingsComplete).toBe(
      true,
    );
  });
});
