// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ContentPage } from '@admin/pages/ContentPage.js';
import { adminContentPath } from '@shared/content-types.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import {
  findDialog,
  findToast,
  queryDialog,
  renderAdmin,
  screen,
  within,
} from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * Closing a dialog with unsaved changes (lib/discard-guard.ts, through FormDialog): every way out
 * asks „Änderungen verwerfen?“ while the values differ from those the dialog opened with, and only
 * then. Driven on the FAQ screen (a text form) and the feedback screen (stars, picture, choice).
 */
const QUESTION_TEXT = 'Wie bewerbe ich mich?';
const ANSWER_TEXT = 'Über das Formular auf der Startseite.';
const FAQ = { id: 1, ...factories.content('faqs'), question: QUESTION_TEXT, answer: ANSWER_TEXT, order: 1 };

function faqScreen() {
  const api = new FakeApi().list(adminContentPath('faqs'), [FAQ]);
  return renderAdmin(<ContentPage name="faqs" />, { api, path: '/admin/faq' });
}

/** Clicks the header's add button (its name also holds the icon's) once the list is there. */
async function openNew(add: string, title: string): Promise<HTMLElement> {
  const button = (await screen.findByText(add)).closest('button')!;
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return findDialog(title);
}

const openFaq = () => openNew('Neuer FAQ-Eintrag', 'FAQ hinzufügen');
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const pressEscape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
/** A click on the dimmed page around the dialog (pressed and released there, as a mouse does). */
function clickOutside(dialog: HTMLElement): void {
  const around = dialog.closest('.ant-modal-wrap')!;
  fireEvent.mouseDown(around);
  fireEvent.click(around);
}

const QUESTION = 'Änderungen verwerfen?';
/** The question's visible title (its dialog also carries it as a hidden accessible name). */
const TITLE = { selector: '.ant-modal-confirm-title' };
const question = async () =>
  (await screen.findByText(QUESTION, TITLE)).closest<HTMLElement>('.ant-modal-confirm')!;
const noQuestion = () => expect(screen.queryByText(QUESTION, TITLE)).toBeNull();

/**
 * Counts the questions put from now on, also one that goes again at once (the guard removes an
 * open question when the dialog closes by itself, as after a save).
 */
function countQuestions(): () => number {
  let asked = 0;
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes)
        if (
          node instanceof Element &&
          node.querySelector('.ant-modal-confirm-title')?.textContent === QUESTION
        )
          asked += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return () => asked;
}

async function answer(button: 'Weiter bearbeiten' | 'Verwerfen'): Promise<void> {
  fireEvent.click(within(await question()).getByRole('button', { name: button }));
  await waitFor(noQuestion);
}

async function expectClosed(title: string): Promise<void> {
  await waitFor(() => expect(queryDialog(title)).toBeNull());
  noQuestion();
}

