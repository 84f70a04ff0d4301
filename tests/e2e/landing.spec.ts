import {
  expect,
  failedResourcePattern,
  swipeStreamingRoomBothWays,
  keptPageTest as test,
  waitForHydration,
  type Swipe,
} from './support.js';

const SECTION_IDS = [
  'hero',
  'about',
  'schedule',
  'community',
  'highlights',
  'creators',
  'testimonials',
  'streaming-room',
  'faq',
  'apply',
] as const;

test.describe('landing page at 1440x900', () => {
  test('renders every section with the seeded content, in German, without errors or foreign requests', async ({
    page,
    guard,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await waitForHydration(page);

    // The sections in the spec's order, each visible once scrolled to (this also loads every
    // lazy image and the carousels, so the foreign-request check below covers all of them).
    const ids = await page
      .locator('#main > section[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual([...SECTION_IDS]);
    for (const id of SECTION_IDS) {
      const section = page.locator(`#${id}`);
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeVisible();
      await expect(section.locator('h1, h2').first()).toBeVisible();
    }

    // Hero: FAQ teaser with three questions, the FAQ anchor and the join button.
    const hero = page.locator('#hero');
    await expect(hero.locator('.hero__faq-question')).toHaveCount(3);
    await expect(hero.getByRole('link', { name: 'Alle Fragen und Antworten' })).toHaveAttribute(
      'href',
      '#faq',
    );
    await expect(hero.getByRole('link', { name: 'Jetzt beitreten' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.tiktok\.com\//,
    );

    // About: the founder.
    await expect(page.locator('#about .about__name')).toHaveText('Marco Keller');

    // Schedule: the desktop grid shows at most 6 of the 8 seeded entries; none is flagged live, so
    // no LIVE badge, and the soonest is "Als Nächstes" (issue 39; both cases: live-badge.spec.ts).
    const grid = page.locator('#schedule .schedule__grid');
    await expect(grid.locator('.schedule-card')).toHaveCount(6);
    await expect(grid.locator('.schedule-card__live')).toHaveCount(0);
    await expect(grid.locator('.schedule-card__next')).toHaveCount(1);
    await expect(grid.locator('.schedule-card__next')).toHaveText('Als Nächstes');
    await expect(grid.locator('.schedule-card').first()).toHaveClass(/schedule-card--next/);
    await expect(grid.locator('.schedule-card__time').first()).toHaveText(/^\d{1,2}:\d{2} Uhr$/);
    await expect(page.locator('#schedule .skeleton')).toHaveCount(0);

    // Community: the server-made QR code (inline SVG) and the chat invite.
    const qr = page.locator('#community').getByRole('img', { name: 'QR-Code zur Bewerbung' });
    await expect(qr.locator('svg')).toBeVisible();
    expect(await qr.locator('svg path').count()).toBeGreaterThan(0);
    await expect(
      page.locator('#community').getByRole('link', { name: /Community-Chat beitreten/ }),
    ).toHaveAttribute('href', /^https:\/\//);

    // Highlights: the four seeded cards, images from the site's own uploads folder.
    const highlights = page.locator('#highlights .highlight-card');
    await expect(highlights).toHaveCount(4);
    await expect(highlights.first().locator('.highlight-card__title')).toHaveText('Herbst-Battle-Night');
    await expect(highlights.first().locator('img')).toHaveAttribute('src', '/uploads/seed-highlight-1.webp');

    // Creators: names, '@' handles (also for a username stored without '@'), the achievement tag.
    const creators = page.locator('#creators .creator-card');
    expect(await creators.count()).toBeGreaterThanOrEqual(3);
    await expect(creators.first().locator('.creator-card__name')).toHaveText('Luna Stern');
    await expect(creators.first().locator('.creator-card__handle')).toHaveText('@lunastern.live');
    await expect(creators.first().locator('.creator-card__badge')).toHaveText('Streamer des Monats');
    await expect(creators.first().locator('.tag')).toHaveText('Streamer des Monats');
    await expect(page.locator('#creators .creator-card__handle', { hasText: 'alina.bergzauber' })).toHaveText(
      '@alina.bergzauber',
    );
    for (const handle of await page.locator('#creators .creator-card__handle').allTextContents()) {
      expect(handle).toMatch(/^@\S+$/);
    }

    // Testimonials: the three seeded feedbacks, each with a star rating.
    const testimonials = page.locator('#testimonials .testimonial-card');
    await expect(testimonials).toHaveCount(3);
    for (const card of await testimonials.all()) {
      await expect(card.getByRole('img', { name: /^Bewertung: [1-5](,5)? von 5 Sternen$/ })).toBeVisible();
      await expect(card.locator('.star')).toHaveCount(5);
      await expect(card.locator('.testimonial-card__name')).not.toBeEmpty();
    }

    // Streaming room: three fixed pictures and the German button names.
    await expect(page.locator('#streaming-room .swiper-slide')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Vorheriges Bild' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Nächstes Bild' })).toBeEnabled();

    // FAQ: the six seeded questions. Apply: the form.
    await expect(page.locator('#faq .faq-item')).toHaveCount(6);
    await expect(page.locator('#apply').getByRole('form', { name: 'Bewerbungsformular' })).toBeVisible();

    // Every picture that was scrolled past really loaded (no broken image on the page).
    const broken = await page
      .locator('#main img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      );
    expect(broken).toEqual([]);

    // The run really loaded resources (so the guard's origin check had something to check).
    expect(guard.requests.some((url) => url.includes('/uploads/'))).toBe(true);
  });

  test('the floating join button is hidden on desktop; the header turns darker after 10 px of scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.floating-join')).toBeHidden();
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--scrolled/);
  });

  test.describe('motion', () => {
    // The emulated media stay with the page: this test gets a browser context of its own.
    test.use({ freshPage: true });

    test('with reduced motion every card is simply there, also below the fold; without it they fade in', async ({
      page,
    }) => {
      const revealStyles = () =>
        page.locator('.reveal').evaluateAll((nodes) =>
          nodes.map((node) => {
            const style = getComputedStyle(node);
            return { animation: style.animationName, opacity: style.opacity, transform: style.transform };
          }),
        );
      await page.goto('/');
      await waitForHydration(page);
      // Without a preference, a card far below the fold waits for its scroll-driven fade. (Its
      // section is laid out only near the viewport, content-visibility: auto; until then the
      // card has no view timeline and is not painted at all: lay the section out.)
      await page
        .locator('.reveal')
        .last()
        .evaluate((card) => (card.closest<HTMLElement>('.section')!.style.contentVisibility = 'visible'));
      const last = (await revealStyles()).at(-1);
      expect(last).toMatchObject({ animation: 'fade-up', opacity: '0' });

      await page.emulateMedia({ reducedMotion: 'reduce' });
      const styles = await revealStyles();
      expect(styles.length).toBeGreaterThanOrEqual(10);
      for (const style of styles)
        expect(style).toEqual({ animation: 'none', opacity: '1', transform: 'none' });
    });
  });

  test('the testimonials section keeps its height when the carousel starts', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('#testimonials');
    const slider = section.locator('.testimonials__slider');
    // Far below the fold: Swiper has not started yet, and the section is not laid out either
    // (content-visibility: auto stands in a size for it): lay it out to measure its real height.
    await expect(slider).not.toHaveClass(/swiper-initialized/);
    await section.evaluate((element) => (element.style.contentVisibility = 'visible'));
    const before = (await section.boundingBox())!.height;
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveClass(/swiper-initialized/);
    // All three cards fit at 1440 px: the dots go, their reserved room stays.
    await expect(section.getByRole('group', { name: 'Feedback-Karussell' })).toHaveCount(0);
    expect((await section.boundingBox())!.height).toBe(before);
  });

  test('the streaming room follows mouse drags forward from the first picture and back from the last', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const drag: Swipe = async (from, to, whileHeld) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await whileHeld();
      await page.mouse.up();
    };
    await swipeStreamingRoomBothWays(page, drag);
  });

  test('a failing creator picture becomes a local initials avatar and logs a warning', async ({
    page,
    guard,
  }) => {
    // The browser itself logs the 404 of the routed picture; that one error is the scenario.
    guard.allowConsoleError(failedResourcePattern(404));
    await page.route('**/uploads/seed-streamer-1.webp', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
    );
    await page.goto('/');
    const luna = page.getByRole('img', { name: 'Profilbild von Luna Stern' });
    // Wait until React owns the (lazy) image before it starts loading, then scroll to it.
    await waitForHydration(page, '#creators img');
    await luna.scrollIntoViewIfNeeded();

    await expect(luna).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const src = (await luna.getAttribute('src')) ?? '';
    expect(decodeURIComponent(src)).toContain('>LS</text>');
    // The picture really renders (the avatar is a valid image).
    await expect
      .poll(() => luna.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Only the failing picture is replaced.
    await expect(page.getByRole('img', { name: 'Profilbild von Kai Nordlicht' })).toHaveAttribute(
      'src',
      '/uploads/seed-streamer-2.webp',
    );
    await expect
      .poll(() => guard.warnings.filter((text) => text.includes('seed-streamer-1.webp')))
      .toHaveLength(1);
  });
});

test.describe('content security policy', () => {
  test('an inline script injected into the served page does not run; the page still hydrates', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/Executing inline script violates the following Content Security Policy/);
    // As if stored text had slipped a script into the HTML: the bytes change, the headers stay.
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<div id="root">',
        '<script>window.__injected = true</script><div id="root">',
      );
      await route.fulfill({ response, body: html });
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(violations.some((text) => text.includes('script-src'))).toBe(true);
    // The data blocks (page data, JSON-LD) are no scripts to the CSP: the page hydrated from them.
    await expect(page.locator('#faq')).toBeVisible();
  });
});
