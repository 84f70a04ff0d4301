import type { Page } from '@playwright/test';
import {
  activeSlideIndex,
  expect,
  swipeStreamingRoomBothWays,
  keptPageTest as test,
  waitForHydration,
  type Point,
  type Swipe,
} from './support.js';

test.describe('mobile (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const toggleOf = (page: Page) => page.locator('header.site-header button[aria-controls="mobile-menu"]');

  test('the first paint lays out the hero only; a link to the form still lands on its heading', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // content-visibility: auto skips the contents of the sections far below the fold until they
    // come near (the heading of a skipped section is not rendered).
    const rendered = (id: string) =>
      page
        .locator(`#${id}-title`)
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered('hero')).toBe(true);
    expect(await rendered('faq')).toBe(false);
    expect(await rendered('apply')).toBe(false);

    // The sections above the form stand in with an estimated height until they are laid out:
    // the jump still ends with the form's heading below the fixed header.
    await page.locator('.hero__apply').click();
    const heading = page.locator('#apply-title');
    await expect(heading).toBeInViewport();
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeGreaterThanOrEqual(72);
    expect((await heading.boundingBox())!.y).toBeLessThan(250);
    expect(await rendered('apply')).toBe(true);
  });

  test('the menu opens full screen and closes on Escape, outside click and widening', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, 'header.site-header button[aria-controls="mobile-menu"]');
    const toggle = toggleOf(page);
    const menu = page.locator('#mobile-menu');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Menü öffnen');
    await expect(menu).toBeHidden();
    // The desktop navigation is not shown on a phone.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

    // Open: full screen below the header, with the anchor links.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Menü schließen');
    await expect(menu).toBeVisible();
    // Measure after the short slide-in animation.
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(843);
    // Opaque: the hero's text must not show between the menu's items.
    expect(await menu.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(7, 6, 13)');
    for (const label of ['Über uns', 'Livestreams', 'Creator', 'FAQ', 'Bewerben']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    // Escape closes it.
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // A click inside the menu (not on a link) keeps it open; a click outside closes it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menuBox = (await menu.boundingBox())!;
    await page.mouse.click(menuBox.x + menuBox.width / 2, menuBox.y + menuBox.height - 5);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Outside: the header bar between the logo and the toggle.
    const logoBox = (await page.locator('header.site-header .logo').boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    expect(toggleBox.x).toBeGreaterThan(logoBox.x + logoBox.width + 4);
    await page.mouse.click((logoBox.x + logoBox.width + toggleBox.x) / 2, toggleBox.y + toggleBox.height / 2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');

    // Widening the window to 1024 px closes it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('the floating join button appears once the hero button scrolled away, and steps aside while a form is on screen or a field has the focus', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const floating = page.locator('.floating-join');
    // Beside the hero's own button it would say the same thing twice (and cover a figure card).
    await expect(page.locator('#hero .hero__join')).toBeInViewport();
    await expect(floating).toBeHidden();

    await page.locator('#about').scrollIntoViewIfNeeded();
    await expect(floating).toBeVisible();
    await expect(floating).toHaveText(/Jetzt beitreten/);
    await expect(floating).toBeInViewport();
    await expect(floating).toHaveAttribute('href', /^https:\/\/www\.tiktok\.com\//);

    // A field with the focus outside the form's view (the phone keyboard would open under it).
    const field = page.locator('#apply form input[type="text"], #apply form input:not([type])').first();
    const focusInPlace = (element: Element) => (element as HTMLElement).focus({ preventScroll: true });
    await field.evaluate(focusInPlace);
    await expect(field).not.toBeInViewport();
    await expect(floating).toBeHidden();
    await field.blur();
    await expect(floating).toBeVisible();

    // The application form on screen, its button at the bottom edge where the floating one sits:
    // pressing it moves the focus off the field, and the floating button must not come back over
    // it in the middle of the tap (it did, and took the tap).
    const submit = page.locator('#apply form button[type="submit"]');
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await expect(floating).toBeHidden();
    await page.locator('#apply form [name="website"]').evaluate(focusInPlace);
    const box = (await submit.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(submit).toBeFocused();
    await expect(floating).toBeHidden();
    await page.mouse.up();
    await expect(floating).toBeHidden();

    // The empty form was refused and its first field has the focus. Left, and scrolled away: the
    // button is back; at the top, the hero's own button is there.
    await expect(page.locator('#apply form [name="tiktokUsername"]')).toBeFocused();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('#about').scrollIntoViewIfNeeded();
    await expect(floating).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(floating).toBeHidden();
  });

  test('testimonial dots move the carousel', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('#testimonials');
    const slider = section.locator('.testimonials__slider');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/swiper-initialized/);

    const dots = section.getByRole('group', { name: 'Feedback-Karussell' }).getByRole('button');
    expect(await dots.count()).toBeGreaterThanOrEqual(2);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const activeIndex = () => activeSlideIndex(slider);
    const offset = () =>
      slider
        .locator('.swiper-wrapper')
        .evaluate((wrapper) => new DOMMatrix(getComputedStyle(wrapper).transform).m41);
    expect(await activeIndex()).toBe(0);
    expect(await offset()).toBe(0);

    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
    await expect.poll(activeIndex).toBe(1);
    await expect.poll(offset).toBeLessThan(-100);
  });

  test('the streaming room follows touch swipes forward from the first picture and back from the last', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Real touch input through the browser's input pipeline (touch and pointer events, touch-action).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    const swipe: Swipe = async (from, to, whileHeld) => {
      await touch('touchStart', [from]);
      const steps = 10;
      for (let step = 1; step <= steps; step++) {
        await touch('touchMove', [{ x: from.x + ((to.x - from.x) * step) / steps, y: from.y }]);
      }
      await whileHeld();
      await touch('touchEnd', []);
    };
    await swipeStreamingRoomBothWays(page, swipe);
  });

  test('the header gets the darker background only after more than 10 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(8);
    // Let the scroll event reach the header before checking that nothing changed.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--scrolled/);
  });
});
