import type { DataRequestLog } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import type { DataRequestIdentifiers } from '@shared/data-request.js';
import type { SubjectRecords } from '../services/data-subject.js';
import { presentApplication, presentContactMessage } from './admin.js';
import { isoTimestamp } from '@db/values.js';
import { presentNewsletterSubscriber } from './newsletter-subscriber.js';

/**
 * `retentionDays` (APPLICATION_RETENTION_DAYS) gives each application's deleteAfter, an accepted
 * one's `acceptedDays` (ACCEPTED_RETENTION_DAYS).
 */
const presentRecords = (
  found: SubjectRecords,
  retentionDays: number,
  acceptedDays = retentionDays,
): Api.DataRequestRecords => ({
  applications: found.applications.map((row) => presentApplication(row, retentionDays, acceptedDays)),
  messages: found.messages.map(presentContactMessage),
  newsletter: found.newsletter && {
    subscription: found.newsletter.subscription && {
      ...presentNewsletterSubscriber(found.newsletter.subscription),
      consentText: found.newsletter.subscription.consentText,
    },
    blocked: found.newsletter.blocked,
  },
});

export const presentSubjectRecords = (
  found: SubjectRecords,
  retentionDays: number,
  acceptedDays = retentionDays,
): Api.DataRequestResult => ({
  ...presentRecords(found, retentionDays, acceptedDays),
  uncertain: found.uncertain,
});

/** Every field an export holds, in German, for the person who receives the file. */
const APPLICATION_FIELDS: Record<keyof Api.Application, string> = {
  id: 'Laufende Nummer der Bewerbung',
  tiktokUsername: 'TikTok-Name',
  whatsappNumber: 'WhatsApp-Nummer',
  telegramUsername: 'Telegram-Name',
  website: 'Website oder Social-Media-Profil',
  country: 'Land',
  streamingExperience: 'Streaming-Erfahrung',
  currentAgency: 'Aktuelle Agentur',
  isAdult: 'Bestätigung, mindestens 18 Jahre alt zu sein',
  agreedToPrivacy: 'Zustimmung zur Datenschutzerklärung',
  status: 'Bearbeitungsstand (new = neu, in_progress = in Bearbeitung, completed = erledigt)',
  notes: 'Interne Notizen der Agentur zur Bewerbung',
  createdAt: 'Eingang der Bewerbung (UTC)',
  completedAt: 'Zeitpunkt, zu dem die Bewerbung als erledigt markiert wurde (UTC)',
  outcome:
    'Ergebnis der erledigten Bewerbung (accepted = angenommen, rejected = abgelehnt, withdrawn = zurückgezogen; null = ohne Ergebnis)',
  deleteAfter: 'Ab diesem Zeitpunkt wird die erledigte Bewerbung automatisch gelöscht (UTC)',
  assigneeId: 'Nummer des Kontos der zuständigen Person bei der Agentur',
  source:
    'Herkunft der Bewerbung: Kennung des Links, über den die Website aufgerufen wurde (ref, utm_source, utm_medium, utm_campaign), und die Website, von der aus sie aufgerufen wurde (nur deren Adresse); null = unbekannt',
  previousApplications:
    'Anzahl früherer Bewerbungen mit demselben TikTok-Namen, derselben WhatsApp-Nummer oder demselben Telegram-Namen beim Eingang',
};

const MESSAGE_FIELDS: Record<keyof Api.ContactMessage, string> = {
  id: 'Laufende Nummer der Nachricht',
  name: 'Name',
  email: 'E-Mail-Adresse',
  whatsappNumber: 'WhatsApp-Nummer',
  telegramUsername: 'Telegram-Name',
  subject: 'Betreff',
  message: 'Nachricht',
  isRead: 'Von der Agentur gelesen',
  answered: 'Von der Agentur als beantwortet vermerkt (die Antwort selbst geht per E-Mail oder Chat)',
  answeredAt:
    'Zeitpunkt, zu dem die Nachricht als beantwortet vermerkt wurde (UTC); null = nicht beantwortet',
  createdAt: 'Eingang der Nachricht (UTC)',
};

const NEWSLETTER_FIELDS: Record<keyof Api.DataRequestNewsletter, string> &
  Record<keyof Api.DataRequestNewsletterSubscription, string> = {
  subscription:
    'Ihre Anmeldung zum Newsletter mit dem Nachweis Ihrer Einwilligung; null = keine Anmeldung unter dieser Adresse',
  blocked:
    'Die Adresse steht auf der Sperrliste des Newsletters (abgemeldet oder entfernt). Gespeichert ist dort nur ein ' +
    'verschlüsselter Prüfwert (HMAC) der Adresse, nicht die Adresse selbst; er sorgt dafür, dass Sie ohne neue, ' +
    'bestätigte Anmeldung keinen Newsletter erhalten, und bleibt deshalb auch nach einer Löschung bestehen',
  id: 'Laufende Nummer der Anmeldung',
  email: 'E-Mail-Adresse',
  status: 'Stand der Anmeldung (pending = noch nicht bestätigt, confirmed = bestätigt)',
  signedUpAt: 'Zeitpunkt der Anmeldung (UTC)',
  confirmedAt: 'Zeitpunkt der Bestätigung über den Link in der E-Mail (UTC); null = nicht bestätigt',
  consentVersion: 'Version des Einwilligungstexts, dem Sie zugestimmt haben',
  consentText: 'Der Einwilligungstext dieser Version im Wortlaut',
};

const DESCRIPTION =
  'Auskunft nach Art. 15 DSGVO: die Daten, die die Agentur Ihnen anhand der unter „query“ ' +
  'genannten Angaben zuordnen konnte – Bewerbungen über das Bewerbungsformular („applications“) ' +
  'und Nachrichten über das Kontaktformular („messages“) sowie die Anmeldung zum Newsletter mit dem ' +
  'Nachweis Ihrer Einwilligung („newsletter“, nur bei Suche nach einer E-Mail-Adresse). „fields“ erklärt jedes Feld. ' +
  'Zeitangaben sind in UTC (ISO 8601); null bedeutet „nicht angegeben“.';

/** The export file: the records with every stored field, described for the person who asked. */
export const presentDataExport = (
  query: DataRequestIdentifiers,
  found: SubjectRecords,
  exportedAt: string,
  retentionDays: number,
  acceptedDays = retentionDays,
): Api.DataExport => ({
  description: DESCRIPTION,
  exportedAt,
  query,
  fields: { applications: APPLICATION_FIELDS, messages: MESSAGE_FIELDS, newsletter: NEWSLETTER_FIELDS },
  ...presentRecords(found, retentionDays, acceptedDays),
});

export const presentDataRequestLog = (row: DataRequestLog): Api.DataRequestLogEntry => ({
  id: row.id,
  action: row.action,
  username: row.username,
  applications: row.applicationCount,
  messages: row.messageCount,
  newsletter: Number(row.newsletterCount ?? 0),
  createdAt: isoTimestamp(row.createdAt),
});
