import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A Vite plugin that replaces modules of the project in a browser bundle by code made at build
 * time: each file of `modules` (a path from `root`) and whatever is listed for it, turned into the
 * module's source by `generate`. Server-side rendering and the tests import the modules themselves.
 */
export function browserModules<T>(
  name: string,
  root: string,
  modules: Record<string, T>,
  generate: (value: T) => string,
): Plugin {
  const prefix = `\0${name}:`;
  const byFile = new Map(Object.entries(modules).map(([file, value]) => [path.join(root, file), value]));
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options?.ssr || !importer || source.startsWith(prefix)) return null;
      // Whatever the import says (relative path or alias), it is the file it resolves to.
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && path.normalize(resolved.id.split('?')[0]!);
      return file && byFile.has(file) ? prefix + file : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length);
      return byFile.has(file) ? generate(byFile.get(file) as T) : null;
    },
  };
}
