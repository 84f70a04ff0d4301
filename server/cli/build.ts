import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  buildFingerprint,
  FINGERPRINT_FILE,
  recordFingerprint,
  staleBuildReason,
} from './build-fingerprint.js';

/**
 * `npm run build:web`: the three Vite builds the server needs (the public site's browser bundle,
 * the control centre, the server bundle), then the fingerprint of the inputs they were made from.
 * `--if-stale` (what `npm start` runs) builds only when that fingerprint no longer matches, so a
 * start on an unchanged checkout runs the existing bundle at once. The desktop app is not built
 * here (`npm run build:desktop`).
 */
const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const BUILDS = [
  ['build'],
  ['build', '--config', 'admin-desktop/renderer/vite.config.ts'],
  ['build', '--ssr', 'server/main.ts'],
];

const onlyIfStale = process.argv.includes('--if-stale');
const fingerprint = buildFingerprint(root);
const reason = staleBuildReason(root, fingerprint);
if (onlyIfStale && !reason) {
  console.log('The build in dist/ is up to date.');
} else {
  const started = Date.now();
  if (reason) console.log(`Building the server and its pages (${reason}) …`);
  // A build that fails half-way must not leave a record that says the old one is complete.
  fs.rmSync(path.join(root, FINGERPRINT_FILE), { force: true });
  // `npm start` says only what went wrong: Vite's list of some 300 files would bury the server's
  // first lines (the first admin's password among them). `npm run build:web` lists them.
  const quiet = onlyIfStale ? ['--logLevel', 'warn'] : [];
  for (const args of BUILDS) {
    execFileSync(process.execPath, [vite, ...args, ...quiet], { cwd: root, stdio: 'inherit' });
  }
  recordFingerprint(root, fingerprint);
  if (onlyIfStale) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
