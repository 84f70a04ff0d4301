import { Type, type Static } from '@sinclair/typebox';
import { APPLICATION_STATUSES, COUNTRIES, STREAMING_EXPERIENCE_OPTIONS } from '../constants.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { oneOf, optionalText, text } from './fields.js';

const m = validationMessages.application;

/** Payload of the public application form (POST /api/apply). */
export const applicationSubmitSchema = Type.Object(
  {
    tiktokUsername: text(3, 100, m.tiktokUsername),
    whatsappNumber: optionalText(50),
    telegramUsername: optionalText(100),
    website: Type.Optional(
      Type.Union(
        [
          Type.Literal(''),
          // Also without a scheme ("instagram.com/name"): the service stores it with https://.
          Type.String({ maxLength: 500, format: 'web-address', plainText: 'line' }),
          Type.Null(),
        ],
        {
          errorMessage: m.website,
        },
      ),
    ),
    country: oneOf(COUNTRIES, m.country),
    streamingExperience: Type.Optional(
      Type.Union(
        [Type.Literal(''), oneOf(STREAMING_EXPERIENCE_OPTIONS, m.streamingExperience), Type.Null()],
        {
          errorMessage: m.streamingExperience,
        },
      ),
    ),
    currentAgency: optionalText(200),
    ageConfirm: Type.Literal(true, { errorMessage: m.ageConfirm }),
    privacyConfirm: Type.Literal(true, { errorMessage: m.privacyConfirm }),
    // Where the visitor came from (shared/application-source.ts): any value is taken, and the
    // service keeps only what sanitizeSource makes of it, so a bad label is dropped, never a 400.
    source: Type.Optional(Type.Unknown({ description: 'ApplicationSourceInput, sanitised by the service' })),
  },
  {
    additionalProperties: false,
    errorMessage: {
      required: {
        tiktokUsername: m.tiktokUsername,
        country: m.country,
        ageConfirm: m.ageConfirm,
        privacyConfirm: m.privacyConfirm,
      },
    },
  },
);
export type ApplicationSubmit = Static<typeof applicationSubmitSchema>;
export const applicationSubmitValidator = compile(applicationSubmitSchema);

/** PATCH /api/admin/applications/{id}: status and notes (notes omitted when empty). */
export const applicationUpdateSchema = Type.Object(
  {
    status: Type.Optional(oneOf(APPLICATION_STATUSES, validationMessages.common.status)),
    notes: Type.Optional(
      Type.Union([
        Type.String({
          maxLength: 5000,
          plainText: 'multiline',
          errorMessage: {
            type: validationMessages.common.notes,
            maxLength: validationMessages.common.notes,
            plainText: validationMessages.common.invisibleCharacters,
          },
        }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type ApplicationUpdate = Static<typeof applicationUpdateSchema>;
export const applicationUpdateValidator = compile(applicationUpdateSchema);
