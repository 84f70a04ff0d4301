import type { Knex } from 'knex';
import {
  SYSTEM_ACTOR_FILTER,
  type ActivityAction,
  type ActivityChanges,
  type ActivityEntity,
  type ActivityFilter,
  type ActivityListQuery,
} from '@shared/activity-log.js';
import { berlinDayStart, nextDay } from '@shared/time.js';
import { rawRows } from '@db/dialect.js';
import { isoDaysAgo, isoNow, type Clock } from '../clock.js';
import { details } from './activity-changes.js';
import {
  rowHash,
  verifyChain,
  type ActivityHead,
  type ActivityRow,
  type Verification,
} from './activity-chain.js';

export type { ActivityRow, Verification } from './activity-chain.js';

/**
 * The activity log ("Protokoll"): every change staff make, recorded in the same transaction as
 * the change, each row chained to the one before by its hash (./activity-chain.ts).
 *
 * Rows are only ever added. Nothing updates a row, and the only delete is `prune` (the retention,
 * AUDIT_RETENTION_DAYS), which notes in the chain what it removed; no route and no other service
 * touches these tables (tests/integration/server/routes/admin/activity.test.ts walks every admin
 * route to prove it, and a test of the sources keeps the table names in this file).
 */

/** Who made a change: a staff member (id and name at the time, their address) or the server. */
export interface Actor {
  id: number | null;
  name: string;
  ip: string | null;
}

/** The server itself: the command line, the seeds and the daily maintenance. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ id: null, name: 'System', ip: null });

export interface ActivityRecord {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId?: string | number | null;
  changes?: ActivityChanges | null;
}

export interface ActivityLogDeps {
  knex: Knex;
  clock: Clock;
}

const LOG = 'activity_log';
const HEAD = 'activity_log_head';
/** Bulk rows read at a time by lastChange(). */
const BULK_BATCH = 100;
/** The ids a bulk action names (its `ids` detail, details() in ./activity-changes.ts). */
const bulkIds = (row: ActivityRow): unknown[] => {
  const ids = row.changes ? (JSON.parse(row.changes) as ActivityChanges).ids : undefined;
  return ids && 'after' in ids && Array.isArray(ids.after) ? ids.after : [];
};
/** Rows read at a time by verify(): bounded memory however long the log is. */
const VERIFY_BATCH = 2000;

/**
 * The two statements of every append, written out: the query builder costs as much again as
 * SQLite takes to run them, and they run inside the change's transaction (plain SQL with `?`
 * bindings and RETURNING, which SQLite and PostgreSQL both take).
 */
const COLUMNS = [
  ['id', 'id'],
  ['at', 'at'],
  ['actorId', 'actor_id'],
  ['actorName', 'actor_name'],
  ['actorIp', 'actor_ip'],
  ['action', 'action'],
  ['entity', 'entity'],
  ['entityId', 'entity_id'],
  ['changes', 'changes'],
  ['prevHash', 'prev_hash'],
  ['hash', 'hash'],
] as const satisfies ReadonlyArray<readonly [keyof ActivityRow, string]>;
const INSERT_ROW =
  `insert into ${LOG} (${COLUMNS.map(([, column]) => column).join(', ')}) ` +
  `values (${COLUMNS.map(() => '?').join(', ')})`;
const FOLLOW_HEAD = `update ${HEAD} set last_id = ?, last_hash = ? where id = 1 and last_id = ? and last_hash = ? returning id`;

/**
 * Moves the head from `head` to `row`, if the head is still `head`: whether it was (and so whether
 * `row`, computed from it, follows the last row). Takes the head's lock either way.
 */
const follows = async (
  trx: Knex.Transaction,
  head: Pick<ActivityHead, 'lastId' | 'lastHash'>,
  row: ActivityRow,
) => (await rawRows(trx, FOLLOW_HEAD, [row.id, row.hash, head.lastId, head.lastHash])).length === 1;

