import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = '\0precomputed:';

/**
 * Replaces modules of `shared/` in a browser bundle with their default export computed at build
 * time, as JSON: a module that derives its data from larger sources (shared/phone-metadata.ts
 * picks from two of libphonenumber's rule sets) ships only the result, not the sources. The
 * server and the tests import the module itself and compute the same value.
 */
export function precomputedModules(root: string, modules: Record<string, unknown>): Plugin {
  const byFile = new Map(Object.entries(modules).map(([file, value]) => [path.join(root, file), value]));
  return {
    name: 'precomputed-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr || !importer || source.startsWith(VIRTUAL_PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && path.normalize(resolved.id.split('?')[0]!);
      return file && byFile.has(file) ? VIRTUAL_PREFIX + file : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length);
      if (!byFile.has(file)) return null;
      return `export default ${JSON.stringify(byFile.get(file))};`;
    },
  };
}
