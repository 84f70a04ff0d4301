import { Model } from 'objection';
import type { AnyEntity, StoredOf } from '@shared/entities/index.js';

/**
 * Objection's Model with the stored columns of an entity's definition (shared/entities/) as its
 * instances' fields, as the database returns them (SQLite: booleans as 0/1, timestamps as text):
 * `class Application extends modelOf(applications)`. Only types: the columns are the table's.
 */
export const modelOf = <D extends AnyEntity>(_definition: D) =>
  // A mixin's constructor type (TypeScript's rule needs `any[]`): the class keeps Model's statics.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Model as typeof Model & (new (...args: any[]) => StoredOf<D>);
