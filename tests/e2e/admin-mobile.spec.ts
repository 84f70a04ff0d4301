import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ContactMessage, Faq, Feedback, Highlight, Livestream, Streamer } from '@shared/api-types.js';
import { test } from './admin-support.js';
import { adminList, expect, uniqueSuffix } from './support.js';

/**
 * The lists of the control centre on a phone: no sideways scrolling, and every action of a row is
 * on screen and works. Every test makes its own entries (other specs count the seeded ones) and
 * removes what is left of them at the end.
 */
const PHONE = { width: 390, height: 844 };
const ORDERED_ACTIONS = ['Nach oben', 'Nach unten', 'Bearbeiten', 'Löschen'];

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The named actions are in `row` and touch-sized (at least 40 px high; `touchSized` false for the
 * feedback cards, whose buttons fill the card's footer in width instead); every button of the row
 * lies wholly inside the phone's width and is not clipped by a scrolling container (only the page
 * scrolls, and only vertically).
 */
async function expectActionsOnScreen(row: Locator, names: readonly string[], touchSized = true) {
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
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
}

const card = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true });

/** The row's "Bearbeiten" opens the edit dialog holding this entry; it closes unchanged. */
async function expectEditOpens(page: Page, row: Locator, dialogName: string, field: string, value: string) {
  await row.getByRole('button', { name: 'Bearbeiten', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByLabel(field, { exact: true })).toHaveValue(value);
  await dialog.getByRole('button', { name: 'Abbrechen' }).tap();
  await expect(dialog).toBeHidden();
}

/** The row's "Löschen" with its confirmation; the entry is gone from the list and from the API. */
async function deleteThroughRow(
  page: Page,
  row: Locator,
  request: APIRequestContext,
  path: string,
  id: number,
) {
  await row.getByRole('button', { name: 'Löschen', exact: true }).tap();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Löschen' }).tap();
  await expect(row).toHaveCount(0);
  expect((await adminList<{ id: number }>(request, path)).some((entry) => entry.id === id)).toBe(false);
}

/** Removes whatever a test left behind (a failed step leaves its entries). */
async function removeAll(request: APIRequestContext, path: string, ids: readonly number[]) {
  for (const id of ids) {
    const status = (await request.delete(`${path}/${id}`)).status();
    expect([204, 404]).toContain(status);
  }
}

/** Creates entries through the API, each with its own id in `ids` for the clean-up. */
async function create<T extends { id: number }>(
  request: APIRequestContext,
  path: string,
  ids: number[],
  data: object,
): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(201);
  const entry = (await response.json()) as T;
  ids.push(entry.id);
  return entry;
}

const orderOf = async (request: APIRequestContext, path: string, id: number) =>
  (await adminList<{ id: number; order: number }>(request, path)).find((entry) => entry.id === id)?.order;

/** The second of two own entries moves up with the card's arrow: it is above the first in the API. */
async function expectMoveUp(
  page: Page,
  request: APIRequestContext,
  path: string,
  row: Locator,
  ids: number[],
) {
  const [first, second] = ids as [number, number];
  await row.getByRole('button', { name: 'Nach oben', exact: true }).tap();
  await expect
    .poll(async () => (await orderOf(request, path, second))! < (await orderOf(request, path, first))!)
    .toBe(true);
}

