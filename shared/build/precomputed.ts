import type { Plugin } from 'vite';
import { browserModules } from './browser-modules.js';

/**
 * Replaces modules of `shared/` in a browser bundle with their default export computed at build
 * time, as JSON: a module that derives its data from larger sources (shared/phone-metadata.ts
 * picks from two of libphonenumber's rule sets) ships only the result, not the sources. The
 * server and the tests import the module itself and compute the same value.
 */
export function precomputedModules(root: string, modules: Record<string, unknown>): Plugin {
  return browserModules('precomputed', root, modules, (value) => `export default ${JSON.stringify(value)};`);
}
