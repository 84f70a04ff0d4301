import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import { isPlainObject, type FieldErrors, type ValidationResult } from '../field-errors.js';
import { compile } from '../validation.js';
import { COUNTRIES } from '../constants.js';
import { optionalPhoneNumber, optionalTelegramName, overdueFlag, text } from './fields.js';

const m = validationMessages.contact;

/** Payload of the contact form (POST /api/contact). */
export const contactMessageSchema = Type.Object(
  {
    name: text(2, 100, m.name),
    // No ? & %: an address with them could smuggle parameters (bcc=…) into a mailto: link.
    email: text(3, 254, m.email, { format: 'email', pattern: '^[^?&%]+$' }),
    // No country is asked for: international, or national in any of the agency's three countries.
    whatsappNumber: optionalPhoneNumber(COUNTRIES, m.whatsappNumber),
    telegramUsername: optionalTelegramName(m.telegramUsername),
    subject: text(3, 200, m.subject),
    message: text(10, 5000, m.message, { multiline: true }),
  },
  {
    additionalProperties: false,
    errorMessage: { required: { name: m.name, email: m.email, subject: m.subject, message: m.message } },
  },
);
export type ContactMessageInput = Static<typeof contactMessageSchema>;
export const contactMessageValidator = compile(contactMessageSchema);

/**
 * PATCH /api/admin/messages/{id}: mark read or unread, answered or not (at least one of them). A
 * reply goes out by mail or chat outside the product; „answered“ is staff saying it did.
 */
export const contactMessageUpdateSchema = Type.Object(
  {
    isRead: Type.Optional(Type.Boolean({ errorMessage: validationMessages.common.isRead })),
    answered: Type.Optional(Type.Boolean({ errorMessage: validationMessages.common.answered })),
  },
  { additionalProperties: false },
);
export type ContactMessageUpdate = Static<typeof contactMessageUpdateSchema>;
export const contactMessageUpdateValidator = compile(contactMessageUpdateSchema, {
  refine: (value): FieldErrors =>
    value.isRead === undefined && value.answered === undefined
      ? {
          isRead: validationMessages.common.messageUpdate,
          answered: validationMessages.common.messageUpdate,
        }
      : {},
});

/** The query of GET /api/admin/messages: `overdue=1` for the unanswered ones past the 48 hours. */
export const contactMessageListQuerySchema = Type.Object(
  { overdue: Type.Optional(overdueFlag()) },
  { additionalProperties: false },
);
const contactMessageListQueryValidator = compile(contactMessageListQuerySchema);

export interface ContactMessageListQuery {
  overdue?: true;
}

/** The inbox's query (an empty value counts as missing, as in the applications list). */
export function parseContactMessageListQuery(input: unknown): ValidationResult<ContactMessageListQuery> {
  const present = isPlainObject(input)
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined))
    : {};
  const result = contactMessageListQueryValidator.validate(present);
  if (!result.ok) return result;
  return { ok: true, value: result.value.overdue ? { overdue: true } : {} };
}
