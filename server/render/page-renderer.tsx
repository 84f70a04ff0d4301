import { PassThrough, type Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { App, type PageComponent } from '@public-site/app/App.js';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PageId } from '@public-site/app/page-data.js';
import { publicContentQueryKey } from '@shared/content-types.js';
import { pageMeta } from '@public-site/app/page-meta.js';
import { PAGES } from '@public-site/app/pages/registry.js';
import { berlinDate } from '@shared/time.js';
import { createQueryClient } from '@shared/http-client.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { isoNow, type Clock } from '../clock.js';
import { contentTypesWithServices } from '../services/content.js';
import type { Services } from '../services/index.js';
import { loadClientAssets, type ClientAssets } from './assets.js';
import { documentEnd, documentStart, type DocumentParts } from './document.js';
import { jsonForScript } from './escape.js';
import { structuredData } from './structured-data.js';

export interface RenderRequest {
  page: PageId;
  isBot: boolean;
  /** The raw ?q= of the search page (PAGES[page].search), which is rendered for each request. */
  query?: string | string[];
}

export interface RenderedPage {
  body: Readable | string;
  nonce: string;
}

interface CachedPage {
  parts: DocumentParts;
  reactHtml: string;
  pageDataJson: string;
}

const MAX_CACHED_PAGES = 64;

/**
 * Renders public pages with React on the server. Page HTML depends only on stored content (and
 * today's date in Berlin, which orders the schedule), so each page is rendered once and served
 * from memory until an admin write drops the cache. The nonce is fresh on every response.
 */
export function createPageRenderer(services: Services, config: Config, logger: Logger, clock: Clock) {
  let assets: ClientAssets | undefined;
  const cache = new Map<string, CachedPage>();
  const qrCodes = new Map<string, Promise<string>>();
  // Bumped on every content change, so a render that raced with an admin write is not cached.
  let generation = 0;
  services.onContentChanged(() => {
    generation += 1;
    cache.clear();
  });

  function qrSvgFor(url: string): Promise<string> {
    let svg = qrCodes.get(url);
    if (!svg) {
      svg = QRCode.toString(url, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#07060d', light: '#ffffff' },
      });
      if (qrCodes.size > 16) qrCodes.clear();
      qrCodes.set(url, svg);
    }
    return svg;
  }

  async function pageData(
    page: PageId,
    origin: string,
    query: RenderRequest['query'],
  ): Promise<{ data: PageData; queryClient: ReturnType<typeof createQueryClient> }> {
    const queryClient = createQueryClient();
    // The same lists the public API answers, under the query keys the page's hooks read.
    const shown = new Set<string>(PAGES[page].content);
    await Promise.all(
      contentTypesWithServices(services.content)
        .filter(({ type }) => shown.has(type.name))
        .map(async ({ type, service }) => {
          const items = (await service.listPublic()).map(type.present);
          queryClient.setQueryData(publicContentQueryKey(type.name), items);
        }),
    );
    const applyUrl = `${origin}/#apply`;
    const data: PageData = {
      page,
      settings: config.site,
      applyUrl,
      qrSvg: page === 'home' ? await qrSvgFor(applyUrl) : '',
      dehydratedState: dehydrate(queryClient),
      renderedAt: isoNow(clock),
      ...(PAGES[page].search ? { search: await services.search.results(query) } : {}),
    };
    return { data, queryClient };
  }

  function renderReact(
    data: PageData,
    queryClient: ReturnType<typeof createQueryClient>,
    Page: PageComponent,
  ): Promise<Readable> {
    return new Promise((resolve, reject) => {
      const output = new PassThrough();
      const stream = renderToPipeableStream(<App data={data} queryClient={queryClient} Page={Page} />, {
        onAllReady() {
          stream.pipe(output);
          resolve(output);
        },
        onShellError: reject,
        onError(error) {
          logger.error({ err: error }, 'page render failed');
        },
      });
    });
  }

  return {
    async render({ page, isBot, query }: RenderRequest): Promise<RenderedPage> {
      // Absolute addresses come from the configuration, never from the request's Host header.
      const origin = config.siteOrigin;
      assets ??= loadClientAssets(config.publicAssetsDir);
      const nonce = randomBytes(16).toString('base64');
      // The schedule is sorted from today's weekday: a new Berlin day is a new page.
      const key = `${page}|${isBot}|${berlinDate(clock())}`;
      // The search page differs with every ?q=: rendered for each request, never cached.
      const perRequest = PAGES[page].search === true;
      const cached = perRequest ? undefined : cache.get(key);
      if (cached) {
        const html =
          documentStart(cached.parts, nonce) +
          cached.reactHtml +
          documentEnd(cached.pageDataJson, assets, nonce, PAGE_DATA_ELEMENT_ID);
        return { body: html, nonce };
      }

      const startedAt = generation;
      const { data, queryClient } = await pageData(page, origin, query);
      const parts: DocumentParts = {
        meta: pageMeta(page, config.site),
        pageSource: PAGES[page].source,
        origin,
        isBot,
        assets,
        structuredData: page === 'home' ? structuredData(config.site, origin, new Date(clock())) : [],
      };
      const pageDataJson = jsonForScript(data);
      const react = await renderReact(data, queryClient, await PAGES[page].load());
      const body = new PassThrough();
      const chunks: Buffer[] = [];
      const currentAssets = assets;
      body.write(documentStart(parts, nonce));
      react.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        body.write(chunk);
      });
      react.on('end', () => {
        body.end(documentEnd(pageDataJson, currentAssets, nonce, PAGE_DATA_ELEMENT_ID));
        if (generation !== startedAt || perRequest) return;
        if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
        cache.set(key, { parts, reactHtml: Buffer.concat(chunks).toString('utf8'), pageDataJson });
      });
      react.on('error', (error) => body.destroy(error));
      return { body, nonce };
    },
    /** For tests and benchmarks: how many pages are cached. */
    cachedPages: () => cache.size,
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
