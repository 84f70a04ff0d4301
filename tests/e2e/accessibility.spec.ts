import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Route } from '@playwright/test';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES, adminContentPath } from '@shared/content-types.js';
import { ROLE_PERMISSIONS } from '@shared/roles.js';
import { choose, menuItem, test as adminTest } from './admin-support.js';
import { apply, removeApplications } from './applications-support.js';
import {
  expect,
  expectActionsOnScreen,
  expectNoSidewaysScroll,
  failedResourcePattern,
  resizeAndSettle,
  seriousViolations,
  keptPageTest as siteTest,
  uniqueSuffix,
  waitForHydration,
} from './support.js';

/**
 * Every screen of the control centre (its list, a dialog open, the empty list, Konto, Einstellungen,
 * the Protokoll with its date picker open, an unknown address, Redaktion's dashboard and „Kein
 * Zugriff“) and every public page, at both sizes, checked with axe: no serious or critical
 * violation (the WCAG 2.0–2.2 A and AA rules, the target size among them, and axe's best
 * practices; contrast of text, links and controls among them). The focus ring is measured on its
 * own: at least 3:1 against the surface around it.
 *
 * Each state is loaded once and checked at 1440x900, then resized to 390x844 and checked again
 * (a page load costs seconds on two cores, a resize a frame); the states only the phone has (the
 * site's menu, the control centre's navigation drawer) are opened at 390.
 *
 * With SCREENSHOTS_DIR set, every state checked is also saved there as a full-page PNG
 * (`SCREENSHOTS_DIR=/tmp/shots npx playwright test accessibility`), the way the screens are
 * looked at before and after a change of the design.
 */
