import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Faq } from '@shared/api-types.js';
import { openScreen, sessionDialog, signIn, test } from './admin-support.js';
import { adminList, E2E_ADMIN, expect, failedResourcePattern, uniqueSuffix } from './support.js';

const FAQS = '/api/admin/faqs';

const toast = (page: Page, title: string): Locator =>
  // While one toast replaces another, both are briefly in the DOM.
  page.locator('.ant-notification-notice').filter({ hasText: title }).first();

/**
 * Ends the page's session on the server, as its timeout would: logged out from a separate client
 * with the page's cookies, so the browser keeps sending the cookie of a session that no longer exists.
 */
async function endSessionOnServer(page: Page, newContext: (state: object) => Promise<APIRequestContext>) {
  const outside = await newContext(await page.context().storageState());
  expect((await outside.post('/api/admin/logout')).status()).toBe(204);
  await outside.dispose();
  expect(await page.context().cookies()).not.toEqual([]);
}

/**
 * Signs in and waits until the dashboard's requests (figures, page-view chart) have answered: a
 * request still under way when the test ends the session would open the sign-in on its own.
 */
async function signInAndSettle(page: Page): Promise<void> {
  const answered = (path: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok());
  const dashboard = Promise.all([answered('/api/admin/stats'), answered('/api/admin/stats/pageviews')]);
  await signIn(page);
  await dashboard;
}

test.describe('control centre: a session that ends while working', () => {
  // Each test ends its own session (never the worker's): signed out, then signed in by the form.
  test.use({ storageState: { cookies: [], origins: [] } });

  let newContext: (state: object) => Promise<APIRequestContext>;
  test.beforeEach(async ({ playwright, baseURL, guard }) => {
    newContext = (state) => playwright.request.newContext({ baseURL, storageState: state as never });
    // The requests of the ended session answer 401; Chromium logs each one.
    guard.allowConsoleError(failedResourcePattern(401));
  });

  test('a save that hits the ended session waits for the in-place sign-in, then goes through', async ({
    page,
    adminRequest,
  }) => {
    const suffix = uniqueSuffix();
    const question = `Bleibt meine Eingabe erhalten ${suffix}?`;
    const answer = `Ja, die Eingabe aus dem Sitzungstest ${suffix} wurde gespeichert.`;
    const posts: number[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(response.url()).pathname === FAQS)
        posts.push(response.status());
    });

    await signInAndSettle(page);
    await openScreen(page, 'FAQ', 'faq');
    await page.getByRole('button', { name: 'Neuer FAQ-Eintrag' }).click();
    const form = page.getByRole('dialog', { name: 'FAQ hinzufügen' });
    await form.getByLabel('Frage').fill(question);
    await form.getByLabel('Antwort').fill(answer);

    await endSessionOnServer(page, newContext);
    await form.getByRole('button', { name: 'Speichern' }).click();

    // The sign-in opens over the FAQ dialog, which keeps everything typed.
    const dialog = sessionDialog(page);
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Bitte melden Sie sich erneut an. Ihre Eingaben bleiben erhalten.'),
    ).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Frage')).toHaveValue(question);
    await expect(form.getByLabel('Antwort')).toHaveValue(answer);
    expect(posts).toEqual([401]);
    // The user name is filled in: the password field has the focus.
    await expect(dialog.getByLabel('Benutzername')).toHaveValue(E2E_ADMIN.username);
    await expect(dialog.getByLabel('Passwort')).toBeFocused();

    // The login's own messages: a wrong password is refused and the dialog stays.
    await dialog.getByLabel('Benutzername').fill(`niemand-${suffix}`);
    await dialog.getByLabel('Passwort').fill('falsches-passwort');
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.' }),
    ).toBeVisible();
    await expect(form.getByLabel('Frage')).toHaveValue(question);
    // An empty field is not sent at all.
    await dialog.getByLabel('Passwort').fill('');
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Bitte füllen Sie beide Felder aus.' }),
    ).toBeVisible();

    await dialog.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await dialog.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The waiting save was sent again: it answers its caller (toast, dialog closed, list refetched).
    await expect(toast(page, 'FAQ erstellt')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.locator('.faq-list .ant-collapse-item').filter({ hasText: question })).toBeVisible();
    expect(posts).toEqual([401, 201]);
    await expect(page.getByText(`Angemeldet als ${E2E_ADMIN.username}`)).toBeVisible();

    const saved = (await adminList<Faq>(adminRequest, FAQS)).filter((entry) => entry.question === question);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.answer).toBe(answer);
    expect((await adminRequest.delete(`${FAQS}/${saved[0]!.id}`)).status()).toBe(204);
  });

  test('a screen that cannot load asks for the sign-in; cancelling it leads to the login, with no data of the old session left', async ({
    page,
    adminRequest,
  }) => {
    const faqs = await adminList<Faq>(adminRequest, FAQS);
    expect(faqs.length).toBeGreaterThan(0);
    const shown = faqs[0]!.question;

    await signInAndSettle(page);
    await openScreen(page, 'FAQ', 'faq');
    await expect(page.getByText(shown)).toBeVisible();
    await endSessionOnServer(page, newContext);
    // A screen whose data cannot load for the ended session asks for the sign-in, not an error.
    // (Vorlagen: the dashboard's content card has the content lists loaded already.)
    await openScreen(page, 'Vorlagen', 'vorlagen');
    await expect(sessionDialog(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Vorlagen' })).toBeVisible();
    await expect(page.locator('.ant-alert-error')).toHaveCount(0);

    await sessionDialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('form', { name: 'Anmeldung' })).toBeVisible();
    await expect(sessionDialog(page)).toHaveCount(0);
    await expect(page.getByText(/Angemeldet als/)).toHaveCount(0);
    await expect(page.getByText(shown)).toHaveCount(0);
    await expect(page.locator('.admin-layout')).toHaveCount(0);

    // Back in the history: still signed out, the guard sends to the login; the dialog stays away.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(sessionDialog(page)).toHaveCount(0);

    // The login page starts a new session as always.
    await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await openScreen(page, 'FAQ', 'faq');
    await expect(page.getByText(shown)).toBeVisible();
  });
});
