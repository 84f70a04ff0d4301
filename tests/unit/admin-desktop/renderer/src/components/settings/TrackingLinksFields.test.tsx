// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SettingsState } from '@shared/api-types.js';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@shared/site-settings.js';
import SettingsPage from '@admin/pages/SettingsPage.js';
import { fieldId } from '@admin/components/settings/settings-form.js';
import { adminUser, FakeApi, type SentRequest } from '@tests/helpers/dom/fake-api.js';
import { findDialog, findToast, renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * „Tracking-Links“ in Einstellungen: named links to the site with ?ref=, each to copy and with a
 * QR code, saved with the site's settings. What the server accepts is
 * tests/integration/server/routes/admin/settings-tracking-links.test.ts.
 */
const ORIGIN = 'https://agentur.example';

function settingsServer(trackingLinks: SiteSettings['trackingLinks'] = []) {
  let state: SettingsState = {
    version: 1,
    values: { ...structuredClone(DEFAULT_SITE_SETTINGS), trackingLinks },
    locked: [],
    problems: [],
    siteOrigin: ORIGIN,
  };
  const api = new FakeApi();
  api.user = adminUser('owner');
  api
    .on('GET', /^\/api\/admin\/settings$/, () => ({ status: 200, body: state }))
    .on('PUT', /^\/api\/admin\/settings$/, (request) => {
      const { values } = request.body as { version: number; values: SiteSettings };
      state = { ...state, version: state.version + 1, values };
      return { status: 200, body: state };
    })
    .on('GET', /^\/api\/admin\/settings\/versions$/, () => ({ status: 200, body: [] }));
  renderAdmin(<SettingsPage />, { api, path: '/admin/einstellungen' });
  const puts = () =>
    api.requests
      .filter((request: SentRequest) => request.method === 'PUT')
      .map((request) => (request.body as { values: SiteSettings }).values);
  return { puts };
}

const input = (path: string) => document.getElementById(fieldId(path)) as HTMLInputElement | null;
const type = (path: string, value: string) => fireEvent.change(input(path)!, { target: { value } });

describe('Tracking-Links in Einstellungen', () => {
  it('adds a named link, shows its address to copy and saves it with the settings', async () => {
    const { puts } = settingsServer();
    await screen.findByRole('heading', { level: 2, name: 'Tracking-Links' });
    expect(screen.getByText('Keine Tracking-Links eingetragen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Tracking-Link hinzufügen/ }));
    await waitFor(() => expect(input('trackingLinks.0.name')).not.toBeNull());
    type('trackingLinks.0.name', 'TikTok-Bio');
    // Typed in capitals with a space: lower case and "-" at once (the server's rule).
    type('trackingLinks.0.ref', 'TikTok Bio');
    expect(input('trackingLinks.0.ref')!.value).toBe('tiktok-bio');
    const item = screen.getByRole('listitem', { name: 'Tracking-Link 1' });
    await within(item).findByText(`${ORIGIN}/?ref=tiktok-bio`);
    expect(within(item).getByRole('button', { name: /Link kopieren/ })).toBeTruthy();

    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    await findToast('Einstellungen gespeichert');
    expect(puts().at(-1)!.trackingLinks).toEqual([{ name: 'TikTok-Bio', ref: 'tiktok-bio' }]);
  });

  it('shows a stored link’s QR code of its address', async () => {
    settingsServer([{ name: 'LIVE-Shoutout', ref: 'live' }]);
    const item = await screen.findByRole('listitem', { name: 'Tracking-Link 1' });
    await within(item).findByText(`${ORIGIN}/?ref=live`);
    fireEvent.click(within(item).getByRole('button', { name: 'QR-Code für Tracking-Link 1' }));
    const dialog = await findDialog('QR-Code: LIVE-Shoutout');
    const image = (await within(dialog).findByRole('img', {
      name: `QR-Code für ${ORIGIN}/?ref=live`,
    })) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.src)).toContain('<svg');
  });

  it('shows no address while the ref is not a valid label', async () => {
    settingsServer([{ name: 'Kaputt', ref: 'ok' }]);
    const item = await screen.findByRole('listitem', { name: 'Tracking-Link 1' });
    type('trackingLinks.0.ref', 'ä');
    await within(item).findByText('Die Adresse erscheint, sobald die Kennung gültig ist.');
    expect(within(item).queryByRole('button', { name: /QR-Code/ })).toBeNull();
  });
});
