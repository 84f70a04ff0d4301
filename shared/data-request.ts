import { CALLING_CODES, COUNTRY_CALLING_CODES, type Country } from './constants.js';
import { readLink, telegramName, tiktokName, TIKTOK_NAME } from './contact-names.js';
import type { FieldErrors } from './field-errors.js';
import { validationMessages } from './messages.js';

/**
 * Requests for information and erasure (DSGVO Art. 15 and 17): how the identifiers staff enter
 * are compared with what applicants and visitors stored. Matching is exact after normalising
 * the notation, never by substring: erasure deletes what matches, and a part of a name or
 * number would take other people's data with it.
 */

/** The identifiers a request can name; any one matching finds a record. */
export const DATA_REQUEST_FIELDS = ['tiktok', 'whatsapp', 'telegram', 'email'] as const;
export type DataRequestField = (typeof DATA_REQUEST_FIELDS)[number];
export type DataRequestIdentifiers = Partial<Record<DataRequestField, string>>;

/** The longest value per identifier: the length of the columns they are compared with. */
export const DATA_REQUEST_MAX_LENGTH: Record<DataRequestField, number> = {
  tiktok: 100,
  whatsapp: 50,
  telegram: 100,
  email: 254,
};

/** A shorter number would be no one's number, and would find too much. */
export const MIN_PHONE_DIGITS = 6;

/** The given identifiers only (an empty value is not given). */
export function givenIdentifiers(
  input: Partial<Record<DataRequestField, string | null>>,
): DataRequestIdentifiers {
  const given: DataRequestIdentifiers = {};
  for (const field of DATA_REQUEST_FIELDS) {
    const value = input[field]?.trim();
    if (value) given[field] = value;
  }
  return given;
}

/**
 * A TikTok or Telegram identifier as compared. A user name is compared as a name: without the
 * leading "@", in lower case (both networks ignore case in names); a profile link counts as its
 * name (exactly "tiktok.com/@name" or "t.me/name"). Anything else (a video, an invitation
 * "t.me/+AbC" or "t.me/joinchat/AbC", a channel's post, a short link, free text) is compared as
 * the whole normalised link or text, case kept, so two different links never become one name.
 * Names are prefixed "@" and links or text are not, so a name never equals a link.
 */
export function normalizeHandle(value: string, network: 'tiktok' | 'telegram'): string {
  const trimmed = value.trim();
  // A name, or a Telegram profile link: the rules of shared/contact-names.ts.
  // Telegram's collectible 4-character names too: an Auskunft must find every record of a name.
  const name = network === 'tiktok' ? tiktokName(trimmed) : telegramName(trimmed, { collectible: true });
  if (name) return `@${name.toLowerCase()}`;
  const link = readLink(trimmed);
  if (!link) {
    // TikTok ignores case in whatever is typed as a name; Telegram's "+AbC" invitations do not.
    return network === 'tiktok' ? trimmed.replace(/^@+/, '').toLowerCase() : trimmed;
  }
  // Exactly the profile "tiktok.com/@name" (a query such as "?lang=de" changes nothing): a video
  // "…/@name/video/1" is someone's video, which anyone may have pasted.
  const profile = network === 'tiktok' && link.host === 'tiktok.com' && /^\/@([^/]+)$/.exec(link.path)?.[1];
  if (profile && TIKTOK_NAME.test(profile)) return `@${profile.toLowerCase()}`;
  return `${link.host}${link.path}${link.query}`;
}

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/**
 * A phone number's digits as written: international numbers without "+" or "00" ("+49 170 123",
 * "0049 170 123" and "49 170 123" are all "49170123"), a national number with its leading 0
 * ("0170 123" is "0170123"). The 0 some write after the calling code of one of the agency's
 * countries ("+49 (0)170 …") is dropped: none of them has national numbers starting with 0 there.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const international = /^\s*\+/.test(value) ? digits : digits.startsWith('00') ? digits.slice(2) : digits;
  const home = CALLING_CODES.find((code) => international.startsWith(`${code}0`));
  return home ? home + international.slice(home.length + 1) : international;
}

/** The international numbers a written number may be, and whether it can only be one of them. */
export interface PhoneReading {
  numbers: string[];
  certain: boolean;
}

