import { MIN_PHONE_DIGITS, normalizeHandle, normalizePhone, readPhone } from './data-request.js';

/**
 * Earlier applications of the same person: an application's TikTok name, WhatsApp number and
 * Telegram name as compared by the rules of Auskunft & Löschung (shared/data-request.ts), one key
 * each, stored with the application (indexed), so a new one finds its earlier ones by equality.
 * Certain matches only: a key is null where the rules would not be certain (a phone number read
 * in no known country, one too short to name anyone, an empty name).
 */
/**
 * How many earlier applications are counted at most (and listed in the dialog): a name sent over
 * and over costs each new application no more than this, and the screens say "mindestens".
 */
export const PREVIOUS_APPLICATIONS_MAX = 50;

export interface ApplicationMatchKeys {
  tiktokKey: string | null;
  phoneKey: string | null;
  telegramKey: string | null;
}

export interface MatchedContacts {
  tiktokUsername: string | null;
  whatsappNumber: string | null;
  telegramUsername: string | null;
  country: string | null;
}

const handleKey = (value: string | null, network: 'tiktok' | 'telegram') => {
  const key = value?.trim() ? normalizeHandle(value, network) : '';
  return key.replace(/^@/, '') ? key : null;
};

/** The phone number in E.164 digits (without "+"), read in the application's country. */
function phoneKey(value: string | null, country: string | null): string | null {
  if (!value || normalizePhone(value).length < MIN_PHONE_DIGITS) return null;
  const reading = readPhone(value, country);
  return reading.certain && reading.numbers.length === 1 ? reading.numbers[0]! : null;
}

export function applicationMatchKeys(application: MatchedContacts): ApplicationMatchKeys {
  return {
    tiktokKey: handleKey(application.tiktokUsername, 'tiktok'),
    phoneKey: phoneKey(application.whatsappNumber, application.country),
    telegramKey: handleKey(application.telegramUsername, 'telegram'),
  };
}

/** The contacts two applications can share, in the order the dialog names them. */
export const MATCH_FIELDS = ['tiktok', 'whatsapp', 'telegram'] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** What an earlier application shares with the one opened, in words („gleiche WhatsApp-Nummer“). */
export const MATCH_LABELS: Record<MatchField, string> = {
  tiktok: 'gleicher TikTok-Name',
  whatsapp: 'gleiche WhatsApp-Nummer',
  telegram: 'gleicher Telegram-Name',
};

const KEY_OF: Record<MatchField, keyof ApplicationMatchKeys> = {
  tiktok: 'tiktokKey',
  whatsapp: 'phoneKey',
  telegram: 'telegramKey',
};

/** The contacts two applications share by the keys above (a null key shares nothing). */
export function matchedFields(a: ApplicationMatchKeys, b: ApplicationMatchKeys): MatchField[] {
  return MATCH_FIELDS.filter((field) => {
    const key = a[KEY_OF[field]];
    return key !== null && key === b[KEY_OF[field]];
  });
}
