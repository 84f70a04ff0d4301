import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser bundles of `npm run build` (which `npm test` makes first when they are stale) carry
 * the form validators precompiled, whatever path the forms import them by: Ajv's compiler needs
 * eval, which the pages' and the control centre's CSP forbid.
 */
const BUNDLES = ['dist/public-site/assets', 'dist/admin/assets', 'out/renderer/assets'];
const scripts = (folder: string) =>
  fs
    .readdirSync(path.resolve(folder))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.resolve(folder, file), 'utf8'));

describe('precompiled form validators in the browser bundles', () => {
  it.each(BUNDLES)('%s holds compiled validators and no Ajv compiler', (folder) => {
    const code = scripts(folder);
    expect(code.length, `${folder} (run npm run build)`).toBeGreaterThan(0);
    expect(code.some((text) => text.includes('Error compiling schema'))).toBe(false);
    expect(code.some((text) => /schemaPath:\s*.#\//.test(text))).toBe(true);
  });
});
