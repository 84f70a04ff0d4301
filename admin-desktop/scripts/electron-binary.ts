import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Where the Electron binary is, or null when it is not installed. Never triggers the download
 * that `require('electron')` would start (impossible on machines without outside access).
 * ELECTRON_OVERRIDE_DIST_PATH (Electron's own variable) points at a binary installed elsewhere.
 */
export function findElectronBinary(): string | null {
  let packageDir: string;
  try {
    packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const executable = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : '';
  // eslint-disable-next-line no-restricted-properties -- a developer tool, not the server's configuration
  const overrideDir = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidates = overrideDir
    ? [path.join(overrideDir, executable || 'electron')]
    : executable
      ? [path.join(packageDir, 'dist', executable)]
      : [];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}
