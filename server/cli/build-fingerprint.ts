import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the server's build (the public site's browser bundle, the control centre, the server
 * bundle) is made from. A change to any of these files means the build in dist/ is out of date;
 * anything else (tests, data, the desktop app's main process, docs) does not.
 */
export const BUILD_INPUTS = [
  'server',
  'public-site',
  'admin-desktop/renderer',
  'shared',
  'db',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.web.json',
  'tsconfig.node.json',
  'tsconfig.shared.json',
] as const;

/** What the server needs from the build; all of it must exist for a build to count as current. */
export const BUILD_OUTPUTS = [
  'dist/server/main.js',
  'dist/public-site/.vite/manifest.json',
  'dist/admin/index.html',
] as const;

/** Written after a successful build: the fingerprint of the inputs it was made from. */
export const FINGERPRINT_FILE = 'dist/.build-fingerprint';

/** A build whose output is current while the fingerprint of its inputs is the one it recorded. */
export interface BuildTarget {
  inputs: readonly string[];
  outputs: readonly string[];
  /** Where a successful build records the fingerprint of its inputs. */
  record: string;
}

/** `npm run build:web`: dist/. */
export const WEB_BUILD: BuildTarget = {
  inputs: BUILD_INPUTS,
  outputs: BUILD_OUTPUTS,
  record: FINGERPRINT_FILE,
};

/**
 * `npm run build:desktop`: out/ (main process, preload, renderer). Its inputs are the web build's
 * (the renderer's Vite config reads shared/ and server/environment.ts) and the desktop app's own.
 */
export const DESKTOP_BUILD: BuildTarget = {
  inputs: [...BUILD_INPUTS, 'admin-desktop', 'electron.vite.config.ts'],
  outputs: ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'],
  record: 'out/.build-fingerprint',
};

const SKIPPED_NAMES = new Set(['node_modules', '.DS_Store']);

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  const stats = fs.statSync(full, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return [entry];
  if (!stats.isDirectory()) return [];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .filter((file) => !file.split(path.sep).some((part) => SKIPPED_NAMES.has(part)));
}

/**
 * A hash over the paths and contents of every build input (contents, not times: a fresh checkout
 * or a `git stash` round trip that changes nothing does not force a build). About 50 ms.
 */
export function buildFingerprint(root: string, target: BuildTarget = WEB_BUILD): string {
  const hash = createHash('sha256');
  const files = [...new Set(target.inputs.flatMap((entry) => filesUnder(root, entry)))].sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint the last successful build recorded, or undefined. */
export function recordedFingerprint(root: string, target: BuildTarget = WEB_BUILD): string | undefined {
  try {
    return fs.readFileSync(path.join(root, target.record), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function recordFingerprint(root: string, fingerprint: string, target: BuildTarget = WEB_BUILD): void {
  fs.writeFileSync(path.join(root, target.record), `${fingerprint}\n`);
}

/** Why the build (dist/ unless another target is named) must be made again, or undefined when it is current. */
export function staleBuildReason(
  root: string,
  fingerprint?: string,
  target: BuildTarget = WEB_BUILD,
): string | undefined {
  const missing = target.outputs.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  fingerprint ??= buildFingerprint(root, target);
  const recorded = recordedFingerprint(root, target);
  if (!recorded) return 'no record of the last build';
  if (recorded !== fingerprint) return 'sources, the lockfile or the build configuration changed';
  return undefined;
}
