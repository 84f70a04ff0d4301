import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN, laneServerUrl } from './e2e-env.js';

export { expect, E2E_ADMIN };

/** Cookies and local storage of a signed-in admin, as Playwright's `storageState` takes them. */
export type AdminSession = Awaited<ReturnType<APIRequestContext['storageState']>>;

/**
 * Watches everything a test's browser context does. After the test it fails when
 * - the page logged a console error or threw an uncaught exception, or
 * - any request went to another origin than the site's own (data: and blob: URLs are local).
 * A test whose scenario provokes a browser error (a routed 500 or 404 makes Chromium log
 * "Failed to load resource: …") declares exactly that message with allowConsoleError().
 */
export interface SiteGuard {
  allowConsoleError(pattern: RegExp): void;
  /** Console warnings seen so far (type "warning"). */
  readonly warnings: string[];
  /** Every request URL seen so far, in order. */
  readonly requests: string[];
}

export const test = base.extend<
  { guard: SiteGuard; adminRequest: APIRequestContext },
  { adminSession: AdminSession; laneServer: string }
>({
  /**
   * The worker's own server (its lane: playwright.config.ts starts one per worker, each over a
   * database of its own), so spec files running side by side never see each other's data.
   */
  laneServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => use(laneServerUrl(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],

  // Pages and the `request` fixture talk to the lane's server (a file may set another, test.use).
  baseURL: async ({ laneServer }, use) => use(laneServer),

  /**
   * One admin session per worker, signed in once through the API (the login form itself is tested
   * in admin-auth.spec.ts). Tests that end a session (logout) sign in on their own instead.
   */
  adminSession: [
    async ({ playwright, laneServer }, use) => {
      // Explicitly signed out: nothing of the test that happens to start the worker is inherited.
      const api = await playwright.request.newContext({
        baseURL: laneServer,
        storageState: { cookies: [], origins: [] },
      });
      const login = await api.post('/api/admin/login', { data: E2E_ADMIN });
      expect(login.status(), 'admin login of the worker').toBe(200);
      const session = await api.storageState();
      await api.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],

  /** An API client with the worker's admin session, for tests whose page stays signed out. */
  adminRequest: async ({ playwright, adminSession, laneServer }, use) => {
    const api = await playwright.request.newContext({ baseURL: laneServer, storageState: adminSession });
    await use(api);
    await api.dispose();
  },

  guard: [
    async ({ context, baseURL }, use) => {
      const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const warnings: string[] = [];
      const requests: string[] = [];

      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'warning') warnings.push(text);
        if (message.type() === 'error') errors.push(`${text} (${message.location().url})`);
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      context.on('request', (request) => requests.push(request.url()));

      await use({
        allowConsoleError: (pattern) => allowed.push(pattern),
        warnings,
        requests,
      });

      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors / uncaught exceptions').toEqual([]);
      const foreign = requests.filter((url) => {
        const parsed = new URL(url);
        if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
        return parsed.origin !== ownOrigin;
      });
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

/** A browser context and its page, kept for the next test with the same context options. */
interface KeptPage {
  context: BrowserContext;
  page: Page;
}

/** Page events the tests listen to; their listeners end with the test that added them. */
const PAGE_EVENTS = [
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'console',
  'pageerror',
  'dialog',
];
const CONTEXT_EVENTS = [
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'console',
  'weberror',
  'page',
];

export const keptPageTest = test.extend<{ freshPage: boolean }, { keptPages: Map<string, KeptPage> }>({
  /**
   * Whether the test gets a browser context of its own (Playwright's default) instead of the kept
   * page. A file sets it when its tests change what a context keeps for good: a fake clock, init
   * scripts, exposed functions, emulated media.
   */
  freshPage: [false, { option: true }],

  keptPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const kept = new Map<string, KeptPage>();
      await use(kept);
      await Promise.all([...kept.values()].map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],

  /**
   * The tests share one page per worker (and per set of context options) instead of a new browser
   * context per test. A fresh page is a new renderer process without the compiled
   * JavaScript or the HTTP cache: it takes about 3 s on two cores to show the first screen, the
   * kept one under 1 s. Between tests the page goes to about:blank, and its cookies, storage,
   * routes, listeners, permissions and viewport are reset, so a test starts with the session of
   * its `storageState` and nothing else of the test before. A test that failed leaves its page
   * behind; a retry gets a fresh context (and, with it, the trace).
   */
  context: async (
    {
      freshPage,
      keptPages,
      browser,
      storageState,
      viewport,
      isMobile,
      hasTouch,
      baseURL,
      locale,
      timezoneId,
      userAgent,
      deviceScaleFactor,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      viewport,
      isMobile,
      hasTouch,
      baseURL,
      locale,
      timezoneId,
      userAgent,
      deviceScaleFactor,
    };
    if (freshPage || testInfo.retry > 0) {
      const context = await browser.newContext({ ...options, storageState });
      await use(context);
      await context.close();
      return;
    }
    const state = typeof storageState === 'string' ? undefined : storageState;
    if (typeof storageState === 'string' || (state?.origins.length ?? 0) > 0) {
      throw new Error('A kept page takes cookies only as its storageState; set freshPage for this test.');
    }
    const key = JSON.stringify(options);
    let kept = keptPages.get(key);
    if (kept && kept.page.isClosed()) {
      await kept.context.close();
      kept = undefined;
    }
    if (!kept) {
      const context = await browser.newContext(options);
      kept = { context, page: await context.newPage() };
      keptPages.set(key, kept);
    }
    const { context, page } = kept;
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.goto('about:blank');
    await context.clearCookies();
    if (state?.cookies.length) await context.addCookies(state.cookies);
    if (viewport) await page.setViewportSize(viewport);

    await use(context);

    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) {
      keptPages.delete(key);
      await context.close();
      return;
    }
    // Storage of the site's origin goes with the test; the HTTP cache stays.
    try {
      if (baseURL && page.url().startsWith(new URL(baseURL).origin)) {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
    } catch {
      keptPages.delete(key);
      await context.close();
      return;
    }
    for (const event of PAGE_EVENTS) page.removeAllListeners(event as 'request');
    for (const event of CONTEXT_EVENTS) context.removeAllListeners(event as 'request');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearPermissions();
  },

  page: async ({ context, freshPage }, use, testInfo) => {
    if (freshPage || testInfo.retry > 0) {
      await use(await context.newPage());
      return;
    }
    await use(context.pages()[0] ?? (await context.newPage()));
  },
});

/**
 * Resolves once React has hydrated the element (it then carries React's props key), so clicks,
 * submits and image error events reach the app's handlers instead of the bare server HTML.
 */
export async function waitForHydration(page: Page, selector = '#main'): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/** The index of the slide Swiper marks active in a carousel (-1 before Swiper has started). */
export function activeSlideIndex(slider: Locator): Promise<number> {
  return slider
    .locator('.swiper-slide')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains('swiper-slide-active')));
}

/** The horizontal offset of a carousel's slides, once a running slide transition has ended. */
export async function settledSlideOffset(slider: Locator): Promise<number> {
  return slider.locator('.swiper-wrapper').evaluate(async (wrapper) => {
    await Promise.all(wrapper.getAnimations().map((animation) => animation.finished));
    return new DOMMatrix(getComputedStyle(wrapper).transform).m41;
  });
}

/** A point in the viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/**
 * One drag or swipe gesture from `from` to `to` (mouse or touch); `whileHeld` runs after the last
 * move, before the button or finger is released.
 */
export type Swipe = (from: Point, to: Point, whileHeld: () => Promise<void>) => Promise<void>;

/**
 * Swipes the streaming room forward from its first picture to the last and back again, one
 * picture per gesture, checking that the pictures follow the gesture while it is held (they used
 * to snap back at the edges on every move) and that each gesture moves to the next picture.
 */
export async function swipeStreamingRoomBothWays(page: Page, swipe: Swipe): Promise<void> {
  const room = page.locator('#streaming-room');
  const slider = room.locator('.streaming-room__slider');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveClass(/swiper-initialized/);
  const previous = room.getByRole('button', { name: 'Vorheriges Bild' });
  const next = room.getByRole('button', { name: 'Nächstes Bild' });
  const counter = room.locator('.streaming-room__counter');
  expect(await activeSlideIndex(slider)).toBe(0);
  await expect(previous).toBeDisabled();

  const heldOffset = () =>
    slider.locator('.swiper-wrapper').evaluate(async (wrapper) => {
      // Give a re-render caused by the gesture time to happen before measuring.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return new DOMMatrix(getComputedStyle(wrapper).transform).m41;
    });

  // direction 1: forward (the pictures move to the left), -1: back.
  for (const [direction, expected] of [
    [1, 1],
    [1, 2],
    [-1, 1],
    [-1, 0],
  ] as const) {
    const before = await settledSlideOffset(slider);
    const box = (await slider.boundingBox())!;
    const slide = (await slider.locator('.swiper-slide').first().boundingBox())!;
    // More than half a picture, so even a slow gesture counts as a swipe to the neighbour.
    const distance = slide.width * 0.7;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const from = { x: middle.x + (direction * distance) / 2, y: middle.y };
    const to = { x: middle.x - (direction * distance) / 2, y: middle.y };
    await swipe(from, to, async () => {
      const moved = (await heldOffset()) - before;
      expect(moved * -direction, `offset while held (${direction > 0 ? 'forward' : 'back'})`).toBeGreaterThan(
        distance / 2,
      );
    });
    await expect.poll(() => activeSlideIndex(slider)).toBe(expected);
    // The highlighted picture is Swiper's active one.
    await expect(slider.locator('.swiper-slide').nth(expected).locator('figure')).toHaveClass(
      /streaming-room__figure--current/,
    );
    await expect(counter).toHaveText(new RegExp(`^Bild ${expected + 1} / +von 3$`));
    await expect(previous).toBeEnabled({ enabled: expected > 0 });
    await expect(next).toBeEnabled({ enabled: expected < 2 });
  }
}

/** Resolves once the window has stopped scrolling (no change over 100 ms). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        const check = () => {
          if (window.scrollY === last) return resolve();
          last = window.scrollY;
          window.setTimeout(check, 100);
        };
        check();
      }),
  );
}

/**
 * Follows the hero's FAQ teaser question at `index` (from the top of the page) and checks that
 * the FAQ opens exactly that question and scrolls it into view below the fixed header.
 * Returns the FAQ entry's question button.
 */
export async function followHeroFaqQuestion(page: Page, index: number): Promise<Locator> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const teaser = page.locator('#hero .hero__faq-question').nth(index);
  const question = (await teaser.innerText()).trim();
  const faq = page.locator('#faq');
  const button = faq.getByRole('button', { name: question, exact: true });
  const answer = faq.getByRole('region', { name: question, exact: true });
  await expect(button).not.toBeInViewport();

  await teaser.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.locator('.faq-item__button[aria-expanded="true"]')).toHaveCount(1);
  await expect(answer).toBeVisible();
  // The question ends up fully visible, not under the fixed header.
  const placement = () =>
    button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const header = document.querySelector('header.site-header')!.getBoundingClientRect();
      return box.top >= header.bottom && box.bottom <= window.innerHeight;
    });
  await expect.poll(placement).toBe(true);
  await scrollSettled(page);
  expect(await placement()).toBe(true);
  await expect(button).toBeFocused();
  expect(new URL(page.url()).hash).toBe(`#${await button.getAttribute('id')}`);
  return button;
}

