import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { precomputedModules } from './shared/build/precomputed.js';
import { standaloneValidators } from './shared/build/standalone-validators.js';
import { publicFormSchemas } from './shared/form-validators.js';
import phoneMetadata from './shared/phone-metadata.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Two builds from one config:
 * - `vite build`: the public site's browser bundle (fingerprinted, with a manifest for the server);
 * - `vite build --ssr`: the Node server bundle (dependencies stay external).
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [react()],
        publicDir: false,
        resolve: { tsconfigPaths: true },
        build: {
          ssr: 'server/main.ts',
          outDir: 'dist/server',
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
        },
      }
    : {
        plugins: [
          react(),
          standaloneValidators(root, { 'shared/form-validators.ts': publicFormSchemas }),
          // The WhatsApp check's phone rules as one object, not libphonenumber's two sets it is picked from.
          precomputedModules(root, { 'shared/phone-metadata.ts': phoneMetadata }),
          // Pre-compressed copies (.br, .gz) that the server sends as they are: no compression per request.
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|css|svg)$/,
            threshold: 1024,
          }),
        ],
        publicDir: false,
        resolve: { tsconfigPaths: true },
        build: {
          outDir: 'dist/public-site',
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          // No <link rel="modulepreload"> added at run time for a dynamic import's chunks: on a
          // throttled phone each added link cost a millisecond or more of main-thread work. The
          // entry imports the page's chunks itself (public-site/client/main.tsx).
          modulePreload: false,
          rollupOptions: {
            input: 'public-site/client/main.tsx',
            // Virtual modules would otherwise give chunk names with a leading "_".
            output: {
              chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^[^A-Za-z0-9]+/, '')}-[hash].js`,
            },
          },
        },
      },
);
