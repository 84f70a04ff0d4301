/**
 * What a TikTok and a Telegram user name is, and how one is read from what people type: one
 * definition for the public forms' schemas (shared/schemas/fields.ts), Auskunft & Löschung and the
 * earlier applications (shared/data-request.ts) and the chat links (shared/chat-links.ts).
 * No dependencies: the public site's precompiled form validators carry this module.
 */

/** The characters of a TikTok name, for patterns. */
const TIKTOK_CHARACTERS = 'A-Za-z0-9._';
/**
 * TikTok's rule: letters, digits, "_" and "."; at most 24 characters. At least 3 is the spec's
 * minimum for the application form, and the one used everywhere (one rule, not two).
 */
export const TIKTOK_NAME_MIN = 3;
export const TIKTOK_NAME_MAX = 24;
/** A TikTok user name (without "@"); case-insensitive on TikTok. */
export const TIKTOK_NAME = new RegExp(`^[${TIKTOK_CHARACTERS}]{${TIKTOK_NAME_MIN},${TIKTOK_NAME_MAX}}$`);

/**
 * The application form's two checks of a TikTok name after its leading "@", apart so that each
 * has its message: long enough (the spec's "mindestens 3 Zeichen"), and nothing but TikTok's
 * characters, at most 24 of them. Together they are TIKTOK_NAME.
 */
export const TIKTOK_NAME_LONG_ENOUGH = `^@*[^@]{${TIKTOK_NAME_MIN}}`;
export const TIKTOK_NAME_CHARACTERS = `^@*[${TIKTOK_CHARACTERS}]{0,${TIKTOK_NAME_MAX}}$`;

/** Telegram's rule: 5–32 letters, digits and "_", starting with a letter; case-insensitive. */
export const TELEGRAM_NAME = /^[a-z][a-z0-9_]{4,31}$/i;
/**
 * Every name Telegram has: also the 4-character ones it sells as collectibles (Fragment). The
 * forms ask for TELEGRAM_NAME; what is already stored, or asked for in an Auskunft, is read with
 * this one, so a record of such a name (or one stored before the forms' rule) is still found.
 */
const TELEGRAM_NAME_ANY = /^[a-z][a-z0-9_]{3,31}$/i;

/** t.me paths that look like a user name but are Telegram's own (invites, sticker sets, …). */
export const TELEGRAM_PATHS = new Set([
  'joinchat',
  'addstickers',
  'addemoji',
  'addtheme',
  'addlist',
  'share',
  'proxy',
  'socks',
  'login',
  'setlanguage',
  'confirmphone',
  'invoice',
  'boost',
  'contact',
  'giftcode',
]);

const HOST_ALIASES: Record<string, string> = {
  'telegram.me': 't.me',
  'telegram.dog': 't.me',
  'm.tiktok.com': 'tiktok.com',
};

export interface ReadLink {
  host: string;
  path: string;
  query: string;
}

/**
 * A web address as compared: without scheme and "www.", the host in lower case (hosts are
 * case-insensitive) and its aliases as one (telegram.me is t.me), the path and query as typed
 * (they are not: "t.me/+AbC" and "t.me/+abc" are two invitations), without a trailing "/".
 * Undefined when the value is no web address.
 */
export function readLink(value: string): ReadLink | undefined {
  if (!value.includes('/') || /\s/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  if (!url.hostname.includes('.')) return undefined;
  const host = url.hostname.replace(/^www\./, '');
  return {
    host: HOST_ALIASES[host] ?? host,
    path: url.pathname.replace(/\/+$/, ''),
    query: url.search,
  };
}

/** A TikTok user name typed as "name" or "@name" (surrounding spaces dropped), without "@"; else undefined. */
export function tiktokName(value: string): string | undefined {
  const name = value.trim().replace(/^@+/, '');
  return TIKTOK_NAME.test(name) ? name : undefined;
}

/**
 * A Telegram user name typed as "name", "@name" or its profile link "t.me/name" (also
 * "https://", "www.", "telegram.me", a trailing "/"), without "@" and the link, in the case
 * typed; else undefined. Anything longer than the exact profile (a post "t.me/name/42", a bot's
 * "t.me/name?start=…", an invitation, Telegram's own paths such as "t.me/share") is no name.
 * `collectible`: also the 4-character names (reading what is stored or asked for, not a form).
 */
export function telegramName(value: string, { collectible = false } = {}): string | undefined {
  const rule = collectible ? TELEGRAM_NAME_ANY : TELEGRAM_NAME;
  const trimmed = value.trim();
  const link = readLink(trimmed);
  if (!link) {
    const name = trimmed.replace(/^@+/, '');
    return rule.test(name) ? name : undefined;
  }
  const name = link.host === 't.me' && !link.query ? /^\/([^/]+)$/.exec(link.path)?.[1] : undefined;
  return name && rule.test(name) && !TELEGRAM_PATHS.has(name.toLowerCase()) ? name : undefined;
}

/**
 * A stored Telegram value as the control centre shows it: a bare user name (how the forms store
 * one) as „@name“, like TikTok names; anything else (typed with „@“ or as a link before the
 * forms' rules, an invitation, free text) as stored.
 */
export const telegramHandle = (stored: string): string =>
  TELEGRAM_NAME.test(stored) ? `@${stored}` : stored;

/** The string format of the Telegram rule (shared/string-formats.ts); an empty value is "not given". */
export const isTelegramName = (value: string): boolean => value === '' || telegramName(value) !== undefined;