/** Reads an admin list through a request context that carries the admin session. */
export async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T[];
}

/** A value no other test run uses, so stored records can be found again. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The browser's own console error for a failed response (not an app error). */
export function failedResourcePattern(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}

/**
 * Resizes the page and resolves once what the new size changes has been drawn: media-query
 * listeners (Ant Design's breakpoints) run in the next frame, the React render they ask for in a
 * task after it, so two frames later both are done. A state is checked at both sizes this way
 * instead of loading the page once per size.
 */
export async function resizeAndSettle(
  page: Page,
  viewport: { width: number; height: number },
): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * The rules of WCAG 2.0, 2.1 and 2.2 (A and AA) and axe's best practices. Named by tag: axe's
 * default set leaves out some rules of these tags, WCAG 2.2's target size (2.5.8, at least
 * 24 x 24 px) among them. Only violations are collected (not the passes): a fifth faster on the
 * control centre's screens.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: [...AXE_TAGS] },
  resultTypes: ['violations' as const],
};

/** axe-core's source, the copy @axe-core/playwright injects (read once per worker). */
let axeSource: string | undefined;
function axeCoreSource(): string {
  if (axeSource === undefined) {
    const fromPlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
    axeSource = (fromPlaywright('axe-core') as { source: string }).source;
  }
  return axeSource;
}

