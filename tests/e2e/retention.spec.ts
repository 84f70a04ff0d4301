import type { Application } from '@shared/api-types.js';
import { choose, test } from './admin-support.js';
import { adminList, expect, uniqueSuffix } from './support.js';

/** The e2e server runs with the default periods (APPLICATION_RETENTION_DAYS 180, MESSAGE_RETENTION_DAYS 365). */
test.describe('retention periods', () => {
  test('the application dialog says from when a completed application is deleted', async ({ page }) => {
    const name = `e2e_frist_${uniqueSuffix()}`;
    const applied = await page.request.post('/api/apply', {
      data: { tiktokUsername: name, country: 'Deutschland', ageConfirm: true, privacyConfirm: true },
    });
    expect(applied.status(), 'POST /api/apply').toBe(201);

    await page.goto('/admin/bewerbungen');
    // The list shows TikTok names as „@name“.
    await page.getByText(`@${name}`, { exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Bewerbungsdetails' });
    await expect(dialog).toBeVisible();
    const note = dialog.getByText(/automatisch gelöscht/);
    await expect(note).toHaveCount(0);

    await choose(page, dialog.getByLabel('Status'), 'Erledigt');
    const deleteAfter = async () =>
      (await adminList<Application>(page.request, '/api/admin/applications')).find(
        (row) => row.tiktokUsername === name,
      )?.deleteAfter ?? null;
    await expect.poll(deleteAfter).not.toBeNull();
    const day = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(
      new Date((await deleteAfter())!),
    );
    await expect(note).toHaveText(
      `Wird ab dem ${day} automatisch gelöscht (Aufbewahrung: 180 Tage nach „Erledigt“).`,
    );
  });
});
