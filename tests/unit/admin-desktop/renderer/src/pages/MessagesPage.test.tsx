// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '@shared/api-types.js';
import MessagesPage from '@admin/pages/MessagesPage.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * Nachrichten (issue 48): the unread word of the dashboard („Ungelesen“), each message's age and
 * answer state („überfällig“ past 48 hours unanswered, „beantwortet“), the search and the quick
 * filter „Überfällig“ in the address (overdue=1 asked of the server), and the dialog's „Antworten“
 * links and its answered toggle, which only the toggle sets. What the server stores and counts is
 * its test's (tests/integration/server/routes/admin/messages.test.ts, overdue.test.ts).
 */
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const message = (overrides: Partial<ContactMessage>): ContactMessage => ({
  id: 1,
  name: 'Max Muster',
  email: 'max@example.org',
  whatsappNumber: null,
  telegramUsername: null,
  subject: 'Kooperation',
  message: 'Hallo, ich hätte gern mehr Informationen.',
  isRead: true,
  answered: false,
  answeredAt: null,
  createdAt: hoursAgo(1),
  ...overrides,
});

const waiting = message({
  id: 1,
  name: 'Erika Wartend',
  email: 'erika@example.org',
  subject: 'Seit zwei Tagen',
  message: 'Ich warte auf eine Antwort zur Zusammenarbeit.',
  whatsappNumber: '+43 660 7654321',
  telegramUsername: '@erika_t',
  isRead: false,
  createdAt: hoursAgo(49),
});
const answered = message({
  id: 2,
  name: 'Bert Beantwortet',
  subject: 'Schon erledigt',
  answered: true,
  answeredAt: hoursAgo(30),
  createdAt: hoursAgo(72),
});
const fresh = message({
  id: 3,
  name: 'Nora Neu',
  subject: 'Gerade geschrieben',
  whatsappNumber: '0170 1234567',
  createdAt: hoursAgo(47),
});

function inbox(path = '/admin/nachrichten') {
  const stored = [waiting, answered, fresh].map((row) => ({ ...row }));
  const api = new FakeApi()
    .on('GET', /^\/api\/admin\/messages$/, (request) => {
      const overdue = new URL(request.path, 'http://localhost').searchParams.get('overdue') === '1';
      return { status: 200, body: overdue ? stored.filter((row) => row.id === waiting.id) : stored };
    })
    .on('GET', /^\/api\/admin\/messages\/counts$/, () => ({
      status: 200,
      body: { unread: 1, total: 3, overdue: 1 },
    }))
    .on('PATCH', /^\/api\/admin\/messages\/(\d+)$/, (request, match) => {
      const row = stored.find((entry) => entry.id === Number(match[1]))!;
      const body = request.body as { isRead?: boolean; answered?: boolean };
      if (body.isRead !== undefined) row.isRead = body.isRead;
      if (body.answered !== undefined) {
        row.answered = body.answered;
        row.answeredAt = body.answered ? new Date().toISOString() : null;
      }
      return { status: 200, body: row };
    });
  const rendered = renderAdmin(
    <>
      <MessagesPage />
      <Address />
    </>,
    { api, path },
  );
  return { ...rendered, api };
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** The open message dialog titled with `subject` (the title wraps it in a span of its own). */
async function findDialog(subject: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('.ant-modal-title')]
      .filter((title) => title.textContent === subject)
      .map((title) => title.closest<HTMLElement>('[role="dialog"]')!)
      .find((dialog) => dialog.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none');
    if (!found) throw new Error(`No dialog „${subject}“ is shown`);
  });
  return found!;
}

const messageRequests = (api: FakeApi) =>
  api.requests.filter(
    (request) => request.method === 'GET' && /^\/api\/admin\/messages(\?|$)/.test(request.path),
  );

// jsdom cannot follow a link (mailto:, a new tab): the click's handlers run, the navigation not.
const noNavigation = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};
beforeEach(() => {
  setViewportWidth(1440);
  document.addEventListener('click', noNavigation, true);
});
afterEach(() => document.removeEventListener('click', noNavigation, true));

