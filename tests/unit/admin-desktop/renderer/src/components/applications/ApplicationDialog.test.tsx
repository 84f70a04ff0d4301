// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, queryDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The application's detail dialog, opened from the list as staff do: the website as a link (its
 * stored https:// address; an international host in both forms, with a warning), dashes for what
 * was left out, and when a completed application is deleted. How the server stores a website is
 * tests/unit/shared/url.test.ts and the forms integration test; the retention date is its own unit
 * test (retention.test.ts).
 */
const DAY = 24 * 3_600_000;

const application = (overrides: Partial<Application> = {}) =>
  factories.applicationRecord({ currentAgency: 'Keine', ...overrides });

/** The list holding `stored` (a PATCH changes it as the server would: see `onPatch`). */
function listOf(stored: Application, onPatch?: (body: Partial<Application>) => Partial<Application>) {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, () => ({ status: 200, body: [stored] }))
    .on('PATCH', /^\/api\/admin\/applications\/7$/, (request) => {
      Object.assign(stored, onPatch?.(request.body as Partial<Application>) ?? request.body);
      return { status: 200, body: stored };
    });
  renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
  return api;
}

/** Opens the application's row (the table shows the TikTok name as „@name“). */
async function openDialog(): Promise<HTMLElement> {
  fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
  return findDialog('Bewerbungsdetails');
}

describe('the application dialog', () => {
  it('links a website with its stored https:// address, in a new tab', async () => {
    listOf(application({ website: 'https://www.mein-kanal.de' }));
    const dialog = await openDialog();
    const website = within(dialog).getByRole('link', { name: 'https://www.mein-kanal.de' });
    expect(website.getAttribute('href')).toBe('https://www.mein-kanal.de/');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).queryByText(/Internationale Adresse/)).toBeNull();
  });

  it('shows a look-alike address as stored (punycode) and as it reads, with a warning', async () => {
    listOf(application({ website: 'https://xn--pple-43d.com/login' }));
    const dialog = await openDialog();
    const website = within(dialog).getByRole('link', { name: 'https://xn--pple-43d.com/login' });
    expect(website.getAttribute('href')).toBe('https://xn--pple-43d.com/login');
    // The first letter is a Cyrillic "а".
    expect(dialog.textContent).toContain('Internationale Adresse, gelesen „\u0430pple.com“');
  });

  it('shows dashes for what was left out, and no link', async () => {
    listOf(
      application({
        whatsappNumber: null,
        telegramUsername: null,
        website: null,
        streamingExperience: null,
        currentAgency: null,
      }),
    );
    const row = (await screen.findByText('@lena.live')).closest('tr')!;
    expect(within(row).getAllByText('—')).toHaveLength(2);
    const dialog = await openDialog();
    // The TikTok name is the one link (to the profile; the TikTok link test's).
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['@lena.live']);
    expect(within(dialog).getAllByText('—')).toHaveLength(5);
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    fireEvent.click(within(footer).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(queryDialog('Bewerbungsdetails')).toBeNull());
  });

  it('says from when a completed application is deleted, once it is „Erledigt“', async () => {
    const completedAt = '2026-11-28T10:00:00.000Z';
    const deleteAfter = new Date(Date.parse(completedAt) + 180 * DAY).toISOString();
    const api = listOf(application(), (body) => ({
      ...body,
      ...(body.status === 'completed' ? { completedAt, deleteAfter } : {}),
    }));
    const dialog = await openDialog();
    expect(within(dialog).queryByText(/automatisch gelöscht/)).toBeNull();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Erledigt'));
    // "Erledigt" asks for the outcome first.
    const prompt = await findDialog('Erledigt: mit welchem Ergebnis?');
    fireEvent.click(within(prompt).getByRole('radio', { name: 'ohne Ergebnis' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Erledigt setzen' }));
    const note = await within(dialog).findByText(/automatisch gelöscht/);
    expect(note.textContent).toBe(
      'Wird ab dem 27.05.2027 automatisch gelöscht (Aufbewahrung: 180 Tage nach „Erledigt“).',
    );
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/admin/applications/7', body: { status: 'completed', outcome: null } },
    ]);
  });
});
