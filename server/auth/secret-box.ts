import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.js';

/**
 * Encryption of secrets the server must read again (the TOTP keys of staff accounts), so a copy of
 * the database alone (a stolen dump, a backup without its key file) gives none away. The key is
 * kept outside the database: TOTP_ENCRYPTION_KEY when set, else generated once into
 * DATA_DIR/totp-encryption-key, like the session keys (backups carry both).
 */

/** The generated key's file in DATA_DIR (backups carry it, so a restored server verifies codes). */
export const SECRET_KEY_FILE = 'totp-encryption-key';
/** The environment variable that supplies the key instead of the file. */
export const SECRET_KEY_VARIABLE = 'TOTP_ENCRYPTION_KEY';

/** The format of a sealed value: a later format gets a new prefix, and old values stay readable. */
const PREFIX = 'v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A secret that cannot be opened: the key is not the one it was sealed with, or the value is damaged. */
export class SecretBoxError extends Error {}

export interface SecretBox {
  /**
   * `v1:` + base64url(iv | tag | ciphertext), AES-256-GCM with a fresh IV each time. `context`
   * (the account it belongs to, say) is bound as associated data: a value copied onto another
   * account does not open there.
   */
  seal(plain: string, context: string): string;
  /** The plain secret; throws SecretBoxError when the key or the context does not fit. */
  open(sealed: string, context: string): string;
  /**
   * A key for one purpose (HMAC-SHA256 of `purpose` under this key, base64url): stable across
   * restarts and the same in every process, unlike the session keys, which may be rotated.
   */
  derive(purpose: string): string;
}

/** Whether a stored value is sealed (a value from before the encryption is not). */
export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/** A box over a 32-byte key; `source` names where the key came from, for the error messages. */
export function createSecretBox(key: Buffer, source: string): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`${source} must hold ${KEY_BYTES} bytes, base64url-encoded`);
  return {
    derive: (purpose) => createHmac('sha256', key).update(purpose).digest('base64url'),
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
    },
    open(sealed, context) {
      if (!isSealed(sealed))
        throw new SecretBoxError(`The secret (${context}) is not encrypted with a known format.`);
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      try {
        if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('too short');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(
          `The secret (${context}) cannot be decrypted with the key from ${source}: it was encrypted with ` +
            `another key. Put back the ${SECRET_KEY_FILE} file of the installation (it is in its backups) ` +
            `or set ${SECRET_KEY_VARIABLE} to its key; without it, reset the account's second factor ` +
            '(npm run admin).',
        );
      }
    },
  };
}

function writeIfMissing(file: string, key: string): void {
  try {
    fs.writeFileSync(file, key, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function keyFrom(text: string, source: string): Buffer {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9_-]{43}$/.test(trimmed)) {
    throw new Error(
      `${source} must be ${KEY_BYTES} random bytes, base64url-encoded (43 characters), ` +
        `e.g. from: node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
  }
  return Buffer.from(trimmed, 'base64url');
}

/**
 * The box over TOTP_ENCRYPTION_KEY when it is set, else over the key generated once into
 * DATA_DIR/totp-encryption-key (readable by the owner only), as the session keys are.
 */
export function loadSecretBox(dataDir: string, configured: string): SecretBox {
  if (configured) return createSecretBox(keyFrom(configured, SECRET_KEY_VARIABLE), SECRET_KEY_VARIABLE);
  const file = path.join(dataDir, SECRET_KEY_FILE);
  if (fs.existsSync(file)) return createSecretBox(keyFrom(fs.readFileSync(file, 'utf8'), file), file);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const key = randomBytes(KEY_BYTES).toString('base64url');
  // Written whole under a name of its own, then linked into place: processes starting together on
  // one DATA_DIR (PostgreSQL) never read a half-written key, and the first link wins.
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, key, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // EEXIST: another process was first, its key is read below. Without hard links: written in place.
    if (code !== 'EEXIST') writeIfMissing(file, key);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return loadSecretBox(dataDir, configured);
}

/** A box over a random key that lives as long as the process (services built without one: benchmarks). */
export const ephemeralSecretBox = (): SecretBox =>
  createSecretBox(randomBytes(KEY_BYTES), 'a key of this process');
