import type { Page } from '@playwright/test';
import { expectAccessible, failedResourcePattern } from './support.js';
import { expect, nextCode, signInWithCode, test, type StaffAccount } from './staff-support.js';

/**
 * Staff accounts in the browser, against their own server (second factor required, passkeys on
 * localhost): invitation to sign-in, the recovery code, a passkey through Chromium's virtual
 * authenticator, a role without applications, and ending another session.
 */

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Checks the screen with axe at both sizes (and saves a screenshot when SCREENSHOTS_DIR is set). */
async function checkBothSizes(page: Page, name: string): Promise<void> {
  // The screen as it settles: no spinner, of the screen or of a list in it, still turning.
  await expect(page.locator('[role="status"][aria-label="Wird geladen"], [aria-busy="true"]')).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({
        path: `${process.env.SCREENSHOTS_DIR}/staff-${name}-${size.width}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize(SIZES[0]!);
}

test.beforeEach(({ guard }) => {
  // Signed-out pages ask who is signed in (401), and wrong codes are refused with 401.
  guard.allowConsoleError(failedResourcePattern(401));
});

test('invite → accept → enrol → sign in with a code', async ({ page, browser, owner }) => {
  await signInWithCode(page, owner);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Einladen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person einladen' });
  const name = `Lena ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-Mail-Adresse').fill(`${name.replace(' ', '.').toLowerCase()}@agentur.example`);
  await dialog.getByRole('button', { name: 'Einladen' }).click();
  // No SMTP on this server: the link is shown once.
  await expect(dialog.getByText('Dieser Server verschickt keine E-Mails')).toBeVisible();
  const link = (await dialog.locator('.invite-link code').textContent())!;
  await checkBothSizes(page, 'invite-link');
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByText(name)).toBeVisible();
  await checkBothSizes(page, 'team');

  // The control-centre tests' setting (admin-support.ts): no animation under axe.
  const invitee = await browser.newContext({
    baseURL: page.context().pages()[0]!.url(),
    reducedMotion: 'reduce',
  });
  const newcomer = await invitee.newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByText(`für ${name}`)).toBeVisible();
  await checkBothSizes(newcomer, 'invitation');
  const username = `lena-${Date.now().toString(36)}`;
  const password = 'violet tractor meadow lantern';
  await newcomer.getByLabel('Benutzername').fill(username);
  await newcomer.getByLabel('Passwort', { exact: true }).fill(password);
  await newcomer.getByLabel('Passwort wiederholen').fill(password);
  await newcomer.getByRole('button', { name: 'Konto anlegen' }).click();

  // Enrolment: the QR code and the key; a code from the app confirms it.
  await expect(newcomer.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  await checkBothSizes(newcomer, 'enrol');
  const secret = (await newcomer.locator('.totp-setup code').first().textContent())!.trim();
  const account: StaffAccount = { username, password, secret, recoveryCodes: [], lastStep: 0 };
  await newcomer.getByLabel('Code aus der App').fill(await nextCode(account));
  await newcomer.getByRole('button', { name: 'Bestätigen' }).click();
  const codes = newcomer.getByRole('region', { name: 'Wiederherstellungscodes' }).locator('li');
  await expect(codes).toHaveCount(10);
  await checkBothSizes(newcomer, 'recovery-codes');
  await newcomer.getByRole('button', { name: 'Weiter' }).click();
  await expect(newcomer).toHaveURL(/\/admin\/dashboard$/);

  // Signed out, the password alone is not enough: the code from the app is asked for.
  await newcomer.getByRole('button', { name: 'Abmelden' }).first().click();
  await newcomer.goto('/admin');
  await newcomer.getByLabel('Benutzername').fill(username);
  await newcomer.getByLabel('Passwort', { exact: true }).fill(password);
  await newcomer.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(newcomer.getByLabel('Code aus der App')).toBeVisible();
  await checkBothSizes(newcomer, 'second-factor');
  await newcomer.getByLabel('Code aus der App').fill('000000');
  await newcomer.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(newcomer.getByRole('alert')).toContainText('Der Code ist falsch');
  await newcomer.getByLabel('Code aus der App').fill(await nextCode(account));
  await newcomer.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(newcomer).toHaveURL(/\/admin\/dashboard$/);
  await invitee.close();
});

test('a passkey added on the account screen signs in without a password', async ({ page, invite }) => {
  const account = await invite('editor');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInWithCode(page, account);
  await page.goto('/admin/konto');
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  await checkBothSizes(page, 'account');
  await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
  await dialog.getByLabel('Name des Passkeys').fill('Test-Laptop');
  await dialog.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText('Test-Laptop')).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/^Angemeldet als Test editor/)).toBeVisible();
});
