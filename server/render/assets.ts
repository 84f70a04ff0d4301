import fs from 'node:fs';
import path from 'node:path';

/** The client entry as the Vite manifest names it. */
export const CLIENT_ENTRY = 'public-site/client/main.tsx';

export interface ClientAssets {
  /** The entry: a small module that loads the hydration code after the first paint. */
  script: string;
  /** The entry's own imports, fetched with it. */
  preloads: string[];
  /**
   * The chunks of each page's code and of the hydration code, by page source file: the entry
   * imports them all at once after the first paint (the hydration code imports the page).
   */
  pageChunks: Record<string, string[]>;
  styles: string[];
  /** The Latin Inter font, preloaded because the first paint needs it. */
  font?: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Reads the fingerprinted file names of the client build from Vite's manifest. */
export function loadClientAssets(publicAssetsDir: string): ClientAssets {
  const manifestFile = path.join(publicAssetsDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`No client build at ${publicAssetsDir}: run "npm run build" first.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestFile} has no entry for ${CLIENT_ENTRY}`);
  const preloads = (entry.imports ?? []).map((key) => `/${manifest[key]?.file}`);
  const chunksOf = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key === CLIENT_ENTRY) return [];
    seen.add(key);
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((child) => chunksOf(child, seen))];
  };
  // The pages are imported dynamically by the hydration code, which the entry imports dynamically:
  // a page's chunks are the hydration code's and the page's own (each chunk once).
  const pageChunks: Record<string, string[]> = {};
  for (const loader of entry.dynamicImports ?? [])
    for (const key of manifest[loader]?.dynamicImports ?? [])
      pageChunks[key] = [...new Set([...chunksOf(loader), ...chunksOf(key)])];
  const allAssets = [entry, ...(entry.imports ?? []).map((key) => manifest[key]!)].flatMap(
    (chunk) => chunk.assets ?? [],
  );
  const font = allAssets.find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
  return {
    script: `/${entry.file}`,
    preloads,
    pageChunks,
    styles: (entry.css ?? []).map((file) => `/${file}`),
    font: font ? `/${font}` : undefined,
  };
}
