import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DataExport, DataRequestResult } from '@shared/api-types.js';
import { openScreen, test } from './admin-support.js';
import { expect, expectAccessible, uniqueSuffix } from './support.js';

/** Information and erasure (DSGVO Art. 15 and 17) in the control centre: /admin/auskunft. */

const SEARCH = '/api/admin/data-requests/search';

/** A person: an application and a contact message with the same WhatsApp number in two notations. */
async function person(page: Page, name: string, subscriber: string) {
  const suffix = uniqueSuffix();
  const tiktok = `@${name}.${suffix}`;
  const subject = `Meine Daten ${name} ${suffix}`;
  const applied = await page.request.post('/api/apply', {
    data: {
      tiktokUsername: tiktok,
      whatsappNumber: `+49 171 ${subscriber}`,
      country: 'Deutschland',
      ageConfirm: true,
      privacyConfirm: true,
    },
  });
  expect(applied.status(), 'POST /api/apply').toBe(201);
  const sent = await page.request.post('/api/contact', {
    data: {
      name: `${name} Beispiel`,
      email: `${name}.${suffix}@example.com`,
      whatsappNumber: `0171 ${subscriber}`,
      subject,
      message: 'Bitte teilt mir mit, welche Daten ihr über mich gespeichert habt.',
    },
  });
  expect(sent.status(), 'POST /api/contact').toBe(201);
  return { tiktok, subject, whatsapp: `+49 171 ${subscriber}` };
}

async function stored(request: APIRequestContext, whatsapp: string): Promise<DataRequestResult> {
  const response = await request.post(SEARCH, { data: { whatsapp } });
  expect(response.status(), `POST ${SEARCH}`).toBe(200);
  return (await response.json()) as DataRequestResult;
}

/** Removes a person's records that a test left behind (other specs count the lists). */
async function remove(request: APIRequestContext, whatsapp: string): Promise<void> {
  const found = await stored(request, whatsapp);
  if (found.applications.length + found.messages.length === 0) return;
  const response = await request.post('/api/admin/data-requests/erase', {
    data: {
      whatsapp,
      applicationIds: found.applications.map((row) => row.id),
      messageIds: found.messages.map((row) => row.id),
    },
  });
  expect(response.status()).toBe(200);
}

/** A random seven-digit subscriber number (and the next one: another person's). */
const subscribers = () => {
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  return [String(base), String(base + 1)] as const;
};

test.describe('control centre: information and erasure', () => {
  test('finds a person by WhatsApp number in another notation, downloads the data and deletes it', async ({
    page,
    request,
  }) => {
    const [mine, theirs] = subscribers();
    const lena = await person(page, 'lena', mine);
    const otto = await person(page, 'otto', theirs);
    try {
      await page.goto('/admin/dashboard');
      await openScreen(page, 'Auskunft & Löschung', 'auskunft');
      await expect(page.getByRole('heading', { level: 1, name: 'Auskunft & Löschung' })).toBeVisible();

      // Without any identifier, the form says what is missing and sends nothing.
      await page.getByRole('button', { name: 'Suchen' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Bitte geben Sie mindestens eine Angabe ein' }),
      ).toBeVisible();

      await page.getByLabel('WhatsApp-Nummer').fill(`0049 (171) ${mine.slice(0, 3)}-${mine.slice(3)}`);
      await page.getByRole('button', { name: 'Suchen' }).click();
      const results = page.getByRole('region', { name: 'Gefundene Daten' });
      await expect(results).toContainText('Gefunden: 1 Bewerbung und 1 Nachricht');
      const applications = results.getByRole('region', { name: 'Bewerbungen' });
      const messages = results.getByRole('region', { name: 'Nachrichten' });
      await expect(applications.locator('.subject-card')).toHaveCount(1);
      await expect(applications).toContainText(lena.tiktok);
      await expect(messages.locator('.subject-card')).toHaveCount(1);
      await expect(messages).toContainText(lena.subject);
      await expect(results).not.toContainText(otto.tiktok);
      await expect(results).not.toContainText(otto.subject);

      // The message holds the number without country code, and a message has no country: it may
      // be someone else's number in Austria or Switzerland, so it is shown but not selected.
      await expect(results).toContainText('Ausgewählt: 1 Bewerbung.');
      const messageBox = messages.getByRole('checkbox', { name: `Nachricht „${lena.subject}“ auswählen` });
      await expect(messageBox).not.toBeChecked();
      await expect(messages.locator('.subject-card')).toContainText('Unsicherer Treffer – nicht ausgewählt');
      await expect(
        applications.getByRole('checkbox', { name: `Bewerbung ${lena.tiktok} auswählen` }),
      ).toBeChecked();
      await expect(applications.locator('.subject-card')).not.toContainText('Unsicherer Treffer');
      await expectAccessible(page);
      await messageBox.check();
      await expect(results).toContainText('Ausgewählt: 1 Bewerbung und 1 Nachricht.');

      // The download: one JSON file with both records and nothing of the other person.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        results.getByRole('button', { name: 'Ausgewählte herunterladen (JSON)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^auskunft-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as DataExport;
      expect(file.description).toContain('Art. 15 DSGVO');
      // Stored without the "@" (the screens show „@name“).
      expect(file.applications.map((row) => row.tiktokUsername)).toEqual([lena.tiktok.slice(1)]);
      expect(file.messages.map((row) => row.subject)).toEqual([lena.subject]);
      expect(JSON.stringify(file)).not.toContain(otto.tiktok);
      const log = page.locator('.data-request__log');
      await expect(log.locator('li').first()).toContainText('Auskunft heruntergeladen');

      // Erasure: the confirmation names the counts; "Abbrechen" keeps everything.
      await results.getByRole('button', { name: 'Ausgewählte löschen' }).click();
      const confirm = page
        .getByRole('dialog')
        .filter({ hasText: '1 Bewerbung und 1 Nachricht endgültig löschen?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(confirm).toBeHidden();
      expect((await stored(request, lena.whatsapp)).applications).toHaveLength(1);

      await results.getByRole('button', { name: 'Ausgewählte löschen' }).click();
      await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
      await expect(
        page.locator('.ant-notification-notice').filter({ hasText: 'Daten gelöscht' }),
      ).toContainText('1 Bewerbung und 1 Nachricht gelöscht.');
      await expect(results).toBeHidden();
      await expect(log.locator('li').first()).toContainText('Daten gelöscht');
      await expect(log.locator('li').first()).toContainText('e2e-admin');

      expect(await stored(request, lena.whatsapp)).toEqual({
        applications: [],
        messages: [],
        newsletter: null,
        uncertain: { applicationIds: [], messageIds: [] },
      });
      const others = await stored(request, otto.whatsapp);
      expect(others.applications.map((row) => row.tiktokUsername)).toEqual([otto.tiktok.slice(1)]);
      expect(others.messages.map((row) => row.subject)).toEqual([otto.subject]);
    } finally {
      await remove(request, lena.whatsapp);
      await remove(request, otto.whatsapp);
    }
  });
});
