// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KontaktPage } from '@public-site/app/pages/Kontakt.js';
import { ApplySection } from '@public-site/app/sections/Apply.js';
// Loaded by the forms on their first submit: imported beforehand, so the submit waits for no file.
import '@shared/form-validators.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { control, fill, findToast, renderPublic, screen } from '@tests/helpers/dom/render-public.js';

/**
 * Issue 39: a confirmation that stays. After a successful send the spec's toast shows as before and
 * the form makes room for a panel (thanks, what happens next, one more), whose heading takes the
 * focus; "send another" brings back an empty form with the focus on its first field.
 */

function sendApplication(api: FakeApi): void {
  renderPublic(<ApplySection />, { api });
  const form = screen.getByRole('form', { name: 'Bewerbungsformular' });
  fill(form, 'tiktokUsername', '@panel_test');
  fill(form, 'country', 'Deutschland');
  fill(form, 'whatsappNumber', '+49 170 1234567');
  fireEvent.click(control(form, 'ageConfirm'));
  fireEvent.click(control(form, 'privacyConfirm'));
  fireEvent.click(screen.getByRole('button', { name: 'Bewerbung absenden' }));
}

function sendMessage(api: FakeApi): void {
  renderPublic(<KontaktPage />, { api, page: 'kontakt' });
  const form = screen.getByRole('form', { name: 'Kontaktformular' });
  fill(form, 'name', 'Erika Muster');
  fill(form, 'email', 'erika@example.org');
  fill(form, 'subject', 'Frage zur Agentur');
  fill(form, 'message', 'Ich hätte gerne mehr Informationen zur Agentur.');
  fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
}

describe('the panel after an application', () => {
  it('replaces the form after the toast: thanks, the next steps, focus on its heading', async () => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    sendApplication(api);
    expect(await findToast()).toEqual({
      destructive: false,
      title: 'Bewerbung eingereicht',
      description:
        'Vielen Dank für deine Bewerbung! Wir melden uns innerhalb von 48 Stunden per WhatsApp bei dir.',
    });
    const panel = screen.getByRole('region', { name: 'Danke für deine Bewerbung!' });
    expect(panel.getAttribute('aria-live')).toBe('polite');
    expect(panel.textContent).toContain(
      'Unser Team prüft deine Angaben und meldet sich innerhalb von 48 Stunden per WhatsApp bei dir.',
    );
    expect(screen.queryByRole('form', { name: 'Bewerbungsformular' })).toBeNull();
    const heading = screen.getByRole('heading', { level: 3, name: 'Danke für deine Bewerbung!' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(api.writes().filter((request) => request.path === '/api/apply')).toHaveLength(1);
  });

  it('"Weitere Bewerbung senden" brings back an empty form, focused on its first field', async () => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    sendApplication(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Weitere Bewerbung senden' }));
    const form = screen.getByRole('form', { name: 'Bewerbungsformular' });
    expect(screen.queryByRole('region', { name: 'Danke für deine Bewerbung!' })).toBeNull();
    expect(control(form, 'tiktokUsername').value).toBe('');
    expect(control(form, 'country').value).toBe('');
    expect(control(form, 'whatsappNumber').value).toBe('');
    expect(control(form, 'ageConfirm').checked).toBe(false);
    expect(control(form, 'privacyConfirm').checked).toBe(false);
    expect(form.querySelectorAll('.field__error')).toHaveLength(0);
    expect(document.activeElement).toBe(control(form, 'tiktokUsername'));
  });

  it('a failed application keeps the form and shows no panel', async () => {
    const api = new FakeApi().fail('POST', '/api/apply', 500, { error: 'Interner Fehler' });
    sendApplication(api);
    expect((await findToast()).destructive).toBe(true);
    expect(screen.getByRole('form', { name: 'Bewerbungsformular' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Danke/ })).toBeNull();
  });
});

describe('the panel after a message on /kontakt', () => {
  it('links the privacy page under the form', () => {
    renderPublic(<KontaktPage />, { page: 'kontakt' });
    const form = screen.getByRole('form', { name: 'Kontaktformular' });
    const link = [...form.querySelectorAll('a')].find((a) => a.textContent === 'Datenschutzerklärung');
    expect(link?.getAttribute('href')).toBe('/datenschutz');
    expect(link?.closest('p')?.textContent).toBe(
      'Wir verwenden deine Angaben nur, um deine Anfrage zu beantworten. Mehr dazu in unserer Datenschutzerklärung.',
    );
  });

  it('replaces the form after the toast: thanks, answer by e-mail, the phone and its hours', async () => {
    const api = new FakeApi().on('POST', /^\/api\/contact$/, () => ({ status: 201, body: {} }));
    sendMessage(api);
    expect((await findToast()).title).toBe('Nachricht gesendet');
    const panel = screen.getByRole('region', { name: 'Danke für deine Nachricht!' });
    expect(panel.textContent).toContain('antworten dir so schnell wie möglich per E-Mail');
    expect(panel.textContent).toContain('Eilt es? Ruf uns an unter +49 30 1234567 (Mo–Fr 9:00–19:00 Uhr).');
    expect(panel.querySelector('a')?.getAttribute('href')).toBe('tel:+49301234567');
    expect(screen.queryByRole('form', { name: 'Kontaktformular' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Danke für deine Nachricht!' }),
      ),
    );
  });

  it('"Weitere Nachricht senden" brings back an empty form, focused on the name', async () => {
    const api = new FakeApi().on('POST', /^\/api\/contact$/, () => ({ status: 201, body: {} }));
    sendMessage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Weitere Nachricht senden' }));
    const form = screen.getByRole('form', { name: 'Kontaktformular' });
    for (const name of ['name', 'email', 'subject', 'message']) expect(control(form, name).value).toBe('');
    expect(document.activeElement).toBe(control(form, 'name'));
    expect(api.writes().filter((request) => request.path === '/api/contact')).toHaveLength(1);
  });
});