describe('the inbox', () => {
  it('says „Ungelesen“ as the dashboard does, and shows each age and answer state', async () => {
    inbox();
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('Erika Wartend');
    expect(within(row('Erika Wartend')).getByText('Ungelesen')).toBeTruthy();
    expect(within(row('Erika Wartend')).getByText('überfällig')).toBeTruthy();
    expect(within(row('Erika Wartend')).getByText('vor 2 Tagen')).toBeTruthy();
    expect(within(row('Bert Beantwortet')).getByText('beantwortet')).toBeTruthy();
    expect(within(row('Bert Beantwortet')).queryByText('überfällig')).toBeNull();
    expect(within(row('Nora Neu')).getByText('offen')).toBeTruthy();
    expect(within(row('Nora Neu')).getByText('vor 47 Stunden')).toBeTruthy();
    expect(screen.queryByText('Neu', { selector: '.ant-tag' })).toBeNull();
    expect(await screen.findByText('1 ungelesene Nachricht · 1 überfällig')).toBeTruthy();
  });

  it('searches name, e-mail, subject and text as typed, the search in the address', async () => {
    inbox();
    await screen.findByText('Erika Wartend');
    const search = screen.getByRole('textbox', { name: 'Nachrichten durchsuchen' });
    const names = () =>
      [...document.querySelectorAll('tr.message-row .message-name')].map((cell) => cell.textContent);
    for (const [q, expected] of [
      ['zusammenarbeit', ['UngelesenErika Wartend']],
      ['ERLEDIGT', ['Bert Beantwortet']],
      ['erika@example', ['UngelesenErika Wartend']],
      ['nora', ['Nora Neu']],
    ] as const) {
      fireEvent.change(search, { target: { value: q } });
      await waitFor(() => expect(names()).toEqual(expected));
      expect(screen.getByTestId('address').textContent).toBe(`?q=${encodeURIComponent(q)}`);
    }
    fireEvent.change(search, { target: { value: 'niemand' } });
    expect(await screen.findByText('Keine passenden Nachrichten gefunden.')).toBeTruthy();
  });

  it('the quick filter „Überfällig“ asks the server for overdue=1 and keeps it in the address', async () => {
    const { api } = inbox();
    await screen.findByText('Nora Neu');
    fireEvent.click(screen.getByRole('button', { name: 'Überfällig' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?overdue=1'));
    await waitFor(() => expect(screen.queryByText('Nora Neu')).toBeNull());
    expect(screen.getByText('Erika Wartend')).toBeTruthy();
    expect(messageRequests(api).map((request) => request.path)).toContain('/api/admin/messages?overdue=1');
    expect(screen.getByRole('button', { name: 'Überfällig' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens pressed from the dashboard’s link (?overdue=1)', async () => {
    const { api } = inbox('/admin/nachrichten?overdue=1');
    expect((await screen.findByRole('button', { name: 'Überfällig' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(messageRequests(api).map((request) => request.path)).toContain('/api/admin/messages?overdue=1'),
    );
  });
});

describe('„Antworten“ in the message dialog', () => {
  it('offers the mail with „Re: <Betreff>“ and the chats the message names; a reply link marks nothing', async () => {
    const { api } = inbox();
    fireEvent.click(await screen.findByText('Seit zwei Tagen'));
    const dialog = await findDialog('Seit zwei Tagen');
    const reply = within(dialog).getByRole('group', { name: 'Antworten' });
    expect(
      within(reply)
        .getByRole('link', { name: /Per E-Mail antworten/ })
        .getAttribute('href'),
    ).toBe(`mailto:erika@example.org?subject=${encodeURIComponent('Re: Seit zwei Tagen')}`);
    const whatsapp = within(reply).getByRole('link', { name: /Per WhatsApp antworten/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/436607654321');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(
      within(reply)
        .getByRole('link', { name: /Per Telegram antworten/ })
        .getAttribute('href'),
    ).toBe('https://t.me/erika_t');

    // Opening read it; the reply link itself sends nothing, and offers the toggle.
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'PATCH', body: { isRead: true } });
    expect(within(dialog).getByRole('status').textContent).toBe('');
    fireEvent.click(within(reply).getByRole('link', { name: /Per E-Mail antworten/ }));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Geantwortet? Dann markieren Sie die Nachricht als beantwortet.',
    );
    expect(api.writes()).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: /Als beantwortet markieren/ }));
    await findToast('Nachricht als beantwortet markiert');
    expect(api.writes().at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/messages/1',
      body: { answered: true },
    });
    const row = (await screen.findByText('Erika Wartend')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('beantwortet')).toBeTruthy());
  });

  it('gives a national WhatsApp number no chat link (a message has no country), and undoes an answer', async () => {
    const { api } = inbox();
    fireEvent.click(await screen.findByText('Gerade geschrieben'));
    const dialog = await findDialog('Gerade geschrieben');
    const reply = within(dialog).getByRole('group', { name: 'Antworten' });
    expect(
      within(reply)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Per E-Mail antworten']);

    // The footer's „Schließen“ (the corner's × has the same name).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    fireEvent.click(await screen.findByText('Schon erledigt'));
    const done = await findDialog('Schon erledigt');
    expect(within(done).getByText(/^am /)).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: /Als unbeantwortet markieren/ }));
    await findToast('Nachricht als unbeantwortet markiert');
    expect(api.writes().at(-1)).toMatchObject({ path: '/api/admin/messages/2', body: { answered: false } });
  });
});

describe('on a phone', () => {
  it('the cards say „Ungelesen“, the age and the answer state', async () => {
    setViewportWidth(390);
    inbox();
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    const card = within(list).getByText('Seit zwei Tagen').closest('li')!;
    expect(within(card).getByText('Ungelesen')).toBeTruthy();
    expect(within(card).getByText('überfällig')).toBeTruthy();
    expect(card.textContent).toContain('vor 2 Tagen');
  });
});