const newestFirst = [
  { column: 'at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

/**
 * Takes the chain's lock and reads the head: the UPDATE comes first, so on SQLite the transaction
 * holds the write lock and on PostgreSQL the head row's lock before anything is computed from it;
 * two appends can never both follow the same row.
 */
async function lockHead(trx: Knex.Transaction): Promise<ActivityHead> {
  const [head] = (await trx(HEAD)
    .where({ id: 1 })
    .update({ lastId: trx.ref('lastId') }, [
      'lastId',
      'lastHash',
      'anchorId',
      'anchorHash',
    ])) as ActivityHead[];
  if (!head) throw new Error('activity_log_head has no row: the migration did not run');
  return head;
}

/** The filters as a query; the Berlin days become UTC bounds (`to` includes its whole day). */
function filtered(db: Knex, filter: ActivityFilter): Knex.QueryBuilder {
  const query = db(LOG);
  if (filter.actor === null) query.whereNull('actorId');
  else if (filter.actor !== undefined) query.where('actorId', filter.actor);
  if (filter.action) query.where('action', filter.action);
  if (filter.entity) query.where('entity', filter.entity);
  if (filter.entityId) query.where('entityId', filter.entityId);
  if (filter.from) query.where('at', '>=', new Date(berlinDayStart(filter.from)).toISOString());
  if (filter.to) query.where('at', '<', new Date(berlinDayStart(nextDay(filter.to))).toISOString());
  return query;
}

export function createActivityLog({ knex, clock }: ActivityLogDeps) {
  /**
   * The head as this process last wrote it. An append computes its row from it and makes the
   * head's UPDATE conditional on it, so it needs two statements instead of three; when another
   * process appended meanwhile, or a transaction that appended rolled back, the condition fails
   * and the append reads the head under its lock instead.
   */
  let known: Pick<ActivityHead, 'lastId' | 'lastHash'> | null = null;

  /**
   * Appends one row within the transaction of the change it records: if the change fails, no row
   * is written, and if the row cannot be written, the change rolls back with it.
   *
   * The head's UPDATE is always the append's first statement: it takes the write lock on SQLite
   * and the head row's lock on PostgreSQL, so two appends can never both follow the same row.
   * With a known head the UPDATE also writes the new row's id and hash, on the condition that the
   * head is still the known one (PostgreSQL re-checks that condition after waiting for the lock).
   */
  async function record(trx: Knex.Transaction, actor: Actor, entry: ActivityRecord): Promise<void> {
    if (!trx.isTransaction) throw new Error('activityLog.record needs the transaction of the change');
    const rowAfter = (head: Pick<ActivityHead, 'lastId' | 'lastHash'>) => {
      const row: Omit<ActivityRow, 'hash'> = {
        id: head.lastId + 1,
        at: isoNow(clock),
        actorId: actor.id,
        actorName: actor.name,
        actorIp: actor.ip,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        changes: entry.changes ? JSON.stringify(entry.changes) : null,
        prevHash: head.lastHash,
      };
      return { ...row, hash: rowHash(row) };
    };

    const base = known;
    let row = base ? rowAfter(base) : null;
    if (!base || !row || !(await follows(trx, base, row))) {
      row = rowAfter(await lockHead(trx));
      await trx(HEAD).where({ id: 1 }).update({ lastId: row.id, lastHash: row.hash });
    }
    await trx.raw(
      INSERT_ROW,
      COLUMNS.map(([key]) => row[key]),
    );
    known = { lastId: row.id, lastHash: row.hash };
  }

  /** Records something that changes no other table (an export) in a transaction of its own. */
  const append = (actor: Actor, entry: ActivityRecord) =>
    knex.transaction((trx) => record(trx, actor, entry));

  /** Every row matching the filters, newest first. */
  const matching = (filter: ActivityFilter): Promise<ActivityRow[]> =>
    filtered(knex, filter)
      .select('*')
      .orderBy([...newestFirst]);

  return {
    record,
    append,
    matching,

    /** One page of the filtered log, newest first, and how many rows match in all. */
    async page(query: ActivityListQuery): Promise<{ rows: ActivityRow[]; total: number }> {
      const rows = (await filtered(knex, query)
        .select('*')
        .orderBy([...newestFirst])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)) as ActivityRow[];
      const counted = (await filtered(knex, query).count({ total: '*' }).first()) as {
        total: number | string;
      };
      return { rows, total: Number(counted.total) };
    },

    /**
     * The rows of an export of the log, which is itself recorded (its format, how many rows and
     * the filters; the log holds no personal data to begin with).
     */
    async exportRows(filter: ActivityFilter, format: 'csv' | 'xlsx', actor: Actor): Promise<ActivityRow[]> {
      const rows = await matching(filter);
      await append(actor, {
        action: 'export',
        entity: 'activity',
        changes: details({
          format,
          count: rows.length,
          ...filter,
          actor: filter.actor === null ? SYSTEM_ACTOR_FILTER : filter.actor,
        }),
      });
      return rows;
    },

    /**
     * The newest row that changed one entry: its own newest row, or a newer bulk action of its
     * entity that names it among its `ids` (a status set on many applications at once). Undefined
     * when the log holds none (never changed by staff, or pruned by the retention).
     */
    async lastChange(entity: ActivityEntity, entityId: number): Promise<ActivityRow | undefined> {
      const own = (await knex(LOG)
        .where({ entity, entityId: String(entityId) })
        .orderBy([...newestFirst])
        .first()) as ActivityRow | undefined;
      // Bulk actions are rare; their rows are read a batch at a time, newest first, until one names it.
      let below: number | null = null;
      for (;;) {
        const newer = knex(LOG)
          .where({ entity, action: 'bulk' })
          .andWhere('id', '>', own?.id ?? 0);
        if (below !== null) newer.andWhere('id', '<', below);
        const batch = (await newer.orderBy('id', 'desc').limit(BULK_BATCH)) as ActivityRow[];
        const naming = batch.find((row) => bulkIds(row).includes(entityId));
        if (naming) return naming;
        if (batch.length < BULK_BATCH) return own;
        below = batch.at(-1)!.id;
      }
    },

    /**
     * Every row that changed one entry, oldest first: its own rows and the bulk actions of its
     * entity that name it among their `ids`, from `since` on (the entry's creation: older bulk
     * actions cannot name it). For the history in an application's dialog.
     */
    async rowsChanging(entity: ActivityEntity, entityId: number, since: string): Promise<ActivityRow[]> {
      const own = (await knex(LOG)
        .where({ entity, entityId: String(entityId) })
        .orderBy('id')) as ActivityRow[];
      const bulk = (await knex(LOG)
        .where({ entity, action: 'bulk' })
        .andWhere('at', '>=', since)
        .orderBy('id')) as ActivityRow[];
      const naming = bulk.filter((row) => bulkIds(row).includes(entityId));
      return [...own, ...naming].sort((a, b) => a.id - b.id);
    },

    /** Whether the log still holds everything from `since` on (its retention has pruned nothing newer). */
    async holdsSince(since: string): Promise<boolean> {
      const oldest = (await knex(LOG).min({ at: 'at' }).first()) as { at: string | null } | undefined;
      return !oldest?.at || oldest.at <= since;
    },

    /** The rows of these entries of one entity (the settings' versions list), oldest first. */
    async rowsOf(entity: ActivityEntity, entityIds: Array<string | number>): Promise<ActivityRow[]> {
      if (entityIds.length === 0) return [];
      return (await knex(LOG)
        .where({ entity })
        .whereIn('entityId', entityIds.map(String))
        .orderBy('id')) as ActivityRow[];
    },

    /** Everyone who appears in the log, with the name of their newest row, by name. */
    async actors(): Promise<Array<{ id: number | null; name: string }>> {
      const newest = knex(LOG).max('id').groupBy('actorId');
      const rows = (await knex(LOG).select('actorId', 'actorName').whereIn('id', newest)) as Array<
        Pick<ActivityRow, 'actorId' | 'actorName'>
      >;
      return rows
        .map((row) => ({ id: row.actorId, name: row.actorName }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de') || (a.id ?? 0) - (b.id ?? 0));
    },

    /** The chain's newest row: its id and hash (what `npm run audit:verify` prints to keep elsewhere). */
    async head(): Promise<Pick<ActivityHead, 'lastId' | 'lastHash'>> {
      const head = (await knex(HEAD).where({ id: 1 }).first('lastId', 'lastHash')) as
        ActivityHead | undefined;
      if (!head) throw new Error('activity_log_head has no row: the migration did not run');
      return head;
    },

    /**
     * Recomputes the whole chain in id order, in one read transaction (a consistent snapshot
     * while the server appends). Answers how many rows it checked, or the first broken row.
     * Meant for `npm run audit:verify`, a process of its own: in the server it would hold the one
     * SQLite connection for as long (about a second per 100,000 rows).
     */
    verify: (): Promise<Verification> =>
      knex.transaction(async (trx) => {
        const head = (await trx(HEAD).where({ id: 1 }).first()) as ActivityHead | undefined;
        if (!head) return { ok: false, rows: 0, brokenAt: 0, reason: 'the chain has no head row' };
        return verifyChain(
          head,
          async (afterId) =>
            (await trx(LOG).where('id', '>', afterId).orderBy('id').limit(VERIFY_BATCH)) as ActivityRow[],
        );
      }),

    /**
     * The retention: removes the rows older than `retentionDays` (0: keeps everything), as one
     * run of the oldest ids, keeps the last removed row's hash as the chain's new anchor, and
     * appends a `prune` row naming how many rows it removed and through which id, so verify()
     * still passes. The one place rows are ever deleted.
     */
    async prune(retentionDays: number): Promise<{ removedRows: number; throughId?: number }> {
      if (retentionDays === 0) return { removedRows: 0 };
      const cutoff = isoDaysAgo(clock, retentionDays);
      return knex.transaction(async (trx) => {
        const head = await lockHead(trx);
        // Only a run from the start can go: the first row young enough stays, and all after it.
        const kept = (await trx(LOG).where('at', '>=', cutoff).min({ id: 'id' }).first()) as {
          id: number | null;
        };
        const throughId = kept.id === null ? head.lastId : kept.id - 1;
        if (throughId <= (head.anchorId ?? 0)) return { removedRows: 0 };
        const last = (await trx(LOG).where('id', throughId).first('hash')) as { hash: string } | undefined;
        if (!last) throw new Error(`activity log: row ${throughId} is missing, the chain is broken`);
        const removedRows = await trx(LOG).where('id', '<=', throughId).delete();
        await trx(HEAD).where({ id: 1 }).update({ anchorId: throughId, anchorHash: last.hash });
        await record(trx, SYSTEM_ACTOR, {
          action: 'prune',
          entity: 'activity',
          changes: details({ removedRows, throughId }),
        });
        return { removedRows, throughId };
      });
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
