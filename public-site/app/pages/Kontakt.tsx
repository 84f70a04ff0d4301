import { ChatFields, HoneypotField, TextAreaField, TextField } from '../components/form.js';
import { TikTokIcon } from '../components/icons.js';
import { SentPanel } from '../components/SentPanel.js';
import { usePublicForm, type PublicForm } from '../components/usePublicForm.js';
import { useSettings } from '../lib/settings-context.js';
import { mailtoHref } from '@shared/url.js';

function ContactDetails() {
  const settings = useSettings();
  const { contact, address } = settings;
  return (
    <aside className="card contact__details" aria-label="Kontaktdaten">
      <h2>So erreichst du uns</h2>
      <dl>
        <dt>Telefon</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
        </dd>
        <dt>E-Mail</dt>
        <dd>
          <a href={mailtoHref(contact.email)}>{contact.email}</a>
        </dd>
        <dt>Adresse</dt>
        <dd>
          <address>
            {settings.legalName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </address>
        </dd>
        {contact.phoneHours && (
          <>
            <dt>Erreichbarkeit</dt>
            <dd>{contact.phoneHours}</dd>
          </>
        )}
      </dl>
      <a className="button button--ghost" href={settings.links.tiktok}>
        <TikTokIcon />
        Folge uns auf TikTok
      </a>
    </aside>
  );
}

const CONTACT_FORM: PublicForm = {
  path: '/api/contact',
  validator: 'validateContactForm',
  sent: {
    title: 'Nachricht gesendet',
    description: 'Vielen Dank! Wir melden uns so schnell wie möglich bei dir.',
  },
  failed: 'Beim Senden deiner Nachricht ist ein Problem aufgetreten. Bitte versuche es später noch einmal.',
};

/** /kontakt: contact details and the message form (stored for the control centre's inbox). */
export function KontaktPage() {
  const { errors, pending, onSubmit, sent, again, formRef } = usePublicForm(CONTACT_FORM);
  const { contact } = useSettings();

  return (
    <div className="page contact">
      <div className="container">
        <header className="page-intro">
          <p className="eyebrow">Kontakt</p>
          <h1>Wir sind für dich da</h1>
          <p>
            Fragen zur Agentur, zu Kooperationen oder zu deiner Bewerbung? Schreib uns – wir antworten
            schnell.
          </p>
        </header>
        <div className="contact__grid">
          {sent ? (
            <SentPanel
              title="Danke für deine Nachricht!"
              againLabel="Weitere Nachricht senden"
              onAgain={again}
              level={2}
            >
              <p>
                Wir lesen deine Nachricht und antworten dir so schnell wie möglich per E-Mail – oder über
                WhatsApp bzw. Telegram, wenn du uns dort geschrieben hast.
              </p>
              <p>
                Eilt es? Ruf uns an unter{' '}
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                {contact.phoneHours ? ` (${contact.phoneHours})` : ''}.
              </p>
            </SentPanel>
          ) : (
            <form
              ref={formRef}
              className="form card"
              noValidate
              onSubmit={onSubmit}
              aria-label="Kontaktformular"
            >
              <div className="form__grid">
                <TextField name="name" label="Name" required error={errors.name} autoComplete="name" />
                <TextField
                  name="email"
                  label="E-Mail"
                  type="email"
                  required
                  error={errors.email}
                  autoComplete="email"
                />
                <ChatFields errors={errors} />
                <TextField name="subject" label="Betreff" required error={errors.subject} wide />
                <TextAreaField
                  name="message"
                  label="Nachricht"
                  required
                  error={errors.message}
                  rows={6}
                  wide
                />
              </div>
              <HoneypotField />
              <button type="submit" className="button button--primary form__submit" disabled={pending}>
                {pending ? 'Wird gesendet...' : 'Nachricht senden'}
              </button>
              <p className="form__note">
                Wir verwenden deine Angaben nur, um deine Anfrage zu beantworten. Mehr dazu in unserer{' '}
                <a href="/datenschutz">Datenschutzerklärung</a>.
              </p>
            </form>
          )}
          <ContactDetails />
        </div>
      </div>
    </div>
  );
}
