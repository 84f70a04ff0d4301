import { telegramName } from './contact-names.js';
import { normalizeHandle, readPhone } from './data-request.js';

/** The digits of an international number (E.164 allows at most 15; below 7 is no real number). */
const INTERNATIONAL_DIGITS = /^[1-9]\d{6,14}$/;

/**
 * A WhatsApp chat with a stored number (`https://wa.me/<digits>`), when the number says which one
 * it is: international, or national and read in the record's country (an application's „Land“).
 * A national number without a country could be any of three; it gets no link.
 */
export function whatsappChatHref(
  number: string | null | undefined,
  country?: string | null,
): string | undefined {
  if (!number) return undefined;
  const reading = readPhone(number, country);
  const digits = reading.numbers[0];
  if (!reading.certain || !digits || !INTERNATIONAL_DIGITS.test(digits)) return undefined;
  return `https://wa.me/${digits}`;
}

/**
 * A Telegram chat (`https://t.me/…`) for a user name („@name“, „name“, „t.me/name“: the rule of
 * shared/contact-names.ts) or another t.me link as typed (an invitation keeps its case); free
 * text, even with an „@“ in front, gets no link.
 */
export function telegramChatHref(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const name = telegramName(value, { collectible: true });
  if (name) return `https://t.me/${name.toLowerCase()}`;
  const handle = normalizeHandle(value, 'telegram');
  if (/^t\.me\/\S+$/.test(handle)) return `https://${handle}`;
  return undefined;
}
