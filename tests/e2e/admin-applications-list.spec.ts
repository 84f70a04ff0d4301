import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { Stats } from '@shared/api-types.js';
import { test } from './admin-support.js';
import {
  apply,
  distinctContact,
  choose,
  removeApplications,
  searchBox,
  setStatus,
  storedWith,
  tableRows,
  toast,
} from './applications-support.js';
import { expect, uniqueSuffix } from './support.js';

/** The list's view as the URL holds it. */
const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const totalText = (page: Page) => page.locator('.applications-pagination .ant-pagination-total-text');
const statusSelect = (page: Page) => page.locator('.applications-filters__select').nth(0);
const countrySelect = (page: Page) =>
  page
    .locator('.applications-filters__select')
    .filter({ has: page.getByRole('combobox', { name: 'Nach Land filtern' }) });
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Auswahl' });
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name: `${name} auswählen` });
/**
 * The TikTok names of the table's rows, top to bottom (column 1 holds the checkboxes), as stored:
 * the table shows each as „@name“.
 */
const namesInTable = async (page: Page) =>
  (await tableRows(page).locator('td:nth-child(3)').allInnerTexts()).map((text) =>
    text.trim().replace(/^@/, ''),
  );

/** Applies `count` times with names <prefix>_01, <prefix>_02, … (in that order). */
async function applyNumbered(page: Page, prefix: string, count: number): Promise<string[]> {
  const names = Array.from(
    { length: count },
    (_, index) => `${prefix}_${String(index + 1).padStart(2, '0')}`,
  );
  for (const name of names) await apply(page.request, name, distinctContact(name));
  return names;
}

