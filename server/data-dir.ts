import fs from 'node:fs';
import path from 'node:path';

/** Folders in DATA_DIR are for the server's user only, and so are the files. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates DATA_DIR readable by the server's user only, and tightens what is already in it
 * (an installation from before this rule, or files copied in by hand): folders 0700, files 0600.
 * Symbolic links are left alone (never followed). Returns how many modes were changed.
 * New files get these modes where they are written (database, uploads, session keys).
 */
export function prepareDataDir(dataDir: string): number {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let changed = 0;
  const tighten = (target: string, stats: fs.Stats) => {
    const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== wanted) {
      fs.chmodSync(target, wanted);
      changed += 1;
    }
  };
  const walk = (folder: string) => {
    tighten(folder, fs.lstatSync(folder));
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) tighten(target, fs.lstatSync(target));
    }
  };
  walk(dataDir);
  return changed;
}
