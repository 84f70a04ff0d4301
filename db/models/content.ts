import { Model } from 'objection';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';

/**
 * A row of a content type's table (one table per type, named like the type, with the fields of
 * its definition in shared/content/ as columns). Read through the definition: the server's
 * presenter (server/content-types) turns it into the API's item.
 */
export class ContentRow extends Model {
  declare id: number;
  declare order: number;
  declare createdAt: string | Date;
  /** The definition's fields, as the database returns them (SQLite: booleans as 0/1). */
  [field: string]: unknown;
}

const modelOf = (name: ContentTypeName) =>
  class extends ContentRow {
    static override tableName = name;
  };

/** The model of each content type's table, by name. */
export const CONTENT_MODELS = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, modelOf(name)]),
) as Record<ContentTypeName, typeof ContentRow>;
