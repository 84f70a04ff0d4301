// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsState, SettingsVersion } from '@shared/api-types.js';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';
import SettingsPage from '@admin/pages/SettingsPage.js';
import { fieldId } from '@admin/components/settings/settings-form.js';
import { ConflictDialog } from '@admin/components/settings/ConflictDialog.js';
import { VersionsDrawer } from '@admin/components/settings/VersionsDrawer.js';
import { adminUser, FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, renderAdmin, screen } from '@tests/helpers/dom/render-admin.js';

/**
 * Einstellungen: „Versionen“ shows each save's values before and after, not only the fields'
 * names; the 409 question says who saved meanwhile and when.
 */

const VERSIONS: SettingsVersion[] = [
  {
    id: 3,
    savedAt: '2026-11-28T10:15:00.000Z',
    savedBy: 'Anna Inhaberin',
    changed: ['contact.email', 'legal.hasVatId'],
    changes: [
      { path: 'contact.email', before: 'alt@agentur.example', after: 'neu@agentur.example' },
      { path: 'legal.hasVatId', before: true, after: false },
    ],
    restoredFrom: null,
    current: true,
  },
  {
    id: 2,
    savedAt: '2026-11-28T09:00:00.000Z',
    savedBy: 'Karl Kollege',
    changed: ['tagline'],
    changes: [{ path: 'tagline', before: 'Alt', after: 'x'.repeat(300) }],
    restoredFrom: null,
    current: false,
  },
  {
    id: 1,
    savedAt: '2026-11-28T08:00:00.000Z',
    savedBy: 'System',
    changed: [],
    changes: [],
    restoredFrom: null,
    current: false,
  },
];

describe('the versions of the settings', () => {
  it('list each changed field with its value before and after', async () => {
    const api = new FakeApi();
    api.on('GET', /^\/api\/admin\/settings\/versions$/, () => ({ status: 200, body: VERSIONS }));
    renderAdmin(<VersionsDrawer open onClose={() => {}} restoringId={null} onRestore={async () => {}} />, {
      api,
      path: '/admin/einstellungen',
    });
    const lists = await screen.findAllByRole('list', { name: 'Geänderte Werte' });
    expect(lists).toHaveLength(2);
    const newest = lists[0]!.textContent!;
    expect(newest).toContain('alt@agentur.example → neu@agentur.example');
    expect(newest).toContain('Ja → Nein');
    expect(newest).not.toContain('true');
    // A long text is cut, the list stays readable.
    expect(lists[1]!.textContent).toContain('Alt → ');
    expect(lists[1]!.textContent!.length).toBeLessThan(200);
    expect(screen.getByText('Ausgangswerte')).toBeTruthy();
  });
});

describe('the question after a 409', () => {
  it('says who saved and when', async () => {
    renderAdmin(
      <ConflictDialog
        open
        busy={null}
        savedBy="Karl Kollege (karl)"
        savedAt="2026-11-28T10:30:00.000Z"
        onReload={vi.fn()}
        onOverwrite={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = await findDialog('Inzwischen geändert');
    // 10:30 UTC is 11:30 in Berlin.
    expect(dialog.textContent).toContain('Karl Kollege (karl) hat die Einstellungen am 28.11.2026, 11:30');
  });

  it('on the settings screen, names who the 409 says saved', { timeout: 120_000 }, async () => {
    const state: SettingsState = {
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
      .on('PUT', /^\/api\/admin\/settings$/, () => ({
        status: 409,
        body: {
          message: 'Inzwischen geändert.',
          savedBy: 'Karl Kollege (karl)',
          savedAt: '2026-11-28T10:30:00.000Z',
        },
      }))
      .on('GET', /^\/api\/admin\/settings\/versions$/, () => ({ status: 200, body: [] }));
    renderAdmin(<SettingsPage />, { api, path: '/admin/einstellungen' });
    await screen.findByRole('form', { name: 'Einstellungen' });
    const phoneHours = document.getElementById(fieldId('contact.phoneHours')) as HTMLInputElement;
    fireEvent.change(phoneHours, { target: { value: 'Mo–Do 10:00–16:00 Uhr' } });
    fireEvent.click(screen.getByText('Speichern').closest('button')!);
    const dialog = await findDialog('Inzwischen geändert');
    expect(dialog.textContent).toContain('Karl Kollege (karl) hat die Einstellungen am 28.11.2026, 11:30');
  });

  it('without them (an older server), says someone saved', async () => {
    renderAdmin(
      <ConflictDialog open busy={null} onReload={vi.fn()} onOverwrite={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = await findDialog('Inzwischen geändert');
    expect(dialog.textContent).toContain('Jemand hat die Einstellungen gespeichert');
  });
});
