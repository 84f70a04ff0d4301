import { HONEYPOT_FIELD } from '@shared/constants.js';
import { NEWSLETTER_API, newsletterConsentText, newsletterMessages } from '@shared/newsletter.js';
import { SentPanel } from '../components/SentPanel.js';
import { usePublicForm, type PublicForm } from '../components/usePublicForm.js';
import { usePageData } from '../lib/settings-context.js';

const NEWSLETTER_FORM: PublicForm = {
  path: NEWSLETTER_API.signUp,
  validator: 'validateNewsletterForm',
  checkboxes: ['consent'],
  sent: {
    title: 'Anmeldung gesendet',
    description: 'Bitte bestätige deine Anmeldung über den Link in der E-Mail.',
  },
  failed: 'Bei deiner Anmeldung ist ein Problem aufgetreten. Bitte versuche es später noch einmal.',
};

/**
 * The newsletter's sign-up (issue 40): the address, the consent with the very text that is stored
 * as its version, and the honeypot; after the 202 the SentPanel says to confirm from the mail.
 * `idPrefix` keeps its ids apart from the page's other forms (the landing page has the
 * application form's honeypot too). Nothing without mail settings: the caller checks `offered`.
 */
export function NewsletterSignUp({ idPrefix, level }: { idPrefix: string; level: 2 | 3 }) {
  const { settings } = usePageData();
  const { errors, pending, onSubmit, sent, again, formRef } = usePublicForm(NEWSLETTER_FORM);
  const id = (name: string) => `${idPrefix}-${name}`;

  if (sent) {
    return (
      <SentPanel
        title="Schau in dein Postfach"
        againLabel="Weitere Adresse anmelden"
        onAgain={again}
        level={level}
      >
        <p>{newsletterMessages.signUpAccepted}</p>
        <p>Keine E-Mail bekommen? Schau bitte auch im Spam-Ordner nach.</p>
      </SentPanel>
    );
  }
  return (
    <form
      ref={formRef}
      className="form card newsletter-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Newsletter-Anmeldung"
    >
      <div className={`field${errors.email ? ' field--invalid' : ''}`}>
        <label htmlFor={id('email')}>
          E-Mail<span aria-hidden="true"> *</span>
        </label>
        <input
          id={id('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id('email-error') : undefined}
        />
        {errors.email && (
          <p id={id('email-error')} className="field__error" role="alert">
            {errors.email}
          </p>
        )}
      </div>
      <div className={`field field--checkbox${errors.consent ? ' field--invalid' : ''}`}>
        <input
          type="checkbox"
          id={id('consent')}
          name="consent"
          value="true"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? id('consent-error') : undefined}
        />
        <label htmlFor={id('consent')}>{newsletterConsentText(settings.name)}</label>
        {errors.consent && (
          <p id={id('consent-error')} className="field__error" role="alert">
            {errors.consent}
          </p>
        )}
      </div>
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={id('hp')}>Bitte dieses Feld leer lassen</label>
        <input
          id={id('hp')}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className="button button--primary form__submit" disabled={pending}>
        {pending ? 'Wird gesendet...' : 'Newsletter abonnieren'}
      </button>
      <p className="form__note">
        Mit Double-Opt-in: Du bekommst erst eine E-Mail, in der du die Anmeldung bestätigst. Mehr dazu in
        unserer <a href="/datenschutz#newsletter">Datenschutzerklärung</a>.
      </p>
    </form>
  );
}

/** The landing page's compact newsletter block; absent while the newsletter is not offered. */
export function NewsletterSection() {
  const { newsletter } = usePageData();
  if (!newsletter.offered) return null;
  return (
    <section id="newsletter" className="section newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__grid">
        <header className="section-heading newsletter__intro">
          <p className="eyebrow">Newsletter</p>
          <h2 id="newsletter-title">
            Nichts mehr <span className="gradient-text">verpassen</span>
          </h2>
          <p className="section-heading__intro">
            Neuigkeiten zu Livestreams, Creators und der Agentur – ab und zu per E-Mail, jederzeit mit einem
            Klick abbestellbar.
          </p>
        </header>
        <NewsletterSignUp idPrefix="newsletter" level={3} />
      </div>
    </section>
  );
}
