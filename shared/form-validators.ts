import type { FieldErrors } from './field-errors.js';
import { applicationSubmitValidator } from './schemas/application.js';
import { contactMessageValidator } from './schemas/contact.js';

/**
 * Validation of the two public forms with the shared schemas. The browser build of the public
 * site replaces this module with the same schemas precompiled by Ajv (public-site/build), so the
 * page ships neither Ajv nor code that needs `eval`.
 */
export function validateApplicationForm(input: Record<string, unknown>): FieldErrors {
  const result = applicationSubmitValidator.validate(input);
  return result.ok ? {} : result.errors;
}

export function validateContactForm(input: Record<string, unknown>): FieldErrors {
  const result = contactMessageValidator.validate(input);
  return result.ok ? {} : result.errors;
}
