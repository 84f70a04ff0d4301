import path from 'node:path';
import type { Plugin } from 'vite';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { createAjv } from '../../shared/validation.js';
import { applicationSubmitSchema } from '../../shared/schemas/application.js';
import { contactMessageSchema } from '../../shared/schemas/contact.js';

const VIRTUAL_ID = '\0standalone-form-validators';

/**
 * Replaces shared/form-validators.ts in the browser bundle with the same schemas compiled ahead
 * of time by Ajv's standalone code generator: no Ajv runtime and no `new Function` in the page,
 * so the Content-Security-Policy needs no 'unsafe-eval'.
 */
export function standaloneFormValidators(root: string): Plugin {
  const sharedDir = path.join(root, 'shared');
  return {
    name: 'standalone-form-validators',
    enforce: 'pre',
    resolveId(source, importer, options) {
      // Only the browser bundle: server-side rendering keeps the regular Ajv validators.
      if (options?.ssr || !importer || !/form-validators(\.js|\.ts)?$/.test(source)) return null;
      const resolved = path.resolve(path.dirname(importer), source.replace(/\.js$/, '.ts'));
      return resolved === path.join(sharedDir, 'form-validators.ts') ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      const ajv = createAjv({ code: { source: true, esm: true, formats: _`formats` } });
      ajv.addSchema(applicationSubmitSchema, 'application');
      ajv.addSchema(contactMessageSchema, 'contact');
      const compiled = standaloneCode(ajv, { validateApplication: 'application', validateContact: 'contact' })
        .replace('"use strict";', '')
        .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length');
      if (/require\(/.test(compiled)) throw new Error('standalone validators still contain require()');
      const url = JSON.stringify(path.join(sharedDir, 'url.ts'));
      const errors = JSON.stringify(path.join(sharedDir, 'field-errors.ts'));
      return `
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { isHttpUrl, isSafeUrl } from ${url};
import { toFieldErrors, trimStrings } from ${errors};
const ucs2length = ucs2lengthModule.default ?? ucs2lengthModule;
const formats = { 'http-url': { validate: isHttpUrl }, 'safe-url': { validate: isSafeUrl } };
${compiled}
function run(validate, input) {
  const value = trimStrings(input);
  return validate(value) ? {} : toFieldErrors(validate.errors);
}
export function validateApplicationForm(input) { return run(validateApplication, input); }
export function validateContactForm(input) { return run(validateContact, input); }
`;
    },
  };
}
