import type { Application } from '@shared/api-types.js';
import { adminList, expect, keptPageTest as test, uniqueSuffix, waitForHydration } from './support.js';

/**
 * Source without cookies, as a visitor meets it: landing on /?ref=tiktok-bio, moving within the
 * page by anchors only (the address keeps its query), applying; the browser context then holds no
 * cookie and nothing in localStorage or sessionStorage, and the control centre shows the source in
 * the list's "Quelle" and filters by it. The sanitising itself is
 * tests/integration/server/routes/public/apply-source.test.ts.
 */
test('applies from /?ref=tiktok-bio without a cookie or storage, and the control centre shows the source', async ({
  page,
  context,
  browser,
  adminSession,
  adminRequest,
  baseURL,
}) => {
  const username = `e2e_ref_${uniqueSuffix()}`;
  await page.goto('/?ref=tiktok-bio');
  await waitForHydration(page, '#apply form');
  // An anchor, as a visitor follows it: the query stays in the address.
  await page.locator('a.hero__apply').click();
  await expect(page).toHaveURL(/\/\?ref=tiktok-bio#apply$/);

  const form = page.locator('#apply form');
  await form.locator('[name="tiktokUsername"]').fill(username);
  await form.locator('[name="country"]').selectOption('Deutschland');
  await form.locator('[name="ageConfirm"]').check();
  await form.locator('[name="privacyConfirm"]').check();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/apply',
  );
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
  const payload = (await sent).postDataJSON() as { source?: Record<string, string> };
  expect(payload.source).toMatchObject({ ref: 'tiktok-bio' });
  await expect(page.locator('.toast .toast__title')).toHaveText('Bewerbung eingereicht');

  // Nothing written in the browser: no cookie, no storage entry, on any origin of the context.
  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  expect(storage).toEqual({ local: 0, session: 0 });
  const state = await context.storageState();
  expect(state.cookies).toEqual([]);
  expect(state.origins.flatMap((origin) => origin.localStorage)).toEqual([]);

  // Stored with its source (nulls for what the landing address did not say).
  const stored = (await adminList<Application>(adminRequest, '/api/admin/applications')).find(
    (entry) => entry.tiktokUsername === username,
  );
  expect(stored?.source).toMatchObject({
    ref: 'tiktok-bio',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
  });

  // The control centre, in a signed-in context of its own: the column and the filter.
  const admin = await browser.newContext({ baseURL, storageState: adminSession, reducedMotion: 'reduce' });
  try {
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/bewerbungen?source=tiktok-bio&q=${encodeURIComponent(username)}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
    await expect(adminPage.getByRole('columnheader', { name: 'Quelle' })).toBeVisible();
    const rows = adminPage.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(username);
    await expect(rows.first()).toContainText('tiktok-bio');
    // The row, beside the name (which links to the TikTok profile).
    await rows
      .first()
      .getByRole('cell')
      .filter({ hasText: username })
      .click({ position: { x: 4, y: 4 } });
    const dialog = adminPage.getByRole('dialog', { name: 'Bewerbungsdetails' });
    await expect(dialog).toContainText('Quelle');
    await expect(dialog).toContainText('tiktok-bio');
  } finally {
    await admin.close();
  }
});
