import { Type, type Static } from '@sinclair/typebox';
import {
  APPLICATION_OUTCOMES,
  APPLICATION_STATUSES,
  COUNTRIES,
  STREAMING_EXPERIENCE_OPTIONS,
} from '../constants.js';
import type { FieldErrors } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { oneOf, optionalPhoneNumber, optionalTelegramName, optionalText, tiktokName } from './fields.js';

const m = validationMessages.application;

/** Payload of the public application form (POST /api/apply). */
export const applicationSubmitSchema = Type.Object(
  {
    // Stored as the service reads them (server/services/applications.ts): the TikTok and Telegram
    // names without "@" or link, the number in international notation.
    tiktokUsername: tiktokName(m.tiktokUsername, m.tiktokUsernameCharacters),
    // A national number is read in the country chosen in the same form.
    whatsappNumber: optionalPhoneNumber({ $data: '1/country' }, m.whatsappNumber),
    telegramUsername: optionalTelegramName(m.telegramUsername),
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

/** An outcome, or null for a completed application "ohne Ergebnis" (PATCH and bulk). */
export const outcomeField = () =>
  Type.Optional(
    Type.Union([oneOf(APPLICATION_OUTCOMES, validationMessages.common.outcome), Type.Null()], {
      errorMessage: validationMessages.common.outcome,
    }),
  );

/** `outcome` (even null) goes only with `status: "completed"`. */
export const refineOutcome = (value: { status?: string; outcome?: unknown }): FieldErrors =>
  value.outcome !== undefined && value.status !== 'completed'
    ? { outcome: validationMessages.common.outcomeNeedsCompleted }
    : {};

/** An assignee: a colleague's account id, or null for nobody (whether they may: the service). */
export const assigneeIdField = () =>
  Type.Union([Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }), Type.Null()], {
    errorMessage: validationMessages.applicationList.assigneeId,
  });

/**
 * PATCH /api/admin/applications/{id}: status and notes (notes omitted when empty), with the status
 * "completed" its outcome (left out or null: "ohne Ergebnis"; any other status clears it), and the
 * assignee.
 */
export const applicationUpdateSchema = Type.Object(
  {
    status: Type.Optional(oneOf(APPLICATION_STATUSES, validationMessages.common.status)),
    outcome: outcomeField(),
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
    assigneeId: Type.Optional(assigneeIdField()),
  },
  { additionalProperties: false },
);
export type ApplicationUpdate = Static<typeof applicationUpdateSchema>;
export const applicationUpdateValidator = compile(applicationUpdateSchema, { refine: refineOutcome });
