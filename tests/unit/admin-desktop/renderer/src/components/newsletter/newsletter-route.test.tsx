// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NewsletterOverview } from '@shared/api-types.js';
import type { Role } from '@shared/roles.js';
import { AppRoutes } from '@admin/routes.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * /admin/newsletter in the signed-in layout: the sidebar's entry for those with newsletter.issues
 * (owners, administration, Redaktion), „Kein Zugriff“ and no entry for Recruiting.
 */
const OVERVIEW: NewsletterOverview = {
  offered: true,
  reason: null,
  counts: { confirmed: 0, pending: 0, unsubscribed: 0 },
  ratePerMinute: 120,
};

function signedIn(role: Role) {
  const api = new FakeApi();
  api.user = adminUser(role);
  api
    .on('GET', /^\/api\/admin\/newsletter$/, () => ({ status: 200, body: OVERVIEW }))
    .on('GET', /^\/api\/admin\/newsletter\/issues$/, () => ({ status: 200, body: [] }))
    .on('GET', /^\/api\/admin\/messages\/counts$/, () => ({ status: 200, body: { unread: 0, total: 0 } }))
    .on('GET', /^\/api\/admin\/(applications|stats)$/, () => ({ status: 200, body: [] }));
  return renderAdmin(<AppRoutes />, { api, path: '/admin/newsletter' });
}

const menuLabels = async () =>
  within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the Newsletter route', () => {
  it.each(['owner', 'editor'] as const)('%s finds it in the menu and opens it', async (role) => {
    signedIn(role);
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(await menuLabels()).toContain('Newsletter');
    expect(await screen.findByText('Noch keine Ausgaben. Schreiben Sie die erste.')).toBeTruthy();
  });

  it('Recruiting has no entry and sees „Kein Zugriff“, asking nothing of the newsletter', async () => {
    const { api } = signedIn('recruiter');
    expect(await screen.findByText('Kein Zugriff')).toBeTruthy();
    expect(await menuLabels()).not.toContain('Newsletter');
    expect(api.requests.some((request) => request.path.startsWith('/api/admin/newsletter'))).toBe(false);
  });
});
