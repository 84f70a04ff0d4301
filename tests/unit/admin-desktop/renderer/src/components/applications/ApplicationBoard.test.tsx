// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The applications board (/admin/bewerbungen?ansicht=board): one request per column with the
 * column's status and outcome and the URL's other filters, the counts, the keyboard move (one
 * PATCH), the view switch and the list on phones. Drag with the mouse is the browser test's
 * (tests/e2e/applications-board.spec.ts).
 */
const lena = factories.applicationRecord({ id: 7, assigneeId: 1, previousApplications: 2 });
const mia = factories.applicationRecord({
  id: 8,
  tiktokUsername: 'mia.streams',
  status: 'completed',
  outcome: 'accepted',
  country: 'Österreich',
});

/** What the server would answer per column: the rows shown and the total matching. */
function pageFor(params: URLSearchParams): { rows: Application[]; total: number } {
  const status = params.get('status');
  const outcome = params.get('outcome');
  if (status === 'new') return { rows: [lena], total: 1 };
  if (status === 'completed' && outcome === 'accepted') return { rows: [mia], total: 120 };
  if (!status) return { rows: [lena, mia], total: 2 };
  return { rows: [], total: 0 };
}

function board(path: string) {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, (request) => {
      const page = pageFor(new URL(request.path, 'http://localhost').searchParams);
      return { status: 200, body: page.rows, headers: { 'X-Total-Count': String(page.total) } };
    })
    .on('GET', /^\/api\/admin\/applications\/sources$/, () => ({
      status: 200,
      body: ['direkt', 'tiktok-bio'],
    }))
    .on('GET', /^\/api\/admin\/applications\/assignees$/, () => ({
      status: 200,
      body: [{ id: 1, name: 'Ida' }],
    }))
    .on('PATCH', /^\/api\/admin\/applications\/(\d+)$/, (request, match) => ({
      status: 200,
      body: { ...(Number(match[1]) === 7 ? lena : mia), ...(request.body as object) },
    }));
  return renderAdmin(
    <>
      <ApplicationsPage />
      <Address />
    </>,
    { api, path },
  );
}

