import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { decorativeIcons } from '../../shared/build/decorative-icons.js';
import { standaloneValidators } from '../../shared/build/standalone-validators.js';
import { adminFormSchemas } from '../../shared/admin-form-validators.js';
import { precomputedModules } from '../../shared/build/precomputed.js';
import API from '../../shared/api/index.js';
import { withoutSchemas } from '../../shared/api/endpoint.js';
import { ADMIN_DEV_PORT, localHost, localServerOrigin, readEnvironment } from '../../server/environment.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
// `npm run dev`'s address: HOST and PORT (and .env) as the server reads them.
const environment = readEnvironment();
const DEV_API = localServerOrigin(environment);

/**
 * The control centre for the browser: served by Koa under /admin. The desktop app builds the same
 * renderer with electron-vite (see electron.vite.config.ts).
 */
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [
    react(),
    // The forms validate with the shared schemas, precompiled (the admin CSP has no 'unsafe-eval').
    standaloneValidators(root, { 'shared/admin-form-validators.ts': adminFormSchemas }),
    // The API's declarations without their validators: the client needs paths and methods only.
    precomputedModules(root, { 'shared/api/index.ts': withoutSchemas(API) }),
    // Icons are decorative (no English icon names in the accessible names).
    decorativeIcons(fileURLToPath(new URL('./src/lib/decorative-icon.tsx', import.meta.url))),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 }),
  ],
  publicDir: false,
  resolve: { tsconfigPaths: true },
  // `npm run dev:admin`: the app with hot reload on ADMIN_DEV_PORT, the API of `npm run dev` behind it.
  server: {
    // On the server's HOST too: a phone on the network reaches both, or neither.
    host: localHost(environment),
    port: ADMIN_DEV_PORT,
    proxy: Object.fromEntries(
      ['/api', '/uploads', '/static'].map((prefix) => [
        prefix,
        {
          target: DEV_API,
          changeOrigin: true,
          // The API refuses writes from other origins; the dev proxy speaks for the app.
          configure: (proxy: {
            on(
              event: 'proxyReq',
              listener: (request: { setHeader(name: string, value: string): void }) => void,
            ): void;
          }) => proxy.on('proxyReq', (request) => request.setHeader('origin', DEV_API)),
        },
      ]),
    ),
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/admin', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    // Virtual modules would otherwise give chunk names with a leading "_".
    rollupOptions: {
      output: { chunkFileNames: (chunk) => `assets/${chunk.name.replace(/^[^A-Za-z0-9]+/, '')}-[hash].js` },
    },
  },
});
