import type { Page } from '@playwright/test';
import { test } from './admin-support.js';
import { expect } from './support.js';

/** Records every class an element of the page takes from now on that belongs to antd's motion. */
async function recordMotionClasses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { motionClasses: Set<string> }).motionClasses = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        for (const name of target.classList ?? [])
          if (/-(appear|enter|leave)(-|$)/.test(name)) seen.add(name);
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
      childList: true,
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { motionClasses: Set<string> }).motionClasses]);
}

async function openAndCloseDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Neuer Livestream' }).click();
  const dialog = page.getByRole('dialog', { name: 'Livestream hinzufügen' });
  await expect(dialog).toBeVisible();
  // With motion, a click while the dialog still zooms in can be lost on a busy machine: it has
  // finished when its motion classes are gone.
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
}

/** The transition time antd gives its buttons (its "mid" motion duration). */
const buttonTransition = (page: Page) =>
  page
    .getByRole('button', { name: 'Neuer Livestream' })
    .evaluate((button) => getComputedStyle(button).transitionDuration);

test.describe('control centre: motion follows the system setting', () => {
  // Emulated media stays with a page: this one is not kept for other tests.
  test.use({ freshPage: true });
  test('with reduced motion, dialogs open and close without animation; without it they animate', async ({
    page,
  }) => {
    await page.goto('/admin/livestream');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream-Plan' })).toBeVisible();

    // Reduced motion (the control-centre tests' setting): no zoom, no transition time.
    expect(await buttonTransition(page)).toBe('0s');
    let motionClasses = await recordMotionClasses(page);
    await openAndCloseDialog(page);
    // (rc-motion still names the first, "prepare" step of a motion it then skips.)
    expect((await motionClasses()).filter((name) => /-(start|active)$/.test(name))).toEqual([]);

    // The setting changes while the app runs: now the dialog zooms in and out.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => buttonTransition(page)).not.toBe('0s');
    motionClasses = await recordMotionClasses(page);
    await openAndCloseDialog(page);
    expect(await motionClasses()).toEqual(
      expect.arrayContaining([
        'ant-zoom-appear-active',
        'ant-zoom-leave-active',
        'wave-motion-appear-active',
      ]),
    );
  });
});
