// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser, TotpEnrolment } from '@shared/api-types.js';
import { staffMessages } from '@shared/staff-texts.js';
import { SecondFactorCard } from '@admin/components/account/SecondFactorCard.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * „Zweiter Faktor“ on the account screen: every step that adds, replaces or removes a factor (and
 * new recovery codes) asks for the password first and sends it; a wrong one shows at the field.
 * „Neu einrichten“ replaces the app while the old one keeps working until the new code is
 * confirmed, and keeps the codes (the server answers null). That the server asks for the password
 * and swaps the key only at the confirmation is tests/integration/server/routes/admin (part A).
 */
const ENROLMENT: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Agentur:ida?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const PASSWORD = 'violet tractor meadow';
const WRONG = {
  message: 'Das Passwort ist nicht korrekt.',
  errors: { password: staffMessages.passwordWrong },
};

function withFactors(factors: Partial<AdminUser['secondFactor']>): AdminUser {
  const user = adminUser('editor');
  return { ...user, secondFactor: { ...user.secondFactor, ...factors } };
}

function card(user: AdminUser, api = new FakeApi()) {
  api.user = user;
  api.on('GET', /^\/api\/admin\/account\/passkeys$/, () => ({
    status: 200,
    body: { available: true, reason: null, passkeys: [] },
  }));
  return renderAdmin(<SecondFactorCard user={user} />, { api });
}

async function typePassword(dialogTitle: string, password: string, ok: string) {
  const dialog = await findDialog(dialogTitle);
  fireEvent.change(within(dialog).getByLabelText('Ihr Passwort'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: ok }));
  return dialog;
}

describe('setting up the authenticator app on the account screen', () => {
  it('asks for the password first, shows a wrong one at the field, then the QR code and the codes', async () => {
    const api = new FakeApi()
      .fail('POST', '/api/admin/account/totp', 403, WRONG)
      .on('POST', /^\/api\/admin\/account\/totp$/, () => ({ status: 200, body: ENROLMENT }))
      .on('POST', /^\/api\/admin\/account\/totp\/confirm$/, () => ({
        status: 200,
        body: { recoveryCodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] },
      }));
    card(withFactors({}), api);
    fireEvent.click(await screen.findByRole('button', { name: 'Einrichten' }));
    // Nothing is started before the password is given.
    const dialog = await typePassword('Authenticator-App einrichten', 'falsch', 'Weiter');
    const field = within(dialog).getByLabelText('Ihr Passwort').closest('.ant-form-item')!;
    await waitFor(() => expect(field.textContent).toContain(staffMessages.passwordWrong));

    fireEvent.change(within(dialog).getByLabelText('Ihr Passwort'), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code aus der App'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const codes = await screen.findByRole('region', { name: 'Wiederherstellungscodes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/account/totp', body: { password: 'falsch' } },
      { method: 'POST', path: '/api/admin/account/totp', body: { password: PASSWORD } },
      { method: 'POST', path: '/api/admin/account/totp/confirm', body: { code: '123456' } },
    ]);
  });

  it('says „Keine“ instead of „0 von 10 übrig“ while the account has no factor', async () => {
    card(withFactors({}));
    const factors = await screen.findByText('Wiederherstellungscodes');
    const row = factors.closest('.ant-descriptions')!;
    expect(row.textContent).not.toContain('0 von 10');
    expect(row.textContent).toContain('Keine: Sie entstehen mit dem ersten zweiten Faktor.');
    expect(screen.queryByRole('button', { name: 'Neue Codes erzeugen' })).toBeNull();
  });
});

describe('„Neu einrichten“ with the app already on', () => {
  it('asks for the password, says the old app keeps working, and keeps the codes (null)', async () => {
    const api = new FakeApi()
      .on('POST', /^\/api\/admin\/account\/totp$/, () => ({ status: 200, body: ENROLMENT }))
      .on('POST', /^\/api\/admin\/account\/totp\/confirm$/, () => ({
        status: 200,
        body: { recoveryCodes: null },
      }));
    card(withFactors({ totp: true, recoveryCodesLeft: 7 }), api);
    expect(await screen.findByText('7 von 10 übrig')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Neu einrichten' }));
    const ask = await findDialog('Authenticator-App neu einrichten');
    expect(ask.textContent).toContain('Ihre bisherige App funktioniert weiter');
    await typePassword('Authenticator-App neu einrichten', PASSWORD, 'Weiter');

    const qr = await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    expect(qr.closest('.totp-setup')!.textContent).toContain(
      'Ihre bisherige App funktioniert weiter, bis Sie hier einen Code der neuen App bestätigen',
    );
    fireEvent.change(screen.getByLabelText('Code aus der App'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    const toast = await findToast('Neu eingerichtet');
    expect(toast.textContent).toContain('nur noch die Codes der neuen App');
    // The account keeps its codes: none are shown.
    expect(screen.queryByRole('region', { name: 'Wiederherstellungscodes' })).toBeNull();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/account/totp', body: { password: PASSWORD } },
      { method: 'POST', path: '/api/admin/account/totp/confirm', body: { code: '654321' } },
    ]);
  });

  it('the removal dialog says what removing does, without the promise of signing in without codes', async () => {
    card(withFactors({ totp: true, recoveryCodesLeft: 10 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Entfernen' }));
    const dialog = await findDialog('Authenticator-App entfernen');
    expect(dialog.textContent).not.toContain('ohne Codes aus der App an');
    expect(dialog.textContent).toContain(
      'nur mit dem Passwort an, und Ihre Wiederherstellungscodes verfallen',
    );
    expect(dialog.textContent).toContain('„Neu einrichten“');
  });

  it('new codes show the password refusal at the field and create nothing', async () => {
    const api = new FakeApi().fail('POST', '/api/admin/account/recovery-codes', 403, WRONG);
    card(withFactors({ totp: true, recoveryCodesLeft: 3 }), api);
    fireEvent.click(await screen.findByRole('button', { name: 'Neue Codes erzeugen' }));
    const dialog = await typePassword('Neue Wiederherstellungscodes', 'falsch', 'Erzeugen');
    const field = within(dialog).getByLabelText('Ihr Passwort').closest('.ant-form-item')!;
    await waitFor(() => expect(field.textContent).toContain(staffMessages.passwordWrong));
    expect(screen.queryByRole('region', { name: 'Wiederherstellungscodes' })).toBeNull();
  });
});

describe('adding a passkey on the account screen', () => {
  it('asks for the password before the server gives the passkey options', async () => {
    // The browser offers passkeys (jsdom has no WebAuthn of its own).
    const api = new FakeApi().on('POST', /^\/api\/admin\/account\/passkeys\/options$/, () => ({
      status: 200,
      body: { challenge: 'abc', rp: { name: 'Agentur' }, user: { id: 'x', name: 'ida', displayName: 'Ida' } },
    }));
    card(withFactors({ totp: true, recoveryCodesLeft: 10 }), api);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    // Rendered again by the list's answer; the button shows where the browser supports passkeys.
    fireEvent.click(await screen.findByRole('button', { name: /Passkey hinzufügen$/ }));
    expect(api.writes()).toEqual([]);
    await typePassword('Passkey hinzufügen', PASSWORD, 'Weiter');
    expect(await screen.findByLabelText('Name des Passkeys')).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/account/passkeys/options', body: { password: PASSWORD } },
    ]);
  });
});
