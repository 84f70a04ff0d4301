import type { BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, expect, test as base } from './support.js';

/**
 * Tests of the control centre: they start signed in with the worker's admin session (signed in once
 * per worker, see `adminSession` in support.ts), so the page, its context and the `request` fixture
 * all carry the session cookie. The login form, the guards and logout are tested signed out in
 * admin-auth.spec.ts.
 */
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

export const test = base.extend<{ freshPage: boolean }, { keptPages: Map<string, KeptPage> }>({
  storageState: async ({ adminSession }, use) => use(adminSession),
  // With the system's reduced motion, dialogs, dropdowns and toasts open and close at once
  // (admin-reduced-motion.spec.ts tests both settings): on two busy cores a 0.3 s animation can
  // take seconds, and a click can land on an option while its dropdown is still sliding in.
  contextOptions: async ({ contextOptions }, use) => use({ ...contextOptions, reducedMotion: 'reduce' }),

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
   * The control centre's tests share one page per worker (and per set of context options) instead
   * of a new browser context per test. A fresh page is a new renderer process without the compiled
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

/** Signs in through the control centre's login form and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * A sidebar entry (its accessible name also holds the icon's name, so match the end; „Bewerbungen“
 * and „Nachrichten“ may end in their count, „Bewerbungen, 3 neu“, „Nachrichten, 1 ungelesen“).
 */
export function menuItem(page: Page, label: string) {
  return page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}(, \\d+ (neu|ungelesen))?$`) });
}

/** Opens an admin screen through the sidebar, as a user would. */
export async function openScreen(page: Page, label: string, path: string): Promise<void> {
  await menuItem(page, label).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
}

/**
 * Picks an option of an antd Select (`select`: its combobox or its root; the open dropdown is
 * rendered in a portal) and waits until the field shows it. A click that lands while the dropdown
 * is still sliding in can miss the option on a busy machine; the pick is then made again.
 */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  const field = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    // A tooltip the pointer left open (a column header's "Klicken zur … Sortierung" under the last
    // option picked) can cover the option: the pointer leaves first.
    await page.mouse.move(0, 0);
    if ((await dropdown.count()) === 0) await select.click();
    await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(field.locator('.ant-select-content')).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
