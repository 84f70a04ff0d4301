import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ENTRY, loadClientAssets } from '@server/render/assets.js';
import { documentEnd, documentStart } from '@server/render/document.js';
import { pageMeta } from '@public-site/app/page-meta.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';

/** A client build's manifest as Vite writes it: the entry loads the hydration code, which loads the pages. */
const MANIFEST = {
  [CLIENT_ENTRY]: {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_preload-helper.js'],
    dynamicImports: ['public-site/client/hydrate.tsx'],
    css: ['assets/main-1.css'],
    assets: ['assets/inter-latin-wght-normal-1.woff2'],
  },
  '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
  '_react.js': { file: 'assets/react-1.js' },
  '_form.js': { file: 'assets/form-1.js', imports: ['_react.js'] },
  'public-site/client/hydrate.tsx': {
    file: 'assets/hydrate-1.js',
    imports: ['_react.js', '_preload-helper.js'],
    dynamicImports: ['public-site/app/pages/Home.tsx', 'public-site/app/pages/Kontakt.tsx'],
  },
  'public-site/app/pages/Home.tsx': { file: 'assets/Home-1.js', imports: ['_form.js', '_react.js'] },
  'public-site/app/pages/Kontakt.tsx': { file: 'assets/Kontakt-1.js', imports: ['_react.js'] },
};

function assetsOf(manifest: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-assets-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  try {
    return loadClientAssets(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the client entry and the page chunks in the document', () => {
  const assets = assetsOf(MANIFEST);

  it('reads each page’s chunks with the hydration code’s, the stylesheet and the font', () => {
    expect(assets).toEqual({
      script: '/assets/main-1.js',
      preloads: ['/assets/preload-helper-1.js'],
      pageChunks: {
        'public-site/app/pages/Home.tsx': [
          '/assets/hydrate-1.js',
          '/assets/react-1.js',
          '/assets/preload-helper-1.js',
          '/assets/Home-1.js',
          '/assets/form-1.js',
        ],
        'public-site/app/pages/Kontakt.tsx': [
          '/assets/hydrate-1.js',
          '/assets/react-1.js',
          '/assets/preload-helper-1.js',
          '/assets/Kontakt-1.js',
        ],
      },
      styles: ['/assets/main-1.css'],
      font: '/assets/inter-latin-wght-normal-1.woff2',
    });
  });

  it('the head names the page’s chunks on the entry script and preloads none of them before the first paint', () => {
    const head = documentStart({
      meta: pageMeta('home', DEFAULT_SITE_SETTINGS),
      pageSource: 'public-site/app/pages/Home.tsx',
      origin: 'https://example.org',
      isBot: false,
      assets,
      structuredData: [],
    });
    expect(head).toContain(
      '<script type="module" src="/assets/main-1.js" data-page-modules="/assets/hydrate-1.js /assets/react-1.js /assets/preload-helper-1.js /assets/Home-1.js /assets/form-1.js"></script>',
    );
    const preloaded = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual(['/assets/preload-helper-1.js']);
    // The stylesheet comes first, and the end of the document has no script to run.
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<script type="module"'));
    expect(documentEnd('{}', 'page-data')).not.toContain('type="module"');
  });
});
