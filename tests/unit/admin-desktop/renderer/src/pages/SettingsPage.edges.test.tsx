// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SettingsState } from '@shared/api-types.js';
import { invalidFieldsMessage, validateSiteSettings } from '@shared/schemas/site-settings.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings.js';
import SettingsPage from '@admin/pages/SettingsPage.js';
import { LEGALLY_REQUIRED } from '@admin/components/settings/required-mark.js';
import { fieldId } from '@admin/components/settings/settings-form.js';
import { adminUser, FakeApi, type SentRequest } from '@tests/helpers/dom/fake-api.js';
import { findToast, renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * Einstellungen's edges (issue 39, point 5): the two kinds of hours side by side with a warning
 * when an edit makes them contradict (it never blocks the save), the Impressum's required fields
 * marked for eyes and screen readers, the section navigation following the keyboard's focus, and
 * a value the settings' schema refuses. The parser itself: tests/unit/shared/phone-hours.test.ts.
 */
function settingsServer({ path = '/admin/einstellungen' } = {}) {
  let state: SettingsState = {
    version: 1,
    values: structuredClone(DEFAULT_SITE_SETTINGS),
    locked: [],
    problems: [],
    siteOrigin: 'https://agentur.example',
  };
  const api = new FakeApi();
  api.user = adminUser('owner');
  api
    .on('GET', /^\/api\/admin\/settings$/, () => ({ status: 200, body: state }))
    .on('PUT', /^\/api\/admin\/settings$/, (request) => {
      const { values } = request.body as { version: number; values: SiteSettings };
      // As the server checks a save: with the shared schema, answering its German messages.
      const checked = validateSiteSettings(values);
      if (!checked.ok) {
        const message = invalidFieldsMessage(Object.keys(checked.errors));
        return { status: 400, body: { message, errors: checked.errors } };
      }
      state = { ...state, version: state.version + 1, values: checked.value };
      return { status: 200, body: state };
    })
    .on('GET', /^\/api\/admin\/settings\/versions$/, () => ({ status: 200, body: [] }));
  const { user } = renderAdmin(<SettingsPage />, { api, path });
  const puts = () =>
    api.requests
      .filter((request: SentRequest) => request.method === 'PUT')
      .map((request) => (request.body as { values: SiteSettings }).values);
  return { puts, user };
}

const input = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement | null;
const type = (path: string, value: string) => fireEvent.change(input(path)!, { target: { value } });
const WARNING = /^Telefonzeiten und Öffnungszeiten widersprechen sich/;
const warning = () => screen.queryByText(WARNING);
/** The section the navigation highlights, by its link's address. */
const highlighted = () =>
  document.querySelector('.settings-anchor .ant-anchor-link-title-active')?.getAttribute('href') ?? null;

describe('Einstellungen: hours, required marks, navigation', { timeout: 120_000 }, () => {
  it('shows both kinds of hours with their purpose and warns (without blocking the save) when an edit makes them contradict', async () => {
    const { puts } = settingsServer();
    await screen.findByRole('form', { name: 'Einstellungen' });
    expect(screen.getByRole('heading', { level: 3, name: 'Erreichbarkeit' })).toBeTruthy();
    const kind = (name: string) =>
      screen.getByRole('heading', { level: 4, name }).closest<HTMLElement>('.settings-hours__kind')!;
    const phone = kind('Telefonzeiten');
    const opening = kind('Öffnungszeiten');
    expect(phone.textContent).toContain('steht auf der Kontaktseite');
    expect(opening.textContent).toContain('Nur für Suchmaschinen (z. B. Google)');
    expect(phone.contains(input('contact.phoneHours'))).toBe(true);
    expect(opening.contains(input('openingHours.opens'))).toBe(true);

    // The spec's defaults differ on purpose (9–19 on the phone, 09:00–17:00 for search engines): no warning until an edit.
    expect(warning()).toBeNull();
    type('contact.phoneHours', 'Mo–Sa 9–19 Uhr');
    expect((await screen.findByText(WARNING)).textContent).toBe(
      'Telefonzeiten und Öffnungszeiten widersprechen sich: Tage: Telefonzeiten Mo–Sa, Öffnungszeiten Mo–Fr; ' +
        'Zeiten: Telefonzeiten 09:00–19:00 Uhr, Öffnungszeiten 09:00–17:00 Uhr.',
    );
    // In agreement, or not readable: no warning.
    type('contact.phoneHours', 'Montag bis Freitag 09:00 bis 17:00 Uhr');
    await waitFor(() => expect(warning()).toBeNull());
    type('contact.phoneHours', 'nach Vereinbarung');
    await waitFor(() => expect(warning()).toBeNull());

    // A change of the opening days contradicts the phone hours too.
    type('contact.phoneHours', 'Mo–Fr 9–17 Uhr');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sa' }));
    expect((await screen.findByText(WARNING)).textContent).toContain(
      'Tage: Telefonzeiten Mo–Fr, Öffnungszeiten Mo–Sa',
    );

    // Saving goes through all the same.
    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    await findToast('Einstellungen gespeichert');
    expect(puts()[0]).toMatchObject({
      contact: { phoneHours: 'Mo–Fr 9–17 Uhr' },
      openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] },
    });
  });

  it('marks the fields the Impressum requires, visibly and for screen readers, and no others', async () => {
    settingsServer();
    await screen.findByRole('form', { name: 'Einstellungen' });
    expect([...LEGALLY_REQUIRED].sort()).toEqual(
      [
        'legalName',
        'legal.representative',
        'address.street',
        'address.postalCode',
        'address.city',
        'contact.email',
        'contact.phone',
        'legal.registerCourt',
        'legal.registerNumber',
        'legal.vatId',
      ].sort(),
    );
    for (const path of LEGALLY_REQUIRED) {
      const field = input(path)!;
      expect(field.getAttribute('aria-required'), path).toBe('true');
      const label = document.querySelector(`label[for="${field.id}"]`)!;
      // The "*" is the mark's CSS content, with an empty alternative text (settings.css).
      expect(label.querySelector('.settings-required-mark[aria-hidden="true"]'), path).not.toBeNull();
    }
    // The label names the field as before (the mark is not read out as part of it).
    expect(screen.getByRole('textbox', { name: 'Telefon' })).toBe(input('contact.phone'));
    expect(screen.getByLabelText('Registernummer')).toBe(input('legal.registerNumber'));
    for (const path of [
      'name',
      'contact.phoneHours',
      'founder.name',
      'links.instagram',
      'legal.contentResponsible',
    ]) {
      expect(input(path)!.hasAttribute('aria-required'), path).toBe(false);
      expect(
        document.querySelector(`label[for="${fieldId(path)}"] .settings-required-mark`),
        path,
      ).toBeNull();
    }
    expect(screen.getByText(/sind Pflichtangaben, die meisten für das Impressum/)).toBeTruthy();
  });

  it('the section navigation highlights the section of the focused field (Tab into the next section)', async () => {
    const { user } = settingsServer();
    await screen.findByRole('form', { name: 'Einstellungen' });
    input('legal.representative')!.focus();
    await waitFor(() => expect(highlighted()).toBe('#legal'));
    input('founder.name')!.focus();
    await waitFor(() => expect(highlighted()).toBe('#founder'));
    // From the last field of Links, Tab leads into the Impressum.
    input('links.instagram')!.focus();
    await waitFor(() => expect(highlighted()).toBe('#links'));
    await user.tab();
    expect(document.activeElement).toBe(input('legal.representative'));
    await waitFor(() => expect(highlighted()).toBe('#legal'));
  });

  it('opens the note on the reviews (Startseite → Feedback) at its link, and shows the schema’s reason under it when a save is refused', async () => {
    const { puts } = settingsServer({ path: '/admin/einstellungen?feld=texts.reviewsNote' });
    const note = await screen.findByLabelText('Feedback: Hinweis zur Echtheit');
    expect(note).toBe(input('texts.reviewsNote'));
    expect((note as HTMLTextAreaElement).value).toBe(DEFAULT_SITE_SETTINGS.texts.reviewsNote);

    type('texts.reviewsNote', 'zu kurz');
    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    const reason = await screen.findByText(/ob und wie Sie prüfen, dass die Feedbacks echt sind/);
    expect(note.closest('.ant-form-item')!.contains(reason)).toBe(true);
    expect(puts()).toHaveLength(1);
  });
});
