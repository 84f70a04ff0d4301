// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@shared/api-types.js';
import ActivityPage from '@admin/pages/ActivityPage.js';
import { FakeApi } from '@tests/helpers/dom/fake-api.js';
import { findDialog, renderAdmin, screen, within } from '@tests/helpers/dom/render-admin.js';

/**
 * „Protokoll“: every row in German: the person with their username, what the entry is, the
 * action (a restore as „Wiederhergestellt“), and its changes as words and values, never the
 * server's field names or values (owner, endedSessions, totp, mailed, true).
 */

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-11-28T09:00:00.000Z',
  actor: { id: 1, name: 'Anna Inhaberin (admin)' },
  ip: '127.0.0.1',
  action: 'update',
  entity: 'faqs',
  entityId: '3',
  changes: null,
  actionLabel: 'Geändert',
  entryName: null,
  names: {},
  ...over,
});

const ROWS: ActivityEntry[] = [
  entry({
    id: 6,
    action: 'role-change',
    entity: 'team',
    entityId: '4',
    actionLabel: 'Rolle geändert',
    entryName: 'Theo Team (theo)',
    changes: {
      role: { before: 'owner', after: 'editor' },
      username: { before: null, after: 'theo' },
      endedSessions: { before: null, after: 2 },
    },
  }),
  entry({
    id: 5,
    action: 'sign-in',
    entity: 'sessions',
    entityId: '1',
    actionLabel: 'Angemeldet',
    entryName: 'Anna Inhaberin (admin)',
    changes: { method: { before: null, after: 'totp' } },
  }),
  entry({
    id: 4,
    action: 'invitation',
    entity: 'team',
    entityId: 'invitation-2',
    actionLabel: 'Eingeladen',
    entryName: 'Einladung an Lena Neu',
    changes: {
      name: { before: null, after: 'Lena Neu' },
      role: { before: null, after: 'recruiter' },
      mailed: { before: null, after: true },
    },
  }),
  entry({
    id: 3,
    action: 'reorder',
    actionLabel: 'Verschoben',
    entryName: 'Wie bewerbe ich mich?',
    changes: { order: { before: 2, after: 4 } },
  }),
  entry({
    id: 2,
    action: 'settings',
    entity: 'settings',
    entityId: '7',
    actionLabel: 'Wiederhergestellt',
    entryName: 'Fassung 7',
    changes: { tagline: { before: 'Alt', after: 'Neu' } },
  }),
  entry({
    id: 1,
    entity: 'applications',
    entityId: '12',
    actor: { id: 1, name: 'admin' },
    entryName: 'Bewerbung #12',
    changes: { assigneeId: { before: null, after: 7 } },
    names: { '7': 'Rita Recruiting (rita)' },
  }),
];

function protokoll() {
  const api = new FakeApi();
  api
    .on('GET', /^\/api\/admin\/activity\/actors$/, () => ({
      status: 200,
      body: [{ id: 1, name: 'Anna Inhaberin (admin)' }],
    }))
    .on('GET', /^\/api\/admin\/activity(\?.*)?$/, () => ({
      status: 200,
      body: ROWS,
      headers: { 'X-Total-Count': String(ROWS.length) },
    }));
  return renderAdmin(<ActivityPage />, { api, path: '/admin/protokoll' });
}

describe('the Protokoll screen', () => {
  it('shows each row in German: person, action, entry and its change', async () => {
    protokoll();
    const table = await screen.findByRole('table');
    await within(table).findByText('Theo Team (theo)');
    const text = table.textContent!;
    for (const words of [
      'Rolle geändert',
      'Rolle: Inhaber → Redaktion; Sitzungen beendet: 2',
      'Anna Inhaberin (admin)',
      'Einladung an Lena Neu',
      'Methode: Authenticator-App',
      'Wie bewerbe ich mich?',
      'Position: 2 → 4',
      'Wiederhergestellt',
      'Fassung 7',
      'Bewerbung #12',
      'Zuständig: Rita Recruiting (rita)',
    ]) {
      expect(text).toContain(words);
    }
    for (const technical of ['invitation-2', 'endedSessions', 'totp', 'owner', 'Einstellungen geändert']) {
      expect(text).not.toContain(technical);
    }
  });

  it("opens a row with its fields and values in German, the role by the screens' name", async () => {
    protokoll();
    const cell = await screen.findByText('Theo Team (theo)');
    fireEvent.click(cell);
    const dialog = await findDialog('Protokolleintrag');
    const text = dialog.textContent!;
    for (const words of [
      'Rolle',
      'Inhaber',
      'Redaktion',
      'Sitzungen beendet',
      'Benutzername',
      'Theo Team (theo)',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/endedSessions|owner|editor|username/);
  });

  it('an invitation: sent by e-mail „Ja“, the role as Recruiting', async () => {
    protokoll();
    fireEvent.click(await screen.findByText('Einladung an Lena Neu'));
    const dialog = await findDialog('Protokolleintrag');
    expect(dialog.textContent).toContain('Per E-Mail gesendet');
    expect(dialog.textContent).toContain('Recruiting');
    expect(dialog.textContent).not.toMatch(/mailed|true|recruiter/);
  });
});
