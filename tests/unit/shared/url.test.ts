import { describe, expect, it } from 'vitest';
import { contactMessageValidator } from '../../../shared/schemas/contact.js';
import { mailtoHref } from '../../../shared/url.js';

const EMAIL_MESSAGE = 'Bitte gib eine gültige E-Mail-Adresse ein';
const contact = (email: string) => ({
  name: 'Max Muster',
  email,
  subject: 'Kooperation',
  message: 'Hallo, ich hätte gern mehr Informationen.',
});

describe('contact e-mail addresses', () => {
  it.each([
    'kunde%40gmail.com?bcc=spy%40evil.example@example.org',
    'a?cc=b@example.org',
    'a&b@example.org',
    'percent%sign@example.org',
  ])('refuses %j with the form’s e-mail message', (email) => {
    const result = contactMessageValidator.validate(contact(email));
    expect(result).toEqual({ ok: false, errors: { email: EMAIL_MESSAGE } });
  });

  it.each(['max@example.org', 'max.muster+agentur@example.co.at', "o'neil@example.ch"])(
    'accepts %j',
    (email) => {
      expect(contactMessageValidator.validate(contact(email)).ok).toBe(true);
    },
  );
});

describe('mailtoHref', () => {
  it('links to exactly the address, its parts percent-encoded', () => {
    expect(mailtoHref('max@example.org')).toBe('mailto:max@example.org');
    expect(mailtoHref('kunde%40gmail.com?bcc=spy%40evil.example@example.org')).toBe(
      'mailto:kunde%2540gmail.com%3Fbcc%3Dspy%2540evil.example@example.org',
    );
    const url = new URL(mailtoHref('kunde%40gmail.com?bcc=spy%40evil.example@example.org'));
    expect(url.search).toBe('');
  });

  it('encodes the subject, so it cannot add parameters', () => {
    const href = mailtoHref('max@example.org', { subject: 'Re: Frage & Antwort?bcc=x@y.z' });
    expect(href).toBe('mailto:max@example.org?subject=Re%3A%20Frage%20%26%20Antwort%3Fbcc%3Dx%40y.z');
    expect([...new URL(href).searchParams.keys()]).toEqual(['subject']);
  });
});
