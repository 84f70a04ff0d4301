// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReplyTemplatesPage from '@admin/pages/ReplyTemplatesPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * /admin/vorlagen: owners and administration create, edit and delete reply templates; the
 * placeholder rule shows its message under the text before anything is sent; recruiting reads
 * them only. The rule and the roles on the server are the integration test's.
 */

const LIST = '/api/admin/reply-templates';
const stored = () => [
  {
    id: 1,
    name: 'Erste Antwort',
    text: 'Hallo {tiktok}, danke!',
    createdAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
  },
];

describe('the Vorlagen screen', () => {
  it('creates a template, refusing an unknown placeholder first with the server’s wording', async () => {
    const api = new FakeApi().list(LIST, stored());
    renderAdmin(<ReplyTemplatesPage />, { api, path: '/admin/vorlagen' });
    expect(await screen.findByText('Hallo {tiktok}, danke!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Neue Vorlage/ }));
    const dialog = await findDialog('Neue Vorlage');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Absage' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), { target: { value: 'Hallo {vorname}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Unbekannter Platzhalter „{vorname}“. Erlaubt sind {tiktok}, {agentur}, {recruiter}.',
      ),
    ).toBeTruthy();
    expect(api.writes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: 'Hallo {tiktok}, leider nein.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await findToast('Vorlage angelegt');
    expect(api.writes()).toEqual([
      { method: 'POST', path: LIST, body: { name: 'Absage', text: 'Hallo {tiktok}, leider nein.' } },
    ]);
    expect(await screen.findByText('Hallo {tiktok}, leider nein.')).toBeTruthy();
  });

  it('shows the server’s field message when it refuses a save', async () => {
    const api = new FakeApi().list(LIST, stored());
    api.fail('PATCH', `${LIST}/1`, 400, {
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { name: 'Der Name der Vorlage muss mindestens 2 Zeichen lang sein' },
    });
    renderAdmin(<ReplyTemplatesPage />, { api, path: '/admin/vorlagen' });
    fireEvent.click(await screen.findByRole('button', { name: /Erste Antwort bearbeiten/ }));
    const dialog = await findDialog('Vorlage bearbeiten');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'X' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Der Name der Vorlage muss mindestens 2 Zeichen lang sein'),
    ).toBeTruthy();
  });

  it('recruiting reads the templates, without writing', async () => {
    const api = new FakeApi().list(LIST, stored());
    api.user = adminUser('recruiter');
    renderAdmin(<ReplyTemplatesPage />, { api, path: '/admin/vorlagen' });
    expect(await screen.findByText('Hallo {tiktok}, danke!')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Vorlagen anlegen und ändern können Inhaber/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Neue Vorlage/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /löschen/ })).toBeNull();
  });
});
