import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from '@server/data-dir.js';

const made: string[] = [];
afterEach(() => {
  while (made.length > 0) fs.rmSync(made.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-datadir-'));
  made.push(dir);
  return dir;
};
const modeOf = (target: string) => fs.lstatSync(target).mode & 0o777;

describe('prepareDataDir', () => {
  it('makes the folder a symbolic DATA_DIR points to private, and never follows links inside it', async () => {
    const root = tempDir();
    const volume = path.join(root, 'volume');
    fs.mkdirSync(path.join(volume, 'uploads'), { recursive: true, mode: 0o755 });
    fs.chmodSync(volume, 0o755);
    fs.writeFileSync(path.join(volume, 'agency.sqlite'), '', { mode: 0o644 });
    const outside = path.join(root, 'outside.txt');
    fs.writeFileSync(outside, 'not ours', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(volume, 'uploads', 'link.webp'));
    const dataDir = path.join(root, 'data');
    fs.symlinkSync(volume, dataDir);

    expect(prepareDataDir(dataDir)).toEqual({ changed: 3, skipped: [] });
    expect(modeOf(volume)).toBe(0o700);
    expect(modeOf(path.join(volume, 'uploads'))).toBe(0o700);
    expect(modeOf(path.join(volume, 'agency.sqlite'))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    // A second start has nothing left to change.
    expect(prepareDataDir(dataDir)).toEqual({ changed: 0, skipped: [] });
  });

  it('creates a missing folder private', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    prepareDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });
});
