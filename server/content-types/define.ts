import type { Static, TSchema } from '@sinclair/typebox';
import type { Model, ModelClass } from 'objection';
import type { ContentItems, ContentTypeName } from '@shared/content-types.js';
import type { Validator } from '@shared/validation.js';

/**
 * How a new entry's order defaults when the payload leaves it out (spec section 7): 'count'
 * appends at the current number of entries, 'next' at the highest order + 1.
 */
export type DefaultOrder = 'count' | 'next';

/**
 * Everything the server knows about one content type. The admin routes, the public routes, the
 * page renderer's data loading and the seed runner all read it; nothing else lists the content types.
 */
export interface ContentType<
  N extends ContentTypeName,
  M extends Model,
  C extends TSchema,
  U extends TSchema,
> {
  name: N;
  model: ModelClass<M>;
  defaultOrder: DefaultOrder;
  /** Optional text fields: an empty string is stored as null. */
  nullableFields: readonly (keyof Static<C> & string)[];
  /** Values of fields a create payload may leave out. */
  defaults?: () => Record<string, unknown>;
  /** Completes a new entry after defaults and input are merged (derived fields). */
  complete?: (data: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Whether the website shows an entry: the public API (list and detail), the page data and the
   * site search read only these. Without it every entry is public. The control centre sees all.
   */
  isPublic?: (row: M) => boolean;
  /** The explicit allowlist from a row to the API's JSON: a model is never serialised as it is. */
  present: (row: M) => ContentItems[N];
  create: Validator<C>;
  update: Validator<U>;
}

/** Infers a content type's generic parameters from its literal. */
export const defineContentType = <
  N extends ContentTypeName,
  M extends Model,
  C extends TSchema,
  U extends TSchema,
>(
  type: ContentType<N, M, C, U>,
): ContentType<N, M, C, U> => type;

/** The row (model instance), create payload and update payload of a content type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any content type, whatever its row
export type RowOf<T extends { present: (row: any) => unknown }> = Parameters<T['present']>[0];
export type CreateInput<T extends { create: Validator<TSchema> }> = Static<T['create']['schema']>;
export type UpdateInput<T extends { update: Validator<TSchema> }> = Static<T['update']['schema']>;
