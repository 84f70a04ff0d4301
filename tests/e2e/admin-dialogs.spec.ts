import type { ContentDefinition } from '@shared/content/define.js';
import { POSITION, positionOf } from '@shared/content/define.js';
import { isRequired } from '@shared/content/fields.js';
import { CONTENT } from '@shared/content/index.js';
import { adminContentPath, CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { test } from './admin-support.js';
import { adminList, expect } from './support.js';

/**
 * Every content dialog works one way: its required fields are marked, and an entry's place is one
 * number with one name, "Position" counted from 1, the same in its list and its form (the API's
 * order counts from 0 for some types).
 */
test('every content dialog marks its required fields and opens the first entry at its position', async ({
  page,
  request,
}) => {
  for (const name of CONTENT_TYPE_NAMES) {
    const definition = CONTENT[name] as unknown as ContentDefinition;
    const { admin } = definition;
    const entries = await adminList<{ id: number; order: number }>(request, adminContentPath(name));
    const first = [...entries].sort((a, b) => a.order - b.order || a.id - b.id)[0];
    expect(first, `a seeded ${name} entry`).toBeDefined();

    await page.goto(`/admin${admin.path}`);
    await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
    await page.getByRole('button', { name: 'Bearbeiten', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `${admin.one} bearbeiten` });
    await expect(dialog).toBeVisible();

    const position = positionOf(first!.order, definition.order);
    await expect(dialog.getByLabel(POSITION, { exact: true }), name).toHaveValue(String(position));

    for (const [key, field] of Object.entries(definition.fields)) {
      const label = dialog.locator(`label[for="${admin.form}_${key}"]`);
      await expect(label, `${name}.${key}`).toHaveCount(1);
      if (isRequired(field)) await expect(label, `${name}.${key}`).toHaveClass(/ant-form-item-required/);
      else await expect(label, `${name}.${key}`).not.toHaveClass(/ant-form-item-required/);
    }
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
  }
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a toast covers neither „Angemeldet als …“ nor the add button at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
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
    const toastBox = (await toast.boundingBox())!;
    for (const [name, covered] of [
      ['Angemeldet als', page.getByText(/^Angemeldet als /)],
      ['Neues Highlight', add],
      ['Website ansehen', page.getByRole('link', { name: 'Website ansehen' })],
    ] as const) {
      expect(overlaps(toastBox, (await covered.boundingBox())!), name).toBe(false);
    }
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
