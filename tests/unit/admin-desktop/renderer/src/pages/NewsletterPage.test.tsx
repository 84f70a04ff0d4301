// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  NewsletterIssue,
  NewsletterOverview,
  NewsletterSubscriber,
  NewsletterSubscriberPage,
} from '@shared/api-types.js';
import { newsletterMessages } from '@shared/newsletter.js';
import type { Role } from '@shared/roles.js';
import { NO_ADDRESS_HINT } from '@admin/components/newsletter/IssueEditor.js';
import NewsletterPage from '@admin/pages/NewsletterPage.js';
import { PROGRESS_POLL_MS } from '@admin/components/newsletter/api.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * The control centre's Newsletter screen against the contract of issue 40 (the fake API answers
 * as the server's routes do; what they do is the server's integration tests): what each role sees,
 * the bodies of create, save, test and send, the server's 409 texts shown, the progress asked for
 * every 2 s while sending and no more once sent, the not-offered alert, the subscribers' search,
 * filter, pages, removal and export links, and cards on a phone.
 */

const OFFERED: NewsletterOverview = {
  offered: true,
  reason: null,
  counts: { confirmed: 3, pending: 2, unsubscribed: 1 },
  ratePerMinute: 120,
};
const REASON = 'SMTP_URL ist nicht gesetzt: Ohne Mail-Einstellungen wird der Newsletter nicht angeboten.';

const issue = (id: number, fields: Partial<NewsletterIssue> = {}): NewsletterIssue => ({
  id,
  subject: `Ausgabe ${id}`,
  text: 'Hallo **zusammen**, hier sind die Neuigkeiten.',
  status: 'draft',
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  createdBy: 'Ida',
  sendStartedAt: null,
  sentAt: null,
  sentBy: null,
  recipients: 0,
  delivered: 0,
  failed: 0,
  skipped: 0,
  ...fields,
});

const subscriber = (id: number, fields: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  id,
  email: `person${id}@example.org`,
  status: 'confirmed',
  signedUpAt: '2026-12-01T09:00:00.000Z',
  confirmedAt: '2026-12-01T09:05:00.000Z',
  consentVersion: 1,
  ...fields,
});

/** A fake of the newsletter's admin API over `issues` (kept in memory, changed by the writes). */
function newsletterApi({
  role = 'owner' as Role,
  email = `${role}@agentur.example` as string | null,
  overview = OFFERED,
  issues = [issue(1)],
  subscribers = (): NewsletterSubscriberPage => ({ items: [subscriber(7)], total: 1, page: 1, pageSize: 50 }),
} = {}) {
  const api = new FakeApi();
  api.user = { ...adminUser(role), email };
  const byId = (id: string) => issues.find((one) => one.id === Number(id));
  api
    .on('GET', /^\/api\/admin\/newsletter$/, () => ({ status: 200, body: overview }))
    .on('GET', /^\/api\/admin\/newsletter\/issues$/, () => ({
      status: 200,
      body: issues.map(({ text: _text, ...summary }) => summary),
    }))
    .on('GET', /^\/api\/admin\/newsletter\/issues\/(\d+)$/, (_, [, id]) => {
      const found = byId(id!);
      return found ? { status: 200, body: found } : { status: 404, body: { message: 'Nicht gefunden' } };
    })
    .on('POST', /^\/api\/admin\/newsletter\/issues$/, (request) => {
      const created = issue(issues.length + 100, request.body as Partial<NewsletterIssue>);
      issues.unshift(created);
      return { status: 201, body: { id: created.id } };
    })
    .on('PATCH', /^\/api\/admin\/newsletter\/issues\/(\d+)$/, (request, [, id]) => {
      const found = byId(id!)!;
      Object.assign(found, request.body, { updatedAt: '2026-12-02T10:00:00.000Z' });
      return { status: 200, body: found };
    })
    .on('DELETE', /^\/api\/admin\/newsletter\/issues\/(\d+)$/, (_, [, id]) => {
      issues.splice(issues.indexOf(byId(id!)!), 1);
      return { status: 204 };
    })
    .on('POST', /^\/api\/admin\/newsletter\/issues\/(\d+)\/test$/, () => ({ status: 202, body: {} }))
    .on('POST', /^\/api\/admin\/newsletter\/issues\/(\d+)\/send$/, (_, [, id]) => {
      const found = byId(id!)!;
      Object.assign(found, {
        status: 'sending',
        recipients: overview.counts.confirmed,
        sendStartedAt: '2026-12-02T11:00:00.000Z',
      });
      return { status: 202, body: { id: found.id, recipients: found.recipients } };
    })
    .on('GET', /^\/api\/admin\/newsletter\/subscribers$/, () => ({ status: 200, body: subscribers() }))
    .on('DELETE', /^\/api\/admin\/newsletter\/subscribers\/(\d+)$/, () => ({ status: 204 }));
  return { api, issues };
}

