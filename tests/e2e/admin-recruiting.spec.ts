import { test } from './admin-support.js';
import {
  choose,
  distinctContact,
  removeApplications,
  searchBox,
  stored,
  tableRows,
  toast,
} from './applications-support.js';
import { E2E_ADMIN, expect, uniqueSuffix } from './support.js';

/**
 * Issue 38 in the browser: an application from a tracking link is decided with its outcome
 * ("Erledigt" asks for it), assigned to the person signed in, and the dialog's „Verlauf“ tells
 * both; the outcome filter and „Mir zugewiesen“ find it; the dashboard's Recruiting card counts
 * it under its source. The jsdom tests cover the screens' states; this proves the whole path.
 */
test.describe('control centre: recruiting', () => {
  test('outcome, assignee and history in the dialog, the filters, and the Recruiting card', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const name = `e2e_recruit_${suffix}`;
    const ref = `e2e-${suffix}`.toLowerCase().slice(0, 40);
    const applied = await request.post('/api/apply', {
      data: {
        tiktokUsername: name,
        ...distinctContact(name),
        website: '',
        country: 'Deutschland',
        streamingExperience: '1-3 Monate',
        currentAgency: '',
        ageConfirm: true,
        privacyConfirm: true,
        source: { ref },
      },
    });
    expect(applied.status()).toBe(201);
    const assignees = (await (await request.get('/api/admin/applications/assignees')).json()) as Array<{
      id: number;
      name: string;
    }>;
    const me = (await (await request.get('/api/admin/user')).json()) as { id: number; username: string };
    expect(me.username).toBe(E2E_ADMIN.username);
    const myName = assignees.find((person) => person.id === me.id)!.name;

    try {
      await page.goto('/admin/bewerbungen');
      await searchBox(page).fill(name);
      const rows = tableRows(page);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(ref);
      // Eight columns with Quelle and Zuständig fit at 1440 px beside the sidebar, the TikTok name
      // not squeezed to „@…“.
      const header = page.getByRole('columnheader', { name: 'TikTok-Name' });
      expect((await header.boundingBox())!.width).toBeGreaterThanOrEqual(180);
      const content = page.locator('.ant-table-content');
      expect(await content.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
      // The row, beside the name (which links to the TikTok profile).
      await rows
        .first()
        .getByRole('cell')
        .filter({ hasText: name })
        .click({ position: { x: 4, y: 4 } });
      const dialog = page.getByRole('dialog', { name: 'Bewerbungsdetails' });
      await expect(dialog).toBeVisible();

      // "Erledigt" asks for the outcome; the status changes only with the answer.
      await dialog.getByLabel('Status').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Erledigt"]').click();
      const question = page.getByRole('dialog', { name: 'Erledigt: mit welchem Ergebnis?' });
      await expect(question).toBeVisible();
      await question.getByRole('radio', { name: 'Angenommen' }).check();
      await question.getByRole('button', { name: 'Erledigt setzen' }).click();
      await expect(toast(page, 'Bewerbung aktualisiert')).toBeVisible();
      await expect
        .poll(async () => {
          const row = await stored(request, name);
          return [row?.status, row?.outcome];
        })
        .toEqual(['completed', 'accepted']);

      // Zuständig: the person signed in, saved at once.
      await choose(page, dialog.getByLabel('Zuständig'), myName);
      await expect(toast(page, 'Zuständigkeit gespeichert')).toBeVisible();
      await expect.poll(async () => (await stored(request, name))?.assigneeId).toBe(me.id);

      // The history names both changes, who made them, from → to.
      const history = dialog.getByRole('region', { name: 'Verlauf' });
      await expect(history).toContainText('Status: Neu → Erledigt');
      await expect(history).toContainText('Ergebnis:');
      await expect(history).toContainText('Angenommen');
      await expect(history).toContainText(`Zuständig: niemand → ${myName}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The outcome filter finds it under "Angenommen", not under "Abgelehnt".
      const outcome = page.getByLabel('Nach Ergebnis filtern');
      await choose(page, outcome, 'Abgelehnt');
      await expect(rows).toHaveCount(0);
      await choose(page, outcome, 'Angenommen');
      await expect(rows).toHaveCount(1);
      await expect(page).toHaveURL(/[?&]outcome=accepted/);
      // „Mir zugewiesen“ keeps it (assignee=me in the URL).
      const mine = page.getByRole('button', { name: 'Mir zugewiesen' });
      await mine.click();
      await expect(mine).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]assignee=me/);
      await expect(rows).toHaveCount(1);

      // The dashboard's Recruiting card counts it under its source, decided and accepted.
      await page.goto('/admin/dashboard');
      const card = page.locator('.recruiting-card');
      const table = card.getByRole('table', { name: 'Bewerbungen nach Quelle, letzte 30 Tage' });
      const sourceRow = table.getByRole('row').filter({ hasText: ref });
      await expect(sourceRow).toHaveCount(1);
      // Quelle, Bewerbungen, Angenommen, Abgelehnt, Zurückgezogen, Offen, Median Tage.
      await expect(sourceRow.getByRole('cell')).toHaveText([ref, '1', '1', '0', '0', '0', '0']);
      await expect(card.getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
        'href',
        /\/api\/admin\/reports\/recruiting\.csv\?days=30$/,
      );
    } finally {
      await removeApplications(request, name);
    }
  });
});