const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const [WIDE, PHONE] = SIZES;
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** Checks the page as it is now; the violations are collected, so one run names every screen's. */
async function check(page: Page, found: string[], state: string): Promise<void> {
  // The state as it settles: nothing still loading.
  await expect(page.getByRole('status', { name: 'Wird geladen' })).toHaveCount(0);
  for (const violation of await seriousViolations(page)) found.push(`${state}: ${violation}`);
  // No icon named by its English file name („edit“, „arrow-left“): icons are decorative.
  const iconNames = await page.evaluate(() =>
    [...document.querySelectorAll('.anticon[aria-label]')]
      .map((icon) => icon.getAttribute('aria-label') ?? '')
      .filter((name) => /^[a-z]+(-[a-z]+)*$/.test(name)),
  );
  for (const name of new Set(iconNames)) found.push(`${state}: an icon named „${name}“`);
  // After axe: a full-page screenshot resizes the page, which can close a popup.
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${state}.png`), fullPage: true });
}

/**
 * Checks the state at both sizes (`state-1440`, `state-390`): first at the size the page has, then
 * resized to the other, where the page stays (one resize per state; the next state starts there).
 * `open` is the dialog or popup the state is about: it must still be open at each size.
 */
async function checkBothSizes(
  page: Page,
  found: string[],
  state: string,
  open?: Locator,
  atPhoneSize?: () => Promise<void>,
): Promise<void> {
  const now = page.viewportSize()?.width === PHONE.viewport.width ? PHONE : WIDE;
  for (const size of now === WIDE ? [WIDE, PHONE] : [PHONE, WIDE]) {
    if (size !== now) await resizeAndSettle(page, size.viewport);
    if (open) await expect(open).toBeVisible();
    await check(page, found, `${state}-${size.name}`);
    if (size === PHONE) await atPhoneSize?.();
  }
}

/**
 * A content screen on a phone: its entries are cards (or the FAQ's items) whose actions are all on
 * screen and touch-sized (the feedback cards' buttons fill the card's width instead), and nothing
 * scrolls sideways. What the cards hold is ContentPage.test.tsx's (jsdom).
 */
async function expectPhoneCards(page: Page, name: (typeof CONTENT_TYPE_NAMES)[number]): Promise<void> {
  await expect(page.getByRole('table')).toHaveCount(0);
  const movable = Boolean(CONTENT[name].order.move);
  const rows = name === 'faqs' ? page.locator('.faq-list .ant-collapse-item') : page.getByRole('article');
  // A plan entry alone in its day and time has no arrows (it cannot move): its card is checked without.
  const arrows =
    movable &&
    (!CONTENT[name].order.slots ||
      (await rows.first().getByRole('button', { name: 'Nach oben', exact: true }).count()) > 0);
  const actions = arrows ? ['Nach oben', 'Nach unten', 'Bearbeiten', 'Löschen'] : ['Bearbeiten', 'Löschen'];
  await expectActionsOnScreen(rows.first(), actions, movable);
  await expectNoSidewaysScroll(page);
}

/** The list GET answers empty (a paged list with a total of 0), as for an agency without entries. */
async function emptyList(page: Page, listPath: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`${listPath.replace(/\//g, '\\/')}(\\?.*)?$`);
  const handler = (route: Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'X-Total-Count': '0' },
          body: '[]',
        })
      : route.fallback();
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Opens a screen through the navigation (the drawer on a phone), as staff do: the app stays loaded
 * (a page load of the control centre costs about half a second on two idle cores, the menu a fifth).
 */
async function openFromMenu(page: Page, label: string, title: string): Promise<void> {
  if (page.viewportSize()?.width === PHONE.viewport.width) {
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
  }
  await menuItem(page, label).click();
  await expect(heading(page, title)).toBeVisible();
}

siteTest.describe('at both sizes', () => {
  siteTest.use({ viewport: WIDE.viewport, contextOptions: { reducedMotion: 'reduce' } });

  siteTest(`public pages and the control centre's login at both sizes`, async ({ page, guard }) => {
    siteTest.setTimeout(120_000);
    // The unknown page answers 404, and the login page asks for a session it does not have.
    guard.allowConsoleError(failedResourcePattern(404));
    guard.allowConsoleError(failedResourcePattern(401));
    const found: string[] = [];
    for (const [route, name] of [
      ['/', 'landing'],
      ['/kontakt', 'kontakt'],
      ['/impressum', 'impressum'],
      ['/datenschutz', 'datenschutz'],
      ['/search?q=stream', 'search'],
      // Without mail settings (these servers have none): the page says the newsletter is not offered.
      ['/newsletter', 'newsletter-not-offered'],
      ['/gibt-es-nicht', 'not-found'],
    ] as const) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
      await checkBothSizes(page, found, `public-${name}`, undefined, () => expectNoSidewaysScroll(page));
      if (name === 'landing') {
        // The menu is the phone's.
        await resizeAndSettle(page, PHONE.viewport);
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        await expect(page.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
        await check(page, found, `public-menu-${PHONE.name}`);
      }
    }

    // An overlong search term is cut and the page still fits a phone (pages.test.ts: the cut, the
    // escaping and the results).
    await resizeAndSettle(page, PHONE.viewport);
    await page.goto(`/search?q=${'x'.repeat(400)}`);
    await waitForHydration(page, 'form[role="search"]');
    await expect(page.getByRole('searchbox')).toHaveValue('x'.repeat(100));
    await expectNoSidewaysScroll(page);

    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await checkBothSizes(page, found, 'admin-login');
    expect(found).toEqual([]);
  });
});

adminTest.describe('control centre at both sizes', () => {
  adminTest.use({ viewport: WIDE.viewport });

  adminTest(
    'dashboard, applications, messages and data requests at both sizes',
    async ({ page, request }) => {
      adminTest.setTimeout(180_000);
      const suffix = uniqueSuffix();
      const tiktok = `a11y_${suffix}`;
      // An earlier application of the same person (the same WhatsApp number): the dialog lists it.
      const earlier = `a11yfrueh_${suffix}`;
      await apply(request, earlier);
      // A look-alike website (a Cyrillic „а“): the dialog shows it as stored and with its warning.
      await apply(request, tiktok, { website: 'https://\u0430pple.com/login' });
      const subject = `Frage zur Agentur ${suffix}`;
      const sent = await request.post('/api/contact', {
        data: {
          name: 'Axel Prüfer',
          email: `axe-${suffix}@example.com`,
          subject,
          message: 'Wie läuft eine Bewerbung ab?',
        },
      });
      expect(sent.status(), 'POST /api/contact').toBe(201);
      const found: string[] = [];
      try {
        await page.goto('/admin/dashboard');
        await expect(page.locator('.ant-statistic').first()).toBeVisible();
        await checkBothSizes(page, found, 'admin-dashboard');
        // The navigation drawer is the phone's.
        await resizeAndSettle(page, PHONE.viewport);
        await page.getByRole('button', { name: 'Navigation öffnen' }).click();
        const drawer = page.getByRole('dialog', { name: 'Navigation' });
        await expect(drawer).toBeVisible();
        await check(page, found, `admin-drawer-${PHONE.name}`);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        await openFromMenu(page, 'Bewerbungen', 'Bewerbungen');
        const entry = page.getByText(tiktok, { exact: false }).first();
        await expect(entry).toBeVisible();
        await checkBothSizes(page, found, 'admin-bewerbungen');
        // Its card's „Details“ (the name itself links to the TikTok profile).
        await page
          .locator('.clickable-row')
          .filter({ hasText: tiktok })
          .first()
          .getByRole('button', { name: 'Details' })
          .click();
        const details = page.getByRole('dialog');
        await expect(details).toContainText('Internationale Adresse, gelesen „\u0430pple.com“');
        await expect(
          details
            .getByRole('list', { name: 'Frühere Bewerbungen' })
            .getByRole('button', { name: new RegExp(`^@${earlier} `) }),
        ).toBeVisible();
        await checkBothSizes(page, found, 'admin-bewerbungen-dialog', details);
        // "Vorlage senden": a template chosen and filled in for this applicant.
        const template = await request.post('/api/admin/reply-templates', {
          data: {
            name: `Axe-Vorlage ${suffix}`,
            text: 'Hallo {tiktok}, danke für deine Bewerbung bei {agentur}!',
          },
        });
        expect(template.status(), 'POST /api/admin/reply-templates').toBe(201);
        const { id: templateId } = (await template.json()) as { id: number };
        try {
          await details.getByRole('button', { name: 'Vorlage senden' }).click();
          const send = page.getByRole('dialog', { name: 'Vorlage senden' });
          await expect(send).toBeVisible();
          await choose(page, send.getByRole('combobox', { name: 'Vorlage' }), `Axe-Vorlage ${suffix}`);
          await expect(send).toContainText('danke für deine Bewerbung');
          await checkBothSizes(page, found, 'admin-vorlage-senden', send);
          await send.getByRole('button', { name: 'Abbrechen' }).click();
          await expect(send).toBeHidden();
          await page.keyboard.press('Escape');
          await expect(details).toBeHidden();

          await openFromMenu(page, 'Vorlagen', 'Vorlagen');
          await expect(page.getByText(`Axe-Vorlage ${suffix}`)).toBeVisible();
          await checkBothSizes(page, found, 'admin-vorlagen');
          await page.getByRole('button', { name: 'Neue Vorlage' }).click();
          const form = page.getByRole('dialog', { name: 'Neue Vorlage' });
          await expect(form).toBeVisible();
          await checkBothSizes(page, found, 'admin-vorlagen-form', form);
          await form.getByRole('button', { name: 'Abbrechen' }).click();
          await expect(form).toBeHidden();
        } finally {
          await request.delete(`/api/admin/reply-templates/${templateId}`);
        }
        // A page load forgets the list the app holds, and asks the empty answer.
        const restoreApplications = await emptyList(page, '/api/admin/applications');
        await page.goto('/admin/bewerbungen');
        await expect(heading(page, 'Bewerbungen')).toBeVisible();
        await expect(page.getByText(tiktok)).toHaveCount(0);
        await checkBothSizes(page, found, 'admin-bewerbungen-empty');
        await restoreApplications();

        await openFromMenu(page, 'Nachrichten', 'Nachrichten');
        const message = page.getByText(subject).first();
        await expect(message).toBeVisible();
        await checkBothSizes(page, found, 'admin-nachrichten');
        await message.click();
        const reading = page.getByRole('dialog');
        await expect(reading).toBeVisible();
        await checkBothSizes(page, found, 'admin-nachrichten-dialog', reading);
        await page.keyboard.press('Escape');
        await expect(reading).toBeHidden();
        const restoreMessages = await emptyList(page, '/api/admin/messages');
        await page.reload();
        await expect(heading(page, 'Nachrichten')).toBeVisible();
        await expect(page.getByText(subject)).toHaveCount(0);
        await checkBothSizes(page, found, 'admin-nachrichten-empty');
        await restoreMessages();

        await openFromMenu(page, 'Auskunft & Löschung', 'Auskunft & Löschung');
        await checkBothSizes(page, found, 'admin-auskunft');
        await page.getByLabel('TikTok-Name').fill(tiktok);
        await page.getByRole('button', { name: 'Suchen' }).click();
        await expect(page.getByRole('checkbox').first()).toBeVisible();
        // On a phone the results are cards (DataRequestsPage.test.tsx) that fit its width.
        await checkBothSizes(page, found, 'admin-auskunft-results', undefined, () =>
          expectNoSidewaysScroll(page),
        );
        // Its dialog: the erasure's confirmation (cancelled).
        await page.getByRole('button', { name: 'Ausgewählte löschen' }).click();
        const erase = page.getByRole('dialog').filter({ hasText: 'endgültig löschen?' });
        await expect(erase).toBeVisible();
        await checkBothSizes(page, found, 'admin-auskunft-confirm', erase);
        await erase.getByRole('button', { name: 'Abbrechen' }).click();
        await expect(erase).toBeHidden();
      } finally {
        await removeApplications(request, tiktok);
        await removeApplications(request, earlier);
        for (const row of (await (await request.get('/api/admin/messages')).json()) as {
          id: number;
          email: string;
        }[]) {
          if (row.email === `axe-${suffix}@example.com`)
            await request.delete(`/api/admin/messages/${row.id}`);
        }
      }
      expect(found).toEqual([]);
    },
  );

  adminTest('content screens at both sizes', async ({ page }) => {
    adminTest.setTimeout(240_000);
    const found: string[] = [];
    /** Opens a content screen through the navigation (the drawer on a phone), as staff do. */
    const open = async (name: (typeof CONTENT_TYPE_NAMES)[number]) => {
      const { admin } = CONTENT[name];
      if (page.viewportSize()?.width === PHONE.viewport.width) {
        await page.getByRole('button', { name: 'Navigation öffnen' }).click();
      }
      await menuItem(page, admin.menu).click();
      await expect(heading(page, admin.title)).toBeVisible();
      await expect(page.getByRole('button', { name: admin.add })).toBeEnabled();
    };

    await page.goto('/admin/dashboard');
    for (const name of CONTENT_TYPE_NAMES) {
      const { admin } = CONTENT[name];
      const state = `admin-${name}`;
      await open(name);
      await checkBothSizes(page, found, state, undefined, () => expectPhoneCards(page, name));

      // The delete confirmation is one component for every list: checked once. It belongs to its
      // row, which is a table row at 1440 and a card at 390, so it is opened at each size.
      if (name === CONTENT_TYPE_NAMES[0]) {
        for (const size of page.viewportSize()?.width === PHONE.viewport.width ? [PHONE, WIDE] : SIZES) {
          await resizeAndSettle(page, size.viewport);
          await page.getByRole('button', { name: 'Löschen', exact: true }).first().click();
          const confirm = page.locator('.ant-popconfirm:visible');
          await expect(confirm).toBeVisible();
          await check(page, found, `admin-confirm-${size.name}`);
          await page.keyboard.press('Escape');
          await expect(confirm).toBeHidden();
        }
      }

      await page.getByRole('button', { name: admin.add }).click();
      const create = page.getByRole('dialog', { name: `${admin.one} hinzufügen` });
      await expect(create).toBeVisible();
      // Sent empty: the required fields' marks and their errors are shown (the edit dialog is
      // the same form with values).
      await create.getByRole('button', { name: /Speichern|Hinzufügen/ }).click();
      await expect(create.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await checkBothSizes(page, found, `${state}-dialog`, create);
      await create.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(create).toBeHidden();
    }

    // Every list empty, as for an agency without entries: one reload forgets the lists, and each
    // screen asks again when it opens.
    const restores = await Promise.all(
      CONTENT_TYPE_NAMES.map((name) => emptyList(page, adminContentPath(name))),
    );
    await page.reload();
    for (const name of CONTENT_TYPE_NAMES) {
      await open(name);
      await expect(page.getByRole('button', { name: 'Bearbeiten', exact: true })).toHaveCount(0);
      await checkBothSizes(page, found, `admin-${name}-empty`);
    }
    for (const restore of restores) await restore();
    expect(found).toEqual([]);
  });
});

adminTest.describe("the control centre's other screens and edges at both sizes", () => {
  adminTest.use({ viewport: WIDE.viewport });

  adminTest(
    'Konto, Einstellungen, Protokoll with the date picker open, an unknown address and Redaktion',
    async ({ page }) => {
      adminTest.setTimeout(180_000);
      const found: string[] = [];

      await page.goto('/admin/konto');
      await expect(heading(page, 'Mein Konto')).toBeVisible();
      // The password fields' eye: a target of 24 x 24 px or more (WCAG 2.2, 2.5.8).
      const eye = page.locator('.ant-input-password-icon').first();
      await expect(eye).toBeVisible();
      for (const size of SIZES) {
        await resizeAndSettle(page, size.viewport);
        const box = (await eye.boundingBox())!;
        expect(Math.min(box.width, box.height), `the eye at ${size.name}`).toBeGreaterThanOrEqual(24);
      }
      await resizeAndSettle(page, WIDE.viewport);
      await checkBothSizes(page, found, 'admin-konto');

      // A new address waiting for its link („Bestätigung ausstehend“), as the server answers it.
      await page.route('**/api/admin/user', async (route) => {
        const response = await route.fetch();
        const user = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: {
            ...user,
            email: 'alt@agentur.example',
            pendingEmail: 'neue.adresse@agentur.example',
            emailChange: 'mail',
          },
        });
      });
      await resizeAndSettle(page, WIDE.viewport);
      await page.reload();
      await expect(page.getByText('Bestätigung ausstehend')).toBeVisible();
      await checkBothSizes(page, found, 'admin-konto-email-pending');
      await page.unroute('**/api/admin/user');

      // The page of the link to a new address (no session needed), before and after its button.
      await resizeAndSettle(page, WIDE.viewport);
      await page.goto('/admin/e-mail-bestaetigen?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
      const confirm = page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' });
      await expect(confirm).toBeVisible();
      await checkBothSizes(page, found, 'admin-e-mail-bestaetigen');
      await page.route('**/api/admin/account/email/confirm', (route) => route.fulfill({ status: 204 }));
      await confirm.click();
      await expect(page.getByText('E-Mail-Adresse bestätigt')).toBeVisible();
      await checkBothSizes(page, found, 'admin-e-mail-bestaetigt');
      await page.unroute('**/api/admin/account/email/confirm');

      await page.goto('/admin/einstellungen');
      await expect(heading(page, 'Einstellungen')).toBeVisible();
      await checkBothSizes(page, found, 'admin-einstellungen');

      await openFromMenu(page, 'Dashboard', 'Dashboard');
      // The go-live findings' links (while the Impressum lacks values): each 24 px high or more.
      const findings = page.locator('.go-live-alert li > a');
      if ((await findings.count()) > 0)
        for (const size of SIZES) {
          await resizeAndSettle(page, size.viewport);
          for (const link of await findings.all())
            expect(
              (await link.boundingBox())!.height,
              `a go-live link at ${size.name}`,
            ).toBeGreaterThanOrEqual(24);
        }
      await resizeAndSettle(page, WIDE.viewport);

      await openFromMenu(page, 'Protokoll', 'Protokoll');
      await checkBothSizes(page, found, 'admin-protokoll');
      // The date picker open (its days of the months before and after too).
      await resizeAndSettle(page, WIDE.viewport);
      await page.getByPlaceholder('Von').click();
      const picker = page.locator('.activity-range-popup');
      await expect(picker).toBeVisible();
      await checkBothSizes(page, found, 'admin-protokoll-datepicker', picker);
      await page.keyboard.press('Escape');

      // An unknown address: said so inside the frame, under the address as typed.
      await resizeAndSettle(page, WIDE.viewport);
      await page.goto('/admin/gibtsnicht');
      await expect(heading(page, 'Seite nicht gefunden')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/admin/gibtsnicht');
      await checkBothSizes(page, found, 'admin-not-found');
      await page.getByRole('link', { name: 'Zum Dashboard' }).click();
      await expect(heading(page, 'Dashboard')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');

      // Redaktion (the signed-in user as the server would answer it for that role): its dashboard
      // and a screen it may not open.
      await page.route('**/api/admin/user', async (route) => {
        const response = await route.fetch();
        const user = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: { ...user, role: 'editor', permissions: [...ROLE_PERMISSIONS.editor] },
        });
      });
      await resizeAndSettle(page, WIDE.viewport);
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: 'Inhalte der Website' })).toBeVisible();
      await expect(page.locator('.stat-card')).toHaveCount(0);
      await checkBothSizes(page, found, 'admin-dashboard-redaktion');
      await page.goto('/admin/team');
      await expect(heading(page, 'Kein Zugriff')).toBeVisible();
      await expect(page.locator('.ant-result-image')).toHaveCount(0);
      await checkBothSizes(page, found, 'admin-kein-zugriff');
      await page.getByRole('link', { name: 'Zum Dashboard' }).click();
      await expect(heading(page, 'Dashboard')).toBeVisible();
      await page.unroute('**/api/admin/user');
      expect(found).toEqual([]);
    },
  );
});