/**
 * Runs axe over the page with AxeBuilder's rules and options. A page without frames is checked
 * with axe.run in the page itself, axe injected once per loaded document: AxeBuilder injects axe's
 * half a megabyte again on every call and finishes each run in a new blank page, about 2 s per
 * check on two cores against 0.1–0.3 s. A page with frames goes through AxeBuilder, which checks
 * each frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const { default: Builder } = await import('@axe-core/playwright');
    return new Builder({ page }).options(AXE_OPTIONS).analyze();
  }
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeCoreSource());
  return page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/**
 * Runs axe on the page as it is now: its serious and critical violations (WCAG 2.2 A and AA rules
 * and axe's best practices), each naming its rule and the elements it found.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n'),
    );
}

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** Nothing on the page scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The named actions are in `row` and touch-sized (at least 40 px high; `touchSized` false for the
 * feedback cards, whose buttons fill the card's footer in width instead); every button of the row
 * lies wholly inside the phone's width and is not clipped by a scrolling container (only the page
 * scrolls, and only vertically).
 */
export async function expectActionsOnScreen(row: Locator, names: readonly string[], touchSized = true) {
  await expect(row).toBeVisible();
  await row.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 80));
  for (const name of names) {
    const action = row.getByRole('button', { name, exact: true });
    await expect(action).toHaveCount(1);
    if (touchSized) expect((await action.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  }
  const buttons = await row.getByRole('button').all();
  expect(buttons.length).toBeGreaterThanOrEqual(names.length);
  for (const button of buttons) {
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(row.page().viewportSize()!.width);
  }
}
