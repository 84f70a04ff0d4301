import type { Page } from '@playwright/test';
import { expect, keptPageTest as test, waitForHydration } from './support.js';

/**
 * The site search the structured data declares (/search?q=), on a desktop and a phone: results
 * grouped by kind with links into the landing page, the empty states, and a hydration without
 * errors (a mismatch would be logged as a console error, which the guard fails on).
 */

async function openSearch(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page, 'form[role="search"]');
  return page.getByRole('search', { name: 'Website durchsuchen' });
}

/** No part of the page sticks out sideways (a phone would scroll horizontally). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { label, viewport, mobile } of [
  { label: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
  { label: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
]) {
  test.describe(`site search (${label} ${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport, hasTouch: mobile, isMobile: mobile });

    test('shows the results grouped by kind, marked, with links into the landing page', async ({ page }) => {
      await openSearch(page, '/search?q=battle');
      await expect(page).toHaveTitle(/^Suche – /);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('heading', { level: 1, name: 'Website durchsuchen' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('battle');
      await expect(page.locator('.search-page__summary')).toHaveText(/^\d+ Ergebnisse für „battle“$/);

      for (const [heading, href] of [
        ['Creator', '/#creators'],
        ['Highlights', '/#highlights'],
        ['Livestream-Plan', '/#schedule'],
      ] as const) {
        const group = page.getByRole('region', { name: new RegExp(`^${heading} \\d+$`) });
        await expect(group).toBeVisible();
        await expect(group.getByRole('link').first()).toHaveAttribute('href', href);
        await expect(group.locator('mark').first()).toHaveText(/battle/i);
      }
      await expect(page.getByRole('region', { name: /^Häufige Fragen/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // A result leads to its section of the landing page.
      const highlight = page
        .getByRole('region', { name: /^Highlights/ })
        .getByRole('link')
        .first();
      await highlight.click();
      await expect(page).toHaveURL(/\/#highlights$/);
      await expect(page.locator('#highlights')).toBeInViewport();
    });

    test('a new search through the form is a plain GET with the term in the address', async ({ page }) => {
      const form = await openSearch(page, '/search');
      await form.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Kampagne');
      await form.getByRole('searchbox', { name: 'Suchbegriff' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=Kampagne$/);
      await waitForHydration(page, 'form[role="search"]');
      await expect(page.locator('.search-page__summary')).toHaveText(/^\d+ Ergebnisse? für „Kampagne“$/);
      const faq = page.getByRole('region', { name: /^Häufige Fragen/ });
      await expect(faq.getByRole('link').first()).toHaveAttribute('href', '/#faq');

      // Umlauts written out still find the word with the umlaut.
      const again = page.getByRole('search', { name: 'Website durchsuchen' });
      await again.getByRole('searchbox').fill('oesterreich');
      await again.getByRole('button', { name: 'Suchen' }).click();
      await expect(page).toHaveURL(/\/search\?q=oesterreich$/);
      await expect(page.locator('mark').filter({ hasText: 'Österreich' }).first()).toBeVisible();
    });

    test('without a term it asks for one; without results it says so and offers a way on', async ({
      page,
    }) => {
      await openSearch(page, '/search');
      await expect(page.getByRole('heading', { name: 'Wonach suchst du?' })).toBeVisible();
      await expect(page.locator('.search-page__summary')).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await openSearch(page, '/search?q=Quantenverschr%C3%A4nkung');
      await expect(page.locator('.search-page__summary')).toHaveText(
        'Keine Ergebnisse für „Quantenverschränkung“',
      );
      await expect(page.getByRole('heading', { name: 'Leider nichts gefunden' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: 'Zu den häufigen Fragen' }).click();
      await expect(page).toHaveURL(/\/#faq$/);
    });

    test('an overlong or odd term renders a page, never an error', async ({ page }) => {
      await openSearch(page, `/search?q=${'x'.repeat(400)}`);
      await expect(page.getByText(/wurde gekürzt/)).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveValue('x'.repeat(100));
      await expectNoSidewaysScroll(page);

      await openSearch(page, `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      await expect(page.locator('.search-page__summary')).toHaveText(
        'Keine Ergebnisse für „<img src=x onerror=alert(1)>“',
      );
      await expect(page.locator('main img')).toHaveCount(0);
    });
  });
}
