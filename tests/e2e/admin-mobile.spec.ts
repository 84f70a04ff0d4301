import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ContactMessage } from '@shared/api-types.js';
import { menuItem, test } from './admin-support.js';
import { adminList, expect, expectActionsOnScreen, expectNoSidewaysScroll, uniqueSuffix } from './support.js';

/**
 * The messages on a phone: cards without sideways scrolling, every action on screen and working.
 * The content screens' cards on a phone are rendered in jsdom (ContentPage.test.tsx: a card per
 * entry with its actions) and measured in the axe walk at 390 px (accessibility.spec.ts).
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const card = (page: Page, label: string) => page.getByRole('article', { name: label, exact: true });

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

test.describe('control centre lists on a phone (390x844)', () => {
  test('messages, reached through the drawer: cards open the message; read toggle and delete work', async ({
    page,
    request,
  }) => {
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
      // On a phone the navigation is in the drawer.
      await page.goto('/admin/dashboard');
      await expect(menuItem(page, 'Nachrichten')).toBeHidden();
      await page.getByRole('button', { name: 'Navigation öffnen' }).click();
      await menuItem(page, 'Nachrichten').click();
      await expect(page).toHaveURL(/\/admin\/nachrichten$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();
      await expect(menuItem(page, 'Nachrichten')).toBeHidden();
      await expect(page.getByRole('table')).toHaveCount(0);
      const own = card(page, subject);
      await expectActionsOnScreen(own, ['Als gelesen markieren', 'Löschen']);
      await expectActionsOnScreen(page.getByRole('article').first(), ['Löschen']);
      await expect(own).toContainText('Ungelesen');
      await expect(own).toContainText('Max Mobil');
      await expect(own.getByRole('link', { name: `max.${suffix}@example.com` })).toBeVisible();
      await expectNoSidewaysScroll(page);

      const isRead = async () =>
        (await adminList<ContactMessage>(request, path)).find((message) => message.id === id)?.isRead;
      await own.getByRole('button', { name: 'Als gelesen markieren' }).tap();
      await expect(own.getByRole('button', { name: 'Als ungelesen markieren' })).toBeVisible();
      await expect(own).not.toContainText('Ungelesen');
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
