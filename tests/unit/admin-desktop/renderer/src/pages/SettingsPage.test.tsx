// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SettingsState } from '@shared/api-types.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings.js';
import SettingsPage from '@admin/pages/SettingsPage.js';
import { fieldId } from '@admin/components/settings/settings-form.js';
import { adminUser, FakeApi, type SentRequest } from '@tests/helpers/dom/fake-api.js';
import {
  findDialog,
  findToast,
  queryDialog,
  renderAdmin,
  screen,
  within,
} from '@tests/helpers/dom/render-admin.js';

/**
 * „Einstellungen“: the sections a role edits, and a save over someone else's (409: reload or
 * overwrite). What the server stores, refuses (403) and answers with 409 is
 * tests/integration/server/routes/admin/settings.test.ts.
 */
const THEIR_PHONE = '+49 40 7654321';

/**
 * The settings as the server holds them: version 1 at first; `otherSave` is someone else's save
 * (the next version). A PUT naming an older version answers 409, as the server does.
 */
function settingsServer(role: Parameters<typeof adminUser>[0] = 'owner') {
  let state: SettingsState = {
    version: 1,
    values: structuredClone(DEFAULT_SITE_SETTINGS),
    locked: [],
    problems: [],
    siteOrigin: 'https://agentur.example',
  };
  const api = new FakeApi();
  api.user = adminUser(role);
  api
    .on('GET', /^\/api\/admin\/settings$/, () => ({ status: 200, body: state }))
    .on('PUT', /^\/api\/admin\/settings$/, (request) => {
      const { version, values } = request.body as { version: number; values: SiteSettings };
      if (version !== state.version) return { status: 409, body: { message: 'Inzwischen geändert.' } };
      state = { ...state, version: version + 1, values };
      return { status: 200, body: state };
    })
    .on('GET', /^\/api\/admin\/settings\/versions$/, () => ({ status: 200, body: [] }));
  const otherSave = (change: (values: SiteSettings) => void) => {
    const values = structuredClone(state.values);
    change(values);
    state = { ...state, version: state.version + 1, values };
  };
  const puts = () => api.requests.filter((request: SentRequest) => request.method === 'PUT');
  const { router } = renderAdmin(<SettingsPage />, { api, path: '/admin/einstellungen' });
  return { api, otherSave, puts, version: () => state.version, router };
}

const input = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement | null;
const type = (path: string, value: string) => fireEvent.change(input(path)!, { target: { value } });

async function formShown(): Promise<void> {
  await screen.findByRole('form', { name: 'Einstellungen' });
}

/** „Speichern“ (its name also holds the icon's on wide screens). */
function save(): void {
  const button = screen.getByText('Speichern').closest('button')!;
  fireEvent.click(button);
}

