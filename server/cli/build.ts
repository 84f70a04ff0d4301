import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  buildFingerprint,
  DESKTOP_BUILD,
  recordFingerprint,
  staleBuildReason,
  WEB_BUILD,
  type BuildTarget,
} from './build-fingerprint.js';

/**
 * `npm run build:web`: the three Vite builds the server needs (the public site's browser bundle,
 * the control centre, the server bundle), then the fingerprint of the inputs they were made from.
 * `--desktop` (`npm run build:desktop`) builds the desktop app (out/, electron-vite) instead, with
 * a fingerprint of its own; `--web --desktop` both.
 * `--if-stale` builds only what no longer matches its fingerprint: `npm start` runs the existing
 * bundle at once on an unchanged checkout, and `npm test` finds the build CI made beside the type
 * check and lint (.ci/run) done.
 */
const root = path.resolve(import.meta.dirname, '../..');
const resolvePackage = createRequire(import.meta.url).resolve;
const vite = path.join(path.dirname(resolvePackage('vite/package.json')), 'bin/vite.js');
const electronVite = path.join(
  path.dirname(resolvePackage('electron-vite/package.json')),
  'bin/electron-vite.js',
);

const BUILDS: Array<{ target: BuildTarget; name: string; commands: string[][] }> = [
  {
    target: WEB_BUILD,
    name: 'the server and its pages',
    commands: [
      [vite, 'build'],
      [vite, 'build', '--config', 'admin-desktop/renderer/vite.config.ts'],
      [vite, 'build', '--ssr', 'server/main.ts'],
    ],
  },
  { target: DESKTOP_BUILD, name: 'the desktop app', commands: [[electronVite, 'build']] },
];

const args = process.argv.slice(2);
const onlyIfStale = args.includes('--if-stale');
const wanted = new Set(
  [args.includes('--web') && WEB_BUILD, args.includes('--desktop') && DESKTOP_BUILD].filter(
    (target) => target !== false,
  ),
);
if (wanted.size === 0) wanted.add(WEB_BUILD);

for (const { target, name, commands } of BUILDS.filter((build) => wanted.has(build.target))) {
  const fingerprint = buildFingerprint(root, target);
  const reason = staleBuildReason(root, fingerprint, target);
  if (onlyIfStale && !reason) {
    console.log(`The build of ${name} is up to date.`);
    continue;
  }
  const started = Date.now();
  if (reason) console.log(`Building ${name} (${reason}) …`);
  // A build that fails half-way must not leave a record that says the old one is complete.
  fs.rmSync(path.join(root, target.record), { force: true });
  // `npm start` says only what went wrong: Vite's list of some 300 files would bury the server's
  // first lines (the first admin's password among them). `npm run build:web` lists them.
  const quiet = onlyIfStale ? ['--logLevel', 'warn'] : [];
  for (const command of commands) {
    execFileSync(process.execPath, [...command, ...quiet], { cwd: root, stdio: 'inherit' });
  }
  recordFingerprint(root, fingerprint, target);
  if (onlyIfStale) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
