import type { ContentTypeName } from '../content-types.js';
import type { Fields, InputValue, ItemValue, RequiredName } from './fields.js';

/** A toast's wording when a write fails: the sentence, the sentence with the server's reason, or a prefix. */
export type FailureText = readonly ['plain' | 'withReason' | 'prefixed', string];

/** Where a content type's entries go in their list, and how they move in it. */
export interface OrderRules {
  /** The first position's value: 0 (livestreams, highlights, streamers) or 1 (feedbacks, FAQ). */
  first: 0 | 1;
  /** A new entry's order: the current count, or the highest order + 1. */
  newEntry: 'count' | 'next';
  /**
   * A move swaps the order values of two neighbours, or gives only the moved entry a new one;
   * without it the entries are not moved in the list (their order field decides).
   */
  move?: 'swap' | 'single';
  /**
   * Slots the entries are sorted into before their order (the livestreams' weekday and time): a
   * comparison of two entries, 0 for the same slot. The order counts only within a slot, so
   * entries move only past a neighbour of the same slot. Without it the whole list is one slot.
   */
  slots?: (a: Record<string, unknown>, b: Record<string, unknown>) => number;
  /** A cleared order field in the form: 0, or left to the server (the new-entry rule). */
  whenCleared: 'zero' | 'server';
  /** The hint under the form's "Position" field. */
  hint?: string;
  /** The width of the list's "Position" column, where admin.columns names 'order'. */
  columnWidth?: number;
}

/**
 * An entry's place as staff see it, in its table row, its card and its form: "Position", counted
 * from 1 whatever the API's first order value is (0 or 1, order.first).
 */
export const POSITION = 'Position';
export const positionOf = (order: number, rules: Pick<OrderRules, 'first'>) => order - rules.first + 1;
export const orderAtPosition = (position: number, rules: Pick<OrderRules, 'first'>) =>
  position - 1 + rules.first;
/** The success toast after a move, the same in every list. */
export const POSITION_CHANGED = 'Position geändert';

/** The control centre's words for a content type (success and failure toasts, titles, empty list). */
export interface AdminTexts {
  /** The sidebar's entry and the screen's address below /admin. */
  menu: string;
  path: string;
  /** The screen's heading. */
  title: string;
  /** One entry, in the dialog's title: "{one} hinzufügen" / "{one} bearbeiten". */
  one: string;
  /** The button that opens an empty dialog. */
  add: string;
  /** The form's name (and so the prefix of its fields' ids). */
  form: string;
  /** The dialog's width in pixels (antd's default where unset). */
  width?: number;
  /**
   * The form's fields in their order, 'order' among them, when it differs from the fields' own
   * order (the API's) followed by the order field.
   */
  fieldOrder?: readonly string[];
  /** The order field takes half the form's width (beside the field before it). */
  halfOrder?: boolean;
  /** The accessible name of the list (a table's or its cards'). */
  list?: string;
  /** The field that names an entry (its card, its picture's text); the first field by default. */
  nameField?: string;
  /** The table's columns in order: fields with a `column`, and 'order' for the position. */
  columns?: readonly string[];
  /** The table's width before it scrolls sideways. */
  scrollX?: number;
  /** The success toasts; by default „{one} erstellt“, „{one} aktualisiert“, „{one} gelöscht“. */
  created: string;
  updated: string;
  deleted: string;
  /** The failure toasts; by default „Fehler beim Erstellen: {reason}“ and so on (see defaultToasts). */
  createFailed: FailureText;
  updateFailed: FailureText;
  deleteFailed: FailureText;
  /** The list could not be loaded. */
  loadFailed: string;
  /** The list is empty. */
  empty?: string;
  /** A sentence under the heading for what the screen does that nobody could guess. */
  help?: string;
  /** A note above an empty list: what the website shows meanwhile (the built-in samples). */
  whenEmpty?: string;
  /** The delete confirmation's text; {field} is replaced by the entry's field. */
  deleteConfirm?: string;
  /** After a failed move: the toast's wording (a move's success says POSITION_CHANGED). */
  moveFailed?: FailureText;
}

