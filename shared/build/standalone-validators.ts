import path from 'node:path';
import type { Plugin } from 'vite';
import type { TSchema } from '@sinclair/typebox';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { createAjv } from '../validation.js';

/** Per replaced module (path relative to the project root): export name → schema it validates. */
export type StandaloneModules = Record<string, Record<string, TSchema>>;

const VIRTUAL_PREFIX = '\0standalone-validators:';

/**
 * Replaces form-validator modules of `shared/` in a browser bundle with the same schemas compiled
 * ahead of time by Ajv's standalone code generator: no Ajv runtime and no `new Function` in the
 * page, so the Content-Security-Policy needs no 'unsafe-eval'. Each export becomes
 * `(input) => FieldErrors` (empty when valid), exactly like the module it replaces.
 */
export function standaloneValidators(root: string, modules: StandaloneModules): Plugin {
  const byFile = new Map(Object.entries(modules).map(([file, exports]) => [path.join(root, file), exports]));
  return {
    name: 'standalone-validators',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only browser bundles: server-side rendering keeps the regular Ajv validators.
      if (options?.ssr || !importer || source.startsWith(VIRTUAL_PREFIX)) return null;
      // Whatever the import says (relative path or alias), it is the file it resolves to.
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && path.normalize(resolved.id.split('?')[0]!);
      return file && byFile.has(file) ? VIRTUAL_PREFIX + file : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const exports = byFile.get(id.slice(VIRTUAL_PREFIX.length));
      if (!exports) return null;
      return generate(root, exports);
    },
  };
}

function generate(root: string, exports: Record<string, TSchema>): string {
  const ajv = createAjv({ code: { source: true, esm: true, formats: _`formats` } });
  const names: Record<string, string> = {};
  for (const [exportName, schema] of Object.entries(exports)) {
    ajv.addSchema(schema, exportName);
    names[`${exportName}Compiled`] = exportName;
  }
  const compiled = standaloneCode(ajv, names)
    .replace('"use strict";', '')
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length');
  if (/require\(/.test(compiled)) throw new Error('standalone validators still contain require()');
  const url = JSON.stringify(path.join(root, 'shared/url.ts'));
  const errors = JSON.stringify(path.join(root, 'shared/field-errors.ts'));
  const wrappers = Object.keys(exports)
    .map((name) => `export function ${name}(input) { return run(${name}Compiled, input); }`)
    .join('\n');
  return `
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { STRING_FORMATS } from ${url};
import { toFieldErrors, trimStrings } from ${errors};
const ucs2length = ucs2lengthModule.default ?? ucs2lengthModule;
const formats = Object.fromEntries(
  Object.entries(STRING_FORMATS).map(([name, validate]) => [name, { validate }]),
);
${compiled}
function run(validate, input) {
  const value = trimStrings(input);
  return validate(value) ? {} : toFieldErrors(validate.errors);
}
${wrappers}
`;
}
