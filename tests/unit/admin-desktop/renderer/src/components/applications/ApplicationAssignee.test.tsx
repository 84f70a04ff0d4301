// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationAssignee } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The assignee on the applications screen (issue 38, point 2): the „Mir zugewiesen“ quick filter
 * (assignee=me in the request and the address), the „Zuständig“ column, and the dialog's select of
 * colleagues, saved at once with PATCH { assigneeId }.
 */
const COLLEAGUES: ApplicationAssignee[] = [
  { id: 3, name: 'Rita Recruiting' },
  { id: 4, name: 'Ada Admin' },
];

function page(stored: Application, path = '/admin/bewerbungen') {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, () => ({ status: 200, body: [stored] }))
    .on('GET', /^\/api\/admin\/applications\/assignees$/, () => ({ status: 200, body: COLLEAGUES }))
    .on('GET', /^\/api\/admin\/applications\/7\/history$/, () => ({ status: 200, body: [] }))
    .on('POST', /^\/api\/admin\/applications\/bulk$/, () => ({ status: 200, body: { changed: 1 } }))
    .on('PATCH', /^\/api\/admin\/applications\/7$/, (request) => {
      Object.assign(stored, request.body);
      return { status: 200, body: stored };
    });
  renderAdmin(<ApplicationsPage />, { api, path });
  return api;
}

const listRequests = (api: FakeApi) =>
  api.requests
    .filter((request) => request.method === 'GET' && request.path.startsWith('/api/admin/applications?'))
    .map((request) => new URLSearchParams(request.path.split('?')[1]));

const csvLink = () =>
  screen.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('export.csv'));
/** The application's row in the table (its name shows in the dialog too). */
const tableRow = () => document.querySelector<HTMLElement>('tr[data-row-key="7"]')!;

describe('the quick filter „Mir zugewiesen“', () => {
  it('asks for assignee=me while pressed, and for all again when pressed once more', async () => {
    const api = page(factories.applicationRecord());
    const button = await screen.findByRole('button', { name: 'Mir zugewiesen' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(0));
    expect(listRequests(api).at(-1)!.get('assignee')).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(listRequests(api).at(-1)!.get('assignee')).toBe('me'));
    expect(screen.getByRole('button', { name: 'Mir zugewiesen' }).getAttribute('aria-pressed')).toBe('true');
    // The export links carry the filter too.
    expect(csvLink()?.getAttribute('href')).toContain('assignee=me');

    // Pressed again: the whole list (from the cache) and exports without the filter.
    fireEvent.click(screen.getByRole('button', { name: 'Mir zugewiesen' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mir zugewiesen' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(csvLink()?.getAttribute('href')).not.toContain('assignee');
  });

  it('opens pressed from an address with ?assignee=me (a link, Reload, Back)', async () => {
    const api = page(factories.applicationRecord(), '/admin/bewerbungen?assignee=me');
    const button = await screen.findByRole('button', { name: 'Mir zugewiesen' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listRequests(api).at(-1)!.get('assignee')).toBe('me'));
  });
});

describe('the assignee in the list and the dialog', () => {
  it('shows the colleague in the „Zuständig“ column', async () => {
    page(factories.applicationRecord({ assigneeId: 3 }));
    const row = (await screen.findByText('@lena.live')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Rita Recruiting')).toBeTruthy());
    expect(screen.getByRole('columnheader', { name: 'Zuständig' })).toBeTruthy();
  });

  it('assigns with the dialog’s select of colleagues and unassigns with „Niemand“', async () => {
    const api = page(factories.applicationRecord());
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    const select = within(dialog).getByRole('combobox', { name: 'Zuständig' });
    expect(within(dialog).getByText('Niemand')).toBeTruthy();

    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Rita Recruiting'));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/admin/applications/7', body: { assigneeId: 3 } },
      ]),
    );
    await waitFor(() => expect(within(tableRow()).getByText('Rita Recruiting')).toBeTruthy());
    // The dialog's „Verlauf“ asks again after each saved change.
    const historyAsked = () =>
      api.requests.filter((request) => request.path === '/api/admin/applications/7/history').length;
    await waitFor(() => expect(historyAsked()).toBe(2));

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Zuständig' }));
    fireEvent.click(await screen.findByTitle('Niemand'));
    await waitFor(() =>
      expect(api.writes().at(-1)).toEqual({
        method: 'PATCH',
        path: '/api/admin/applications/7',
        body: { assigneeId: null },
      }),
    );
  });

  it('goes back to the previous colleague when the server refuses', async () => {
    const api = page(factories.applicationRecord({ assigneeId: 4 }));
    api.fail('PATCH', '/api/admin/applications/7', 400, {
      message: 'Ungültige Eingabe',
      errors: {
        assigneeId: 'Bitte wählen Sie eine Kollegin oder einen Kollegen aus, der Bewerbungen sehen darf',
      },
    });
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    await waitFor(() => expect(within(dialog).getByTitle('Ada Admin')).toBeTruthy());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Zuständig' }));
    fireEvent.click(await screen.findByTitle('Rita Recruiting'));
    await screen.findByText('Die Zuständigkeit konnte nicht gespeichert werden.');
    await waitFor(() => expect(within(dialog).getByTitle('Ada Admin')).toBeTruthy());
  });

  it('assigns the selected applications with „Zuweisen“ in the selection bar', async () => {
    const api = page(factories.applicationRecord());
    fireEvent.click(await screen.findByRole('checkbox', { name: '@lena.live auswählen' }));
    fireEvent.click(await screen.findByRole('button', { name: /Zuweisen/ }));
    fireEvent.click(await screen.findByText('Ada Admin'));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/applications/bulk',
          body: { ids: [7], action: 'assign', assigneeId: 4 },
        },
      ]),
    );
  });
});
