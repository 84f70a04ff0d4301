import type { TSchema } from '@sinclair/typebox';
import { CONTENT_SCHEMAS } from './content/schemas.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from './content-types.js';
import type { FieldErrors } from './field-errors.js';
import { compile } from './validation.js';

/**
 * Validation of the control centre's forms with the same schemas the server checks: per content
 * type, its create payload. The admin build replaces this module with the schemas precompiled by
 * Ajv (see adminFormSchemas and shared/build/standalone-validators.ts), so the control centre
 * ships no Ajv and needs no eval.
 */
export const validateContentForm = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => {
    const validator = compile(CONTENT_SCHEMAS[name].create);
    const check = (input: Record<string, unknown>): FieldErrors => {
      const result = validator.validate(input);
      return result.ok ? {} : result.errors;
    };
    return [name, check];
  }),
) as Record<ContentTypeName, (input: Record<string, unknown>) => FieldErrors>;

/** The schemas behind each export (a record of schemas becomes an object of checks), for the build plugin. */
export const adminFormSchemas: Record<string, Record<string, TSchema>> = {
  validateContentForm: Object.fromEntries(
    CONTENT_TYPE_NAMES.map((name) => [name, CONTENT_SCHEMAS[name].create]),
  ),
};
