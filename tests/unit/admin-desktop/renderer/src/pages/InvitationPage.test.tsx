// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TotpEnrolment } from '@shared/api-types.js';
import InvitationPage from '@admin/pages/InvitationPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * Accepting an invitation where the second factor may wait (STAFF_2FA=optional): the person is
 * signed in at once, and a signed-in account confirms adding a factor with its password, so the
 * set-up offered right away sends the password just chosen (where the factor is required the
 * session is at its enrolment step and sends none: tests/unit/.../auth/EnrolStep.test.tsx).
 */
const ENROLMENT: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Agentur:lena?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('the invitation page', () => {
  it('where the factor may wait, starts the app’s set-up with the password just chosen', async () => {
    const api = new FakeApi()
      .on('POST', /^\/api\/admin\/invitations\/check$/, () => ({
        status: 200,
        body: { name: 'Lena', email: 'lena@agentur.example', role: 'editor' },
      }))
      .on('POST', /^\/api\/admin\/invitations\/accept$/, () => ({ status: 200, body: adminUser('editor') }))
      .on('POST', /^\/api\/admin\/account\/totp$/, () => ({ status: 200, body: ENROLMENT }));
    api.user = null;
    renderAdmin(<InvitationPage />, { api, path: '/admin/einladung?token=abc' });
    fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: 'lena' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'violet tractor meadow' } });
    fireEvent.change(screen.getByLabelText('Passwort wiederholen'), {
      target: { value: 'violet tractor meadow' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Später einrichten' })).toBeTruthy();
    expect(api.writes().map(({ path, body }) => [path, body])).toEqual([
      ['/api/admin/invitations/check', { token: 'abc' }],
      [
        '/api/admin/invitations/accept',
        { token: 'abc', username: 'lena', password: 'violet tractor meadow' },
      ],
      ['/api/admin/account/totp', { password: 'violet tractor meadow' }],
    ]);
  });
});