// The whole settings form renders and saves three times here (about 8 s on an idle machine): a
// loaded machine may take several times that, and the limit only guards against a hang.
describe('the settings screen', { timeout: 120_000 }, () => {
  it('Redaktion edits the founder, the partners and the landing page only', async () => {
    const { api } = settingsServer('editor');
    await formShown();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Gründer', 'Partner', 'Startseite']);
    expect(input('contact.phone')).toBeNull();
    expect(screen.queryByLabelText('Telefon')).toBeNull();
    expect(input('founder.name')).not.toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('a save over someone else’s asks: „Neu laden“ shows the newest values, „Überschreiben“ saves on them', async () => {
    const { otherSave, puts, version } = settingsServer();
    await formShown();
    otherSave((values) => {
      values.contact.phone = THEIR_PHONE;
    });
    type('contact.phoneHours', 'Mo–Do 10:00–16:00 Uhr');
    save();
    await findDialog('Inzwischen geändert');
    fireEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(queryDialog('Inzwischen geändert')).toBeNull());
    await waitFor(() => expect(input('contact.phone')!.value).toBe(THEIR_PHONE));
    expect(input('contact.phoneHours')!.value).toBe(DEFAULT_SITE_SETTINGS.contact.phoneHours);
    expect(puts()).toHaveLength(1);

    // Again, and this time this screen's values win over the other's newer save.
    otherSave((values) => {
      values.contact.phoneHours = 'Sa 10:00–12:00 Uhr';
    });
    type('contact.phoneHours', 'Mo–Fr 8:00–18:00 Uhr');
    save();
    await findDialog('Inzwischen geändert');
    fireEvent.click(screen.getByRole('button', { name: 'Überschreiben' }));
    await findToast('Einstellungen gespeichert');
    await waitFor(() => expect(queryDialog('Inzwischen geändert')).toBeNull());
    const sent = puts().map((request) => request.body as { version: number; values: SiteSettings });
    expect(sent.map((body) => body.version)).toEqual([1, 2, 3]);
    expect(sent[2]!.values.contact.phoneHours).toBe('Mo–Fr 8:00–18:00 Uhr');
    expect(sent[2]!.values.contact.phone).toBe(THEIR_PHONE);
    expect(version()).toBe(4);
  });
});

/** The shown confirmation (antd's modal.confirm) titled `title`. */
async function findConfirm(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest<HTMLElement>('.ant-modal-confirm')!;
}
const noQuestion = () => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull();

describe('leaving the settings with unsaved changes', { timeout: 120_000 }, () => {
  /** The settings with a sample FAQ entry and a go-live finding, each alert a link elsewhere. */
  function withAlerts() {
    const server = settingsServer();
    server.api.on('GET', /^\/api\/admin\/health$/, () => ({
      status: 200,
      body: {
        status: 'ok',
        sampleContent: {
          count: 1,
          entries: [{ type: 'faqs', id: 7, label: 'Wie kann ich mich bewerben?', fallback: false }],
        },
      },
    }));
    return server;
  }
  const sampleLink = async () =>
    within(await screen.findByRole('list', { name: 'Beispielinhalte' })).getByRole('link');

  it('a link in the sample-content warning asks first: „Weiter bearbeiten“ keeps the edit, „Verwerfen“ goes', async () => {
    const { router, puts } = withAlerts();
    await formShown();
    type('contact.phone', THEIR_PHONE);
    fireEvent.click(await sampleLink());
    const question = await findConfirm('Änderungen verwerfen?');
    expect(question.textContent).toContain('Ihre Änderungen auf dieser Seite sind noch nicht gespeichert.');
    fireEvent.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(noQuestion);
    expect(router.state.location.pathname).toBe('/admin/einstellungen');
    expect(input('contact.phone')!.value).toBe(THEIR_PHONE);

    fireEvent.click(await sampleLink());
    fireEvent.click(
      within(await findConfirm('Änderungen verwerfen?')).getByRole('button', { name: 'Verwerfen' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faq'));
    expect(puts()).toEqual([]);
  });

  it('asks before another screen and before a reload only while something is changed', async () => {
    const { router } = withAlerts();
    await formShown();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('contact.phone', THEIR_PHONE);
    expect(unload()).toBe(true);
    // Edited back to the stored value: nothing to lose.
    type('contact.phone', DEFAULT_SITE_SETTINGS.contact.phone);
    await waitFor(() => expect(unload()).toBe(false));

    type('contact.phone', THEIR_PHONE);
    await act(() => router.navigate('/dashboard'));
    fireEvent.click(
      within(await findConfirm('Änderungen verwerfen?')).getByRole('button', { name: 'Weiter bearbeiten' }),
    );
    await waitFor(noQuestion);
    expect(router.state.location.pathname).toBe('/admin/einstellungen');

    type('contact.phone', DEFAULT_SITE_SETTINGS.contact.phone);
    await waitFor(() => expect(unload()).toBe(false));
    fireEvent.click(await sampleLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/faq'));
    noQuestion();
  });

  it('a link to a field of this screen (the go-live check’s) keeps the changes and asks nothing', async () => {
    const { router } = withAlerts();
    await formShown();
    type('contact.phone', THEIR_PHONE);
    await act(() => router.navigate('/einstellungen?feld=legal.vatId'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    noQuestion();
    expect(input('contact.phone')!.value).toBe(THEIR_PHONE);
  });
});
