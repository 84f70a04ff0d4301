import fs from 'node:fs';
import path from 'node:path';

/** Folders in DATA_DIR are for the server's user only, and so are the files. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export interface DataDirReport {
  /** How many folders and files got their mode tightened. */
  changed: number;
  /** Entries that could not be read or changed (owned by another user, say), left as they are. */
  skipped: string[];
}

/**
 * Creates DATA_DIR readable by the server's user only, and tightens what is already in it
 * (an installation from before this rule, or files copied in by hand): folders 0700, files 0600.
 * DATA_DIR itself may be a symbolic link (to a mounted volume, say); links inside it are left
 * alone, never followed. An entry the server may not change (a root-owned lost+found) is
 * reported, not fatal. New files get these modes where they are written.
 */
export function prepareDataDir(dataDir: string): DataDirReport {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const report: DataDirReport = { changed: 0, skipped: [] };
  const tighten = (target: string, isDirectory: boolean, mode: number) => {
    const wanted = isDirectory ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((mode & 0o777) === wanted) return;
    fs.chmodSync(target, wanted);
    report.changed += 1;
  };
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const target = path.join(folder, entry.name);
      if (!entry.isDirectory() && !entry.isFile()) continue;
      try {
        tighten(target, entry.isDirectory(), fs.lstatSync(target).mode);
        if (entry.isDirectory()) walk(target);
      } catch {
        report.skipped.push(target);
      }
    }
  };
  // stat, not lstat: a DATA_DIR that is a link counts as the folder it points to.
  tighten(dataDir, true, fs.statSync(dataDir).mode);
  walk(dataDir);
  return report;
}