/** The shown confirmation (antd modal.confirm) titled `title`. */
async function findConfirm(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-confirm-title' });
  return heading.closest<HTMLElement>('.ant-modal')!;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** Opens an issue by its row's button; `heading`: the editor's (a draft's) or the issue's subject. */
async function openIssue(name: string, heading = 'Entwurf bearbeiten') {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('heading', { level: 2, name: heading });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Newsletter screen', () => {
  it('shows an owner the counts, both tabs and the issues, and no alert while offered', async () => {
    const { api } = newsletterApi({
      issues: [
        issue(2, {
          status: 'sent',
          subject: 'Dezember',
          recipients: 120,
          delivered: 118,
          failed: 1,
          skipped: 1,
          sentAt: '2026-12-01T12:00:00.000Z',
        }),
        issue(1, { subject: 'Januar' }),
      ],
    });
    renderAdmin(<NewsletterPage />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    const counts = await screen.findByRole('list', { name: 'Zahlen des Newsletters' });
    expect(counts.textContent).toContain('Bestätigt3');
    expect(counts.textContent).toContain('Ausstehend2');
    expect(counts.textContent).toContain('Abgemeldet1');
    expect(screen.getByRole('tab', { name: 'Ausgaben' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Abonnenten' })).toBeTruthy();
    const table = await screen.findByRole('table');
    await within(table).findByText('Dezember');
    expect(table.textContent).toContain('120 Empfänger · 118 zugestellt · 1 fehlgeschlagen · 1 übersprungen');
    expect(within(table).getByText('Gesendet')).toBeTruthy();
    expect(within(table).getByText('Entwurf')).toBeTruthy();
    expect(screen.queryByText('Der Newsletter wird derzeit nicht angeboten')).toBeNull();
  });

  it('says why the newsletter is not offered, and test mail and sending cannot be started', async () => {
    const { api } = newsletterApi({ overview: { ...OFFERED, offered: false, reason: REASON } });
    renderAdmin(<NewsletterPage />, { api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Newsletter wird derzeit nicht angeboten');
    expect(alert.textContent).toContain(REASON);
    await openIssue('Bearbeiten: Ausgabe 1');
    expect(button(/Testmail an mich/).hasAttribute('disabled')).toBe(true);
    expect(button(/An 3 Abonnenten senden/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Der Newsletter wird derzeit nicht angeboten \(siehe oben\)/)).toBeTruthy();
  });

  it('Redaktion writes and tests drafts but sees no subscribers and cannot send', async () => {
    const { api } = newsletterApi({ role: 'editor' });
    api.fail('POST', '/api/admin/newsletter/issues/1/test', 429, {
      message: newsletterMessages.testMailsTooMany(12),
    });
    renderAdmin(<NewsletterPage />, { api });
    await screen.findByRole('tab', { name: 'Ausgaben' });
    expect(screen.queryByRole('tab', { name: 'Abonnenten' })).toBeNull();
    await openIssue('Bearbeiten: Ausgabe 1');
    expect(screen.queryByRole('button', { name: /Abonnenten senden/ })).toBeNull();

    fireEvent.click(button(/Testmail an mich/));
    const failed = await findToast('Die Testmail wurde nicht verschickt.');
    expect(failed.textContent).toContain(newsletterMessages.testMailsTooMany(12));
    fireEvent.click(button(/Testmail an mich/));
    await findToast('Testmail verschickt');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/newsletter/issues/1/test', body: undefined },
      { method: 'POST', path: '/api/admin/newsletter/issues/1/test', body: undefined },
    ]);
    expect(api.requests.some((request) => request.path.includes('/subscribers'))).toBe(false);
  });

  it('offers no test mail to an account without an address, and says why', async () => {
    const { api } = newsletterApi({
      role: 'editor',
      email: null,
      issues: [issue(1), issue(2, { status: 'sent' })],
    });
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    const draftButton = button(/Testmail an mich/);
    expect(draftButton.hasAttribute('disabled')).toBe(true);
    const hint = screen.getByText(NO_ADDRESS_HINT);
    expect(draftButton.getAttribute('aria-describedby')).toBe(hint.id);
    fireEvent.click(screen.getByRole('button', { name: /Zurück zu den Ausgaben/ }));
    await openIssue('Ansehen: Ausgabe 2', 'Ausgabe 2');
    expect(button(/Testmail an mich/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(NO_ADDRESS_HINT)).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('creates a draft with its subject and text, shows the preview live and escapes HTML', async () => {
    const { api } = newsletterApi({ issues: [] });
    renderAdmin(<NewsletterPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: /Neue Ausgabe/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Neue Ausgabe' })).toBeTruthy();
    expect(screen.getByText('Formatierung (Markdown)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Betreff'), { target: { value: 'Neues im Dezember' } });
    fireEvent.change(screen.getByLabelText('Text'), {
      target: { value: '## Live\n\n**Fett** <script>alert(1)</script> [Link](javascript:alert(1))' },
    });
    const preview = await screen.findByTestId('newsletter-preview');
    await waitFor(() => expect(preview.querySelector('strong')?.textContent).toBe('Fett'));
    expect(preview.querySelector('h2')?.textContent).toBe('Live');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    expect(preview.querySelector('a')).toBeNull();
    expect(screen.getByRole('region', { name: 'Vorschau' }).textContent).toContain('Neues im Dezember');

    fireEvent.click(button(/Speichern/));
    await findToast('Entwurf gespeichert');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/newsletter/issues',
        body: {
          subject: 'Neues im Dezember',
          text: '## Live\n\n**Fett** <script>alert(1)</script> [Link](javascript:alert(1))',
        },
      },
    ]);
    // The new draft is edited under its id from now on: test mail and sending are there.
    expect(await screen.findByRole('heading', { level: 2, name: 'Entwurf bearbeiten' })).toBeTruthy();
    expect(button(/Testmail an mich/)).toBeTruthy();
    expect((screen.getByLabelText('Betreff') as HTMLInputElement).value).toBe('Neues im Dezember');
  });

  it('does not save a draft too short, and says why', async () => {
    const { api } = newsletterApi({ issues: [] });
    renderAdmin(<NewsletterPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: /Neue Ausgabe/ }));
    fireEvent.change(await screen.findByLabelText('Betreff'), { target: { value: 'Hi' } });
    fireEvent.click(button(/Speichern/));
    expect(await screen.findByText('Der Betreff muss mindestens 3 Zeichen lang sein')).toBeTruthy();
    expect(await screen.findByText('Der Text muss mindestens 10 Zeichen lang sein')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's 400 under the field it concerns", async () => {
    const { api } = newsletterApi({ issues: [] });
    const message = 'Der Text enthält unsichtbare Zeichen';
    api.fail('POST', '/api/admin/newsletter/issues', 400, {
      message: 'Ungültige Eingabe',
      errors: { text: message },
    });
    renderAdmin(<NewsletterPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: /Neue Ausgabe/ }));
    fireEvent.change(await screen.findByLabelText('Betreff'), { target: { value: 'Dezember' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Ein Text, lang genug.' } });
    fireEvent.click(button(/Speichern/));
    await findToast('Der Entwurf wurde nicht gespeichert.');
    const field = screen.getByLabelText('Text').closest('.ant-form-item')!;
    await waitFor(() => expect(field.textContent).toContain(message));
    expect(screen.getByRole('heading', { level: 2, name: 'Neue Ausgabe' })).toBeTruthy();
  });

  it('saves a draft with PATCH; until then test and send wait; a 409 shows the server text', async () => {
    const { api } = newsletterApi();
    api.fail('PATCH', '/api/admin/newsletter/issues/1', 409, { message: newsletterMessages.issueNotDraft });
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    fireEvent.change(screen.getByLabelText('Betreff'), { target: { value: 'Ausgabe eins' } });
    await waitFor(() => expect(button(/Testmail an mich/).hasAttribute('disabled')).toBe(true));
    expect(button(/An 3 Abonnenten senden/).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Speichern Sie zuerst Ihre Änderungen/)).toBeTruthy();

    fireEvent.click(button(/Speichern/));
    const failed = await findToast('Der Entwurf wurde nicht gespeichert.');
    expect(failed.textContent).toContain(newsletterMessages.issueNotDraft);
    fireEvent.click(button(/Speichern/));
    await findToast('Entwurf gespeichert');
    const patch = {
      method: 'PATCH',
      path: '/api/admin/newsletter/issues/1',
      body: { subject: 'Ausgabe eins', text: 'Hallo **zusammen**, hier sind die Neuigkeiten.' },
    };
    expect(api.writes()).toEqual([patch, patch]);
    await waitFor(() => expect(button(/Testmail an mich/).hasAttribute('disabled')).toBe(false));
  });

  it('asks before leaving a draft with unsaved changes, and leaves one without at once', async () => {
    const { api } = newsletterApi();
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    fireEvent.change(screen.getByLabelText('Betreff'), { target: { value: 'Geändert' } });
    fireEvent.click(button(/Zurück zu den Ausgaben/));
    let dialog = await findConfirm('Änderungen verwerfen?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull());
    expect((screen.getByLabelText('Betreff') as HTMLInputElement).value).toBe('Geändert');

    fireEvent.click(button(/Zurück zu den Ausgaben/));
    dialog = await findConfirm('Änderungen verwerfen?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByRole('button', { name: 'Bearbeiten: Ausgabe 1' })).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await openIssue('Bearbeiten: Ausgabe 1');
    fireEvent.click(button(/Zurück zu den Ausgaben/));
    expect(await screen.findByRole('button', { name: 'Bearbeiten: Ausgabe 1' })).toBeTruthy();
  });

  it('asks before any other way out of a changed draft: the tabs, another screen, a reload', async () => {
    const { api } = newsletterApi();
    const { router } = renderAdmin(<NewsletterPage />, { api, path: '/admin/newsletter' });
    await openIssue('Bearbeiten: Ausgabe 1');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Ein neuer, halber Text' } });
    expect(unload()).toBe(true);

    // The other tab: „Weiter bearbeiten“ stays in the editor with the text.
    fireEvent.click(screen.getByRole('tab', { name: 'Abonnenten' }));
    let dialog = await findConfirm('Änderungen verwerfen?');
    expect(dialog.textContent).toContain('Betreff oder Text dieser Ausgabe sind noch nicht gespeichert.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByText('Änderungen verwerfen?')).toBeNull());
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Ein neuer, halber Text');
    expect(screen.getByRole('tab', { name: 'Ausgaben' }).getAttribute('aria-selected')).toBe('true');

    // Another screen (the sidebar, a link, Back): the same question, and nothing leaves meanwhile.
    await act(() => router.navigate('/dashboard'));
    dialog = await findConfirm('Änderungen verwerfen?');
    expect(router.state.location.pathname).toBe('/admin/newsletter');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.writes()).toEqual([]);
  });

  it('switches the tab at once from an unchanged draft', async () => {
    const { api } = newsletterApi();
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    fireEvent.click(screen.getByRole('tab', { name: 'Abonnenten' }));
    expect(await screen.findByText('person7@example.org')).toBeTruthy();
    expect(screen.queryByText('Änderungen verwerfen?')).toBeNull();
  });

  it('deletes a draft after its confirmation', async () => {
    const { api, issues } = newsletterApi();
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    fireEvent.click(button(/Löschen/));
    const dialog = await findConfirm('Entwurf löschen?');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await findToast('Entwurf gelöscht');
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/admin/newsletter/issues/1', body: undefined },
    ]);
    expect(issues).toEqual([]);
    expect(await screen.findByText('Noch keine Ausgaben. Schreiben Sie die erste.')).toBeTruthy();
  });

  it('sends after a confirmation naming the recipients, polls every 2 s while sending, and stops once sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api, issues } = newsletterApi();
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    fireEvent.click(button(/An 3 Abonnenten senden/));
    const dialog = await findConfirm('An 3 Abonnenten senden?');
    expect(dialog.textContent).toContain('„Ausgabe 1“ geht jetzt an 3 bestätigte Abonnenten');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'An 3 Abonnenten senden' }));
    const started = await findToast('Versand gestartet');
    expect(started.textContent).toContain('An 3 Abonnenten.');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/newsletter/issues/1/send', body: undefined },
    ]);

    // Being sent: read-only, with its progress.
    expect(await screen.findByText('Wird gesendet: 0 von 3 erledigt.')).toBeTruthy();
    expect(screen.queryByLabelText('Betreff')).toBeNull();
    const reads = () => api.requests.filter((r) => r.path === '/api/admin/newsletter/issues/1').length;
    const before = reads();
    Object.assign(issues[0]!, { delivered: 2 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    });
    expect(await screen.findByText('Wird gesendet: 2 von 3 erledigt.')).toBeTruthy();
    expect(reads()).toBe(before + 1);

    Object.assign(issues[0]!, {
      delivered: 3,
      status: 'sent',
      sentAt: '2026-12-02T11:01:00.000Z',
      sentBy: 'Ida',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS);
    });
    expect(await screen.findByText('Gesendet: 3 von 3 zugestellt.')).toBeTruthy();
    const done = reads();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROGRESS_POLL_MS * 5);
    });
    expect(reads()).toBe(done);
    expect(screen.getByText('Gesendet von')).toBeTruthy();
    expect(screen.getByText('Gesendete Ausgaben können nicht mehr geändert werden.')).toBeTruthy();
  });

  it('shows the 409 of sending: nobody to send to, or sent already', async () => {
    const { api } = newsletterApi();
    api
      .fail('POST', '/api/admin/newsletter/issues/1/send', 409, { message: newsletterMessages.noSubscribers })
      .fail('POST', '/api/admin/newsletter/issues/1/send', 409, {
        message: newsletterMessages.issueAlreadySent,
      });
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Bearbeiten: Ausgabe 1');
    for (const message of [newsletterMessages.noSubscribers, newsletterMessages.issueAlreadySent]) {
      fireEvent.click(button(/An 3 Abonnenten senden/));
      const dialog = await findConfirm('An 3 Abonnenten senden?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'An 3 Abonnenten senden' }));
      await waitFor(async () =>
        expect((await findToast('Die Ausgabe wurde nicht gesendet.')).textContent).toContain(message),
      );
      await waitFor(() => expect(screen.queryByText('An 3 Abonnenten senden?')).toBeNull());
    }
    // Still a draft (the fake changed nothing): the editor stays.
    expect(screen.getByLabelText('Betreff')).toBeTruthy();
  });

  it('shows a sent issue read-only with its figures, a test mail still possible', async () => {
    const { api } = newsletterApi({
      issues: [
        issue(4, {
          status: 'sent',
          subject: 'November',
          recipients: 10,
          delivered: 8,
          failed: 1,
          skipped: 1,
          sendStartedAt: '2026-11-30T09:00:00.000Z',
          sentAt: '2026-11-30T09:10:00.000Z',
          sentBy: 'Ida',
        }),
      ],
    });
    renderAdmin(<NewsletterPage />, { api });
    await openIssue('Ansehen: November', 'November');
    expect(screen.getByText('Gesendet: 8 von 10 zugestellt.')).toBeTruthy();
    expect(screen.queryByLabelText('Betreff')).toBeNull();
    expect(screen.queryByRole('button', { name: /Speichern|Löschen|Abonnenten senden/ })).toBeNull();
    expect(screen.getByText('Fehlgeschlagen')).toBeTruthy();
    fireEvent.click(button(/Testmail an mich/));
    await findToast('Testmail verschickt');
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/newsletter/issues/4/test', body: undefined },
    ]);
  });
});

