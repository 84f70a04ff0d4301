import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { precomputedModules } from '@shared/build/precomputed.js';
import phoneMetadata from '@shared/phone-metadata.js';

/**
 * The public site's browser bundle gets shared/phone-metadata.ts as the object the server computes
 * (vite.config.ts), not libphonenumber's two rule sets it is picked from.
 */
describe('precomputedModules', () => {
  const root = path.resolve('.');
  const file = path.join(root, 'shared/phone-metadata.ts');
  const plugin = precomputedModules(root, { 'shared/phone-metadata.ts': phoneMetadata });
  const load = plugin.load as (id: string) => string | null;

  it('replaces a listed module with its value as JSON, the same value the server reads', async () => {
    const code = load(`\0precomputed:${file}`)!;
    expect(code.startsWith('export default {')).toBe(true);
    const data = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    expect(((await import(data)) as { default: unknown }).default).toEqual(phoneMetadata);
    // Smaller than the full rule set it replaces (about 157 KB) in the browser.
    expect(code.length).toBeLessThan(90_000);
  });

  it('leaves other modules alone', () => {
    expect(load(path.join(root, 'shared/phone-number.ts'))).toBeNull();
    expect(load(`\0precomputed:${path.join(root, 'shared/url.ts')}`)).toBeNull();
  });
});