test.describe('control centre lists on a phone (390x844)', () => {
  test('dashboard: nothing scrolls sideways', async ({ page }) => {
    await openScreen(page, 'dashboard', 'Dashboard');
    await expect(page.getByRole('list', { name: 'Statistiken' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('highlights: cards with all actions in reach; move, edit and delete work', async ({
    page,
    request,
  }) => {
    const path = '/api/admin/highlights';
    const suffix = uniqueSuffix();
    const top = Math.max(0, ...(await adminList<Highlight>(request, path)).map((entry) => entry.order));
    const titles = [`Handy A ${suffix}`, `Handy B ${suffix}`];
    const ids: number[] = [];
    try {
      for (const [index, title] of titles.entries()) {
        await create<Highlight>(request, path, ids, {
          title,
          description: 'Ein Highlight für den Handy-Test.',
          imageUrl: '/uploads/seed-highlight-1.webp',
          date: 'Mai 2026',
          order: top + 1 + index,
        });
      }
      await openScreen(page, 'highlights', 'Highlights');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectActionsOnScreen(page.getByRole('article').first(), ORDERED_ACTIONS);
      const [a, b] = [card(page, titles[0]!), card(page, titles[1]!)];
      await expectActionsOnScreen(b, ORDERED_ACTIONS);
      await expectNoSidewaysScroll(page);
      await expect(b.getByRole('button', { name: 'Nach unten' })).toBeDisabled();

      await expectMoveUp(page, request, path, b, ids);
      await expect(page.getByRole('article').filter({ hasText: suffix })).toHaveText([
        new RegExp(titles[1]!),
        new RegExp(titles[0]!),
      ]);
      await expectEditOpens(page, b, 'Highlight bearbeiten', 'Titel', titles[1]!);
      await deleteThroughRow(page, a, request, path, ids[0]!);
      await deleteThroughRow(page, b, request, path, ids[1]!);
    } finally {
      await removeAll(request, path, ids);
    }
  });

  test('streamers: cards with all actions in reach; move, edit and delete work', async ({
    page,
    request,
  }) => {
    const path = '/api/admin/streamers';
    const suffix = uniqueSuffix();
    const top = Math.max(0, ...(await adminList<Streamer>(request, path)).map((entry) => entry.order));
    const names = [`Handy A ${suffix}`, `Handy B ${suffix}`];
    const ids: number[] = [];
    try {
      for (const [index, name] of names.entries()) {
        await create<Streamer>(request, path, ids, {
          name,
          tiktokUsername: `@handy${index}.${suffix}`,
          tiktokUrl: `https://www.tiktok.com/@handy${index}.${suffix}`,
          profileImageUrl: '/uploads/seed-streamer-1.webp',
          tags: 'Musik, Talk',
          order: top + 1 + index,
        });
      }
      await openScreen(page, 'streamer', 'Streamer');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectActionsOnScreen(page.getByRole('article').first(), ORDERED_ACTIONS);
      const [a, b] = [card(page, names[0]!), card(page, names[1]!)];
      await expectActionsOnScreen(b, ORDERED_ACTIONS);
      await expect(b.getByRole('link', { name: `@handy1.${suffix}` })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await expectMoveUp(page, request, path, b, ids);
      await expectEditOpens(page, b, 'Streamer bearbeiten', 'Name', names[1]!);
      await deleteThroughRow(page, b, request, path, ids[1]!);
      await deleteThroughRow(page, a, request, path, ids[0]!);
    } finally {
      await removeAll(request, path, ids);
    }
  });

  test('livestream plan: cards with all actions in reach; move, edit and delete work', async ({
    page,
    request,
  }) => {
    const path = '/api/admin/livestreams';
    const suffix = uniqueSuffix();
    const top = Math.max(0, ...(await adminList<Livestream>(request, path)).map((entry) => entry.order));
    const titles = [`Handy A ${suffix}`, `Handy B ${suffix}`];
    const ids: number[] = [];
    try {
      for (const [index, title] of titles.entries()) {
        await create<Livestream>(request, path, ids, {
          day: 'sunday',
          time: '23:00',
          title,
          description: 'Ein Livestream für den Handy-Test.',
          isLive: index === 1,
          order: top + 1 + index,
        });
      }
      await openScreen(page, 'livestream', 'Livestream-Plan');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectActionsOnScreen(page.getByRole('article').first(), ORDERED_ACTIONS);
      const [a, b] = [card(page, titles[0]!), card(page, titles[1]!)];
      await expectActionsOnScreen(b, ORDERED_ACTIONS);
      await expect(b).toContainText('Sonntag · 23:00');
      await expect(b).toContainText('LIVE');
      await expectNoSidewaysScroll(page);

      await expectMoveUp(page, request, path, b, ids);
      await expectEditOpens(page, b, 'Livestream bearbeiten', 'Titel', titles[1]!);
      await deleteThroughRow(page, a, request, path, ids[0]!);
      await deleteThroughRow(page, b, request, path, ids[1]!);
    } finally {
      await removeAll(request, path, ids);
    }
  });

  test('FAQ: touch-sized actions under each question; move, edit and delete work', async ({
    page,
    request,
  }) => {
    const path = '/api/admin/faqs';
    const suffix = uniqueSuffix();
    const top = Math.max(1, ...(await adminList<Faq>(request, path)).map((entry) => entry.order));
    const questions = [`Handy-Frage A ${suffix}?`, `Handy-Frage B ${suffix}?`];
    const ids: number[] = [];
    try {
      for (const [index, question] of questions.entries()) {
        await create<Faq>(request, path, ids, {
          question,
          answer: 'Eine Antwort für den Handy-Test.',
          order: top + 1 + index,
        });
      }
      await openScreen(page, 'faq', 'FAQ');
      const item = (question: string) =>
        page.locator('.faq-list .ant-collapse-item').filter({ hasText: question });
      await expectActionsOnScreen(page.locator('.faq-list .ant-collapse-item').first(), ORDERED_ACTIONS);
      const [a, b] = [item(questions[0]!), item(questions[1]!)];
      await expectActionsOnScreen(b, ORDERED_ACTIONS);
      await expectNoSidewaysScroll(page);

      await expectMoveUp(page, request, path, b, ids);
      await expectEditOpens(page, b, 'FAQ bearbeiten', 'Frage', questions[1]!);
      await deleteThroughRow(page, b, request, path, ids[1]!);
      await deleteThroughRow(page, a, request, path, ids[0]!);
    } finally {
      await removeAll(request, path, ids);
    }
  });

  test('feedbacks: the cards keep edit and delete in reach and both work', async ({ page, request }) => {
    const path = '/api/admin/feedbacks';
    const name = `Handy Feedback ${uniqueSuffix()}`;
    const ids: number[] = [];
    try {
      await create<Feedback>(request, path, ids, {
        name,
        content: 'Ein Feedback für den Handy-Test.',
        rating: 4.5,
        profileImageUrl: '/uploads/seed-feedback-1.webp',
      });
      await openScreen(page, 'feedbacks', 'Feedbacks');
      await expectActionsOnScreen(page.getByRole('article').first(), ['Bearbeiten', 'Löschen'], false);
      const own = card(page, `Feedback von ${name}`);
      await expectActionsOnScreen(own, ['Bearbeiten', 'Löschen'], false);
      await expectNoSidewaysScroll(page);

      await expectEditOpens(page, own, 'Feedback bearbeiten', 'Name', name);
      await deleteThroughRow(page, own, request, path, ids[0]!);
    } finally {
      await removeAll(request, path, ids);
    }
  });

  test('messages: cards open the message; read toggle and delete work', async ({ page, request }) => {
    const path = '/api/admin/messages';
    const suffix = uniqueSuffix();
    const subject = `Handy-Nachricht ${suffix}`;
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Max Mobil', email: `max.${suffix}@example.com`, subject, message: 'Vom Handy aus.' },
    });
    expect(sent.status()).toBe(201);
    const id = (await adminList<ContactMessage>(request, path)).find(
      (message) => message.subject === subject,
    )!.id;
    try {
      await openScreen(page, 'nachrichten', 'Nachrichten');
      await expect(page.getByRole('table')).toHaveCount(0);
      const own = card(page, subject);
      await expectActionsOnScreen(own, ['Als gelesen markieren', 'Löschen']);
      await expectActionsOnScreen(page.getByRole('article').first(), ['Löschen']);
      await expect(own).toContainText('Neu');
      await expect(own).toContainText('Max Mobil');
      await expect(own.getByRole('link', { name: `max.${suffix}@example.com` })).toBeVisible();
      await expectNoSidewaysScroll(page);

      const isRead = async () =>
        (await adminList<ContactMessage>(request, path)).find((message) => message.id === id)?.isRead;
      await own.getByRole('button', { name: 'Als gelesen markieren' }).tap();
      await expect(own.getByRole('button', { name: 'Als ungelesen markieren' })).toBeVisible();
      await expect(own).not.toContainText('Neu');
      expect(await isRead()).toBe(true);

      // The subject opens the message.
      await own.getByRole('button', { name: subject }).tap();
      const dialog = page.getByRole('dialog', { name: subject });
      await expect(dialog).toContainText('Vom Handy aus.');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await deleteThroughRow(page, own, request, path, id);
    } finally {
      await removeAll(request, path, [id]);
    }
  });
});
