import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, pageMeta } from '@public-site/app/page-meta.js';
import { PAGES, type PageId } from '@public-site/app/pages/registry.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { metaContent, renderPublicPage, settingsWith, TEST_ORIGIN } from '@tests/helpers/public-page.js';

const PAGE_IDS = Object.keys(PAGES) as PageId[];

describe('pageMeta', () => {
  it('the landing page’s descriptions are the settings’ seo texts with {name} and {tagline} filled in', () => {
    const settings = settingsWith((draft) => {
      draft.name = 'Wellenreiter';
      draft.tagline = 'LIVE mit Herz';
      draft.seo.description = 'Bei {name} bekommst du Betreuung: {tagline}.';
      draft.seo.botDescription = '{name} – Agentur für TikTok LIVE ({tagline}).';
    });
    const meta = pageMeta('home', settings);
    expect(meta.description).toBe('Bei Wellenreiter bekommst du Betreuung: LIVE mit Herz.');
    expect(meta.botDescription).toBe('Wellenreiter – Agentur für TikTok LIVE (LIVE mit Herz).');
  });

  it('the default descriptions are the ones the landing page always had', () => {
    const meta = pageMeta('home', DEFAULT_SITE_SETTINGS);
    expect(meta.description).toBe(
      'Werde TikTok LIVE Creator mit persönlicher Betreuung, Kampagnen und Community. Keine Vorabgebühr, ' +
        'Antwort innerhalb von 48 Stunden.',
    );
    expect(meta.botDescription).toMatch(/^Streamwelt Agentur: TikTok LIVE Agentur für Creator/);
  });

  it('every page shares the shipped picture while none is uploaded', () => {
    for (const page of PAGE_IDS) {
      expect(pageMeta(page, DEFAULT_SITE_SETTINGS), page).toMatchObject({
        image: DEFAULT_SHARE_IMAGE.path,
        imageWidth: 1200,
        imageHeight: 630,
      });
    }
  });

  it('every page shares the uploaded picture (1200 x 630) once there is one', () => {
    const settings = settingsWith((draft) => {
      draft.seo.shareImage = '/uploads/teilen.jpg';
    });
    for (const page of PAGE_IDS) {
      expect(pageMeta(page, settings), page).toMatchObject({
        image: '/uploads/teilen.jpg',
        imageWidth: 1200,
        imageHeight: 630,
      });
    }
  });

  it('the rendered head carries the uploaded picture and the worded descriptions', async () => {
    const settings = settingsWith((draft) => {
      draft.seo.shareImage = '/uploads/teilen.jpg';
      draft.seo.description = 'Besucher lesen das hier, von {name}.';
      draft.seo.botDescription = 'Suchmaschinen lesen das hier, von {name}.';
    });
    const html = await renderPublicPage('home', settings);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${TEST_ORIGIN}/uploads/teilen.jpg`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'description')).toBe('Besucher lesen das hier, von Streamwelt Agentur.');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Besucher lesen das hier, von Streamwelt Agentur.',
    );
    const bot = await renderPublicPage('home', settings, { isBot: true });
    expect(metaContent(bot, 'name', 'description')).toBe(
      'Suchmaschinen lesen das hier, von Streamwelt Agentur.',
    );
  });
});
