import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The generated keys' file in DATA_DIR (backups carry it, so restored sessions stay valid). */
export const SESSION_KEYS_FILE = 'session-keys.json';

/**
 * Keys that sign the session cookie: SESSION_KEYS when set, else keys generated once into
 * DATA_DIR/session-keys.json (readable by the owner only) so restarts keep sessions valid.
 */
export function loadSessionKeys(dataDir: string, configured: string[]): string[] {
  if (configured.length > 0) return configured;
  const file = path.join(dataDir, SESSION_KEYS_FILE);
  if (fs.existsSync(file)) {
    const keys: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Array.isArray(keys) && keys.length > 0 && keys.every((key) => typeof key === 'string')) {
      return keys as string[];
    }
    throw new Error(`${file} does not hold a list of keys; delete it to generate new ones`);
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const keys = [randomBytes(32).toString('base64url')];
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote its keys first: use those.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSessionKeys(dataDir, configured);
    throw error;
  }
  return keys;
}
