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
for (const name of CONTENT_TYPE_NAMES) {
  const definition = CONTENT[name] as unknown as ContentDefinition;
  const { admin } = definition;

  test(`${admin.title}: required fields are marked, the first entry opens at position 1`, async ({
    page,
    request,
  }) => {
    const entries = await adminList<{ id: number; order: number }>(request, adminContentPath(name));
    const first = [...entries].sort((a, b) => a.order - b.order || a.id - b.id)[0];
    expect(first, 'a seeded entry').toBeDefined();

    await page.goto(`/admin${admin.path}`);
    await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
    await page.getByRole('button', { name: 'Bearbeiten', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `${admin.one} bearbeiten` });
    await expect(dialog).toBeVisible();

    const position = positionOf(first!.order, definition.order);
    await expect(dialog.getByLabel(POSITION, { exact: true })).toHaveValue(String(position));

    for (const [key, field] of Object.entries(definition.fields)) {
      const label = dialog.locator(`label[for="${admin.form}_${key}"]`);
      await expect(label, `${name}.${key}`).toHaveCount(1);
      if (isRequired(field)) await expect(label, `${name}.${key}`).toHaveClass(/ant-form-item-required/);
      else await expect(label, `${name}.${key}`).not.toHaveClass(/ant-form-item-required/);
    }
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
  });
}