describe('closing a dialog with unsaved changes', () => {
  it('closes at once on Escape when nothing changed', async () => {
    faqScreen();
    const dialog = await openFaq();
    pressEscape(field(dialog, 'Frage'));
    await expectClosed('FAQ hinzufügen');
  });

  it('asks on Escape when something was typed; „Weiter bearbeiten“ keeps the text', async () => {
    faqScreen();
    const dialog = await openFaq();
    type(field(dialog, 'Frage'), 'Eine halb geschriebene Frage');
    pressEscape(field(dialog, 'Frage'));
    await answer('Weiter bearbeiten');
    expect(queryDialog('FAQ hinzufügen')).toBe(dialog);
    expect(field(dialog, 'Frage').value).toBe('Eine halb geschriebene Frage');
  });

  it('asks on a click outside, on „Abbrechen“ and on the close button; „Verwerfen“ drops the draft', async () => {
    const { api } = faqScreen();
    let dialog = await openFaq();
    type(field(dialog, 'Frage'), 'Eine halb geschriebene Frage');
    for (const close of [
      () => clickOutside(dialog),
      () => fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' })),
    ]) {
      close();
      await answer('Weiter bearbeiten');
      expect(field(dialog, 'Frage').value).toBe('Eine halb geschriebene Frage');
    }
    fireEvent.click(dialog.querySelector('.ant-modal-close')!);
    await answer('Verwerfen');
    await expectClosed('FAQ hinzufügen');

    dialog = await openFaq();
    expect(field(dialog, 'Frage').value).toBe('');
    expect(api.writes()).toEqual([]);
  });

  it('does not ask when the typed text was removed again', async () => {
    faqScreen();
    const dialog = await openFaq();
    type(field(dialog, 'Antwort'), 'Nur kurz');
    type(field(dialog, 'Antwort'), '');
    pressEscape(field(dialog, 'Antwort'));
    await expectClosed('FAQ hinzufügen');
  });

  it('does not ask when an entry was edited back to its stored values', async () => {
    faqScreen();
    await screen.findByText(QUESTION_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await findDialog('FAQ bearbeiten');
    expect(field(dialog, 'Antwort').value).toBe(ANSWER_TEXT);
    type(field(dialog, 'Antwort'), `${ANSWER_TEXT} Ergänzung`);
    type(field(dialog, 'Antwort'), ANSWER_TEXT);
    pressEscape(field(dialog, 'Antwort'));
    await expectClosed('FAQ bearbeiten');
  });

  it('does not ask after a successful save', async () => {
    const { api } = faqScreen();
    const dialog = await openFaq();
    type(field(dialog, 'Frage'), 'Gespeichert ohne Rückfrage?');
    type(field(dialog, 'Antwort'), 'Eine Antwort, die gespeichert wird.');
    const questions = countQuestions();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await findToast('FAQ erstellt');
    await expectClosed('FAQ hinzufügen');
    expect(questions()).toBe(0);
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ question: 'Gespeichert ohne Rückfrage?' }),
      }),
    ]);
  });

  it('the feedback dialog asks the same way, and starts afresh after „Verwerfen“', async () => {
    const api = new FakeApi().list(adminContentPath('feedbacks'), []);
    renderAdmin(<ContentPage name="feedbacks" />, { api });
    let dialog = await openNew('Neues Feedback', 'Feedback hinzufügen');
    type(field(dialog, 'Name'), 'Halber Entwurf');
    pressEscape(field(dialog, 'Name'));
    await answer('Weiter bearbeiten');
    expect(field(dialog, 'Name').value).toBe('Halber Entwurf');
    clickOutside(dialog);
    await answer('Verwerfen');
    await expectClosed('Feedback hinzufügen');

    dialog = await openNew('Neues Feedback', 'Feedback hinzufügen');
    expect(field(dialog, 'Name').value).toBe('');
    pressEscape(field(dialog, 'Name'));
    await expectClosed('Feedback hinzufügen');
    expect(api.writes()).toEqual([]);
  });

  it('holds back a navigation out of a changed dialog (a link, the sidebar, Back) and asks once', async () => {
    const { router } = faqScreen();
    const dialog = await openFaq();
    type(field(dialog, 'Frage'), 'Eine halb geschriebene Frage');
    const questions = countQuestions();
    await act(() => router.navigate('/einstellungen'));
    expect((await question()).textContent).toContain(
      'Ihre Eingaben in diesem Dialog sind noch nicht gespeichert.',
    );
    await answer('Weiter bearbeiten');
    expect(router.state.location.pathname).toBe('/admin/faq');
    expect(field(dialog, 'Frage').value).toBe('Eine halb geschriebene Frage');

    await act(() => router.navigate('/einstellungen'));
    await answer('Verwerfen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/einstellungen'));
    expect(questions()).toBe(2);
  });

  it('holds back the browser’s Back out of a changed dialog: „Weiter bearbeiten“ keeps the dialog and the address, „Verwerfen“ goes back', async () => {
    // Reached from the dashboard, as through the sidebar: Back has somewhere to go.
    const api = new FakeApi().list(adminContentPath('faqs'), [FAQ]);
    const { router } = renderAdmin(<ContentPage name="faqs" />, { api, path: '/admin/dashboard' });
    await act(() => router.navigate('/faq'));
    const dialog = await openFaq();
    type(field(dialog, 'Frage'), 'Eine halb geschriebene Frage?');

    await act(() => router.navigate(-1));
    expect((await question()).textContent).toContain(
      'Ihre Eingaben in diesem Dialog sind noch nicht gespeichert.',
    );
    expect(router.state.location.pathname).toBe('/admin/faq');
    await answer('Weiter bearbeiten');
    expect(router.state.location.pathname).toBe('/admin/faq');
    expect(field(dialog, 'Frage').value).toBe('Eine halb geschriebene Frage?');

    await act(() => router.navigate(-1));
    await answer('Verwerfen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(api.writes()).toEqual([]);
  });

  it('lets a navigation pass while the dialog holds nothing new, and after „Verwerfen“ closed it', async () => {
    const { router } = faqScreen();
    await openFaq();
    await act(() => router.navigate('/einstellungen'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/einstellungen'));
    noQuestion();

    await act(() => router.navigate('/faq'));
    const dialog = await openFaq();
    type(field(dialog, 'Frage'), 'Wird gleich verworfen');
    pressEscape(field(dialog, 'Frage'));
    await answer('Verwerfen');
    await expectClosed('FAQ hinzufügen');
    await act(() => router.navigate('/einstellungen'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/einstellungen'));
    noQuestion();
  });
});
