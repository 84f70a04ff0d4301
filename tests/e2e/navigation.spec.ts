import {
  expect,
  followHeroFaqQuestion,
  keptPageTest as test,
  resizeAndSettle,
  waitForHydration,
} from './support.js';

test.describe('hero FAQ teaser', () => {
  test('a teaser question scrolls to the FAQ and opens exactly that question, again after closing it, when arriving through its link and on a phone', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page, '#hero .hero__faq-question');
    await waitForHydration(page, '#faq .faq-item__button');
    const buttons = page.locator('#faq .faq-item__button');
    const answers = page.locator('#faq .faq-item__answer');
    // At first the first entry is open and shown, the others' answers hidden by the page's CSS (the
    // accordion's single-open logic: Faq.test.tsx).
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(answers.nth(0)).toBeVisible();
    await expect(answers.nth(1)).toBeHidden();

    // The second and third teaser questions (the first FAQ entry starts open anyway).
    await followHeroFaqQuestion(page, 1);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(0)).toBeHidden();
    const third = await followHeroFaqQuestion(page, 2);
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(2)).toBeVisible();

    // Closed by hand, the same teaser question opens it again.
    await third.click();
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(2)).toBeHidden();
    await followHeroFaqQuestion(page, 2);

    // The address now links to the entry: arriving through it opens that entry, not the first.
    const link = page.url();
    await page.goto('/impressum');
    await page.goto(link);
    await waitForHydration(page, '#faq .faq-item__button');
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(2)).toBeInViewport();

    // On a phone, under its fixed header, the same.
    await resizeAndSettle(page, { width: 390, height: 844 });
    await followHeroFaqQuestion(page, 1);
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('streaming-room carousel', () => {
  test('previous/next buttons move through the three pictures and disable at the ends', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('#streaming-room');
    const slider = section.locator('.streaming-room__slider');
    const previous = section.getByRole('button', { name: 'Vorheriges Bild' });
    const next = section.getByRole('button', { name: 'Nächstes Bild' });
    const counter = section.locator('.streaming-room__counter');
    const current = slider.locator('.swiper-slide-active figcaption');

    // Swiper starts only when the carousel comes near the viewport.
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/swiper-initialized/);

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(counter).toContainText(/1\s*\/?\s*(von)?\s*3/);
    await expect(current).toHaveText('Dein Streaming-Platz');

    await next.click();
    await expect(current).toHaveText('Licht & Technik');
    await expect(slider.locator('.streaming-room__figure--current figcaption')).toHaveText('Licht & Technik');
    await expect(counter).toContainText(/2\s*\/?\s*(von)?\s*3/);
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect(current).toHaveText('Lounge für Talk-Formate');
    await expect(counter).toContainText(/3\s*\/?\s*(von)?\s*3/);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await previous.click();
    await expect(current).toHaveText('Licht & Technik');
    await expect(next).toBeEnabled();
  });
});

test.describe('anchor navigation', () => {
  test('the header link FAQ on /impressum leads to /#faq with the section in view', async ({ page }) => {
    await page.goto('/impressum');
    await waitForHydration(page);
    const faqLink = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'FAQ' });
    await expect(faqLink).toHaveAttribute('href', '/#faq');
    await faqLink.click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#faq');
    await expect(page.locator('#faq-title')).toBeInViewport();
    // Really scrolled there: the section starts near the top, below the fixed header.
    await expect
      .poll(() => page.locator('#faq').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(200);
    await expect(page.locator('#faq .faq-item').first()).toBeVisible();
  });

  test('on / the header link Creator scrolls to #creators after 300 ms without leaving the page', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const creatorLink = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Creator' });
    await expect(creatorLink).toHaveAttribute('href', '#creators');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A marker that survives only if the page is not reloaded, and the time of the click and of
    // the first scroll event on the page's own clock.
    await page.evaluate(() => {
      const state = { clickedAt: 0, scrolledAt: 0 };
      Object.assign(window, { e2eMarker: state });
      document.addEventListener('click', () => (state.clickedAt = performance.now()), {
        capture: true,
        once: true,
      });
      window.addEventListener('scroll', () => (state.scrolledAt ||= performance.now()), { passive: true });
    });
    await creatorLink.click();

    await expect(page.locator('#creators-title')).toBeInViewport();
    await expect
      .poll(() =>
        page.locator('#creators').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#creators');
    const timing = await page.evaluate(
      () => (window as unknown as { e2eMarker?: { clickedAt: number; scrolledAt: number } }).e2eMarker,
    );
    expect(timing, 'the page was not reloaded').toBeDefined();
    expect(timing!.scrolledAt).toBeGreaterThan(0);
    expect(timing!.scrolledAt - timing!.clickedAt).toBeGreaterThanOrEqual(280);
  });
});
