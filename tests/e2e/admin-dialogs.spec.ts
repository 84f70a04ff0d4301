import { menuItem, test } from './admin-support.js';
import { expect, expectAccessible, resizeAndSettle } from './support.js';

/**
 * A toast (5 s) sits away from the header's „Angemeldet als …“, the add button and the site link,
 * on a wide screen (bottom right) and on a phone (bottom): measured at 1440 px, then at 390 px
 * while it is still up.
 */
test('a toast covers neither „Angemeldet als …“ nor the add button, at 1440 and at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/highlights');
  const add = page.getByRole('button', { name: 'Neues Highlight' });
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Highlight hinzufügen' });
  // A refused file: the toast stays for 5 s.
  await dialog.locator('[data-testid=image-upload-input]').setInputFiles({
    name: 'notizen.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('kein Bild'),
  });
  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Ungültiger Dateityp' });
  await expect(toast).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const size of [1440, 390]) {
    if (size === 390) await resizeAndSettle(page, { width: 390, height: 844 });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const [name, covered] of [
      ['Angemeldet als', page.getByText(/^Angemeldet als /)],
      ['Neues Highlight', add],
      ['Website ansehen', page.getByRole('link', { name: 'Website ansehen' })],
    ] as const) {
      expect(overlaps(toastBox, (await covered.boundingBox())!), `${name} at ${size} px`).toBe(false);
    }
  }
});

/**
 * A dialog's unsaved form and the browser's Back: the question comes before the screen goes, at
 * both sizes with axe; „Weiter bearbeiten“ keeps the dialog as it was, „Verwerfen“ goes back.
 */
test('Back from a content dialog with typed text asks „Änderungen verwerfen?“ first, at 1440 and 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/dashboard');
  await menuItem(page, 'FAQ').click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  const add = page.getByRole('button', { name: 'Neuer FAQ-Eintrag' });
  await expect(add).toBeEnabled();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'FAQ hinzufügen' });
  await dialog.getByLabel('Frage').fill('Eine halb geschriebene Frage?');

  await page.evaluate(() => window.history.back());
  const question = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  await expect(question).toContainText('Ihre Eingaben in diesem Dialog sind noch nicht gespeichert.');
  for (const size of [1440, 390]) {
    if (size === 390) await resizeAndSettle(page, { width: 390, height: 844 });
    await expect(question).toBeVisible();
    await expectAccessible(page);
  }
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(dialog.getByLabel('Frage')).toHaveValue('Eine halb geschriebene Frage?');

  await page.evaluate(() => window.history.back());
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
