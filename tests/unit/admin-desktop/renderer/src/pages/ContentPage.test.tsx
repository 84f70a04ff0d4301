// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContentPage } from '@admin/pages/ContentPage.js';
import { viewOf } from '@admin/content/index.js';
import { POSITION, POSITION_CHANGED, positionOf, type ContentDefinition } from '@shared/content/define.js';
import { isRequired, type Field } from '@shared/content/fields.js';
import { CONTENT } from '@shared/content/index.js';
import { adminContentPath, CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { setViewportWidth } from '@tests/helpers/dom/environment.js';
import { neighbourSwap, singleMoveUpdates } from '@admin/lib/order.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import {
  findDialog,
  findToast,
  queryDialog,
  renderAdmin,
  screen,
  within,
} from '@tests/helpers/dom/render-admin.js';
import { factories } from '@tests/helpers/factories.js';

/**
 * Every content type's screen, rendered from its definition (shared/content/) and its view
 * (content/): what the list shows on wide and narrow screens, the empty and error states, the
 * dialog's marks and position, and the requests each write sends. The API's side of those
 * requests is content.test.ts; the browser keeps one journey per distinct screen.
 */
const NAMES = ['Erster Eintrag', 'Zweiter Eintrag', 'Dritter Eintrag'];

const definitionOf = (name: ContentTypeName) => CONTENT[name] as unknown as ContentDefinition;
const nameFieldOf = (definition: ContentDefinition) =>
  definition.admin.nameField ?? Object.keys(definition.fields)[0]!;

/** Three entries with distinct names, in the API's order values (first, first + 1, …), sent shuffled. */
function entriesOf(name: ContentTypeName) {
  const definition = definitionOf(name);
  return NAMES.map((entryName, index) => ({
    id: index + 1,
    ...factories.content(name, { [nameFieldOf(definition)]: entryName }),
    order: definition.order.first + index,
  }));
}

function screenOf(name: ContentTypeName, items = entriesOf(name)) {
  const shuffled = [items[2], items[0], items[1]].filter((item) => item !== undefined);
  const api = new FakeApi().list(adminContentPath(name), shuffled);
  return { ...renderAdmin(<ContentPage name={name} />, { api }), items };
}

/** The button of the screen's header that opens a new entry (its name also holds the icon's). */
const addButton = (text: string) => screen.getByText(text).closest('button')!;

beforeEach(() => setViewportWidth(1440));

