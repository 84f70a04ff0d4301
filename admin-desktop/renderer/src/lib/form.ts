import type { FormInstance } from 'antd';
import type { FieldErrors } from '@shared/field-errors.js';
import { ApiError } from '@shared/http-client.js';

/**
 * Shows the shared schema's messages under the antd form fields; true when there were none.
 */
export function showFieldErrors(form: FormInstance, errors: FieldErrors): boolean {
  const names = Object.keys(errors);
  form.setFields(names.map((name) => ({ name, errors: [errors[name]!] })));
  return names.length === 0;
}

/** Empty optional text fields are sent as null, text is trimmed. */
export function emptyToNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The field messages of a 400 answer, if it has any. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  return error.answer?.errors ?? null;
}