/**
 * One content type, described once: its fields and order rules, how the server completes and
 * publishes an entry, and the control centre's words. Everything else is derived from it.
 */
export interface ContentDefinition<N extends ContentTypeName = ContentTypeName, F extends Fields = Fields> {
  name: N;
  fields: F;
  order: OrderRules;
  /** Derived fields of a new entry, once defaults and input are merged (server and form). */
  complete?: (data: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Whether the website shows an entry (public API, page data, site search); without it every
   * entry is public. The control centre sees all.
   */
  isPublic?: (item: ItemOf<ContentDefinition<N, F>>) => boolean;
  admin: AdminTexts;
}

type ToastText = 'created' | 'updated' | 'deleted' | 'createFailed' | 'updateFailed' | 'deleteFailed';
/** The control centre's words as a type declares them: the toasts may be left to their defaults. */
export type AdminTextsInput = Omit<AdminTexts, ToastText> & Partial<Pick<AdminTexts, ToastText>>;

/**
 * The toasts of a type that says nothing else: „FAQ erstellt“, „FAQ aktualisiert“, „FAQ gelöscht“,
 * and a failure as „Fehler beim Erstellen: {reason}“ (likewise updating, deleting and, for a type
 * whose entries move, moving).
 */
export const defaultToasts = (
  one: string,
  moves: boolean,
): Pick<AdminTexts, ToastText> & Pick<Partial<AdminTexts>, 'moveFailed'> => ({
  created: `${one} erstellt`,
  updated: `${one} aktualisiert`,
  deleted: `${one} gelöscht`,
  createFailed: ['prefixed', 'Fehler beim Erstellen'],
  updateFailed: ['prefixed', 'Fehler beim Aktualisieren'],
  deleteFailed: ['prefixed', 'Fehler beim Löschen'],
  ...(moves ? { moveFailed: ['prefixed', 'Fehler beim Ändern der Position'] } : {}),
});

type Write = 'create' | 'update' | 'delete' | 'move';
/**
 * Failure toasts as sentences about the entry („Das Highlight konnte nicht erstellt werden.“), with
 * the server's reason under those named in `withReason`.
 */
export function couldNot(
  the: string,
  withReason: readonly Write[] = [],
): Pick<AdminTexts, 'createFailed' | 'updateFailed' | 'deleteFailed' | 'moveFailed'> {
  const text = (write: Write, sentence: string): FailureText => [
    withReason.includes(write) ? 'withReason' : 'plain',
    sentence,
  ];
  return {
    createFailed: text('create', `${the} konnte nicht erstellt werden.`),
    updateFailed: text('update', `${the} konnte nicht aktualisiert werden.`),
    deleteFailed: text('delete', `${the} konnte nicht gelöscht werden. Bitte erneut versuchen.`),
    moveFailed: text('move', 'Die Reihenfolge konnte nicht geändert werden.'),
  };
}

/** Infers a definition's field types from its literal, and fills in the toasts it leaves out. */
export const defineContent = <N extends ContentTypeName, const F extends Fields>(
  definition: Omit<ContentDefinition<N, F>, 'admin'> & { admin: AdminTextsInput },
): ContentDefinition<N, F> => ({
  ...definition,
  admin: { ...defaultToasts(definition.admin.one, Boolean(definition.order.move)), ...definition.admin },
});

type FieldsOf<D> = D extends ContentDefinition<ContentTypeName, infer F> ? F : never;
type Expand<T> = { [K in keyof T]: T[K] };

/** An entry as the API answers it: id, every field, order. */
export type ItemOf<D> = Expand<
  { id: number } & { -readonly [K in keyof FieldsOf<D>]: ItemValue<FieldsOf<D>[K]> } & { order: number }
>;

/** The body of a create request: the required fields, the others optional, order optional. */
export type CreateOf<D> = Expand<
  { [K in RequiredName<FieldsOf<D>>]: InputValue<FieldsOf<D>[K]> } & {
    [K in Exclude<keyof FieldsOf<D>, RequiredName<FieldsOf<D>>>]?: InputValue<FieldsOf<D>[K]>;
  } & { order?: number }
>;

/** The body of an update request: any of the fields. */
export type UpdateOf<D> = Partial<CreateOf<D>>;