describe.each(CONTENT_TYPE_NAMES)('the %s screen', (name) => {
  const definition = definitionOf(name);
  const { admin, order } = definition;
  const view = viewOf(name);

  it(`shows its title, its help, and the entries in order${view.list ? '' : ", in a table of the definition's columns"}`, async () => {
    screenOf(name);
    expect(screen.getByRole('heading', { level: 1, name: admin.title })).toBeTruthy();
    if (admin.help) expect(screen.getByText(admin.help)).toBeTruthy();
    const names = await screen.findAllByText(new RegExp(`^(${NAMES.join('|')})$`));
    expect(names.map((node) => node.textContent)).toEqual(NAMES);
    if (admin.whenEmpty) expect(screen.queryByText(admin.whenEmpty)).toBeNull();
    // A new entry's order comes from the list: the add button waits for it.
    expect(addButton(admin.add).hasAttribute('disabled')).toBe(false);
    if (view.list) return;
    const keys =
      admin.columns ?? Object.keys(definition.fields).filter((key) => definition.fields[key]!.column);
    const titles = keys.map((key) =>
      key === 'order' ? POSITION : (definition.fields[key]!.column?.title ?? definition.fields[key]!.label),
    );
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([...titles, 'Aktionen']);
  });

  it('shows a card per entry with its actions in reach on a phone', async () => {
    setViewportWidth(390);
    screenOf(name);
    await screen.findAllByText(NAMES[0]!);
    expect(screen.queryByRole('table')).toBeNull();
    // Cards (the generic list and the feedback grid), or the FAQ's accordion items.
    const rows = screen.queryAllByRole('article');
    const entries =
      rows.length > 0 ? rows : [...document.querySelectorAll<HTMLElement>('.ant-collapse-item')];
    expect(entries).toHaveLength(NAMES.length);
    entries.forEach((row, index) => {
      expect(within(row).getAllByText(NAMES[index]!).length).toBeGreaterThan(0);
      expect(within(row).getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Löschen' })).toBeTruthy();
    });
    if (order.move) {
      const move = (row: HTMLElement, direction: string) =>
        within(row).getByRole('button', { name: direction });
      expect(move(entries[0]!, 'Nach oben').hasAttribute('disabled')).toBe(true);
      expect(move(entries.at(-1)!, 'Nach unten').hasAttribute('disabled')).toBe(true);
      expect(move(entries[1]!, 'Nach oben').hasAttribute('disabled')).toBe(false);
      // Touch-sized: the large buttons.
      expect(move(entries[1]!, 'Nach oben').classList.contains('ant-btn-lg')).toBe(true);
    }
  });

  it('says so when the list is empty', async () => {
    screenOf(name, []);
    if (admin.empty) expect(await screen.findByText(admin.empty)).toBeTruthy();
    if (admin.whenEmpty) expect(await screen.findByText(admin.whenEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    const api = new FakeApi().list(adminContentPath(name), entriesOf(name));
    api.fail('GET', adminContentPath(name), 500);
    renderAdmin(<ContentPage name={name} />, { api });
    expect(await screen.findByText(admin.loadFailed)).toBeTruthy();
    if (view.list) {
      fireEvent.click(screen.getByText('Erneut versuchen').closest('button')!);
      expect(await screen.findByText(NAMES[0]!)).toBeTruthy();
    }
  });

  it('marks the required fields of a new entry and sends nothing while they are empty', async () => {
    const { user, api, container } = screenOf(name);
    await screen.findAllByText(NAMES[0]!);
    fireEvent.click(addButton(admin.add));
    const dialog = await findDialog(`${admin.one} hinzufügen`);
    for (const [key, field] of Object.entries(definition.fields) as Array<[string, Field]>) {
      const label = container.ownerDocument.querySelector(`label[for="${admin.form}_${key}"]`);
      expect(label, `${name}.${key}`).not.toBeNull();
      expect(label!.classList.contains('ant-form-item-required'), `${name}.${key}`).toBe(isRequired(field));
    }
    // Cleared required texts: the shared schema's messages, and no request.
    for (const [key, field] of Object.entries(definition.fields) as Array<[string, Field]>) {
      if (field.kind !== 'text' || !isRequired(field)) continue;
      const input = container.ownerDocument.getElementById(`${admin.form}_${key}`) as HTMLInputElement;
      await user.clear(input);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    for (const field of Object.values(definition.fields) as Field[]) {
      if (field.kind !== 'text' || !isRequired(field)) continue;
      // A required text's one message: missing, too short (shared/content/schemas.ts).
      expect(field.message).toBeTruthy();
      expect(await within(dialog).findAllByText(field.message!)).not.toHaveLength(0);
    }
    expect(api.writes()).toEqual([]);
  });

  it('opens an entry at its position; a failed update keeps the dialog open with the German reason, the next save goes through and says so', async () => {
    const { api, items } = screenOf(name);
    await screen.findAllByText(NAMES[1]!);
    api.fail('PATCH', `${adminContentPath(name)}/2`, 503, { message: 'Wartungsarbeiten.' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Bearbeiten' })[1]!);
    const dialog = await findDialog(`${admin.one} bearbeiten`);
    const position = within(dialog).getByLabelText(POSITION) as HTMLInputElement;
    expect(position.value).toBe(String(positionOf(items[1]!.order, order)));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const [form, text] = admin.updateFailed;
    const failed = await findToast(form === 'prefixed' ? `${text}: Wartungsarbeiten.` : text);
    if (form === 'withReason') expect(within(failed).getByText('Wartungsarbeiten.')).toBeTruthy();
    expect(queryDialog(`${admin.one} bearbeiten`)).toBe(dialog);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await findToast(admin.updated);
    const patch = expect.objectContaining({ method: 'PATCH', path: `${adminContentPath(name)}/2` });
    expect(api.writes()).toEqual([patch, patch]);
  });

  it('deletes an entry only after the confirmation', async () => {
    const { api } = screenOf(name);
    await screen.findAllByText(NAMES[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Abbrechen' }));
    expect(api.writes()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Löschen' })[0]!);
    const again = (await screen.findAllByRole('tooltip')).at(-1)!;
    fireEvent.click(within(again).getByRole('button', { name: 'Löschen' }));
    await findToast(admin.deleted);
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `${adminContentPath(name)}/1`, body: undefined },
    ]);
  });

  if (order.move) {
    it('moves the last entry up with the order changes its rule makes', async () => {
      const { api, items } = screenOf(name);
      await screen.findAllByText(NAMES[2]!);
      fireEvent.click(screen.getAllByRole('button', { name: 'Nach oben' })[2]!);
      await findToast(POSITION_CHANGED);
      // The rules themselves: tests/unit/admin-desktop/renderer/src/lib/order.test.ts.
      const updates =
        (order.move === 'swap'
          ? neighbourSwap(items, 3, 'up')
          : singleMoveUpdates(items, 3, 'up', order.first)) ?? [];
      expect(updates.length).toBeGreaterThan(0);
      await waitFor(() =>
        expect(api.writes()).toEqual(
          updates.map(({ id, order: value }) => ({
            method: 'PATCH',
            path: `${adminContentPath(name)}/${id}`,
            body: { order: value },
          })),
        ),
      );
    });
  }
});

/** What only some types show: their own cells, cards and form parts. */
describe('what a type shows of its own', () => {
  it('livestreams: the day in German and a LIVE tag only on the entry that is live', async () => {
    const items = entriesOf('livestreams').map((entry, index) => ({
      ...entry,
      day: 'sunday',
      isLive: index === 1,
    }));
    screenOf('livestreams', items);
    const rows = (await screen.findAllByText(/Eintrag$/)).map((cell) => cell.closest('tr')!);
    expect(rows.map((row) => within(row).queryByText('LIVE') !== null)).toEqual([false, true, false]);
    expect(within(rows[0]!).getByText('Sonntag')).toBeTruthy();
  });

  describe('livestreams: Montag to Sonntag, then time, then position; moves only within a day and time', () => {
    const plan = [
      // Sent in another order than shown; orders as they come from older edits.
      { id: 1, day: 'tuesday', time: '19:00', title: 'Tue', order: 0 },
      { id: 2, day: 'monday', time: '20:00', title: 'Late B', order: 4 },
      { id: 3, day: 'monday', time: '18:00', title: 'Early', order: 9 },
      { id: 4, day: 'sunday', time: '12:00', title: 'Sun', order: 1 },
      { id: 5, day: 'Mo', time: '20:00', title: 'Late A', order: 2 },
    ].map((entry) => ({ ...factories.content('livestreams'), ...entry }));
    const shown = ['Early', 'Late A', 'Late B', 'Tue', 'Sun'];
    const moveButtons = (row: HTMLElement) =>
      ['Nach oben', 'Nach unten'].map((name) => within(row).queryByRole('button', { name }));
    const planScreen = () => {
      const api = new FakeApi().list(adminContentPath('livestreams'), plan);
      return renderAdmin(<ContentPage name="livestreams" />, { api });
    };
    const rowOf = async (title: string) =>
      (await screen.findByText(title)).closest<HTMLElement>('tr, [role="article"], article')!;

    it('lists the rows in the week’s order, in the table and on the phone’s cards', async () => {
      planScreen();
      const titles = await screen.findAllByText(/^(Early|Late|Tue|Sun)/, { selector: 'strong' });
      expect(titles.map((node) => node.textContent)).toEqual(shown);
      setViewportWidth(390);
      planScreen();
      await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(plan.length));
      expect(
        screen
          .getAllByRole('article')
          .map((card) => within(card).getAllByText(/^(Early|Late|Tue|Sun)/)[0]!.textContent),
      ).toEqual(shown);
    });

    it('offers „Nach oben/unten“ only between the entries of one day and time', async () => {
      planScreen();
      for (const alone of ['Early', 'Tue', 'Sun'])
        expect(moveButtons(await rowOf(alone)), alone).toEqual([null, null]);
      const [firstUp, firstDown] = moveButtons(await rowOf('Late A'));
      expect([firstUp!.hasAttribute('disabled'), firstDown!.hasAttribute('disabled')]).toEqual([true, false]);
      const [secondUp, secondDown] = moveButtons(await rowOf('Late B'));
      expect([secondUp!.hasAttribute('disabled'), secondDown!.hasAttribute('disabled')]).toEqual([
        false,
        true,
      ]);
      // Edit and delete stay where they are in every row.
      expect(within(await rowOf('Tue')).getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
    });

    it('swaps the two entries of a slot, and says so', async () => {
      const { api } = planScreen();
      fireEvent.click(moveButtons(await rowOf('Late A'))[1]!);
      await findToast(POSITION_CHANGED);
      await waitFor(() =>
        expect(api.writes()).toEqual([
          { method: 'PATCH', path: `${adminContentPath('livestreams')}/5`, body: { order: 4 } },
          { method: 'PATCH', path: `${adminContentPath('livestreams')}/2`, body: { order: 2 } },
        ]),
      );
    });
  });

  it('streamers: a star marks the featured ones', async () => {
    const items = entriesOf('streamers').map((entry, index) => ({ ...entry, featured: index === 0 }));
    screenOf('streamers', items);
    const rows = (await screen.findAllByText(/Eintrag$/)).map((cell) => cell.closest('tr')!);
    expect(rows.map((row) => within(row).queryByRole('img', { name: 'Hervorgehoben' }) !== null)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('feedbacks: a card with the role (or the default), the stars, the position, the profile and its picture', async () => {
    const items = entriesOf('feedbacks').map((entry, index) => ({
      ...entry,
      role: index === 0 ? null : 'Gaming-Creatorin',
      rating: 4.5,
      tiktokUrl: 'https://www.tiktok.com/@erster',
    }));
    screenOf('feedbacks', items);
    const card = await screen.findByRole('article', { name: `Feedback von ${NAMES[0]}` });
    expect(within(card).getByText('TikTok Creator')).toBeTruthy();
    expect(within(card).getByText('4,5 von 5')).toBeTruthy();
    expect(within(card).getByText('Position 1')).toBeTruthy();
    expect(within(card).getByText('TikTok-Profil').closest('a')!.getAttribute('href')).toBe(
      'https://www.tiktok.com/@erster',
    );
    expect(within(card).getByRole('img', { name: `Profilbild von ${NAMES[0]}` })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: `Feedback von ${NAMES[1]}` })).getByText('Gaming-Creatorin'),
    ).toBeTruthy();
  });

  it('feedbacks: a new one starts at five stars, and the stars chosen are sent', async () => {
    const { user, api } = screenOf('feedbacks');
    await screen.findAllByText(NAMES[0]!);
    fireEvent.click(addButton(CONTENT.feedbacks.admin.add));
    const dialog = await findDialog('Feedback hinzufügen');
    expect(dialog.querySelectorAll('.ant-rate-star-full')).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Bearbeiten' })[0]!);
    const edit = await findDialog('Feedback bearbeiten');
    const stars = edit.querySelectorAll<HTMLElement>('.ant-rate-star');
    fireEvent.click(stars[3]!.querySelector('.ant-rate-star-second')!);
    expect(edit.querySelectorAll('.ant-rate-star-full')).toHaveLength(4);
    await user.click(within(edit).getByRole('button', { name: 'Speichern' }));
    await findToast(CONTENT.feedbacks.admin.updated);
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'PATCH', body: expect.objectContaining({ rating: 4 }) }),
    ]);
  });

  it('highlights: a file that is no picture is refused before anything is uploaded', async () => {
    const { api } = screenOf('highlights');
    await screen.findAllByText(NAMES[0]!);
    fireEvent.click(addButton(CONTENT.highlights.admin.add));
    const dialog = await findDialog('Highlight hinzufügen');
    const input = dialog.querySelector<HTMLInputElement>('[data-testid=image-upload-input]')!;
    fireEvent.change(input, {
      target: { files: [new File(['kein Bild'], 'notizen.txt', { type: 'text/plain' })] },
    });
    await findToast('Ungültiger Dateityp');
    expect(api.writes()).toEqual([]);
  });
});
