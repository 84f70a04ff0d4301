import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { Faq } from '@shared/api-types.js';
import { choose, test } from './admin-support.js';
import { apply, removeApplications, stored } from './applications-support.js';
import { E2E_ADMIN, expect, expectAccessible, failedResourcePattern, uniqueSuffix } from './support.js';

/**
 * The Protokoll (/admin/protokoll) against the real server: a change made through the API shows up
 * newest first, the filters live in the address (and survive a reload), a row opens its before and
 * after side by side (withheld values of applicants say so), the CSV export follows the filters,
 * the filtered-to-nothing list says so, a failed page offers a retry, and the FAQ form and the
 * application dialog name who changed them last. axe at 1440x900 and 390x844 on the list, the
 * entry and the empty list; with SCREENSHOTS_DIR set each of those is also saved as a picture.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });

/** axe at both sizes (and a picture of each with SCREENSHOTS_DIR); ends at the wide size. */
async function checkBothSizes(page: Page, state: string, phoneReady: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of [
    ['1440', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (size === '390') await phoneReady();
    await expect(page.getByRole('status', { name: 'Wird geladen' })).toHaveCount(0);
    await expectAccessible(page);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, `protokoll-${state}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const LAST_CHANGE = new RegExp(
  `^Zuletzt geändert von ${E2E_ADMIN.username} am \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}$`,
);

test('the Protokoll: filters in the address, before and after, the CSV, empty and error states, and „zuletzt geändert“ in the dialogs', async ({
  page,
  request,
  guard,
}) => {
  const suffix = uniqueSuffix();
  const tiktok = `e2e_prot_${suffix}`;
  const question = `Wird jede Änderung protokolliert ${suffix}?`;
  const changed = `Wird wirklich jede Änderung protokolliert ${suffix}?`;
  const answer = `Ja, mit Person, Zeit und den Werten vorher und nachher (${suffix}).`;

  // An application whose status and notes a person changed, then a FAQ created and edited: the newest row.
  await apply(request, tiktok);
  const application = (await stored(request, tiktok))!;
  const patched = await request.patch(`/api/admin/applications/${application.id}`, {
    data: { status: 'in_progress', notes: 'Angerufen, meldet sich.' },
  });
  expect(patched.status()).toBe(200);
  const created = await request.post('/api/admin/faqs', { data: { question, answer } });
  expect(created.status()).toBe(201);
  const faq = (await created.json()) as Faq;
  expect((await request.patch(`/api/admin/faqs/${faq.id}`, { data: { question: changed } })).status()).toBe(
    200,
  );

  try {
    await page.goto('/admin/protokoll');
    await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.activity-row');
    const newest = rows.first();
    await expect(newest.locator('td')).toHaveText([
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/,
      E2E_ADMIN.username,
      'Geändert',
      'FAQ',
      // The entry by its question, its one change in words (no ids, no field names).
      changed,
      `Frage: ${question} → ${changed}`,
      'Details',
    ]);

    // The filters: the address keeps them, a reload shows the same view.
    await choose(page, page.getByLabel('Nach Aktion filtern'), 'Geändert');
    await expect.poll(() => params(page)).toEqual({ action: 'update' });
    await choose(page, page.getByLabel('Nach Bereich filtern'), 'FAQ');
    await expect.poll(() => params(page)).toEqual({ action: 'update', entity: 'faqs' });
    await page.reload();
    await expect(page.locator('.activity-filters')).toContainText('Geändert');
    await expect(page.locator('.activity-filters')).toContainText('FAQ');
    const row = rows.filter({ has: page.getByRole('cell', { name: changed, exact: true }) });
    await expect(row).toHaveCount(1);
    for (const text of await rows.locator('td:nth-child(3)').allInnerTexts()) expect(text).toBe('Geändert');
    await checkBothSizes(page, 'list', () =>
      expect(
        page.getByRole('article', { name: new RegExp(`^Geändert · FAQ · ${changed.replace('?', '\\?')},`) }),
      ).toBeVisible(),
    );

    // The entry: each changed field's value before and after, side by side.
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Protokolleintrag' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ant-descriptions')).toContainText(E2E_ADMIN.username);
    await expect(dialog.locator('.activity-changes thead th')).toHaveText(['Feld', 'Vorher', 'Nachher']);
    await expect(dialog.locator('.activity-changes tbody tr')).toHaveCount(1);
    await expect(dialog.locator('.activity-changes tbody tr td')).toHaveText(['Frage', question, changed]);
    // On a phone each field is a block of its own: its name, then the two values side by side.
    await checkBothSizes(page, 'entry', () =>
      expect(dialog.locator('.activity-change')).toHaveText(`FrageVorherNachher${question}${changed}`),
    );
    await dialog.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(dialog).toBeHidden();

    // The CSV of the filtered view: the same row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV exportieren' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^protokoll-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = parse(fs.readFileSync((await download.path())!), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(header).toEqual(['Zeit', 'Person', 'Adresse', 'Aktion', 'Bereich', 'Eintrag', 'Änderungen']);
    // Only what the filters show: changes of FAQ entries.
    expect(new Set(lines.map((line) => `${line[3]} ${line[4]}`))).toEqual(new Set(['Geändert FAQ']));
    expect(lines.find((line) => line[5] === changed)).toEqual([
      expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/),
      E2E_ADMIN.username,
      '127.0.0.1',
      'Geändert',
      'FAQ',
      changed,
      `Frage: ${question} → ${changed}`,
    ]);

    // An application's change: the status by name, the applicant's data withheld.
    await choose(page, page.getByLabel('Nach Bereich filtern'), 'Bewerbungen');
    await expect.poll(() => params(page)).toEqual({ action: 'update', entity: 'applications' });
    // An application by its number only: the log holds nothing of the applicant.
    await rows
      .filter({ has: page.getByRole('cell', { name: `Bewerbung #${application.id}`, exact: true }) })
      .click();
    await expect(dialog.locator('.activity-changes tbody tr').filter({ hasText: 'Status' })).toContainText(
      /StatusNeuIn Bearbeitung/,
    );
    await expect(dialog.locator('.activity-changes tbody')).toContainText(
      'nicht protokolliert (personenbezogen)',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A range of German days with nothing in it: the empty list.
    await page.getByPlaceholder('Von').click();
    await page.getByPlaceholder('Von').fill('01.01.2020');
    await page.keyboard.press('Enter');
    await page.getByPlaceholder('Bis').fill('02.01.2020');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => params(page))
      .toEqual({ action: 'update', entity: 'applications', from: '2020-01-01', to: '2020-01-02' });
    await expect(page.getByText('Keine passenden Einträge gefunden.')).toBeVisible();
    // The phone's form of the empty list, not the table's (which says the same until the list has
    // switched: axe on a narrow table would see a region that scrolls sideways).
    await checkBothSizes(page, 'empty', async () => {
      await expect(page.locator('.ant-table')).toHaveCount(0);
      await expect(page.getByText('Keine passenden Einträge gefunden.')).toBeVisible();
    });

    // A page that cannot be loaded: the error with its retry.
    guard.allowConsoleError(failedResourcePattern(500));
    const failing = /\/api\/admin\/activity\?/;
    await page.route(failing, (route) => route.fulfill({ status: 500, json: { message: 'kaputt' } }));
    await choose(page, page.getByLabel('Nach Aktion filtern'), 'Gelöscht');
    const failed = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden des Protokolls' });
    await expect(failed).toBeVisible({ timeout: 10_000 });
    await page.unroute(failing);
    await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByText('Keine passenden Einträge gefunden.')).toBeVisible();

    // A sign-in: the person, the method in words („Methode: Passwort“, not „method password“).
    await page.goto('/admin/protokoll?action=sign-in');
    await expect(rows.first().locator('td')).toHaveText([
      /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/,
      E2E_ADMIN.username,
      'Angemeldet',
      'Sitzungen',
      E2E_ADMIN.username,
      'Methode: Passwort',
      'Details',
    ]);
    await checkBothSizes(page, 'sign-in', () =>
      expect(page.getByRole('article').first()).toContainText('Methode: Passwort'),
    );

    // „Zuletzt geändert von … am …“: the FAQ's form and the application's dialog.
    await page.goto('/admin/faq');
    await page
      .locator('.faq-list .ant-collapse-item')
      .filter({ hasText: changed })
      .getByRole('button', { name: 'Bearbeiten' })
      .click();
    const form = page.getByRole('dialog', { name: 'FAQ bearbeiten' });
    await expect(form.locator('.last-change')).toHaveText(LAST_CHANGE);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'protokoll-faq-form-1440.png') });
    await page.goto(`/admin/bewerbungen?q=${tiktok}`);
    await page.locator('.ant-table-tbody tr.clickable-row').filter({ hasText: tiktok }).click();
    await expect(page.getByRole('dialog', { name: 'Bewerbungsdetails' }).locator('.last-change')).toHaveText(
      LAST_CHANGE,
    );
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'protokoll-application-1440.png') });
  } finally {
    await request.delete(`/api/admin/faqs/${faq.id}`);
    await removeApplications(request, tiktok);
  }
});
