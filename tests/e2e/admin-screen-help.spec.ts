import { test } from './admin-support.js';
import { expect } from './support.js';

test.describe('control centre: help where the website does what nobody could guess', () => {
  test('the livestream plan says how the website sorts it and what the order changes', async ({ page }) => {
    await page.goto('/admin/livestream');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream-Plan' })).toBeVisible();
    const help = page.getByText(/^Die Website zeigt den Plan nach Wochentag, beginnend mit heute/);
    await expect(help).toBeVisible();
    await expect(help).toContainText('Die Position entscheidet nur zwischen Terminen mit gleichem Tag');
  });

  for (const { path, list, heading, add, note } of [
    {
      path: '/admin/feedbacks',
      list: '/api/admin/feedbacks',
      heading: 'Feedbacks',
      add: 'Neues Feedback',
      note: 'Keine Feedbacks gespeichert: Die Website zeigt deshalb die eingebauten Beispiel-Feedbacks',
    },
    {
      path: '/admin/faq',
      list: '/api/admin/faqs',
      heading: 'FAQ',
      add: 'Neuer FAQ-Eintrag',
      note: 'Keine FAQ-Einträge gespeichert: Die Website zeigt deshalb die eingebauten Beispielfragen',
    },
  ]) {
    test(`${heading}: an empty list says that the website shows the built-in samples meanwhile`, async ({
      page,
    }) => {
      // With entries (the seeded ones): no note.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The add button waits for the list.
      await expect(page.getByRole('button', { name: add })).toBeEnabled();
      await expect(page.getByText(note)).toHaveCount(0);

      // The list as an agency that deleted every entry sees it.
      await page.route(`**${list}`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
          : route.fallback(),
      );
      await page.reload();
      await expect(page.getByText(note)).toBeVisible();
    });
  }
});