describe('the subscribers tab', () => {
  const openTab = async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Abonnenten' }));
    return screen.findByRole('search', { name: 'Abonnenten filtern' });
  };
  const listPaths = (api: FakeApi) =>
    api.requests.filter((r) => r.path.startsWith('/api/admin/newsletter/subscribers?')).map((r) => r.path);

  it('searches, filters by status and pages on the server; the export links take the filter', async () => {
    const { api } = newsletterApi({
      subscribers: () => ({
        items: Array.from({ length: 50 }, (_, index) => subscriber(index + 1)),
        total: 120,
        page: 1,
        pageSize: 50,
      }),
    });
    renderAdmin(<NewsletterPage />, { api });
    const filters = await openTab();
    expect(await screen.findByText('120 gefunden')).toBeTruthy();
    expect(listPaths(api)).toEqual(['/api/admin/newsletter/subscribers?page=1&pageSize=50']);

    const search = within(filters).getByRole('searchbox', { name: 'Nach E-Mail-Adresse suchen' });
    fireEvent.change(search, { target: { value: ' person1 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(listPaths(api)).toContain('/api/admin/newsletter/subscribers?q=person1&page=1&pageSize=50'),
    );
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Ausstehend'));
    await waitFor(() =>
      expect(listPaths(api)).toContain(
        '/api/admin/newsletter/subscribers?q=person1&status=pending&page=1&pageSize=50',
      ),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(listPaths(api)).toContain(
        '/api/admin/newsletter/subscribers?q=person1&status=pending&page=2&pageSize=50',
      ),
    );
    expect(
      within(filters)
        .getByRole('link', { name: /CSV exportieren/ })
        .getAttribute('href'),
    ).toBe('/api/admin/newsletter/subscribers/export?q=person1&status=pending&format=csv');
    expect(
      within(filters)
        .getByRole('link', { name: /Excel exportieren/ })
        .getAttribute('href'),
    ).toBe('/api/admin/newsletter/subscribers/export?q=person1&status=pending&format=xlsx');
  });

  it('removes a subscriber after a confirmation', async () => {
    const { api } = newsletterApi();
    renderAdmin(<NewsletterPage />, { api });
    await openTab();
    fireEvent.click(await screen.findByRole('button', { name: 'person7@example.org entfernen' }));
    const dialog = await findConfirm('Abonnent entfernen?');
    expect(dialog.textContent).toContain('Sperrliste');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await findToast('Abonnent entfernt');
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/admin/newsletter/subscribers/7', body: undefined },
    ]);
  });

  it('shows subscribers and issues as cards on a phone', async () => {
    setViewportWidth(390);
    try {
      const { api } = newsletterApi();
      renderAdmin(<NewsletterPage />, { api });
      const issues = await screen.findByRole('list', { name: 'Ausgaben' });
      expect(within(issues).getByRole('article', { name: 'Ausgabe 1' })).toBeTruthy();
      await openTab();
      const cards = await screen.findByRole('list', { name: 'Abonnenten' });
      const card = await within(cards).findByRole('article', { name: 'person7@example.org' });
      expect(card.textContent).toContain('Einwilligungstext Version 1');
      expect(within(card).getByRole('button', { name: 'person7@example.org entfernen' })).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1440);
    }
  });
});
