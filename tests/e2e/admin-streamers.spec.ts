import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { Streamer } from '@shared/api-types.js';
import { choose, test } from './admin-support.js';
import { adminList, expect, failedResourcePattern, uniqueSuffix } from './support.js';

const LIST = '/api/admin/streamers';
const MISSING = 'Bitte füllen Sie alle Pflichtfelder aus (TikTok-Name, TikTok-URL, Profilbild).';

/** A real, small PNG written to the test's output folder. */
async function writePng(testInfo: TestInfo, name: string): Promise<string> {
  const file = testInfo.outputPath(name);
  await sharp({ create: { width: 120, height: 120, channels: 3, background: '#8b5cf6' } })
    .png()
    .toFile(file);
  return file;
}

async function publicStreamers(request: APIRequestContext): Promise<Streamer[]> {
  const response = await request.get('/api/streamers');
  expect(response.status()).toBe(200);
  return (await response.json()) as Streamer[];
}

/** Names on the streamer cards of the landing page, in their order. */
async function landingNames(page: Page): Promise<string[]> {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  return page.locator('#creators .creator-card__name').allTextContents();
}

const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openStreamers(page: Page) {
  await page.goto('/admin/streamer');
  await expect(page.getByRole('heading', { level: 1, name: 'Streamer' })).toBeVisible();
}

