// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RecruitingReport } from '@shared/api-types.js';
import { RecruitingCard } from '@admin/components/dashboard/RecruitingCard.js';
import DashboardPage from '@admin/pages/DashboardPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { waitFor } from '@testing-library/react';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The dashboard's "Recruiting" card: the table per source in German number format, the 30/90/365
 * switch (a new request, a new CSV link), the empty and error texts, and who sees the card. The
 * figures are the report's integration test's; the chart's drawing stays in the browser.
 */
const REPORT: RecruitingReport = {
  bySource: [
    {
      source: 'tiktok-bio',
      applications: 1234,
      accepted: 12,
      rejected: 800,
      withdrawn: 2,
      open: 420,
      medianDaysToDecision: 2.5,
    },
    {
      source: 'direkt',
      applications: 3,
      accepted: 0,
      rejected: 0,
      withdrawn: 0,
      open: 3,
      medianDaysToDecision: null,
    },
  ],
};

function withReport(api: FakeApi, answer: (days: string | null) => RecruitingReport = () => REPORT) {
  return api.on('GET', /^\/api\/admin\/reports\/recruiting$/, (request) => ({
    status: 200,
    body: answer(new URL(request.path, 'http://x').searchParams.get('days')),
  }));
}

const reportRequests = (api: FakeApi) =>
  api.requests
    .filter((request) => request.path.startsWith('/api/admin/reports/recruiting'))
    .map((r) => r.path);

describe('the Recruiting card', () => {
  it('shows the figures per source in German number format, the median with a comma', async () => {
    renderAdmin(<RecruitingCard />, { api: withReport(new FakeApi()) });
    const table = await screen.findByRole('table');
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['tiktok-bio', '1.234', '12', '800', '2', '420', '2,5'],
      ['direkt', '3', '0', '0', '0', '3', '–'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Quelle',
      'Bewerbungen',
      'Angenommen',
      'Abgelehnt',
      'Zurückgezogen',
      'Offen',
      'Median Tage bis Entscheidung',
    ]);
    expect(screen.getByRole('heading', { name: 'Recruiting' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /^Bewerbungen nach Quelle, letzte 30 Tage: tiktok-bio 1\.234/ }),
    ).toBeTruthy();
  });

  it('switches between 30, 90 and 365 days: a new request, and the CSV of the same window', async () => {
    const api = withReport(new FakeApi(), (days) =>
      days === '90' ? { bySource: [REPORT.bySource[1]!] } : REPORT,
    );
    const { user } = renderAdmin(<RecruitingCard />, { api });
    await screen.findByRole('table');
    const csv = screen.getByRole('link', { name: /CSV exportieren/ });
    expect(csv.getAttribute('href')).toBe('/api/admin/reports/recruiting.csv?days=30');
    expect(csv.hasAttribute('download')).toBe(true);

    await user.click(screen.getByText('90 Tage'));
    await waitFor(() => expect(screen.queryByText('tiktok-bio')).toBeNull());
    expect(screen.getByText('direkt')).toBeTruthy();
    expect(screen.getByRole('link', { name: /CSV exportieren/ }).getAttribute('href')).toBe(
      '/api/admin/reports/recruiting.csv?days=90',
    );
    await user.click(screen.getByText('365 Tage'));
    await waitFor(() => expect(reportRequests(api)).toContain('/api/admin/reports/recruiting?days=365'));
    expect(reportRequests(api).slice(0, 2)).toEqual([
      '/api/admin/reports/recruiting?days=30',
      '/api/admin/reports/recruiting?days=90',
    ]);
  });

  it('says when the window has no applications', async () => {
    renderAdmin(<RecruitingCard />, { api: withReport(new FakeApi(), () => ({ bySource: [] })) });
    expect(await screen.findByText('Keine Bewerbungen in den letzten 30 Tagen.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the report cannot be loaded', async () => {
    renderAdmin(<RecruitingCard />, {
      api: new FakeApi().fail('GET', '/api/admin/reports/recruiting', 500, { message: 'kaputt' }),
    });
    expect(await screen.findByText('Fehler beim Laden des Recruiting-Berichts.')).toBeTruthy();
  });
});

describe('the dashboard with the Recruiting card', () => {
  function dashboard(role: 'owner' | 'admin' | 'recruiter' | 'editor') {
    const api = withReport(new FakeApi())
      .on('GET', /^\/api\/admin\/(applications|messages|stats\/pageviews)$/, () => ({
        status: 200,
        body: [],
      }))
      .on('GET', /^\/api\/admin\/settings$/, () => ({ status: 404, body: { message: 'Nicht gefunden' } }));
    api.user = { ...adminUser(role), email: 'ida@agentur.example' };
    return renderAdmin(<DashboardPage />, { api });
  }

  it('shows it to owners, administration and recruiting', async () => {
    for (const role of ['owner', 'admin', 'recruiter'] as const) {
      const { unmount } = dashboard(role);
      expect(await screen.findByRole('heading', { name: 'Recruiting' }), role).toBeTruthy();
      unmount();
    }
  });

  it('shows editors no card and asks nothing', async () => {
    const { api } = dashboard('editor');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('heading', { name: 'Recruiting' })).toBeNull();
    expect(reportRequests(api)).toEqual([]);
  });
});
