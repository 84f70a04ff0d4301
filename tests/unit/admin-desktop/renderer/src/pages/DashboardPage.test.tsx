// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Stats } from '@shared/api-types.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { can, type Role } from '@shared/roles.js';
import { API } from '@admin/api/client.js';
import DashboardPage from '@admin/pages/DashboardPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The dashboard's figures: the statistics with their titles, in German number format (the overdue
 * ones linking to their lists, filtered), and the error text when they cannot be loaded. The figures themselves are the stats integration
 * test's; the chart (recharts measures its container, which jsdom does not lay out) and the cards'
 * heights stay in the browser.
 */
const STATS: Stats = {
  applications: { new: 7, total: 1234, overdue: 3 },
  messages: { unread: 2, total: 9, overdue: 1 },
  pageviews: {
    today: 0,
    yesterday: 999,
    last7days: 12_345,
    last14days: 23_456,
    last30days: 98_765,
    last90days: 1_234_567,
  },
};

function dashboard(api: FakeApi) {
  // The figures only; the newest lists and the chart answer empty.
  api
    .on('GET', /^\/api\/admin\/(applications|messages|stats\/pageviews)$/, () => ({ status: 200, body: [] }))
    .on('GET', /^\/api\/admin\/settings$/, () => ({ status: 404, body: { message: 'Nicht gefunden' } }));
  return renderAdmin(<DashboardPage />, { api });
}

