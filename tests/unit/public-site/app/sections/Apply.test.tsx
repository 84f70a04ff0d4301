// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplySection } from '@public-site/app/sections/Apply.js';
// Loaded by the form on its first submit: imported beforehand, so the submit waits for no file.
import '@shared/form-validators.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { SERVER } from '@tests/helpers/messages.js';
import { control, fill, findToast, renderPublic, screen } from '@tests/helpers/dom/render-public.js';

/**
 * The application form (#apply) once hydrated: what a failed or refused submission shows, the
 * website addresses and the ways to reach someone that the browser refuses before sending, and the
 * confirmation's channel. The empty form's messages, the pending
 * button, the reset and the stored application stay in the browser's journey (forms.spec.ts); the
 * server's checks are tests/integration/server/routes/public/forms.test.ts.
 */
const APPLY_FAILURE =
  'Bei der Übermittlung deiner Bewerbung ist ein Problem aufgetreten. Bitte versuche es erneut.';
const WEBSITE_MESSAGE =
  'Bitte gib eine gültige Webadresse ein, z. B. www.dein-kanal.de oder instagram.com/deinname';
const USERNAME = '@e2e_tester';

function applyForm(api: FakeApi): HTMLFormElement {
  renderPublic(<ApplySection />, { api });
  const form = screen.getByRole('form', { name: 'Bewerbungsformular' }) as HTMLFormElement;
  fill(form, 'tiktokUsername', USERNAME);
  fill(form, 'country', 'Österreich');
  fill(form, 'whatsappNumber', '+43 660 1234567');
  fill(form, 'telegramUsername', '@e2e_telegram');
  fill(form, 'website', 'https://example.org/e2e');
  fill(form, 'streamingExperience', '3-6 Monate');
  fill(form, 'currentAgency', 'Keine');
  fireEvent.click(control(form, 'ageConfirm'));
  fireEvent.click(control(form, 'privacyConfirm'));
  return form;
}

const submit = () => screen.getByRole('button', { name: 'Bewerbung absenden' });
const applications = (api: FakeApi) => api.writes().filter((request) => request.path === '/api/apply');

describe('the application form', () => {
  it('a server failure shows the destructive error toast and keeps the input', async () => {
    const api = new FakeApi().fail('POST', '/api/apply', 500, { error: 'Interner Fehler' });
    const form = applyForm(api);
    fireEvent.click(submit());
    expect(await findToast()).toEqual({ destructive: true, title: 'Fehler', description: APPLY_FAILURE });
    expect(control(form, 'tiktokUsername').value).toBe(USERNAME);
    expect(control(form, 'ageConfirm').checked).toBe(true);
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
  });

  it('too many applications from one address: the toast shows the server’s reason', async () => {
    const reason =
      'Du hast gerade schon mehrere Anfragen gesendet. Bitte versuche es in ein paar Minuten erneut.';
    const api = new FakeApi().fail('POST', '/api/apply', 429, { message: reason });
    applyForm(api);
    fireEvent.click(submit());
    expect(await findToast()).toEqual({ destructive: true, title: 'Fehler', description: reason });
    // The visible form sends the honeypot empty.
    expect(applications(api)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ tiktokUsername: USERNAME, hp_field: '' }) }),
    ]);
  });

  it('a javascript: address and one without a dot are refused in the browser', async () => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    const form = applyForm(api);
    const website = control(form, 'website');
    for (const value of ['javascript:alert(1)', 'meinname']) {
      fill(form, 'website', value);
      // A click on the button takes the focus there first.
      submit().focus();
      fireEvent.click(submit());
      await waitFor(() => expect(document.activeElement).toBe(website));
      expect(form.querySelector('#website-error')?.textContent).toBe(WEBSITE_MESSAGE);
      expect(website.getAttribute('aria-invalid')).toBe('true');
      expect(website.getAttribute('aria-describedby')).toBe('website-error');
    }
    expect(applications(api)).toEqual([]);

    // Corrected to an address without scheme, the message goes and the form is sent (and makes room
    // for the thank-you panel: SentPanel.test.tsx).
    fill(form, 'website', 'www.mein-kanal.de');
    fireEvent.click(submit());
    expect((await findToast()).title).toBe('Bewerbung eingereicht');
    expect(document.querySelector('#website-error')).toBeNull();
    expect(applications(api)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ website: 'www.mein-kanal.de' }) }),
    ]);
  });
});

