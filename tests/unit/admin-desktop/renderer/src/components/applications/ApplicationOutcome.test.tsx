// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationHistoryEntry } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, queryDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * The outcome in the control centre: choosing „Erledigt“ (dialog, bulk) asks for it and sends it
 * with the status; the list shows it as a tag and filters by it; the dialog's „Verlauf“ shows the
 * server's history entries.
 */
const PROMPT = 'Erledigt: mit welchem Ergebnis?';

function listOf(stored: Application[], history: ApplicationHistoryEntry[] = []) {
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, () => ({ status: 200, body: stored }))
    .on('GET', /^\/api\/admin\/applications\/(\d+)\/history$/, () => ({ status: 200, body: history }))
    .on('PATCH', /^\/api\/admin\/applications\/(\d+)$/, (request, match) => {
      const row = stored.find((entry) => entry.id === Number(match[1]))!;
      Object.assign(row, request.body);
      return { status: 200, body: row };
    })
    .on('POST', /^\/api\/admin\/applications\/bulk$/, () => ({ status: 200, body: { changed: 2 } }));
  const rendered = renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
  return rendered;
}

async function openDialog(name = '@lena.live'): Promise<HTMLElement> {
  fireEvent.click((await screen.findByText(name)).closest('tr')!);
  return findDialog('Bewerbungsdetails');
}

async function chooseStatus(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the outcome prompt', () => {
  it('asks for the outcome when „Erledigt“ is chosen in the dialog and sends it with the status', async () => {
    const { api } = listOf([factories.applicationRecord({ status: 'in_progress' })]);
    const dialog = await openDialog();
    await chooseStatus(dialog, 'Erledigt');
    const prompt = await findDialog(PROMPT);
    const ok = within(prompt).getByRole('button', { name: 'Erledigt setzen' });
    // Nothing chosen yet: nothing to confirm, nothing sent.
    expect(ok.hasAttribute('disabled')).toBe(true);
    expect(
      within(prompt)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Angenommen', 'Abgelehnt', 'Zurückgezogen', 'ohne Ergebnis']);
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(prompt).getByRole('radio', { name: 'Angenommen' }));
    fireEvent.click(ok);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PATCH',
          path: '/api/admin/applications/7',
          body: { status: 'completed', outcome: 'accepted' },
        },
      ]),
    );
    // Completed: the outcome shows beside the status and can be changed there.
    const outcome = await within(dialog).findByRole('combobox', { name: 'Ergebnis' });
    expect(outcome.closest('.ant-select')!.textContent).toContain('Angenommen');
  });

  it('leaves the status as it was when the question is cancelled', async () => {
    const { api } = listOf([factories.applicationRecord({ status: 'new' })]);
    const dialog = await openDialog();
    await chooseStatus(dialog, 'Erledigt');
    const prompt = await findDialog(PROMPT);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(queryDialog(PROMPT)).toBeNull());
    expect(api.writes()).toEqual([]);
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status.closest('.ant-select')!.textContent).toContain('Neu');
    expect(within(dialog).queryByRole('combobox', { name: 'Ergebnis' })).toBeNull();
  });

  it('asks nothing for another status, which the server takes without an outcome', async () => {
    const { api } = listOf([factories.applicationRecord({ status: 'new' })]);
    const dialog = await openDialog();
    await chooseStatus(dialog, 'In Bearbeitung');
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/admin/applications/7', body: { status: 'in_progress' } },
      ]),
    );
    expect(queryDialog(PROMPT)).toBeNull();
  });

  it('keeps the outcome when the dialog saves notes of a completed application', async () => {
    const { api } = listOf([
      factories.applicationRecord({
        status: 'completed',
        outcome: 'rejected',
        completedAt: '2026-11-28T10:00:00.000Z',
      }),
    ]);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notizen' }), {
      target: { value: 'Absage per WhatsApp' },
    });
    const footer = dialog.querySelector<HTMLElement>('.ant-modal-footer')!;
    fireEvent.click(within(footer).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PATCH',
          path: '/api/admin/applications/7',
          body: { status: 'completed', outcome: 'rejected', notes: 'Absage per WhatsApp' },
        },
      ]),
    );
  });

  it('asks for the outcome of a bulk „Erledigt“ and sends it with the ids', async () => {
    const { api } = listOf([
      factories.applicationRecord({ id: 7 }),
      factories.applicationRecord({ id: 8, tiktokUsername: 'mia.live' }),
    ]);
    for (const name of ['@lena.live', '@mia.live'])
      fireEvent.click((await screen.findAllByRole('checkbox', { name: `${name} auswählen` }))[0]!);
    fireEvent.click(await screen.findByRole('button', { name: /Status ändern/ }));
    fireEvent.click(await screen.findByText('Erledigt', { selector: '.ant-dropdown-menu-title-content' }));
    const prompt = await findDialog(`${PROMPT} (2 Bewerbungen)`);
    fireEvent.click(within(prompt).getByRole('radio', { name: 'Zurückgezogen' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Erledigt setzen' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/applications/bulk',
          body: { ids: [7, 8], action: 'status', status: 'completed', outcome: 'withdrawn' },
        },
      ]),
    );
  });
});

