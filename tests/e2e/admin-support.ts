import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN, expect, keptPageTest as base } from './support.js';

/**
 * Tests of the control centre: they start signed in with the worker's admin session (signed in once
 * per worker, see `adminSession` in support.ts), so the page, its context and the `request` fixture
 * all carry the session cookie. The login form, the guards and logout are tested signed out in
 * admin-auth.spec.ts.
 */
export const test = base.extend({
  storageState: async ({ adminSession }, use) => use(adminSession),
  // With the system's reduced motion, dialogs, dropdowns and toasts open and close at once
  // (admin-reduced-motion.spec.ts tests both settings): on two busy cores a 0.3 s animation can
  // take seconds, and a click can land on an option while its dropdown is still sliding in.
  contextOptions: async ({ contextOptions }, use) => use({ ...contextOptions, reducedMotion: 'reduce' }),
});

/** Signs in through the control centre's login form and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The in-place sign-in of an ended session (SessionRecovery.tsx). */
export const sessionDialog = (page: Page) => page.getByRole('dialog', { name: 'Sitzung abgelaufen' });

/** Signs in through the in-place dialog with the test account (its user name already filled in). */
export async function signInAgain(page: Page): Promise<void> {
  const dialog = sessionDialog(page);
  await expect(dialog.getByLabel('Benutzername')).toHaveValue(E2E_ADMIN.username);
  await dialog.getByLabel('Passwort').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A sidebar entry (its accessible name also holds the icon's name, so match the end; „Bewerbungen“
 * and „Nachrichten“ may end in their count, „Bewerbungen, 3 neu“, „Nachrichten, 1 ungelesen“).
 */
export function menuItem(page: Page, label: string) {
  return page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}(, \\d+ (neu|ungelesen))?$`) });
}

/** Opens an admin screen through the sidebar, as a user would. */
export async function openScreen(page: Page, label: string, path: string): Promise<void> {
  await menuItem(page, label).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
}

/**
 * Picks an option of an antd Select (`select`: its combobox or its root; the open dropdown is
 * rendered in a portal) and waits until the field shows it. A click that lands while the dropdown
 * is still sliding in can miss the option on a busy machine; the pick is then made again.
 */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  const field = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    // A tooltip the pointer left open (a column header's "Klicken zur … Sortierung" under the last
    // option picked) can cover the option: the pointer leaves first.
    await page.mouse.move(0, 0);
    if ((await dropdown.count()) === 0) await select.click();
    await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 2_000 });
    await expect(field.locator('.ant-select-content')).toHaveText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