describe('the dashboard', () => {
  it('shows the statistics with their titles, in German number format', async () => {
    dashboard(new FakeApi().on('GET', /^\/api\/admin\/stats$/, () => ({ status: 200, body: STATS })));
    const figures = await screen.findByRole('list', { name: 'Statistiken' });
    const shown = within(figures)
      .getAllByRole('listitem')
      .map((item) => [
        item.querySelector('.ant-statistic-title')?.textContent,
        item.querySelector('.ant-statistic-content-value')?.textContent,
      ]);
    expect(shown).toEqual([
      ['Neue Bewerbungen', '7'],
      ['Bewerbungen gesamt', '1.234'],
      ['Überfällige Bewerbungen', '3'],
      ['Überfällige Nachrichten', '1'],
      ['Seitenaufrufe letzte 24 Stunden', '0'],
      ['Seitenaufrufe 24 bis 48 Stunden zuvor', '999'],
      ['Seitenaufrufe letzte 7 Tage', '12.345'],
      ['Seitenaufrufe letzte 14 Tage', '23.456'],
      ['Seitenaufrufe letzte 30 Tage', '98.765'],
      ['Seitenaufrufe letzte 90 Tage', '1.234.567'],
    ]);
  });

  it('links the overdue figures to the lists filtered to them (overdue=1)', async () => {
    dashboard(new FakeApi().on('GET', /^\/api\/admin\/stats$/, () => ({ status: 200, body: STATS })));
    const figures = await screen.findByRole('list', { name: 'Statistiken' });
    const links = within(figures).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Überfällige Bewerbungen3', '/admin/bewerbungen?overdue=1'],
      ['Überfällige Nachrichten1', '/admin/nachrichten?overdue=1'],
    ]);
  });

  it('shows the error text when the statistics cannot be loaded', async () => {
    dashboard(new FakeApi().fail('GET', '/api/admin/stats', 500, 'kaputt'));
    expect(await screen.findByText('Fehler beim Laden der Statistiken.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Statistiken' })).toBeNull();
  });

  it('asks an owner without an e-mail address to add one, with a link to the account screen', async () => {
    const api = new FakeApi().on('GET', /^\/api\/admin\/stats$/, () => ({ status: 200, body: STATS }));
    api.user = { ...adminUser('owner'), email: null };
    dashboard(api);
    const card = await screen.findByRole('region', { name: 'E-Mail-Adresse hinterlegen' });
    expect(card.textContent).toContain('Ohne sie erreicht Sie kein Link zum Zurücksetzen des Passworts');
    expect(within(card).getByRole('link', { name: 'E-Mail-Adresse hinterlegen' }).getAttribute('href')).toBe(
      '/admin/konto',
    );
  });

  it('asks nobody else: an owner with an address, another role without one', async () => {
    for (const user of [{ ...adminUser('owner'), email: 'ida@agentur.example' }, adminUser('editor')]) {
      const api = new FakeApi().on('GET', /^\/api\/admin\/stats$/, () => ({ status: 200, body: STATS }));
      api.user = user;
      const { unmount } = dashboard(api);
      await screen.findByText('Seitenaufrufe pro Tag (letzte 90 Tage)');
      await screen.findByText(
        user.role === 'editor' ? 'Inhalte der Website' : 'Seitenaufrufe letzte 24 Stunden',
      );
      expect(screen.queryByRole('region', { name: 'E-Mail-Adresse hinterlegen' })).toBeNull();
      unmount();
    }
  });

  /** The dashboard of a person of `role`, with a list per content type (three FAQ entries). */
  function dashboardOf(role: Role) {
    const api = new FakeApi().on('GET', /^\/api\/admin\/stats$/, () => ({
      status: 200,
      body: {
        ...STATS,
        applications: can(role, 'applications.read') ? STATS.applications : null,
        messages: can(role, 'messages.read') ? STATS.messages : null,
      },
    }));
    api.user = adminUser(role);
    for (const name of CONTENT_TYPE_NAMES) api.list(API.content[name].admin.list.path, []);
    api.list(API.content.faqs.admin.list.path, [
      { id: 1, order: 1 },
      { id: 2, order: 2 },
      { id: 3, order: 3 },
    ]);
    api.list(API.content.streamers.admin.list.path, [{ id: 1, order: 1 }]);
    api.on('GET', /^\/api\/admin\/reports\/recruiting$/, () => ({ status: 200, body: { bySource: [] } }));
    return dashboard(api);
  }

  const cardTitles = () =>
    [...document.querySelectorAll('.ant-card-head-title')].map((title) => title.textContent);

  it('Redaktion sees its content with counts and links and the page views once, no application figures', async () => {
    const { api } = dashboardOf('editor');
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Inhalte der Website' })
    ).closest<HTMLElement>('.ant-card')!;
    await within(card).findByText('3 Einträge');
    const faq = within(card).getByRole('link', { name: 'FAQ' });
    expect(faq.getAttribute('href')).toBe('/admin/faq');
    expect(faq.closest('li')!.textContent).toContain('3 Einträge');
    expect(
      within(card).getByRole('link', { name: CONTENT.streamers.admin.menu }).closest('li')!.textContent,
    ).toContain('1 Eintrag');
    for (const name of CONTENT_TYPE_NAMES)
      expect(within(card).getByRole('link', { name: CONTENT[name].admin.menu }).getAttribute('href')).toBe(
        `/admin${CONTENT[name].admin.path}`,
      );
    expect(within(card).getByRole('link', { name: 'Einstellungen' }).getAttribute('href')).toBe(
      '/admin/einstellungen',
    );
    // The page views once (the chart), not six counters; nothing of applications.
    expect(cardTitles().filter((title) => title?.startsWith('Seitenaufrufe'))).toEqual([
      'Seitenaufrufe pro Tag (letzte 90 Tage)',
    ]);
    expect(screen.queryByRole('list', { name: 'Statistiken' })).toBeNull();
    expect(screen.queryByText(/Bewerbungen/)).toBeNull();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/admin/stats');
  });

  it('Recruiting sees the ten figures, the newest applications and messages and its report, not the content', async () => {
    dashboardOf('recruiter');
    const figures = await screen.findByRole('list', { name: 'Statistiken' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByRole('heading', { level: 2, name: 'Neueste Bewerbungen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Neueste Nachrichten' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Inhalte der Website' })).toBeNull();
  });

  it('the owner sees the figures and the content both', async () => {
    dashboardOf('owner');
    const figures = await screen.findByRole('list', { name: 'Statistiken' });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByRole('heading', { level: 2, name: 'Inhalte der Website' })).toBeTruthy();
  });
});
