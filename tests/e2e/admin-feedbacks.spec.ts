import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { Feedback } from '@shared/api-types.js';
import { test } from './admin-support.js';
import { adminList, expect, failedResourcePattern, uniqueSuffix, waitForHydration } from './support.js';

// The feedback form's validation texts, word for word (deliberately not imported from shared/messages.ts).
const MESSAGES = {
  name: 'Name muss mindestens 3 Zeichen lang sein',
  content: 'Text muss mindestens 5 Zeichen lang sein',
  profileImageUrl: 'Ein Profilbild ist erforderlich',
};

const ADMIN_LIST = '/api/admin/feedbacks';

/** A small real PNG, written to the test's output folder. */
async function pngFile(testInfo: TestInfo): Promise<string> {
  const file = testInfo.outputPath('feedback-profile.png');
  await sharp({ create: { width: 48, height: 48, channels: 3, background: '#8b5cf6' } })
    .png()
    .toFile(file);
  return file;
}

async function openFeedbacks(page: Page): Promise<void> {
  await page.goto('/admin/feedbacks');
  await expect(page.getByRole('list', { name: 'Feedbacks' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name: `Feedback von ${name}` });

/** The toast (antd notification) with this title. */
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });

/** Clicks a star of an antd Rate: its right half gives the full value. */
async function chooseStars(rate: Locator, stars: number): Promise<void> {
  // The dialog zooms in: measured while it still grows, the star is narrower than it will be and
  // the click lands on its left half (half a star less). Measure once it stands still.
  await rate.evaluate((element) =>
    Promise.all(
      (element.closest('.ant-modal') ?? element)
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );
  const star = rate.locator('.ant-rate-star').nth(stars - 1);
  const box = await star.boundingBox();
  if (!box) throw new Error('star not visible');
  await star.click({ position: { x: box.width * 0.8, y: box.height / 2 } });
}

async function publicFeedback(request: APIRequestContext, name: string): Promise<Feedback | undefined> {
  const response = await request.get('/api/feedbacks');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Feedback[]).find((feedback) => feedback.name === name);
}

/** The landing page's testimonial card of this name (in a second tab, so the admin stays open). */
async function landingCard(page: Page, name: string): Promise<Locator> {
  // A second goto to the same URL with a fragment would only scroll; reload to get fresh HTML.
  if (new URL(page.url()).pathname === '/') await page.reload();
  else await page.goto('/#testimonials');
  await waitForHydration(page, '#testimonials');
  return page.locator('#testimonials .testimonial-card', { hasText: name });
}

