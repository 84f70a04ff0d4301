import { CALLING_CODES } from './constants.js';
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

const PROFILE_LINK = {
  tiktok: /^(?:https?:\/\/)?(?:www\.|m\.)?tiktok\.com\/@([^/?#\s]+)/i,
  telegram: /^(?:https?:\/\/)?(?:www\.)?(?:t|telegram)\.me\/([^/?#\s]+)/i,
};

/**
 * A TikTok or Telegram name as compared: without the leading "@", lower case; a profile link
 * ("tiktok.com/@name", "t.me/name") counts as its name.
 */
export function normalizeHandle(value: string, network: 'tiktok' | 'telegram'): string {
  const trimmed = value.trim();
  const fromLink = PROFILE_LINK[network].exec(trimmed)?.[1] ?? trimmed;
  return fromLink.replace(/^@+/, '').trim().toLowerCase();
}

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/**
 * A phone number as compared: its digits, international numbers without "+" or "00" ("+49 170
 * 123", "0049 170 123" and "49 170 123" are all "49170123"), a national number with its leading 0
 * ("0170 123" is "0170123"). The 0 some write after the calling code of one of the agency's
 * countries ("+49 (0)170 …") is dropped: none of them has national numbers starting with 0 there.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const international = /^\s*\+/.test(value) ? digits : digits.startsWith('00') ? digits.slice(2) : digits;
  const home = CALLING_CODES.find((code) => international.startsWith(`${code}0`));
  return home ? home + international.slice(home.length + 1) : international;
}

/**
 * Every normalised form (normalizePhone) a searched number may be stored in: itself, and a
 * national number also with each home country code ("0170 123" also finds "+49 170 123" and
 * "+43 170 123"), an international number of a home country also in its national form.
 */
export function phoneKeys(value: string): string[] {
  const number = normalizePhone(value);
  const keys = new Set([number]);
  if (number.startsWith('0')) {
    for (const code of CALLING_CODES) keys.add(code + number.slice(1));
  } else {
    const home = CALLING_CODES.find((code) => number.startsWith(code));
    if (home) keys.add(`0${number.slice(home.length)}`);
  }
  return [...keys];
}

/** Whether a given identifier can be looked up at all: "@" alone or "12" name nobody. */
export function identifierProblem(field: DataRequestField, value: string): 'empty' | 'tooFewDigits' | null {
  switch (field) {
    case 'tiktok':
    case 'telegram':
      return normalizeHandle(value, field) ? null : 'empty';
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
}

/**
 * A test whether a record belongs to the person the identifiers name: any one identifier equal
 * after normalising. Built once per request, applied to each record.
 */
export function contactMatcher(identifiers: DataRequestIdentifiers): (stored: StoredContacts) => boolean {
  const tiktok = identifiers.tiktok && normalizeHandle(identifiers.tiktok, 'tiktok');
  const telegram = identifiers.telegram && normalizeHandle(identifiers.telegram, 'telegram');
  const email = identifiers.email && normalizeEmail(identifiers.email);
  const phones = new Set(identifiers.whatsapp ? phoneKeys(identifiers.whatsapp) : []);
  return (stored) =>
    (!!tiktok && !!stored.tiktokUsername && normalizeHandle(stored.tiktokUsername, 'tiktok') === tiktok) ||
    (!!telegram &&
      !!stored.telegramUsername &&
      normalizeHandle(stored.telegramUsername, 'telegram') === telegram) ||
    (!!email && !!stored.email && normalizeEmail(stored.email) === email) ||
    (phones.size > 0 && !!stored.whatsappNumber && phones.has(normalizePhone(stored.whatsappNumber)));
}
