import { E2E_ADMIN, expect, failedResourcePattern } from './support.js';
import { test } from './admin-support.js';

test.describe('control centre: session', () => {
  // Signed out: these tests sign in through the form (logout ends its own session, not the worker's).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a guarded screen leads to the login; empty fields, wrong credentials, then success with its toast; logout ends the session', async ({
    page,
    guard,
  }) => {
    // The current-user check answers 401 while signed out: that means signed out, the browser logs the status.
    guard.allowConsoleError(failedResourcePattern(401));
    // Every screen is behind the same guard (routes.tsx): one of them stands for all.
    await page.goto('/admin/faq');
    await expect(page).toHaveURL(/\/admin$/);
    const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
    await expect(submit).toBeVisible();
    // The login inputs help password managers.
    await expect(page.getByLabel('Benutzername')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Passwort')).toHaveAttribute('autocomplete', 'current-password');

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
    // Said once: beside the form, not in a toast as well.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
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
