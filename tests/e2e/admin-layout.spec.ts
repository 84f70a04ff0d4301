import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Streamer } from '@shared/api-types.js';
import { menuItem, test } from './admin-support.js';
import { apply, removeApplications } from './applications-support.js';
import { expect, expectAccessible, resizeAndSettle, uniqueSuffix } from './support.js';

/**
 * The control centre's lists keep words whole: in every table cell, card and board column at
 * 1440x900 and 390x844, no word is broken inside itself („Deutschlan|d“, „www.googl|e.com“,
 * „Wiederhergestell|t“) or runs out of its box, no tag is cut („Bereits beworben“ to „…“), and the
 * go-live lists put each bullet on its item's first line. Measured in the page: each word's line
 * boxes (a Range per word), each tag's box against what clips it.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

/** The boxes of entered and shown text on the list screens: table cells, cards, board columns. */
const BOXES = [
  '.ant-table-tbody td',
  '.ant-table-thead th',
  '.list-card',
  '.application-card',
  '.application-board__column',
  '.application-board__card',
  '.ant-descriptions-item-content',
].join(', ');

/** What the page shows broken, cut or out of its box; empty when every word and tag is whole. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !element.closest('.ant-table-measure-row, [aria-hidden="true"]');
    for (const box of document.querySelectorAll(selector)) {
      if (!visible(box)) continue;
      const outer = box.getBoundingClientRect();
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || !visible(node.parentElement)) continue;
        const text = node.textContent ?? '';
        // A word may break after its own hyphen or slash („WhatsApp-|Nummer“), a handle after its
        // dots and underscores („@lena.|streams“), nowhere else.
        const handle = text.trim().startsWith('@');
        for (const word of text.matchAll(handle ? /[^\s\-/._]+[-/._]?/g : /[^\s\-/]+[-/]?/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (rects.length === 0) continue;
          if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1)
            problems.push(`„${word[0]}“ broken in ${name(box)}`);
          const last = rects[rects.length - 1]!;
          if (last.right > outer.right + 1 || rects[0]!.left < outer.left - 1)
            problems.push(`„${word[0]}“ runs out of ${name(box)}`);
        }
      }
      // Cut with an ellipsis: more text than the element shows.
      for (const element of [box, ...box.querySelectorAll('*')]) {
        if (!visible(element)) continue;
        const style = getComputedStyle(element);
        if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
          problems.push(`„${element.textContent?.trim()}“ cut in ${name(box)}`);
      }
    }
    // Tags whole: inside every box that clips them.
    for (const tag of document.querySelectorAll('.ant-tag')) {
      if (!visible(tag)) continue;
      const rect = tag.getBoundingClientRect();
      for (let parent = tag.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        if (parent.scrollWidth > parent.clientWidth && /auto|scroll/.test(style.overflowX)) continue;
        const clip = parent.getBoundingClientRect();
        if (rect.right > clip.right + 1 || rect.left < clip.left - 1)
          problems.push(`tag „${tag.textContent?.trim()}“ cut by ${name(parent)}`);
        break;
      }
    }
    // The bullet of a list item is on the item's first line: nothing taller than a line sits
    // inline as one box (its baseline would carry the marker to its last line).
    for (const item of document.querySelectorAll('.go-live-alert__list > li')) {
      if (!visible(item)) continue;
      const lineHeight = parseFloat(getComputedStyle(item).lineHeight) || 22;
      for (const child of item.children) {
        const display = getComputedStyle(child).display;
        if (!/^inline-(block|flex|grid)$/.test(display)) continue;
        if (
          child.getBoundingClientRect().height > lineHeight * 1.5 &&
          getComputedStyle(child).verticalAlign === 'baseline'
        )
          problems.push(`the bullet of „${item.textContent?.trim()}“ is not on its first line`);
      }
    }
    return [...new Set(problems)];
  }, BOXES);
}

/** No broken word, no cut tag and axe clean at both sizes (a picture of each with SCREENSHOTS_DIR). */
async function checkBothSizes(page: Page, state: string, ready: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of [
    ['1440', WIDE],
    ['390', PHONE],
  ] as const) {
    await resizeAndSettle(page, viewport);
    await ready();
    await expect(page.getByRole('status', { name: 'Wird geladen' })).toHaveCount(0);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, `layout-${state}-${size}.png`), fullPage: true });
    expect(await layoutProblems(page), `${state} at ${size} px`).toEqual([]);
    await expectAccessible(page);
  }
  await resizeAndSettle(page, WIDE);
}

test('lists keep their words whole and their tags uncut, at 1440 and 390 px', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const handle = `layout.${suffix}`;
  // The same person three times („Bereits beworben (2×)“), from each of the countries.
  for (const country of ['Deutschland', 'Österreich', 'Schweiz']) {
    await apply(request, handle, { country, website: 'www.google.com' });
  }
  const streamer = await request.post('/api/admin/streamers', {
    data: {
      name: `Layout ${suffix}`,
      tiktokUsername: `@layout_${suffix}`,
      tiktokUrl: `https://www.tiktok.com/@layout_${suffix}`,
      profileImageUrl: '/uploads/seed-streamer-1.webp',
      description: 'Streamt aus Deutschland, Österreich und der Schweiz.',
      country: 'Deutschland',
      tags: 'Streamer des Monats, Just Chatting, Wiederhergestellt',
      order: 0,
    },
  });
  expect(streamer.status()).toBe(201);
  const streamerId = ((await streamer.json()) as Streamer).id;
  // A restored version of the settings: „Wiederhergestellt“ in the Protokoll.
  const settings = (await (await request.get('/api/admin/settings')).json()) as {
    version: number;
    values: { links: Record<string, string> };
  };
  const saved = await request.put('/api/admin/settings', {
    data: {
      version: settings.version,
      values: {
        ...settings.values,
        links: { ...settings.values.links, instagram: 'https://www.google.com' },
      },
    },
  });
  expect(saved.status()).toBe(200);
  const versions = (await (await request.get('/api/admin/settings/versions')).json()) as { id: number }[];
  expect((await request.post(`/api/admin/settings/versions/${versions[1]!.id}/restore`)).status()).toBe(200);

  try {
    await page.goto('/admin/bewerbungen');
    const row = () =>
      page
        .locator('.ant-table-tbody tr.clickable-row, .application-card, .application-board__card')
        .filter({ hasText: handle });
    await checkBothSizes(page, 'bewerbungen', () => expect(row().first()).toBeVisible());

    // The other screens through the app's own controls: no page load each (checkBothSizes ends at 1440 px).
    await page.getByText('Board', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ansicht')).toBe('board');
    await checkBothSizes(page, 'board', () => expect(row().first()).toBeVisible());

    await menuItem(page, 'Streamer').click();
    await checkBothSizes(page, 'streamer', () =>
      expect(page.getByText(`Layout ${suffix}`).first()).toBeVisible(),
    );

    await menuItem(page, 'Protokoll').click();
    await checkBothSizes(page, 'protokoll', () =>
      expect(page.getByText('Wiederhergestellt').first()).toBeVisible(),
    );

    await menuItem(page, 'Einstellungen').click();
    await checkBothSizes(page, 'einstellungen', () =>
      expect(page.getByRole('list', { name: 'Beispielinhalte' })).toBeVisible(),
    );
  } finally {
    await removeApplications(request, handle);
    await request.delete(`/api/admin/streamers/${streamerId}`);
  }
});
