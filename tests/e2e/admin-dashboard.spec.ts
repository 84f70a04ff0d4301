import type { Locator, Page } from '@playwright/test';
import type { ContactMessage, MessageCounts } from '@shared/api-types.js';
import { menuItem, test } from './admin-support.js';
import { apply, removeApplications } from './applications-support.js';
import { adminList, expect, resizeAndSettle, uniqueSuffix } from './support.js';

/**
 * The dashboard as the place to start the day: the figures in cards of one height, the newest
 * applications and messages that open where they are answered, the unread messages in the
 * sidebar, and the way to the website.
 */

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

async function unreadMessages(page: Page): Promise<number> {
  const response = await page.request.get('/api/admin/messages/counts');
  expect(response.status()).toBe(200);
  return ((await response.json()) as MessageCounts).unread;
}

async function removeMessages(page: Page, subject: string): Promise<void> {
  for (const message of await adminList<ContactMessage>(page.request, '/api/admin/messages')) {
    if (message.subject === subject) await page.request.delete(`/api/admin/messages/${message.id}`);
  }
}

test.describe('control centre: dashboard', () => {
  test('the newest application and message open on their screens; Nachrichten counts the unread', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const tiktok = `neu_${suffix}`;
    const subject = `Frage zum Dashboard ${suffix}`;
    await apply(request, tiktok);
    const sent = await request.post('/api/contact', {
      data: {
        name: 'Nora Neumann',
        email: `nora.${suffix}@example.com`,
        subject,
        message: 'Wie geht es weiter?',
      },
    });
    expect(sent.status(), 'POST /api/contact').toBe(201);
    try {
      const unread = await unreadMessages(page);
      expect(unread).toBeGreaterThan(0);
      await page.goto('/admin/dashboard');
      // The sidebar says how many messages are unread, in its name too.
      await expect(menuItem(page, 'Nachrichten')).toHaveAccessibleName(
        new RegExp(`Nachrichten, ${unread} ungelesen$`),
      );

      const applications = page.locator('.latest-card').filter({ hasText: 'Neueste Bewerbungen' });
      const newest = applications.getByRole('link', { name: new RegExp(`@${tiktok}`) });
      await expect(newest).toBeVisible();
      await newest.click();
      await expect(page).toHaveURL(/\/admin\/bewerbungen$/);
      const details = page.getByRole('dialog', { name: 'Bewerbungsdetails' });
      await expect(details).toContainText(`@${tiktok}`);
      await details
        .getByRole('button', { name: /Schließen|Abbrechen/ })
        .first()
        .click();
      await expect(details).toBeHidden();
      // Once closed, a reload does not open it again.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
      await expect(details).toBeHidden();

      await page.goto('/admin/dashboard');
      const messages = page.locator('.latest-card').filter({ hasText: 'Neueste Nachrichten' });
      const message = messages.getByRole('link', { name: new RegExp(subject) });
      await expect(message).toBeVisible();
      await expect(messages.locator('li').filter({ hasText: subject })).toContainText('Ungelesen');
      await message.click();
      await expect(page).toHaveURL(/\/admin\/nachrichten$/);
      await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
      // Opened is read: the badge counts one less.
      await expect.poll(() => unreadMessages(page)).toBe(unread - 1);
      await expect(menuItem(page, 'Nachrichten')).toHaveAccessibleName(
        unread - 1 === 0 ? /Nachrichten$/ : new RegExp(`Nachrichten, ${unread - 1} ungelesen$`),
      );
    } finally {
      await removeApplications(request, tiktok);
      await removeMessages(page, subject);
    }
  });

  test('the ten figures stand in cards of one height, 4 per row at 1440 px and 2 at 390 px, with the page-view chart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/dashboard');
    const cards = page.locator('.stat-card');
    await expect(cards).toHaveCount(10);
    await expect(cards).toContainText([
      'Neue Bewerbungen',
      'Bewerbungen gesamt',
      'Überfällige Bewerbungen',
      'Überfällige Nachrichten',
      'Seitenaufrufe letzte 24 Stunden',
      'Seitenaufrufe 24 bis 48 Stunden zuvor',
      'Seitenaufrufe letzte 7 Tage',
      'Seitenaufrufe letzte 14 Tage',
      'Seitenaufrufe letzte 30 Tage',
      'Seitenaufrufe letzte 90 Tage',
    ]);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    for (const { width, height, perRow } of [
      { width: 1440, height: 900, perRow: 4 },
      { width: 390, height: 844, perRow: 2 },
    ]) {
      if (width !== 1440) await resizeAndSettle(page, { width, height });
      const boxes = await Promise.all((await cards.all()).map(boxOf));
      const first = boxes[0]!;
      for (const [index, box] of boxes.entries()) {
        const card = `card ${index + 1} at ${width} px`;
        expect(box.height, card).toBeCloseTo(first.height, 0);
        const column = index % perRow;
        const row = Math.floor(index / perRow);
        expect(box.y, card).toBeCloseTo(boxes[row * perRow]!.y, 0);
        if (column > 0) expect(box.x, card).toBeGreaterThan(boxes[index - 1]!.x);
      }
      // The next row starts below the first.
      expect(boxes[perRow]!.y).toBeGreaterThan(first.y + first.height);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
