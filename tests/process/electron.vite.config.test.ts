import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What `electron-vite build` (`npm run build:desktop`, which `npm test` runs first when out/ is
 * stale) must produce for the desktop app, and the properties packaging relies on.
 */
const out = path.resolve('out');
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

describe('electron-vite build output', () => {
  it('has the main process, the preload script and the renderer', () => {
    for (const file of ['main/index.js', 'preload/index.cjs', 'renderer/index.html']) {
      expect(fs.existsSync(path.join(out, file)), `out/${file} (run npm run build)`).toBe(true);
    }
  });

  it('main imports nothing but Node built-ins and electron, so the package needs no node_modules', () => {
    const imports = [...read('main/index.js').matchAll(/^import .* from "([^"]+)";?$/gm)].map(
      (match) => match[1],
    );
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) expect(specifier).toMatch(/^(node:|electron$)/);
  });

  it('the preload script is CommonJS (required for sandboxed preloads) and exposes only window.desktop', () => {
    const preload = read('preload/index.cjs');
    expect(preload).toContain('require("electron")');
    expect(preload).not.toMatch(/^import /m);
    expect([...preload.matchAll(/exposeInMainWorld\("([^"]+)"/g)].map((match) => match[1])).toEqual([
      'desktop',
    ]);
  });

  it('the renderer is the control centre with absolute /admin/ asset paths', () => {
    const html = read('renderer/index.html');
    expect(html).toContain('<title>Kontrollzentrum</title>');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      expect(asset.startsWith('/admin/assets/')).toBe(true);
      expect(fs.existsSync(path.join(out, 'renderer', asset.replace('/admin/', '')))).toBe(true);
    }
  });
});
