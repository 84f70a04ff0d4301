import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { SampleContent } from '@shared/sample-content.js';
import { test } from './admin-support.js';
import { expect, expectAccessible, expectNoSidewaysScroll, resizeAndSettle } from './support.js';

/**
 * Issue 39, sample content in the go-live check: on a freshly seeded server the dashboard's go-live
 * card lists every sample entry still public, each a link to where it is edited; an entry edited
 * through the control centre leaves the list. The landing page's feedback section says how the
 * agency checks its reviews (§ 5b Abs. 3 UWG; its text and place in the HTML: Testimonials.test.ts;
 * editing it on Einstellungen, refused by the settings' schema: SettingsPage.edges.test.tsx and
 * site-settings.test.ts). At 1440 and 390 px, with axe; with SCREENSHOTS_DIR set, each state is
 * saved as a picture.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

async function samples(page: Page): Promise<SampleContent> {
  const response = await page.request.get('/api/admin/health');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sampleContent: SampleContent }).sampleContent;
}

const sampleList = (page: Page) => page.getByRole('list', { name: 'Beispielinhalte' });

test('the go-live card lists the public sample content with links; an edited entry leaves it', async ({
  page,
}) => {
  const before = await samples(page);
  expect(before.count).toBeGreaterThan(0);
  expect(before.entries).toContainEqual({
    type: 'founder',
    id: null,
    label: 'Marco Keller',
    fallback: false,
  });

  await page.goto('/admin/dashboard');
  const list = sampleList(page);
  await expect(list.getByRole('link')).toHaveCount(before.count);
  await expect(page.getByText(`Die Website zeigt noch ${before.count} Beispielinhalte`)).toBeVisible();
  await expect(list.getByRole('link', { name: 'Gründer: „Marco Keller“' })).toHaveAttribute(
    'href',
    '/admin/einstellungen?feld=founder.name',
  );
  for (const [size, viewport] of [
    ['1440', WIDE],
    ['390', PHONE],
  ] as const) {
    await resizeAndSettle(page, viewport);
    await expect(list).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    // Each link is a target of at least 24 px (WCAG 2.2, 2.5.8).
    for (const link of await list.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
    if (SHOTS) {
      await page.screenshot({
        path: path.join(SHOTS, `sample-content-dashboard-${size}.png`),
        fullPage: true,
      });
    }
  }
  await resizeAndSettle(page, WIDE);

  // A link leads to where the entry is edited.
  const faq = before.entries.find((entry) => entry.type === 'faqs' && !entry.fallback)!;
  await list.getByRole('link', { name: `FAQ: „${faq.label}“` }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);

  // Saved through the control centre's API: no longer a sample (the text put back afterwards).
  const original = (await (await page.request.get(`/api/admin/faqs/${faq.id}`)).json()) as {
    question: string;
  };
  const edited = await page.request.patch(`/api/admin/faqs/${faq.id}`, {
    data: { question: `${original.question} (geprüft)` },
  });
  expect(edited.status()).toBe(200);
  try {
    await page.goto('/admin/dashboard');
    await expect(sampleList(page).getByRole('link')).toHaveCount(before.count - 1);
    await expect(sampleList(page).getByRole('link', { name: `FAQ: „${faq.label}“` })).toHaveCount(0);

    // Einstellungen lists them too.
    await page.goto('/admin/einstellungen');
    await expect(sampleList(page).getByRole('link')).toHaveCount(before.count - 1);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'sample-content-einstellungen-1440.png') });
  } finally {
    await page.request.patch(`/api/admin/faqs/${faq.id}`, { data: { question: original.question } });
  }
});

test('the feedback section says how the agency checks the reviews, under its heading', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#testimonials');
  const note = section.locator('.testimonials__note');
  for (const [size, viewport] of [
    ['1440', WIDE],
    ['390', PHONE],
  ] as const) {
    await resizeAndSettle(page, viewport);
    await section.scrollIntoViewIfNeeded();
    await expect(note).toHaveText(
      'Die Stimmen stammen von Creatorn, die wir betreuen; wir veröffentlichen sie mit ihrer Zustimmung und prüfen vor der Veröffentlichung, dass sie von ihnen stammen.',
    );
    const heading = (await section.getByRole('heading', { level: 2 }).boundingBox())!;
    const box = (await note.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    await expectNoSidewaysScroll(page);
    if (SHOTS)
      await section.screenshot({ path: path.join(SHOTS, `sample-content-testimonials-${size}.png`) });
  }
});
