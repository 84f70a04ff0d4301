// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The 48-hour promise on the applications screen (issue 48): each application's age, „überfällig“
 * on those still „Neu“ after 48 hours (by the browser's clock, the rule of shared/overdue.ts) in the
 * table, the phone cards and the board, and the quick filter „Überfällig“ (overdue=1 in the address,
 * the list's request and the exports). Which applications the server answers is its test's
 * (tests/integration/server/routes/admin/overdue.test.ts).
 */
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const late = factories.applicationRecord({ id: 7, tiktokUsername: 'spaet.live', createdAt: hoursAgo(49) });
const fresh = factories.applicationRecord({ id: 8, tiktokUsername: 'frisch.live', createdAt: hoursAgo(47) });
const taken = factories.applicationRecord({
  id: 9,
  tiktokUsername: 'genommen.live',
  status: 'in_progress',
  createdAt: hoursAgo(24 * 5),
});

function page(path: string) {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, (request) => {
      const params = new URL(request.path, 'http://localhost').searchParams;
      const status = params.get('status');
      const rows: Application[] = [late, fresh, taken].filter((row) => !status || row.status === status);
      return { status: 200, body: rows, headers: { 'X-Total-Count': String(rows.length) } };
    })
    .on('GET', /^\/api\/admin\/applications\/(sources|assignees)$/, () => ({ status: 200, body: [] }));
  renderAdmin(
    <>
      <ApplicationsPage />
      <Address />
    </>,
    { api, path },
  );
  return api;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const listRequests = (api: FakeApi) =>
  api.requests
    .filter((request) => request.method === 'GET' && request.path.startsWith('/api/admin/applications?'))
    .map((request) => new URL(request.path, 'http://localhost').searchParams);

beforeEach(() => setViewportWidth(1440));

describe('the applications table', () => {
  it('marks the new one past 48 hours „überfällig“, not the one at 47 hours nor one in progress, and shows each age', async () => {
    page('/admin/bewerbungen');
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('@spaet.live');
    expect(within(row('@spaet.live')).getByText('überfällig')).toBeTruthy();
    expect(within(row('@spaet.live')).getByText('vor 2 Tagen')).toBeTruthy();
    expect(within(row('@frisch.live')).queryByText('überfällig')).toBeNull();
    expect(within(row('@frisch.live')).getByText('vor 47 Stunden')).toBeTruthy();
    expect(within(row('@genommen.live')).queryByText('überfällig')).toBeNull();
    expect(within(row('@genommen.live')).getByText('vor 5 Tagen')).toBeTruthy();
  });

  it('the quick filter „Überfällig“ puts overdue=1 in the address, the request and the exports, and takes it out again', async () => {
    const api = page('/admin/bewerbungen');
    const button = await screen.findByRole('button', { name: 'Überfällig' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(0));
    expect(listRequests(api).at(-1)!.get('overdue')).toBeNull();

    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?overdue=1'));
    await waitFor(() => expect(listRequests(api).at(-1)!.get('overdue')).toBe('1'));
    expect(screen.getByRole('button', { name: 'Überfällig' }).getAttribute('aria-pressed')).toBe('true');
    const csv = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('export.csv'));
    expect(csv?.getAttribute('href')).toContain('overdue=1');

    fireEvent.click(screen.getByRole('button', { name: 'Überfällig' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Überfällig' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens pressed from the dashboard’s link (?overdue=1)', async () => {
    const api = page('/admin/bewerbungen?overdue=1');
    const button = await screen.findByRole('button', { name: 'Überfällig' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listRequests(api).at(-1)!.get('overdue')).toBe('1'));
  });
});

describe('the phone cards', () => {
  it('mark the overdue one and show the age under the date', async () => {
    setViewportWidth(390);
    page('/admin/bewerbungen');
    const card = (await screen.findByText('@spaet.live')).closest('li')!;
    expect(within(card).getByText('überfällig')).toBeTruthy();
    expect(within(card).getByText('vor 2 Tagen')).toBeTruthy();
    const other = screen.getByText('@frisch.live').closest('li')!;
    expect(within(other).queryByText('überfällig')).toBeNull();
    expect(within(other).getByText('vor 47 Stunden')).toBeTruthy();
  });
});

describe('the board', () => {
  it('marks the overdue card in „Neu“ and shows every card’s age, the filter offered there too', async () => {
    const api = page('/admin/bewerbungen?ansicht=board&overdue=1');
    const neu = await screen.findByRole('region', { name: /^Neu/ });
    const card = (await within(neu).findByText('@spaet.live')).closest('li')!;
    expect(within(card).getByText('überfällig')).toBeTruthy();
    expect(within(card).getByText('vor 2 Tagen')).toBeTruthy();
    const other = within(neu).getByText('@frisch.live').closest('li')!;
    expect(within(other).queryByText('überfällig')).toBeNull();
    expect(within(other).getByText('vor 47 Stunden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Überfällig' }).getAttribute('aria-pressed')).toBe('true');
    // Every column is asked with the filter (only „Neu“ can hold any).
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThanOrEqual(6));
    expect(listRequests(api).every((params) => params.get('overdue') === '1')).toBe(true);
  });
});
