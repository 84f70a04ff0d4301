// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { tiktokProfileHref } from '@admin/components/applications/TikTokLink.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, queryDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The TikTok name links to the profile (https://www.tiktok.com/@name, new tab) in the list (the
 * table, the cards on phones) and in the dialog; a click on it opens the profile, not the dialog.
 */
function listOf(stored: Application) {
  const api = new FakeApi().on('GET', /^\/api\/admin\/applications$/, () => ({
    status: 200,
    body: [stored],
  }));
  renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
}

function expectProfileLink(link: HTMLElement, href: string) {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
}

describe('the TikTok name as a link', () => {
  it('is the profile address for a name typed with or without "@", and none for anything else', () => {
    expect(tiktokProfileHref('@lena.live')).toBe('https://www.tiktok.com/@lena.live');
    expect(tiktokProfileHref('lena_live')).toBe('https://www.tiktok.com/@lena_live');
    expect(tiktokProfileHref('  @@Lena.Live ')).toBe('https://www.tiktok.com/@Lena.Live');
    for (const odd of ['', '@', 'lena live', 'javascript:alert(1)', 'https://evil.example/', 'a/../b', 'x"y'])
      expect(tiktokProfileHref(odd)).toBeNull();
  });

  for (const width of [1440, 390])
    it(`links the profile in the list at ${width} px and the click does not open the dialog; the row still does`, async () => {
      setViewportWidth(width);
      try {
        listOf(factories.applicationRecord({ tiktokUsername: 'lena.live' }));
        const link = await screen.findByRole('link', { name: '@lena.live' });
        expectProfileLink(link, 'https://www.tiktok.com/@lena.live');
        fireEvent.click(link);
        expect(queryDialog('Bewerbungsdetails')).toBeNull();
        fireEvent.click(link.closest(width === 1440 ? 'tr' : 'li')!);
        const dialog = await findDialog('Bewerbungsdetails');
        expectProfileLink(
          within(dialog).getByRole('link', { name: '@lena.live' }),
          'https://www.tiktok.com/@lena.live',
        );
      } finally {
        setViewportWidth(1440);
      }
    });

  it('keeps a name that is no TikTok name as plain text', async () => {
    listOf(factories.applicationRecord({ tiktokUsername: 'lena live!' }));
    const name = await screen.findByText('@lena live!');
    expect(name.closest('a')).toBeNull();
  });
});
