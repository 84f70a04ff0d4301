import { describe, expect, it } from 'vitest';
import {
  contactMatcher,
  givenIdentifiers,
  identifierProblem,
  normalizeHandle,
  normalizePhone,
  readPhone,
} from '@shared/data-request.js';

describe('normalizePhone', () => {
  it.each([
    ['+49 170 1234567', '491701234567'],
    ['0049 170 1234567', '491701234567'],
    ['0049-(170)-123 45 67', '491701234567'],
    ['49 170 1234567', '491701234567'],
    ['+49 (0)170 1234567', '491701234567'],
    ['+43 0660 7654321', '436607654321'],
    ['0170 / 123 45 67', '01701234567'],
    ['+39 06 1234567', '39061234567'],
    ['+1 (555) 010-9999', '15550109999'],
  ])('%s is %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('readPhone', () => {
  it('reads a national number in the country stored with it', () => {
    expect(readPhone('0791 234567', 'Deutschland')).toEqual({ numbers: ['49791234567'], certain: true });
    expect(readPhone('079 123 45 67', 'Schweiz')).toEqual({ numbers: ['41791234567'], certain: true });
    expect(readPhone('0660 7654321', 'Österreich')).toEqual({ numbers: ['436607654321'], certain: true });
  });
  it('reads a national number without a known country as any of the three, uncertain', () => {
    for (const country of [undefined, null, '', 'Frankreich', 'toString']) {
      expect(readPhone('0170 1234567', country)).toEqual({
        numbers: ['491701234567', '431701234567', '411701234567'],
        certain: false,
      });
    }
  });
  it('reads an international number as itself, whatever country is stored', () => {
    expect(readPhone('+49 170 1234567', 'Schweiz')).toEqual({ numbers: ['491701234567'], certain: true });
    expect(readPhone('+33 6 12345678')).toEqual({ numbers: ['33612345678'], certain: true });
  });
});

describe('normalizeHandle', () => {
  it.each([
    ['@Lena.Live', 'tiktok', '@lena.live'],
    ['  lena.live ', 'tiktok', '@lena.live'],
    ['https://www.tiktok.com/@Lena.Live?lang=de', 'tiktok', '@lena.live'],
    // A video is not its creator: anyone may have pasted it.
    ['tiktok.com/@lena.live/video/123', 'tiktok', 'tiktok.com/@lena.live/video/123'],
    ['@@lena_t', 'telegram', '@lena_t'],
    // Telegram's collectible 4-character names (which the forms no longer take) are still names.
    ['@Lena', 'telegram', '@lena'],
    ['t.me/lena', 'telegram', '@lena'],
    ['https://t.me/Lena_T', 'telegram', '@lena_t'],
    ['telegram.me/lena_t/', 'telegram', '@lena_t'],
    // A TikTok link in the Telegram field is not a Telegram name.
    ['tiktok.com/@lena', 'telegram', 'tiktok.com/@lena'],
    // Short links and invitations are whole links, their case kept (it is part of the code).
    ['https://vm.tiktok.com/ZMabCdEf/', 'tiktok', 'vm.tiktok.com/ZMabCdEf'],
    ['https://t.me/joinchat/AAAAbbbb', 'telegram', 't.me/joinchat/AAAAbbbb'],
    ['HTTPS://WWW.T.ME/joinchat/AAAAbbbb', 'telegram', 't.me/joinchat/AAAAbbbb'],
    ['t.me/+AbCdEf123', 'telegram', 't.me/+AbCdEf123'],
    ['+AbCdEf123', 'telegram', '+AbCdEf123'],
    ['https://t.me/s/lena_t', 'telegram', 't.me/s/lena_t'],
    ['https://t.me/lena_t/42', 'telegram', 't.me/lena_t/42'],
    ['https://t.me/lena_bot?start=Xy', 'telegram', 't.me/lena_bot?start=Xy'],
    ['https://t.me/share', 'telegram', 't.me/share'],
    // Not a name on Telegram (a name starts with a letter and has at least 4 characters).
    ['Lena T', 'telegram', 'Lena T'],
    ['1lena', 'telegram', '1lena'],
  ] as const)('%s (%s) is %s', (input, network, expected) => {
    expect(normalizeHandle(input, network)).toBe(expected);
  });
});

describe('identifiers', () => {
  it('drops empty and blank identifiers', () => {
    expect(givenIdentifiers({ tiktok: ' x ', whatsapp: '', telegram: '  ', email: null })).toEqual({
      tiktok: 'x',
    });
  });
  it('refuses what names nobody', () => {
    expect(identifierProblem('tiktok', '@')).toBe('empty');
    expect(identifierProblem('whatsapp', '+49 123')).toBe('tooFewDigits');
    expect(identifierProblem('whatsapp', '+49 1234')).toBeNull();
  });
});

describe('contactMatcher', () => {
  it('matches any one identifier and never a missing value', () => {
    const matches = contactMatcher({ tiktok: 'lena', email: 'LENA@example.org' });
    expect(matches({ tiktokUsername: '@Lena' })).toBe('certain');
    expect(matches({ email: 'lena@example.org', tiktokUsername: null })).toBe('certain');
    expect(matches({ tiktokUsername: 'lena2', email: 'lena@example.org.uk' })).toBeNull();
    expect(
      matches({ tiktokUsername: null, whatsappNumber: null, telegramUsername: null, email: null }),
    ).toBeNull();
    // An identifier that is not asked for never matches, even when both are empty.
    expect(contactMatcher({ tiktok: 'lena' })({ tiktokUsername: '', telegramUsername: '' })).toBeNull();
  });

  it('never makes two Telegram invitations, posts or channels one person', () => {
    const matches = contactMatcher({ telegram: 'https://t.me/joinchat/AAAAbbbb' });
    expect(matches({ telegramUsername: 't.me/joinchat/AAAAbbbb' })).toBe('certain');
    for (const other of [
      't.me/joinchat/ZZZZyyyy',
      't.me/joinchat/aaaabbbb',
      'joinchat',
      '@joinchat',
      't.me/joinchat',
      't.me/s/joinchat',
    ]) {
      expect(matches({ telegramUsername: other }), other).toBeNull();
    }
    const invite = contactMatcher({ telegram: 't.me/+AbCd1234' });
    expect(invite({ telegramUsername: 'https://t.me/+AbCd1234' })).toBe('certain');
    expect(invite({ telegramUsername: 'https://t.me/+abcd1234' })).toBeNull();
    expect(contactMatcher({ telegram: 'https://t.me/s/lena_t' })({ telegramUsername: '@lena_t' })).toBeNull();
    expect(contactMatcher({ telegram: 'lena_t' })({ telegramUsername: 'https://t.me/s/lena_t' })).toBeNull();
  });

  it('compares phone numbers in the country stored with each record', () => {
    const swiss = contactMatcher({ whatsapp: '+41 79 123 45 67' });
    expect(swiss({ whatsappNumber: '0791 234567', country: 'Deutschland' })).toBeNull();
    expect(swiss({ whatsappNumber: '079 123 45 67', country: 'Schweiz' })).toBe('certain');
    const austrian = contactMatcher({ whatsapp: '+43 170 1234567' });
    expect(austrian({ whatsappNumber: '0170 1234567', country: 'Deutschland' })).toBeNull();
    expect(austrian({ whatsappNumber: '0170 1234567', country: 'Österreich' })).toBe('certain');
  });

  it('calls a match through a number of unknown country uncertain, unless another identifier is certain', () => {
    const byNumber = contactMatcher({ whatsapp: '+49 170 1234567', telegram: '@lena_t' });
    // A contact message has no country.
    expect(byNumber({ whatsappNumber: '0170 1234567' })).toBe('uncertain');
    expect(byNumber({ whatsappNumber: '0170 1234567', telegramUsername: 'lena_t' })).toBe('certain');
    expect(byNumber({ whatsappNumber: '+49 170 1234567' })).toBe('certain');
    // The searched number without a country code: the person's country is not known either.
    const national = contactMatcher({ whatsapp: '0170 1234567' });
    expect(national({ whatsappNumber: '+49 170 1234567' })).toBe('uncertain');
    expect(national({ whatsappNumber: '0170 1234567', country: 'Deutschland' })).toBe('uncertain');
    expect(national({ whatsappNumber: '+49 170 1234568' })).toBeNull();
  });
});
