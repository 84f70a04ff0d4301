import {
  ACTIVITY_ACTION_LABELS,
  type ActivityAction,
  type ActivityChanges,
  type ActivityEntity,
} from '@shared/activity-log.js';
import type * as Api from '@shared/api-types.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import type { ActivityRow } from '../services/activity-log.js';
import { contentNameField, NO_LOOKUPS, type ActivityLookups } from '../services/activity-names.js';

/** A version of the settings that brought back an earlier one (its log row says „settings“). */
export const RESTORED_LABEL = 'Wiederhergestellt';

/**
 * A person as the Protokoll names them: the name at the time, with the account's username when
 * it says something more („Anna Inhaberin (anna)“; „anna“ alone when that is the name).
 */
export const personName = (name: string, username: string | undefined): string =>
  !username || name === username ? name : `${name} (${username})`;

const isContent = (entity: string): entity is ContentTypeName =>
  (CONTENT_TYPE_NAMES as readonly string[]).includes(entity);
const numeric = (id: string | null): number | null => (id !== null && /^\d+$/.test(id) ? Number(id) : null);
const INVITATION = /^invitation-(\d+)$/;

/** A value a row's own changes hold for a field (after, else before), when it is text. */
function loggedText(changes: ActivityChanges, field: string): string | undefined {
  const change = changes[field];
  if (!change || 'withheld' in change) return undefined;
  for (const value of [change.after, change.before])
    if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

/** An account by id: the name the row holds for it (if any) with its username, else its current name. */
function accountName(id: number, changes: ActivityChanges, lookups: ActivityLookups): string {
  const user = lookups.users.get(id);
  const username = loggedText(changes, 'username') ?? user?.username;
  const name = loggedText(changes, 'displayName') ?? (user?.displayName || username);
  return name ? personName(name, username) : `Konto #${id}`;
}

/**
 * What a row is about, in words. The log holds no personal data of applicants or senders, so
 * those stay numbers („Bewerbung #12“); content is named by its name field as the row holds it
 * (a create, a delete, a renaming), else as the entry is named now.
 */
export function entryName(row: ActivityRow, lookups: ActivityLookups = NO_LOOKUPS): string | null {
  if (row.entityId === null) return null;
  const changes: ActivityChanges = row.changes ? (JSON.parse(row.changes) as ActivityChanges) : {};
  const id = numeric(row.entityId);
  const invitation = INVITATION.exec(row.entityId);
  if (invitation) {
    const name = loggedText(changes, 'name') ?? lookups.invitations.get(Number(invitation[1]));
    return name ? `Einladung an ${name}` : `Einladung #${invitation[1]}`;
  }
  if (id === null) return row.entityId; // an upload: its file name
  switch (row.entity) {
    case 'applications':
      return `Bewerbung #${id}`;
    case 'messages':
      return `Nachricht #${id}`;
    case 'data-requests':
      return `Vorgang #${id}`;
    case 'newsletter-subscribers':
      // Never the address: the subscriber's number ("Abonnent #12").
      return `Abonnent #${id}`;
    case 'settings':
      return `Fassung ${id}`;
    case 'team':
    case 'sessions':
      return accountName(id, changes, lookups);
    case 'reply-templates': {
      const name =
        loggedText(changes, 'name') ?? loggedText(changes, 'template') ?? lookups.templates.get(id);
      return name ? `Vorlage „${name}“` : `Vorlage #${id}`;
    }
    case 'newsletter-issues': {
      const subject = loggedText(changes, 'subject');
      return subject ? `Ausgabe „${subject}“` : `Ausgabe #${id}`;
    }
  }
  if (isContent(row.entity)) {
    const name =
      loggedText(changes, contentNameField(row.entity)) ?? lookups.content.get(row.entity)?.get(id);
    return name ?? `${CONTENT[row.entity].admin.one} #${id}`;
  }
  return row.entityId;
}

/** The colleagues a row's changes name by id (an assignee, an inviter, an export's person filter), by their names. */
function namesOf(changes: ActivityChanges | null, lookups: ActivityLookups): Record<string, string> {
  const names: Record<string, string> = {};
  for (const field of ['assigneeId', 'invitedBy', 'actor', 'assignee']) {
    const change = changes?.[field];
    if (!change || 'withheld' in change) continue;
    for (const value of [change.before, change.after].flat()) {
      if (typeof value !== 'number') continue;
      const user = lookups.users.get(value);
      if (user) names[value] = personName(user.displayName || user.username, user.username);
    }
  }
  return names;
}

/** A row of the log as the API answers it (the hashes stay on the server: verify() reads them). */
export const presentActivityEntry = (
  row: ActivityRow,
  lookups: ActivityLookups = NO_LOOKUPS,
): Api.ActivityEntry => {
  // Written only by activityLog.record, whose entries are typed by the shared lists.
  const action = row.action as ActivityAction;
  const changes = row.changes === null ? null : (JSON.parse(row.changes) as ActivityChanges);
  const restored = row.entity === 'settings' && lookups.restored.has(Number(row.entityId));
  return {
    id: row.id,
    at: row.at,
    actor: {
      id: row.actorId,
      name: personName(
        row.actorName,
        row.actorId === null ? undefined : lookups.users.get(row.actorId)?.username,
      ),
    },
    ip: row.actorIp,
    action,
    entity: row.entity as ActivityEntity,
    entityId: row.entityId,
    changes,
    actionLabel: restored ? RESTORED_LABEL : ACTIVITY_ACTION_LABELS[action],
    entryName: entryName(row, lookups),
    names: namesOf(changes, lookups),
  };
};

export const presentActivityActor = (
  actor: { id: number | null; name: string },
  lookups: ActivityLookups = NO_LOOKUPS,
): Api.ActivityActor => ({
  id: actor.id,
  name: personName(actor.name, actor.id === null ? undefined : lookups.users.get(actor.id)?.username),
});

/** An entry's last change: when and by whom, nothing of what changed or from where. */
export const presentLastChange = (row: ActivityRow | undefined): Api.LastChangeAnswer => ({
  lastChange: row ? { at: row.at, actorName: row.actorName } : null,
});
