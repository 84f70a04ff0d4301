// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { AppRoutes } from '@admin/routes.js';
// The screens the routes load lazily, imported beforehand: loading them is not what is measured.
import '@admin/pages/LoginPage.js';
import '@admin/pages/DashboardPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The login page when the password is right and a second factor must be set up first (STAFF_2FA
 * required): the step names the account and has a way out; the app's set-up is asked for once
 * (a switch to the passkey tab and back keeps the QR code already scanned) and without the
 * password; the passkey tab says why passkeys do not work at this address. Also: a disabled account
 * gets one message, and a sign-in with a recovery code offers to set the app up again.
 */
const ENROLMENT: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Agentur:neu?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function loginPage(api: FakeApi) {
  api.user = null;
  api.on('GET', /^\/api\/admin\/(stats|applications|messages|stats\/pageviews|settings)$/, () => ({
    status: 404,
    body: { message: 'Nicht gefunden' },
  }));
  return renderAdmin(<AppRoutes />, { api, path: '/admin' });
}

function enrolApi({ passkeys = true } = {}) {
  return new FakeApi()
    .on('POST', /^\/api\/admin\/login$/, () => ({ status: 200, body: { next: 'enrol' } }))
    .on('GET', /^\/api\/admin\/login\/passkey$/, () => ({ status: 200, body: { available: passkeys } }))
    .on('POST', /^\/api\/admin\/account\/totp$/, () => ({ status: 200, body: ENROLMENT }))
    .on('POST', /^\/api\/admin\/logout$/, () => ({ status: 401, body: { message: 'Nicht angemeldet' } }));
}

async function password(username = 'neu') {
  fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'violet tractor meadow' } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('the enrolment step of a sign-in', () => {
  it('names the account, asks for the set-up once and without a password, also across a tab switch', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const api = enrolApi();
    loginPage(api);
    await password('recruiting');
    const step = await screen.findByRole('region', { name: 'Zweiten Faktor einrichten' });
    expect(step.textContent).toContain('für das Konto recruiting');
    expect(await within(step).findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeTruthy();

    fireEvent.click(within(step).getByText('Passkey'));
    expect(await within(step).findByLabelText('Name des Passkeys')).toBeTruthy();
    fireEvent.click(within(step).getByText('Authenticator-App'));
    expect(await within(step).findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeTruthy();
    expect(within(step).getByText(ENROLMENT.secret)).toBeTruthy();

    const started = api.requests.filter((r) => r.path === '/api/admin/account/totp');
    expect(started).toEqual([{ method: 'POST', path: '/api/admin/account/totp', body: undefined }]);
  });

  it('disables the passkey tab with advice where the address cannot use passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    loginPage(enrolApi({ passkeys: false }));
    await password();
    const step = await screen.findByRole('region', { name: 'Zweiten Faktor einrichten' });
    await waitFor(() =>
      expect(within(step).getByText('Passkey').closest('.ant-segmented-item')!.className).toContain(
        'ant-segmented-item-disabled',
      ),
    );
    expect(step.textContent).toContain('Unter dieser Adresse funktionieren Passkeys nicht');
    expect(step.textContent).toContain('Richten Sie hier die Authenticator-App ein');
  });

  it('„Abbrechen und abmelden“ gives the sign-in up and shows the login form again', async () => {
    const api = enrolApi();
    loginPage(api);
    await password();
    const step = await screen.findByRole('region', { name: 'Zweiten Faktor einrichten' });
    fireEvent.click(within(step).getByRole('button', { name: 'Abbrechen und abmelden' }));
    expect(await screen.findByLabelText('Benutzername')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Zweiten Faktor einrichten' })).toBeNull();
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/admin/login',
      'POST /api/admin/account/totp',
      'POST /api/admin/logout',
    ]);
  });
});

describe('the login page', () => {
  it('says one thing to a disabled account, once: the server’s text beside the form, no toast', async () => {
    loginPage(
      new FakeApi().fail('POST', '/api/admin/login', 403, { message: staffMessages.accountDisabled }),
    );
    await password();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(staffMessages.accountDisabled);
    expect(alert.textContent).not.toContain('Bitte überprüfen Sie Ihre Anmeldedaten');
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);
  });

  it('says a wrong password once, and nothing of it stays over the second factor', async () => {
    let attempts = 0;
    loginPage(
      new FakeApi().on('POST', /^\/api\/admin\/login$/, () =>
        ++attempts === 1
          ? { status: 401, body: { message: 'Anmeldung fehlgeschlagen.' } }
          : { status: 200, body: { next: 'second-factor', methods: ['totp'] } },
      ),
    );
    await password();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre Anmeldedaten.');
    expect(screen.getAllByText(/Anmeldung fehlgeschlagen|Login fehlgeschlagen/)).toHaveLength(1);
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);

    await password();
    expect(await screen.findByLabelText('Code aus der App')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);
  });

  it('after a recovery code the dashboard offers to set the authenticator app up again', async () => {
    const signedIn = adminUser('recruiter');
    signedIn.secondFactor = { totp: true, passkeys: 0, recoveryCodesLeft: 9 };
    loginPage(
      new FakeApi()
        .on('POST', /^\/api\/admin\/login$/, () => ({
          status: 200,
          body: { next: 'second-factor', methods: ['totp', 'recovery-code'] },
        }))
        .on('POST', /^\/api\/admin\/login\/second-factor$/, () => ({ status: 200, body: signedIn })),
    );
    await password();
    fireEvent.click(await screen.findByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    fireEvent.change(await screen.findByLabelText('Wiederherstellungscode'), {
      target: { value: 'k7pq-2m9x-4tzw' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const notice = await screen.findByRole('region', { name: 'Mit Wiederherstellungscode angemeldet' });
    expect(notice.textContent).toContain('Richten Sie die Authenticator-App unter „Mein Konto“ neu ein');
    expect(within(notice).getByRole('link', { name: 'Zu „Mein Konto“' }).getAttribute('href')).toBe(
      '/admin/konto',
    );
  });
});