test.describe('control centre: the applications list', () => {
  // Every test creates applications with its own suffix and removes them again.
  let suffix = '';
  test.beforeEach(() => {
    suffix = uniqueSuffix();
  });
  test.afterEach(async ({ request }) => {
    await removeApplications(request, suffix);
  });

  test('the view lives in the URL: filters, search, page and size survive reload, Back and a shared link', async ({
    page,
    context,
    request,
  }) => {
    const names = await applyNumbered(page, `e2e_view_${suffix}`, 25);
    const stored = await storedWith(request, suffix);
    for (const name of names.slice(0, 3)) {
      await setStatus(request, stored.find((row) => row.tiktokUsername === name)!.id, 'in_progress');
    }
    const rows = tableRows(page);

    await page.goto('/admin/bewerbungen');
    await choose(page, page.getByLabel('Nach Status filtern'), 'Neu');
    await expect.poll(() => urlParams(page)).toEqual({ status: 'new' });
    await searchBox(page).fill(suffix);
    await expect.poll(() => urlParams(page)).toEqual({ status: 'new', q: suffix });
    await expect(totalText(page)).toHaveText('1–20 von 22');
    await expect(rows).toHaveCount(20);

    // A selection holds across pages.
    const firstOnPage1 = (await namesInTable(page))[0]!;
    await checkbox(page, firstOnPage1).check();
    await expect(bulkBar(page)).toContainText('1 ausgewählt');
    await page.locator('.applications-pagination .ant-pagination-item-2').click();
    await expect.poll(() => urlParams(page)).toEqual({ status: 'new', q: suffix, page: '2' });
    await expect(totalText(page)).toHaveText('21–22 von 22');
    await expect(rows).toHaveCount(2);
    const onPage2 = await namesInTable(page);
    await checkbox(page, onPage2[1]!).check();
    await expect(bulkBar(page)).toContainText('2 ausgewählt');

    // Reload: the same view.
    await page.reload();
    await expect(rows).toHaveCount(2);
    expect(await namesInTable(page)).toEqual(onPage2);
    await expect(totalText(page)).toHaveText('21–22 von 22');
    await expect(searchBox(page)).toHaveValue(suffix);
    await expect(statusSelect(page)).toContainText('Neu');

    // Back: page 1 of the same filters, then the unfiltered list (the typing replaced its entry).
    await page.goBack();
    await expect.poll(() => urlParams(page)).toEqual({ status: 'new', q: suffix });
    await expect(totalText(page)).toHaveText('1–20 von 22');
    await expect(rows).toHaveCount(20);
    await page.goBack();
    await expect.poll(() => urlParams(page)).toEqual({});
    await expect(searchBox(page)).toHaveValue('');
    await expect(statusSelect(page)).toContainText('Alle Status');

    // A shared link opens the filtered view directly.
    const shared = await context.newPage();
    await shared.goto(`/admin/bewerbungen?status=in_progress&q=${suffix}`);
    await expect(tableRows(shared)).toHaveCount(3);
    expect(new Set(await tableRows(shared).locator('.ant-tag').allInnerTexts())).toEqual(
      new Set(['In Bearbeitung']),
    );
    await expect(statusSelect(shared)).toContainText('In Bearbeitung');
    await expect(searchBox(shared)).toHaveValue(suffix);

    // Another filter clears the selection.
    await checkbox(shared, names[0]!).check();
    await expect(bulkBar(shared)).toContainText('1 ausgewählt');
    await choose(shared, shared.getByLabel('Nach Land filtern'), 'Schweiz');
    await expect
      .poll(() => urlParams(shared))
      .toEqual({ status: 'in_progress', q: suffix, country: 'Schweiz' });
    await expect(shared.getByText('Keine passenden Bewerbungen gefunden.')).toBeVisible();
    await expect(bulkBar(shared)).toBeHidden();
    await expect(countrySelect(shared)).toContainText('Schweiz');

    // Page size: 50 per page shows all 25 on one page.
    await shared.goto(`/admin/bewerbungen?q=${suffix}`);
    await expect(totalText(shared)).toHaveText('1–20 von 25');
    await choose(shared, shared.locator('.applications-pagination .ant-select'), '50 / Seite');
    await expect.poll(() => urlParams(shared)).toEqual({ q: suffix, pageSize: '50' });
    await expect(tableRows(shared)).toHaveCount(25);
    await expect(totalText(shared)).toHaveText('1–25 von 25');
    await expect(shared.locator('.applications-pagination .ant-pagination-item-2')).toHaveCount(0);
    await shared.close();
  });

  test('a click on a column header sorts the list on the server and writes the order into the URL', async ({
    page,
  }) => {
    for (const letter of ['b', 'a', 'c']) {
      const name = `e2e_sort_${suffix}_${letter}`;
      await apply(page.request, name, distinctContact(name));
    }
    const name = (letter: string) => `e2e_sort_${suffix}_${letter}`;

    await page.goto(`/admin/bewerbungen?q=${suffix}`);
    await expect(tableRows(page)).toHaveCount(3);
    const header = (title: string) => page.locator('.ant-table-thead th').filter({ hasText: title });
    await expect(header('Datum')).toHaveAttribute('aria-sort', 'descending');

    await header('TikTok-Name').click();
    await expect.poll(() => urlParams(page)).toEqual({ q: suffix, sort: 'tiktokUsername' });
    await expect.poll(() => namesInTable(page)).toEqual([name('a'), name('b'), name('c')]);
    await expect(header('TikTok-Name')).toHaveAttribute('aria-sort', 'ascending');

    await header('TikTok-Name').click();
    await expect.poll(() => urlParams(page)).toEqual({ q: suffix, sort: '-tiktokUsername' });
    await expect.poll(() => namesInTable(page)).toEqual([name('c'), name('b'), name('a')]);

    // Back to the previous order; then a reload keeps the descending one.
    await page.goBack();
    await expect.poll(() => namesInTable(page)).toEqual([name('a'), name('b'), name('c')]);
    await page.goForward();
    await page.reload();
    await expect.poll(() => namesInTable(page)).toEqual([name('c'), name('b'), name('a')]);
    await expect(header('TikTok-Name')).toHaveAttribute('aria-sort', 'descending');

    // The date column flips from the default (newest first) to oldest first.
    await header('Datum').click();
    await expect.poll(() => urlParams(page)).toEqual({ q: suffix, sort: 'createdAt' });
    await expect(header('Datum')).toHaveAttribute('aria-sort', 'ascending');
    // The page exports are sorted the same way.
    await expect(page.getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
      'href',
      `/api/admin/applications/export.csv?q=${suffix}&sort=createdAt`,
    );
  });

  test('bulk actions: change the status of the selection (the sidebar’s count follows), export it, delete it', async ({
    page,
    request,
  }) => {
    const newCount = async () => {
      const response = await request.get('/api/admin/stats');
      expect(response.status()).toBe(200);
      return ((await response.json()) as Stats).applications!.new;
    };
    // The sidebar counts the new applications (this lane's server: its other tests run before or after).
    const sidebar = page.getByRole('menuitem', { name: /Bewerbungen/ });
    const before = await newCount();
    const names = await applyNumbered(page, `e2e_bulk_${suffix}`, 3);
    const [first, second, third] = names as [string, string, string];
    const statusOf = async (name: string) =>
      (await storedWith(request, suffix)).find((row) => row.tiktokUsername === name)?.status;

    await page.goto(`/admin/bewerbungen?q=${suffix}`);
    await expect(tableRows(page)).toHaveCount(3);
    await expect(bulkBar(page)).toBeHidden();
    await expect(sidebar).toHaveAccessibleName(new RegExp(`Bewerbungen, ${before + 3} neu$`));
    await expect(sidebar.locator('.ant-badge')).toHaveText(String(before + 3));

    // Status of two.
    await checkbox(page, first).check();
    await checkbox(page, third).check();
    await expect(bulkBar(page)).toContainText('2 ausgewählt');
    await bulkBar(page)
      .getByRole('button', { name: /Status ändern/ })
      .click();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'In Bearbeitung' }).click();
    await expect(toast(page, '2 Bewerbungen aktualisiert')).toBeVisible();
    await expect.poll(() => statusOf(first)).toBe('in_progress');
    expect(await statusOf(third)).toBe('in_progress');
    expect(await statusOf(second)).toBe('new');
    await expect(bulkBar(page)).toBeHidden();
    await expect(tableRows(page).filter({ hasText: first })).toContainText('In Bearbeitung');
    // The sidebar follows without a reload.
    await expect(sidebar).toHaveAccessibleName(new RegExp(`Bewerbungen, ${before + 1} neu$`));

    // Export of the selection: a CSV with exactly the selected rows.
    await checkbox(page, first).check();
    await checkbox(page, second).check();
    const exportLink = bulkBar(page).getByRole('link', { name: /(^|\s)Auswahl exportieren$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^bewerbungen-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(3);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[2]))).toEqual(new Set([first, second]));
    await expect(bulkBar(page).getByRole('link', { name: 'Auswahl als Excel exportieren' })).toHaveAttribute(
      'href',
      /^\/api\/admin\/applications\/export\.xlsx\?ids=\d+%2C\d+$/,
    );

    // Delete the two, after a confirmation that names the count.
    await bulkBar(page).getByRole('button', { name: 'Löschen' }).click();
    const confirmation = page.locator('.ant-popconfirm:visible');
    await expect(confirmation).toContainText('2 Bewerbungen endgültig löschen?');
    await confirmation.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, '2 Bewerbungen gelöscht')).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page)).toContainText(third);
    expect((await storedWith(request, suffix)).map((row) => row.tiktokUsername)).toEqual([third]);
    await expect(bulkBar(page)).toBeHidden();

    // "Auswahl aufheben" ends a selection without doing anything.
    await checkbox(page, third).check();
    await bulkBar(page).getByRole('button', { name: 'Auswahl aufheben' }).click();
    await expect(bulkBar(page)).toBeHidden();
    await expect(checkbox(page, third)).not.toBeChecked();
  });
});

