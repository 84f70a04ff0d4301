import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { COUNTRIES, STREAMING_EXPERIENCE_OPTIONS } from '@shared/constants.js';
import type { FieldErrors } from '@shared/field-errors.js';
import { apiRequest } from '@shared/http-client.js';
import {
  CheckboxField,
  focusFirstError,
  HoneypotField,
  readForm,
  SelectField,
  serverFieldErrors,
  submitFailureText,
  TextField,
} from '../components/form.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { useToast } from '../components/Toaster.js';
import { useSettings } from '../lib/settings-context.js';

const CHECKBOXES = ['ageConfirm', 'privacyConfirm'] as const;

/** The creator application form (anchor #apply), validated with the shared schema. */
export function ApplySection() {
  const { texts } = useSettings();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useMutation({
    mutationFn: (payload: Record<string, unknown>) => apiRequest('POST', '/api/apply', payload),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Loaded on first use: the validators are not needed to show the page.
    const { validateApplicationForm } = await import('@shared/form-validators.js');
    const payload = readForm(form, CHECKBOXES);
    const found = validateApplicationForm(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(form, found);
    submit.mutate(payload, {
      onSuccess: () => {
        form.reset();
        toast({
          title: 'Bewerbung eingereicht',
          description: 'Vielen Dank für deine Bewerbung! Wir melden uns innerhalb von 48 Stunden bei dir.',
        });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({
          title: 'Fehler',
          description: submitFailureText(
            error,
            'Bei der Übermittlung deiner Bewerbung ist ein Problem aufgetreten. Bitte versuche es erneut.',
          ),
          variant: 'destructive',
        });
      },
    });
  };

  const pending = submit.isPending;
  return (
    <section id="apply" className="section section--alt" aria-labelledby="apply-title">
      <div className="container apply">
        <SectionHeading text={texts.sections.apply} id="apply-title" />
        <form
          className="form card apply__form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Bewerbungsformular"
        >
          <div className="form__grid">
            <TextField
              name="tiktokUsername"
              label="TikTok-Benutzername"
              required
              error={errors.tiktokUsername}
              placeholder="@deinname"
              autoComplete="username"
            />
            <SelectField
              name="country"
              label="Land"
              required
              error={errors.country}
              placeholder="Bitte wählen"
              options={COUNTRIES}
            />
            <TextField
              name="whatsappNumber"
              label="WhatsApp-Nummer"
              type="tel"
              error={errors.whatsappNumber}
              placeholder="+49 …"
              autoComplete="tel"
            />
            <TextField
              name="telegramUsername"
              label="Telegram-Benutzername"
              error={errors.telegramUsername}
              placeholder="@deinname"
            />
            <TextField
              name="website"
              label="Website oder Social-Media-Profil"
              type="url"
              error={errors.website}
              placeholder="instagram.com/deinname"
            />
            <SelectField
              name="streamingExperience"
              label="Streaming-Erfahrung"
              error={errors.streamingExperience}
              placeholder="Bitte wählen"
              options={STREAMING_EXPERIENCE_OPTIONS}
            />
            <TextField
              name="currentAgency"
              label="Aktuelle Agentur (falls vorhanden)"
              error={errors.currentAgency}
              wide
            />
          </div>
          <HoneypotField />
          <div className="form__checks">
            <CheckboxField
              name="ageConfirm"
              label="Ich bin mindestens 18 Jahre alt."
              error={errors.ageConfirm}
            />
            <CheckboxField
              name="privacyConfirm"
              label={
                <>
                  Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen und stimme der
                  Verarbeitung meiner Daten zu.
                </>
              }
              error={errors.privacyConfirm}
            />
          </div>
          <button type="submit" className="button button--primary form__submit" disabled={pending}>
            {pending ? 'Wird gesendet...' : 'Bewerbung absenden'}
          </button>
          <p className="form__note">* Pflichtfelder. Keine Vorabgebühr, keine versteckten Kosten.</p>
        </form>
      </div>
    </section>
  );
}