test.describe('control centre: feedbacks (/admin/feedbacks)', () => {
  let suffix = '';

  test.beforeEach(() => {
    suffix = uniqueSuffix();
  });

  // Nothing of this file may stay behind for other spec files (the landing page counts cards).
  test.afterEach(async ({ request }) => {
    const leftovers = (await adminList<Feedback>(request, ADMIN_LIST)).filter((f) => f.name.includes(suffix));
    for (const feedback of leftovers) await request.delete(`${ADMIN_LIST}/${feedback.id}`);
  });

  test('creates a feedback with an uploaded picture, edits its rating and deletes it; API and landing page follow', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const name = `E2E Creatorin ${suffix}`;
    const content = `Die Agentur hat mir beim Start sehr geholfen (${suffix}).`;
    const tiktokUrl = `https://www.tiktok.com/@e2e_${suffix}`;
    const before = await adminList<Feedback>(request, ADMIN_LIST);
    const expectedOrder = Math.max(0, ...before.map((feedback) => feedback.order)) + 1;

    await openFeedbacks(page);

    // Create: the position starts at the highest + 1, the rating at 5.
    await page.getByRole('button', { name: 'Neues Feedback' }).click();
    const create = page.getByRole('dialog', { name: 'Feedback hinzufügen' });
    await expect(create.getByLabel('Position')).toHaveValue(String(expectedOrder));
    await expect(create.locator('.ant-rate-star-full')).toHaveCount(5);
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Text').fill(content);
    await create.getByLabel('TikTok-URL').fill(tiktokUrl);
    await create.getByTestId('image-upload-input').setInputFiles(await pngFile(testInfo));
    await expect(create.getByRole('button', { name: 'Bild ersetzen' })).toBeVisible();
    await expect(create.getByRole('img', { name: 'Vorschau' })).toHaveAttribute('src', /^\/uploads\//);
    await create.getByRole('button', { name: 'Speichern' }).click();

    await expect(toast(page, 'Feedback erstellt')).toBeVisible();
    await expect(create).toBeHidden();
    const created = card(page, name);
    await expect(created).toContainText(content);
    await expect(created).toContainText('TikTok Creator'); // no role given
    await expect(created).toContainText('5 von 5');
    await expect(created).toContainText(`Position ${expectedOrder}`);
    await expect(created.getByRole('link', { name: 'TikTok-Profil' })).toHaveAttribute('href', tiktokUrl);
    await expect(created.getByRole('img', { name: `Profilbild von ${name}` })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    // Sorted by order: the new entry (highest order) is the last card.
    await expect(page.getByRole('article').last()).toHaveAccessibleName(`Feedback von ${name}`);

    const stored = await publicFeedback(request, name);
    expect(stored).toMatchObject({ content, rating: 5, role: null, tiktokUrl, order: expectedOrder });
    expect(stored!.profileImageUrl).toMatch(/^\/uploads\//);
    const picture = await request.get(stored!.profileImageUrl);
    expect(picture.status()).toBe(200);

    const site = await context.newPage();
    const onLanding = await landingCard(site, name);
    await expect(onLanding).toHaveCount(1);
    await expect(onLanding).toContainText(content);
    await expect(onLanding.getByRole('img', { name: 'Bewertung: 5 von 5 Sternen' })).toBeAttached();

    // Edit: the dialog holds the stored values; a new rating and role are saved.
    await created.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Feedback bearbeiten' });
    await expect(edit.getByLabel('Name')).toHaveValue(name);
    await expect(edit.getByLabel('Text')).toHaveValue(content);
    await expect(edit.getByLabel('TikTok-URL')).toHaveValue(tiktokUrl);
    await chooseStars(edit.locator('.ant-rate'), 4);
    await expect(edit.locator('.ant-rate-star-full')).toHaveCount(4);
    await edit.getByLabel('Rolle').fill('Gaming-Creatorin');
    await edit.getByRole('button', { name: 'Speichern' }).click();

    await expect(toast(page, 'Feedback aktualisiert')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(created).toContainText('4 von 5');
    await expect(created).toContainText('Gaming-Creatorin');
    expect(await publicFeedback(request, name)).toMatchObject({
      rating: 4,
      role: 'Gaming-Creatorin',
      content,
    });

    const edited = await landingCard(site, name);
    await expect(edited.getByRole('img', { name: 'Bewertung: 4 von 5 Sternen' })).toBeAttached();
    await expect(edited).toContainText('Gaming-Creatorin');

    // Delete, only after the confirmation.
    await created.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText('Wirklich löschen?');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toBeHidden();
    await expect(created).toBeVisible();

    await created.getByRole('button', { name: 'Löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Feedback gelöscht')).toBeVisible();
    await expect(created).toHaveCount(0);
    expect(await publicFeedback(request, name)).toBeUndefined();
    await expect(await landingCard(site, name)).toHaveCount(0);
  });

  test('an empty form shows the schema messages and sends nothing', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === ADMIN_LIST) posts += 1;
    });
    await openFeedbacks(page);

    await page.getByRole('button', { name: 'Neues Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback hinzufügen' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    for (const message of Object.values(MESSAGES)) await expect(dialog.getByText(message)).toBeVisible();

    // Fixing one field leaves the other messages in place.
    await dialog.getByLabel('Name').fill(`E2E ${suffix}`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText(MESSAGES.content)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.profileImageUrl)).toBeVisible();
    await expect(dialog.getByText(MESSAGES.name)).toHaveCount(0);
    expect(posts).toBe(0);

    // The typed name is a change: closing asks first.
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Verwerfen' }).click();
    await expect(dialog).toBeHidden();
    // Opened again, the dialog starts empty.
    await page.getByRole('button', { name: 'Neues Feedback' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByText(MESSAGES.content)).toHaveCount(0);
  });

  test('a failed load shows the error, and "Erneut versuchen" loads the grid', async ({ page, guard }) => {
    guard.allowConsoleError(failedResourcePattern(500));

    // Reads are retried once by themselves, so the read and its retry fail.
    let failures = 0;
    await page.route(`**${ADMIN_LIST}`, async (route) => {
      if (route.request().method() !== 'GET' || failures >= 2) return route.fallback();
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Kaputt"}' });
    });
    await page.goto('/admin/feedbacks');

    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden der Feedbacks' });
    await expect(alert).toContainText('Fehler beim Laden der Feedbacks');
    await expect(alert).toContainText('Fehler beim Laden der Daten');
    await expect(page.getByRole('list', { name: 'Feedbacks' })).toHaveCount(0);
    expect(failures).toBe(2);

    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('list', { name: 'Feedbacks' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('on a phone the cards stack in one column and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/feedbacks');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
