// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '@shared/staff-texts.js';
import EmailConfirmPage from '@admin/pages/EmailConfirmPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * /admin/e-mail-bestaetigen?token=…, opened from the mail without a session: opening it changes
 * nothing, the button confirms; a link that no longer works says why.
 */
const PAGE = '/admin/e-mail-bestaetigen?token=abcdefghijklmnopqrstuvwxyz';

describe('the page of the link to a new e-mail address', () => {
  it('confirms only with the button, without a session, and says that it worked', async () => {
    const api = new FakeApi().on('POST', /^\/api\/admin\/account\/email\/confirm$/, () => ({ status: 204 }));
    api.user = null;
    renderAdmin(<EmailConfirmPage />, { api, path: PAGE });
    const confirm = await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' });
    expect(api.writes()).toEqual([]);
    fireEvent.click(confirm);
    expect(await screen.findByText('E-Mail-Adresse bestätigt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Kontrollzentrum' })).toBeTruthy();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/account/email/confirm',
        body: { token: 'abcdefghijklmnopqrstuvwxyz' },
      },
    ]);
  });

  it('a used or expired link says so in German; a link without a token too', async () => {
    const api = new FakeApi().fail('POST', '/api/admin/account/email/confirm', 410, {
      message: staffMessages.linkExpired,
    });
    api.user = null;
    renderAdmin(<EmailConfirmPage />, { api, path: PAGE });
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByText(staffMessages.linkExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeNull();

    renderAdmin(<EmailConfirmPage />, { api, path: '/admin/e-mail-bestaetigen' });
    expect(await screen.findByText(staffMessages.token)).toBeTruthy();
  });

  it('keeps the button after a failure that is not the link’s (the server unreachable)', async () => {
    const api = new FakeApi().fail('POST', '/api/admin/account/email/confirm', 503, {
      message: 'Der Server ist gerade nicht erreichbar.',
    });
    api.user = null;
    renderAdmin(<EmailConfirmPage />, { api, path: PAGE });
    fireEvent.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Der Server ist gerade nicht erreichbar.',
    );
    expect(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeTruthy();
  });
});
