import type { Locator, Page } from '@playwright/test';
import type { Faq } from '@shared/api-types.js';
import { test } from './admin-support.js';
import { adminList, expect, uniqueSuffix } from './support.js';

const ADMIN_PATH = '/api/admin/faqs';

async function openFaqs(page: Page): Promise<void> {
  await page.goto('/admin/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
}

/** One accordion entry of the control centre's FAQ list. */
const itemOf = (page: Page, question: string): Locator =>
  page.locator('.faq-list .ant-collapse-item').filter({ hasText: question });

/** The position number shown in an entry's header. */
const positionOf = (page: Page, question: string): Locator =>
  itemOf(page, question).locator('.faq-list__position');

const toast = (page: Page, text: string): Locator =>
  // While one toast replaces another, both are briefly in the DOM.
  page.locator('.ant-notification').getByText(text).first();

/** Public entries in the public API's order (GET /api/faqs). */
async function publicFaqs(page: Page): Promise<Faq[]> {
  const response = await page.request.get('/api/faqs');
  expect(response.status()).toBe(200);
  return (await response.json()) as Faq[];
}

/** The FAQ section of the landing page (every question and answer is in the HTML). */
async function landingFaq(page: Page): Promise<Locator> {
  await page.goto('/');
  return page.locator('#faq');
}

test.describe('control centre: FAQ', () => {
  test('creates, edits and deletes an entry through the dialogs; public API and landing page follow', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const question = `Gibt es einen Browsertest ${suffix}?`;
    const answer = `Ja, dieser Eintrag stammt aus dem Browsertest ${suffix}.`;
    const before = await adminList<Faq>(request, ADMIN_PATH);
    const next = before.length === 0 ? 1 : Math.max(...before.map((entry) => entry.order)) + 1;
    await openFaqs(page);
    await expect(page.locator('.faq-list .ant-collapse-item').first()).toBeVisible();

    // An empty form shows the shared schema's messages and sends nothing.
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(ADMIN_PATH)) posts.push(r.postDataJSON());
    });
    await page.getByRole('button', { name: 'Neuer FAQ-Eintrag' }).click();
    const createDialog = page.getByRole('dialog', { name: 'FAQ hinzufügen' });
    await expect(createDialog.getByLabel('Position')).toHaveValue(String(next));
    await createDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(createDialog.getByText('Frage muss mindestens 5 Zeichen lang sein')).toBeVisible();
    await expect(createDialog.getByText('Antwort muss mindestens 10 Zeichen lang sein')).toBeVisible();
    // Too short is as wrong as empty.
    await createDialog.getByLabel('Frage').fill('Wie?');
    await createDialog.getByLabel('Antwort').fill('Kurz.');
    await createDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(createDialog.getByText('Frage muss mindestens 5 Zeichen lang sein')).toBeVisible();
    await expect(createDialog.getByText('Antwort muss mindestens 10 Zeichen lang sein')).toBeVisible();
    expect(posts).toEqual([]);

    // Create.
    await createDialog.getByLabel('Frage').fill(question);
    await createDialog.getByLabel('Antwort').fill(answer);
    await createDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'FAQ erstellt')).toBeVisible();
    await expect(createDialog).toBeHidden();
    expect(posts).toEqual([{ question, answer, order: next }]);
    const item = itemOf(page, question);
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: question }).click();
    await expect(item.getByText(answer)).toBeVisible();

    const created = (await publicFaqs(page)).find((entry) => entry.question === question);
    expect(created).toMatchObject({ answer, order: next });
    let faq = await landingFaq(page);
    await expect(faq.getByText(question)).toBeAttached();
    await expect(faq.getByText(answer)).toBeAttached();

    // Edit: the dialog starts with the stored values.
    await page.goto('/admin/faq');
    await itemOf(page, question).getByRole('button', { name: 'Bearbeiten' }).click();
    const editDialog = page.getByRole('dialog', { name: 'FAQ bearbeiten' });
    await expect(editDialog.getByLabel('Frage')).toHaveValue(question);
    await expect(editDialog.getByLabel('Antwort')).toHaveValue(answer);
    await expect(editDialog.getByLabel('Position')).toHaveValue(String(next));
    const editedQuestion = `Gibt es einen geänderten Browsertest ${suffix}?`;
    const editedAnswer = `Ja, dieser Eintrag wurde im Browsertest ${suffix} geändert.`;
    await editDialog.getByLabel('Frage').fill(editedQuestion);
    await editDialog.getByLabel('Antwort').fill(editedAnswer);
    await editDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'FAQ aktualisiert')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(itemOf(page, editedQuestion)).toBeVisible();

    expect((await publicFaqs(page)).find((entry) => entry.id === created!.id)).toEqual({
      id: created!.id,
      question: editedQuestion,
      answer: editedAnswer,
      order: next,
    });
    faq = await landingFaq(page);
    await expect(faq.getByText(editedQuestion)).toBeAttached();
    await expect(faq.getByText(question)).toHaveCount(0);

    // Delete, after a confirmation that can be cancelled.
    await page.goto('/admin/faq');
    await itemOf(page, editedQuestion).getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm.getByText('Wirklich löschen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(itemOf(page, editedQuestion)).toHaveCount(1);
    await itemOf(page, editedQuestion).getByRole('button', { name: 'Löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'FAQ gelöscht')).toBeVisible();
    await expect(itemOf(page, editedQuestion)).toHaveCount(0);

    expect((await publicFaqs(page)).some((entry) => entry.id === created!.id)).toBe(false);
    faq = await landingFaq(page);
    await expect(faq.getByText(editedQuestion)).toHaveCount(0);
  });

  test('moves an entry up and down by updating only its own order', async ({ page, request }) => {
    const question = `Reihenfolge-Frage ${uniqueSuffix()}?`;
    const create = await request.post(ADMIN_PATH, {
      data: { question, answer: 'Eine Antwort für den Reihenfolge-Test.' },
    });
    expect(create.status()).toBe(201);
    const own = (await create.json()) as Faq;

    const patches: { url: string; body: unknown }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes(`${ADMIN_PATH}/`)) {
        patches.push({ url: new URL(r.url()).pathname, body: r.postDataJSON() });
      }
    });
    await openFaqs(page);
    await expect(itemOf(page, question)).toBeVisible();

    const ids = (list: Faq[]) => list.map((entry) => entry.id);
    const beforeList = await adminList<Faq>(request, ADMIN_PATH);
    const position = ids(beforeList).indexOf(own.id);
    const neighbour = beforeList[position - 1]!;
    await expect(positionOf(page, question)).toHaveText(`${position + 1}.`);

    await itemOf(page, question).getByRole('button', { name: 'Nach oben' }).click();
    await expect(toast(page, 'Position geändert')).toBeVisible();
    await expect(positionOf(page, question)).toHaveText(`${position}.`);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.url).toBe(`${ADMIN_PATH}/${own.id}`);
    const upOrder = (patches[0]!.body as { order: number }).order;
    expect(patches[0]!.body).toEqual({ order: upOrder });

    // Only the moved entry's order changed; the public list has it right before the neighbour.
    const afterUp = await adminList<Faq>(request, ADMIN_PATH);
    expect(afterUp.find((entry) => entry.id === own.id)).toEqual({ ...own, order: upOrder });
    expect(afterUp.find((entry) => entry.id === neighbour.id)).toEqual(neighbour);
    const publicUp = ids(await publicFaqs(page));
    expect(publicUp.indexOf(own.id)).toBe(publicUp.indexOf(neighbour.id) - 1);

    await itemOf(page, question).getByRole('button', { name: 'Nach unten' }).click();
    await expect(toast(page, 'Position geändert')).toBeVisible();
    await expect(positionOf(page, question)).toHaveText(`${position + 1}.`);
    expect(patches).toHaveLength(2);
    expect(patches[1]!.url).toBe(`${ADMIN_PATH}/${own.id}`);
    const downOrder = (patches[1]!.body as { order: number }).order;
    expect(patches[1]!.body).toEqual({ order: downOrder });
    const afterDown = await adminList<Faq>(request, ADMIN_PATH);
    expect(afterDown.find((entry) => entry.id === own.id)).toEqual({ ...own, order: downOrder });
    expect(afterDown.find((entry) => entry.id === neighbour.id)).toEqual(neighbour);
    const publicDown = ids(await publicFaqs(page));
    expect(publicDown.indexOf(own.id)).toBe(publicDown.indexOf(neighbour.id) + 1);

    expect((await request.delete(`${ADMIN_PATH}/${own.id}`)).status()).toBe(204);
  });
});
