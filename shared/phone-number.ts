import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/core';
import { COUNTRIES, type Country } from './constants.js';
import metadata from './phone-metadata.js';

/** Each of the agency's countries as libphonenumber names it. */
const REGIONS: Record<Country, CountryCode> = { Deutschland: 'DE', Österreich: 'AT', Schweiz: 'CH' };

/** What a written number may hold: digits, spaces and - / . ( ), a "+" only in front; no letters, no extension. */
const WRITTEN_NUMBER = /^\+?[\d\s()./-]+$/;

const isCountry = (value: unknown): value is Country =>
  typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);

/** The regions a national number is read in: the given countries that are the agency's, else all three. */
function regionsOf(countries: unknown): CountryCode[] {
  const listed: unknown[] = Array.isArray(countries) ? countries : [countries];
  const given = listed.filter(isCountry);
  return (given.length > 0 ? given : COUNTRIES).map((country) => REGIONS[country]);
}

function validNumber(text: string, region?: CountryCode): PhoneNumber | undefined {
  // The whole text is the number: nothing around it is skipped.
  const number = parsePhoneNumberFromString(text, { defaultCountry: region, extract: false }, metadata);
  return number?.isValid() ? number : undefined;
}

/**
 * A phone number (a WhatsApp field) in international notation, "+49 170 1234567", or undefined
 * when it is none. Typed with "+" or "00" it may be any country's number; typed nationally
 * ("0170 1234567") it must be a number of `countries` (one or a list of COUNTRIES): the
 * application's „Land“; where a form asks for no country (contact messages), or its value is none
 * of the three, any of them (the first that fits). Germany's, Austria's and Switzerland's numbers
 * are checked digit by digit, other countries' by calling code and length (shared/phone-metadata.ts).
 */
export function readPhoneNumber(value: string, countries?: unknown): string | undefined {
  const written = value.trim();
  if (!WRITTEN_NUMBER.test(written)) return undefined;
  const international = written.startsWith('+')
    ? written
    : written.startsWith('00')
      ? `+${written.slice(2)}`
      : undefined;
  if (international) return validNumber(international)?.formatInternational();
  for (const region of regionsOf(countries)) {
    const number = validNumber(written, region);
    if (number) return number.formatInternational();
  }
  return undefined;
}

/**
 * The check behind the schemas' `phoneIn` keyword (shared/phone-keyword.ts), in the server's Ajv
 * and in the public site's precompiled validators alike: empty means "not given". `countries` is
 * what the schema names or what the form's country field holds, whatever was sent.
 */
export function isPhoneNumber(value: string, countries?: unknown): boolean {
  return value === '' || readPhoneNumber(value, countries) !== undefined;
}
