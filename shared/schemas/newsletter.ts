import { Type, type Static } from '@sinclair/typebox';
import { validationMessages } from '../messages.js';
import {
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBJECT_MAX,
  NEWSLETTER_TEXT_MAX,
  newsletterValidation as m,
} from '../newsletter.js';
import { compile, isPlainObject, type ValidationResult } from '../validation.js';
import { oneOf, text } from './fields.js';

/** POST /api/newsletter: an address and the ticked consent (the honeypot is taken off before). */
export const newsletterSignUpSchema = Type.Object(
  {
    // No ? & %: like the contact form's address (it could smuggle parameters into a mailto: link).
    email: text(3, 254, m.email, { format: 'email', pattern: '^[^?&%]+$' }),
    consent: Type.Literal(true, { errorMessage: m.consent }),
  },
  { additionalProperties: false, errorMessage: { required: { email: m.email, consent: m.consent } } },
);
export type NewsletterSignUp = Static<typeof newsletterSignUpSchema>;
export const newsletterSignUpValidator = compile(newsletterSignUpSchema);

/** POST /api/newsletter/confirm: the token of the confirmation link. */
export const newsletterConfirmSchema = Type.Object(
  {
    token: Type.String({
      minLength: 20,
      maxLength: 200,
      pattern: '^[A-Za-z0-9_.-]+$',
      errorMessage: m.token,
    }),
  },
  { additionalProperties: false, errorMessage: { required: { token: m.token } } },
);
export type NewsletterConfirm = Static<typeof newsletterConfirmSchema>;
export const newsletterConfirmValidator = compile(newsletterConfirmSchema);

const subject = () => text(3, NEWSLETTER_SUBJECT_MAX, m.subject);
const body = () => text(10, NEWSLETTER_TEXT_MAX, m.text, { multiline: true });

/** POST /api/admin/newsletter/issues → 201 { id }. */
export const newsletterIssueCreateSchema = Type.Object(
  { subject: subject(), text: body() },
  { additionalProperties: false, errorMessage: { required: { subject: m.subject, text: m.text } } },
);
export type NewsletterIssueCreate = Static<typeof newsletterIssueCreateSchema>;
export const newsletterIssueCreateValidator = compile(newsletterIssueCreateSchema);

/** PATCH /api/admin/newsletter/issues/{id}: a draft's subject, text or both. */
export const newsletterIssueUpdateSchema = Type.Object(
  { subject: Type.Optional(subject()), text: Type.Optional(body()) },
  { additionalProperties: false },
);
export type NewsletterIssueUpdate = Static<typeof newsletterIssueUpdateSchema>;
export const newsletterIssueUpdateValidator = compile(newsletterIssueUpdateSchema);

/** GET /api/admin/newsletter/subscribers (and its export): search, status, page. */
export const newsletterSubscriberQuerySchema = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: 254,
        plainText: 'line',
        errorMessage: {
          type: m.email,
          maxLength: m.email,
          plainText: validationMessages.common.invisibleCharacters,
        },
      }),
    ),
    status: Type.Optional(oneOf(NEWSLETTER_STATUSES, validationMessages.common.status)),
    page: Type.Optional(
      Type.String({ pattern: '^[1-9][0-9]{0,8}$', errorMessage: validationMessages.applicationList.page }),
    ),
    pageSize: Type.Optional(
      Type.String({
        pattern: '^([1-9][0-9]?|100)$',
        errorMessage: validationMessages.applicationList.pageSize,
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewsletterSubscriberQuery = Static<typeof newsletterSubscriberQuerySchema>;
export const newsletterSubscriberQueryValidator = compile(newsletterSubscriberQuerySchema);

/** The subscribers' export's formats. */
export const NEWSLETTER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type NewsletterExportFormat = (typeof NEWSLETTER_EXPORT_FORMATS)[number];

/** GET /api/admin/newsletter/subscribers/export: the format, and the list's search and status. */
export const newsletterSubscriberExportQuerySchema = Type.Object(
  {
    format: oneOf(NEWSLETTER_EXPORT_FORMATS, m.exportFormat),
    q: newsletterSubscriberQuerySchema.properties.q,
    status: newsletterSubscriberQuerySchema.properties.status,
  },
  { additionalProperties: false },
);
export type NewsletterSubscriberExportQuery = Pick<NewsletterSubscriberQuery, 'q' | 'status'> & {
  format: NewsletterExportFormat;
};

/**
 * The export's query: a wrong or missing format is refused first, on its own (its message names
 * both formats); then the filters, as the list reads them.
 */
export function parseNewsletterSubscriberExport(
  input: unknown,
): ValidationResult<NewsletterSubscriberExportQuery> {
  const { format, ...rest } = isPlainObject(input) ? input : {};
  if (typeof format !== 'string' || !(NEWSLETTER_EXPORT_FORMATS as readonly string[]).includes(format))
    return { ok: false, errors: { format: m.exportFormat } };
  const result = newsletterSubscriberQueryValidator.validate(rest);
  if (!result.ok) return result;
  const { q, status } = result.value;
  return { ok: true, value: { q, status, format: format as NewsletterExportFormat } };
}