test.describe('control centre: streamers', () => {
  test('creates a streamer with an uploaded PNG, edits and deletes it; API and landing page follow', async ({
    page,
    request,
  }, testInfo) => {
    const suffix = uniqueSuffix();
    const handle = `@e2e.${suffix}`;
    const countBefore = (await adminList<Streamer>(request, LIST)).length;
    await openStreamers(page);

    await page.getByRole('button', { name: 'Neuer Streamer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Streamer hinzufügen' });
    await expect(dialog).toBeVisible();
    // The form's defaults: Deutschland, no frame, default tag colour, not featured, order = current count.
    await expect(dialog.locator('.ant-select').filter({ hasText: 'Deutschland' })).toBeVisible();
    await expect(dialog.locator('.ant-select').filter({ hasText: 'Standard (kein Rahmen)' })).toBeVisible();
    await expect(dialog.locator('.ant-select').filter({ hasText: /^Standard$/ })).toBeVisible();
    // The position after the last one (API order = count, from 0).
    await expect(dialog.getByLabel('Position')).toHaveValue(String(countBefore + 1));
    await expect(dialog.getByRole('switch')).not.toBeChecked();
    // The switch says what it does.
    await expect(dialog.getByText('Nur hervorgehobene Streamer erscheinen auf der Website.')).toBeVisible();
    await expect(dialog.getByText('Empfohlen: 400x400 Pixel, quadratisch')).toBeVisible();

    // Nothing filled in: the extra check names every missing field, the schema marks them.
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, MISSING)).toContainText('TikTok-Name, TikTok-URL, Profilbild');
    await expect(dialog.getByText('TikTok-Name ist erforderlich', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie eine gültige URL ein', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Profilbild ist erforderlich', { exact: true })).toBeVisible();

    // The name follows the TikTok name without "@".
    await dialog.getByLabel('TikTok-Name').fill(handle);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(`e2e.${suffix}`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Es fehlt: TikTok-URL, Profilbild')).toContainText(MISSING);

    // Only images are accepted; a real PNG is uploaded.
    const upload = dialog.locator('[data-testid=image-upload-input]');
    await upload.setInputFiles({
      name: 'profil.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(toast(page, 'Ungültiger Dateityp')).toBeVisible();
    await upload.setInputFiles(await writePng(testInfo, 'profil.png'));
    await expect(dialog.getByRole('button', { name: 'Bild ersetzen' })).toBeVisible();

    await dialog.getByLabel('TikTok-URL').fill(`https://www.tiktok.com/${handle}`);
    await dialog.getByLabel('Beschreibung').fill('Streamt Musik und Talk aus Wien.');
    await choose(page, dialog.getByLabel('Land', { exact: true }), 'Österreich');
    await choose(page, dialog.getByLabel('Rahmen', { exact: true }), 'King');
    await dialog.getByLabel('Tags').fill('Top Gifter, Musik');
    await choose(page, dialog.getByLabel('Tag-Farbe', { exact: true }), 'Türkis');
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Streamer erstellt')).toBeVisible();
    await expect(dialog).toBeHidden();

    const name = `e2e.${suffix}`;
    const row = rowOf(page, handle);
    for (const text of [name, 'Österreich', 'King', 'Top Gifter', 'Musik'])
      await expect(row).toContainText(text);
    await expect(row.getByRole('cell').first()).toHaveText(String(countBefore + 1));
    await expect(row.getByRole('img', { name: 'Hervorgehoben' })).toBeVisible();

    const created = (await publicStreamers(request)).find((entry) => entry.tiktokUsername === handle);
    expect(created).toMatchObject({
      name,
      tiktokUrl: `https://www.tiktok.com/${handle}`,
      description: 'Streamt Musik und Talk aus Wien.',
      country: 'Österreich',
      tags: 'Top Gifter, Musik',
      tagColor: 'turquoise',
      frameType: 'king',
      featured: true,
      order: countBefore,
    });
    expect(created!.profileImageUrl).toMatch(/^\/uploads\/[a-f0-9]+\.webp$/);
    const image = await request.get(created!.profileImageUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    const card = async () => {
      await page.goto('/');
      return page.locator('#creators .creator-card').filter({ hasText: handle });
    };
    await expect(await card()).toContainText('King');
    await expect((await card()).locator('.creator-card__name')).toHaveText(name);

    // Edit: a name of one's own is kept when the TikTok name changes.
    await page.goto('/admin/streamer');
    await rowOf(page, handle).getByRole('button', { name: 'Bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Streamer bearbeiten' });
    await expect(editDialog.getByLabel('TikTok-Name')).toHaveValue(handle);
    await expect(editDialog.locator('.ant-select').filter({ hasText: 'Türkis' })).toBeVisible();
    const ownName = `E2E Streamerin ${suffix}`;
    await editDialog.getByLabel('Name', { exact: true }).fill(ownName);
    const newHandle = `@e2e.neu.${suffix}`;
    await editDialog.getByLabel('TikTok-Name').fill(newHandle);
    await expect(editDialog.getByLabel('Name', { exact: true })).toHaveValue(ownName);
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Streamer aktualisiert')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(rowOf(page, newHandle)).toContainText(ownName);
    expect((await publicStreamers(request)).find((entry) => entry.id === created!.id)).toMatchObject({
      name: ownName,
      tiktokUsername: newHandle,
    });
    expect(await landingNames(page)).toContain(ownName);

    // Delete with confirmation.
    await page.goto('/admin/streamer');
    await rowOf(page, newHandle).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText('Wirklich löschen?');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Streamer gelöscht')).toBeVisible();
    await expect(rowOf(page, newHandle)).toHaveCount(0);
    expect((await publicStreamers(request)).some((entry) => entry.id === created!.id)).toBe(false);
    expect(await landingNames(page)).not.toContain(ownName);
  });

  test('"Hervorgehoben" decides whether the website shows a streamer; the control centre lists all', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `E2E Schalter ${suffix}`;
    const handle = `@schalter.${suffix}`;
    const response = await request.post(LIST, {
      data: {
        name,
        tiktokUsername: handle,
        tiktokUrl: `https://www.tiktok.com/${handle}`,
        profileImageUrl: '/uploads/seed-streamer-1.webp',
      },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as Streamer;

    // Not featured (the default): in the control centre, without star, but not on the website.
    await openStreamers(page);
    await expect(rowOf(page, handle)).toHaveCount(1);
    await expect(rowOf(page, handle).getByRole('img', { name: 'Hervorgehoben' })).toHaveCount(0);
    expect((await publicStreamers(request)).some((entry) => entry.id === id)).toBe(false);
    expect((await request.get(`/api/streamers/${id}`)).status()).toBe(404);
    expect(await landingNames(page)).not.toContain(name);

    // Switched on in the dialog: on the website.
    await page.goto('/admin/streamer');
    await rowOf(page, handle).getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Streamer bearbeiten' });
    const featured = dialog.getByRole('switch', { name: 'Hervorgehoben' });
    await expect(featured).not.toBeChecked();
    await expect(dialog.getByText('Nur hervorgehobene Streamer erscheinen auf der Website.')).toBeVisible();
    await featured.click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Streamer aktualisiert')).toBeVisible();
    await expect(rowOf(page, handle).getByRole('img', { name: 'Hervorgehoben' })).toBeVisible();
    expect((await publicStreamers(request)).some((entry) => entry.id === id)).toBe(true);
    expect(await landingNames(page)).toContain(name);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await landingNames(page)).toContain(name);
    await page.setViewportSize({ width: 1440, height: 900 });

    // And off again: gone from the website, still in the control centre.
    await page.goto('/admin/streamer');
    await rowOf(page, handle).getByRole('button', { name: 'Bearbeiten' }).click();
    await dialog.getByRole('switch', { name: 'Hervorgehoben' }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Streamer aktualisiert')).toBeVisible();
    await expect(rowOf(page, handle)).toHaveCount(1);
    await expect(rowOf(page, handle).getByRole('img', { name: 'Hervorgehoben' })).toHaveCount(0);
    expect(await landingNames(page)).not.toContain(name);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await landingNames(page)).not.toContain(name);

    expect((await request.delete(`${LIST}/${id}`)).status()).toBe(204);
  });

  test('moves a streamer up and down; the public order follows', async ({ page, request }) => {
    const suffix = uniqueSuffix();
    const existing = await adminList<Streamer>(request, LIST);
    const top = Math.max(0, ...existing.map((entry) => entry.order));
    const names = [`E2E Reihe A ${suffix}`, `E2E Reihe B ${suffix}`];
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const response = await request.post(LIST, {
        data: {
          name,
          tiktokUsername: `@reihe${index}.${suffix}`,
          tiktokUrl: `https://www.tiktok.com/@reihe${index}.${suffix}`,
          profileImageUrl: '/uploads/seed-streamer-1.webp',
          // Featured: only those are on the website, whose order this test follows.
          featured: true,
          order: top + 1 + index,
        },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as Streamer).id);
    }
    const [a, b] = names as [string, string];
    const publicOrder = async () =>
      (await publicStreamers(request)).map((entry) => entry.name).filter((text) => text.endsWith(suffix));

    await openStreamers(page);
    await expect(rowOf(page, b).getByRole('button', { name: 'Nach unten' })).toBeDisabled();
    expect(await publicOrder()).toEqual([a, b]);

    await rowOf(page, b).getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(publicOrder).toEqual([b, a]);
    await expect(rowOf(page, b).getByRole('cell').first()).toHaveText(String(top + 2));
    await expect(rowOf(page, a).getByRole('cell').first()).toHaveText(String(top + 3));
    expect((await landingNames(page)).filter((text) => text.endsWith(suffix))).toEqual([b, a]);

    await page.goto('/admin/streamer');
    await rowOf(page, b).getByRole('button', { name: 'Nach unten' }).click();
    await expect.poll(publicOrder).toEqual([a, b]);
    await expect(rowOf(page, b).getByRole('cell').first()).toHaveText(String(top + 3));

    for (const id of ids) expect((await request.delete(`${LIST}/${id}`)).status()).toBe(204);
  });

  test('a failed update keeps the dialog open and names the reason', async ({ page, guard }) => {
    guard.allowConsoleError(failedResourcePattern(503));
    await openStreamers(page);
    await page.route(`**${LIST}/*`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, json: { message: 'Wartungsarbeiten.' } })
        : route.fallback(),
    );
    await page.getByRole('row').nth(1).getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Streamer bearbeiten' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Der Streamer konnte nicht aktualisiert werden.')).toContainText(
      'Wartungsarbeiten.',
    );
    await expect(dialog).toBeVisible();
  });

  test('shows the empty text and the load error', async ({ page, guard }) => {
    guard.allowConsoleError(failedResourcePattern(500));
    await page.route(`**${LIST}`, (route) => route.fulfill({ json: [] }));
    await page.goto('/admin/streamer');
    await expect(page.getByText('Keine Streamer vorhanden.')).toBeVisible();

    await page.unroute(`**${LIST}`);
    await page.route(`**${LIST}`, (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Fehler beim Laden der Streamer.' })).toBeVisible({
      timeout: 10_000,
    });
  });
});
