import { Type, type StringOptions } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';

const tooLong = (max: number) => `Höchstens ${max} Zeichen erlaubt`;

/** A text field with a minimum length; `message` is the spec's text for a missing or short value. */
export function text(min: number, max: number, message: string, options: StringOptions = {}) {
  return Type.String({
    minLength: min,
    maxLength: max,
    ...options,
    errorMessage: {
      type: message,
      minLength: message,
      maxLength: tooLong(max),
      format: message,
      pattern: message,
    },
  });
}

/** An optional free-text field; empty means "not given". */
export function optionalText(max: number) {
  return Type.Optional(
    Type.Union([Type.String({ maxLength: max }), Type.Null()], { errorMessage: tooLong(max) }),
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
    errorMessage: {
      type: requiredMessage,
      minLength: requiredMessage,
      maxLength: tooLong(max),
      format: validationMessages.common.url,
    },
  });
}

export function optionalSafeUrl() {
  return Type.Optional(
    Type.Union([Type.Literal(''), Type.String({ maxLength: 1000, format: 'safe-url' }), Type.Null()], {
      errorMessage: validationMessages.common.url,
    }),
  );
}

export function bool() {
  return Type.Boolean({ errorMessage: validationMessages.common.boolean });
}

export function order(minimum = 0) {
  return Type.Integer({
    minimum,
    maximum: 1_000_000,
    errorMessage:
      minimum === 0 ? validationMessages.common.order : `Position muss eine ganze Zahl ab ${minimum} sein`,
  });
}
