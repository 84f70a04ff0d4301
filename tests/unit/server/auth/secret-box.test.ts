import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSecretBox,
  isSealed,
  loadSecretBox,
  SECRET_KEY_FILE,
  SecretBoxError,
} from '@server/auth/secret-box.js';

const folders: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const box = () => createSecretBox(randomBytes(32), 'the test key');

describe('createSecretBox', () => {
  it('seals into v1: + base64url without the plain secret, a new IV each time, and opens it again', () => {
    const one = box();
    const sealed = one.seal(SECRET, 'totp:7');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(one.seal(SECRET, 'totp:7')).not.toBe(sealed);
    expect(one.open(sealed, 'totp:7')).toBe(SECRET);
  });

  it('refuses another context (the value copied onto another account), another key and a damaged value, with the reason', () => {
    const one = box();
    const sealed = one.seal(SECRET, 'totp:7');
    expect(() => one.open(sealed, 'totp:8')).toThrow(SecretBoxError);
    expect(() => box().open(sealed, 'totp:7')).toThrow(
      /cannot be decrypted with the key from the test key: it was encrypted with another key\. Put back the totp-encryption-key file/,
    );
    const damaged = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => one.open(damaged, 'totp:7')).toThrow(SecretBoxError);
    expect(() => one.open('v1:AAAA', 'totp:7')).toThrow(SecretBoxError);
    expect(() => one.open(SECRET, 'totp:7')).toThrow('is not encrypted with a known format');
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16), 'kurz')).toThrow('kurz must hold 32 bytes');
  });
});

describe('loadSecretBox', () => {
  it('generates the key once into DATA_DIR (0600) and reads it again at the next start', () => {
    const dir = dataDir();
    const sealed = loadSecretBox(dir, '').seal(SECRET, 'totp:1');
    const file = path.join(dir, SECRET_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadSecretBox(dir, '').open(sealed, 'totp:1')).toBe(SECRET);
  });

  it('takes TOTP_ENCRYPTION_KEY instead of the file, and writes nothing', () => {
    const dir = dataDir();
    const key = randomBytes(32).toString('base64url');
    const sealed = loadSecretBox(dir, key).seal(SECRET, 'totp:1');
    expect(fs.existsSync(path.join(dir, SECRET_KEY_FILE))).toBe(false);
    expect(createSecretBox(Buffer.from(key, 'base64url'), 'x').open(sealed, 'totp:1')).toBe(SECRET);
    expect(() => loadSecretBox(dir, 'zu-kurz')).toThrow(/TOTP_ENCRYPTION_KEY must be 32 random bytes/);
  });

  it('uses the key of a process that linked its file first, when two start at once, and leaves no temporary file', () => {
    const dir = dataDir();
    const file = path.join(dir, SECRET_KEY_FILE);
    const theirs = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, theirs);
    // This process looked before the other one had linked its file.
    const exists = fs.existsSync;
    vi.spyOn(fs, 'existsSync')
      .mockImplementationOnce(() => false)
      .mockImplementation(exists);
    const sealed = loadSecretBox(dir, '').seal(SECRET, 'totp:1');
    expect(createSecretBox(Buffer.from(theirs, 'base64url'), 'x').open(sealed, 'totp:1')).toBe(SECRET);
    expect(fs.readdirSync(dir)).toEqual([SECRET_KEY_FILE]);
  });

  it('writes the key in place where the file system has no hard links', () => {
    const dir = dataDir();
    vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    const sealed = loadSecretBox(dir, '').seal(SECRET, 'totp:1');
    expect(fs.readdirSync(dir)).toEqual([SECRET_KEY_FILE]);
    expect(loadSecretBox(dir, '').open(sealed, 'totp:1')).toBe(SECRET);
  });

  it('refuses a key file that holds no key, naming it', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, SECRET_KEY_FILE), '');
    expect(() => loadSecretBox(dir, '')).toThrow(
      `${path.join(dir, SECRET_KEY_FILE)} must be 32 random bytes`,
    );
  });
});
