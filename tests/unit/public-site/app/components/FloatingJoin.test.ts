import { describe, expect, it } from 'vitest';
import { PAGES, type PageId } from '@public-site/app/pages/registry.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { renderPublicPage } from '@tests/helpers/public-page.js';

/** When it shows while scrolling, and that it steps aside for forms: mobile.spec.ts (a phone). */
describe('FloatingJoin: the floating „Jetzt beitreten“ button', () => {
  it.each(Object.keys(PAGES) as PageId[])('%s: only the landing page has it', async (page) => {
    const html = await renderPublicPage(page, DEFAULT_SITE_SETTINGS);
    expect(html.includes('floating-join')).toBe(page === 'home');
  });
});
