import { describe, expect, it } from 'vitest';
import full from 'libphonenumber-js/metadata.max.json';
import minimal from 'libphonenumber-js/metadata.min.json';
import { isPhoneNumber, readPhoneNumber } from '@shared/phone-number.js';
import metadata from '@shared/phone-metadata.js';

describe('readPhoneNumber: a number of the chosen country', () => {
  it.each([
    ['0170 1234567', 'Deutschland', '+49 170 1234567'],
    ['01512 3456789', 'Deutschland', '+49 1512 3456789'],
    ['0170/123 45 67', 'Deutschland', '+49 170 1234567'],
    // A landline: WhatsApp Business runs on them too.
    ['030 1234567', 'Deutschland', '+49 30 1234567'],
    ['0660 1234567', 'Österreich', '+43 660 1234567'],
    ['0664-1234567', 'Österreich', '+43 664 1234567'],
    ['01 5123456', 'Österreich', '+43 1 5123456'],
    ['079 123 45 67', 'Schweiz', '+41 79 123 45 67'],
    ['044 668 18 00', 'Schweiz', '+41 44 668 18 00'],
    // The same digits are another number in another country: read where the applicant lives.
    ['0791 234567', 'Deutschland', '+49 791 234567'],
    ['0791 234567', 'Schweiz', '+41 79 123 45 67'],
  ])('%s in %s is %s', (written, country, stored) => {
    expect(readPhoneNumber(written, country)).toBe(stored);
  });

  it.each([
    ['too short for Germany', '0170 12', 'Deutschland'],
    ['too long for Germany', '0170 123456789012', 'Deutschland'],
    // Of a possible length, but no German number starts so (the minimal rule set would pass it).
    ['a German length but no German number', '0100 1234567', 'Deutschland'],
    ['a Swiss mobile number read in Austria', '079 123 45 67', 'Österreich'],
    ['a German mobile number read in Switzerland', '0170 1234567', 'Schweiz'],
    ['too short for Austria', '0660 12', 'Österreich'],
    ['too short for Switzerland', '079 123 45', 'Schweiz'],
  ])('refuses %s (%s, %s)', (_case, written, country) => {
    expect(readPhoneNumber(written, country)).toBeUndefined();
  });
});

describe('readPhoneNumber: international with + or 00', () => {
  it.each([
    ['+49 170 1234567', 'Schweiz', '+49 170 1234567'],
    ['0049 170 1234567', 'Österreich', '+49 170 1234567'],
    ['+49 (0)170 1234567', 'Deutschland', '+49 170 1234567'],
    ['0041 79 123 45 67', 'Deutschland', '+41 79 123 45 67'],
    ['+43 660 1234567', 'Deutschland', '+43 660 1234567'],
    // Another country's number: by calling code and length.
    ['+48 512 345 678', 'Deutschland', '+48 512 345 678'],
    ['+90 532 123 45 67', 'Deutschland', '+90 532 123 45 67'],
  ])('%s (applicant in %s) is %s', (written, country, stored) => {
    expect(readPhoneNumber(written, country)).toBe(stored);
  });

  it.each([
    ['the issue’s example', '12ab'],
    ['letters after a number', '+49 170 1234567 abc'],
    ['an extension', '+49 170 1234567 ext. 5'],
    ['an unknown calling code', '+999 1234567'],
    ['a German number too short', '+49 1234'],
    ['a "+" inside', '0170 +1234567'],
    ['a tel: link', 'tel:+491701234567'],
    ['a full-width plus', '＋49 170 1234567'],
  ])('refuses %s: %j', (_case, written) => {
    expect(readPhoneNumber(written, 'Deutschland')).toBeUndefined();
  });
});

describe('readPhoneNumber without a country (the contact form)', () => {
  it('reads a national number in the first of the three countries where it is one', () => {
    expect(readPhoneNumber('0170 1234567')).toBe('+49 170 1234567');
    expect(readPhoneNumber('0660 1234567', ['Deutschland', 'Österreich', 'Schweiz'])).toBe('+43 660 1234567');
    expect(readPhoneNumber('0660 1234567', 'Frankreich')).toBe('+43 660 1234567');
    // A Swiss mobile number written nationally is also a German landline's: without a country it
    // stays ambiguous (the contact form stores it as typed).
    expect(readPhoneNumber('079 123 45 67')).toBe('+49 791 234567');
  });

  it('refuses a number of none of them', () => {
    expect(readPhoneNumber('0999 1234567')).toBeUndefined();
    expect(readPhoneNumber('0170 1')).toBeUndefined();
    expect(isPhoneNumber('12ab', null)).toBe(false);
  });

  it('takes empty as "not given"', () => {
    expect(isPhoneNumber('', 'Schweiz')).toBe(true);
  });
});

describe('the phone rules', () => {
  it('are the full set for Germany, Austria and Switzerland and the minimal one elsewhere', () => {
    for (const region of ['DE', 'AT', 'CH'] as const)
      expect(metadata.countries[region]).toBe(full.countries[region]);
    expect(metadata.countries.PL).toBe(minimal.countries.PL);
    expect(metadata.country_calling_codes).toBe(minimal.country_calling_codes);
  });
});
