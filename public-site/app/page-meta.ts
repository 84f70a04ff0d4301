import type { SiteSettings } from '@shared/site-settings.js';
import { PAGES, type PageId } from './pages/registry.js';

/** What each page says about itself (pages/registry.ts). */
export interface PageText {
  title: string;
  description: string;
  /** The description search-engine bots get instead. */
  botDescription: string;
  type?: 'website' | 'article';
  /** Not-found pages are not indexed. */
  noindex?: boolean;
}

/** A page's metadata fields (url, canonical and schemaData are added by the server). */
export interface PageMeta extends PageText {
  type: 'website' | 'article';
  path: string;
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  lang: 'de';
}

export const DEFAULT_SHARE_IMAGE = { path: '/static/og-image.jpg', width: 1200, height: 630 };

export function pageMeta(page: PageId, settings: SiteSettings): PageMeta {
  const definition = PAGES[page];
  return {
    type: 'website',
    ...definition.text(settings),
    path: definition.path ?? '/404',
    image: DEFAULT_SHARE_IMAGE.path,
    imageAlt: `${settings.name} – TikTok LIVE Agentur für Deutschland, Österreich und die Schweiz`,
    imageWidth: DEFAULT_SHARE_IMAGE.width,
    imageHeight: DEFAULT_SHARE_IMAGE.height,
    lang: 'de',
  };
}
