import type { Knex } from 'knex';
import type { ActivityChanges } from '@shared/activity-log.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import type { ActivityRow } from './activity-chain.js';

/**
 * What the Protokoll needs besides its rows to name things (server/presenters/activity-log.ts):
 * the accounts (their username beside the name at the time, an assignee's name), the entries the
 * rows are about (a FAQ's question when the row itself does not hold it, a move), invitations and
 * templates by name, and which settings versions were restores. Read from the tables as they are
 * now; nothing of it is copied into the log.
 */
export interface ActivityLookups {
  users: ReadonlyMap<number, { username: string; displayName: string | null }>;
  /** Content entries' names by type and id. */
  content: ReadonlyMap<string, ReadonlyMap<number, string>>;
  invitations: ReadonlyMap<number, string>;
  templates: ReadonlyMap<number, string>;
  /** Settings versions that restored an earlier one: the version's id → the restored one's. */
  restored: ReadonlyMap<number, number>;
}

export const NO_LOOKUPS: ActivityLookups = {
  users: new Map(),
  content: new Map(),
  invitations: new Map(),
  templates: new Map(),
  restored: new Map(),
};

const isContent = (entity: string): entity is ContentTypeName =>
  (CONTENT_TYPE_NAMES as readonly string[]).includes(entity);

/** The field that names a content type's entry (its card's title): nameField, else its first field. */
export const contentNameField = (type: ContentTypeName): string => {
  const admin = CONTENT[type].admin as { nameField?: string };
  return admin.nameField ?? Object.keys(CONTENT[type].fields)[0]!;
};

const numeric = (id: string | null): number | null => (id !== null && /^\d+$/.test(id) ? Number(id) : null);
const INVITATION = /^invitation-(\d+)$/;

const changesOf = (row: ActivityRow): ActivityChanges =>
  row.changes ? (JSON.parse(row.changes) as ActivityChanges) : {};

/** The account ids a row's changes name as a colleague (an assignee, an inviter). */
function personIds(changes: ActivityChanges): number[] {
  const ids: number[] = [];
  for (const field of ['assigneeId', 'invitedBy', 'actor', 'assignee']) {
    const change = changes[field];
    if (!change || 'withheld' in change) continue;
    for (const value of [change.before, change.after].flat()) if (typeof value === 'number') ids.push(value);
  }
  return ids;
}

/** Reads what one page (or export) of the log needs to name its rows, a query per table at most. */
export async function activityLookups(knex: Knex, rows: readonly ActivityRow[]): Promise<ActivityLookups> {
  const userIds = new Set<number>();
  const contentIds = new Map<ContentTypeName, Set<number>>();
  const invitationIds = new Set<number>();
  const templateIds = new Set<number>();
  const versionIds = new Set<number>();
  for (const row of rows) {
    if (row.actorId !== null) userIds.add(row.actorId);
    for (const id of personIds(changesOf(row))) userIds.add(id);
    const id = numeric(row.entityId);
    const invitation = row.entityId ? INVITATION.exec(row.entityId) : null;
    if (invitation) invitationIds.add(Number(invitation[1]));
    if (id === null) continue;
    if (row.entity === 'team' || row.entity === 'sessions') userIds.add(id);
    else if (row.entity === 'reply-templates') templateIds.add(id);
    else if (row.entity === 'settings') versionIds.add(id);
    else if (isContent(row.entity)) {
      const ids = contentIds.get(row.entity) ?? new Set<number>();
      ids.add(id);
      contentIds.set(row.entity, ids);
    }
  }

  const users = new Map<number, { username: string; displayName: string | null }>();
  if (userIds.size > 0) {
    const found = (await knex('admin_users')
      .whereIn('id', [...userIds])
      .select('id', 'username', 'displayName')) as Array<{
      id: number;
      username: string;
      displayName: string | null;
    }>;
    for (const user of found) users.set(user.id, { username: user.username, displayName: user.displayName });
  }
  const content = new Map<string, Map<number, string>>();
  for (const [type, ids] of contentIds) {
    const field = contentNameField(type);
    const found = (await knex(type)
      .whereIn('id', [...ids])
      .select('id', field)) as Array<Record<string, unknown> & { id: number }>;
    content.set(
      type,
      new Map(
        found
          .filter((entry) => typeof entry[field] === 'string')
          .map((entry) => [entry.id, entry[field] as string]),
      ),
    );
  }
  const named = async (table: string, ids: Set<number>) => {
    if (ids.size === 0) return new Map<number, string>();
    const found = (await knex(table)
      .whereIn('id', [...ids])
      .select('id', 'name')) as Array<{ id: number; name: string }>;
    return new Map(found.map((entry) => [entry.id, entry.name]));
  };
  const restored = new Map<number, number>();
  if (versionIds.size > 0) {
    const found = (await knex('site_settings_versions')
      .whereIn('id', [...versionIds])
      .whereNotNull('restoredFrom')
      .select('id', 'restoredFrom')) as Array<{ id: number; restoredFrom: number }>;
    for (const version of found) restored.set(version.id, version.restoredFrom);
  }
  return {
    users,
    content,
    invitations: await named('invitations', invitationIds),
    templates: await named('reply_templates', templateIds),
    restored,
  };
}
