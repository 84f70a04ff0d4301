import { createHash } from 'node:crypto';

/** The previous hash of the very first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** A stored row of the activity log, as Knex returns it (camelCase). */
export interface ActivityRow {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  actorIp: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** JSON text of the changes, hashed as stored. */
  changes: string | null;
  prevHash: string;
  hash: string;
}

/** The one-row table every append goes through, and where a prune anchors the chain. */
export interface ActivityHead {
  lastId: number;
  lastHash: string;
  anchorId: number | null;
  anchorHash: string | null;
}

/**
 * SHA-256 over every column of the row but its own hash, with the previous row's hash: a JSON
 * array in a fixed order, so no two different rows serialise alike (strings are quoted and
 * escaped, null is not "null", numbers are not strings).
 */
export function rowHash(row: Omit<ActivityRow, 'hash'>): string {
  const canonical = JSON.stringify([
    row.id,
    row.at,
    row.actorId,
    row.actorName,
    row.actorIp,
    row.action,
    row.entity,
    row.entityId,
    row.changes,
    row.prevHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

export type Verification =
  { ok: true; rows: number } | { ok: false; rows: number; brokenAt: number; reason: string };

/** The id of the newest prune row's "through" value: the anchor it left. */
export const pruneThroughId = (row: Pick<ActivityRow, 'action' | 'changes'>): number | null => {
  if (row.action !== 'prune' || row.changes === null) return null;
  const changes = JSON.parse(row.changes) as { throughId?: { after?: unknown } };
  return typeof changes.throughId?.after === 'number' ? changes.throughId.after : null;
};

/**
 * Checks the chain batch by batch in id order (`next` answers the rows after an id, [] at the
 * end): every row's hash, that each row names the hash of the one before it (the anchor's for
 * the first one after a prune, the genesis hash otherwise), that no id is skipped, that the head
 * names the last row (rows cut off at the end), and that a prune row stands for the anchor.
 * Stops at the first broken row.
 */
export async function verifyChain(
  head: ActivityHead,
  next: (afterId: number) => Promise<ActivityRow[]>,
): Promise<Verification> {
  let previous = { id: head.anchorId ?? 0, hash: head.anchorHash ?? GENESIS_HASH };
  let rows = 0;
  let anchorRecorded = head.anchorId === null;
  const broken = (brokenAt: number, reason: string): Verification => ({ ok: false, rows, brokenAt, reason });

  for (let batch = await next(previous.id); batch.length > 0; batch = await next(previous.id)) {
    for (const row of batch) {
      if (row.id !== previous.id + 1) {
        const missing = row.id - previous.id - 1;
        return broken(
          row.id,
          previous.id === (head.anchorId ?? 0)
            ? `the chain should start at row ${previous.id + 1}: ${missing} row(s) before ${row.id} are missing`
            : `${missing} row(s) between ${previous.id} and ${row.id} are missing`,
        );
      }
      if (rowHash(row) !== row.hash) return broken(row.id, 'the row was changed after it was written');
      if (row.prevHash !== previous.hash) {
        return broken(row.id, `the row does not follow row ${previous.id}: that row was changed or removed`);
      }
      if (pruneThroughId(row) === head.anchorId) anchorRecorded = true;
      previous = { id: row.id, hash: row.hash };
      rows += 1;
    }
  }
  if (previous.id !== head.lastId || previous.hash !== head.lastHash) {
    return broken(
      previous.id + 1,
      previous.id < head.lastId
        ? `rows ${previous.id + 1} to ${head.lastId} were removed from the end`
        : `the last row ${previous.id} is not the one the chain's head names (${head.lastId})`,
    );
  }
  if (!anchorRecorded) {
    return broken(
      (head.anchorId ?? 0) + 1,
      `no prune row accounts for removing the rows up to ${head.anchorId}`,
    );
  }
  return { ok: true, rows };
}
