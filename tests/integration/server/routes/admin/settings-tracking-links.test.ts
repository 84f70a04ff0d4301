import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsState, SettingsVersion } from '@shared/api-types.js';
import { SETTINGS_PATHS } from '@tests/helpers/settings-paths.js';
import type { SiteSettings } from '@shared/site-settings.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The tracking links of Einstellungen (`trackingLinks: [{ name, ref }]` in the site settings):
 * checked by the settings' schema (the ref by the source labels' rule, each ref once), saved as a
 * version like every setting, edited by those who edit the agency's settings, and pointing at
 * PUBLIC_URL (`siteOrigin`).
 */
const PUBLIC_URL = 'https://agentur.example';
let server: TestServer;
let owner: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  owner = await server.adminClient('tracking-owner');
});
afterAll(() => server.close());

const read = async (client: TestClient = owner) =>
  (await client.get<SettingsState>(SETTINGS_PATHS.settings)).body;
async function saveLinks(links: unknown, client: TestClient = owner) {
  const state = await read(client);
  const values = { ...state.values, trackingLinks: links } as SiteSettings;
  return client.request<SettingsState & { errors: Record<string, string> }>('PUT', SETTINGS_PATHS.settings, {
    body: { version: state.version, values },
  });
}

describe('tracking links in the site settings', () => {
  it('starts empty and names the public address the links point at', async () => {
    const state = await read();
    expect(state.values.trackingLinks).toEqual([]);
    expect(state.siteOrigin).toBe(PUBLIC_URL);
  });

  it('saves named links as a new version', async () => {
    const links = [
      { name: 'TikTok-Bio', ref: 'tiktok-bio' },
      { name: 'LIVE-Shoutout', ref: 'live_shout.1' },
    ];
    const saved = await saveLinks(links);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.values.trackingLinks).toEqual(links);
    expect((await read()).values.trackingLinks).toEqual(links);
    const versions = (await owner.get<SettingsVersion[]>(SETTINGS_PATHS.versions)).body;
    expect(versions[0]).toMatchObject({ current: true, changed: ['trackingLinks'] });
  });

  it.each([
    ['upper case', 'TikTok'],
    ['a space', 'tiktok bio'],
    ['an umlaut', 'grün'],
    ['41 characters', 'x'.repeat(41)],
    ['nothing', ''],
  ])('refuses a ref with %s with the German message under its field', async (_, ref) => {
    const refused = await saveLinks([{ name: 'Bio', ref }]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'trackingLinks.0.ref':
        'Bitte eine Kennung aus Kleinbuchstaben, Ziffern, „.“, „_“ oder „-“ angeben (höchstens 40 Zeichen)',
    });
  });

  it('refuses a ref twice, a missing name and unknown fields', async () => {
    const twice = await saveLinks([
      { name: 'Bio', ref: 'bio' },
      { name: 'Bio 2', ref: 'bio' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({
      'trackingLinks.1.ref': 'Diese Kennung hat schon ein anderer Tracking-Link',
    });
    const unnamed = await saveLinks([{ name: '', ref: 'bio' }]);
    expect(unnamed.body.errors).toEqual({
      'trackingLinks.0.name': 'Bitte einen Namen für den Link angeben (2 bis 60 Zeichen)',
    });
    const extra = await saveLinks([{ name: 'Bio', ref: 'bio', url: 'https://x.example' }]);
    expect(extra.status).toBe(400);
  });

  it('are edited by those who edit the agency’s settings, not by Redaktion', async () => {
    await server.app.services.users.create('tracking-editor', TEST_PASSWORD, 'editor');
    const editor = server.client();
    expect((await editor.login('tracking-editor')).status).toBe(200);
    const refused = await saveLinks([{ name: 'Bio', ref: 'redaktion' }], editor);
    expect(refused.status).toBe(403);
  });
});
