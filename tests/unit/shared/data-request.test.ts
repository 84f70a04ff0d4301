import { describe, expect, it } from 'vitest';
import {
  contactMatcher,
  givenIdentifiers,
  identifierProblem,
  normalizeHandle,
  normalizePhone,
  phoneKeys,
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

describe('phoneKeys', () => {
  it('looks up a national number in each home country as well', () => {
    expect(phoneKeys('0170 1234567').sort()).toEqual(
      ['01701234567', '411701234567', '431701234567', '491701234567'].sort(),
    );
  });
  it('looks up a number of a home country in its national form as well, any other only as it is', () => {
    expect(phoneKeys('+49 170 1234567').sort()).toEqual(['01701234567', '491701234567']);
    expect(phoneKeys('+33 6 12345678')).toEqual(['33612345678']);
  });
});

describe('normalizeHandle', () => {
  it.each([
    ['@Lena.Live', 'tiktok', 'lena.live'],
    ['  lena.live ', 'tiktok', 'lena.live'],
    ['https://www.tiktok.com/@Lena.Live?lang=de', 'tiktok', 'lena.live'],
    ['tiktok.com/@lena.live/video/123', 'tiktok', 'lena.live'],
    ['@@lena_t', 'telegram', 'lena_t'],
    ['https://t.me/Lena_T', 'telegram', 'lena_t'],
    ['telegram.me/lena_t', 'telegram', 'lena_t'],
    // A TikTok link in the Telegram field is not a Telegram name.
    ['tiktok.com/@lena', 'telegram', 'tiktok.com/@lena'],
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
    expect(matches({ tiktokUsername: '@Lena' })).toBe(true);
    expect(matches({ email: 'lena@example.org', tiktokUsername: null })).toBe(true);
    expect(matches({ tiktokUsername: 'lena2', email: 'lena@example.org.uk' })).toBe(false);
    expect(matches({ tiktokUsername: null, whatsappNumber: null, telegramUsername: null, email: null })).toBe(
      false,
    );
    // An identifier that is not asked for never matches, even when both are empty.
    expect(contactMatcher({ tiktok: 'lena' })({ tiktokUsername: '', telegramUsername: '' })).toBe(false);
  });
});
