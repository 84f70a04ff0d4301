import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import { issueMail, TEST_UNSUBSCRIBE_TOKEN } from '@server/mail/newsletter-issue-mail.js';

/** The issue mail's composition: parts, footer, headers, and nothing of the text runs as HTML. */
const base = {
  subject: 'Neuigkeiten <im> Dezember',
  text: 'Hallo <script>alert(1)</script>\n\n- eins\n- zwei',
  settings: DEFAULT_SITE_SETTINGS,
  origin: 'http://localhost:3000',
  unsubscribeToken: '7.abc',
};

describe('issueMail', () => {
  it('carries the unsubscribe link in the headers and visibly in both parts, with the postal address', () => {
    const mail = issueMail(base);
    const link = 'http://localhost:3000/newsletter/abmelden?token=7.abc';
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': '<newsletter.localhost>',
    });
    expect(mail.text).toContain(`Vom Newsletter abmelden: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    const { street, postalCode, city } = DEFAULT_SITE_SETTINGS.address;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(DEFAULT_SITE_SETTINGS.legalName);
      expect(part).toContain(street);
      expect(part).toContain(`${postalCode} ${city}`);
      expect(part).toContain(`Newsletter von ${DEFAULT_SITE_SETTINGS.name}`);
    }
  });

  it('escapes the subject and the text in the HTML part; the text part lists plainly', () => {
    const mail = issueMail(base);
    expect(mail.subject).toBe('Neuigkeiten <im> Dezember');
    expect(mail.html).toContain('Neuigkeiten &lt;im&gt; Dezember');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('- eins\n- zwei');
  });

  it('keeps a subject on one line (no header injection)', () => {
    expect(issueMail({ ...base, subject: 'Zeile eins\r\nBcc: x@example.org' }).subject).toBe(
      'Zeile eins Bcc: x@example.org',
    );
  });

  it('marks a test mail and says its link unsubscribes nobody', () => {
    const mail = issueMail({ ...base, unsubscribeToken: TEST_UNSUBSCRIBE_TOKEN, test: true });
    expect(mail.subject).toBe('[Test] Neuigkeiten <im> Dezember');
    expect(mail.text).toContain('Dies ist eine Testmail');
    expect(mail.text).not.toContain('abonniert und deine Anmeldung bestätigt');
    expect(mail.headers['List-Unsubscribe']).toBe(
      `<http://localhost:3000/newsletter/abmelden?token=${TEST_UNSUBSCRIBE_TOKEN}>`,
    );
  });
});
