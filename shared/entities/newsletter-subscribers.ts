import { NEWSLETTER_STATUS_LABELS } from '../newsletter.js';
import { choice, count, defineEntity, derived, id, internal, optionalTime, text, time } from './define.js';

/**
 * A newsletter subscriber as the control centre lists them (GET /api/admin/newsletter/subscribers,
 * `newsletter.subscribers`: owners and administration), the export file lists them and the
 * Auskunft hands out the subscription (with the consent text itself, shared/api-types.ts). The
 * Protokoll never records an address: a removal records the state (`subscriberStatus`).
 */
export const newsletterSubscribers = defineEntity({
  name: 'newsletter-subscribers',
  fields: {
    id: id({ explain: 'Laufende Nummer der Anmeldung' }),
    email: text({ label: 'E-Mail', explain: 'E-Mail-Adresse' }),
    status: choice(NEWSLETTER_STATUS_LABELS, {
      label: 'Status',
      explain: 'Stand der Anmeldung (pending = noch nicht bestätigt, confirmed = bestätigt)',
    }),
    signedUpAt: time({ explain: 'Zeitpunkt der Anmeldung (UTC)' }),
    confirmedAt: optionalTime({
      explain: 'Zeitpunkt der Bestätigung über den Link in der E-Mail (UTC); null = nicht bestätigt',
    }),
    /** The id of the consent text's version the person agreed to (its column: consentTextId). */
    consentVersion: derived(count({ explain: 'Version des Einwilligungstexts, dem Sie zugestimmt haben' })),
    consentTextId: internal(count()),
  },
  export: {
    sheet: 'Abonnenten',
    columns: [
      { field: 'email', width: 36 },
      { field: 'status', width: 14 },
      { field: 'signedUpAt', header: 'Angemeldet am', width: 20 },
      { field: 'confirmedAt', header: 'Bestätigt am', width: 20 },
      { field: 'consentVersion', header: 'Einwilligungstext (Version)', width: 26 },
    ],
  },
});
