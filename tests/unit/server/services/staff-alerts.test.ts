import { describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { applicationAlert, contactMessageAlert, createStaffAlerts } from '@server/services/staff-alerts.js';
import { applicationSubmitValidator } from '@shared/schemas/application.js';
import { contactMessageValidator } from '@shared/schemas/contact.js';
import { factories } from '@tests/helpers/factories.js';

const ORIGIN = 'https://agentur.example';

/** The input as the route hands it over: validated by the shared schema. */
function application(overrides: Record<string, unknown> = {}) {
  const result = applicationSubmitValidator.validate(factories.application(overrides));
  if (!result.ok) throw new Error(`invalid application: ${JSON.stringify(result.errors)}`);
  return result.value;
}

function contact(overrides: Record<string, unknown> = {}) {
  const result = contactMessageValidator.validate(factories.contact(overrides));
  if (!result.ok) throw new Error(`invalid message: ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('applicationAlert', () => {
  it('names the TikTok account (with one @) and the country, and links to the applications', () => {
    const alert = applicationAlert(application({ tiktokUsername: 'mia.live', country: 'Schweiz' }), ORIGIN);
    expect(alert.kind).toBe('application');
    expect(alert.subject).toBe('Neue Bewerbung: @mia.live (Schweiz)');
    expect(alert.text).toContain('TikTok-Name: @mia.live\nLand: Schweiz');
    expect(alert.text).toContain('https://agentur.example/admin/bewerbungen');
    expect(alert.replyTo).toBeNull();
    expect(applicationAlert(application({ tiktokUsername: '@@mia.live' }), ORIGIN).subject).toBe(
      'Neue Bewerbung: @mia.live (Deutschland)',
    );
  });

  it('leaves out everything else the applicant gave', () => {
    const alert = applicationAlert(
      application({
        whatsappNumber: '+49 151 99988877',
        telegramUsername: '@privat_tg',
        website: 'https://privat.example',
        currentAgency: 'Alte Agentur',
        streamingExperience: '3-6 Monate',
      }),
      ORIGIN,
    );
    for (const detail of ['99988877', 'privat_tg', 'privat.example', 'Alte Agentur', '3-6 Monate']) {
      expect(alert.subject + alert.text).not.toContain(detail);
    }
  });
});

describe('contactMessageAlert', () => {
  it('carries the subject, the sender and the text, and answers go to the sender', () => {
    const alert = contactMessageAlert(
      contact({
        name: 'Jörg Müller',
        email: 'joerg@example.org',
        subject: 'Frage zur Auszahlung',
        message: 'Erste Zeile\r\nZweite Zeile mit ä, ö und ü.',
        whatsappNumber: '+49 170 1112223',
        telegramUsername: '@joerg_tg',
      }),
      ORIGIN,
    );
    expect(alert.kind).toBe('contact_message');
    expect(alert.subject).toBe('Neue Nachricht: Frage zur Auszahlung');
    expect(alert.replyTo).toBe('joerg@example.org');
    expect(alert.text).toContain('Von: Jörg Müller <joerg@example.org>\nBetreff: Frage zur Auszahlung');
    expect(alert.text).toContain('Erste Zeile\nZweite Zeile mit ä, ö und ü.');
    expect(alert.text).toContain('https://agentur.example/admin/nachrichten');
    expect(alert.text).not.toContain('1112223');
    expect(alert.text).not.toContain('joerg_tg');
  });

  it('keeps the subject on one line whatever reaches it', () => {
    const input = { ...contact(), subject: 'Hallo\r\nBcc: x@example.org' };
    expect(contactMessageAlert(input, ORIGIN).subject).toBe('Neue Nachricht: Hallo Bcc: x@example.org');
  });
});

describe('createStaffAlerts wake-ups', () => {
  it('a submission here wakes the sender and tells the others; one from elsewhere only wakes the sender', () => {
    // No database is touched by the wake-ups.
    const alerts = createStaffAlerts(null as unknown as Knex);
    const calls: string[] = [];
    alerts.onQueued(() => calls.push('sender'));
    const stopTelling = alerts.onSubmittedHere(() => calls.push('tell others'));
    alerts.submitted();
    expect(calls).toEqual(['sender', 'tell others']);
    // Told by another process: telling the others again would echo between processes forever.
    calls.length = 0;
    alerts.queuedElsewhere();
    expect(calls).toEqual(['sender']);
    calls.length = 0;
    stopTelling();
    alerts.submitted();
    expect(calls).toEqual(['sender']);
  });
});
