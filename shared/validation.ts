import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import addErrors from 'ajv-errors';
import type { Static, TSchema } from '@sinclair/typebox';
import {
  isPlainObject,
  toFieldErrors,
  trimStrings,
  type FieldErrors,
  type ValidationResult,
} from './field-errors.js';
import { addTextKeywords } from './text-rules.js';
import { addPhoneKeyword } from './phone-keyword.js';
import { STRING_FORMATS } from './string-formats.js';

export { isPlainObject, toFieldErrors, type FieldErrors, type ValidationResult } from './field-errors.js';

/**
 * One Ajv setup for server and clients. Unknown properties are removed (so clients cannot set
 * id or createdAt), every error is collected, and messages come from the schemas (ajv-errors).
 */
export function createAjv(options: ConstructorParameters<typeof Ajv>[0] = {}): Ajv {
  // $data: a rule of one field may read another's value (shared/phone-keyword.ts).
  const ajv = new Ajv({ allErrors: true, removeAdditional: 'all', strict: false, $data: true, ...options });
  addFormats(ajv, ['email']);
  addTextKeywords(ajv);
  addPhoneKeyword(ajv);
  addErrors(ajv);
  for (const [name, validate] of Object.entries(STRING_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  return ajv;
}

export interface Validator<T extends TSchema> {
  schema: T;
  validate(input: unknown): ValidationResult<Static<T>>;
}

export interface CompileOptions<T extends TSchema = TSchema> {
  /** Fields whose surrounding white space is meaningful (passwords). */
  untrimmed?: readonly string[];
  /**
   * Rules across fields, checked once the schema passed (an Ajv if/then would make
   * removeAdditional strip the fields its `if` does not name): their messages, none when valid.
   */
  refine?: (value: Static<T>) => FieldErrors;
}

let sharedAjv: Ajv | undefined;

export function compile<T extends TSchema>(schema: T, options: CompileOptions<T> = {}): Validator<T> {
  sharedAjv ??= createAjv();
  const check: ValidateFunction = sharedAjv.compile(schema);
  return {
    schema,
    validate(input) {
      const value = isPlainObject(input) ? trimStrings(input, options.untrimmed ?? []) : input;
      if (!check(value)) return { ok: false, errors: toFieldErrors(check.errors) };
      const errors = options.refine?.(value as Static<T>) ?? {};
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      return { ok: true, value: value as Static<T> };
    },
  };
}
