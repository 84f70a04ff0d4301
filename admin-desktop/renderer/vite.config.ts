import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The control centre for the browser: served by Koa under /admin. The desktop app builds the same
 * renderer with electron-vite (see electron.vite.config.ts).
 */
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/, threshold: 1024 })],
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../../dist/admin', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
  },
});
