import type { Knex } from 'knex';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@shared/newsletter.js';
import { newsletterHtml, newsletterPlainText } from '@shared/newsletter-markdown.js';
import type { SiteSettings } from '@shared/site-settings.js';
import { escapeHtml } from '../render/escape.js';
import type { OutboxEntry, StaffAlert } from '../services/mail-outbox.js';
import { unsubscribeToken } from '../services/newsletter/keys.js';

/** The test mail's unsubscribe link: it belongs to no subscription, so it unsubscribes nobody. */
export const TEST_UNSUBSCRIBE_TOKEN = 'testmail';
export const TEST_SUBJECT_PREFIX = '[Test] ';

/** One line: a header value never gets a line break, whatever reaches it. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface IssueMailInput {
  subject: string;
  /** The issue's text (the Markdown subset of shared/newsletter-markdown.ts). */
  text: string;
  settings: Pick<SiteSettings, 'name' | 'legalName' | 'address'>;
  /** config.siteOrigin: PUBLIC_URL when set. */
  origin: string;
  /** The token of the unsubscribe link (TEST_UNSUBSCRIBE_TOKEN for a test mail). */
  unsubscribeToken: string;
  test?: boolean;
}

/** The address of an unsubscribe link, on the site's origin. */
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

/** The agency's name and postal address as the Impressum gives them, on one line. */
function postalLine(settings: IssueMailInput['settings']): string {
  const { street, postalCode, city, country } = settings.address;
  return [settings.legalName || settings.name, street, `${postalCode} ${city}`.trim(), country]
    .map((part) => oneLine(part ?? ''))
    .filter(Boolean)
    .join(' · ');
}

/**
 * An issue as a mail: subject, plain text and HTML with the same footer (why the person gets it,
 * the visible unsubscribe link, the agency's name and postal address), and the headers mail
 * providers read: List-Unsubscribe with the same link, List-Unsubscribe-Post for the RFC 8058
 * one-click POST, List-Id.
 */
export function issueMail(
  input: IssueMailInput,
): Required<Pick<StaffAlert, 'subject' | 'text' | 'html' | 'headers'>> {
  const name = oneLine(input.settings.name);
  const link = unsubscribeUrl(input.origin, input.unsubscribeToken);
  const why = input.test
    ? 'Dies ist eine Testmail. Der Abmeldelink gehört zu keinem Abonnement und meldet niemanden ab.'
    : `Du erhältst diese E-Mail, weil du den Newsletter von ${name} abonniert und deine Anmeldung bestätigt hast.`;
  const postal = postalLine(input.settings);
  const subject = `${input.test ? TEST_SUBJECT_PREFIX : ''}${oneLine(input.subject)}`;

  const text = [
    newsletterPlainText(input.text),
    '-- ',
    [why, `Vom Newsletter abmelden: ${link}`, postal].join('\n'),
  ].join('\n\n');

  const small = 'font-size:13px;line-height:1.5;color:#6b6b76;margin:0 0 8px';
  const html =
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:0;background:#f4f4f6">' +
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:#1d1d24;' +
    'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6">' +
    `<h1 style="font-size:24px;line-height:1.3;margin:0 0 16px">${escapeHtml(oneLine(input.subject))}</h1>` +
    newsletterHtml(input.text) +
    '<hr style="border:0;border-top:1px solid #dcdce2;margin:32px 0 16px">' +
    `<p style="${small}">${escapeHtml(why)}</p>` +
    `<p style="${small}"><a href="${escapeHtml(link)}" style="color:#5b3fd6">Vom Newsletter abmelden</a></p>` +
    `<p style="${small}">${escapeHtml(postal)}</p>` +
    '</div></body></html>';

  const host = new URL(input.origin).hostname;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `<newsletter.${host}>`,
    },
  };
}

export interface IssueMailDeps {
  knex: Knex;
  /** The site's settings now (name and Impressum address). */
  settings: () => IssueMailInput['settings'];
  /** services.newsletterKey: the unsubscribe links are HMACs under it. */
  newsletterKey: string;
}

interface IssueText {
  subject: string;
  text: string;
}

/** Composes the issue mails from the rows their outbox entries name, when they are sent. */
export function createIssueMails({ knex, settings, newsletterKey }: IssueMailDeps) {
  const issue = async (id: number) =>
    (await knex('newsletter_issues').where({ id }).first('subject', 'text')) as IssueText | undefined;
  return {
    /**
     * An issue (source_id) to a confirmed subscriber (recipient_id); null when the issue or the
     * subscription is gone (unsubscribed, removed, erased) or no longer confirmed.
     */
    async composeIssue(entry: OutboxEntry, origin: string): Promise<StaffAlert | null> {
      if (entry.recipientId === null) return null;
      const subscriber = (await knex('newsletter_subscribers')
        .where({ id: entry.recipientId, status: 'confirmed' })
        .first('id', 'email', 'unsubscribeNonce')) as
        { id: number; email: string; unsubscribeNonce: string } | undefined;
      const found = subscriber ? await issue(entry.sourceId) : undefined;
      if (!subscriber || !found) return null;
      return {
        kind: entry.kind,
        to: [subscriber.email],
        replyTo: null,
        ...issueMail({
          ...found,
          settings: settings(),
          origin,
          unsubscribeToken: unsubscribeToken(newsletterKey, subscriber.id, subscriber.unsubscribeNonce),
        }),
      };
    },

    /**
     * The test mail (`newsletter_test`): the issue (source_id) to the staff member's own address
     * (recipient_id), "[Test] " before the subject, an unsubscribe link that unsubscribes nobody.
     */
    async composeIssueTest(entry: OutboxEntry, origin: string): Promise<StaffAlert | null> {
      if (entry.recipientId === null) return null;
      const account = (await knex('admin_users').where({ id: entry.recipientId }).first('email')) as
        { email: string | null } | undefined;
      const found = account?.email ? await issue(entry.sourceId) : undefined;
      if (!account?.email || !found) return null;
      return {
        kind: entry.kind,
        to: [account.email],
        replyTo: null,
        ...issueMail({
          ...found,
          settings: settings(),
          origin,
          unsubscribeToken: TEST_UNSUBSCRIBE_TOKEN,
          test: true,
        }),
      };
    },
  };
}

export type IssueMails = ReturnType<typeof createIssueMails>;
