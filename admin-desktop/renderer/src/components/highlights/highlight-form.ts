import type { Highlight } from '@shared/api-types.js';
import type { HighlightCreate } from '@shared/schemas/highlight.js';

/** What the highlight form holds; antd leaves untouched fields undefined and cleared numbers null. */
export interface HighlightFormValues {
  title?: string;
  description?: string;
  imageUrl?: string;
  date?: string;
  order?: number | null;
}

export function highlightFormValues(entry: Highlight | null, defaults: { date: string; order: number }) {
  if (!entry) return { title: '', description: '', date: defaults.date, order: defaults.order };
  const { title, description, imageUrl, date, order } = entry;
  return { title, description, imageUrl, date, order } satisfies HighlightFormValues;
}

/** The POST/PATCH body: texts trimmed, a cleared order falls back to 0 (spec section 9). */
export function highlightPayload(values: HighlightFormValues): HighlightCreate {
  return {
    title: values.title?.trim() ?? '',
    description: values.description?.trim() ?? '',
    imageUrl: values.imageUrl ?? '',
    date: values.date?.trim() ?? '',
    order: Number.isInteger(values.order) ? Number(values.order) : 0,
  };
}
