import { dehydrate } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { App } from '@public-site/app/App.js';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PageId } from '@public-site/app/page-data.js';
import { publicContentQueryKey } from '@shared/content-types.js';
import { pageMeta } from '@public-site/app/page-meta.js';
import { PAGES, renderedPerRequest } from '@public-site/app/pages/registry.js';
import { berlinDate, berlinDayStart, nextDay } from '@shared/time.js';
import { createQueryClient } from '@shared/http-client.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { isoNow, type Clock } from '../clock.js';
import { MAX_TIMER_MS } from '../jobs/daily.js';
import { prepareBody, type PreparedBody } from '../prepared-body.js';
import type { Services } from '../services/index.js';
import { createLoadOnce } from '../services/load-once.js';
import { loadClientAssets, type ClientAssets } from './assets.js';
import { documentEnd, documentStart } from './document.js';
import { jsonForScript } from './escape.js';
import { structuredData } from './structured-data.js';
import { newsletterOffered, newsletterPageData, type NewsletterLinkRequest } from './newsletter-page.js';
import { previewBanner, type PreviewBar } from './preview-banner.js';
import { renderToHtml } from './react-html.js';
import { FILE_PAGES, type PageFiles } from './page-files.js';
import type { SiteSettings } from '@shared/site-settings.js';

export interface RenderRequest {
  page: PageId;
  isBot: boolean;
  /** The raw ?q= of the search page (PAGES[page].search), which is rendered for each request. */
  query?: string | string[];
  /** The raw ?token= and ?erledigt= of the newsletter's token pages (PAGES[page].token). */
  link?: NewsletterLinkRequest;
}

const MAX_CACHED_PAGES = 64;
const HTML = 'text/html; charset=utf-8';

/** How long from `now` until the next day begins in Berlin (the schedule's "Heute" moves on). */
export function msUntilNextBerlinDay(now: number): number {
  return berlinDayStart(nextDay(berlinDate(now))) - now;
}

/**
 * Renders the public pages with React on the server. A page's HTML depends only on the stored
 * content and today's date in Berlin (the schedule starts from today), so each page is rendered
 * once into prepared bytes (brotli, gzip, ETag) and served from memory like a static file. A
 * content change drops them and renders the pages visitors were being served again at once, in
 * the background, so the next visitor gets prepared bytes without waiting for React.
 */
