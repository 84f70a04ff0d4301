import fs, { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { NewsletterOverview, NewsletterSendStarted } from '@shared/api-types.js';
import { newsletterMessages } from '@shared/newsletter.js';
import { startServerProcess, type ServerProcess } from '@tests/helpers/server-process.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@tests/helpers/smtp.js';
import {
  E2E_ADMIN,
  expect,
  resizeAndSettle,
  seriousViolations,
  test as base,
  uniqueSuffix,
} from './support.js';

/**
 * Issue 40 end to end, as a fan and as staff: sign up on the landing page, confirm from the mail,
 * receive an issue sent from the control centre and unsubscribe with its link's one button. The
 * lane servers have no mail settings (the sign-up is hidden there), so this file runs its own
 * server with a real SMTP server, in the worker; with SCREENSHOTS_DIR set, each step is saved.
 */
const test = base.extend<object, { smtp: TestSmtpServer; laneServer: string }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  laneServer: [
    async ({ smtp }, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-newsletter-'));
      let server: ServerProcess | undefined;
      try {
        server = await startServerProcess({
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'newsletter@agentur.example',
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          STAFF_2FA: 'optional',
          FORM_LIMIT_PER_ADDRESS: '1000',
          FORM_LIMIT_PER_NETWORK: '0',
          BACKUP_HOUR: 'off',
        });
        await use(server.url);
      } finally {
        await server?.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
});

const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1440', { width: 1440, height: 900 }],
] as const;
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** axe clean (WCAG 2.2 AA) at both sizes, the page ending at 1440; a picture of each with SCREENSHOTS_DIR. */
async function checkBothSizes(page: Page, shot: string): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await resizeAndSettle(page, viewport);
    // This file's pages move (no reduced motion): a dialog is checked once it has faded in.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    expect(await seriousViolations(page), `axe on ${page.url()} at ${size}`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `newsletter-${shot}-${size}.png`) });
  }
}

/** The first link in a mail's plain text that leads to `pathname`. */
function linkIn(mail: ReceivedMail, pathname: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === pathname);
  expect(link, `a link to ${pathname} in: ${mail.text}`).toBeTruthy();
  return link!;
}

test('a fan signs up on the landing page, confirms from the mail, gets an issue and unsubscribes with one click', async ({
  page,
  smtp,
  request,
}) => {
  const address = `fan-${uniqueSuffix()}@example.org`;

  // The landing page's block: address, consent with its text, then the panel in the form's place.
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter-Anmeldung' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('checkbox')).toHaveAccessibleName(/Ich möchte den Newsletter von .+ erhalten/);
  await form.getByRole('textbox', { name: 'E-Mail' }).fill(address);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Newsletter abonnieren' }).click();
  const panel = page.getByRole('heading', { name: 'Schau in dein Postfach' });
  await expect(panel).toBeFocused();
  await expect(page.getByText(newsletterMessages.signUpAccepted)).toBeVisible();
  await checkBothSizes(page, 'signed-up');
  // The page /newsletter has the same form.
  await page.goto('/newsletter');
  await expect(page.getByRole('form', { name: 'Newsletter-Anmeldung' })).toBeVisible();
  await checkBothSizes(page, 'page');

  // The mail's link opens a page with one button; opening it confirms nothing by itself.
  const confirmMail = await smtp.mail(0);
  expect(confirmMail.envelopeTo).toEqual([address]);
  expect(confirmMail.subject).toBe('Bitte bestätige deine Anmeldung zum Newsletter');
  await page.goto(linkIn(confirmMail, '/newsletter/bestaetigen'));
  await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen', level: 1 })).toBeVisible();
  await checkBothSizes(page, 'confirm');
  const admin = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(admin.status()).toBe(200);
  const before = (await (await request.get('/api/admin/newsletter')).json()) as NewsletterOverview;
  expect(before).toMatchObject({ offered: true, counts: { confirmed: 0, pending: 1 } });
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByText(newsletterMessages.confirmed)).toBeVisible();

  // Staff send an issue; it arrives with the one-click headers and a visible link.
  const created = await request.post('/api/admin/newsletter/issues', {
    data: { subject: 'Neu im Dezember', text: 'Hallo!\n\n**Drei neue Creators** sind dabei.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const sent = await request.post(`/api/admin/newsletter/issues/${id}/send`);
  expect(sent.status()).toBe(202);
  expect((await sent.json()) as NewsletterSendStarted).toEqual({ id, recipients: 1 });
  const issueMail = await smtp.mail(1);
  expect(issueMail.envelopeTo).toEqual([address]);
  expect(issueMail.subject).toBe('Neu im Dezember');
  expect(issueMail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const header = /^<(.+)>$/.exec(issueMail.headers.get('list-unsubscribe') ?? '')?.[1];
  expect(header).toBeTruthy();
  const visible = linkIn(issueMail, '/newsletter/abmelden');
  expect(visible).toBe(header);

  // The link's page: one button, and the address is off the list.
  await page.goto(visible);
  await expect(page.getByRole('heading', { name: 'Vom Newsletter abmelden', level: 1 })).toBeVisible();
  await checkBothSizes(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Vom Newsletter abmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Abgemeldet', level: 1 })).toBeVisible();
  await expect(page.getByText(newsletterMessages.unsubscribed)).toBeVisible();
  const after = (await (await request.get('/api/admin/newsletter')).json()) as NewsletterOverview;
  expect(after.counts).toEqual({ confirmed: 0, pending: 0, unsubscribed: 1 });
});

test('the control centre’s Newsletter screen with mail settings: the sent issue, the editor and the subscribers at both sizes', async ({
  page,
  request,
}) => {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  await page.context().addCookies((await request.storageState()).cookies);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(page.getByText('Neu im Dezember')).toBeVisible();
  await checkBothSizes(page, 'admin-issues');
  await page.getByRole('button', { name: /Neue Ausgabe/ }).click();
  await expect(page.getByLabel('Betreff')).toBeVisible();
  await page.getByLabel('Betreff').fill('Vorschau');
  await page.getByLabel('Text', { exact: true }).fill('## Hallo\n\nEin [Link](https://example.org).');
  await expect(page.getByRole('heading', { name: 'Hallo', level: 2 })).toBeVisible();
  await checkBothSizes(page, 'admin-editor');

  // Unsaved: the way out asks first (every way and both answers: NewsletterPage.test.tsx; the
  // browser's own question before a reload: admin-settings.spec.ts). The other tab asks, and
  // „Verwerfen“ goes there, saving nothing.
  const question = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  await page.getByRole('tab', { name: 'Abonnenten' }).click();
  await expect(question).toContainText('Betreff oder Text dieser Ausgabe sind noch nicht gespeichert.');
  await checkBothSizes(page, 'admin-editor-leave');
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Abonnenten' })).toHaveAttribute('aria-selected', 'true');
  const issues = (await (await request.get('/api/admin/newsletter/issues')).json()) as Array<{
    subject: string;
  }>;
  expect(issues.map((issue) => issue.subject)).not.toContain('Vorschau');
  await checkBothSizes(page, 'admin-subscribers');
});
