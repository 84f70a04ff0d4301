import type { ActivityAction, ActivityChanges, ActivityEntity } from '@shared/activity-log.js';
import type * as Api from '@shared/api-types.js';
import type { ActivityRow } from '../services/activity-log.js';

/** A row of the log as the API answers it (the hashes stay on the server: verify() reads them). */
export const presentActivityEntry = (row: ActivityRow): Api.ActivityEntry => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actorId, name: row.actorName },
  ip: row.actorIp,
  // Written only by activityLog.record, whose entries are typed by the shared lists.
  action: row.action as ActivityAction,
  entity: row.entity as ActivityEntity,
  entityId: row.entityId,
  changes: row.changes === null ? null : (JSON.parse(row.changes) as ActivityChanges),
});

export const presentActivityActor = (actor: { id: number | null; name: string }): Api.ActivityActor => ({
  id: actor.id,
  name: actor.name,
});

/** An entry's last change: when and by whom, nothing of what changed or from where. */
export const presentLastChange = (row: ActivityRow | undefined): Api.LastChangeAnswer => ({
  lastChange: row ? { at: row.at, actorName: row.actorName } : null,
});
