import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { COUNTRIES } from '../constants.js';
import { optionalPhoneNumber, optionalTelegramName, text } from './fields.js';

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

/** PATCH /api/admin/messages/{id}: mark read or unread. */
export const contactMessageUpdateSchema = Type.Object(
  { isRead: Type.Boolean({ errorMessage: validationMessages.common.isRead }) },
  {
    additionalProperties: false,
    errorMessage: { required: { isRead: validationMessages.common.isRead } },
  },
);
export type ContactMessageUpdate = Static<typeof contactMessageUpdateSchema>;
export const contactMessageUpdateValidator = compile(contactMessageUpdateSchema);
