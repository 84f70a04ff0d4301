import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, keptPageTest as test, uniqueSuffix, waitForHydration } from './support.js';

/*
 * Entered content with long unbroken German words (and handles) in every text a section shows.
 * Every such word ends in the run's suffix, which finds them again on the page. The landing page
 * counts seeded entries, so everything created here is deleted after the file.
 */
const suffix = uniqueSuffix();
const long = (word: string) => `${word}${suffix}`;
const QUESTION = long('Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenhersteller') + '?';
const LAW = long('Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz');
const HANDLE = long('kraftfahrzeughaftpflichtversicherungsvertragsbestimmung');
const sentence = `Bitte beachte das ${LAW} und die ${long('Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung')}.`;

const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Europe/Berlin' })
  .format(new Date())
  .toLowerCase();

/** The entries, each posted to its admin list: the FAQ's order puts it into the hero's teaser. */
const ENTRIES: { list: string; data: Record<string, unknown> }[] = [
  { list: '/api/admin/faqs', data: { question: QUESTION, answer: sentence, order: 1 } },
  {
    list: '/api/admin/streamers',
    data: {
      name: long('Schifffahrtskapitänsmützenträgerin'),
      tiktokUsername: `@${HANDLE}`,
      tiktokUrl: `https://www.tiktok.com/@${HANDLE}`,
      profileImageUrl: '/uploads/seed-streamer-1.webp',
      description: sentence,
      tags: `${long('Weltmeisterschaftsqualifikationsteilnehmerin')}, ${LAW}`,
      order: 0,
      // Only featured streamers are shown on the website.
      featured: true,
    },
  },
  {
    list: '/api/admin/feedbacks',
    data: {
      name: long('Streamerinnenwettbewerbsgewinnerin'),
      content: sentence,
      role: long('Livestreamveranstaltungsorganisatorin'),
      profileImageUrl: '/uploads/seed-feedback-1.webp',
      order: 1,
    },
  },
  {
    list: '/api/admin/highlights',
    data: {
      title: LAW,
      description: sentence,
      imageUrl: '/uploads/seed-highlight-1.webp',
      date: long('Sommersonnenwendfeier'),
      order: 0,
    },
  },
  {
    list: '/api/admin/livestreams',
    data: { day: today, time: long('Mitternachtsstunde'), title: LAW, description: sentence, isLive: false },
  },
];

/** The boxes that must hold entered text: each card that shows it. */
const CARDS = [
  'creator-card',
  'faq-item',
  'hero__faq',
  'highlight-card',
  'schedule-card',
  'testimonial-card',
];

/**
 * Every rendered text of this run's long words, checked line by line: it stays inside its card,
 * and the card inside its carousel slide or the page. Returns the problems and the checked cards.
 */
function checkLongWords(page: Page): Promise<{ problems: string[]; cards: string[] }> {
  return page.evaluate(
    ({ marker, cards }) => {
      const problems: string[] = [];
      const checked = new Set<string>();
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        // Skip texts without a long word and the layout that CSS does not show (display: none).
        if (!node.textContent?.includes(marker) || element.getClientRects().length === 0) continue;
        const card = element.closest(cards.map((card) => `.${card}`).join(', '));
        if (!card) {
          problems.push(`${name(element)} is in no card`);
          continue;
        }
        checked.add(cards.find((kind) => card.classList.contains(kind))!);
        const box = card.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.left < box.left - 1 || line.right > box.right + 1) {
            problems.push(
              `${name(element)} sticks out of ${name(card)}: ${Math.round(line.left)}-${Math.round(line.right)} beyond ${Math.round(box.left)}-${Math.round(box.right)}`,
            );
          }
        }
        const slide = card.closest('.swiper-slide');
        const frame = slide?.getBoundingClientRect() ?? {
          left: 0,
          right: document.documentElement.clientWidth,
        };
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          problems.push(`${name(card)} is wider than its ${slide ? 'slide' : 'page'}`);
        }
      }
      return { problems: [...new Set(problems)], cards: [...checked].sort() };
    },
    { marker: suffix, cards: CARDS },
  );
}

/** Loads the landing page and checks it with the long words, before and after the carousels start. */
async function expectLongWordsToWrap(page: Page, width: number): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  // Its order puts the FAQ entry into the hero's teaser too.
  await expect(page.locator('#hero .hero__faq-question', { hasText: QUESTION })).toHaveCount(1);

  const check = async (when: string) => {
    const { problems, cards } = await checkLongWords(page);
    expect(problems, `texts with long words ${when}`).toEqual([]);
    expect(cards, `cards checked ${when}`).toEqual(CARDS);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `page width ${when}`,
    ).toBeLessThanOrEqual(width);
  };
  await check('as served');
  for (const id of ['schedule', 'highlights', 'creators', 'testimonials', 'faq']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await expect(page.locator('#testimonials .swiper')).toHaveClass(/swiper-initialized/);
  await check('with the carousels started');

  // The FAQ question wraps beside its +/- icon, which stays inside the card.
  const item = page.locator('#faq .faq-item', { hasText: QUESTION });
  await item.getByRole('button').click();
  await expect(item.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
  const card = await boxOf(item);
  const icon = await boxOf(item.locator('.faq-item__icon'));
  const question = await boxOf(item.locator('.faq-item__question'));
  expect(icon.x).toBeGreaterThanOrEqual(card.x);
  expect(icon.x + icon.width).toBeLessThanOrEqual(card.x + card.width);
  expect(icon.width).toBeCloseTo(32, 0);
  expect(question.x + question.width).toBeLessThanOrEqual(icon.x);
  await check('with the long FAQ entry open');
}

let created: { list: string; id: number }[] = [];

test.beforeAll(async ({ playwright, adminSession, laneServer }) => {
  const api: APIRequestContext = await playwright.request.newContext({
    baseURL: laneServer,
    storageState: adminSession,
  });
  for (const { list, data } of ENTRIES) {
    const response = await api.post(list, { data });
    expect(response.status(), `POST ${list}`).toBe(201);
    created.push({ list, id: ((await response.json()) as { id: number }).id });
  }
  await api.dispose();
});

test.afterAll(async ({ playwright, adminSession, laneServer }) => {
  const api = await playwright.request.newContext({ baseURL: laneServer, storageState: adminSession });
  for (const { list, id } of created) {
    expect((await api.delete(`${list}/${id}`)).status(), `DELETE ${list}/${id}`).toBe(204);
  }
  created = [];
  await api.dispose();
});

test.describe('long words at 1440x900', () => {
  test('every section wraps long words inside its cards and the page keeps its width', async ({ page }) => {
    await expectLongWordsToWrap(page, 1440);
  });
});

test.describe('long words at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every section wraps long words inside its cards, the FAQ icon stays in its card and the page stays 390 px wide', async ({
    page,
  }) => {
    await expectLongWordsToWrap(page, 390);
  });
});
