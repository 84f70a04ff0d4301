import { validationMessages } from './messages.js';
import type { ErrorObject } from 'ajv';

/**
 * Turning Ajv errors into `{ field: message }`. Kept free of the Ajv runtime so that the public
 * site's precompiled form validators can use it without shipping Ajv to the browser.
 */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (inner && error.instancePath === '') return fieldOf(inner);
  }
  return error.instancePath.split('/')[1] ?? '';
}

/** Keeps the first message of each field. */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors ?? []) {
    const field = fieldOf(error) || '_';
    if (!(field in result)) result[field] = error.message ?? validationMessages.common.invalidValue;
  }
  return result;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trims every top-level string so that "   " never passes a minimum length. */
export function trimStrings(
  input: Record<string, unknown>,
  untrimmed: readonly string[] = [],
): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    output[key] = typeof value === 'string' && !untrimmed.includes(key) ? value.trim() : value;
  }
  return output;
}
