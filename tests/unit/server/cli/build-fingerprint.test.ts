import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BUILD_OUTPUTS,
  buildFingerprint,
  DESKTOP_BUILD,
  recordFingerprint,
  staleBuildReason,
} from '@server/cli/build-fingerprint.js';

/** A small project folder with the build's inputs and outputs, as after a build. */
let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-fingerprint-'));
  write('server/app.ts', 'export const app = 1;\n');
  write('public-site/app/App.tsx', 'export const App = () => null;\n');
  write('admin-desktop/renderer/src/main.tsx', 'export {};\n');
  write('admin-desktop/main/index.ts', 'export {};\n');
  write('shared/messages.ts', 'export const messages = {};\n');
  write('db/connection.ts', 'export {};\n');
  write('package.json', '{}\n');
  write('package-lock.json', '{}\n');
  write('vite.config.ts', 'export default {};\n');
  write('tests/unit/app.test.ts', 'test\n');
  write('data/agency.sqlite', 'db\n');
  write('README.md', '# readme\n');
  for (const file of BUILD_OUTPUTS) write(file, 'built\n');
  recordFingerprint(root, buildFingerprint(root));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('whether npm start must build', () => {
  it('not on an unchanged checkout, nor for changes outside the build (tests, data, docs, desktop main)', () => {
    expect(staleBuildReason(root)).toBeUndefined();
    write('tests/unit/app.test.ts', 'changed\n');
    write('data/agency.sqlite', 'more rows\n');
    write('README.md', '# changed\n');
    write('admin-desktop/main/index.ts', 'export const changed = 1;\n');
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it('not when a file is only touched, since the contents count', () => {
    const file = path.join(root, 'server/app.ts');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it.each([
    ['a source file', 'server/app.ts'],
    ['a page', 'public-site/app/App.tsx'],
    ['the control centre', 'admin-desktop/renderer/src/main.tsx'],
    ['the lockfile', 'package-lock.json'],
    ['the build configuration', 'vite.config.ts'],
  ])('when %s changed', (_what, file) => {
    write(file, 'changed\n');
    expect(staleBuildReason(root)).toMatch(/changed/);
  });

  it('when a source file is added or removed', () => {
    write('shared/new-module.ts', 'export {};\n');
    expect(staleBuildReason(root)).toMatch(/changed/);
    fs.rmSync(path.join(root, 'shared/new-module.ts'));
    expect(staleBuildReason(root)).toBeUndefined();
    fs.rmSync(path.join(root, 'db/connection.ts'));
    expect(staleBuildReason(root)).toMatch(/changed/);
  });

  it('when an output is missing or no build was recorded', () => {
    fs.rmSync(path.join(root, 'dist/admin/index.html'));
    expect(staleBuildReason(root)).toBe('dist/admin/index.html is missing');
    write('dist/admin/index.html', 'built\n');
    fs.rmSync(path.join(root, 'dist/.build-fingerprint'));
    expect(staleBuildReason(root)).toBe('no record of the last build');
  });
});

describe('whether npm test must build the desktop app', () => {
  beforeEach(() => {
    write('electron.vite.config.ts', 'export default {};\n');
    for (const file of DESKTOP_BUILD.outputs) write(file, 'built\n');
    recordFingerprint(root, buildFingerprint(root, DESKTOP_BUILD), DESKTOP_BUILD);
  });

  it('not on an unchanged checkout, nor for tests, data or docs', () => {
    expect(staleBuildReason(root, undefined, DESKTOP_BUILD)).toBeUndefined();
    write('tests/unit/app.test.ts', 'changed\n');
    write('README.md', '# changed\n');
    expect(staleBuildReason(root, undefined, DESKTOP_BUILD)).toBeUndefined();
  });

  it.each([
    ['its main process (which the server build ignores)', 'admin-desktop/main/index.ts'],
    ['the control centre', 'admin-desktop/renderer/src/main.tsx'],
    ['shared code', 'shared/messages.ts'],
    ['its build configuration', 'electron.vite.config.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('when %s changed', (_what, file) => {
    write(file, 'changed\n');
    expect(staleBuildReason(root, undefined, DESKTOP_BUILD)).toMatch(/changed/);
  });

  it('keeps its own record: a current server build says nothing of out/', () => {
    fs.rmSync(path.join(root, DESKTOP_BUILD.record));
    expect(staleBuildReason(root)).toBeUndefined();
    expect(staleBuildReason(root, undefined, DESKTOP_BUILD)).toBe('no record of the last build');
    fs.rmSync(path.join(root, 'out/renderer/index.html'));
    expect(staleBuildReason(root, undefined, DESKTOP_BUILD)).toBe('out/renderer/index.html is missing');
  });
});
