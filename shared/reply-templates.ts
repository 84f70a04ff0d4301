import { telegramChatHref, whatsappChatHref } from './chat-links.js';

/**
 * Reply templates ("Vorlagen"): texts staff send to applicants through WhatsApp or Telegram, by
 * hand, never automatically. A template may name three placeholders, filled when it is sent:
 * `{tiktok}` the applicant's TikTok name, `{agentur}` the agency's name (the site's settings),
 * `{recruiter}` the signed-in person's display name. Any other `{…}` is refused, so a typo such
 * as `{tikok}` never reaches an applicant.
 */

export const REPLY_TEMPLATE_NAME_MAX = 100;
export const REPLY_TEMPLATE_TEXT_MAX = 2000;

export const PLACEHOLDERS = ['tiktok', 'agentur', 'recruiter'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** What each placeholder stands for, as the control centre explains it. */
export const PLACEHOLDER_LABELS: Record<Placeholder, string> = {
  tiktok: 'TikTok-Name der Bewerberin oder des Bewerbers',
  agentur: 'Name der Agentur (Einstellungen)',
  recruiter: 'Ihr Anzeigename',
};

export const TEMPLATE_CHANNELS = ['whatsapp', 'telegram'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];
export const TEMPLATE_CHANNEL_LABELS: Record<TemplateChannel, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** Anything in braces (without nested braces or line breaks), as a placeholder is written. */
const BRACED = /\{([^{}\n\r]*)\}/g;

/** The `{…}` of a text that are no known placeholder, each once, as written (with braces). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(BRACED)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(match[1]!)) unknown.add(match[0]);
  }
  return [...unknown];
}

/** The German message for a text with unknown placeholders, naming them; null when there are none. */
export function placeholderProblem(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  const named = unknown.map((placeholder) => `„${placeholder}“`).join(', ');
  const allowed = PLACEHOLDERS.map((placeholder) => `{${placeholder}}`).join(', ');
  return unknown.length === 1
    ? `Unbekannter Platzhalter ${named}. Erlaubt sind ${allowed}.`
    : `Unbekannte Platzhalter ${named}. Erlaubt sind ${allowed}.`;
}

/** The text with each known placeholder replaced by its value (unknown ones stay as written). */
export function fillTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(BRACED, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
  );
}

/**
 * A WhatsApp chat with the message typed in (`https://wa.me/<digits>?text=…`), the number read in
 * the application's country (shared/chat-links.ts); undefined when the number names no chat for
 * certain.
 */
export function whatsappMessageHref(
  number: string | null | undefined,
  country: string | null | undefined,
  text: string,
): string | undefined {
  const chat = whatsappChatHref(number, country);
  return chat && `${chat}?text=${encodeURIComponent(text)}`;
}

/** The Telegram chat to paste the copied text into (Telegram links cannot carry a message to a user). */
export const telegramMessageHref = (name: string | null | undefined): string | undefined =>
  telegramChatHref(name);

/** The channels an application can be answered on: those whose contact names a chat for certain. */
export function channelsOf(application: {
  whatsappNumber: string | null;
  telegramUsername: string | null;
  country: string | null;
}): TemplateChannel[] {
  const channels: TemplateChannel[] = [];
  if (whatsappChatHref(application.whatsappNumber, application.country)) channels.push('whatsapp');
  if (telegramChatHref(application.telegramUsername)) channels.push('telegram');
  return channels;
}
