import path from 'node:path';
import type { Plugin } from 'vite';
import { browserModules } from './browser-modules.js';
import type { TSchema } from '@sinclair/typebox';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { PHONE_CHECK } from '../phone-keyword.js';
import { createAjv } from '../validation.js';

/**
 * Per replaced module (path relative to the project root): export name → the schema it validates,
 * or a record of schemas (the export is then an object of checks with the same keys).
 */
export type StandaloneModules = Record<string, Record<string, TSchema | Record<string, TSchema>>>;

/**
 * Replaces form-validator modules of `shared/` in a browser bundle with the same schemas compiled
 * ahead of time by Ajv's standalone code generator: no Ajv runtime and no `new Function` in the
 * page, so the Content-Security-Policy needs no 'unsafe-eval'. Each export becomes
 * `(input) => FieldErrors` (empty when valid), or an object of them, exactly like the module it
 * replaces.
 */
export function standaloneValidators(root: string, modules: StandaloneModules): Plugin {
  return browserModules('standalone-validators', root, modules, (exports) => generate(root, exports));
}

/** A schema (it has a type or combines others), not a record of schemas. */
const isSchema = (value: object) =>
  ['type', 'anyOf', 'oneOf', 'allOf', 'enum', '$ref'].some((key) => key in value);

function generate(root: string, exports: Record<string, TSchema | Record<string, TSchema>>): string {
  const ajv = createAjv({ code: { source: true, esm: true, formats: _`formats` } });
  const names: Record<string, string> = {};
  const wrappers: string[] = [];
  for (const [exportName, value] of Object.entries(exports)) {
    if (isSchema(value)) {
      ajv.addSchema(value, exportName);
      names[`${exportName}Compiled`] = exportName;
      wrappers.push(`export function ${exportName}(input) { return run(${exportName}Compiled, input); }`);
      continue;
    }
    const members = Object.entries(value as Record<string, TSchema>).map(([key, schema]) => {
      const id = `${exportName}_${key}`;
      ajv.addSchema(schema, id);
      names[`${id}Compiled`] = id;
      return `${JSON.stringify(key)}: (input) => run(${id}Compiled, input)`;
    });
    wrappers.push(`export const ${exportName} = { ${members.join(', ')} };`);
  }
  const compiled = standaloneCode(ajv, names)
    .replace('"use strict";', '')
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length');
  if (/require\(/.test(compiled)) throw new Error('standalone validators still contain require()');
  const formatsModule = JSON.stringify(path.join(root, 'shared/string-formats.ts'));
  const errors = JSON.stringify(path.join(root, 'shared/field-errors.ts'));
  // The phone check (and libphonenumber with it) only where a schema uses `phoneIn`.
  const phone = new RegExp(`\\b${PHONE_CHECK.name}\\b`).test(compiled)
    ? `import { ${PHONE_CHECK.name} } from ${JSON.stringify(path.join(root, PHONE_CHECK.module))};`
    : '';
  return `
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { STRING_FORMATS } from ${formatsModule};
import { toFieldErrors, trimStrings } from ${errors};
${phone}
const ucs2length = ucs2lengthModule.default ?? ucs2lengthModule;
const formats = Object.fromEntries(
  Object.entries(STRING_FORMATS).map(([name, validate]) => [name, { validate }]),
);
${compiled}
function run(validate, input) {
  const value = trimStrings(input);
  return validate(value) ? {} : toFieldErrors(validate.errors);
}
${wrappers.join('\n')}
`;
}