test.describe('control centre: the applications list on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  let suffix = '';
  test.beforeEach(() => {
    suffix = uniqueSuffix();
  });
  test.afterEach(async ({ request }) => {
    await removeApplications(request, suffix);
  });

  test('cards with their actions, paging, filters and the bulk bar fit without sideways scrolling', async ({
    page,
  }) => {
    // As long as a TikTok name can be: 21 characters and "_01" ….
    const names = await applyNumbered(page, `ph_${suffix}_longname`.slice(0, 21), 22);
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const insideViewport = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    };

    await page.goto(`/admin/bewerbungen?q=${suffix}`);
    const cards = page.locator('.application-card');
    await expect(cards).toHaveCount(20);
    await expect(page.locator('.ant-table')).toHaveCount(0);
    const card = cards.filter({ hasText: names[21]! });
    await expect(card).toContainText('Neu');
    await expect(card).toContainText('Österreich');
    await expect(card).toContainText(distinctContact(names[21]!).whatsappNumber!);
    for (const action of [
      card.getByRole('button', { name: 'Details' }),
      card.getByRole('button', { name: 'Löschen' }),
    ]) {
      await expect(action).toBeVisible();
      expect(await insideViewport(action)).toBe(true);
    }
    expect(await noSidewaysScroll()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Selecting shows the bulk bar, every action of it on screen.
    await checkbox(page, names[21]!).check();
    await checkbox(page, names[20]!).check();
    await expect(bulkBar(page)).toContainText('2 ausgewählt');
    for (const action of [
      bulkBar(page).getByRole('button', { name: /Status ändern/ }),
      bulkBar(page).getByRole('button', { name: 'Löschen' }),
      bulkBar(page).getByRole('link', { name: /(^|\s)Auswahl exportieren$/ }),
      bulkBar(page).getByRole('button', { name: 'Auswahl aufheben' }),
    ]) {
      await expect(action).toBeVisible();
      expect(await insideViewport(action)).toBe(true);
    }
    expect(await noSidewaysScroll()).toBe(true);

    // Paging below the cards, reachable too.
    const next = page.locator('.applications-pagination .ant-pagination-next');
    await next.scrollIntoViewIfNeeded();
    expect(await insideViewport(page.locator('.applications-pagination'))).toBe(true);
    await next.click();
    await expect.poll(() => urlParams(page)).toEqual({ q: suffix, page: '2' });
    await expect(cards).toHaveCount(2);
    expect(await noSidewaysScroll()).toBe(true);

    // The order is a choice of its own here, and "Details" opens the application.
    await choose(page, page.getByLabel('Sortierung'), 'Älteste zuerst');
    await expect.poll(() => urlParams(page)).toEqual({ q: suffix, sort: 'createdAt' });
    await cards.first().getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Bewerbungsdetails' })).toBeVisible();
  });
});
