import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { SettingsState, SettingsVersion } from '@shared/api-types.js';
import type { SiteSettings } from '@shared/site-settings.js';
import { menuItem, test } from './admin-support.js';
import { expect as baseExpect, expectAccessible, failedResourcePattern, uniqueSuffix } from './support.js';

// The screen is a long form of one chunk; on two busy cores its first render can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * „Einstellungen“: what staff save is on the public pages at once, the preview shows unsaved
 * values to its maker only, versions are restored, Redaktion edits only its sections, a save over
 * someone else's asks, and the go-live reminder leads to its field. The settings are shared by
 * every spec, so the file runs in order and puts the original values back at the end.
 */

test.describe.configure({ mode: 'serial' });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
/** With SCREENSHOTS_DIR set, every state checked is saved there too (as in accessibility.spec.ts). */
const SHOTS = process.env.SCREENSHOTS_DIR;

/**
 * axe at both sizes (and a screenshot with SCREENSHOTS_DIR), on the state as it is (resized, not
 * reloaded): the whole page, or only the window where a drawer covers it.
 */
async function checkBothSizes(page: Page, name: string, fullPage = true): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/settings-${name}-${size.width}.png`, fullPage });
    }
  }
  await page.setViewportSize(SIZES[0]);
}

async function settingsState(request: APIRequestContext): Promise<SettingsState> {
  const response = await request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as SettingsState;
}

/**
 * Whether a page asked for within a second of `since` (every 100 ms) shows the change. The time
 * counts when a request starts, not when it is answered: on two busy cores rendering the landing
 * page alone can take longer than a second.
 */
async function shownWithinASecond(
  since: number,
  read: () => Promise<string>,
  shows: (html: string) => boolean,
) {
  let last = '';
  while (Date.now() - since <= 1_000) {
    last = await read();
    if (shows(last)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(shows(last), 'the change within a second').toBe(true);
}

async function publicHtml(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path, { headers: { cookie: '' } })).text();
}

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/admin/einstellungen');
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Telefon', { exact: true })).toBeVisible();
}

/** Clicks „Speichern“ and waits for the server's answer to that save (a toast may be an older one). */
async function save(page: Page, status = 200): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/settings') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  expect((await answer).status()).toBe(status);
}

let original: SiteSettings;

test.beforeAll(async ({ adminRequest }) => {
  original = (await settingsState(adminRequest)).values;
});

// Other specs read the default texts: the values this file found are saved back.
test.afterAll(async ({ adminRequest }) => {
  const now = await settingsState(adminRequest);
  if (JSON.stringify(now.values) === JSON.stringify(original)) return;
  const put = await adminRequest.put('/api/admin/settings', {
    data: { version: now.version, values: original },
  });
  expect(put.status()).toBe(200);
});

test.beforeEach(({ guard }) => {
  // The refusals a test provokes on purpose (a conflict, a forbidden section).
  guard.allowConsoleError(failedResourcePattern(409));
  guard.allowConsoleError(failedResourcePattern(403));
});

test('the go-live reminder on the dashboard leads to its field', async ({ page }) => {
  await page.goto('/admin/dashboard');
  const reminder = page.getByRole('alert').filter({ hasText: 'noch nicht bereit für den Livebetrieb' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('link', { name: 'Umsatzsteuer-ID ist noch ein Beispielwert.' }).click();
  await expect(page).toHaveURL(/\/admin\/einstellungen$/);
  await expect(page.getByLabel('Umsatzsteuer-ID', { exact: true })).toBeFocused();
});

test('unsaved changes: a link in the sample-content warning asks „Änderungen verwerfen?“ first (axe at both sizes); „Weiter bearbeiten“ keeps the edit, a reload asks the browser, „Verwerfen“ follows the link', async ({
  page,
}) => {
  await openSettings(page);
  const phone = page.getByLabel('Telefon', { exact: true });
  const edited = `+49 30 ${String(Date.now()).slice(-7)}`;
  await phone.fill(edited);
  await expect(page.getByText('Nicht gespeichert')).toBeVisible();
  // A sample entry edited on another screen (the founder's link stays on this one).
  const link = page
    .getByRole('list', { name: 'Beispielinhalte' })
    .locator('a:not([href^="/admin/einstellungen"])')
    .first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  const question = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Ihre Änderungen auf dieser Seite sind noch nicht gespeichert.');
  await checkBothSizes(page, 'leave-question', false);
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/einstellungen$/);
  await expect(phone).toHaveValue(edited);

  // A reload: the browser's own question; dismissed, the page and the edit stay.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.evaluate(() => window.location.reload());
  expect(await asked).toBe('beforeunload');
  await expect(phone).toHaveValue(edited);

  await link.click();
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
  expect(
    (await page.request.get('/api/admin/settings').then((answer) => answer.json())) as SettingsState,
  ).toMatchObject({
    values: { contact: { phone: original.contact.phone } },
  });
});

test('the preview shows an unsaved text to its maker only; a saved phone number and partner are on the public pages within a second; a restored version is what the site shows again; a save over someone else’s asks', async ({
  page,
  context,
  request,
}) => {
  await openSettings(page);
  await expect(menuItem(page, 'Einstellungen')).toBeVisible();
  await checkBothSizes(page, 'screen');

  // The preview: an unsaved hero text, for its maker only.
  const heroTitle = page.getByLabel('Startbereich: Überschrift');
  const title = `Vorschau *nur für mich* ${uniqueSuffix()}`;
  await heroTitle.fill(title);
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Vorschau' }).click(),
  ]);
  await preview.waitForLoadState();
  expect(preview.url()).toMatch(/\/api\/admin\/settings\/preview\/[A-Za-z0-9_-]{32}$/);
  const shown = title.replace(/\*/g, '');
  await expect(preview.locator('#hero-title')).toHaveText(shown);
  await expect(preview.getByRole('navigation', { name: 'Seiten der Vorschau' })).toBeVisible();
  const answer = await preview.request.get(preview.url());
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect(answer.headers()['x-robots-tag']).toContain('noindex');
  expect(await publicHtml(request, '/')).not.toContain(shown);
  await preview.close();
  await heroTitle.fill(original.texts.hero.title);

  // A save: on the public pages within a second.
  const phone = `+49 30 ${String(Date.now()).slice(-7)}`;
  const partner = `Partner ${uniqueSuffix()}`;
  await page.getByLabel('Telefon', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Partner hinzufügen' }).click();
  await page.getByLabel('Partner 3: Name').fill(partner);
  await page.getByLabel('Partner 3: Adresse').fill('https://partner.example');
  await page.getByRole('button', { name: 'Partner 3 nach oben' }).click();
  await expect(page.getByLabel('Partner 2: Name')).toHaveValue(partner);
  await expect(page.getByText('Nicht gespeichert')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
  await expect(page.getByText('Nicht gespeichert')).toHaveCount(0);

  const saved = Date.now();
  await shownWithinASecond(
    saved,
    () => publicHtml(request, '/kontakt'),
    (html) => html.includes(phone),
  );
  await shownWithinASecond(
    saved,
    () => publicHtml(request, '/'),
    (html) => JSON.stringify(jsonLd(html)).includes(`"telephone":"${phone}"`),
  );
  // The footer lists the partners in their order: the new one before the second.
  await shownWithinASecond(
    saved,
    () => publicHtml(request, '/'),
    (html) => {
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      const added = footer.indexOf(partner);
      return added >= 0 && added < footer.indexOf(original.partners[1]!.name);
    },
  );
  expect(await publicHtml(request, '/')).not.toContain(shown);

  // The version before this save, restored.
  await page.getByRole('button', { name: 'Versionen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Versionen' });
  // The versions themselves, not the changed values each lists inside.
  const versions = drawer.getByRole('list', { name: 'Gespeicherte Fassungen' }).locator(':scope > li');
  await expect(versions.first()).toContainText('Aktuell');
  await expect(versions.first()).toContainText('Telefon');
  await checkBothSizes(page, 'versions', false);
  const list = (await (await page.request.get('/api/admin/settings/versions')).json()) as SettingsVersion[];
  expect(list[0]!.current).toBe(true);
  await versions.nth(1).getByRole('button', { name: 'Wiederherstellen' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('Version wiederhergestellt')).toBeVisible();
  await expect(versions.first()).toContainText(`Fassung vom`);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue(original.contact.phone);
  await shownWithinASecond(
    Date.now(),
    () => publicHtml(request, '/kontakt'),
    (html) => html.includes(original.contact.phone),
  );
  expect((await settingsState(page.request)).values.partners).toEqual(original.partners);

  // A save the server refuses as older than the stored version asks what to do (the flow itself:
  // SettingsPage.test.tsx; the 409: settings.test.ts).
  // Someone else saves meanwhile.
  const stored = await settingsState(page.request);
  const theirs = structuredClone(stored.values);
  theirs.contact.phoneHours = 'Sa 10:00–12:00 Uhr';
  const other = await page.request.put('/api/admin/settings', {
    data: { version: stored.version, values: theirs },
  });
  expect(other.status()).toBe(200);
  await page.getByLabel('Telefonzeiten').fill('Mo–Do 10:00–16:00 Uhr');
  await save(page, 409);
  const question = page.getByRole('dialog', { name: 'Inzwischen geändert' });
  await expect(question).toBeVisible();
  await checkBothSizes(page, 'conflict', false);
  await question.getByRole('button', { name: 'Neu laden' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByLabel('Telefonzeiten')).toHaveValue('Sa 10:00–12:00 Uhr');
  // Reloaded, the next save goes through.
  await page.getByLabel('Telefonzeiten').fill(original.contact.phoneHours);
  await save(page);
});

test('Erreichbarkeit shows both kinds of hours side by side and warns of a contradiction; required fields are marked; the navigation follows the focus; the preview’s bar leaves the site’s header visible', async ({
  page,
  context,
}) => {
  await openSettings(page);
  const kind = (name: string) =>
    page.locator('.settings-hours__kind').filter({ has: page.getByRole('heading', { level: 4, name }) });
  const phoneHours = kind('Telefonzeiten');
  const openingHours = kind('Öffnungszeiten');
  await expect(phoneHours).toContainText('steht auf der Kontaktseite');
  await expect(openingHours).toContainText('Nur für Suchmaschinen (z. B. Google)');
  // Side by side on a wide screen.
  const [phoneBox, openingBox] = [(await phoneHours.boundingBox())!, (await openingHours.boundingBox())!];
  expect(Math.abs(phoneBox.y - openingBox.y)).toBeLessThan(2);
  expect(phoneBox.x + phoneBox.width).toBeLessThanOrEqual(openingBox.x);

  // Required: marked, and still named by its label alone.
  const phone = page.getByLabel('Telefon', { exact: true });
  await expect(phone).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Telefonzeiten')).not.toHaveAttribute('aria-required', 'true');

  // An edit that contradicts the opening hours: a warning, the save stays possible.
  await page.getByLabel('Telefonzeiten').fill('Mo–Sa 9–19 Uhr');
  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'Telefonzeiten und Öffnungszeiten widersprechen sich' });
  await expect(warning).toContainText('Tage: Telefonzeiten Mo–Sa, Öffnungszeiten Mo–Fr');
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  // Side by side at 1440, one above the other at 390; the warning in the picture at both.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await warning.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-hours-${size.width}.png` });
  }
  await page.setViewportSize(SIZES[0]);

  // Tab from the last field of Links into the Impressum: the navigation follows.
  const nav = page.locator('.settings-anchor');
  await page.getByLabel('Instagram').focus();
  await expect(nav.getByRole('link', { name: 'Links', exact: true })).toHaveClass(
    /ant-anchor-link-title-active/,
  );
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Vertreten durch')).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Impressum' })).toHaveClass(/ant-anchor-link-title-active/);

  // The preview: its bar above the header, never over it, at both sizes.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Vorschau' }).click(),
  ]);
  await preview.waitForLoadState();
  const bar = preview.getByRole('region', { name: 'Vorschau' });
  const header = preview.locator('.site-header');
  for (const size of SIZES) {
    await preview.setViewportSize(size);
    await preview.evaluate(() => window.scrollTo(0, 0));
    const [barBox, headerBox] = [(await bar.boundingBox())!, (await header.boundingBox())!];
    expect(headerBox.y, `header below the bar at ${size.width}`).toBeGreaterThanOrEqual(
      barBox.y + barBox.height - 1,
    );
    await expect(preview.getByRole('link', { name: /zum Seitenanfang/ })).toBeVisible();
    if (SHOTS) await preview.screenshot({ path: `${SHOTS}/settings-preview-top-${size.width}.png` });
    if (size.width < 768) {
      // The phone menu opens below the header, whose button closes it again.
      await preview.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(preview.getByRole('navigation', { name: 'Mobile Navigation' })).toBeVisible();
      if (SHOTS) await preview.screenshot({ path: `${SHOTS}/settings-preview-menu-${size.width}.png` });
      await preview.getByRole('button', { name: 'Menü schließen' }).click();
      await expect(preview.getByRole('navigation', { name: 'Mobile Navigation' })).toBeHidden();
    }
    // Scrolled down, the bar is gone and the header is at the top as on the published site.
    await preview.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    if (SHOTS) await preview.screenshot({ path: `${SHOTS}/settings-preview-scrolled-${size.width}.png` });
  }
  await preview.close();
  await page.setViewportSize(SIZES[0]);
  await page.getByLabel('Telefonzeiten').fill(original.contact.phoneHours);
});
