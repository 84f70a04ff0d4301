import { describe, expect, it } from 'vitest';
import {
  contactMessageUpdateValidator,
  contactMessageValidator,
  parseContactMessageListQuery,
} from '@shared/schemas/contact.js';
import { factories } from '@tests/helpers/factories.js';
import { SERVER, SPEC } from '@tests/helpers/messages.js';
import { errorsOf, omit, refusals, valueOf, type Input } from '@tests/helpers/validators.js';

const contact: Input = factories.contact();
const con = (overrides: Input) => ({ ...contact, ...overrides });

describe('contactMessageValidator (contact form)', () => {
  it('accepts a valid message', () => {
    expect(valueOf(contactMessageValidator, contact)).toEqual(contact);
  });

  const rows = refusals(SPEC.contact, [
    ['a name of 1 character', con({ name: 'M' }), 'name'],
    ['a name of 1 character surrounded by spaces', con({ name: '   M   ' }), 'name'],
    ['a missing name', omit(contact, 'name'), 'name'],
    ['an e-mail without @', con({ email: 'max.example.org' }), 'email'],
    ['an e-mail without domain', con({ email: 'max@' }), 'email'],
    ['an e-mail without local part', con({ email: '@example.org' }), 'email'],
    ['an e-mail with a space', con({ email: 'max mustermann@example.org' }), 'email'],
    ['an empty e-mail', con({ email: '' }), 'email'],
    ['a missing e-mail', omit(contact, 'email'), 'email'],
    ['a subject of 2 characters', con({ subject: 'Hi' }), 'subject'],
    ['a missing subject', omit(contact, 'subject'), 'subject'],
    ['a message of 9 characters', con({ message: '123456789' }), 'message'],
    ['a message of 9 characters plus spaces', con({ message: '   123456789   ' }), 'message'],
    ['a missing message', omit(contact, 'message'), 'message'],
  ]);
  it.each(rows)('refuses %s', (_description, input, errors) => {
    expect(errorsOf(contactMessageValidator, input)).toEqual(errors);
  });

  it('accepts the minimum lengths exactly (name 2, subject 3, message 10)', () => {
    const input = con({ name: 'Jo', subject: 'Hey', message: '1234567890' });
    expect(valueOf(contactMessageValidator, input)).toEqual(input);
  });

  it.each([
    ['+49 170 1234567'],
    ['0049 170 1234567'],
    ['+48 512 345 678'],
    // National: a number of one of the three countries (no country is asked for).
    ['0170 1234567'],
    ['0660 1234567'],
    ['079 123 45 67'],
  ])('accepts the WhatsApp number %s', (whatsappNumber) => {
    expect(valueOf(contactMessageValidator, con({ whatsappNumber })).whatsappNumber).toBe(whatsappNumber);
  });

  it.each([['12ab'], ['0999 1234567'], ['+49 1234'], ['+999 1234567']])(
    'refuses the WhatsApp number %s',
    (whatsappNumber) => {
      expect(errorsOf(contactMessageValidator, con({ whatsappNumber }))).toEqual({
        whatsappNumber: SERVER.contactWhatsappNumber,
      });
    },
  );

  it('reads Telegram names as the application form does', () => {
    expect(
      valueOf(contactMessageValidator, con({ telegramUsername: 't.me/max_muster' })).telegramUsername,
    ).toBe('t.me/max_muster');
    expect(errorsOf(contactMessageValidator, con({ telegramUsername: '@max' }))).toEqual({
      telegramUsername: SERVER.telegramUsername,
    });
  });

  it('takes empty and null WhatsApp and Telegram fields as not given', () => {
    const input = con({ whatsappNumber: '', telegramUsername: null });
    expect(valueOf(contactMessageValidator, input)).toEqual(input);
  });

  it('reports all four fields of an empty body', () => {
    expect(errorsOf(contactMessageValidator, {})).toEqual(SPEC.contact);
  });
});

describe('contactMessageUpdateValidator (PATCH /api/admin/messages/{id})', () => {
  it('accepts isRead and answered, true and false, alone or together', () => {
    expect(valueOf(contactMessageUpdateValidator, { isRead: true })).toEqual({ isRead: true });
    expect(valueOf(contactMessageUpdateValidator, { isRead: false })).toEqual({ isRead: false });
    expect(valueOf(contactMessageUpdateValidator, { answered: true })).toEqual({ answered: true });
    expect(valueOf(contactMessageUpdateValidator, { isRead: true, answered: false })).toEqual({
      isRead: true,
      answered: false,
    });
  });

  it.each([
    ['a string', { isRead: 'ja' }],
    ['null', { isRead: null }],
  ])('refuses isRead %s', (_label, input) => {
    expect(errorsOf(contactMessageUpdateValidator, input)).toEqual({ isRead: SERVER.isRead });
  });

  it.each([
    ['a string', { answered: 'ja' }],
    ['null', { answered: null }],
  ])('refuses answered %s', (_label, input) => {
    expect(errorsOf(contactMessageUpdateValidator, input)).toEqual({ answered: SERVER.answered });
  });

  it('refuses a body with neither, naming both', () => {
    for (const input of [{}, { subject: 'anders' }])
      expect(errorsOf(contactMessageUpdateValidator, input)).toEqual({
        isRead: SERVER.messageUpdate,
        answered: SERVER.messageUpdate,
      });
  });
});

describe('parseContactMessageListQuery (GET /api/admin/messages)', () => {
  it('reads overdue=1, and nothing (or an empty value) as the whole inbox', () => {
    expect(parseContactMessageListQuery({ overdue: '1' })).toEqual({ ok: true, value: { overdue: true } });
    expect(parseContactMessageListQuery({})).toEqual({ ok: true, value: {} });
    expect(parseContactMessageListQuery({ overdue: '' })).toEqual({ ok: true, value: {} });
  });

  it.each([['0'], ['true'], [['1', '1']]])('refuses overdue=%j with a German message', (overdue) => {
    expect(parseContactMessageListQuery({ overdue })).toEqual({
      ok: false,
      errors: { overdue: SERVER.overdue },
    });
  });
});

describe('contact e-mail addresses', () => {
  it.each([
    'kunde%40gmail.com?bcc=spy%40evil.example@example.org',
    'a?cc=b@example.org',
    'a&b@example.org',
    'percent%sign@example.org',
  ])('refuses %j with the form’s e-mail message', (email) => {
    const result = contactMessageValidator.validate(factories.contact({ email }));
    expect(result).toEqual({ ok: false, errors: { email: SPEC.contact.email } });
  });

  it.each(['max@example.org', 'max.muster+agentur@example.co.at', "o'neil@example.ch"])(
    'accepts %j',
    (email) => {
      expect(contactMessageValidator.validate(factories.contact({ email })).ok).toBe(true);
    },
  );
});
