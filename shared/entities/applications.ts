import { applicationSourceText, type ApplicationSource } from '../application-source.js';
import { APPLICATION_OUTCOME_LABELS, APPLICATION_STATUS_LABELS } from '../constants.js';
import {
  choice,
  count,
  defineEntity,
  derived,
  flag,
  id,
  internal,
  optionalChoice,
  optionalNumber,
  optionalText,
  optionalTime,
  text,
  time,
  value,
} from './define.js';

/**
 * An application from the public form (POST /api/apply), as the control centre sees it
 * (GET /api/admin/applications…), the export file lists it and the Auskunft hands it out. Only
 * its status, outcome and assignee are recorded with their values in the Protokoll: the rest is
 * the applicant's.
 */
export const applications = defineEntity({
  name: 'applications',
  fields: {
    id: id({ explain: 'Laufende Nummer der Bewerbung' }),
    tiktokUsername: text({ label: 'TikTok-Name', explain: 'TikTok-Name' }),
    whatsappNumber: optionalText({ label: 'WhatsApp', explain: 'WhatsApp-Nummer' }),
    telegramUsername: optionalText({ label: 'Telegram', explain: 'Telegram-Name' }),
    website: optionalText({ label: 'Website', explain: 'Website oder Social-Media-Profil' }),
    country: text({ label: 'Land', explain: 'Land' }),
    streamingExperience: optionalText({ label: 'Streaming-Erfahrung', explain: 'Streaming-Erfahrung' }),
    currentAgency: optionalText({ label: 'Aktuelle Agentur', explain: 'Aktuelle Agentur' }),
    isAdult: flag({ explain: 'Bestätigung, mindestens 18 Jahre alt zu sein' }),
    agreedToPrivacy: flag({ explain: 'Zustimmung zur Datenschutzerklärung' }),
    status: choice(APPLICATION_STATUS_LABELS, {
      label: 'Status',
      explain: 'Bearbeitungsstand (new = neu, in_progress = in Bearbeitung, completed = erledigt)',
      logValue: true,
    }),
    notes: optionalText({ label: 'Notizen', explain: 'Interne Notizen der Agentur zur Bewerbung' }),
    createdAt: time({ explain: 'Eingang der Bewerbung (UTC)' }),
    /** When the status became "completed" (Erledigt); null for any other status (the retention clock). */
    completedAt: optionalTime({
      label: 'Erledigt am',
      explain: 'Zeitpunkt, zu dem die Bewerbung als erledigt markiert wurde (UTC)',
    }),
    /** How it ended, with the status "completed" only; null: open, or completed "ohne Ergebnis". */
    outcome: optionalChoice(APPLICATION_OUTCOME_LABELS, {
      label: 'Ergebnis',
      explain:
        'Ergebnis der erledigten Bewerbung (accepted = angenommen, rejected = abgelehnt, withdrawn = zurückgezogen; null = ohne Ergebnis)',
      logValue: true,
    }),
    /**
     * From when the retention task deletes it (completedAt + APPLICATION_RETENTION_DAYS, for an
     * accepted one ACCEPTED_RETENTION_DAYS); null when it is not completed or the automatic
     * deletion is off.
     */
    deleteAfter: derived(
      optionalTime({
        explain: 'Ab diesem Zeitpunkt wird die erledigte Bewerbung automatisch gelöscht (UTC)',
      }),
    ),
    /** The colleague who has it (an account's id), or null; null again when that account is deleted. */
    assigneeId: optionalNumber({
      label: 'Zuständig',
      explain: 'Nummer des Kontos der zuständigen Person bei der Agentur',
      logValue: true,
    }),
    /** Where it came from: the landing address's labels and the referring host (nulls when unknown). */
    source: derived(
      value<ApplicationSource>({
        label: 'Quelle',
        explain:
          'Herkunft der Bewerbung: Kennung des Links, über den die Website aufgerufen wurde (ref, utm_source, utm_medium, utm_campaign), und die Website, von der aus sie aufgerufen wurde (nur deren Adresse); null = unbekannt',
        text: applicationSourceText,
      }),
    ),
    /**
     * How many earlier applications of the same person there were when it arrived, counted up to
     * PREVIOUS_APPLICATIONS_MAX (shared/application-matches.ts).
     */
    previousApplications: count({
      explain:
        'Anzahl früherer Bewerbungen mit demselben TikTok-Namen, derselben WhatsApp-Nummer oder demselben Telegram-Namen beim Eingang',
    }),
    // Where it came from, as stored (shared/application-source.ts); null when unknown.
    sourceRef: internal(optionalText()),
    sourceUtmSource: internal(optionalText()),
    sourceUtmMedium: internal(optionalText()),
    sourceUtmCampaign: internal(optionalText()),
    sourceReferrerHost: internal(optionalText()),
    /** The label it counts under: ref, else utm_source, else the referring host, else "direkt". */
    sourceLabel: internal(text()),
    // Its match keys (shared/application-matches.ts).
    tiktokKey: internal(optionalText()),
    phoneKey: internal(optionalText()),
    telegramKey: internal(optionalText()),
  },
  export: {
    sheet: 'Bewerbungen',
    columns: [
      { field: 'status', width: 15 },
      { field: 'outcome', width: 15 },
      { field: 'tiktokUsername', width: 24 },
      { field: 'whatsappNumber', width: 20 },
      { field: 'telegramUsername', width: 20 },
      { field: 'website', width: 32 },
      { field: 'country', width: 13 },
      { field: 'streamingExperience', width: 20 },
      { field: 'currentAgency', width: 22 },
      { field: 'isAdult', header: 'Mindestens 18', width: 14 },
      { field: 'agreedToPrivacy', header: 'Datenschutz zugestimmt', width: 22 },
      { field: 'notes', width: 40 },
      { field: 'createdAt', header: 'Eingegangen am', width: 20 },
      { field: 'source', width: 24 },
    ],
  },
});
