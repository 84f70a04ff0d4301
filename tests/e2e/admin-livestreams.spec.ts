import type { Locator, Page } from '@playwright/test';
import type { Livestream } from '@shared/api-types.js';
import { choose, test } from './admin-support.js';
import { adminList, expect, uniqueSuffix } from './support.js';

const ADMIN_PATH = '/api/admin/livestreams';

async function openLivestreams(page: Page): Promise<void> {
  await page.goto('/admin/livestream');
  await expect(page.getByRole('heading', { level: 1, name: 'Livestream-Plan' })).toBeVisible();
}

const rowOf = (page: Page, title: string): Locator => page.getByRole('row').filter({ hasText: title });

const toast = (page: Page, text: string): Locator =>
  // While one toast replaces another, both are briefly in the DOM.
  page.locator('.ant-notification').getByText(text).first();

/** Public entries in the public API's order (GET /api/livestreams). */
async function publicLivestreams(page: Page): Promise<Livestream[]> {
  const response = await page.request.get('/api/livestreams');
  expect(response.status()).toBe(200);
  return (await response.json()) as Livestream[];
}

/** The schedule section of the landing page: every card is in the HTML (mobile swiper), the grid shows 6. */
async function scheduleTitles(page: Page, title: string): Promise<Locator> {
  await page.goto('/');
  return page.locator('#schedule .schedule-card__title', { hasText: title });
}

test.describe('control centre: livestream plan', () => {
  // A test that stops half-way must not leave its entry behind: a stray LIVE entry would change
  // the landing page that later tests check.
  test.afterEach(async ({ request }) => {
    for (const entry of await adminList<Livestream>(request, ADMIN_PATH)) {
      if (/^E2E-(Stream|Reihenfolge) /.test(entry.title)) {
        expect((await request.delete(`${ADMIN_PATH}/${entry.id}`)).status()).toBe(204);
      }
    }
  });

  test('creates, edits and deletes an entry through the dialogs; public API and landing page follow', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const title = `E2E-Stream ${suffix}`;
    const before = await adminList<Livestream>(request, ADMIN_PATH);
    await openLivestreams(page);
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    // An empty form shows the shared schema's messages and sends nothing.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(ADMIN_PATH)) posts.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Neuer Livestream' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Livestream hinzufügen' });
    await expect(createDialog).toBeVisible();
    // The position after the last one (API order = count, from 0).
    await expect(createDialog.getByLabel('Position')).toHaveValue(String(before.length + 1));
    await expect(createDialog.getByLabel('Uhrzeit')).toHaveAttribute('placeholder', '19:00');
    await expect(createDialog.getByRole('switch')).not.toBeChecked();
    await createDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(createDialog.getByText('Tag ist erforderlich')).toBeVisible();
    await expect(createDialog.getByText('Uhrzeit ist erforderlich')).toBeVisible();
    await expect(createDialog.getByText('Titel ist erforderlich')).toBeVisible();
    expect(posts).toEqual([]);

    // Create.
    await choose(page, createDialog.getByLabel('Tag', { exact: true }), 'Freitag');
    await createDialog.getByLabel('Uhrzeit').fill('21:15');
    await createDialog.getByLabel('Titel').fill(title);
    await createDialog.getByLabel('Beschreibung').fill('Ein Stream aus dem Browsertest.');
    await expect(createDialog.getByText('Tag ist erforderlich')).toHaveCount(0);
    await createDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Livestream erstellt')).toBeVisible();
    await expect(createDialog).toBeHidden();
    const row = rowOf(page, title);
    await expect(row).toContainText('Freitag');
    await expect(row).toContainText('21:15');
    await expect(row).toContainText('Ein Stream aus dem Browsertest.');
    await expect(row.getByText('LIVE', { exact: true })).toHaveCount(0);
    expect(JSON.parse(posts[0]!)).toMatchObject({
      day: 'friday',
      time: '21:15',
      title,
      description: 'Ein Stream aus dem Browsertest.',
      isLive: false,
      order: before.length,
    });

    const created = (await publicLivestreams(page)).find((entry) => entry.title === title);
    expect(created).toMatchObject({ day: 'friday', time: '21:15', isLive: false, order: before.length });
    await expect((await scheduleTitles(page, title)).first()).toBeAttached();

    // Edit: the dialog starts with the stored values.
    await page.goto('/admin/livestream');
    await rowOf(page, title).getByRole('button', { name: 'Bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Livestream bearbeiten' });
    await expect(editDialog.getByLabel('Titel')).toHaveValue(title);
    await expect(editDialog.getByLabel('Uhrzeit')).toHaveValue('21:15');
    await expect(editDialog.getByText('Freitag')).toBeVisible();
    const edited = `${title} (neu)`;
    await choose(page, editDialog.getByLabel('Tag', { exact: true }), 'Sonntag');
    await editDialog.getByLabel('Uhrzeit').fill('18:45');
    await editDialog.getByLabel('Titel').fill(edited);
    await editDialog.getByLabel('Beschreibung').fill('');
    await editDialog.getByLabel('Gerade live').click();
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Livestream aktualisiert')).toBeVisible();
    await expect(editDialog).toBeHidden();
    const editedRow = rowOf(page, edited);
    await expect(editedRow).toContainText('Sonntag');
    await expect(editedRow).toContainText('18:45');
    await expect(editedRow.getByText('LIVE', { exact: true })).toBeVisible();

    const afterEdit = (await publicLivestreams(page)).find((entry) => entry.id === created!.id);
    expect(afterEdit).toMatchObject({
      title: edited,
      day: 'sunday',
      time: '18:45',
      description: null,
      isLive: true,
      order: before.length,
    });
    await expect((await scheduleTitles(page, edited)).first()).toBeAttached();

    // Delete, after a confirmation that can be cancelled.
    await page.goto('/admin/livestream');
    await rowOf(page, edited).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm.getByText('Wirklich löschen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(rowOf(page, edited)).toHaveCount(1);
    await rowOf(page, edited).getByRole('button', { name: 'Löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Livestream gelöscht')).toBeVisible();
    await expect(rowOf(page, edited)).toHaveCount(0);

    expect((await publicLivestreams(page)).some((entry) => entry.id === created!.id)).toBe(false);
    await expect(await scheduleTitles(page, edited)).toHaveCount(0);
  });
});