/** The address the screen shows, to read what the view switch wrote. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const listRequests = (api: FakeApi) =>
  api.requests
    .filter((request) => request.method === 'GET' && /^\/api\/admin\/applications\?/.test(request.path))
    .map((request) => new URL(request.path, 'http://localhost').searchParams);

beforeEach(() => setViewportWidth(1440));

describe('the applications board', () => {
  it('shows the six columns with their counts, each asked with its status/outcome and the URL filters', async () => {
    const { api } = board(
      '/admin/bewerbungen?ansicht=board&country=%C3%96sterreich&q=anna&assignee=me&source=tiktok-bio&sort=country',
    );
    const accepted = await screen.findByRole('region', { name: /^Angenommen/ });
    await within(accepted).findByText('@mia.streams');
    expect(within(accepted).getByRole('heading', { level: 2 }).textContent).toBe('Angenommen 120');
    expect(within(accepted).getByText(/1 von 120/)).toBeTruthy();
    expect(within(accepted).getByRole('link', { name: 'Liste zeigt alle' }).getAttribute('href')).toBe(
      '/admin/bewerbungen?status=completed&country=%C3%96sterreich&q=anna&sort=country&outcome=accepted&assignee=me&source=tiktok-bio',
    );
    const titles = screen.getAllByRole('region').map((region) => region.querySelector('h2')!.textContent);
    expect(titles).toEqual([
      'Neu 1',
      'In Bearbeitung 0',
      'Angenommen 120',
      'Abgelehnt 0',
      'Zurückgezogen 0',
      'Erledigt 0',
    ]);
    const neu = screen.getByRole('region', { name: /^Neu/ });
    const card = within(within(neu).getByRole('list')).getByRole('listitem');
    expect(within(card).getByText('@lena.live')).toBeTruthy();
    expect(within(card).getByText('Deutschland')).toBeTruthy();
    expect(within(card).getByText('direkt')).toBeTruthy();
    expect(within(card).getByText('Bereits beworben (2×)')).toBeTruthy();
    await within(card).findByText('Ida');
    // The drag's instructions for screen readers, in German, describe each card.
    const instructions = document.getElementById(card.getAttribute('aria-describedby')!)!;
    expect(instructions.textContent).toMatch(
      /^Mit der Maus lässt sich die Karte in eine andere Spalte ziehen/,
    );
    expect(document.body.textContent).not.toMatch(/To pick up a draggable item/);

    const asked = listRequests(api).map((params) => [params.get('status'), params.get('outcome')]);
    expect(asked).toEqual(
      expect.arrayContaining([
        ['new', null],
        ['in_progress', null],
        ['completed', 'accepted'],
        ['completed', 'rejected'],
        ['completed', 'withdrawn'],
        ['completed', 'none'],
      ]),
    );
    // The list's own page is not asked on the board.
    expect(listRequests(api).every((params) => params.get('status'))).toBe(true);
    for (const params of listRequests(api))
      expect(Object.fromEntries(params)).toMatchObject({
        page: '1',
        pageSize: '50',
        country: 'Österreich',
        q: 'anna',
        assignee: 'me',
        source: 'tiktok-bio',
        sort: 'country',
      });
    // The columns are the status and the outcome: no filters for them on the board.
    expect(screen.queryByRole('combobox', { name: 'Nach Status filtern' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Nach Ergebnis filtern' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Nach Land filtern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mir zugewiesen' })).toBeTruthy();
  });

  it('moves a card to "Angenommen" by its menu: one PATCH with status and outcome, then the columns again', async () => {
    const { api, user } = board('/admin/bewerbungen?ansicht=board');
    const button = await screen.findByRole('button', { name: '@lena.live verschieben' });
    const before = listRequests(api).length;
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['In Bearbeitung', 'Angenommen', 'Abgelehnt', 'Zurückgezogen', 'Erledigt']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Angenommen' }));
    await findToast('Bewerbung verschoben');
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/applications/7',
        body: { status: 'completed', outcome: 'accepted' },
      },
    ]);
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThanOrEqual(before + 6));
  });

  it('moves a card to "Erledigt" with the status alone (completed without outcome)', async () => {
    const { api, user } = board('/admin/bewerbungen?ansicht=board');
    await user.click(await screen.findByRole('button', { name: '@mia.streams verschieben' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Erledigt' }));
    await findToast('Bewerbung verschoben');
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/admin/applications/8', body: { status: 'completed' } },
    ]);
  });

  it('says so when the move fails', async () => {
    const { api, user } = board('/admin/bewerbungen?ansicht=board');
    api.fail('PATCH', '/api/admin/applications/7', 409, { message: 'Gerade geändert.' });
    await user.click(await screen.findByRole('button', { name: '@lena.live verschieben' }));
    await user.click(await screen.findByRole('menuitem', { name: 'In Bearbeitung' }));
    const toast = await findToast('Die Bewerbung konnte nicht verschoben werden.');
    expect(within(toast).getByText('Gerade geändert.')).toBeTruthy();
  });

  it('opens the application dialog from a card', async () => {
    const { user } = board('/admin/bewerbungen?ansicht=board');
    await user.click(await screen.findByRole('button', { name: '@lena.live' }));
    expect(await screen.findByText('Bewerbungsdetails')).toBeTruthy();
  });

  it('switches from the list to the board with "Board", keeping the filters in the address', async () => {
    const { user } = board('/admin/bewerbungen?country=Schweiz&q=anna');
    await screen.findByRole('columnheader', { name: 'Quelle' });
    await user.click(screen.getByText('Board'));
    await screen.findByRole('region', { name: /^Angenommen/ });
    const address = new URLSearchParams(screen.getByTestId('address').textContent!);
    expect(Object.fromEntries(address)).toEqual({ country: 'Schweiz', q: 'anna', ansicht: 'board' });
    await user.click(screen.getByText('Liste'));
    await screen.findByRole('columnheader', { name: 'Quelle' });
    expect(screen.getByTestId('address').textContent).toBe('?country=Schweiz&q=anna');
  });

  it('keeps the list on a phone, even with ansicht=board', async () => {
    setViewportWidth(390);
    const { api } = board('/admin/bewerbungen?ansicht=board');
    await screen.findByText('Alle auf dieser Seite auswählen');
    expect(screen.queryByRole('region', { name: /^Angenommen/ })).toBeNull();
    expect(screen.queryByText('Board')).toBeNull();
    expect(listRequests(api).some((params) => params.get('pageSize') === '50')).toBe(false);
  });
});
