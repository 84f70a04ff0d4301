// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataErasureResult, DataRequestResult } from '@shared/api-types.js';
import DataRequestsPage from '@admin/pages/DataRequestsPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * „Auskunft & Löschung“ and the newsletter (issue 40): a search by e-mail shows the subscription
 * with its proof of consent and whether the address is on the block list; the erasure sends the
 * selected subscription and says that the block list's hash stays. Which subscription the server
 * finds, exports and deletes is data-requests-newsletter.test.ts (integration).
 */

const CONSENT = 'Ich möchte den Newsletter von Test-Agentur per E-Mail erhalten.';

const FOUND: DataRequestResult = {
  applications: [],
  messages: [],
  newsletter: {
    subscription: {
      id: 7,
      email: 'lena@example.org',
      status: 'confirmed',
      signedUpAt: '2026-12-05T10:00:00.000Z',
      confirmedAt: '2026-12-05T10:10:00.000Z',
      consentVersion: 4,
      consentText: CONSENT,
    },
    blocked: true,
  },
  uncertain: { applicationIds: [], messageIds: [] },
};

const ONLY_BLOCKED: DataRequestResult = { ...FOUND, newsletter: { subscription: null, blocked: true } };

function page(result: DataRequestResult, erased?: DataErasureResult) {
  const api = new FakeApi()
    .on('POST', /^\/api\/admin\/data-requests\/search$/, () => ({ status: 200, body: result }))
    .on('POST', /^\/api\/admin\/data-requests\/erase$/, () => ({ status: 200, body: erased }))
    .on('GET', /^\/api\/admin\/data-requests\/log$/, () => ({ status: 200, body: [] }));
  renderAdmin(<DataRequestsPage />, { api, path: '/admin/auskunft' });
  return api;
}

async function search(email: string): Promise<HTMLElement> {
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: email } });
  fireEvent.click(screen.getByText('Suchen').closest('button')!);
  return screen.findByRole('region', { name: 'Gefundene Daten' });
}

describe('the newsletter in Auskunft & Löschung', () => {
  it('shows the subscription with the proof of consent and the block list, selected for download and erasure', async () => {
    page(FOUND);
    const results = await search('lena@example.org');
    const newsletter = await within(results).findByRole('region', { name: 'Newsletter' });
    const checkbox = within(newsletter).getByRole<HTMLInputElement>('checkbox', {
      name: 'Newsletter-Anmeldung lena@example.org auswählen',
    });
    expect(checkbox.checked).toBe(true);
    expect(newsletter.textContent).toContain('Bestätigt');
    expect(newsletter.textContent).toContain('Version 4');
    expect(newsletter.textContent).toContain(CONSENT);
    expect(newsletter.textContent).toContain('Auf der Sperrliste');
    expect(newsletter.textContent).toContain('verschlüsselter Prüfwert');
    expect(results.textContent).toContain(
      'Gefunden: 1 Newsletter-Anmeldung. Ausgewählt: 1 Newsletter-Anmeldung.',
    );

    fireEvent.click(checkbox);
    expect(results.textContent).toContain('Ausgewählt: nichts.');
    expect(within(results).getByText('Ausgewählte löschen').closest('button')!.disabled).toBe(true);
  });

  it('erases the selected subscription and says that the block list entry stays', async () => {
    const api = page(FOUND, { applications: 0, messages: 0, newsletter: 1, blockListKept: true });
    const results = await search('lena@example.org');
    fireEvent.click(within(results).getByText('Ausgewählte löschen').closest('button')!);
    const dialog = (
      await screen.findByText('1 Newsletter-Anmeldung endgültig löschen?', {
        selector: '.ant-modal-confirm-title',
      })
    ).closest<HTMLElement>('.ant-modal-confirm')!;
    expect(dialog.textContent).toContain('Sperrliste des Newsletters');
    fireEvent.click(within(dialog).getByText('Endgültig löschen').closest('button')!);

    expect(await screen.findByText(/1 Newsletter-Anmeldung gelöscht\. Die Adresse bleibt/)).toBeTruthy();
    await waitFor(() =>
      expect(api.writes().map((request) => request.body)).toEqual([
        { email: 'lena@example.org' },
        { email: 'lena@example.org', applicationIds: [], messageIds: [], newsletterIds: [7] },
      ]),
    );
  });

  it('an address only on the block list: nothing to delete, and the screen says why the hash stays', async () => {
    page(ONLY_BLOCKED);
    const results = await search('gone@example.org');
    expect(await within(results).findByText('Keine Daten zu diesen Angaben gefunden.')).toBeTruthy();
    expect(within(results).getByText('Auf der Sperrliste des Newsletters')).toBeTruthy();
    expect(results.textContent).toContain('bleibt auch nach einer Löschung bestehen');
    expect(within(results).queryByText('Ausgewählte löschen')).toBeNull();
  });
});
