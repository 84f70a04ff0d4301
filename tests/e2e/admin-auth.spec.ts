import { E2E_ADMIN, expect, failedResourcePattern } from './support.js';
import { menuItem, signIn, test } from './admin-support.js';

/** Every screen of the sidebar with its heading. */
const SCREENS = [
  { label: 'Dashboard', path: 'dashboard', heading: 'Dashboard' },
  { label: 'Bewerbungen', path: 'bewerbungen', heading: 'Bewerbungen' },
  { label: 'Livestream-Plan', path: 'livestream', heading: /Livestream/ },
  { label: 'Highlights', path: 'highlights', heading: 'Highlights' },
  { label: 'Streamer', path: 'streamer', heading: 'Streamer' },
  { label: 'Feedbacks', path: 'feedbacks', heading: 'Feedbacks' },
  { label: 'FAQ', path: 'faq', heading: /FAQ/ },
  { label: 'Nachrichten', path: 'nachrichten', heading: 'Nachrichten' },
  { label: 'Auskunft & Löschung', path: 'auskunft', heading: 'Auskunft & Löschung' },
];

test.describe('control centre: session', () => {
  // Signed out: these tests sign in through the form (logout ends its own session, not the worker's).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('guarded screens send a visitor without session to the login at /admin', async ({ page, guard }) => {
    // The current-user check answers 401: that means signed out, the browser logs the status.
    guard.allowConsoleError(failedResourcePattern(401));
    for (const screen of SCREENS) {
      await page.goto(`/admin/${screen.path}`);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    }
    // The login inputs help password managers.
    await expect(page.getByLabel('Benutzername')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Passwort')).toHaveAttribute('autocomplete', 'current-password');
  });

  test('login: empty fields, wrong credentials, then success with its toast', async ({ page, guard }) => {
    guard.allowConsoleError(failedResourcePattern(401));
    await page.goto('/admin');
    const submit = page.getByRole('button', { name: 'Anmelden' });

    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte füllen Sie beide Felder aus.' }),
    ).toBeVisible();

    // A wrong password for a name nobody uses (so the real account is never throttled).
    await page.getByLabel('Benutzername').fill(`niemand-${Date.now()}`);
    await page.getByLabel('Passwort').fill('falsches-passwort');
    await submit.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.' }),
    ).toBeVisible();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'Login fehlgeschlagen' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await submit.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const toast = page.locator('.ant-notification-notice');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Login erfolgreich');
    await expect(toast).toContainText('Willkommen zurück im Admin-Panel!');

    // Signed in, /admin itself leads to the dashboard.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('logout ends the session and returns to the public home page', async ({ page, guard }) => {
    guard.allowConsoleError(failedResourcePattern(401));
    await signIn(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: 'Logout erfolgreich' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.locator('#hero')).toBeVisible();
    // The session really ended on the server.
    const user = await page.request.get('/api/admin/user');
    expect(user.status()).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('control centre: signed in', () => {
  test('the dashboard shows the eight statistics in German number format and the page-view chart', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    for (const title of [
      'Neue Bewerbungen',
      'Bewerbungen gesamt',
      'Seitenaufrufe heute (letzte 24 Stunden)',
      'Seitenaufrufe gestern',
      'Seitenaufrufe letzte 7 Tage',
      'Seitenaufrufe letzte 14 Tage',
      'Seitenaufrufe letzte 30 Tage',
      'Seitenaufrufe letzte 90 Tage',
    ]) {
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
  });

  test('the dashboard shows the error text when the statistics cannot be loaded', async ({ page, guard }) => {
    guard.allowConsoleError(failedResourcePattern(500));
    await page.route('**/api/admin/stats', (route) => route.fulfill({ status: 500, body: 'kaputt' }));
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Fehler beim Laden der Statistiken.')).toBeVisible({ timeout: 10_000 });
  });

  test('every screen of the sidebar loads without a console error', async ({ page }) => {
    await page.goto('/admin/dashboard');
    for (const screen of SCREENS) {
      await menuItem(page, screen.label).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${screen.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.locator('.ant-alert-error')).toHaveCount(0);
      // A reload answers the same screen (history fallback on the server).
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    }
  });

  test('the mobile drawer holds the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    await expect(menuItem(page, 'FAQ')).toBeHidden();
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await menuItem(page, 'FAQ').click();
    await expect(page).toHaveURL(/\/admin\/faq$/);
    await expect(menuItem(page, 'FAQ')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
