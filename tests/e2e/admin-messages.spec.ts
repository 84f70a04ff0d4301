import type { APIRequestContext, Page } from '@playwright/test';
import type { ContactMessage } from '@shared/api-types.js';
import { test } from './admin-support.js';
import { adminList, expect, uniqueSuffix } from './support.js';

async function stored(request: APIRequestContext, subject: string): Promise<ContactMessage | undefined> {
  const rows = await adminList<ContactMessage>(request, '/api/admin/messages');
  return rows.find((row) => row.subject === subject);
}

const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

test.describe('control centre: messages', () => {
  test('a contact message arrives unread, is read on opening, can be marked unread and deleted', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const subject = `Kooperationsanfrage ${suffix}`;
    const text = `Hallo zusammen,\nich würde gern mit euch streamen. (${suffix})`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: 'Erika Musterfrau',
        email: `erika.${suffix}@example.com`,
        whatsappNumber: '+43 660 7654321',
        telegramUsername: '@erika_e2e',
        subject,
        message: text,
      },
    });
    expect(sent.status(), 'POST /api/contact').toBe(201);
    expect((await stored(request, subject))?.isRead).toBe(false);

    await page.goto('/admin/nachrichten');
    await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeVisible();

    // Unread: bold row with an „Ungelesen“ badge (the dashboard's word), the e-mail as mailto link.
    const row = page.locator('.ant-table-tbody tr.message-row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveClass(/message-row--unread/);
    await expect(row.locator('.ant-tag', { hasText: 'Ungelesen' })).toBeVisible();
    await expect(row.getByRole('link', { name: `erika.${suffix}@example.com` })).toHaveAttribute(
      'href',
      `mailto:erika.${suffix}@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );

    // Opening shows the full text with the chat contacts and marks it read.
    await row.getByText(subject).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ich würde gern mit euch streamen.');
    await expect(dialog).toContainText('+43 660 7654321');
    await expect(dialog).toContainText('@erika_e2e');
    await expect(dialog.getByRole('link', { name: '+43 660 7654321' })).toHaveAttribute(
      'href',
      'https://wa.me/436607654321',
    );
    await expect(dialog.getByRole('link', { name: '@erika_e2e' })).toHaveAttribute(
      'href',
      'https://t.me/erika_e2e',
    );
    await expect.poll(async () => (await stored(request, subject))?.isRead).toBe(true);
    await expect(row).not.toHaveClass(/message-row--unread/);

    // Marked unread again from the dialog.
    await dialog.getByRole('button', { name: 'Als ungelesen markieren' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Nachricht als ungelesen markiert')).toBeVisible();
    await expect.poll(async () => (await stored(request, subject))?.isRead).toBe(false);
    await expect(row).toHaveClass(/message-row--unread/);

    // The row's toggle marks it read without opening it.
    await row.getByRole('button', { name: 'Als gelesen markieren' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await stored(request, subject))?.isRead).toBe(true);
    await expect(row).not.toHaveClass(/message-row--unread/);

    // Delete with confirmation; "Abbrechen" keeps it.
    await row.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Nachricht gelöscht')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => await stored(request, subject)).toBeUndefined();
  });
});
