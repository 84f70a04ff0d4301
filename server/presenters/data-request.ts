import type { DataRequestLog } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import type { DataRequestIdentifiers } from '@shared/data-request.js';
import type { SubjectRecords } from '../services/data-subject.js';
import { presentApplication, presentContactMessage } from './admin.js';
import { isoTimestamp } from '@db/values.js';
import { presentNewsletterSubscriber } from './newsletter-subscriber.js';
import { explanations } from '@shared/entities/define.js';
import { applications } from '@shared/entities/applications.js';
import { messages } from '@shared/entities/messages.js';
import { newsletterSubscribers } from '@shared/entities/newsletter-subscribers.js';

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

/** Every field an export holds, in German, for the person who receives the file (from the definitions). */
const APPLICATION_FIELDS = explanations(applications);
const MESSAGE_FIELDS = explanations(messages);

const NEWSLETTER_FIELDS: Record<keyof Api.DataRequestNewsletter, string> &
  Record<keyof Api.DataRequestNewsletterSubscription, string> = {
  subscription:
    'Ihre Anmeldung zum Newsletter mit dem Nachweis Ihrer Einwilligung; null = keine Anmeldung unter dieser Adresse',
  blocked:
    'Die Adresse steht auf der Sperrliste des Newsletters (abgemeldet oder entfernt). Gespeichert ist dort nur ein ' +
    'verschlüsselter Prüfwert (HMAC) der Adresse, nicht die Adresse selbst; er sorgt dafür, dass Sie ohne neue, ' +
    'bestätigte Anmeldung keinen Newsletter erhalten, und bleibt deshalb auch nach einer Löschung bestehen',
  ...explanations(newsletterSubscribers),
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
