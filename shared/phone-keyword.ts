import type Ajv from 'ajv';
import type { KeywordCxt } from 'ajv';
import { _, Name } from 'ajv/dist/compile/codegen/index.js';
import { isPhoneNumber } from './phone-number.js';

/**
 * How precompiled validators reach the check: the module Ajv's standalone code names it from
 * (shared/build/standalone-validators.ts imports it there when a schema uses the keyword).
 */
export const PHONE_CHECK = { name: 'isPhoneNumber', module: 'shared/phone-number.ts' } as const;

/**
 * Adds the keyword `phoneIn` to an Ajv instance: the string is empty or a phone number, read
 * nationally in the country the keyword names: a country, a list of them (any one), or with
 * `{ "$data": "1/country" }` the value of the form's own country field (Ajv's `$data` option),
 * so a rule across two fields stays in the schema, with its message on the number's field.
 * The generated code calls isPhoneNumber, by reference in the server's Ajv and by import in the
 * standalone code of the public site's forms.
 */
export function addPhoneKeyword(ajv: Ajv): void {
  ajv.addKeyword({
    keyword: 'phoneIn',
    type: 'string',
    $data: true,
    error: { message: 'must be a phone number' },
    code(cxt: KeywordCxt) {
      const check = cxt.gen.scopeValue('keyword', { ref: isPhoneNumber, code: new Name(PHONE_CHECK.name) });
      cxt.fail(_`!${check}(${cxt.data}, ${cxt.schemaCode})`);
    },
  });
}
