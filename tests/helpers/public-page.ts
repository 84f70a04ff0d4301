import { createElement } from 'react';
import { renderToHtml } from '@server/render/react-html.js';
import { dehydrate } from '@tanstack/react-query';
import { App } from '@public-site/app/App.js';
import { PAGE_DATA_ELEMENT_ID, type NewsletterPageData, type PageData } from '@public-site/app/page-data.js';
import { pageMeta } from '@public-site/app/page-meta.js';
import { PAGES, type PageId } from '@public-site/app/pages/registry.js';
import type { ClientAssets } from '@server/render/assets.js';
import { documentEnd, documentStart } from '@server/render/document.js';
import { jsonForScript } from '@server/render/escape.js';
import { structuredData } from '@server/render/structured-data.js';
import { CONTENT_TYPE_NAMES, publicContentQueryKey, type ContentTypeName } from '@shared/content-types.js';
import { createQueryClient } from '@shared/http-client.js';
import { NO_SEARCH_RESULTS } from '@shared/search.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings.js';

export const TEST_ORIGIN = 'https://agentur.example';

const ASSETS: ClientAssets = { script: '/assets/main.js', preloads: [], pageChunks: {}, styles: [] };

/** A copy of the default settings, changed by `change`. */
export function settingsWith(change: (settings: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(DEFAULT_SITE_SETTINGS);
  change(settings);
  return settings;
}

/**
 * A public page as the page renderer builds it (server/render/page-renderer.tsx), from the given
 * settings instead of the stored ones and with empty content lists (or `content`'s): the head with its metadata
 * and JSON-LD, React's markup and the page data. No database, no client build.
 */
export async function renderPublicPage(
  page: PageId,
  settings: SiteSettings,
  options: {
    isBot?: boolean;
    content?: Partial<Record<ContentTypeName, unknown[]>>;
    /** The newsletter's page data; not offered unless given. */
    newsletter?: NewsletterPageData;
  } = {},
): Promise<string> {
  const queryClient = createQueryClient();
  for (const name of CONTENT_TYPE_NAMES) {
    queryClient.setQueryData(publicContentQueryKey(name), options.content?.[name] ?? []);
  }
  const data: PageData = {
    page,
    settings,
    applyUrl: `${TEST_ORIGIN}/#apply`,
    qrSvg: '',
    dehydratedState: dehydrate(queryClient),
    renderedAt: '2026-03-02T10:00:00.000Z',
    retention: { applicationDays: 180, acceptedDays: 730, messageDays: 365, auditDays: 365 },
    newsletter: options.newsletter ?? { offered: false },
    ...(PAGES[page].search ? { search: NO_SEARCH_RESULTS } : {}),
  };
  const Page = await PAGES[page].load();
  let failed: unknown;
  const react = await renderToHtml(createElement(App, { data, queryClient, Page }), (error) => {
    failed ??= error;
  });
  if (failed) throw failed;
  const start = documentStart({
    meta: pageMeta(page, settings),
    pageSource: PAGES[page].source,
    origin: TEST_ORIGIN,
    isBot: options.isBot ?? false,
    assets: ASSETS,
    structuredData:
      page === 'home' ? structuredData(settings, TEST_ORIGIN, new Date('2026-03-02T10:00:00Z')) : [],
  });
  return start + react + documentEnd(jsonForScript(data), PAGE_DATA_ELEMENT_ID);
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The value of a <meta> tag, with the HTML entities of an attribute decoded. */
export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The markup React rendered (between <div id="root"> and the page data), without the head. */
export function bodyOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}"`);
  return html.slice(start, end);
}

/** The markup of the landing page's <section id="…">. */
export function sectionOf(html: string, id: string): string {
  const match = new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(html);
  if (!match) throw new Error(`No section #${id} in the page`);
  return match[0];
}
