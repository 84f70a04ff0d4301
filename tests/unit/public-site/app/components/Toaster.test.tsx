// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { KontaktPage } from '@public-site/app/pages/Kontakt.js';
// Loaded by the form on its first submit: imported beforehand, so the submit waits for no file.
import '@shared/form-validators.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import {
  advance,
  control,
  fill,
  findToast,
  renderPublic,
  screen,
  stepUntil,
  toasts,
} from '@tests/helpers/dom/render-public.js';

/**
 * The public site's toasts, driven through the contact page's form as a visitor meets them: a
 * failed submission's destructive toast (the input kept), and one toast at a time, each gone after
 * 5 s (on a fake clock). Here and not in pages/Kontakt.test.tsx: TypeScript leaves a .tsx out of a
 * program that also holds a .ts of the same name, and pages/Kontakt.test.ts (the server-rendered
 * page) exists. The validation messages, the pending button, the reset and the stored message
 * stay in the browser's journey (forms.spec.ts); the server's checks are
 * tests/integration/server/routes/public/forms.test.ts.
 */
const CONTACT_FAILURE =
  'Beim Senden deiner Nachricht ist ein Problem aufgetreten. Bitte versuche es später noch einmal.';

function contactForm(api: FakeApi): HTMLFormElement {
  renderPublic(<KontaktPage />, { api, page: 'kontakt' });
  const form = screen.getByRole('form', { name: 'Kontaktformular' }) as HTMLFormElement;
  fill(form, 'name', 'Erika Muster');
  fill(form, 'email', 'erika@example.org');
  fill(form, 'whatsappNumber', '+49 170 1234567');
  fill(form, 'subject', 'Fehlerfall');
  fill(form, 'message', 'Ich hätte gerne mehr Informationen zur Agentur.');
  return form;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));

interface ToastEvent {
  event: 'added' | 'removed';
  title: string;
  /** Date.now() of the fake clock. */
  at: number;
}

/** Records when toasts enter and leave the page, and the most ever shown at once. */
function recordToasts() {
  const record = { log: [] as ToastEvent[], maxShown: 0 };
  const titleOf = (node: Element) => node.querySelector('.toast__title')?.textContent ?? '';
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes)
        if (node instanceof Element && node.classList.contains('toast'))
          record.log.push({ event: 'removed', title: titleOf(node), at: Date.now() });
      for (const node of mutation.addedNodes)
        if (node instanceof Element && node.classList.contains('toast'))
          record.log.push({ event: 'added', title: titleOf(node), at: Date.now() });
    }
    record.maxShown = Math.max(record.maxShown, document.querySelectorAll('.toast').length);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return record;
}

const titles = () => toasts().map((toast) => toast.title);

describe('the toasts of the contact form', () => {
  it('a server failure shows the error toast and keeps the input', async () => {
    const api = new FakeApi().fail('POST', '/api/contact', 500, { error: 'Interner Fehler' });
    const form = contactForm(api);
    submit();
    expect(await findToast()).toEqual({ destructive: true, title: 'Fehler', description: CONTACT_FAILURE });
    expect(control(form, 'subject').value).toBe('Fehlerfall');
    expect(control<HTMLTextAreaElement>(form, 'message').value).toBe(
      'Ich hätte gerne mehr Informationen zur Agentur.',
    );
  });

  it('toasts: only one is visible at a time, and it disappears after 5 s', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-03-02T10:00:00+01:00'),
    });
    // The first submission fails, the second one goes through.
    const api = new FakeApi()
      .fail('POST', '/api/contact', 500, 'kaputt')
      .on('POST', /^\/api\/contact$/, () => ({ status: 201, body: {} }));
    contactForm(api);
    const record = recordToasts();

    submit();
    await stepUntil(() => titles().join() === 'Fehler');
    submit();
    await stepUntil(() => titles().join() === 'Nachricht gesendet');

    // 10 ms before its 5 s are up the toast is still there; 10 ms after, it is gone.
    const shownAt = record.log.find(
      (entry) => entry.event === 'added' && entry.title === 'Nachricht gesendet',
    )!.at;
    await advance(shownAt + 4990 - Date.now());
    expect(titles()).toEqual(['Nachricht gesendet']);
    await advance(20);
    expect(toasts()).toEqual([]);

    expect(record.maxShown).toBe(1);
    const added = record.log.filter((entry) => entry.event === 'added');
    const removed = record.log.filter((entry) => entry.event === 'removed');
    expect(added.map((entry) => entry.title)).toEqual(['Fehler', 'Nachricht gesendet']);
    expect(removed.map((entry) => entry.title)).toEqual(['Fehler', 'Nachricht gesendet']);
    // The error toast was replaced by the second one, well before its own 5 s were up.
    expect(removed[0]!.at - added[0]!.at).toBeLessThan(4000);
    const shownFor = removed[1]!.at - added[1]!.at;
    expect(shownFor).toBeGreaterThanOrEqual(4990);
    expect(shownFor).toBeLessThanOrEqual(5010);
    expect(api.writes()).toHaveLength(2);
  });
});
