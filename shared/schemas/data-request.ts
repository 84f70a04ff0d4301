import { Type, type Static } from '@sinclair/typebox';
import { MAX_BULK_IDS } from '../application-list.js';
import { DATA_REQUEST_MAX_LENGTH, givenIdentifiers, identifierErrors } from '../data-request.js';
import type { FieldErrors } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import { compile } from '../validation.js';
import { idList, optionalText } from './fields.js';

const m = validationMessages.dataRequest;

/** The identifiers of a request; empty ones count as not given (shared/data-request.ts). */
const identifierProperties = {
  tiktok: optionalText(DATA_REQUEST_MAX_LENGTH.tiktok),
  whatsapp: optionalText(DATA_REQUEST_MAX_LENGTH.whatsapp),
  telegram: optionalText(DATA_REQUEST_MAX_LENGTH.telegram),
  email: optionalText(DATA_REQUEST_MAX_LENGTH.email),
};

// The records shown for the identifiers; one of the two lists may be empty.
const ids = idList(MAX_BULK_IDS, m.ids, { minItems: 0 });

/** POST /api/admin/data-requests/search: `{ tiktok?, whatsapp?, telegram?, email? }`. */
export const dataRequestSchema = Type.Object(identifierProperties, { additionalProperties: false });

/**
 * POST /api/admin/data-requests/export: the identifiers, and the ids of the shown records staff
 * selected (without them: the certain matches only; shared/data-request.ts, ContactMatch).
 */
export const dataExportSchema = Type.Object(
  {
    ...identifierProperties,
    applicationIds: Type.Optional(ids),
    messageIds: Type.Optional(ids),
    newsletterIds: Type.Optional(ids),
  },
  { additionalProperties: false },
);

/**
 * POST /api/admin/data-requests/erase: the identifiers and the ids of the records that were shown
 * for them. Only those that still match are deleted.
 */
export const dataErasureSchema = Type.Object(
  // newsletterIds: the newsletter subscription shown for the e-mail address (issue 40).
  { ...identifierProperties, applicationIds: ids, messageIds: ids, newsletterIds: Type.Optional(ids) },
  {
    additionalProperties: false,
    errorMessage: { required: { applicationIds: m.ids, messageIds: m.ids } },
  },
);

export type DataRequestInput = Static<typeof dataRequestSchema>;
export type DataExportInput = Static<typeof dataExportSchema>;
export type DataErasureInput = Static<typeof dataErasureSchema>;

/** The rules beyond the schema: at least one identifier, each one able to name a person. */
const identifierRules = (value: DataRequestInput) => identifierErrors(givenIdentifiers(value));

export const dataRequestValidator = compile(dataRequestSchema, { refine: identifierRules });
export const dataExportValidator = compile(dataExportSchema, { refine: identifierRules });
export const dataErasureValidator = compile(dataErasureSchema, {
  refine: (value): FieldErrors => {
    const errors = identifierRules(value);
    if (Object.keys(errors).length > 0) return errors;
    const selected =
      value.applicationIds.length + value.messageIds.length + (value.newsletterIds?.length ?? 0);
    return selected === 0 ? { _: m.nothingSelected } : {};
  },
});
