import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityActor,
  ActivityEntry,
  InvitationCreated,
  SettingsConflict,
  SettingsState,
  SettingsVersion,
} from '@shared/api-types.js';
import { SETTINGS_PATHS } from '@tests/helpers/settings-paths.js';
import { settingsMessages } from '@server/services/site-settings.js';
import { manualClock } from '@tests/helpers/clock.js';
import { factories } from '@tests/helpers/factories.js';
import { startTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * The Protokoll as the API answers it, in German: people by their name at the time with their
 * username, entries by what they are, a restore as „Wiederhergestellt“; the settings' versions
 * with their values, and a 409 that says who saved when.
 */

let server: TestServer;
let owner: TestClient;
const clock = manualClock(Date.UTC(2026, 10, 28, 10, 0, 0));
const LIST = '/api/admin/activity';

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = await server.adminClient('chefin');
});
afterAll(() => server.close());

const entries = async (query: string) => (await owner.get<ActivityEntry[]>(`${LIST}?${query}`)).body;

describe('the Protokoll in German', () => {
  it('names a person by the name at the time with the username, the same account alike before and after', async () => {
    const first = await owner.post<{ id: number }>('/api/admin/faqs', {
      question: 'Wer darf sich bewerben?',
      answer: 'Alle ab achtzehn Jahren.',
    });
    expect(first.status, first.text).toBe(201);
    await server.knex('admin_users').where({ username: 'chefin' }).update({ displayName: 'Anna Inhaberin' });
    const second = await owner.post<{ id: number }>('/api/admin/faqs', {
      question: 'Was kostet die Agentur?',
      answer: 'Nichts, wir teilen die Prämien.',
    });
    expect(second.status).toBe(201);

    const [newer, older] = await entries('entity=faqs&action=create');
    expect(older!.actor.name).toBe('chefin');
    expect(older!.entryName).toBe('Wer darf sich bewerben?');
    expect(newer!.actor.name).toBe('Anna Inhaberin (chefin)');
    expect(newer!.entryName).toBe('Was kostet die Agentur?');
    expect(newer!.actionLabel).toBe('Angelegt');
    const actors = (await owner.get<ActivityActor[]>(`${LIST}/actors`)).body;
    expect(actors.map((actor) => actor.name)).toContain('Anna Inhaberin (chefin)');

    // A move names the entry by its question (the row holds only the order) and counts as the list does.
    expect((await owner.patch(`/api/admin/faqs/${first.body.id}`, { order: 2 })).status).toBe(200);
    const [move] = await entries('entity=faqs&action=reorder');
    expect(move).toMatchObject({ actionLabel: 'Verschoben', entryName: 'Wer darf sich bewerben?' });
    expect(move!.changes).toHaveProperty('order');
  });

  it('records a move with the places the FAQ list shows, whatever the order values are', async () => {
    type Listed = { id: number; order: number };
    const place = async (id: number) =>
      (await owner.get<Listed[]>('/api/admin/faqs')).body.findIndex((faq) => faq.id === id) + 1;
    const ids: number[] = [];
    for (const [order, question] of [
      [40, 'Erste Frage mit Lücke?'],
      [45, 'Zweite Frage mit Lücke?'],
      [50, 'Dritte Frage mit Lücke?'],
    ] as const) {
      const created = await owner.post<Listed>(
        '/api/admin/faqs',
        factories.faq({ question, answer: 'Eine Antwort mit genug Text.', order }),
      );
      expect(created.status, created.text).toBe(201);
      ids.push(created.body.id);
    }
    const before = await place(ids[2]!);
    // Order 42 puts the third between the first and the second: one place up in the list.
    expect((await owner.patch(`/api/admin/faqs/${ids[2]}`, { order: 42 })).status).toBe(200);
    const after = await place(ids[2]!);
    expect(after).toBe(before - 1);
    const [move] = await entries('entity=faqs&action=reorder');
    expect(move!.entryName).toBe('Dritte Frage mit Lücke?');
    expect(move!.changes).toEqual({
      order: { before: 50, after: 42 },
      position: { before, after },
    });
  });

  it('records a livestream’s move with its place among the entries of the same day and time', async () => {
    const created: number[] = [];
    for (const [day, time, title, order] of [
      ['sunday', '10:00', 'Sonntag früh', 0],
      ['monday', '19:00', 'Montag A', 5],
      ['monday', '19:00', 'Montag B', 7],
    ] as const) {
      const response = await owner.post<{ id: number }>(
        '/api/admin/livestreams',
        factories.livestream({ day, time, title, order }),
      );
      expect(response.status, response.text).toBe(201);
      created.push(response.body.id);
    }
    // Before Montag A within Monday 19:00: second to first (in the whole list it would be 3 → 2).
    expect((await owner.patch(`/api/admin/livestreams/${created[2]}`, { order: 4 })).status).toBe(200);
    const [move] = await entries('entity=livestreams&action=reorder');
    expect(move).toMatchObject({ entryName: 'Montag B' });
    expect(move!.changes).toEqual({ order: { before: 7, after: 4 }, position: { before: 2, after: 1 } });
    for (const id of created) expect((await owner.delete(`/api/admin/livestreams/${id}`)).status).toBe(204);
  });

  it('names colleagues, invitations and their changes', async () => {
    const member = await server.app.services.users.create('theo', TEST_PASSWORD, 'recruiter');
    await server.knex('admin_users').where({ id: member.id }).update({ displayName: 'Theo Team' });
    expect((await owner.patch(`/api/admin/team/${member.id}`, { role: 'editor' })).status).toBe(200);
    const [change] = await entries('action=role-change');
    expect(change).toMatchObject({
      actionLabel: 'Rolle geändert',
      entryName: 'Theo Team (theo)',
      entityId: String(member.id),
    });

    const invited = await owner.post<InvitationCreated>('/api/admin/team/invitations', {
      name: 'Lena Neu',
      email: 'lena@agentur.example',
      role: 'editor',
    });
    expect(invited.status).toBe(201);
    const [invitation] = await entries('action=invitation');
    expect(invitation!.entryName).toBe('Einladung an Lena Neu');
    expect(invitation!.entityId).toMatch(/^invitation-\d+$/);

    // The export says the same, in the same columns.
    const response = await owner.get(`${LIST}/export.csv?action=role-change`);
    const rows = parse(response.text, { bom: true, delimiter: ';' }) as string[][];
    expect(rows[1]!.slice(3, 6)).toEqual(['Rolle geändert', 'Team', 'Theo Team (theo)']);
    expect(rows[1]![6]).toBe('Rolle: Recruiting → Redaktion\nBenutzername: theo\nSitzungen beendet: 0');
  });

  it('names an application by its number only and an assignee by name', async () => {
    const applied = await server
      .client()
      .post('/api/apply', factories.application({ tiktokUsername: '@geheim_tiktok' }));
    expect(applied.status).toBe(201);
    const { id } = (await server.knex('applications').max({ id: 'id' }).first()) as { id: number };
    const members = await server.knex('admin_users').where({ username: 'chefin' }).first('id');
    expect((await owner.patch(`/api/admin/applications/${id}`, { assigneeId: members.id })).status).toBe(200);
    const [assigned] = await entries('entity=applications');
    expect(assigned!.entryName).toBe(`Bewerbung #${id}`);
    expect(assigned!.names).toEqual({ [members.id]: 'Anna Inhaberin (chefin)' });
    expect(JSON.stringify(assigned)).not.toContain('geheim_tiktok');
  });

  it('shows a restore of the settings as „Wiederhergestellt“, a save as „Einstellungen geändert“', async () => {
    const state = (await owner.get<SettingsState>(SETTINGS_PATHS.settings)).body;
    const values = structuredClone(state.values);
    values.tagline = 'Neu gesagt';
    const saved = await owner.request<SettingsState>('PUT', SETTINGS_PATHS.settings, {
      body: { version: state.version, values },
    });
    expect(saved.status).toBe(200);
    expect((await owner.post(SETTINGS_PATHS.restore(saved.body.version - 1), {})).status).toBe(200);
    const [restore, save] = await entries('entity=settings');
    expect(restore!.actionLabel).toBe('Wiederhergestellt');
    expect(save!.actionLabel).toBe('Einstellungen geändert');
    expect(save!.entryName).toBe(`Fassung ${saved.body.version}`);
  });
});

