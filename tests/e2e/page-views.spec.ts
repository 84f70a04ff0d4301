import type { APIRequestContext, Browser } from '@playwright/test';
import { PAGE_VIEW_BEACON_PATH } from '@shared/page-view-beacon.js';
import { expect, test, uniqueSuffix, waitForHydration } from './support.js';

/**
 * Page views come from the page's beacon after hydration, not from the page request: a browser's
 * visit is counted once (the lane servers flush every PAGEVIEW_FLUSH_SECONDS = 1 s), a plain
 * request of the page is not. Each visitor has a user agent of its own, so earlier tests of the
 * lane (the same address and browser) cannot have counted it already.
 */
const viewsToday = async (adminRequest: APIRequestContext): Promise<number> => {
  const response = await adminRequest.get('/api/admin/stats');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pageviews: { today: number } }).pageviews.today;
};

/** Visits `path` in a fresh browser context as a new visitor; resolves once its beacon is answered. */
async function visit(browser: Browser, laneServer: string, userAgent: string, path: string, times = 1) {
  const context = await browser.newContext({ baseURL: laneServer, userAgent });
  try {
    const page = await context.newPage();
    for (let i = 0; i < times; i++) {
      const beacon = page.waitForResponse(
        (response) => new URL(response.url()).pathname === PAGE_VIEW_BEACON_PATH,
      );
      await page.goto(path);
      await waitForHydration(page);
      const answer = await beacon;
      expect(answer.status()).toBe(204);
      expect(answer.request().postData()).toBe(path);
    }
  } finally {
    await context.close();
  }
}

test('a browser visit counts once within the flush interval, a request without JavaScript not at all', async ({
  browser,
  laneServer,
  adminRequest,
  request,
}) => {
  const chrome = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Besuch-${uniqueSuffix()}`;
  const before = await viewsToday(adminRequest);

  // One visitor loads the page three times: one view.
  await visit(browser, laneServer, `${chrome} A`, '/kontakt', 3);
  await expect.poll(() => viewsToday(adminRequest), { timeout: 5_000 }).toBe(before + 1);

  // A plain request of the page (no JavaScript runs), even with a browser's user agent: the page
  // is served, nothing is counted. Another browser visit afterwards makes the count exactly + 2,
  // so a counted plain request (+ 3) could not hide behind a late flush.
  for (const path of ['/', '/kontakt', '/impressum']) {
    const page = await request.get(path, { headers: { 'user-agent': `${chrome} ohne-JS` } });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  }
  await visit(browser, laneServer, `${chrome} B`, '/');
  await expect.poll(() => viewsToday(adminRequest), { timeout: 5_000 }).toBe(before + 2);
});
