import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';
import { bodyOf, decodeEntities, jsonLdOf, metaContent } from '@tests/helpers/public-page.js';

/** Would end a script element, open one, or leave an attribute. */
const HOSTILE = `</script><script>alert(1)</script> "Zitat" & 'Apostroph'`;

let server: TestServer;
beforeAll(async () => {
  // The environment fixes these settings (SITE_SETTING_VARIABLES): the real rendering path.
  server = await startTestServer({
    env: { SITE_NAME: HOSTILE, SITE_FOUNDER_NAME: HOSTILE, SITE_REPRESENTATIVE: HOSTILE, SITE_CITY: HOSTILE },
  });
});
afterAll(() => server.close());

describe('the page renderer with settings holding markup', () => {
  it.each(['/', '/impressum', '/datenschutz', '/kontakt', '/search', '/gibt-es-nicht'])(
    '%s shows them as text and runs only its own scripts',
    async (path) => {
      const html = (await server.client().get(path)).text;
      expect(html).not.toContain('<script>alert(1)');
      for (const [script] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(script).toMatch(/ src="\/assets\/[^"]+\.js"| type="application\/(ld\+)?json"/);
      }
      expect(decodeEntities(bodyOf(html).replace(/<!-- -->/g, ''))).toContain(HOSTILE);
    },
  );

  it('the landing page’s head and JSON-LD read back as written', async () => {
    const html = (await server.client().get('/')).text;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(decodeEntities(title)).toBe(
      `${HOSTILE} – TikTok LIVE Agentur für Deutschland, Österreich & Schweiz`,
    );
    expect(metaContent(html, 'property', 'og:image:alt')).toMatch(
      /^<\/script><script>alert\(1\)<\/script> "Zitat"/,
    );
    const organization = jsonLdOf(html).find((item) => item['@type'] === 'Organization')!;
    expect(organization).toMatchObject({
      name: HOSTILE,
      founder: { name: HOSTILE },
      address: { addressLocality: HOSTILE },
    });
  });
});
