import type { ActivityChanges, ActivityEntity } from '@shared/activity-log.js';
import { loggedValues } from '@shared/entities/define.js';
import { ENTITIES } from '@shared/entities/index.js';

/**
 * What of a change the activity log may hold. Content is public and recorded with its values.
 * Applications and contact messages hold applicants' and senders' personal data: the log names
 * the fields that changed and withholds their values, except the fields whose definition says
 * `logValue` (shared/entities/), which say nothing about the person (so an erasure leaves nothing
 * of them in the log).
 */
const VALUES_ALLOWED: Partial<Record<ActivityEntity, readonly string[]>> = {
  applications: loggedValues(ENTITIES.applications),
  messages: loggedValues(ENTITIES.messages),
};

/**
 * Secrets never appear, whatever the entity: password hashes, keys, codes, tokens. Matched on
 * the last word of a field's name (passwordHash, totpSecret, recoveryCodes, tokenHash).
 */
const SECRET = /(hash|secret|key|keys|code|codes|token|tokens|password)$/i;

/** Fields that are the row's identity or bookkeeping, not a change someone made. */
const IGNORED = new Set(['id', 'createdAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changed fields between a row before and after a change, `{ field: { before, after } }`;
 * a create passes `before` null, a delete `after` null. Values follow the entity's rule above.
 * Null when nothing changed.
 */
export function changesBetween(
  entity: ActivityEntity,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityChanges | null {
  const allowed = VALUES_ALLOWED[entity];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ActivityChanges = {};
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (same(old, now)) continue;
    const withheld = SECRET.test(field) || (allowed !== undefined && !allowed.includes(field));
    changes[field] = withheld ? { withheld: true } : { before: old, after: now };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Facts about an action that is no field change (a count, the ids of a bulk action, an export's
 * filters), in the same shape: each as `{ before: null, after: value }`; undefined values are
 * left out. Secrets are withheld here too.
 */
export function details(facts: Record<string, unknown>): ActivityChanges {
  const changes: ActivityChanges = {};
  for (const [field, value] of Object.entries(facts)) {
    if (value === undefined) continue;
    changes[field] = SECRET.test(field) ? { withheld: true } : { before: null, after: value };
  }
  return changes;
}
