import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder } from 'objection';
import type { ContentRow } from '@db/models/index.js';
import type { ActivityAction } from '@shared/activity-log.js';
import type { ContentTypeName } from '@shared/content-types.js';
import { isoNow, type Clock } from '../clock.js';
import {
  allContentTypes,
  type AnyContentType,
  type ContentTypes,
  type CreateInput,
  type UpdateInput,
} from '../content-types/index.js';
import { notFound } from '../errors.js';
import { changesBetween } from './activity-changes.js';
import type { ActivityLog, ActivityRow, Actor } from './activity-log.js';

function emptyToNull(input: object, fields: readonly string[]): Record<string, unknown> {
  const output: Record<string, unknown> = { ...input };
  for (const field of fields) if (output[field] === '') output[field] = null;
  return output;
}

/**
 * List, detail, create, partial update and delete of one content type. The members are function
 * properties, not methods, so their payload types are checked strictly: a service of one type
 * does not fit where another type's payloads are expected.
 */
export interface ContentService<M, Create, Update> {
  list: () => Promise<M[]>;
  get: (id: number) => Promise<M>;
  /**
   * What the website shows (the content type's isPublic), read by the published lists that the
   * public API, the pages and the search serve.
   */
  listPublic: () => Promise<M[]>;
  /** The writes, each recorded in the activity log in its transaction, as done by `actor`. */
  create: (input: Create, actor: Actor) => Promise<M>;
  update: (id: number, input: Update, actor: Actor) => Promise<M>;
  remove: (id: number, actor: Actor) => Promise<void>;
  /** The log's newest row that changed the entry (404 when the entry does not exist). */
  lastChange: (id: number) => Promise<ActivityRow | undefined>;
}

/** The service of a content type definition. */
export type ContentServiceOf<T extends AnyContentType> = ContentService<
  ContentRow,
  CreateInput<T>,
  UpdateInput<T>
>;

export type ContentServices = { [N in ContentTypeName]: ContentServiceOf<ContentTypes[N]> };

export interface ContentServiceDeps {
  knex: Knex;
  clock: Clock;
  /** Called after every write with the changed type (drops its published list and pages). */
  onChange: (name: ContentTypeName) => void;
  activityLog: Pick<ActivityLog, 'record' | 'lastChange'>;
}

