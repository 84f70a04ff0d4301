// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@admin/routes.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
// The screens the routes load lazily, imported beforehand: loading them is not what is measured.
import '@admin/pages/DashboardPage.js';
import '@admin/pages/SettingsPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The signed-in screens' frame (layout/AdminLayout.tsx, routes.tsx): the header's way to the
 * website, and what a role without applications and messages sees of them (the menu, the
 * counts, the screens). That the server refuses such a role is the roles integration test's.
 */
function signedIn(role: Parameters<typeof adminUser>[0], path: string) {
  const api = new FakeApi();
  api.user = adminUser(role);
  api
    .on('GET', /^\/api\/admin\/stats$/, () => ({
      status: 200,
      body: {
        applications: role === 'editor' ? null : { new: 3, total: 9 },
        pageviews: { today: 1, yesterday: 2, last7days: 3, last14days: 4, last30days: 5, last90days: 6 },
      },
    }))
    .on('GET', /^\/api\/admin\/messages\/counts$/, () => ({ status: 200, body: { unread: 2, total: 5 } }))
    .on('GET', /^\/api\/admin\/settings$/, () => ({
      status: 200,
      body: { version: 1, values: DEFAULT_SITE_SETTINGS, locked: [], problems: [] },
    }))
    .on('GET', /^\/api\/admin\/(applications|messages|stats\/pageviews)$/, () => ({
      status: 200,
      body: [],
    }));
  return renderAdmin(<AppRoutes />, { api, path });
}

const menuLabels = async () =>
  within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the signed-in layout', () => {
  it('"Website ansehen" opens the public site in a new tab', async () => {
    signedIn('owner', '/admin/dashboard');
    const link = (await screen.findByText('Website ansehen')).closest('a')!;
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the owner the applications and messages, with the count of new applications', async () => {
    const { api } = signedIn('owner', '/admin/dashboard');
    await screen.findByText('Seitenaufrufe 24 bis 48 Stunden zuvor');
    expect(await screen.findByRole('menuitem', { name: 'Bewerbungen, 3 neu' })).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: 'Nachrichten, 2 ungelesen' })).toBeTruthy();
    expect(await menuLabels()).toEqual(expect.arrayContaining(['Team', 'FAQ']));
    expect(api.requests.map((request) => request.path)).toContain('/api/admin/messages/counts');
  });

  it('Redaktion does not see applications, messages or their counts', async () => {
    const { api } = signedIn('editor', '/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await screen.findByText('Seitenaufrufe pro Tag (letzte 90 Tage)');
    const labels = await menuLabels();
    expect(labels).toContain('FAQ');
    for (const hidden of ['Bewerbungen', 'Nachrichten', 'Team'])
      expect(labels.some((label) => label?.startsWith(hidden))).toBe(false);
    // Nothing asked of what the role may not read (the settings: the go-live reminder's).
    const asked = api.requests.map((request) => request.path.split('?')[0]);
    for (const refused of ['/api/admin/applications', '/api/admin/messages', '/api/admin/messages/counts'])
      expect(asked).not.toContain(refused);
    expect(asked).not.toContain('/api/admin/settings');
    expect(screen.queryByText('Neue Bewerbungen')).toBeNull();
    expect(screen.queryByText(/noch nicht bereit für den Livebetrieb/)).toBeNull();
  });

  it('Redaktion opening the applications sees „Kein Zugriff“ with a link back to the dashboard', async () => {
    const { api, user } = signedIn('editor', '/admin/bewerbungen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeTruthy();
    // No picture of antd's own (a bright illustration on the dark theme): the theme's icon.
    expect(document.querySelector('.ant-result-image')).toBeNull();
    expect(document.querySelector('.edge-result__icon')).not.toBeNull();
    // Inside the control centre's frame: the menu stays.
    expect(await screen.findByRole('menu')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Zum Dashboard' });
    expect(back.getAttribute('href')).toBe('/admin/dashboard');
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeNull();
    expect(api.requests.map((request) => request.path.split('?')[0])).not.toContain(
      '/api/admin/applications',
    );
  });

  it('an unknown address shows „Seite nicht gefunden“ in the frame, keeps the address, and leads to the dashboard', async () => {
    const { user } = signedIn('owner', '/admin/gibtsnicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(document.querySelector('.ant-result-image')).toBeNull();
    // No redirect: the dashboard is not shown, nothing of it was asked.
    expect(screen.queryByRole('heading', { level: 1, name: 'Dashboard' })).toBeNull();
    const back = screen.getByRole('link', { name: 'Zum Dashboard' });
    expect(back.getAttribute('href')).toBe('/admin/dashboard');
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('an unknown address deeper down is not found either', async () => {
    signedIn('editor', '/admin/faq/gibtsnicht/auch-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });

  it('the sidebar and „Abmelden“ ask before they leave changed settings', async () => {
    const { api, router } = signedIn('owner', '/admin/einstellungen');
    const phone = (await screen.findByLabelText('Telefon')) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+49 40 7654321' } });
    const question = async () =>
      (
        await screen.findByText('Änderungen verwerfen?', { selector: '.ant-modal-confirm-title' })
      ).closest<HTMLElement>('.ant-modal-confirm')!;
    const answer = async (button: string) => {
      fireEvent.click(within(await question()).getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull());
    };

    fireEvent.click(screen.getByRole('button', { name: /Abmelden/ }));
    await answer('Weiter bearbeiten');
    expect(api.writes()).toEqual([]);

    fireEvent.click(screen.getByRole('menuitem', { name: /Dashboard$/ }));
    await answer('Weiter bearbeiten');
    expect(router.state.location.pathname).toBe('/admin/einstellungen');
    expect(phone.value).toBe('+49 40 7654321');

    fireEvent.click(screen.getByRole('menuitem', { name: /Dashboard$/ }));
    await answer('Verwerfen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});
