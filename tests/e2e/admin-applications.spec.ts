import fs from 'node:fs';
import readXlsxFile from 'read-excel-file/node';
import { test } from './admin-support.js';
import type { Page } from '@playwright/test';
import {
  apply,
  choose,
  distinctContact,
  removeApplications,
  searchBox,
  stored,
  tableRows,
  toast,
} from './applications-support.js';
import { expect, expectAccessible, resizeAndSettle, uniqueSuffix } from './support.js';

const CSV_HEADER =
  'Status;Ergebnis;TikTok-Name;WhatsApp;Telegram;Website;Land;Streaming-Erfahrung;Aktuelle Agentur;Mindestens 18;Datenschutz zugestimmt;Notizen;Eingegangen am;Quelle';

test.describe('control centre: applications', () => {
  test('search, detail dialog, status and notes, filter, CSV export and delete', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `e2e_bew_${suffix}`;
    // A text the export must keep from becoming a formula (a TikTok name cannot start so).
    const formulaName = `e2e_f_${suffix}`;
    const formula = `=1+1-${suffix}`;
    await apply(page.request, name);
    await apply(page.request, formulaName, { currentAgency: formula });

    await page.goto('/admin/bewerbungen');
    await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();

    // Search by TikTok name: exactly the one row.
    const search = searchBox(page);
    await expect(search).toHaveAttribute('placeholder', /^Suchen: TikTok, WhatsApp, Telegram/);
    await search.fill(name);
    const rows = tableRows(page);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(name);
    await expect(row).toContainText('Neu');
    await expect(row).toContainText('+49 170 1234567');
    await expect(row).toContainText('Österreich');

    // A row click opens the read-only details (the name itself links to the TikTok profile: the
    // click goes to its cell's padding).
    await row
      .getByRole('cell')
      .filter({ hasText: name })
      .click({ position: { x: 4, y: 4 } });
    const dialog = page.getByRole('dialog', { name: 'Bewerbungsdetails' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('@e2e_telegram');
    // WhatsApp and Telegram open the chat in a new tab.
    const whatsapp = dialog.getByRole('link', { name: '+49 170 1234567' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/491701234567');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const telegram = dialog.getByRole('link', { name: '@e2e_telegram' });
    await expect(telegram).toHaveAttribute('href', 'https://t.me/e2e_telegram');
    await expect(telegram).toHaveAttribute('rel', /noopener/);
    await expect(dialog).toContainText('1-3 Monate');
    await expect(dialog).toContainText('Keine');
    const website = dialog.getByRole('link', { name: 'https://example.com/kanal' });
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    for (const label of ['Mindestens 18 Jahre alt', 'Datenschutzerklärung zugestimmt']) {
      const checkbox = dialog.getByRole('checkbox', { name: label });
      await expect(checkbox).toBeChecked();
      await expect(checkbox).toBeDisabled();
    }

    // A status change is saved at once.
    await choose(page, dialog.getByLabel('Status'), 'In Bearbeitung');
    await expect(toast(page, 'Bewerbung aktualisiert')).toBeVisible();
    await expect.poll(async () => (await stored(request, name))?.status).toBe('in_progress');
    await expect(dialog).toBeVisible();

    // Notes are saved with "Speichern", which closes the dialog.
    const notes = `Rückruf vereinbart ${suffix}`;
    await dialog.getByLabel('Notizen').fill(notes);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await stored(request, name))?.notes).toBe(notes);
    expect((await stored(request, name))?.status).toBe('in_progress');
    await expect(row).toContainText('In Bearbeitung');

    // Status filter: "Neu" hides the row, "In Bearbeitung" shows it, "Alle Status" too.
    const statusFilter = page.getByLabel('Nach Status filtern');
    await choose(page, statusFilter, 'Neu');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Keine passenden Bewerbungen gefunden.')).toBeVisible();
    await choose(page, statusFilter, 'In Bearbeitung');
    await expect(rows).toHaveCount(1);
    await search.clear();
    // Without a search every visible row has the filtered status.
    await expect(rows.first()).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]q=/);
    const statuses = await rows.locator('.ant-tag').allInnerTexts();
    expect(new Set(statuses.map((text) => text.trim()))).toEqual(new Set(['In Bearbeitung']));
    await choose(page, statusFilter, 'Alle Status');
    await search.fill(suffix);
    await expect(rows).toHaveCount(2);

    // CSV export of what is filtered (the search): a download link, UTF-8 with BOM, ";" separated,
    // formulas neutralised.
    const csvLink = page.getByRole('link', { name: 'CSV exportieren' });
    await expect(csvLink).toHaveAttribute('download', /.*/);
    await expect(csvLink).toHaveAttribute('href', `/api/admin/applications/export.csv?q=${suffix}`);
    const href = await csvLink.getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toMatch(
      /attachment; filename="bewerbungen-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    const cells = lines.map((line) => line.split(';'));
    const mine = cells.find((line) => line[2] === name);
    expect(mine?.slice(0, 12)).toEqual([
      'In Bearbeitung',
      '',
      name,
      // A leading + or @ could start a formula in a spreadsheet, so those cells are neutralised too.
      "'+49 170 1234567",
      // Stored without the "@": nothing to neutralise.
      'e2e_telegram',
      'https://example.com/kanal',
      'Österreich',
      '1-3 Monate',
      'Keine',
      'ja',
      'ja',
      notes,
    ]);
    const formulaRow = cells.find((line) => line[2] === formulaName);
    expect(formulaRow?.[8]).toBe(`'${formula}`);
    expect(lines.some((line) => line.split(';').some((cell) => cell.startsWith('=')))).toBe(false);
    // Exactly the two filtered applications, after the header (and the closing line break).
    expect(lines.filter((line) => line !== '')).toHaveLength(3);

    // Excel export beside it: a real workbook (a ZIP file) with the same name pattern.
    const xlsxLink = page.getByRole('link', { name: 'Excel exportieren' });
    await expect(xlsxLink).toHaveAttribute('download', /.*/);
    await expect(xlsxLink).toHaveAttribute('href', `/api/admin/applications/export.xlsx?q=${suffix}`);
    const [download] = await Promise.all([page.waitForEvent('download'), xlsxLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^bewerbungen-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = fs.readFileSync((await download.path())!);
    expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
    const [sheet] = await readXlsxFile(workbook);
    expect(sheet!.data.find((line) => line[2] === name)?.slice(3, 5)).toEqual([
      '+49 170 1234567',
      'e2e_telegram',
    ]);
    expect(sheet!.data).toHaveLength(3);

    // Emptied notes are removed on the server (sent as null).
    await search.fill(name);
    await expect(rows).toHaveCount(1);
    await row.getByRole('button', { name: 'Details' }).click();
    await expect(dialog.getByLabel('Notizen')).toHaveValue(notes);
    await dialog.getByLabel('Notizen').fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await stored(request, name))?.notes).toBeNull();

    // Delete from the table, with confirmation.
    await row.getByRole('button', { name: 'Löschen' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Bewerbung gelöscht')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await expect.poll(async () => await stored(request, name)).toBeUndefined();

    // Delete from the dialog, opened with the "Details" button.
    await search.fill(suffix);
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('button', { name: 'Details' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(formulaName);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Löschen' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Bewerbung gelöscht')).toBeVisible();
    await expect.poll(async () => await stored(request, formulaName)).toBeUndefined();
    await expect(rows).toHaveCount(0);
  });

  test('earlier applications: each names the handle and what matched, a real target; opened, the dialog leads back (its button, the browser’s Back); changed notes ask first; axe at both sizes', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const earlierName = `e2e_frueher_${suffix}`;
    const laterName = `e2e_spaeter_${suffix}`;
    // The same WhatsApp number and Telegram name, another TikTok name.
    const contact = distinctContact(earlierName);
    await apply(request, earlierName, contact);
    await apply(request, laterName, contact);
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/admin/bewerbungen?q=${laterName}`);
      await tableRows(page).first().getByRole('button', { name: 'Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bewerbungsdetails' });
      const shownName = dialog.getByTitle('TikTok-Profil öffnen');
      await expect(shownName).toHaveText(`@${laterName}`);
      const earlier = dialog.getByRole('list', { name: 'Frühere Bewerbungen' }).getByRole('button');
      await expect(earlier).toHaveCount(1);
      await expect(earlier).toHaveText(
        new RegExp(
          `^@${earlierName} · \\d\\d\\.\\d\\d\\.\\d{4}, \\d\\d:\\d\\d · Neu · gleiche WhatsApp-Nummer, gleicher Telegram-Name$`,
        ),
      );
      await checkDialog(page, 'earlier', async () => {
        expect((await earlier.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      });

      // Opened: the earlier one, with the way back.
      await earlier.click();
      await expect(shownName).toHaveText(`@${earlierName}`);
      const back = dialog.getByRole('button', { name: `Zurück zu @${laterName}` });
      await expect(back).toBeVisible();
      await checkDialog(page, 'earlier-opened');
      await back.click();
      await expect(shownName).toHaveText(`@${laterName}`);
      await expect(back).toHaveCount(0);
      // The browser's Back walks the same step; the list stays under the dialog.
      await earlier.click();
      await expect(shownName).toHaveText(`@${earlierName}`);
      await page.evaluate(() => window.history.back());
      await expect(shownName).toHaveText(`@${laterName}`);
      await expect(page).toHaveURL(new RegExp(`/admin/bewerbungen\\?q=${laterName}$`));

      // Unsaved notes: the earlier one asks first; „Weiter bearbeiten“ keeps them.
      await dialog.getByLabel('Notizen').fill('Noch nicht gespeichert');
      await earlier.click();
      const question = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
      await expect(question).toContainText('Ihre Eingaben in diesem Dialog sind noch nicht gespeichert.');
      await checkDialog(page, 'earlier-question');
      await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
      await expect(question).toBeHidden();
      await expect(dialog.getByLabel('Notizen')).toHaveValue('Noch nicht gespeichert');
      await expect(shownName).toHaveText(`@${laterName}`);
      await earlier.click();
      await question.getByRole('button', { name: 'Verwerfen' }).click();
      await expect(shownName).toHaveText(`@${earlierName}`);
      await dialog.getByRole('button', { name: 'Schließen', exact: true }).last().click();
      await expect(dialog).toBeHidden();
      expect((await stored(request, laterName))?.notes).toBeNull();
    } finally {
      await removeApplications(request, suffix);
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

const SHOTS = process.env.SCREENSHOTS_DIR;

/**
 * axe on the page as it is, at 1440 and at 390 px (and `also` at each), back at 1440 after; with
 * SCREENSHOTS_DIR set, a picture of each as `applications-{state}-{width}.png`.
 */
async function checkDialog(page: Page, state: string, also?: () => Promise<void>): Promise<void> {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await resizeAndSettle(page, viewport);
    await expectAccessible(page);
    await also?.();
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/applications-${state}-${viewport.width}.png` });
    }
  }
  await resizeAndSettle(page, { width: 1440, height: 900 });
}
