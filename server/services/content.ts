import type { Model, ModelClass, PartialModelObject, QueryBuilder } from 'objection';
import { notFound } from '../errors.js';

/**
 * How a content list (livestreams, highlights, streamers, feedbacks, FAQ) defaults the order of
 * a new entry: 'count' appends at the current number of entries, 'next' at the highest order + 1
 * (spec section 7).
 */
export type DefaultOrder = 'count' | 'next';

export interface ContentDefinition<M extends Model, Create extends object> {
  model: ModelClass<M>;
  defaultOrder: DefaultOrder;
  /** Optional text fields: an empty string is stored as null. */
  nullableFields: readonly string[];
  /** Defaults for fields the create payload may leave out. */
  defaults?: (input: Create) => Record<string, unknown>;
  /** Completes a new entry after defaults and input are merged (derived fields). */
  complete?: (data: Record<string, unknown>) => Record<string, unknown>;
}

function emptyToNull(input: object, fields: readonly string[]): Record<string, unknown> {
  const output: Record<string, unknown> = { ...input };
  for (const field of fields) if (output[field] === '') output[field] = null;
  return output;
}

export interface ContentService<M extends Model, Create extends object, Update extends object> {
  list(): Promise<M[]>;
  get(id: number): Promise<M>;
  create(input: Create): Promise<M>;
  update(id: number, input: Update): Promise<M>;
  remove(id: number): Promise<void>;
}

export function createContentService<M extends Model, Create extends object, Update extends object>(
  definition: ContentDefinition<M, Create>,
  onChange: () => void,
): ContentService<M, Create, Update> {
  const { model } = definition;
  // Objection's generic query types do not resolve for a type parameter; pin them to M.
  const query = () => model.query() as unknown as QueryBuilder<M, M[]>;

  async function nextOrder(): Promise<number> {
    if (definition.defaultOrder === 'count') {
      const row = (await query().count('* as count').first()) as unknown as { count: number | string };
      return Number(row.count);
    }
    const row = (await query().max('order as max').first()) as unknown as { max: number | null };
    return Number(row.max ?? 0) + 1;
  }

  async function get(id: number): Promise<M> {
    const row = await query().findById(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: async () => await query().orderBy([{ column: 'order' }, { column: 'id' }]),
    get,
    async create(input) {
      const merged = emptyToNull({ ...definition.defaults?.(input), ...input }, definition.nullableFields);
      const data = { ...merged, ...definition.complete?.(merged) };
      data.order ??= await nextOrder();
      data.createdAt = new Date().toISOString();
      const row = await query().insertAndFetch(data as PartialModelObject<M>);
      onChange();
      return row;
    },
    async update(id, input) {
      const patch = emptyToNull(input, definition.nullableFields);
      if (Object.keys(patch).length === 0) return get(id);
      const row = await query().patchAndFetchById(id, patch as PartialModelObject<M>);
      if (!row) throw notFound();
      onChange();
      return row;
    },
    async remove(id) {
      const deleted = await query().deleteById(id);
      if (deleted === 0) throw notFound();
      onChange();
    },
  };
}
