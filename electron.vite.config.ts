import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import rendererConfig from './admin-desktop/renderer/vite.config.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The desktop control centre: `electron-vite build` writes out/main, out/preload and out/renderer.
 * The renderer is the same Ant Design app the server serves at /admin (same Vite config, same
 * base path /admin/, served by the main process from app://control-centre/admin/).
 */
export default defineConfig({
  main: {
    root,
    resolve: { tsconfigPaths: true },
    build: {
      outDir: at('out/main'),
      emptyOutDir: true,
      externalizeDeps: true,
      rollupOptions: { input: { index: at('admin-desktop/main/index.ts') } },
    },
  },
  preload: {
    root,
    resolve: { tsconfigPaths: true },
    build: {
      outDir: at('out/preload'),
      emptyOutDir: true,
      externalizeDeps: true,
      // A sandboxed preload script must be CommonJS.
      rollupOptions: {
        input: { index: at('admin-desktop/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    plugins: [
      ...(rendererConfig.plugins ?? []),
      // electron-vite sets a relative base; the app keeps /admin/ so both builds are alike.
      { name: 'control-centre-base', enforce: 'post', config: () => ({ base: '/admin/' }) },
    ],
    build: {
      ...rendererConfig.build,
      outDir: at('out/renderer'),
      emptyOutDir: true,
      rollupOptions: {
        ...rendererConfig.build?.rollupOptions,
        input: at('admin-desktop/renderer/index.html'),
      },
    },
  },
});
