import { defineEntity, derived, flag, id, optionalText, optionalTime, text, time } from './define.js';

/**
 * A message from the contact form (POST /api/contact), as the inbox shows it
 * (GET /api/admin/messages) and the Auskunft hands it out. The Protokoll records only whether it
 * is read or answered with their values: the rest is the sender's.
 */
export const messages = defineEntity({
  name: 'messages',
  fields: {
    id: id({ explain: 'Laufende Nummer der Nachricht' }),
    name: text({ label: 'Name', explain: 'Name' }),
    email: text({ label: 'E-Mail', explain: 'E-Mail-Adresse' }),
    whatsappNumber: optionalText({ label: 'WhatsApp', explain: 'WhatsApp-Nummer' }),
    telegramUsername: optionalText({ label: 'Telegram', explain: 'Telegram-Name' }),
    subject: text({ label: 'Betreff', explain: 'Betreff' }),
    message: text({ label: 'Nachricht', explain: 'Nachricht' }),
    isRead: flag({ label: 'Gelesen', explain: 'Von der Agentur gelesen', logValue: true }),
    /** Whether staff marked it answered (the reply itself goes out by mail or chat), and since when. */
    answered: derived(
      flag({
        label: 'Beantwortet',
        explain: 'Von der Agentur als beantwortet vermerkt (die Antwort selbst geht per E-Mail oder Chat)',
        logValue: true,
      }),
    ),
    answeredAt: optionalTime({
      explain:
        'Zeitpunkt, zu dem die Nachricht als beantwortet vermerkt wurde (UTC); null = nicht beantwortet',
    }),
    createdAt: time({ explain: 'Eingang der Nachricht (UTC)' }),
  },
});