describe('the settings: versions with values, a 409 that says who saved', () => {
  it('lists each version’s values before and after', async () => {
    const state = (await owner.get<SettingsState>(SETTINGS_PATHS.settings)).body;
    const values = structuredClone(state.values);
    const before = values.contact.email;
    values.contact.email = 'neu@agentur.example';
    await owner.request('PUT', SETTINGS_PATHS.settings, { body: { version: state.version, values } });
    const [newest] = (await owner.get<SettingsVersion[]>(SETTINGS_PATHS.versions)).body;
    expect(newest!.changed).toEqual(['contact.email']);
    expect(newest!.changes).toEqual([{ path: 'contact.email', before, after: 'neu@agentur.example' }]);
  });

  it('answers 409 with the message, who saved the newer version and when', async () => {
    const state = (await owner.get<SettingsState>(SETTINGS_PATHS.settings)).body;
    const other = await server.adminClient('kollege');
    await server.knex('admin_users').where({ username: 'kollege' }).update({ displayName: 'Karl Kollege' });
    clock.set(Date.UTC(2026, 10, 28, 11, 30, 0));
    const theirs = structuredClone(state.values);
    theirs.tagline = 'Von Karl';
    expect(
      (
        await other.request('PUT', SETTINGS_PATHS.settings, {
          body: { version: state.version, values: theirs },
        })
      ).status,
    ).toBe(200);
    const mine = structuredClone(state.values);
    mine.tagline = 'Von Anna';
    const stale = await owner.request<SettingsConflict>('PUT', SETTINGS_PATHS.settings, {
      body: { version: state.version, values: mine },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: settingsMessages.stale,
      savedBy: 'Karl Kollege',
      savedAt: '2026-11-28T11:30:00.000Z',
    });
  });
});