/**
 * A phone number as the international number(s) it stands for. An international number is
 * itself. A national number ("0170 …") is read in `country`, the country stored with the same
 * record (an application's "Land"): "0791 234567" of a German applicant is +49 791 234567, never
 * the Swiss +41 79 123 45 67. Without a known country it may be a number of any of the agency's
 * three countries, and is read as each of them, uncertain.
 */
export function readPhone(value: string, country?: string | null): PhoneReading {
  const number = normalizePhone(value);
  if (!number.startsWith('0')) return { numbers: [number], certain: true };
  const code =
    country && Object.hasOwn(COUNTRY_CALLING_CODES, country)
      ? COUNTRY_CALLING_CODES[country as Country]
      : undefined;
  if (code) return { numbers: [code + number.slice(1)], certain: true };
  return { numbers: CALLING_CODES.map((home) => home + number.slice(1)), certain: false };
}

/** Whether a given identifier can be looked up at all: "@" alone or "12" name nobody. */
export function identifierProblem(field: DataRequestField, value: string): 'empty' | 'tooFewDigits' | null {
  switch (field) {
    case 'tiktok':
    case 'telegram':
      return value.replace(/^[@\s]+/, '') ? null : 'empty';
    case 'whatsapp':
      return normalizePhone(value).length >= MIN_PHONE_DIGITS ? null : 'tooFewDigits';
    case 'email':
      return normalizeEmail(value) ? null : 'empty';
  }
}

/**
 * The rules beyond the schema's lengths (server and control centre): at least one identifier,
 * and each one something that can name a person.
 */
export function identifierErrors(identifiers: DataRequestIdentifiers): FieldErrors {
  const m = validationMessages.dataRequest;
  const given = Object.entries(identifiers) as Array<[DataRequestField, string]>;
  if (given.length === 0) return { _: m.noIdentifier };
  const errors: FieldErrors = {};
  for (const [field, value] of given) if (identifierProblem(field, value)) errors[field] = m[field];
  return errors;
}

/** The stored contact fields a request is compared with (of an application or a contact message). */
export interface StoredContacts {
  tiktokUsername?: string | null;
  whatsappNumber?: string | null;
  telegramUsername?: string | null;
  email?: string | null;
  /** The country stored with the record (applications), in which its national numbers are read. */
  country?: string | null;
}

/**
 * How a record matches a request: not at all, certainly (an identifier is equal after
 * normalising), or uncertainly (only through a national phone number whose country is known on
 * one side only or neither, so it may be another person's number in another country).
 */
export type ContactMatch = 'certain' | 'uncertain' | null;

/**
 * A test whether a record belongs to the person the identifiers name: any one identifier equal
 * after normalising. Built once per request, applied to each record.
 */
export function contactMatcher(
  identifiers: DataRequestIdentifiers,
): (stored: StoredContacts) => ContactMatch {
  const tiktok = identifiers.tiktok && normalizeHandle(identifiers.tiktok, 'tiktok');
  const telegram = identifiers.telegram && normalizeHandle(identifiers.telegram, 'telegram');
  const email = identifiers.email && normalizeEmail(identifiers.email);
  // The person's number has no country of its own: a national one is read in all three.
  const phone = identifiers.whatsapp ? readPhone(identifiers.whatsapp) : undefined;
  return (stored) => {
    if (
      (!!tiktok && !!stored.tiktokUsername && normalizeHandle(stored.tiktokUsername, 'tiktok') === tiktok) ||
      (!!telegram &&
        !!stored.telegramUsername &&
        normalizeHandle(stored.telegramUsername, 'telegram') === telegram) ||
      (!!email && !!stored.email && normalizeEmail(stored.email) === email)
    ) {
      return 'certain';
    }
    if (!phone || !stored.whatsappNumber) return null;
    const storedPhone = readPhone(stored.whatsappNumber, stored.country);
    if (!storedPhone.numbers.some((number) => phone.numbers.includes(number))) return null;
    return phone.certain && storedPhone.certain ? 'certain' : 'uncertain';
  };
}
