// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@shared/api-types.js';
import { AlertsCard } from '@admin/components/account/AlertsCard.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * „E-Mail-Benachrichtigungen“ on „Mein Konto“: the choice to get an e-mail when an application is
 * assigned to one, saved at once (PATCH /api/admin/account/alerts). That the mail goes out is
 * tests/integration/server/mail/assignment-mail.test.ts.
 */
describe('the e-mail alerts of one’s account', () => {
  it('saves „Wenn mir eine Bewerbung zugewiesen wird“ at once', async () => {
    const user: AdminUser = { ...adminUser('recruiter'), email: 'rita@agentur.example' };
    const api = new FakeApi().on('PATCH', /^\/api\/admin\/account\/alerts$/, (request) => ({
      status: 200,
      body: { ...user, alerts: request.body },
    }));
    renderAdmin(<AlertsCard user={user} />, { api });
    const choice = await screen.findByRole('checkbox', { name: 'Wenn mir eine Bewerbung zugewiesen wird' });
    expect((choice as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/An rita@agentur\.example/)).toBeTruthy();
    fireEvent.click(choice);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/admin/account/alerts', body: { assigned: true } },
      ]),
    );
  });

  it('is not offered to a role that may not see applications, and says an address is needed', async () => {
    renderAdmin(<AlertsCard user={adminUser('editor')} />);
    expect(screen.queryByText('E-Mail-Benachrichtigungen')).toBeNull();
    renderAdmin(<AlertsCard user={adminUser('recruiter')} />);
    expect(await screen.findByText(/braucht Ihr Konto eine E-Mail-Adresse/)).toBeTruthy();
  });
});
