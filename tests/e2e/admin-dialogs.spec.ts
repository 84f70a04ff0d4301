import { test } from './admin-support.js';
import { expect, resizeAndSettle } from './support.js';

/**
 * A toast (5 s) sits away from the header's „Angemeldet als …“, the add button and the site link,
 * on a wide screen (bottom right) and on a phone (bottom): measured at 1440 px, then at 390 px
 * while it is still up. (Back out of a changed dialog: FormDialog.test.tsx; the question's axe
 * check at both sizes: admin-settings.spec.ts and newsletter.spec.ts.)
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

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
