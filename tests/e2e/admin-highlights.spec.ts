import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { Highlight } from '@shared/api-types.js';
import { test } from './admin-support.js';
import { adminList, expect, uniqueSuffix } from './support.js';

const LIST = '/api/admin/highlights';

/** The month the date field defaults to, as the control centre words it ("November 2026"). */
const currentMonthYear = () =>
  new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    new Date(),
  );

/** A real, small PNG written to the test's output folder. */
async function writePng(testInfo: TestInfo, name: string): Promise<string> {
  const file = testInfo.outputPath(name);
  await sharp({ create: { width: 96, height: 54, channels: 3, background: '#e0357d' } })
    .png()
    .toFile(file);
  return file;
}

async function publicHighlights(request: APIRequestContext): Promise<Highlight[]> {
  const response = await request.get('/api/highlights');
  expect(response.status()).toBe(200);
  return (await response.json()) as Highlight[];
}

/** Titles of the highlight cards on the landing page, in their order. */
async function landingTitles(page: Page): Promise<string[]> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  return page.locator('#highlights .highlight-card__title').allTextContents();
}

const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openHighlights(page: Page) {
  await page.goto('/admin/highlights');
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
}

test.describe('control centre: highlights', () => {
  test('creates a highlight with an uploaded PNG, edits and deletes it; API and landing page follow', async ({
    page,
    request,
  }, testInfo) => {
    const suffix = uniqueSuffix();
    const title = `E2E Highlight ${suffix}`;
    const countBefore = (await adminList<Highlight>(request, LIST)).length;
    await openHighlights(page);

    await page.getByRole('button', { name: 'Neues Highlight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Highlight hinzufügen' });
    await expect(dialog).toBeVisible();
    // Defaults: this month's date with its hint; the position after the last entry (the API's
    // order = current count, counted from 0, so the form's position is one more).
    await expect(dialog.getByLabel('Datum')).toHaveValue(currentMonthYear());
    await expect(dialog.getByText('Monat Jahr', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Position')).toHaveValue(String(countBefore + 1));
    await expect(dialog.getByText('1 = ganz oben', { exact: true })).toBeVisible();

    // Nothing filled in: the shared schema's messages under the fields, nothing is sent.
    await dialog.getByLabel('Datum').fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    for (const message of [
      'Titel ist erforderlich',
      'Beschreibung ist erforderlich',
      'Vorschaubild ist erforderlich',
      'Datum ist erforderlich',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }

    // A file that is no image is refused before upload.
    const upload = dialog.locator('[data-testid=image-upload-input]');
    await upload.setInputFiles({
      name: 'notizen.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kein Bild'),
    });
    await expect(toast(page, 'Ungültiger Dateityp')).toBeVisible();
    await expect(toast(page, 'Bitte wählen Sie nur Bild-Dateien aus (jpg, png usw.)')).toBeVisible();

    // A real PNG is uploaded and previewed from its stored address; its success toast replaces
    // the refusal's.
    await upload.setInputFiles(await writePng(testInfo, 'highlight.png'));
    await expect(dialog.getByRole('button', { name: 'Bild ersetzen' })).toBeVisible();
    await expect(toast(page, 'Bild hochgeladen')).toBeVisible();
    await expect(toast(page, 'Ungültiger Dateityp')).toHaveCount(0);
    await expect(dialog.getByRole('img', { name: 'Vorschau' })).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.webp$/,
    );

    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Beschreibung').fill('Ein Abend voller Live-Battles.');
    await dialog.getByLabel('Datum').fill('März 2026');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Highlight erstellt')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = rowOf(page, title);
    await expect(row).toContainText('Ein Abend voller Live-Battles.');
    await expect(row).toContainText('März 2026');
    await expect(row.getByRole('cell').nth(4)).toHaveText(String(countBefore + 1));

    // The public API holds it with the stored image, which answers as an image.
    const created = (await publicHighlights(request)).find((entry) => entry.title === title);
    expect(created).toMatchObject({ description: 'Ein Abend voller Live-Battles.', date: 'März 2026' });
    expect(created!.imageUrl).toMatch(/^\/uploads\/[a-f0-9]+\.webp$/);
    const image = await request.get(created!.imageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    // Edit: the dialog opens with the stored values.
    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Highlight bearbeiten' });
    await expect(editDialog.getByLabel('Titel')).toHaveValue(title);
    await expect(editDialog.getByLabel('Datum')).toHaveValue('März 2026');
    const edited = `${title} bearbeitet`;
    await editDialog.getByLabel('Titel').fill(edited);
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Highlight aktualisiert')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(rowOf(page, edited)).toBeVisible();
    expect((await publicHighlights(request)).find((entry) => entry.id === created!.id)?.title).toBe(edited);

    // A new dialog after editing starts empty again.
    await page.getByRole('button', { name: 'Neues Highlight' }).click();
    const fresh = page.getByRole('dialog', { name: 'Highlight hinzufügen' });
    await expect(fresh.getByLabel('Titel')).toHaveValue('');
    await expect(fresh.getByText('Kein Bild ausgewählt')).toBeVisible();
    await fresh.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(fresh).toBeHidden();

    // The landing page shows it (its HTML cache is dropped on admin writes).
    expect(await landingTitles(page)).toContain(edited);

    // Delete with confirmation.
    await page.goto('/admin/highlights');
    await expect(rowOf(page, edited)).toBeVisible();
    await rowOf(page, edited).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText('Wirklich löschen?');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Highlight gelöscht')).toBeVisible();
    await expect(rowOf(page, edited)).toHaveCount(0);
    expect((await publicHighlights(request)).some((entry) => entry.id === created!.id)).toBe(false);
    expect(await landingTitles(page)).not.toContain(edited);
  });

  test('moves a highlight up and down; the public order follows', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const existing = await adminList<Highlight>(request, LIST);
    const top = Math.max(0, ...existing.map((entry) => entry.order));
    const ids: number[] = [];
    for (const [index, name] of ['A', 'B'].entries()) {
      const response = await request.post(LIST, {
        data: {
          title: `E2E Reihenfolge ${name} ${suffix}`,
          description: 'Reihenfolge prüfen',
          imageUrl: '/uploads/seed-highlight-1.webp',
          date: 'Mai 2026',
          order: top + 1 + index,
        },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as Highlight).id);
    }
    const [a, b] = [`E2E Reihenfolge A ${suffix}`, `E2E Reihenfolge B ${suffix}`];
    const publicOrder = async () =>
      (await publicHighlights(request)).map((entry) => entry.title).filter((text) => text.endsWith(suffix));

    await openHighlights(page);
    await expect(rowOf(page, b).getByRole('button', { name: 'Nach unten' })).toBeDisabled();
    expect(await publicOrder()).toEqual([a, b]);

    await rowOf(page, b).getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(publicOrder).toEqual([b, a]);
    await expect(rowOf(page, b).getByRole('cell').nth(4)).toHaveText(String(top + 2));
    await expect(rowOf(page, a).getByRole('cell').nth(4)).toHaveText(String(top + 3));
    expect((await landingTitles(page)).filter((text) => text.endsWith(suffix))).toEqual([b, a]);

    await page.goto('/admin/highlights');
    await rowOf(page, b).getByRole('button', { name: 'Nach unten' }).click();
    await expect.poll(publicOrder).toEqual([a, b]);
    await expect(rowOf(page, b).getByRole('cell').nth(4)).toHaveText(String(top + 3));

    for (const id of ids) expect((await request.delete(`${LIST}/${id}`)).status()).toBe(204);
  });
});
