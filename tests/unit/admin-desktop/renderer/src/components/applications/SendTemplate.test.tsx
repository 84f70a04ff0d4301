// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, ReplyTemplate } from '@shared/api-types.js';
import ApplicationsPage from '@admin/pages/ApplicationsPage.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * "Vorlage senden" in the application dialog (issue 38, point 6): choose a template, read it
 * filled in, open WhatsApp with the text or copy it and open Telegram, record the send (template
 * and channel only) and set the status in the same step. The filler and the links are unit tests
 * (tests/unit/shared/reply-templates.test.ts); the record on the server an integration test.
 */

const TEMPLATES: ReplyTemplate[] = [
  {
    id: 3,
    name: 'Erste Antwort',
    text: 'Hallo {tiktok}, hier ist {recruiter} von {agentur}!',
    createdAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
  },
];

function setUp(overrides: Partial<Application> = {}) {
  const stored = factories.applicationRecord({
    whatsappNumber: '0170 1234567',
    telegramUsername: '@lena_streams',
    ...overrides,
  });
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/applications$/, () => ({ status: 200, body: [stored] }))
    .on('PATCH', /^\/api\/admin\/applications\/7$/, (request) => {
      Object.assign(stored, request.body);
      return { status: 200, body: stored };
    })
    .on('GET', /^\/api\/admin\/reply-templates$/, () => ({ status: 200, body: TEMPLATES }))
    .on('GET', /^\/api\/admin\/reply-templates\/values$/, () => ({
      status: 200,
      body: { agentur: 'Nordlicht Agentur', recruiter: 'Ida' },
    }))
    .on('POST', /^\/api\/admin\/applications\/7\/template-sent$/, () => ({ status: 204 }));
  const opened = vi.fn();
  vi.stubGlobal('open', opened);
  return { api, opened };
}
afterEach(() => vi.unstubAllGlobals());

async function openStep(api: FakeApi): Promise<HTMLElement> {
  renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
  fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
  const dialog = await findDialog('Bewerbungsdetails');
  fireEvent.click(within(dialog).getByRole('button', { name: /Vorlage senden/ }));
  const step = await findDialog('Vorlage senden');
  // The templates are read when the step opens: choose once they are there.
  await waitFor(() => expect(step.querySelector('.ant-select-loading')).toBeNull());
  fireEvent.mouseDown(within(step).getByRole('combobox', { name: 'Vorlage' }));
  fireEvent.click(await screen.findByTitle('Erste Antwort', {}, { timeout: 5000 }));
  return step;
}

