import { Highlight } from '@db/models/index.js';
import { highlightCreateValidator, highlightUpdateValidator } from '@shared/schemas/highlight.js';
import { defineContentType } from './define.js';

/** Highlights of the agency's creators (spec sections 3 and 7). */
export const highlights = defineContentType({
  name: 'highlights',
  model: Highlight,
  defaultOrder: 'count',
  nullableFields: [],
  present: (row: Highlight) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    date: row.date,
    order: row.order,
  }),
  create: highlightCreateValidator,
  update: highlightUpdateValidator,
});