describe('the ways to reach the applicant', () => {
  const errorOf = (form: HTMLFormElement, field: string) =>
    form.querySelector(`#${field}-error`)?.textContent;

  it('refuses the issue’s unreachable applicant in the browser, with the server’s messages under the fields', async () => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    const form = applyForm(api);
    fill(form, 'tiktokUsername', 'a b!');
    fill(form, 'whatsappNumber', '12ab');
    fill(form, 'telegramUsername', 'x');
    fireEvent.click(submit());
    await waitFor(() => expect(document.activeElement).toBe(control(form, 'tiktokUsername')));
    expect(errorOf(form, 'tiktokUsername')).toBe(SERVER.tiktokUsernameCharacters);
    expect(errorOf(form, 'whatsappNumber')).toBe(SERVER.whatsappNumber);
    expect(errorOf(form, 'telegramUsername')).toBe(SERVER.telegramUsername);
    expect(control(form, 'whatsappNumber').getAttribute('aria-invalid')).toBe('true');
    expect(applications(api)).toEqual([]);
  });

  it('reads a national WhatsApp number in the chosen country', async () => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    const form = applyForm(api);
    fill(form, 'whatsappNumber', '079 123 45 67');
    fireEvent.click(submit());
    await waitFor(() => expect(errorOf(form, 'whatsappNumber')).toBe(SERVER.whatsappNumber));
    expect(applications(api)).toEqual([]);
    // A Swiss mobile number: sent once Schweiz is the country.
    fill(form, 'country', 'Schweiz');
    fireEvent.click(submit());
    await waitFor(() => expect(applications(api)).toHaveLength(1));
    expect(applications(api)[0]!.body).toMatchObject({ whatsappNumber: '079 123 45 67', country: 'Schweiz' });
  });

  it.each([
    [
      'a WhatsApp number',
      { whatsappNumber: '+43 660 1234567', telegramUsername: '@e2e_telegram' },
      'per WhatsApp',
    ],
    ['only a Telegram name', { whatsappNumber: '', telegramUsername: '@e2e_telegram' }, 'per Telegram'],
    ['neither', { whatsappNumber: '  ', telegramUsername: '' }, 'per Nachricht auf TikTok'],
  ])('with %s, the confirmation says the team answers %s', async (_case, fields, channel) => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    const form = applyForm(api);
    for (const [name, value] of Object.entries(fields)) fill(form, name, value);
    fireEvent.click(submit());
    expect(await findToast()).toEqual({
      destructive: false,
      title: 'Bewerbung eingereicht',
      description: `Vielen Dank für deine Bewerbung! Wir melden uns innerhalb von 48 Stunden ${channel} bei dir.`,
    });
    expect(screen.getByRole('region', { name: 'Danke für deine Bewerbung!' }).textContent).toContain(
      `meldet sich innerhalb von 48 Stunden ${channel} bei dir.`,
    );
  });
});

describe('the application form’s source', () => {
  it('sends the landing address’s ref and utm labels and the referrer, and writes nothing in the browser', async () => {
    window.history.replaceState(null, '', '/?ref=TikTok-Bio&utm_source=tiktok&utm_medium=&x=1#apply');
    Object.defineProperty(document, 'referrer', {
      value: 'https://www.tiktok.com/@agentur',
      configurable: true,
    });
    try {
      const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
      applyForm(api);
      fireEvent.click(submit());
      await waitFor(() => expect(applications(api)).toHaveLength(1));
      // As the browser has them: the server lower-cases, checks and reduces the referrer to its host.
      expect(applications(api)[0]!.body).toMatchObject({
        source: { ref: 'TikTok-Bio', utmSource: 'tiktok', referrer: 'https://www.tiktok.com/@agentur' },
      });
      expect((applications(api)[0]!.body as { source: object }).source).not.toHaveProperty('utmMedium');
      expect(document.cookie).toBe('');
      expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    } finally {
      window.history.replaceState(null, '', '/');
      Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    }
  });

  it('sends no source when the address and the referrer say nothing', async () => {
    const api = new FakeApi().on('POST', /^\/api\/apply$/, () => ({ status: 201, body: {} }));
    applyForm(api);
    fireEvent.click(submit());
    await waitFor(() => expect(applications(api)).toHaveLength(1));
    expect(applications(api)[0]!.body).not.toHaveProperty('source');
  });
});
