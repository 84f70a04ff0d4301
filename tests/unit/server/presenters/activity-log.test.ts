import { describe, expect, it } from 'vitest';
import { entryName, personName, presentActivityEntry } from '@server/presenters/activity-log.js';
import { NO_LOOKUPS, type ActivityLookups } from '@server/services/activity-names.js';
import type { ActivityRow } from '@server/services/activity-log.js';

/** How the Protokoll's rows are named: people with their username, entries by what they are. */

const row = (over: Partial<ActivityRow>): ActivityRow => ({
  id: 1,
  at: '2026-11-28T10:00:00.000Z',
  actorId: 1,
  actorName: 'Anna Inhaberin',
  actorIp: '127.0.0.1',
  action: 'update',
  entity: 'faqs',
  entityId: '3',
  changes: null,
  prevHash: '0',
  hash: '1',
  ...over,
});
const changes = (value: Record<string, unknown>) => JSON.stringify(value);

const lookups: ActivityLookups = {
  users: new Map([
    [1, { username: 'anna', displayName: 'Anna Inhaberin' }],
    [2, { username: 'admin', displayName: null }],
    [7, { username: 'rita', displayName: 'Rita Recruiting' }],
  ]),
  content: new Map([
    ['faqs', new Map([[3, 'Wie bewerbe ich mich?']])],
    ['streamers', new Map([[5, 'LunaLive']])],
  ]),
  invitations: new Map([[2, 'Lena Neu']]),
  templates: new Map([[4, 'Erstkontakt']]),
  restored: new Map([[6, 3]]),
};

describe('a person in the Protokoll', () => {
  it('is the name at the time with the username, or the username alone', () => {
    expect(personName('Anna Inhaberin', 'anna')).toBe('Anna Inhaberin (anna)');
    expect(personName('admin', 'admin')).toBe('admin');
    expect(personName('System', undefined)).toBe('System');
  });

  it("keeps the row's name at the time and adds the account's username", () => {
    // The same account, before and after it got a display name: the username ties them together.
    expect(presentActivityEntry(row({ actorId: 2, actorName: 'admin' }), lookups).actor.name).toBe('admin');
    expect(presentActivityEntry(row({ actorId: 2, actorName: 'Anna Inhaberin' }), lookups).actor.name).toBe(
      'Anna Inhaberin (admin)',
    );
    expect(presentActivityEntry(row({ actorId: null, actorName: 'System' }), lookups).actor.name).toBe(
      'System',
    );
    // A deleted account: its name at the time.
    expect(presentActivityEntry(row({ actorId: 99, actorName: 'Ehemalig' }), lookups).actor.name).toBe(
      'Ehemalig',
    );
  });
});

describe('what an entry is', () => {
  it('names content by its name field as the row holds it, else as the entry is named now', () => {
    expect(
      entryName(row({ action: 'reorder', changes: changes({ order: { before: 1, after: 3 } }) }), lookups),
    ).toBe('Wie bewerbe ich mich?');
    expect(
      entryName(
        row({
          action: 'delete',
          entityId: '8',
          changes: changes({ question: { before: 'Alte Frage', after: null } }),
        }),
        lookups,
      ),
    ).toBe('Alte Frage');
    expect(
      entryName(
        row({ entityId: '3', changes: changes({ question: { before: 'Vorher?', after: 'Nachher?' } }) }),
        lookups,
      ),
    ).toBe('Nachher?');
    expect(entryName(row({ entity: 'streamers', entityId: '5' }), lookups)).toBe('LunaLive');
    expect(entryName(row({ entity: 'streamers', entityId: '50' }), lookups)).toBe('Streamer #50');
  });

  it('names a person, an invitation and a template', () => {
    expect(entryName(row({ entity: 'team', entityId: '7' }), lookups)).toBe('Rita Recruiting (rita)');
    expect(
      entryName(
        row({
          entity: 'team',
          entityId: '12',
          changes: changes({ username: { before: null, after: 'ole' } }),
        }),
        lookups,
      ),
    ).toBe('ole');
    expect(entryName(row({ entity: 'sessions', entityId: '1' }), lookups)).toBe('Anna Inhaberin (anna)');
    expect(entryName(row({ entity: 'team', entityId: '40' }), NO_LOOKUPS)).toBe('Konto #40');
    expect(
      entryName(
        row({
          entity: 'team',
          action: 'invitation',
          entityId: 'invitation-9',
          changes: changes({ name: { before: null, after: 'Max Muster' } }),
        }),
        lookups,
      ),
    ).toBe('Einladung an Max Muster');
    expect(entryName(row({ entity: 'team', entityId: 'invitation-2' }), lookups)).toBe(
      'Einladung an Lena Neu',
    );
    expect(entryName(row({ entity: 'team', entityId: 'invitation-3' }), lookups)).toBe('Einladung #3');
    expect(entryName(row({ entity: 'reply-templates', entityId: '4' }), lookups)).toBe(
      'Vorlage „Erstkontakt“',
    );
  });

  it('keeps applicants and senders as numbers: the log holds nothing of them', () => {
    expect(entryName(row({ entity: 'applications', entityId: '12' }), lookups)).toBe('Bewerbung #12');
    expect(entryName(row({ entity: 'messages', entityId: '4' }), lookups)).toBe('Nachricht #4');
    expect(entryName(row({ entity: 'data-requests', entityId: '2' }), lookups)).toBe('Vorgang #2');
    expect(entryName(row({ entity: 'applications', action: 'bulk', entityId: null }), lookups)).toBeNull();
  });

  it('names settings versions and uploads', () => {
    expect(entryName(row({ entity: 'settings', action: 'settings', entityId: '5' }), lookups)).toBe(
      'Fassung 5',
    );
    expect(entryName(row({ entity: 'uploads', action: 'create', entityId: 'abc.webp' }), lookups)).toBe(
      'abc.webp',
    );
  });
});

describe('the action', () => {
  it('says „Wiederhergestellt“ for a version of the settings that restored an earlier one', () => {
    const restore = row({ entity: 'settings', action: 'settings', entityId: '6' });
    const save = row({ entity: 'settings', action: 'settings', entityId: '5' });
    expect(presentActivityEntry(restore, lookups).actionLabel).toBe('Wiederhergestellt');
    expect(presentActivityEntry(save, lookups).actionLabel).toBe('Einstellungen geändert');
    expect(presentActivityEntry(row({ action: 'reorder' }), lookups).actionLabel).toBe('Verschoben');
  });

  it("answers the assignees' names with the row", () => {
    const entry = presentActivityEntry(
      row({
        entity: 'applications',
        entityId: '12',
        changes: changes({ assigneeId: { before: [7, null], after: 2 } }),
      }),
      lookups,
    );
    expect(entry.names).toEqual({ '7': 'Rita Recruiting (rita)', '2': 'admin' });
    expect(entry.entryName).toBe('Bewerbung #12');
  });
});
