// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterConfirmPage } from '@public-site/app/pages/NewsletterConfirm.js';
import { NewsletterSection } from '@public-site/app/sections/Newsletter.js';
// Loaded by the form on its first submit: imported beforehand, so the submit waits for no file.
import '@shared/form-validators.js';
import { NEWSLETTER_API, newsletterMessages, newsletterValidation } from '@shared/newsletter.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { control, fill, findToast, renderPublic, screen } from '@tests/helpers/dom/render-public.js';

/**
 * The newsletter's forms once hydrated (issue 40): the landing block's sign-up (what it sends, the
 * server's field messages, the SentPanel) and the confirmation page's one button. The API's own
 * checks are tests/integration/server/routes/public/newsletter.test.ts; the server-rendered states are
 * tests/unit/server/render/newsletter-pages.test.ts.
 */
const ADDRESS = 'fan@example.org';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';

function signUpForm(api: FakeApi): HTMLFormElement {
  renderPublic(<NewsletterSection />, { api, newsletter: { offered: true } });
  return screen.getByRole('form', { name: 'Newsletter-Anmeldung' }) as HTMLFormElement;
}
const subscribe = () => screen.getByRole('button', { name: 'Newsletter abonnieren' });
const signUps = (api: FakeApi) => api.writes().filter((request) => request.path === NEWSLETTER_API.signUp);

describe('the newsletter sign-up', () => {
  it('shows the consent text beside the checkbox, labelled', () => {
    const form = signUpForm(new FakeApi());
    const consent = screen.getByRole('checkbox', {
      name: /^Ich möchte den Newsletter von Streamwelt Agentur mit Neuigkeiten/,
    });
    expect(consent).toBe(control(form, 'consent'));
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toBe(control(form, 'email'));
    expect(DEFAULT_SITE_SETTINGS.name).toBe('Streamwelt Agentur');
  });

  it('sends the address, the consent as true and the empty honeypot; then the SentPanel with the 202 message', async () => {
    const api = new FakeApi().on('POST', /^\/api\/newsletter$/, () => ({
      status: 202,
      body: { message: newsletterMessages.signUpAccepted },
    }));
    const form = signUpForm(api);
    fill(form, 'email', ` ${ADDRESS} `);
    fireEvent.click(control(form, 'consent'));
    fireEvent.click(subscribe());

    const heading = await screen.findByRole('heading', { name: 'Schau in dein Postfach', level: 3 });
    expect(signUps(api)).toEqual([
      { method: 'POST', path: NEWSLETTER_API.signUp, body: { email: ADDRESS, consent: true, hp_field: '' } },
    ]);
    expect(screen.getByText(newsletterMessages.signUpAccepted)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Newsletter-Anmeldung' })).toBeNull();
    // The focus lands on the confirmation, as on the contact form.
    await waitFor(() => expect(document.activeElement).toBe(heading));

    // "Weitere Adresse anmelden" brings an empty form back, the focus on its first field.
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Adresse anmelden' }));
    const again = screen.getByRole('form', { name: 'Newsletter-Anmeldung' }) as HTMLFormElement;
    expect(control(again, 'email').value).toBe('');
    expect(document.activeElement).toBe(control(again, 'email'));
  });

  it('without the ticked consent the browser sends nothing and says why, focus on the first field in error', async () => {
    const api = new FakeApi();
    const form = signUpForm(api);
    fill(form, 'email', ADDRESS);
    fireEvent.click(subscribe());
    expect(await screen.findByText(newsletterValidation.consent)).toBeTruthy();
    expect(control(form, 'consent').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control(form, 'consent'));
    expect(signUps(api)).toEqual([]);
  });

  it('a 400 shows the server’s field messages under the fields and an error toast', async () => {
    const api = new FakeApi().fail('POST', NEWSLETTER_API.signUp, 400, {
      message: 'Bitte überprüfe deine Eingaben',
      errors: { email: newsletterValidation.email },
    });
    const form = signUpForm(api);
    fill(form, 'email', ADDRESS);
    fireEvent.click(control(form, 'consent'));
    fireEvent.click(subscribe());
    expect(await findToast()).toEqual({
      destructive: true,
      title: 'Fehler',
      description: 'Bei deiner Anmeldung ist ein Problem aufgetreten. Bitte versuche es später noch einmal.',
    });
    const message = screen.getByText(newsletterValidation.email);
    expect(control(form, 'email').getAttribute('aria-describedby')).toBe(message.id);
    expect(control(form, 'email').value).toBe(ADDRESS);
    expect(screen.queryByRole('heading', { name: 'Schau in dein Postfach' })).toBeNull();
  });

  it('is absent while the newsletter is not offered', () => {
    const { container } = renderPublic(<NewsletterSection />, { newsletter: { offered: false } });
    expect(container.querySelector('section, form, input')).toBeNull();
  });
});

describe('the confirmation page', () => {
  const confirmPage = (api: FakeApi) =>
    renderPublic(<NewsletterConfirmPage />, {
      api,
      page: 'newsletter-confirm',
      newsletter: { offered: true, confirm: { token: TOKEN, state: 'valid' } },
    });
  const confirmButton = () => screen.getByRole('button', { name: 'Anmeldung bestätigen' });

  it('the one button posts the token; the answer replaces it and takes the focus', async () => {
    const api = new FakeApi().on('POST', /^\/api\/newsletter\/confirm$/, () => ({
      status: 200,
      body: { message: newsletterMessages.confirmed },
    }));
    confirmPage(api);
    // Opening the page sent nothing.
    expect(api.writes()).toEqual([]);
    fireEvent.click(confirmButton());
    const answer = await screen.findByText(newsletterMessages.confirmed);
    expect(api.writes()).toEqual([{ method: 'POST', path: NEWSLETTER_API.confirm, body: { token: TOKEN } }]);
    expect(screen.queryByRole('button', { name: 'Anmeldung bestätigen' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(answer));
  });

  it.each([
    [410, newsletterMessages.linkExpired],
    [410, newsletterMessages.linkUsed],
    [404, newsletterMessages.linkInvalid],
    [503, newsletterMessages.unavailable],
  ])('a %i answer shows the server’s German words', async (status, message) => {
    const api = new FakeApi().fail('POST', NEWSLETTER_API.confirm, status, { message });
    confirmPage(api);
    fireEvent.click(confirmButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Newsletter-Anmeldung' }).getAttribute('href')).toBe(
      '/newsletter',
    );
  });

  it('an expired link shows its message at once, without a button', () => {
    renderPublic(<NewsletterConfirmPage />, {
      page: 'newsletter-confirm',
      newsletter: { offered: true, confirm: { token: TOKEN, state: 'expired' } },
    });
    expect(screen.getByText(newsletterMessages.linkExpired)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
