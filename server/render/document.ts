import { PAGE_MODULES_ATTRIBUTE } from '@public-site/app/page-data.js';
import type { PageMeta } from '@public-site/app/page-meta.js';
import type { ClientAssets } from './assets.js';
import { escapeHtml, jsonForScript } from './escape.js';

export interface DocumentParts {
  meta: PageMeta;
  /** Source file of the page component, to preload its chunks. */
  pageSource: string;
  /** Absolute origin for canonical and Open Graph addresses. */
  origin: string;
  isBot: boolean;
  assets: ClientAssets;
  structuredData: object[];
  /** HTML shown above the page (the preview's bar), outside the part React hydrates. */
  banner?: string;
}

/**
 * The HTML before the React markup. Its only inline scripts are data blocks (JSON-LD), which
 * browsers never execute, so the page needs no nonce and its bytes stay the same until content
 * changes.
 */
export function documentStart({
  meta,
  pageSource,
  origin,
  isBot,
  assets,
  structuredData,
  banner = '',
}: DocumentParts): string {
  const url = `${origin}${meta.path}`;
  const image = `${origin}${meta.image}`;
  const description = isBot ? meta.botDescription : meta.description;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.noindex ? '' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta name="theme-color" content="#07060d">',
    '<meta name="color-scheme" content="dark">',
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:locale" content="de_DE">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${meta.imageWidth}">`,
    `<meta property="og:image:height" content="${meta.imageHeight}">`,
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    '<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">',
    assets.font ? `<link rel="preload" href="${assets.font}" as="font" type="font/woff2" crossorigin>` : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    // The entry is small and deferred (a module); it names the page's chunks, which it imports
    // after the first paint: until then the stylesheet and the font have the connection to
    // themselves, and no script runs before the page is shown.
    `<script type="module" src="${assets.script}" ${PAGE_MODULES_ATTRIBUTE}="${(assets.pageChunks[pageSource] ?? []).join(' ')}"></script>`,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return `<!DOCTYPE html><html lang="${meta.lang}" class="dark"><head>${tags.filter(Boolean).join('')}</head><body>${banner}<div id="root">`;
}

/** The HTML after the React markup: the page data for hydration (the entry is in the head). */
export function documentEnd(pageDataJson: string, dataElementId: string): string {
  return `</div><script type="application/json" id="${dataElementId}">${pageDataJson}</script></body></html>`;
}

/**
 * The CSP of the public pages: scripts only from this origin. No inline script runs, not even one
 * injected into stored text; the data blocks above are not scripts to the browser.
 */
export function pageCsp(upgradeInsecure: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React and Swiper set style attributes; no inline <style> is needed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
