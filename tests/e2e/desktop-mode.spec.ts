import { E2E_DESKTOP_PORT } from './e2e-env.js';
import { E2E_ADMIN, expect, failedResourcePattern, test, uniqueSuffix } from './support.js';
import { menuItem, sessionDialog, signInAgain } from './admin-support.js';
import { PRELOAD_BRIDGE, startDesktopHarness, type DesktopHarness } from './desktop/harness.js';
import { desktopMessages } from '@desktop/main/messages.js';

/**
 * The desktop app without the Electron binary: the built renderer (out/renderer) in Chromium,
 * served and forwarded by the main-process code (tests/e2e/desktop/harness.ts) to the real server.
 * Every request of the page goes to the harness only (the guard fails on any other origin).
 */
let harness: DesktopHarness;

test.use({ baseURL: `http://127.0.0.1:${E2E_DESKTOP_PORT}` });

test.beforeAll(async () => {
  harness = await startDesktopHarness(E2E_DESKTOP_PORT);
});
test.afterAll(async () => {
  await harness.close();
});

test.beforeEach(async ({ page }) => {
  await page.exposeFunction('__desktopInvoke', (channel: string, ...args: unknown[]) =>
    harness.invoke(channel, ...args),
  );
  await page.addInitScript(PRELOAD_BRIDGE);
});

test.describe.configure({ mode: 'serial' });

test.describe('desktop mode (renderer through the main-process forwarding)', () => {
  test('first start asks for the server address, checks it and remembers it', async ({
    page,
    guard,
    laneServer,
  }) => {
    // After the setup the app asks who is signed in: nobody (401).
    guard.allowConsoleError(failedResourcePattern(401));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Server verbinden' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Server-Adresse' });
    const connect = page.getByRole('button', { name: 'Verbinden' });

    await input.fill('http://agentur.example');
    await connect.click();
    await expect(page.getByRole('alert')).toHaveText(desktopMessages.addressInsecure);

    // Nothing listens on port 9 of this machine.
    await input.fill('http://127.0.0.1:9');
    await connect.click();
    await expect(page.getByRole('alert')).toHaveText(desktopMessages.unreachable);
    expect(harness.serverAddress()).toBeNull();

    await input.fill(`${laneServer}/`);
    await connect.click();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    expect(harness.serverAddress()).toBe(laneServer);

    // The menu entry brings the form back, with the current address.
    await page.evaluate(() => (window as unknown as { __openServerSettings(): void }).__openServerSettings());
    await expect(page.getByRole('textbox', { name: 'Server-Adresse' })).toHaveValue(laneServer);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  });

  test('login, a FAQ created, edited across an ended session and deleted, logout: the session cookie never reaches the page', async ({
    page,
    context,
    guard,
    laneServer,
  }) => {
    guard.allowConsoleError(failedResourcePattern(401));
    await page.goto('/admin');
    await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Bewerbungen gesamt')).toBeVisible();
    // „Website ansehen“ leads to the agency's site on the configured server (opened in the system
    // browser by the main process's window rules), not to the app's own origin.
    await expect(page.getByRole('link', { name: 'Website ansehen' })).toHaveAttribute(
      'href',
      `${laneServer}/`,
    );
    // The welcome notification covers the top-right buttons until it closes by itself (4.5 s): close it.
    const welcome = page.locator('.ant-notification-notice').filter({ hasText: 'Login erfolgreich' });
    await welcome.locator('.ant-notification-notice-close').click();
    await expect(welcome).toBeHidden();

    // The session cookie is in the main process's store (HttpOnly), not in the browser.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    const stored = await harness.jar.getCookies(`${laneServer}/api/admin/user`);
    expect(stored.map((cookie) => cookie.key).sort()).toEqual(['agency.sid', 'agency.sid.sig']);
    expect(stored.every((cookie) => cookie.httpOnly)).toBe(true);

    // One CRUD screen end to end: the write goes through the forwarding (CSRF check included).
    const question = `Desktop-Frage ${uniqueSuffix()}?`;
    await menuItem(page, 'FAQ').click();
    await page.getByRole('button', { name: 'Neuer FAQ-Eintrag' }).click();
    const dialog = page.getByRole('dialog', { name: 'FAQ hinzufügen' });
    await dialog.getByLabel('Frage').fill(question);
    await dialog.getByLabel('Antwort').fill('Diese Antwort kommt aus der Desktop-App.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(question)).toBeVisible();

    const publicFaqs = async () =>
      (
        (await (await fetch(`${laneServer}/api/faqs`)).json()) as { question: string; answer: string }[]
      ).filter((faq) => faq.question === question);
    expect(await publicFaqs()).toHaveLength(1);

    const row = page.locator('.ant-collapse-item').filter({ hasText: question });
    await row.getByRole('button', { name: 'Bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'FAQ bearbeiten' });
    await editDialog.getByLabel('Antwort').fill('Die Antwort wurde in der Desktop-App geändert.');

    // The session ends on the server meanwhile; the main process's store still holds its cookie.
    // The save waits for the in-place sign-in, then goes through, with the new session's cookie
    // kept by the main process again.
    const logoutUrl = `${laneServer}/api/admin/logout`;
    const oldCookie = await harness.jar.getCookieString(logoutUrl);
    expect((await fetch(logoutUrl, { method: 'POST', headers: { cookie: oldCookie } })).status).toBe(204);
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(sessionDialog(page)).toBeVisible();
    await expect(editDialog.getByLabel('Antwort')).toHaveValue(
      'Die Antwort wurde in der Desktop-App geändert.',
    );
    await signInAgain(page);
    await expect(editDialog).toBeHidden();
    expect(await harness.jar.getCookieString(logoutUrl)).not.toBe(oldCookie);
    expect(await context.cookies()).toEqual([]);
    await expect
      .poll(async () => (await publicFaqs())[0]?.answer)
      .toBe('Die Antwort wurde in der Desktop-App geändert.');

    await row.getByRole('button', { name: 'Löschen' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText(question)).toBeHidden();
    expect(await publicFaqs()).toHaveLength(0);

    // Logout ends the session on the server and leads back to the desktop login.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/\/admin$/);
    // Through the forwarding, with whatever the cookie store still holds: signed out.
    expect((await page.request.get('/api/admin/user')).status()).toBe(401);
  });
});
