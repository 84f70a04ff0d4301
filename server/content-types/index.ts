import { CONTENT_MODELS, type ContentRow } from '@db/models/index.js';
import { bool } from '@db/values.js';
import { CONTENT, type Content, type CreateOf, type ItemOf, type UpdateOf } from '@shared/content/index.js';
import { isNullable, type Field } from '@shared/content/fields.js';
import { CONTENT_VALIDATORS } from '@shared/content/validators.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import type { ValidationResult } from '@shared/validation.js';
import type { TSchema } from '@sinclair/typebox';

/** A payload validator whose result is typed as the payload it checks. */
export interface PayloadValidator<T> {
  schema: TSchema;
  validate(input: unknown): ValidationResult<T>;
}

/**
 * Everything the server does with one content type, derived from its definition
 * (shared/content/<type>.ts): the table's model, the payload validators, the defaults of a new
 * entry, and the presenter, an explicit allowlist from a row to the API's JSON (id, the
 * definition's fields in their order, order). The admin and public routes, the page renderer's
 * data, the seed runner and the upload clean-up all read it.
 */
export interface ContentType<N extends ContentTypeName = ContentTypeName> {
  name: N;
  definition: Content[N];
  model: typeof ContentRow;
  /** A new entry's order when the payload leaves it out: the number of entries, or the highest + 1. */
  newEntryOrder: 'count' | 'next';
  /** Optional texts: an empty string is stored as null. */
  nullableFields: readonly string[];
  /** The values of the fields a create payload may leave out. */
  defaults: Readonly<Record<string, unknown>>;
  /** Derived fields of a new entry, once defaults and input are merged. */
  complete: (data: Record<string, unknown>) => Record<string, unknown>;
  /** Whether the website shows an entry (every entry where the definition does not say). */
  isPublic: (item: ItemOf<Content[N]>) => boolean;
  present: (row: ContentRow) => ItemOf<Content[N]>;
  create: PayloadValidator<CreateOf<Content[N]>>;
  update: PayloadValidator<UpdateOf<Content[N]>>;
}

/** The value a field takes when a create payload leaves it out; undefined where it must be given. */
function defaultOf(field: Field): unknown {
  if (field.kind === 'boolean' || field.kind === 'rating' || field.kind === 'choice') return field.default;
  return isNullable(field) ? null : undefined;
}

/** A field's stored value as the API answers it: booleans from SQLite's 0/1, numbers as numbers. */
function valueOf(field: Field, value: unknown): unknown {
  if (field.kind === 'boolean') return bool(value as boolean | number | null);
  if (field.kind === 'rating') return Number(value);
  return value;
}

function contentType<N extends ContentTypeName>(name: N): ContentType<N> {
  const definition = CONTENT[name] as Content[N];
  const fields = Object.entries(definition.fields) as Array<[string, Field]>;
  const validators = CONTENT_VALIDATORS[name];
  return {
    name,
    definition,
    model: CONTENT_MODELS[name],
    newEntryOrder: definition.order.newEntry,
    nullableFields: fields.filter(([, field]) => isNullable(field)).map(([key]) => key),
    defaults: Object.fromEntries(
      fields.flatMap(([key, field]) => (defaultOf(field) === undefined ? [] : [[key, defaultOf(field)]])),
    ),
    complete: definition.complete ?? (() => ({})),
    isPublic: (definition.isPublic ?? (() => true)) as (item: ItemOf<Content[N]>) => boolean,
    present: (row) =>
      ({
        id: row.id,
        ...Object.fromEntries(fields.map(([key, field]) => [key, valueOf(field, row[key])])),
        order: row.order,
      }) as ItemOf<Content[N]>,
    create: validators.create as unknown as PayloadValidator<CreateOf<Content[N]>>,
    update: validators.update as unknown as PayloadValidator<UpdateOf<Content[N]>>,
  };
}

/** Every content type by name. */
export const CONTENT_TYPES = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, contentType(name)]),
) as {
  [N in ContentTypeName]: ContentType<N>;
};

export type ContentTypes = typeof CONTENT_TYPES;

/**
 * A content type with its own types erased, for code that treats them all alike (mounting routes,
 * loading page data, seeding). Each one's types are checked where it is used by name; code that
 * pairs a type with its service takes both from the same name.
 */
export type AnyContentType = ContentType;

/** Walks the content types in the order of CONTENT_TYPE_NAMES. */
export const allContentTypes = (): AnyContentType[] =>
  CONTENT_TYPE_NAMES.map((name) => CONTENT_TYPES[name] as unknown as AnyContentType);

export type CreateInput<T extends AnyContentType> =
  T extends ContentType<infer N> ? CreateOf<Content[N]> : never;
export type UpdateInput<T extends AnyContentType> =
  T extends ContentType<infer N> ? UpdateOf<Content[N]> : never;
