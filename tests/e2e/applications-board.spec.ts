import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './admin-support.js';
import { apply, distinctContact, removeApplications, stored, toast } from './applications-support.js';
import { expect, resizeAndSettle, seriousViolations, uniqueSuffix } from './support.js';

/**
 * The applications board (/admin/bewerbungen?ansicht=board, issue 38 point 8) in the browser: a
 * card moved by keyboard (its „Verschieben“ menu) and one dragged with the mouse, each stored by
 * the server; axe at 1440x900; a phone keeps the list. What each column asks and each move sends
 * is ApplicationBoard.test.tsx's (jsdom). With SCREENSHOTS_DIR set, the states are saved there.
 */
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

const column = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title} `) });
const card = (page: Page, name: string) =>
  page.locator('.application-board__card').filter({ hasText: `@${name}` });

test.describe('control centre: the applications board', () => {
  let suffix = '';
  test.beforeEach(() => {
    suffix = uniqueSuffix();
  });
  test.afterEach(async ({ request }) => {
    await removeApplications(request, suffix);
  });

  test('moves one card by keyboard and one by mouse, axe-clean at 1440, the list (axe-clean) on a phone', async ({
    page,
    request,
  }) => {
    // TikTok names have at most 24 characters.
    const byKeyboard = `e2e_key_${suffix}`;
    const byMouse = `e2e_drag_${suffix}`;
    await apply(request, byKeyboard, distinctContact(byKeyboard));
    await apply(request, byMouse, distinctContact(byMouse));

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/bewerbungen?q=${suffix}`);
    await page.getByText('Board', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ansicht')).toBe('board');
    expect(new URL(page.url()).searchParams.get('q')).toBe(suffix);
    await expect(column(page, 'Neu').getByRole('heading')).toHaveText('Neu 2');
    await expect(card(page, byKeyboard)).toBeVisible();
    await shot(page, 'board-1440');

    // Keyboard: the card's „Verschieben“ menu, its second choice (after „In Bearbeitung“).
    await page.getByRole('button', { name: `@${byKeyboard} verschieben` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Angenommen' })).toBeVisible();
    await shot(page, 'board-menu-1440');
    // The arrows go from choice to choice (the first press may only mark the first one).
    const accepted = page.getByRole('menuitem', { name: 'Angenommen' });
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(accepted).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Bewerbung verschoben')).toBeVisible();
    await expect(card(page, byKeyboard)).toHaveCount(1);
    await expect(column(page, 'Angenommen').locator('.application-board__card')).toContainText(
      `@${byKeyboard}`,
    );
    expect(await stored(request, byKeyboard)).toMatchObject({ status: 'completed', outcome: 'accepted' });

    // Mouse: dragged into „In Bearbeitung“.
    const from = (await card(page, byMouse).boundingBox())!;
    const to = (await column(page, 'In Bearbeitung').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await expect(column(page, 'In Bearbeitung')).toHaveClass(/application-board__column--over/);
    await shot(page, 'board-dragging-1440');
    await page.mouse.up();
    await expect(column(page, 'In Bearbeitung').locator('.application-board__card')).toContainText(
      `@${byMouse}`,
    );
    await expect(column(page, 'Neu').getByRole('heading')).toHaveText('Neu 0');
    expect(await stored(request, byMouse)).toMatchObject({ status: 'in_progress', outcome: null });
    // The dialog did not open from the drag's release.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reload keeps the board with the search.
    await page.reload();
    await expect(column(page, 'Angenommen').getByRole('heading')).toHaveText('Angenommen 1');
    await expect(page.getByRole('status', { name: 'Wird geladen' })).toHaveCount(0);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'board-moved-1440');

    // Enter on a card's name opens the application dialog.
    await page.getByRole('button', { name: `@${byMouse}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A phone keeps the list, even with ansicht=board.
    await resizeAndSettle(page, { width: 390, height: 844 });
    await expect(page.getByText('Alle auf dieser Seite auswählen')).toBeVisible();
    await expect(column(page, 'Angenommen')).toHaveCount(0);
    await expect(page.getByText('Board', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Wird geladen' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'board-phone-390');
  });
});
