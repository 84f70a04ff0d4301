import { COUNTRIES, STREAMING_EXPERIENCE_OPTIONS } from '@shared/constants.js';
import { ChatFields, CheckboxField, HoneypotField, SelectField, TextField } from '../components/form.js';
import { SectionHeading } from '../components/SectionHeading.js';
import { SentPanel } from '../components/SentPanel.js';
import { usePublicForm, type FormValues, type PublicForm } from '../components/usePublicForm.js';
import { useSettings } from '../lib/settings-context.js';

const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * How the team will answer an application, in the words of the confirmation: by WhatsApp when a
 * number was given, else by Telegram when a name was, else on TikTok (the one way always given).
 */
export function replyChannel(values: FormValues): string {
  if (given(values.whatsappNumber)) return 'per WhatsApp';
  if (given(values.telegramUsername)) return 'per Telegram';
  return 'per Nachricht auf TikTok';
}

const APPLY_FORM: PublicForm = {
  path: '/api/apply',
  validator: 'validateApplicationForm',
  checkboxes: ['ageConfirm', 'privacyConfirm'],
  withSource: true,
  sent: (values) => ({
    title: 'Bewerbung eingereicht',
    description: `Vielen Dank für deine Bewerbung! Wir melden uns innerhalb von 48 Stunden ${replyChannel(values)} bei dir.`,
  }),
  failed: 'Bei der Übermittlung deiner Bewerbung ist ein Problem aufgetreten. Bitte versuche es erneut.',
};

/** The creator application form (anchor #apply), validated with the shared schema. */
export function ApplySection() {
  const { texts } = useSettings();
  const { errors, pending, onSubmit, sentValues, again, formRef } = usePublicForm(APPLY_FORM);
  return (
    <section id="apply" className="section section--alt" aria-labelledby="apply-title">
      <div className="container apply">
        <SectionHeading text={texts.sections.apply} id="apply-title" />
        {sentValues ? (
          <SentPanel title="Danke für deine Bewerbung!" againLabel="Weitere Bewerbung senden" onAgain={again}>
            <p>
              Unser Team prüft deine Angaben und meldet sich innerhalb von 48 Stunden{' '}
              {replyChannel(sentValues)} bei dir.
            </p>
            <p>Keine Vorabgebühr, keine versteckten Kosten.</p>
          </SentPanel>
        ) : (
          <form
            ref={formRef}
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
              <ChatFields errors={errors} examples />
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
        )}
      </div>
    </section>
  );
}
