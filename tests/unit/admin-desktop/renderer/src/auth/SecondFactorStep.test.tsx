// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@admin/routes.js';
import { staffMessages } from '@shared/staff-texts.js';
// The screens the routes load lazily, imported beforehand: loading them is not what is measured.
import '@admin/pages/LoginPage.js';
import '@admin/pages/DashboardPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * The second step of a sign-in with a recovery code: the login page, the password accepted with
 * the second factor still to take, „Wiederherstellungscode verwenden“, the code sent. That a code
 * works once and is then refused is the server's (tests/integration/server/routes/admin/second-factor.test.ts).
 */
const CODE = 'k7pq-2m9x-4tzw';

function signInPage(answer: { status: number; body: unknown }) {
  const api = new FakeApi();
  api.user = null;
  api
    .on('POST', /^\/api\/admin\/login$/, () => ({
      status: 200,
      body: { next: 'second-factor', methods: ['totp', 'recovery-code'] },
    }))
    .on('POST', /^\/api\/admin\/login\/second-factor$/, () => answer)
    .on('GET', /^\/api\/admin\/(stats|applications|messages|stats\/pageviews|settings)$/, () => ({
      status: 404,
      body: { message: 'Nicht gefunden' },
    }));
  renderAdmin(<AppRoutes />, { api, path: '/admin' });
  return api;
}

/** The password step, then the recovery code instead of the app's code. */
async function enterRecoveryCode(): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: 'recruiting' } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'violet tractor meadow' } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByLabelText('Code aus der App')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
  fireEvent.change(await screen.findByLabelText('Wiederherstellungscode'), {
    target: { value: ` ${CODE} ` },
  });
  expect(screen.queryByLabelText('Code aus der App')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
}

describe('signing in with a recovery code', () => {
  it('a code the server accepts signs in and opens the dashboard', async () => {
    const api = signInPage({ status: 200, body: adminUser('recruiter') });
    await enterRecoveryCode();
    await findToast('Login erfolgreich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/login',
        body: { username: 'recruiting', password: 'violet tractor meadow' },
      },
      { method: 'POST', path: '/api/admin/login/second-factor', body: { recoveryCode: CODE } },
    ]);
  });

  it('a code the server refuses says so, and the step stays', async () => {
    signInPage({ status: 401, body: { message: staffMessages.recoveryCodeWrong } });
    await enterRecoveryCode();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('unbekannt oder wurde schon verwendet');
    expect(screen.getByLabelText('Wiederherstellungscode')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
  });
});
