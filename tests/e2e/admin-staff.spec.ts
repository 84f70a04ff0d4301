import type { Page } from '@playwright/test';
import { staffMessages } from '@shared/staff-texts.js';
import { totpCode } from '../helpers/totp.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  failedResourcePattern,
  resizeAndSettle,
} from './support.js';
import {
  apiSession,
  expect,
  nextCode,
  signInWithCode,
  test,
  useSession,
  type StaffAccount,
} from './staff-support.js';

/**
 * Staff accounts in the browser, against their own server (second factor required, passkeys on
 * localhost): invitation to sign-in, the recovery code, a passkey through Chromium's virtual
 * authenticator, a role without applications, and ending another session; moving the app to a
 * new phone („Neu einrichten“), the owner-side password reset and making someone owner on purpose.
 * The staff server is shared by the run's workers: these tests live in this one file (its tests
 * run in order in one worker), so the owner is enrolled once and no two tests race for it.
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
  // Every card loaded (the passkeys' list is the last request): while one still loads, the page's
  // columns move and a password field was once measured 8 px wide by axe's target-size rule.
  await expect(page.getByRole('region', { name: 'Passkeys' })).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await checkBothSizes(page, 'account');
  await page.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  // Adding a factor asks for the password first (a stolen session cannot add one).
  const ask = page
    .getByRole('dialog', { name: 'Passkey hinzufügen' })
    .filter({ has: page.getByLabel('Ihr Passwort') });
  await ask.getByLabel('Ihr Passwort').fill(account.password);
  await ask.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page
    .getByRole('dialog', { name: 'Passkey hinzufügen' })
    .filter({ has: page.getByLabel('Name des Passkeys') });
  await dialog.getByLabel('Name des Passkeys').fill('Test-Laptop');
  await dialog.getByRole('button', { name: 'Passkey hinzufügen' }).click();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText('Test-Laptop')).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  // The logout leads to the public site after its toast; a new page load cancels that.
  await expect(page.getByText('Sie wurden erfolgreich abgemeldet.')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(/^Angemeldet als Test editor/)).toBeVisible();
});

/** Signs in through the login page with the password and one of the account's recovery codes. */
async function signInWithRecoveryCode(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
  const code = account.recoveryCodes.shift();
  expect(code, `an unused recovery code of ${account.username}`).toBeDefined();
  await page.getByLabel('Wiederherstellungscode').fill(code!);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The team screen's row (the table at 1440 px) of an account. */
const teamRow = (page: Page, account: StaffAccount) =>
  page.getByRole('row').filter({ hasText: account.username });

test('„Neu einrichten“ moves the app to a new phone; the old one stops at the confirmation', async ({
  page,
  invite,
  guard,
}) => {
  // The wrong password of the step-up is refused with 403.
  guard.allowConsoleError(failedResourcePattern(403));
  const account = await invite('editor');

  // A lost phone: signed in with a recovery code, the dashboard offers to set the app up again.
  await signInWithRecoveryCode(page, account);
  const notice = page.getByRole('region', { name: 'Mit Wiederherstellungscode angemeldet' });
  await expect(notice).toBeVisible();
  await checkBothSizes(page, 'recovery-notice');
  await notice.getByRole('link', { name: 'Zu „Mein Konto“' }).click();
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  await resizeAndSettle(page, { width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await resizeAndSettle(page, { width: 1440, height: 900 });

  // The password first; a wrong one is said at the field.
  await page.locator('.account-factors').getByRole('button', { name: 'Neu einrichten' }).click();
  const ask = page
    .getByRole('dialog', { name: 'Authenticator-App neu einrichten' })
    .filter({ has: page.getByLabel('Ihr Passwort') });
  await expect(ask).toContainText('Ihre bisherige App funktioniert weiter');
  await ask.getByLabel('Ihr Passwort').fill('nicht das Passwort');
  await ask.getByRole('button', { name: 'Weiter' }).click();
  await expect(ask.getByText(staffMessages.passwordWrong)).toBeVisible();
  await ask.getByLabel('Ihr Passwort').fill(account.password);
  await ask.getByRole('button', { name: 'Weiter' }).click();

  // A new QR code; the old app keeps working until a code of the new one confirms it.
  const setup = page
    .getByRole('dialog', { name: 'Authenticator-App neu einrichten' })
    .filter({ has: page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }) });
  await expect(setup).toBeVisible();
  await checkBothSizes(page, 'totp-replace');
  const secret = (await setup.locator('.totp-setup code').first().textContent())!.trim();
  expect(secret).not.toBe(account.secret);
  const replaced: StaffAccount = { ...account, secret };
  await setup.getByLabel('Code aus der App').fill(await nextCode(replaced));
  await setup.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Ab jetzt gelten nur noch die Codes der neuen App.')).toBeVisible();
  // A replacement keeps the recovery codes: none are shown.
  await expect(page.getByRole('region', { name: 'Wiederherstellungscodes' })).toHaveCount(0);

  // Signed out and in again: the old app's code is refused, the new one's signs in.
  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  // The logout leads to the public site after its toast; a new page load cancels that.
  await expect(page.getByText('Sie wurden erfolgreich abgemeldet.')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByLabel('Code aus der App').fill(totpCode(account.secret, Date.now()));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('form', { name: 'Zweiter Faktor' }).getByRole('alert')).toContainText(
    staffMessages.codeWrong,
  );
  await page.getByLabel('Code aus der App').fill(await nextCode(replaced));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('an owner resets a colleague’s password: the link is shown once and sets a new one', async ({
  page,
  browser,
  request,
  ownerApi,
  invite,
}) => {
  const account = await invite('editor');
  await useSession(page, ownerApi);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  // „E-Mail ändern“: without mail the dialog says the address takes effect at once.
  await teamRow(page, account).getByRole('button', { name: 'E-Mail ändern' }).click();
  const emailDialog = page.getByRole('dialog', { name: /E-Mail-Adresse von/ });
  await expect(emailDialog).toContainText('Die neue Adresse gilt sofort');
  await checkBothSizes(page, 'team-email');
  await emailDialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(emailDialog).toBeHidden();
  await teamRow(page, account).getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await page.getByRole('button', { name: 'Link erstellen' }).click();

  // This server sends no mail: the link is shown once, to copy.
  const dialog = page.getByRole('dialog', { name: 'Link zum Zurücksetzen' });
  await expect(dialog).toContainText('wird hier nicht noch einmal angezeigt');
  const link = (await dialog.locator('.invite-link code').textContent())!.trim();
  expect(link).toContain('/admin/passwort-zuruecksetzen?token=');
  await checkBothSizes(page, 'password-reset-link');
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(link)).toHaveCount(0);

  // The colleague chooses a new password with it; it signs in (the second factor stays).
  const colleague = await browser.newContext({ reducedMotion: 'reduce' });
  const resetPage = await colleague.newPage();
  await resetPage.goto(link);
  const password = 'amber kettle harbour violin';
  await resetPage.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await resetPage.getByLabel('Passwort wiederholen').fill(password);
  await resetPage.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(resetPage.getByText('Passwort geändert')).toBeVisible();
  await colleague.close();
  const login = await request.post('/api/admin/login', { data: { username: account.username, password } });
  expect(login.status()).toBe(200);
  expect(((await login.json()) as { next?: string }).next).toBe('second-factor');
});

test('making someone owner is confirmed with the password and ends their sessions', async ({
  page,
  playwright,
  owner,
  ownerApi,
  invite,
  guard,
}) => {
  // The wrong password is refused with 403.
  guard.allowConsoleError(failedResourcePattern(403));
  const account = await invite('recruiter');
  const theirs = await apiSession(playwright, account);
  expect((await theirs.get('/api/admin/user')).status()).toBe(200);

  await useSession(page, ownerApi);
  await page.goto('/admin/team');
  const row = teamRow(page, account);
  await row.getByRole('combobox').click();
  await page.locator('.role-select-popup .role-option__label').getByText('Inhaber', { exact: true }).click();

  // Nothing changes before the dialog is confirmed with the acting owner's password.
  const dialog = page.getByRole('dialog', { name: /zum Inhaber machen\?$/ });
  await expect(dialog).toContainText('Alle Sitzungen von');
  await expect(dialog).toContainText('meldet sich danach neu an');
  await checkBothSizes(page, 'owner-confirm');
  await dialog.getByLabel('Ihr Passwort').fill('nicht das Passwort');
  await dialog.getByRole('button', { name: 'Zum Inhaber machen' }).click();
  await expect(dialog.getByText(staffMessages.passwordWrong)).toBeVisible();
  expect((await theirs.get('/api/admin/user')).status()).toBe(200);

  await dialog.getByLabel('Ihr Passwort').fill(owner.password);
  await dialog.getByRole('button', { name: 'Zum Inhaber machen' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Inhaber');
  // Their session ended with the change.
  expect((await theirs.get('/api/admin/user')).status()).toBe(401);
  await theirs.dispose();

  // Deleting an owner is confirmed the same way (without the password); the new owner goes again.
  await row.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Inhaber-Konto löschen?' });
  await expect(confirm).toContainText('Alle Sitzungen von');
  await checkBothSizes(page, 'owner-delete');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(row).toHaveCount(0);
});
