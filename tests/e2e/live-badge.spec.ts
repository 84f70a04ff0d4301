import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Livestream } from '@shared/api-types.js';
import { test } from './admin-support.js';
import {
  adminList,
  expect,
  resizeAndSettle,
  seriousViolations,
  uniqueSuffix,
  waitForHydration,
} from './support.js';
import type { Page } from '@playwright/test';

/**
 * Issue 39: LIVE only when live. The seeded plan has no entry flagged live: the soonest carries
 * "Als Nächstes" (no LIVE, nothing pulsing); once an entry is flagged, it shows LIVE and nothing is
 * "Als Nächstes". Checked at 1440 and 390 px (desktop grid and mobile swiper); with SCREENSHOTS_DIR
 * set, each state is saved there.
 */

const ADMIN_PATH = '/api/admin/livestreams';
const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** The visible copy of the plan at the current size: the grid from 768 px on, the swiper below. */
const visibleCards = (page: Page) => page.locator('#schedule .schedule-card:visible');

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.locator('#schedule').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test.describe('schedule badge (issue 39)', () => {
  test.afterEach(async ({ request }) => {
    for (const entry of await adminList<Livestream>(request, ADMIN_PATH)) {
      if (entry.title.startsWith('E2E-Live ')) {
        expect((await request.delete(`${ADMIN_PATH}/${entry.id}`)).status()).toBe(204);
      }
    }
  });

  test('nothing flagged: "Als Nächstes" on the soonest, no LIVE; flagged: LIVE on it', async ({
    page,
    request,
  }) => {
    // The control centre's help text says how the site marks entries.
    await page.goto('/admin/livestream');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream-Plan' })).toBeVisible();
    await expect(page.getByText(/LIVE-Zeichen tragen nur Termine, die „Gerade live“ sind/)).toBeVisible();
    await expect(page.getByText(/beim nächsten Termin „Als Nächstes“ statt LIVE/)).toBeVisible();

    expect((await adminList<Livestream>(request, ADMIN_PATH)).some((entry) => entry.isLive)).toBe(false);
    await page.goto('/');
    await waitForHydration(page);
    for (const { name, viewport } of SIZES) {
      await resizeAndSettle(page, viewport);
      const cards = visibleCards(page);
      await expect(cards.first()).toBeVisible();
      const first = cards.first();
      await expect(first.locator('.schedule-card__next')).toHaveText('Als Nächstes');
      await expect(first.locator('.schedule-card__next')).toBeVisible();
      await first.scrollIntoViewIfNeeded();
      await expect(first).toBeInViewport();
      await expect(page.locator('#schedule .schedule-card__next:visible')).toHaveCount(1);
      await expect(page.locator('#schedule .schedule-card__live')).toHaveCount(0);
      await expect(page.locator('#schedule .schedule-card').getByText('LIVE', { exact: true })).toHaveCount(
        0,
      );
      // Calm: nothing in the badge animates.
      const animations = await first
        .locator('.schedule-card__next, .schedule-card__next *')
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationName));
      expect(animations.every((animation) => animation === 'none')).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `live-badge-next-${name}`);
    }

    // Flag an entry live, as the control centre would: today (Berlin) at 00:00, so it is the first
    // card at both sizes, whatever day the test runs.
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Berlin' })
      .format(new Date())
      .toLowerCase();
    const title = `E2E-Live ${uniqueSuffix()}`;
    const created = await request.post(ADMIN_PATH, {
      data: {
        day: today,
        time: '00:00',
        title,
        description: 'Gerade live aus dem Browsertest.',
        isLive: true,
        order: 0,
      },
    });
    expect(created.status()).toBe(201);

    // The page loads at 390 px (where the first round ended), then goes to 1440.
    await page.goto('/');
    await waitForHydration(page);
    for (const { name, viewport } of [...SIZES].reverse()) {
      await resizeAndSettle(page, viewport);
      await expect(page.locator('#schedule .schedule-card__next')).toHaveCount(0);
      await expect(page.getByText('Als Nächstes')).toHaveCount(0);
      const live = page.locator('#schedule .schedule-card--live:visible');
      await expect(live).toHaveCount(1);
      await expect(live.locator('.schedule-card__title')).toHaveText(title);
      await live.scrollIntoViewIfNeeded();
      await expect(live).toBeInViewport();
      await expect(live.locator('.schedule-card__live')).toHaveText('LIVE');
      // The live badge keeps its pulsing dot.
      const dotAnimation = await live
        .locator('.schedule-card__live-dot')
        .evaluate((element) => getComputedStyle(element).animationName);
      expect(dotAnimation).not.toBe('none');
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `live-badge-live-${name}`);
    }
  });
});
