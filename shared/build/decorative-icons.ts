import path from 'node:path';
import type { Plugin } from 'vite';

/** The two bases every icon module of @ant-design/icons draws with, and their exports' names. */
const BASES: Record<string, string> = {
  '../components/AntdIconLight': 'DecorativeIconLight',
  '../components/AntdIcon': 'DecorativeIcon',
};
const VIRTUAL = '\0decorative-icon:';

/**
 * Draws every Ant Design icon (the app's own and those inside Ant Design's components) through
 * `wrapper`, which hides it from screen readers unless it is given a name: the icon modules'
 * import of their base is resolved to a module that re-exports the wrapper's component instead.
 * The wrapper itself imports the real bases by their package path, which stays as it is.
 */
export function decorativeIcons(wrapper: string): Plugin {
  return {
    name: 'decorative-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      const base = BASES[source];
      if (!base || !importer) return null;
      const from = importer.split(path.sep).join('/');
      if (!/\/@ant-design\/icons\/(es|lib)\/icons\//.test(from)) return null;
      return VIRTUAL + base;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      return `export { ${name} as default } from ${JSON.stringify(wrapper)};`;
    },
  };
}
