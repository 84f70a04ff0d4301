import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSessionKeys, SESSION_KEYS_FILE } from '@server/auth/session-keys.js';

const folders: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-keys-'));
  folders.push(dir);
  return dir;
};

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadSessionKeys', () => {
  it('takes SESSION_KEYS as they are and writes nothing', () => {
    const dir = dataDir();
    expect(loadSessionKeys(dir, ['a', 'b'])).toEqual(['a', 'b']);
    expect(fs.existsSync(path.join(dir, SESSION_KEYS_FILE))).toBe(false);
  });

  it('generates a key once into the data folder, readable by the owner only, and keeps it', () => {
    const dir = dataDir();
    const keys = loadSessionKeys(dir, []);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dir, SESSION_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSessionKeys(dir, [])).toEqual(keys);
  });

  it('refuses a keys file that holds no list of keys, saying which file to delete', () => {
    const dir = dataDir();
    const file = path.join(dir, SESSION_KEYS_FILE);
    for (const content of ['{"key":"x"}', '[]', '[1, 2]']) {
      fs.writeFileSync(file, content);
      expect(() => loadSessionKeys(dir, [])).toThrow(`${file} does not hold a list of keys; delete it`);
    }
  });

  it('uses the keys of a process that wrote its file first, when two start at once', () => {
    const dir = dataDir();
    const file = path.join(dir, SESSION_KEYS_FILE);
    fs.writeFileSync(file, JSON.stringify(['des-anderen-schluessel']));
    // This process looked before the other one had written its file.
    const exists = fs.existsSync;
    vi.spyOn(fs, 'existsSync')
      .mockImplementationOnce(() => false)
      .mockImplementation(exists);
    expect(loadSessionKeys(dir, [])).toEqual(['des-anderen-schluessel']);
  });

  it('passes on any other failure to write the file', () => {
    const dir = dataDir();
    vi.spyOn(fs, 'writeFileSync').mockImplementation(() => {
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    });
    expect(() => loadSessionKeys(dir, [])).toThrow('no space left on device');
  });
});
