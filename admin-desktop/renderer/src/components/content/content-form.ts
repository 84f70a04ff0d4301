import { orderAtPosition, positionOf, type ContentDefinition } from '@shared/content/define.js';
import type { Field } from '@shared/content/fields.js';
import { emptyToNull } from '@admin/lib/form.js';

/** What a content form holds: antd leaves untouched fields undefined and cleared numbers null. */
export type FormValues = Record<string, unknown>;

/** One place of the form: a field of the definition, or the order field. */
export type FormPlace = { key: string; field: Field; half: boolean } | { key: 'order'; half: boolean };

/** The form's places in order: the definition's fields (or its admin.fieldOrder), then the order. */
export function formPlaces(definition: ContentDefinition): FormPlace[] {
  const keys = definition.admin.fieldOrder ?? [...Object.keys(definition.fields), 'order'];
  return keys.map((key) =>
    key === 'order'
      ? { key: 'order', half: definition.admin.halfOrder === true }
      : { key, field: definition.fields[key]!, half: definition.fields[key]!.half === true },
  );
}

/** A choice's options in the form: its values, each with its German name. */
export const choiceOptions = (field: Extract<Field, { kind: 'choice' }>) =>
  field.values.map((value) => ({ value, label: field.labels?.[value] ?? value }));

/** A stored choice as the form offers it: one of its values (read from old spellings), else empty. */
function choiceValue(field: Extract<Field, { kind: 'choice' }>, stored: unknown): unknown {
  if (typeof stored !== 'string') return undefined;
  const value = field.read ? field.read(stored) : stored;
  return value === null ? undefined : value;
}

/**
 * The dialog's start values: the entry being edited, or what a new one starts with (the fields'
 * defaults, a suggested text, the order the list gives it).
 */
export function initialValues(
  definition: ContentDefinition,
  entry: Record<string, unknown> | null,
  defaultOrder: number,
): FormValues {
  const values: FormValues = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    if (!entry) {
      if ('default' in field && field.default !== undefined) values[key] = field.default;
      else if (field.kind === 'text' && field.suggest) values[key] = field.suggest();
      continue;
    }
    const stored = entry[key];
    if (field.kind === 'choice') values[key] = field.read ? choiceValue(field, stored) : stored;
    else if ((field.kind === 'text' || field.kind === 'url') && field.optional) values[key] = stored ?? '';
    else values[key] = stored;
  }
  // The form shows the entry's position, counted from 1; the API's order may start at 0.
  values.order = positionOf(entry ? Number(entry.order) : defaultOrder, definition.order);
  return values;
}

/** A field's value as the POST/PATCH body sends it: texts trimmed, empty optional ones as null. */
function payloadValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'url':
      return field.optional ? emptyToNull(value) : typeof value === 'string' ? value.trim() : '';
    case 'image':
      // A missing picture is sent as '' (the schema reports it as required).
      return value ?? '';
    case 'choice':
    case 'boolean':
    case 'rating':
      return value ?? field.default;
  }
}

/**
 * The POST/PATCH body of the form's values. A cleared order field is 0, or left out so the server
 * gives the new-entry order (the definition's order.whenCleared); fields filled when blank are
 * filled as the server would (the definition's complete).
 */
export function toPayload(definition: ContentDefinition, values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(definition.fields))
    payload[key] = payloadValue(field, values[key]);
  const position = Number.isInteger(values.order) ? Number(values.order) : null;
  if (position !== null) payload.order = orderAtPosition(position, definition.order);
  else if (definition.order.whenCleared === 'zero') payload.order = 0;
  return { ...payload, ...definition.complete?.(payload) };
}
