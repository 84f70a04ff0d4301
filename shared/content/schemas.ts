import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '../content-types.js';
import { tooLongMessage, validationMessages } from '../messages.js';
import {
  bool,
  oneOf,
  optionalSafeUrl,
  optionalText,
  order,
  safeUrl,
  text,
  uploadedImage,
} from '../schemas/fields.js';
import { CONTENT } from './index.js';
import { isRequired, type Field } from './fields.js';

/**
 * The JSON Schemas of each content type's create and update payloads, derived from its fields
 * (shared/content/<type>.ts): the server validates with them, the control centre's forms with the
 * same schemas precompiled (shared/admin-form-validators.ts).
 */

/** A field's schema in a create payload (optional where it has a default or may be empty). */
function createProperty(field: Field): TSchema {
  switch (field.kind) {
    case 'text': {
      const multiline = field.multiline ? { multiline: true } : {};
      if (field.optional) return optionalText(field.max, multiline);
      if (field.filledWhenBlank) {
        // May be empty: the definition's `complete` fills it.
        return Type.Optional(
          Type.String({
            maxLength: field.max,
            plainText: field.multiline ? 'multiline' : 'line',
            errorMessage: {
              maxLength: tooLongMessage(field.max),
              plainText: validationMessages.common.invisibleCharacters,
            },
          }),
        );
      }
      return text(field.min, field.max, field.message ?? '', {
        ...multiline,
        ...(field.pattern ? { pattern: field.pattern } : {}),
      });
    }
    case 'choice': {
      const schema = oneOf(field.values, field.message);
      return field.default === undefined ? schema : Type.Optional(schema);
    }
    case 'boolean':
      return Type.Optional(bool());
    case 'url':
      return field.optional ? optionalSafeUrl() : safeUrl(field.message ?? validationMessages.common.url);
    case 'image':
      return uploadedImage(field.message);
    case 'rating':
      return Type.Optional(
        Type.Number({
          minimum: field.min,
          maximum: field.max,
          multipleOf: field.step,
          errorMessage: field.message,
        }),
      );
  }
}

/** A field in an update payload: as on create, but a field filled when blank may not be emptied. */
function updateProperty(field: Field): TSchema {
  return field.kind === 'text' && field.filledWhenBlank
    ? text(field.min, field.max, field.message ?? '', field.pattern ? { pattern: field.pattern } : {})
    : createProperty(field);
}

export interface ContentSchemas {
  create: TObject;
  update: TSchema;
}

function schemasOf(name: ContentTypeName): ContentSchemas {
  const definition = CONTENT[name];
  const fields = Object.entries(definition.fields) as Array<[string, Field]>;
  const orderProperty = { order: Type.Optional(order(definition.order.first)) };
  const required = fields.filter(([, field]) => isRequired(field));
  return {
    create: Type.Object(
      { ...Object.fromEntries(fields.map(([key, field]) => [key, createProperty(field)])), ...orderProperty },
      {
        additionalProperties: false,
        errorMessage: {
          required: Object.fromEntries(required.map(([key, field]) => [key, messageOf(field)])),
        },
      },
    ),
    update: Type.Partial(
      Type.Object(
        {
          ...Object.fromEntries(fields.map(([key, field]) => [key, updateProperty(field)])),
          ...orderProperty,
        },
        { additionalProperties: false },
      ),
    ),
  };
}

const messageOf = (field: Field) => ('message' in field && field.message) || validationMessages.common.url;

/** The schemas of every content type, by name. */
export const CONTENT_SCHEMAS = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, schemasOf(name)]),
) as Record<ContentTypeName, ContentSchemas>;
