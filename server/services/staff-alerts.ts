import type { Knex } from 'knex';
import { staffAlertTexts } from '@shared/messages.js';
import type { ApplicationSubmit } from '@shared/schemas/application.js';
import type { ContactMessageInput } from '@shared/schemas/contact.js';
import type { Clock } from '../clock.js';
import type { MailOutbox, StaffAlert } from './mail-outbox.js';

/** Where the alerts link to in the control centre (its routes in admin-desktop/renderer/src/routes.tsx). */
export const ADMIN_APPLICATIONS_PATH = '/admin/bewerbungen';
export const ADMIN_MESSAGES_PATH = '/admin/nachrichten';

/** One line: a header value never gets a line break, whatever reaches it. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The alert about a new application: its TikTok name, country and where to find it, nothing else
 * (no phone number, messenger name or website travels by e-mail). The countries are stored as their
 * German names already (shared/constants.ts COUNTRIES).
 */
export function applicationAlert(input: ApplicationSubmit, siteOrigin: string): StaffAlert {
  const tiktokName = `@${oneLine(input.tiktokUsername).replace(/^@+/, '')}`;
  const country = oneLine(input.country);
  return {
    kind: 'application',
    subject: staffAlertTexts.applicationSubject(tiktokName, country),
    text: staffAlertTexts.applicationText({
      tiktokName,
      country,
      link: `${siteOrigin}${ADMIN_APPLICATIONS_PATH}`,
    }),
    replyTo: null,
  };
}

/** The alert about a new contact message: subject, sender and text (not the phone or messenger name). */
export function contactMessageAlert(input: ContactMessageInput, siteOrigin: string): StaffAlert {
  const name = oneLine(input.name);
  const email = oneLine(input.email);
  const subject = oneLine(input.subject);
  return {
    kind: 'contact_message',
    subject: staffAlertTexts.messageSubject(subject),
    text: staffAlertTexts.messageText({
      name,
      email,
      subject,
      message: input.message.replace(/\r\n?/g, '\n'),
      link: `${siteOrigin}${ADMIN_MESSAGES_PATH}`,
    }),
    replyTo: email,
  };
}

export interface StaffAlertsDeps {
  knex: Knex;
  clock: Clock;
  outbox: MailOutbox;
  /** False without SMTP_URL and NOTIFY_EMAIL: then nothing is queued and submissions stay one INSERT. */
  enabled: boolean;
}

/**
 * Queues staff alerts together with the submissions they announce. Whoever sends them subscribes
 * with onQueued and is told after each commit.
 */
export function createStaffAlerts({ knex, clock, outbox, enabled }: StaffAlertsDeps) {
  const listeners = new Set<() => void>();
  return {
    enabled,
    /**
     * Runs `write` (a submission's INSERT) and, with alerts on, queues `alert()` in the same
     * transaction: the alert exists exactly when the submission does, and a mail server that is
     * down never holds the submission up.
     */
    async recordWith<T>(write: (db: Knex) => Promise<T>, alert: () => StaffAlert): Promise<T> {
      if (!enabled) return await write(knex);
      const written = await knex.transaction(async (trx) => {
        const result = await write(trx);
        await outbox.add(trx, alert(), clock());
        return result;
      });
      for (const listener of listeners) listener();
      return written;
    },
    /** Calls `listener` after each committed alert; returns the unsubscribe. */
    onQueued(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type StaffAlerts = ReturnType<typeof createStaffAlerts>;
