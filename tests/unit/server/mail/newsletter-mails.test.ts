import { describe, expect, it } from 'vitest';
import { createNewsletterMails, NEWSLETTER_CONFIRM_SUBJECT } from '@server/mail/newsletter-mails.js';
import type { OutboxEntry, StaffAlert } from '@server/services/mail-outbox.js';
import type { SubscriberRow } from '@server/services/newsletter/subscribers.js';
import { isOneClickBody } from '@server/routes/public/newsletter.js';
import { newsletterOffer, newsletterUnavailableReasons } from '@server/services/newsletter/subscribers.js';

const NOW = Date.parse('2026-12-08T10:00:00Z');
const ORIGIN = 'https://agentur.example';

const row = (over: Partial<SubscriberRow> = {}): SubscriberRow => ({
  id: 7,
  email: 'lena@example.com',
  status: 'pending',
  consentTextId: 1,
  signedUpAt: new Date(NOW).toISOString(),
  confirmedAt: null,
  confirmNonce: 'nonce',
  confirmTokenHash: 'hash',
  confirmExpiresAt: new Date(NOW + 3_600_000).toISOString(),
  confirmMailedAt: new Date(NOW).toISOString(),
  unsubscribeNonce: 'u',
  ...over,
});

const entry = (kind: OutboxEntry['kind']): OutboxEntry => ({
  id: 1,
  kind,
  sourceId: 7,
  recipientId: null,
  attempts: 1,
  createdAt: NOW,
});

function mails(found: SubscriberRow | null, composeIssueTest?: () => Promise<StaffAlert | null>) {
  return createNewsletterMails({
    subscribers: { find: async () => found, confirmTokenOf: () => 'the+token' },
    clock: () => NOW,
    agencyName: () => 'Streamwelt',
    ...(composeIssueTest ? { composeIssueTest } : {}),
  });
}

describe('the newsletter confirmation mail', () => {
  it('goes to the pending address with the link, its validity and what ignoring it means', async () => {
    const mail = await mails(row()).compose(entry('newsletter_confirm'), ORIGIN);
    expect(mail).toMatchObject({ kind: 'newsletter_confirm', to: ['lena@example.com'], replyTo: null });
    expect(mail!.subject).toBe(NEWSLETTER_CONFIRM_SUBJECT);
    expect(mail!.text).toContain(`${ORIGIN}/newsletter/bestaetigen?token=the%2Btoken`);
    expect(mail!.text).toContain('48 Stunden gültig');
    expect(mail!.text).toContain('Ohne Bestätigung wird kein Abonnement angelegt');
    expect(mail!.text).toContain('Streamwelt');
    expect(mail!.html).toBeUndefined();
  });

  it('is not sent for a subscriber gone, already confirmed, or whose link expired', async () => {
    for (const found of [
      null,
      row({ status: 'confirmed' }),
      row({ confirmExpiresAt: new Date(NOW).toISOString() }),
      row({ confirmExpiresAt: null }),
    ]) {
      expect(await mails(found).compose(entry('newsletter_confirm'), ORIGIN)).toBeNull();
    }
  });

  it('hands the test mail to the issue composer when there is one, else drops it', async () => {
    expect(await mails(row()).compose(entry('newsletter_test'), ORIGIN)).toBeNull();
    const test: StaffAlert = {
      kind: 'newsletter_test',
      to: ['a@b.example'],
      subject: '[Test] x',
      text: 't',
      replyTo: null,
    };
    expect(await mails(row(), async () => test).compose(entry('newsletter_test'), ORIGIN)).toBe(test);
  });
});

describe('the one-click body (RFC 8058)', () => {
  it('is List-Unsubscribe=One-Click, form-urlencoded or multipart; anything else is the page form', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(isOneClickBody('List-Unsubscribe=One-Click', form)).toBe(true);
    expect(isOneClickBody('List-Unsubscribe=One-Click\r\n', form)).toBe(true);
    expect(isOneClickBody('', form)).toBe(false);
    expect(isOneClickBody('List-Unsubscribe=Other', form)).toBe(false);
    expect(isOneClickBody('submit=1', form)).toBe(false);
    const multipart =
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect(isOneClickBody(multipart, 'multipart/form-data; boundary=b')).toBe(true);
    expect(isOneClickBody(multipart.replace('One-Click', 'No'), 'multipart/form-data; boundary=b')).toBe(
      false,
    );
  });
});

describe('whether the newsletter is offered', () => {
  it('needs SMTP_URL and a sender, and says which is missing', () => {
    const from = { address: 'website@agentur.example', name: 'Streamwelt' };
    expect(newsletterOffer({ smtpUrl: 'smtp://u:p@mail', mailFrom: from })).toEqual({
      offered: true,
      reason: null,
    });
    expect(newsletterOffer({ smtpUrl: '', mailFrom: null })).toEqual({
      offered: false,
      reason: newsletterUnavailableReasons.noSmtp,
    });
    expect(newsletterOffer({ smtpUrl: 'smtp://mail', mailFrom: null })).toEqual({
      offered: false,
      reason: newsletterUnavailableReasons.noSender,
    });
  });
});
