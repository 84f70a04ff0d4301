import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAX_BULK_IDS } from '../application-list.js';
import { DATA_REQUEST_MAX_LENGTH, givenIdentifiers, identifierErrors } from '../data-request.js';
import type { FieldErrors } from '../field-errors.js';
import { validationMessages } from '../messages.js';
import { compile, type Validator } from '../validation.js';
import { optionalText } from './fields.js';

const m = validationMessages.dataRequest;

/** The identifiers of a request; empty ones count as not given (shared/data-request.ts). */
const identifierProperties = {
  tiktok: optionalText(DATA_REQUEST_MAX_LENGTH.tiktok),
  whatsapp: optionalText(DATA_REQUEST_MAX_LENGTH.whatsapp),
  telegram: optionalText(DATA_REQUEST_MAX_LENGTH.telegram),
  email: optionalText(DATA_REQUEST_MAX_LENGTH.email),
};

const ids = Type.Array(Type.Integer({ minimum: 1 }), {
  maxItems: MAX_BULK_IDS,
  uniqueItems: true,
  errorMessage: m.ids,
});

/** POST /api/admin/data-requests/search and …/export: `{ tiktok?, whatsapp?, telegram?, email? }`. */
export const dataRequestSchema = Type.Object(identifierProperties, { additionalProperties: false });

/**
 * POST /api/admin/data-requests/erase: the identifiers and the ids of the records that were shown
 * for them. Only those that still match are deleted.
 */
export const dataErasureSchema = Type.Object(
  { ...identifierProperties, applicationIds: ids, messageIds: ids },
  {
    additionalProperties: false,
    errorMessage: { required: { applicationIds: m.ids, messageIds: m.ids } },
  },
);

export type DataRequestInput = Static<typeof dataRequestSchema>;
export type DataErasureInput = Static<typeof dataErasureSchema>;

function withIdentifierRules<T extends TSchema>(
  schema: T,
  extra: (value: Static<T>) => FieldErrors = () => ({}),
): Validator<T> {
  const shape = compile(schema);
  return {
    schema,
    validate(input) {
      const result = shape.validate(input);
      if (!result.ok) return result;
      const errors = identifierErrors(givenIdentifiers(result.value as DataRequestInput));
      if (Object.keys(errors).length === 0) Object.assign(errors, extra(result.value));
      return Object.keys(errors).length === 0 ? result : { ok: false, errors };
    },
  };
}

export const dataRequestValidator = withIdentifierRules(dataRequestSchema);
export const dataErasureValidator = withIdentifierRules(dataErasureSchema, (value): FieldErrors =>
  value.applicationIds.length + value.messageIds.length === 0 ? { _: m.nothingSelected } : {},
);
