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

/**
 * The picture shared links show: the one staff uploaded (seo.shareImage, 1200 x 630 like the
 * shipped one, which the control centre's upload ensures) or the shipped one.
 */
export function shareImageOf(settings: SiteSettings): typeof DEFAULT_SHARE_IMAGE {
  const { shareImage } = settings.seo;
  return shareImage ? { path: shareImage, width: 1200, height: 630 } : DEFAULT_SHARE_IMAGE;
}

export function pageMeta(page: PageId, settings: SiteSettings): PageMeta {
  const definition = PAGES[page];
  const image = shareImageOf(settings);
  return {
    type: 'website',
    ...definition.text(settings),
    path: definition.path ?? '/404',
    image: image.path,
    imageAlt: `${settings.name} – TikTok LIVE Agentur für Deutschland, Österreich und die Schweiz`,
    imageWidth: image.width,
    imageHeight: image.height,
    lang: 'de',
  };
}