describe('Vorlage senden', () => {
  it('sets "Erledigt" with its outcome in the same step, in one PATCH', async () => {
    const { api } = setUp();
    const step = await openStep(api);
    fireEvent.mouseDown(within(step).getByRole('combobox', { name: 'Status danach' }));
    fireEvent.click(await screen.findByTitle('Erledigt'));
    fireEvent.mouseDown(within(step).getByRole('combobox', { name: 'Ergebnis' }));
    fireEvent.click(await screen.findByTitle('Angenommen'));
    fireEvent.click(within(step).getByRole('button', { name: 'In WhatsApp öffnen' }));
    await findToast('Bewerbung aktualisiert');
    await waitFor(() =>
      expect(api.writes().filter((write) => write.method === 'PATCH')).toEqual([
        {
          method: 'PATCH',
          path: '/api/admin/applications/7',
          body: { status: 'completed', outcome: 'accepted' },
        },
      ]),
    );
  });

  it('previews the filled text, opens WhatsApp with it, records template and channel and sets the status', async () => {
    const { api, opened } = setUp();
    const step = await openStep(api);
    expect(
      await within(step).findByText('Hallo @lena.live, hier ist Ida von Nordlicht Agentur!'),
    ).toBeTruthy();

    fireEvent.mouseDown(within(step).getByRole('combobox', { name: 'Status danach' }));
    fireEvent.click(await screen.findByTitle('In Bearbeitung'));
    fireEvent.click(within(step).getByRole('button', { name: 'In WhatsApp öffnen' }));

    expect(opened).toHaveBeenCalledWith(
      'https://wa.me/491701234567?text=Hallo%20%40lena.live%2C%20hier%20ist%20Ida%20von%20Nordlicht%20Agentur!',
      '_blank',
      'noopener,noreferrer',
    );
    // The status is saved as the dialog saves it (its toast follows the send's).
    await findToast('Bewerbung aktualisiert');
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/admin/applications/7/template-sent',
          body: { templateId: 3, channel: 'whatsapp' },
        },
        { method: 'PATCH', path: '/api/admin/applications/7', body: { status: 'in_progress' } },
      ]),
    );
  });

  it('copies the text and opens Telegram when that channel is chosen; the status stays', async () => {
    const { api, opened } = setUp();
    const step = await openStep(api);
    fireEvent.click(within(step).getByRole('radio', { name: 'Telegram' }));
    fireEvent.click(await within(step).findByRole('button', { name: 'Kopieren und Telegram öffnen' }));
    expect(opened).toHaveBeenCalledWith('https://t.me/lena_streams', '_blank', 'noopener,noreferrer');
    await findToast('Text kopiert, Telegram geöffnet');
    // The clipboard of the test's user-event setup.
    expect(await navigator.clipboard.readText()).toBe(
      'Hallo @lena.live, hier ist Ida von Nordlicht Agentur!',
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/applications/7/template-sent',
        body: { templateId: 3, channel: 'telegram' },
      },
    ]);
  });

  it('keeps the step open when the clipboard refuses (the desktop app may), so the preview can be copied', async () => {
    const { api, opened } = setUp();
    const step = await openStep(api);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    fireEvent.click(within(step).getByRole('radio', { name: 'Telegram' }));
    fireEvent.click(await within(step).findByRole('button', { name: 'Kopieren und Telegram öffnen' }));
    expect(opened).toHaveBeenCalledWith('https://t.me/lena_streams', '_blank', 'noopener,noreferrer');
    await findToast('Der Text konnte nicht kopiert werden.');
    expect(await findDialog('Vorlage senden')).toBe(step);
    expect(api.writes()).toEqual([
      expect.objectContaining({ path: '/api/admin/applications/7/template-sent' }),
    ]);
  });

  it('offers only WhatsApp when there is no Telegram name', async () => {
    const { api } = setUp({ telegramUsername: null });
    const step = await openStep(api);
    expect(within(step).queryByRole('radio')).toBeNull();
    expect(within(step).getByRole('button', { name: 'In WhatsApp öffnen' })).toBeTruthy();
  });

  it('is disabled without a number or name that opens a chat, and reads no templates', async () => {
    const { api } = setUp({
      whatsappNumber: '0170 1234567',
      country: 'Anderes Land',
      telegramUsername: null,
    });
    renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    expect(
      within(dialog)
        .getByRole('button', { name: /Vorlage senden/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(api.requests.some((request) => request.path.startsWith('/api/admin/reply-templates'))).toBe(false);
  });

  it('says the send was not recorded when the server refuses it', async () => {
    const { api } = setUp();
    api.fail('POST', '/api/admin/applications/7/template-sent', 400, {
      message: 'Bitte überprüfen Sie Ihre Eingaben.',
      errors: { templateId: 'Diese Vorlage gibt es nicht mehr. Bitte wählen Sie eine andere aus' },
    });
    const step = await openStep(api);
    fireEvent.click(within(step).getByRole('button', { name: 'In WhatsApp öffnen' }));
    await findToast('Der Versand konnte nicht vermerkt werden.');
    expect(api.writes().filter((request) => request.method === 'PATCH')).toEqual([]);
  });
});

describe('who sees it', () => {
  it('recruiting sees the button (templates.read)', async () => {
    const { api } = setUp();
    api.user = adminUser('recruiter');
    renderAdmin(<ApplicationsPage />, { api, path: '/admin/bewerbungen' });
    fireEvent.click((await screen.findByText('@lena.live')).closest('tr')!);
    const dialog = await findDialog('Bewerbungsdetails');
    expect(within(dialog).getByRole('button', { name: /Vorlage senden/ })).toBeTruthy();
  });
});