/**
 * The focus ring's contrast against the surface around it (WCAG 2.2, 1.4.11 and 2.4.7): at least
 * 3:1, at least 2 px wide, for the controls a keyboard user meets on every screen.
 */
async function focusRing(target: Locator) {
  await target.focus();
  return target.evaluate((element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = [r!, g!, b!].map((value) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
    };
    // The surface: the first ancestor (or the element) that paints an opaque background.
    let surface = 'rgb(0, 0, 0)';
    for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      const alpha = channels(background)[3];
      if (background !== 'transparent' && (alpha === undefined || alpha === 1)) {
        surface = background;
        break;
      }
    }
    const style = getComputedStyle(element);
    const [ring, ground] = [luminance(channels(style.outlineColor)), luminance(channels(surface))];
    return {
      matchesFocusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: (Math.max(ring, ground) + 0.05) / (Math.min(ring, ground) + 0.05),
    };
  });
}

adminTest(
  'the focus ring reads at 3:1 or more on buttons, the sidebar, links and table icons',
  async ({ page }) => {
    await page.goto('/admin/highlights');
    await expect(page.getByRole('button', { name: 'Neues Highlight' })).toBeEnabled();
    for (const [name, target] of [
      ['sidebar entry', menuItem(page, 'FAQ')],
      ['primary button', page.getByRole('button', { name: 'Neues Highlight' })],
      ['table icon button', page.getByRole('button', { name: 'Bearbeiten', exact: true }).first()],
      ['header link', page.getByRole('link', { name: 'Website ansehen' })],
      ['default button', page.getByRole('button', { name: 'Abmelden' })],
    ] as const) {
      const ring = await focusRing(target);
      expect(ring.matchesFocusVisible, name).toBe(true);
      expect(ring.style, name).toBe('solid');
      expect(ring.width, name).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, name).toBeGreaterThanOrEqual(3);
    }
  },
);
