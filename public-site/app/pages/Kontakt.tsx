import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldErrors } from '@shared/field-errors.js';
import { apiRequest } from '@shared/http-client.js';
import {
  focusFirstError,
  HoneypotField,
  readForm,
  serverFieldErrors,
  submitFailureText,
  TextAreaField,
  TextField,
} from '../components/form.js';
import { TikTokIcon } from '../components/icons.js';
import { useToast } from '../components/Toaster.js';
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

/** /kontakt: contact details and the message form (stored for the control centre's inbox). */
export function KontaktPage() {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (payload: Record<string, unknown>) => apiRequest('POST', '/api/contact', payload),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Loaded on first use: the validators are not needed to show the page.
    const { validateContactForm } = await import('@shared/form-validators.js');
    const payload = readForm(form);
    const found = validateContactForm(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(form, found);
    send.mutate(payload, {
      onSuccess: () => {
        form.reset();
        toast({
          title: 'Nachricht gesendet',
          description: 'Vielen Dank! Wir melden uns so schnell wie möglich bei dir.',
        });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({
          title: 'Fehler',
          description: submitFailureText(
            error,
            'Beim Senden deiner Nachricht ist ein Problem aufgetreten. Bitte versuche es später noch einmal.',
          ),
          variant: 'destructive',
        });
      },
    });
  };

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
          <form className="form card" noValidate onSubmit={onSubmit} aria-label="Kontaktformular">
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
              <TextField
                name="whatsappNumber"
                label="WhatsApp-Nummer"
                type="tel"
                error={errors.whatsappNumber}
                autoComplete="tel"
              />
              <TextField
                name="telegramUsername"
                label="Telegram-Benutzername"
                error={errors.telegramUsername}
              />
              <TextField name="subject" label="Betreff" required error={errors.subject} wide />
              <TextAreaField name="message" label="Nachricht" required error={errors.message} rows={6} wide />
            </div>
            <HoneypotField />
            <button type="submit" className="button button--primary form__submit" disabled={send.isPending}>
              {send.isPending ? 'Wird gesendet...' : 'Nachricht senden'}
            </button>
          </form>
          <ContactDetails />
        </div>
      </div>
    </div>
  );
}
