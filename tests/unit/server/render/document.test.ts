import { describe, expect, it } from 'vitest';
import { PAGES, type PageId } from '@public-site/app/pages/registry.js';
import { SECTION_KEYS, type SiteSettings } from '@shared/site-settings.js';
import {
  bodyOf,
  decodeEntities,
  jsonLdOf,
  metaContent,
  renderPublicPage,
  settingsWith,
} from '@tests/helpers/public-page.js';

/** Would end the JSON-LD or page-data element, open a script, break out of an attribute. */
const HOSTILE = `</script><script>alert(1)</script> "Zitat" & 'Apostroph' <b>fett</b> <!--`;
const HOSTILE_URL = 'https://boese.example/?a="><script>alert(1)</script>&b=1';

/** Every text of the settings a page or the head shows, set to HOSTILE. */
const hostileSettings = (): SiteSettings =>
  settingsWith((draft) => {
    draft.name = `${HOSTILE} {tagline}`;
    draft.alternateName = HOSTILE;
    draft.legalName = HOSTILE;
    draft.tagline = HOSTILE;
    draft.founder = { name: HOSTILE, role: HOSTILE, bio: HOSTILE, quote: HOSTILE, photo: '' };
    draft.contact.phoneHours = HOSTILE;
    draft.address.street = HOSTILE;
    draft.address.city = HOSTILE;
    draft.legal = {
      ...draft.legal,
      representative: HOSTILE,
      registerCourt: HOSTILE,
      registerNumber: HOSTILE,
    };
    draft.legal.contentResponsible = HOSTILE;
    draft.links.instagram = HOSTILE_URL;
    draft.partners = [{ name: HOSTILE, url: HOSTILE_URL }];
    draft.texts.hero = { title: `*${HOSTILE}*`, intro: `{name} ${HOSTILE}` };
    for (const key of SECTION_KEYS)
      draft.texts.sections[key] = { eyebrow: HOSTILE, title: HOSTILE, intro: HOSTILE };
    draft.seo.description = `{name} ${HOSTILE}`;
    draft.seo.botDescription = `{name} ${HOSTILE}`;
  });

/** The name as the pages show it: a "{tagline}" in it is the name's own text, never filled in. */
const NAME = `${HOSTILE} {tagline}`;

const PAGE_IDS = Object.keys(PAGES) as PageId[];

describe('settings with markup, quotes and </script> are text on every page', () => {
  it.each(PAGE_IDS)('%s: no tag from the settings, only the page’s own scripts', async (page) => {
    const html = await renderPublicPage(page, hostileSettings());
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>fett</b>');
    expect(html).not.toContain('"><script>');
    // The only script elements: JSON-LD (landing page), the page data and the client entry.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBe(page === 'home' ? 6 : 2);
    for (const script of scripts) {
      expect(script).toMatch(
        /^<script (type="application\/ld\+json"|type="application\/json" id="page-data"|type="module" src="\/assets\/main\.js" data-page-modules="[^"<>]*")>$/,
      );
    }
    // Every script element ends where the page ends it, not inside a value.
    expect(html.match(/<\/script>/g)?.length).toBe(scripts.length);
    // A comment opener would hide the rest of the page from the parser.
    expect(bodyOf(html)).not.toContain('<!--fett');
    expect(decodeEntities(bodyOf(html).replace(/<!-- -->/g, ''))).toContain(HOSTILE);
  });

  it('the head: title and descriptions escaped and read back as written', async () => {
    const settings = hostileSettings();
    const html = await renderPublicPage('home', settings);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(decodeEntities(title)).toBe(`${NAME} – TikTok LIVE Agentur für Deutschland, Österreich & Schweiz`);
    // Filled in one pass: the "{tagline}" in the name is not filled in again.
    const description = `${NAME} ${HOSTILE}`;
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:image:alt')).toBe(
      `${NAME} – TikTok LIVE Agentur für Deutschland, Österreich und die Schweiz`,
    );
    const bot = await renderPublicPage('home', settings, { isBot: true });
    expect(metaContent(bot, 'name', 'description')).toBe(description);
  });

  it('the JSON-LD: no "<" or "&" in the element, and it parses back to the same strings', async () => {
    const html = await renderPublicPage('home', hostileSettings());
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
      expect(json).not.toMatch(/[<>&]/);
    }
    const [organization, ...rest] = jsonLdOf(html);
    expect(organization).toMatchObject({
      name: NAME,
      alternateName: HOSTILE,
      legalName: HOSTILE,
      founder: { name: HOSTILE },
      address: { streetAddress: HOSTILE, addressLocality: HOSTILE },
      sameAs: ['https://www.tiktok.com/@streamwelt.agentur', HOSTILE_URL],
    });
    expect(
      rest
        .filter((item) => item['@type'] === 'Event')
        .map((event) => (event.performer as { name: string }).name),
    ).toEqual([`${HOSTILE} Creator`, `${HOSTILE} Team`]);
  });

  it('the page data hands the browser the same strings', async () => {
    const html = await renderPublicPage('impressum', hostileSettings());
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toMatch(/[<>&]/);
    const data = JSON.parse(json) as { settings: SiteSettings };
    expect(data.settings.name).toBe(NAME);
    expect(data.settings.legal.representative).toBe(HOSTILE);
  });

  it('links from the settings stay inside their attribute', async () => {
    const html = bodyOf(await renderPublicPage('home', hostileSettings()));
    const escaped = 'https://boese.example/?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;b=1';
    expect(html).toContain(`<a class="site-footer__social" href="${escaped}">`);
    expect(html).toContain(`<a href="${escaped}" target="_blank" rel="noopener noreferrer">`);
  });
});
