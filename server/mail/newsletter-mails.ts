import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_CONFIRM_PATH } from '@shared/newsletter.js';
import type { OutboxEntry, StaffAlert } from '../services/mail-outbox.js';
import type { NewsletterSubscribers } from '../services/newsletter/subscribers.js';

export const NEWSLETTER_CONFIRM_SUBJECT = 'Bitte bestätige deine Anmeldung zum Newsletter';

/** The confirmation mail's plain German text. */
export function confirmMailText(agencyName: string, link: string): string {
  return [
    'Hallo,',
    '',
    `diese E-Mail-Adresse wurde für den Newsletter von ${agencyName} angemeldet.`,
    'Wenn du das warst, bestätige deine Anmeldung bitte über diesen Link:',
    '',
    link,
    '',
    `Der Link ist ${NEWSLETTER_CONFIRM_HOURS} Stunden gültig. Auf der Seite musst du die Anmeldung noch mit einem Klick bestätigen.`,
    '',
    'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach: Ohne Bestätigung wird kein Abonnement angelegt, und deine Adresse wird nach Ablauf des Links gelöscht.',
    '',
    'Viele Grüße',
    agencyName,
  ].join('\n');
}

/**
 * The test mail of an issue ('newsletter_test'), composed by the issues' mails
 * (server/mail/newsletter-issue-mail.ts); without one, a queued test mail is dropped (null).
 */
export type ComposeIssueTest = (entry: OutboxEntry, siteOrigin: string) => Promise<StaffAlert | null>;

export interface NewsletterMailsDeps {
  subscribers: Pick<NewsletterSubscribers, 'find' | 'confirmTokenOf'>;
  clock: () => number;
  agencyName: () => string;
  /** The 'newsletter_test' composer (the app passes the issues' one). */
  composeIssueTest?: ComposeIssueTest;
}

/**
 * The newsletter's single mails for the staff sender (startStaffAlerts' `newsletterMails`): the
 * double opt-in link ('newsletter_confirm') and an issue's test mail ('newsletter_test'). Composed
 * when sent, from the row as it is then: a subscriber gone, confirmed or with an expired link gets
 * no mail (null: the sender drops the entry).
 */
export function createNewsletterMails({
  subscribers,
  clock,
  agencyName,
  composeIssueTest,
}: NewsletterMailsDeps) {
  async function confirmMail(entry: OutboxEntry, siteOrigin: string): Promise<StaffAlert | null> {
    const row = await subscribers.find(entry.sourceId);
    if (!row || row.status !== 'pending' || !row.confirmExpiresAt) return null;
    if (new Date(row.confirmExpiresAt).getTime() <= clock()) return null;
    const token = subscribers.confirmTokenOf(row);
    if (!token) return null;
    const link = `${siteOrigin}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    return {
      kind: 'newsletter_confirm',
      to: [row.email],
      subject: NEWSLETTER_CONFIRM_SUBJECT,
      text: confirmMailText(agencyName(), link),
      replyTo: null,
    };
  }

  return {
    compose(entry: OutboxEntry, siteOrigin: string): Promise<StaffAlert | null> {
      switch (entry.kind) {
        case 'newsletter_confirm':
          return confirmMail(entry, siteOrigin);
        case 'newsletter_test':
          return composeIssueTest ? composeIssueTest(entry, siteOrigin) : Promise.resolve(null);
        default:
          return Promise.resolve(null);
      }
    },
  };
}

export type NewsletterMails = ReturnType<typeof createNewsletterMails>;
