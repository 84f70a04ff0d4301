// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application } from '@shared/api-types.js';
import { PREVIOUS_APPLICATIONS_MAX } from '@shared/application-matches.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, queryDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
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
const oldest = factories.applicationRecord({
  id: 3,
  tiktokUsername: '@lena.live',
  createdAt: '2026-09-01T08:00:00.000Z',
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
      body: [
        {
          id: 5,
          createdAt: older.createdAt,
          status: 'completed',
          tiktokUsername: 'lena.alt',
          matchedBy: ['whatsapp'],
        },
        {
          id: 3,
          createdAt: oldest.createdAt,
          status: 'new',
          tiktokUsername: '@lena.live',
          matchedBy: ['tiktok', 'telegram'],
        },
      ],
    }))
    .on('GET', /^\/api\/admin\/applications\/5$/, () => ({ status: 200, body: older }))
    .on('GET', /^\/api\/admin\/applications\/3$/, () => ({ status: 200, body: oldest }))
    .on('PATCH', /^\/api\/admin\/applications\/5$/, (request) => ({
      status: 200,
      body: { ...older, ...(request.body as object) },
    }));
  const rendered = renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
  return Object.assign(api, { router: rendered.router });
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
    expect(within(dialog).queryByText(/frühere Bewerbung ist schon gelöscht/)).toBeNull();
    // Each line names the person's handle, when, the status and what matched.
    expect(
      within(earlier)
        .getAllByRole('button')
        .map((line) => line.textContent),
    ).toEqual([
      '@lena.alt · 01.10.2026, 10:00 · Erledigt · gleiche WhatsApp-Nummer',
      '@lena.live · 01.09.2026, 10:00 · Neu · gleicher TikTok-Name, gleicher Telegram-Name',
    ]);
    fireEvent.click(within(earlier).getByRole('button', { name: /@lena\.alt/ }));
    await waitFor(() => expect(within(dialogOf()).getByText('@lena.alt', { selector: 'a' })).toBeTruthy());
  });

  it('counts the earlier ones already deleted', async () => {
    listOf([{ ...latest, previousApplications: 3 }]);
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    expect(await within(dialog).findByText('1 frühere Bewerbung ist schon gelöscht.')).toBeTruthy();
  });

  it('leads back from an earlier application: „Zurück zu @lena.live“, and the browser’s Back', async () => {
    const { router } = listOf([latest]);
    const openEarlier = async (name: RegExp) => {
      const earlier = await within(dialogOf()).findByRole('list', { name: 'Frühere Bewerbungen' });
      fireEvent.click(within(earlier).getByRole('button', { name }));
    };
    const shownName = () => within(dialogOf()).getByTitle('TikTok-Profil öffnen').textContent;
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    await findDialog('Bewerbungsdetails');
    expect(within(dialogOf()).queryByRole('button', { name: /^Zurück zu/ })).toBeNull();

    await openEarlier(/@lena\.alt/);
    await waitFor(() => expect(shownName()).toBe('@lena.alt'));
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Zurück zu @lena.live' }));
    await waitFor(() => expect(shownName()).toBe('@lena.live'));
    expect(within(dialogOf()).queryByRole('button', { name: /^Zurück zu/ })).toBeNull();

    // The browser's Back and Forward walk the same steps; the dialog stays open throughout.
    await openEarlier(/@lena\.alt/);
    await waitFor(() => expect(shownName()).toBe('@lena.alt'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownName()).toBe('@lena.live'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(shownName()).toBe('@lena.alt'));
    expect(router.state.location.pathname).toBe('/admin/bewerbungen');

    // Closing takes the steps back: the list is where it was, Back afterwards leaves it as before.
    fireEvent.click(within(dialogOf()).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await waitFor(() => expect(queryDialog('Bewerbungsdetails')).toBeNull());
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('asks „Änderungen verwerfen?“ before an earlier application replaces changed notes', async () => {
    const { router } = listOf([latest]);
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    fireEvent.change(within(dialog).getByLabelText('Notizen'), {
      target: { value: 'Noch nicht gespeichert' },
    });
    const earlier = await within(dialog).findByRole('list', { name: 'Frühere Bewerbungen' });
    fireEvent.click(within(earlier).getByRole('button', { name: /@lena\.alt/ }));
    const question = await findConfirm('Änderungen verwerfen?');
    fireEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull());
    expect((within(dialogOf()).getByLabelText('Notizen') as HTMLTextAreaElement).value).toBe(
      'Noch nicht gespeichert',
    );
    expect(router.state.location.state).toBeNull();

    fireEvent.click(within(earlier).getByRole('button', { name: /@lena\.alt/ }));
    fireEvent.click(
      within(await findConfirm('Änderungen verwerfen?')).getByRole('button', { name: 'Verwerfen' }),
    );
    await waitFor(() =>
      expect(within(dialogOf()).getByTitle('TikTok-Profil öffnen').textContent).toBe('@lena.alt'),
    );
    // Back to the first: its notes as stored, nothing asked (the earlier one holds no changes).
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Zurück zu @lena.live' }));
    await waitFor(() =>
      expect((within(dialogOf()).getByLabelText('Notizen') as HTMLTextAreaElement).value).toBe(''),
    );
    expect(screen.queryByText('Änderungen verwerfen?')).toBeNull();
  });
});

describe('closing after an earlier application', () => {
  it('saving its notes closes the dialog without a question and takes its step back', async () => {
    const { router } = listOf([latest]);
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const earlier = await within(await findDialog('Bewerbungsdetails')).findByRole('list', {
      name: 'Frühere Bewerbungen',
    });
    fireEvent.click(within(earlier).getByRole('button', { name: /@lena\.alt/ }));
    await waitFor(() =>
      expect(within(dialogOf()).getByTitle('TikTok-Profil öffnen').textContent).toBe('@lena.alt'),
    );
    expect(router.state.location.state).toEqual({ dialogSteps: [5] });
    fireEvent.change(within(dialogOf()).getByLabelText('Notizen'), { target: { value: 'Schon einmal da' } });
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(queryDialog('Bewerbungsdetails')).toBeNull());
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.queryByText('Änderungen verwerfen?')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/bewerbungen');
  });
});

/** The application dialog as it is now (its content changes with the entry shown). */
const dialogOf = () => queryDialog('Bewerbungsdetails')!;

/** A confirmation (antd's modal.confirm) titled `title`, once it shows. */
async function findConfirm(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest<HTMLElement>('.ant-modal-confirm')!;
}
