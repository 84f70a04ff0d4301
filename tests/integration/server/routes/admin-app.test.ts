import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CSP } from '@shared/admin-csp.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/** The control centre's addresses (its sidebar, the sign-in steps): each one a route of the app. */
const SCREENS = [
  '/admin',
  '/admin/dashboard',
  '/admin/bewerbungen',
  ...CONTENT_TYPE_NAMES.map((name) => `/admin${CONTENT[name].admin.path}`),
  '/admin/nachrichten',
  '/admin/auskunft',
  '/admin/team',
  '/admin/protokoll',
  '/admin/einstellungen',
  '/admin/konto',
  '/admin/einladung?token=abc',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /admin/…: the built control centre with a history fallback', () => {
  it.each(SCREENS)('%s answers the app, never cached, under its CSP and not indexed', async (path) => {
    const response = await server.client().get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it("serves the app's scripts for a year, and no file outside its assets", async () => {
    const html = (await server.client().get('/admin/dashboard')).text;
    const script = /<script type="module" crossorigin src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await server.client().get(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    // Names outside the assets' pattern are not looked up as files (a climb, a dot file).
    for (const path of ['/admin/assets/..%2F..%2Fpackage.json', '/admin/assets/.env']) {
      const refused = await server.client().get(path);
      expect(refused.headers.get('cache-control') ?? '', path).not.toMatch(/immutable/);
      expect(refused.text, path).not.toContain('"name": "agency-site"');
    }
  });
});
