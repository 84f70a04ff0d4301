import type { ContentTypeName } from '../content-types.js';
import { CONTENT } from './index.js';
import type { Field } from './fields.js';

/**
 * The texts of an entry the site search looks at: its searchable fields (shared/content/<type>.ts),
 * a choice as the site shows it (a livestream's day in German, also from older spellings).
 */
export function searchedTexts(name: ContentTypeName, item: object): Array<string | null> {
  const values = item as Record<string, unknown>;
  return (Object.entries(CONTENT[name].fields) as Array<[string, Field]>)
    .filter(([, field]) => field.searchable)
    .map(([key, field]) => {
      const value = values[key];
      if (typeof value !== 'string') return null;
      if (field.kind !== 'choice' || !field.labels) return value;
      const read = field.read ? field.read(value) : value;
      return (read !== null && (field.labels as Record<string, string>)[read]) || value;
    });
}

/** The content types the search looks at: those with a searchable field. */
export const SEARCHED_TYPES = (Object.keys(CONTENT) as ContentTypeName[]).filter((name) =>
  Object.values(CONTENT[name].fields).some((field: Field) => field.searchable),
);
