import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder } from 'objection';
import type { ContentRow } from '@db/models/index.js';
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
  create: (input: Create) => Promise<M>;
  update: (id: number, input: Update) => Promise<M>;
  remove: (id: number) => Promise<void>;
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
}

export function createContentService<T extends AnyContentType>(
  type: T,
  { knex, clock, onChange }: ContentServiceDeps,
): ContentServiceOf<T> {
  type M = ContentRow;
  const query = () => type.model.query(knex) as unknown as QueryBuilder<M, M[]>;

  async function nextOrder(): Promise<number> {
    if (type.newEntryOrder === 'count') {
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

  const isPublic = (row: M) => (type.isPublic as (item: unknown) => boolean)(type.present(row));
  const list = async () => await query().orderBy([{ column: 'order' }, { column: 'id' }]);

  const service: ContentService<M, object, object> = {
    list,
    get,
    listPublic: async () => (await list()).filter(isPublic),
    async create(input) {
      const merged = emptyToNull({ ...type.defaults, ...input }, type.nullableFields);
      const data = { ...merged, ...type.complete(merged) };
      data.order ??= await nextOrder();
      data.createdAt = isoNow(clock);
      const row = await query().insertAndFetch(data as PartialModelObject<M>);
      onChange(type.name);
      return row;
    },
    async update(id, input) {
      const patch = emptyToNull(input, type.nullableFields);
      if (Object.keys(patch).length === 0) return get(id);
      const row = await query().patchAndFetchById(id, patch as PartialModelObject<M>);
      if (!row) throw notFound();
      onChange(type.name);
      return row;
    },
    async remove(id) {
      const deleted = await query().deleteById(id);
      if (deleted === 0) throw notFound();
      onChange(type.name);
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
