import { Type, type StringOptions } from '@sinclair/typebox';
import { TIKTOK_NAME_CHARACTERS, TIKTOK_NAME_LONG_ENOUGH } from '../contact-names.js';
import { orderFromMessage, tooLongMessage as tooLong, validationMessages } from '../messages.js';

const invisible = validationMessages.common.invisibleCharacters;

export interface TextOptions extends StringOptions {
  /** Line breaks and tabs are allowed (descriptions, answers, messages, notes). */
  multiline?: boolean;
}

/** The shared text rule (shared/text-rules.ts): no control or invisible characters. */
const plainText = (multiline = false) => ({ plainText: multiline ? 'multiline' : 'line' });

/**
 * A text field with a minimum length; `message` is the spec's text for a missing or short value.
 * The minimum counts visible characters: five zero-width spaces are not a five-character question.
 */
export function text(min: number, max: number, message: string, { multiline, ...options }: TextOptions = {}) {
  return Type.String({
    ...(min > 0 ? { minVisible: min } : {}),
    maxLength: max,
    ...plainText(multiline),
    ...options,
    errorMessage: {
      type: message,
      minVisible: message,
      maxLength: tooLong(max),
      format: message,
      pattern: message,
      plainText: invisible,
    },
  });
}

/** An optional free-text field; empty means "not given". */
export function optionalText(max: number, { multiline }: { multiline?: boolean } = {}) {
  return Type.Optional(
    Type.Union([
      Type.String({
        maxLength: max,
        ...plainText(multiline),
        errorMessage: { type: tooLong(max), maxLength: tooLong(max), plainText: invisible },
      }),
      Type.Null(),
    ]),
  );
}

/**
 * A TikTok name by TikTok's rule (shared/contact-names.ts), typed with or without "@": `short`
 * for fewer than 3 characters after the "@" (and for a missing one), `characters` for anything
 * but letters, digits, "_" and "." or more than 24 of them. Two plain patterns, so the browser's
 * precompiled check needs nothing else.
 */
export function tiktokName(short: string, characters: string) {
  return Type.String({
    allOf: [
      { pattern: TIKTOK_NAME_LONG_ENOUGH, errorMessage: short },
      { pattern: TIKTOK_NAME_CHARACTERS, errorMessage: characters },
    ],
    errorMessage: { type: short },
  });
}

/** An optional Telegram name (shared/contact-names.ts: "name", "@name", "t.me/name"); empty means "not given". */
export function optionalTelegramName(message: string, max = 100) {
  return Type.Optional(
    Type.Union([
      Type.String({
        maxLength: max,
        format: 'telegram-name',
        ...plainText(),
        errorMessage: { type: message, maxLength: tooLong(max), format: message, plainText: invisible },
      }),
      Type.Null(),
    ]),
  );
}

/**
 * An optional WhatsApp number (shared/phone-number.ts): international with "+" or "00", or
 * national in `countries`: a list of COUNTRIES (any one of them), or `{ $data: '1/country' }` for
 * the form's own country field. Empty means "not given".
 */
export function optionalPhoneNumber(
  countries: readonly string[] | { $data: string },
  message: string,
  max = 50,
) {
  return Type.Optional(
    Type.Union([
      Type.String({
        maxLength: max,
        phoneIn: countries,
        ...plainText(),
        errorMessage: { type: message, maxLength: tooLong(max), phoneIn: message, plainText: invisible },
      }),
      Type.Null(),
    ]),
  );
}

export function oneOf<T extends readonly string[]>(values: T, message: string) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], errorMessage: message });
}

/** An http(s) URL or a path of this site's uploads (never javascript: or data:). */
export function safeUrl(requiredMessage: string, max = 1000) {
  return Type.String({
    minLength: 1,
    maxLength: max,
    format: 'safe-url',
    ...plainText(),
    errorMessage: {
      type: requiredMessage,
      minLength: requiredMessage,
      maxLength: tooLong(max),
      format: validationMessages.common.url,
      plainText: validationMessages.common.url,
    },
  });
}

/**
 * A picture: only an image stored by this server's upload (/uploads/…). An address of another
 * site would be blocked by the public pages' CSP (img-src 'self') and would tell that site who
 * visits the agency's pages.
 */
export function uploadedImage(requiredMessage: string, max = 1000) {
  return Type.String({
    minLength: 1,
    maxLength: max,
    format: 'upload-path',
    errorMessage: {
      type: requiredMessage,
      minLength: requiredMessage,
      maxLength: tooLong(max),
      format: validationMessages.common.uploadedImage,
    },
  });
}

export function optionalSafeUrl() {
  return Type.Optional(
    Type.Union(
      [Type.Literal(''), Type.String({ maxLength: 1000, format: 'safe-url', ...plainText() }), Type.Null()],
      { errorMessage: validationMessages.common.url },
    ),
  );
}

/** A list of distinct record ids (1 to `max` of them, or from 0 with `minItems: 0`). */
export function idList(max: number, message: string, { minItems = 1 }: { minItems?: number } = {}) {
  return Type.Array(Type.Integer({ minimum: 1 }), {
    minItems,
    maxItems: max,
    uniqueItems: true,
    errorMessage: message,
  });
}

export function bool() {
  return Type.Boolean({ errorMessage: validationMessages.common.boolean });
}

/** The lists' `overdue=1` (the 48-hour promise, shared/overdue.ts); anything else is refused. */
export function overdueFlag() {
  return Type.Literal('1', { errorMessage: validationMessages.common.overdue });
}

export function order(minimum = 0) {
  return Type.Integer({
    minimum,
    maximum: 1_000_000,
    errorMessage: minimum === 0 ? validationMessages.common.order : orderFromMessage(minimum),
  });
}
