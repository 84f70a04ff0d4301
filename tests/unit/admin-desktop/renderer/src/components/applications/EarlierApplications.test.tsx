// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application } from '@shared/api-types.js';
import { PREVIOUS_APPLICATIONS_MAX } from '@shared/application-matches.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The list's "Quelle" (column and filter) and "Bereits beworben (n×)" in the list and the dialog,
 * with links that open the earlier applications. The server's side is
 * tests/integration/server/routes/public/apply-source.test.ts and apply-earlier.test.ts.
 */
const SOURCE = {
  ref: 'tiktok-bio',
  utmSource: 'tiktok',
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
};
const latest = factories.applicationRecord({ id: 7, previousApplications: 2, source: SOURCE });
const older = factories.applicationRecord({
  id: 5,
  tiktokUsername: 'lena.alt',
  createdAt: '2026-10-01T08:00:00.000Z',
  status: 'completed',
});

function listOf(rows: Application[]) {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, () => ({ status: 200, body: rows }))
    .on('GET', /^\/api\/admin\/applications\/sources$/, () => ({
      status: 200,
      body: ['direkt', 'tiktok-bio'],
    }))
    .on('GET', /^\/api\/admin\/applications\/7\/earlier$/, () => ({
      status: 200,
      body: [{ id: 5, createdAt: older.createdAt, status: 'completed' }],
    }))
    .on('GET', /^\/api\/admin\/applications\/5$/, () => ({ status: 200, body: older }));
  renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
  return api;
}

describe('source and earlier applications in the applications list', () => {
  it('shows the source and "Bereits beworben (2×)" in the row', async () => {
    listOf([latest]);
    const row = (await screen.findByText('@lena.live')).closest('tr')!;
    expect(within(row).getByText('tiktok-bio')).toBeTruthy();
    expect(within(row).getByText('Bereits beworben (2×)')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Quelle' })).toBeTruthy();
  });

  it('says "mindestens" where the server stopped counting', async () => {
    listOf([{ ...latest, previousApplications: PREVIOUS_APPLICATIONS_MAX }]);
    const row = (await screen.findByText('@lena.live')).closest('tr')!;
    expect(within(row).getByText(`Bereits beworben (mindestens ${PREVIOUS_APPLICATIONS_MAX}×)`)).toBeTruthy();
  });

  it('filters by a source the server names', async () => {
    const api = listOf([latest]);
    await screen.findByText('@lena.live');
    const select = screen.getByRole('combobox', { name: 'Nach Quelle filtern' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('tiktok-bio'));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path.includes('source=tiktok-bio'))).toBe(true),
    );
  });

  it('lists the earlier applications in the dialog and opens one', async () => {
    listOf([latest]);
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    expect(within(dialog).getByText('Bereits beworben (2×)')).toBeTruthy();
    expect(within(dialog).getByText('tiktok-bio (utm: tiktok)')).toBeTruthy();
    const earlier = await within(dialog).findByRole('list', { name: 'Frühere Bewerbungen' });
    expect(within(dialog).getByText('1 frühere Bewerbung ist schon gelöscht.')).toBeTruthy();
    fireEvent.click(within(earlier).getByRole('button', { name: /Erledigt/ }));
    await waitFor(() => expect(within(document.body).getAllByText('@lena.alt').length).toBeGreaterThan(0));
  });
});
