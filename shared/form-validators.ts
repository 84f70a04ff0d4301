import type { FieldErrors } from './field-errors.js';
import { applicationSubmitSchema, applicationSubmitValidator } from './schemas/application.js';
import { contactMessageSchema, contactMessageValidator } from './schemas/contact.js';
import { newsletterSignUpSchema, newsletterSignUpValidator } from './schemas/newsletter.js';

/**
 * Validation of the public forms with the shared schemas. The browser build of the public
 * site replaces this module with the same schemas precompiled by Ajv (shared/build), so the
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

export function validateNewsletterForm(input: Record<string, unknown>): FieldErrors {
  const result = newsletterSignUpValidator.validate(input);
  return result.ok ? {} : result.errors;
}

/** The schemas behind each export, for the build plugin (shared/build/standalone-validators.ts). */
export const publicFormSchemas = {
  validateApplicationForm: applicationSubmitSchema,
  validateContactForm: contactMessageSchema,
  validateNewsletterForm: newsletterSignUpSchema,
};