export function createContentService<T extends AnyContentType>(
  type: T,
  { knex, clock, onChange, activityLog }: ContentServiceDeps,
): ContentServiceOf<T> {
  type M = ContentRow;
  /** Within a write's transaction, every query goes through it (SQLite has one connection). */
  const query = (db: Knex = knex) => type.model.query(db) as unknown as QueryBuilder<M, M[]>;

  async function nextOrder(db: Knex): Promise<number> {
    if (type.newEntryOrder === 'count') {
      const row = (await query(db).count('* as count').first()) as unknown as { count: number | string };
      return Number(row.count);
    }
    const row = (await query(db).max('order as max').first()) as unknown as { max: number | null };
    return Number(row.max ?? 0) + 1;
  }

  /** An entry's fields as the API shows them (booleans, numbers), for the log's before and after. */
  const fieldsOf = (row: M): Record<string, unknown> => {
    const { id: _id, ...fields } = type.present(row) as Record<string, unknown>;
    return fields;
  };
  /**
   * The place an order value gives an entry in its list, counted from 1 as the lists count (sorted
   * by order, then id; the other entries as they are now, in the write's transaction). Where the
   * type has slots (the livestreams' day and time) the order counts only within one: the place
   * among the entries of the slot `entry` is in.
   */
  async function rankOf(trx: Knex.Transaction, id: number, order: number, entry: M): Promise<number> {
    const slots = type.definition.order.slots;
    if (slots) {
      const slot = fieldsOf(entry);
      const ahead = (await query(trx).whereNot('id', id)).filter(
        (other) =>
          slots(fieldsOf(other), slot) === 0 &&
          (other.order < order || (other.order === order && other.id < id)),
      );
      return ahead.length + 1;
    }
    const row = (await query(trx)
      .whereNot('id', id)
      .where((where) =>
        where.where('order', '<', order).orWhere((same) => same.where('order', order).where('id', '<', id)),
      )
      .count('* as count')
      .first()) as unknown as { count: number | string };
    return Number(row.count) + 1;
  }

  /** Records a write of this type in its transaction; a change of the position alone is a move. */
  const record = async (
    trx: Knex.Transaction,
    actor: Actor,
    id: number,
    before: M | null,
    after: M | null,
  ) => {
    let changes = changesBetween(type.name, before && fieldsOf(before), after && fieldsOf(after));
    let action: ActivityAction = 'update';
    if (!before) action = 'create';
    else if (!after) action = 'delete';
    else if (!changes)
      return; // saved as it was: nothing changed, nothing to record
    else if (Object.keys(changes).join() === 'order') action = 'reorder';
    const order = changes?.order;
    if (before && after && order && 'before' in order) {
      // The places in the list before and after, as the screens show them (order values may have
      // gaps or repeat: the FAQ list counts 1, 2, 3 whatever they are).
      const position = {
        before: await rankOf(trx, id, Number(order.before), before),
        after: await rankOf(trx, id, Number(order.after), after),
      };
      changes = { ...changes, position };
    }
    return activityLog.record(trx, actor, { action, entity: type.name, entityId: id, changes });
  };

  async function get(id: number): Promise<M> {
    const row = await query().findById(id);
    if (!row) throw notFound();
    return row;
  }

  const isPublic = (row: M) => (type.isPublic as (item: unknown) => boolean)(type.present(row));
  const list = async () => await query().orderBy([{ column: 'order' }, { column: 'id' }]);

  const service: ContentService<M, object, object> = {
    list,
    get,
    listPublic: async () => (await list()).filter(isPublic),
    async create(input, actor) {
      const row = await knex.transaction(async (trx) => {
        const merged = emptyToNull({ ...type.defaults, ...input }, type.nullableFields);
        const data = { ...merged, ...type.complete(merged) };
        data.order ??= await nextOrder(trx);
        data.createdAt = isoNow(clock);
        const created = await query(trx).insertAndFetch(data as PartialModelObject<M>);
        await record(trx, actor, created.id, null, created);
        return created;
      });
      onChange(type.name);
      return row;
    },
    async update(id, input, actor) {
      const patch = emptyToNull(input, type.nullableFields);
      if (Object.keys(patch).length === 0) return get(id);
      // An entry of the first-start seed stops being a sample once staff save it through the
      // control centre (its form sends every field, changed or not: saving it is taking it on).
      // A move alone (only `order`) does not: reordering the samples says nothing about them.
      // A flag, not a comparison with the seed's texts: a later release may reword the seed, and
      // an entry typed in again by hand would otherwise count as a sample.
      if (Object.keys(patch).some((key) => key !== 'order')) patch.sample = false;
      const row = await knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        const after = await query(trx).patchAndFetchById(id, patch as PartialModelObject<M>);
        await record(trx, actor, id, before, after);
        return after;
      });
      onChange(type.name);
      return row;
    },
    async remove(id, actor) {
      await knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        await query(trx).deleteById(id);
        await record(trx, actor, id, before, null);
      });
      onChange(type.name);
    },
    async lastChange(id) {
      await get(id);
      return activityLog.lastChange(type.name, id);
    },
  };
  return service as ContentServiceOf<T>;
}

/** One service per content type, keyed by its name. */
export function createContentServices(deps: ContentServiceDeps): ContentServices {
  return Object.fromEntries(
    allContentTypes().map((type) => [type.name, createContentService(type, deps)]),
  ) as unknown as ContentServices;
}

/** A content service with its types erased, paired with its content type by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- erased like AnyContentType
export type AnyContentService = ContentService<any, any, any>;

/**
 * Each content type with its own service, for code that treats them all alike (routes, page
 * data). Both come from the same name, which is what keeps the erased pair consistent.
 */
export function contentTypesWithServices(
  services: ContentServices,
): Array<{ type: AnyContentType; service: AnyContentService }> {
  return allContentTypes().map((type) => ({ type, service: services[type.name] as AnyContentService }));
}