export function createPageRenderer(
  services: Services,
  config: Config,
  logger: Logger,
  clock: Clock,
  /** Where prepared pages are also written for nginx (PAGE_FILES_DIR), if anywhere. */
  files?: PageFiles,
) {
  let assets: ClientAssets | undefined;
  const cache = createLoadOnce<string, PreparedBody>(MAX_CACHED_PAGES);
  /** The home page's QR code of its apply address, per origin (a handful at most). */
  const qrCodes = new LRUCache<string, Promise<string>>({ max: 16 });
  let rerenderScheduled: RenderRequest[] | undefined;

  /** Drops the prepared pages `shows` picks and renders them again in the background. */
  function refresh(shows: (page: PageId) => boolean) {
    files?.dropped(shows);
    // A render still running keeps its callers.
    const served: RenderRequest[] = [];
    for (const key of cache.keys()) {
      const request = parseKey(key);
      if (!shows(request.page)) continue;
      cache.drop(key);
      served.push(request);
    }
    // Several writes in a row (a reorder) render once, after the last of them.
    if (rerenderScheduled) {
      rerenderScheduled.push(...served);
      return;
    }
    rerenderScheduled = served;
    setImmediate(() => {
      const requests = rerenderScheduled ?? [];
      rerenderScheduled = undefined;
      lastRefresh = Promise.all(
        requests.map((request) =>
          renderCached(request).catch((error: unknown) =>
            logger.error({ err: error, page: request.page }, 'background page render failed'),
          ),
        ),
      ).then(() => requests.length);
    });
  }
  let lastRefresh: Promise<number> = Promise.resolve(0);

  // The pages that show the changed content type.
  services.onContentChanged((name) => refresh((page) => PAGES[page].content.includes(name)));
  // Every page shows the settings (header, footer, meta tags).
  services.siteSettings.onChange(() => refresh(() => true));

  const keyOf = ({ page, isBot }: RenderRequest) => `${page}|${isBot ? 'bot' : ''}|${berlinDate(clock())}`;

  // At midnight in Berlin every page shows another day ("Heute" in the schedule): the pages being
  // served are rendered again at once, so neither the next visitor nor nginx's files wait for it.
  let today = berlinDate(clock());
  let dayTimer: NodeJS.Timeout | undefined;
  function checkDay(): void {
    const now = berlinDate(clock());
    if (now === today) return;
    today = now;
    refresh(() => true);
  }
  function armDayTimer(): void {
    dayTimer = setTimeout(
      () => {
        checkDay();
        armDayTimer();
      },
      // At least hourly, as the daily job: a clock set right or a suspended machine is noticed.
      Math.min(Math.max(msUntilNextBerlinDay(clock()), 0) + 1, MAX_TIMER_MS),
    );
    dayTimer.unref();
  }
  armDayTimer();
  const parseKey = (key: string): RenderRequest => {
    const [page, bot] = key.split('|');
    return { page: page as PageId, isBot: bot === 'bot' };
  };

  function qrSvgFor(url: string): Promise<string> {
    let svg = qrCodes.get(url);
    if (!svg) {
      svg = QRCode.toString(url, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
        color: { dark: '#07060d', light: '#ffffff' },
      });
      qrCodes.set(url, svg);
    }
    return svg;
  }

  async function pageData(
    page: PageId,
    origin: string,
    { query, link = {} }: Pick<RenderRequest, 'query' | 'link'>,
    settings: SiteSettings,
  ) {
    const queryClient = createQueryClient();
    // The same lists the public API answers, under the query keys the page's hooks read.
    await Promise.all(
      PAGES[page].content.map(async (name) => {
        const { items } = await services.published.list(name);
        queryClient.setQueryData(publicContentQueryKey(name), items);
      }),
    );
    const applyUrl = `${origin}/#apply`;
    const data: PageData = {
      page,
      // The tracking links' names are the agency's own business: never in a public page.
      settings: { ...settings, trackingLinks: [] },
      applyUrl,
      qrSvg: page === 'home' ? await qrSvgFor(applyUrl) : '',
      dehydratedState: dehydrate(queryClient),
      renderedAt: isoNow(clock),
      // The periods the pages state; the page data goes to every browser, so nothing else.
      retention: {
        applicationDays: config.retention.applicationDays,
        acceptedDays: config.retention.acceptedDays,
        messageDays: config.retention.messageDays,
        auditDays: config.retention.auditDays,
      },
      newsletter: await newsletterPageData(
        page,
        newsletterOffered(config),
        link,
        services.newsletterSubscribers,
      ),
      ...(PAGES[page].search ? { search: await services.search.results(query) } : {}),
    };
    return { data, queryClient };
  }

  /** The page's whole HTML with these settings. */
  async function renderHtml(
    { page, isBot, query, link }: RenderRequest,
    settings: SiteSettings,
    preview?: PreviewBar,
  ): Promise<string> {
    // Absolute addresses come from the configuration, never from the request's Host header.
    const origin = config.siteOrigin;
    assets ??= loadClientAssets(config.publicAssetsDir);
    const { data, queryClient } = await pageData(page, origin, { query, link }, settings);
    const meta = pageMeta(page, settings);
    const start = documentStart({
      meta: preview ? { ...meta, noindex: true } : meta,
      pageSource: PAGES[page].source,
      origin,
      isBot,
      assets,
      structuredData: page === 'home' ? structuredData(settings, origin, new Date(clock())) : [],
      ...(preview ? { banner: previewBanner(preview) } : {}),
    });
    const Page = await PAGES[page].load();
    const react = await renderToHtml(<App data={data} queryClient={queryClient} Page={Page} />, (error) =>
      logger.error({ err: error }, 'page render failed'),
    );
    const end = documentEnd(jsonForScript(data), PAGE_DATA_ELEMENT_ID);
    return start + react + end;
  }

  async function renderPage(request: RenderRequest, signal?: AbortSignal): Promise<PreparedBody> {
    return prepareBody(HTML, await renderHtml(request, services.siteSettings.current()), signal);
  }

  /** The prepared page, rendered at most once per content version and day (callers share it). */
  function renderCached(request: RenderRequest): Promise<PreparedBody> {
    // The search page differs with every ?q=, a token page with its ?token=: rendered for each
    // request, never kept (a token page's bytes must not outlive the request).
    if (renderedPerRequest(request.page)) return renderPage(request);
    return cache.get(keyOf(request), async (signal) => {
      const body = await renderPage(request, signal);
      files?.prepared(request.page, request.isBot ? 'bot' : 'page', body, signal);
      return body;
    });
  }

  return {
    render: renderCached,
    /** The page's prepared bytes if they are ready now (served from memory without Koa). */
    peek(request: RenderRequest): PreparedBody | undefined {
      if (renderedPerRequest(request.page)) return undefined;
      return cache.peek(keyOf(request));
    },
    /**
     * A page with unsaved settings for the preview tab: rendered for the one request, never
     * kept, marked noindex and carrying the preview's bar.
     */
    preview: (page: PageId, settings: SiteSettings, bar: PreviewBar): Promise<string> =>
      renderHtml({ page, isBot: false }, settings, bar),
    /**
     * For tests and benchmarks: resolves with how many pages the newest background re-render
     * (after a change) rendered, once they are all prepared.
     */
    refreshed: (): Promise<number> =>
      new Promise<void>((resolve) => setImmediate(resolve)).then(() => lastRefresh),
    /** For tests and benchmarks: how many pages are cached. */
    cachedPages: () => cache.size(),
    /**
     * Renders every page with an address (at start, so the first visitor and nginx's files do not
     * wait for React). Resolves when they are prepared; a failure is logged.
     */
    async warm(): Promise<void> {
      await Promise.all(
        FILE_PAGES.flatMap(([, page]) =>
          // The bots' files too when nginx serves them (it gives them to every agent of no browser's shape).
          (files ? [false, true] : [false]).map((isBot) =>
            renderCached({ page, isBot }).catch((error: unknown) =>
              logger.error({ err: error, page }, 'page render at start failed'),
            ),
          ),
        ),
      );
    },
    /** Renders the pages again if the day in Berlin has changed since (the timer calls it). */
    checkDay,
    /** Stops the day-change timer. */
    close(): void {
      clearTimeout(dayTimer);
    },
    /** The page files for nginx, if they are written (tests and benchmarks wait for them). */
    files,
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