describe('the outcome in the list', () => {
  it('shows the outcome as a tag beside the status, and filters by it in the URL', async () => {
    const { api } = listOf([
      factories.applicationRecord({
        status: 'completed',
        outcome: 'accepted',
        completedAt: '2026-11-28T10:00:00.000Z',
      }),
    ]);
    const row = (await screen.findByText('@lena.live')).closest('tr')!;
    expect(within(row).getByText('Erledigt')).toBeTruthy();
    expect(within(row).getByText('Angenommen')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Nach Ergebnis filtern' }));
    fireEvent.click(await screen.findByTitle('Ohne Ergebnis'));
    await waitFor(() =>
      expect(api.requests.some((request) => request.path.includes('outcome=none'))).toBe(true),
    );
  });
});

describe('the history in the dialog', () => {
  it('shows each change (who, when, from → to) and each template sent as the server words them, newest first', async () => {
    listOf(
      [
        factories.applicationRecord({
          status: 'completed',
          outcome: 'accepted',
          completedAt: '2026-11-28T10:00:00.000Z',
        }),
      ],
      [
        {
          at: '2026-11-28T10:00:00.000Z',
          actorName: 'Ida',
          field: 'outcome',
          label: 'Ergebnis',
          from: 'kein Ergebnis',
          to: 'Angenommen',
          bulk: false,
        },
        {
          at: '2026-11-28T10:00:00.000Z',
          actorName: 'Ida',
          field: 'status',
          label: 'Status',
          from: 'In Bearbeitung',
          to: 'Erledigt',
          bulk: false,
        },
        {
          kind: 'template-sent',
          at: '2026-11-27T12:30:00.000Z',
          actorName: 'Rita',
          template: 'Rückruf',
          channel: 'whatsapp',
          text: 'Vorlage „Rückruf“ gesendet per WhatsApp',
        },
        {
          at: '2026-11-27T09:00:00.000Z',
          actorName: 'Rita',
          field: 'assigneeId',
          label: 'Zuständig',
          from: 'niemand',
          to: 'Ida',
          bulk: true,
        },
      ],
    );
    const dialog = await openDialog();
    const history = await within(dialog).findByRole('region', { name: 'Verlauf' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Ergebnis: kein Ergebnis → AngenommenIda, 28.11.2026, 11:00',
      'Status: In Bearbeitung → ErledigtIda, 28.11.2026, 11:00',
      'Vorlage „Rückruf“ gesendet per WhatsAppRita, 27.11.2026, 13:30',
      'Zuständig: niemand → Ida (Mehrfachauswahl)Rita, 27.11.2026, 10:00',
    ]);
  });

  it('shows nothing without entries', async () => {
    listOf([factories.applicationRecord()], []);
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Verlauf' })).toBeNull());
  });
});
