import type { UploadType } from '../constants.js';

/**
 * The fields of a content type, described once (shared/content/<type>.ts). Plain data, no
 * schema library: the server derives the schemas and validators from them
 * (shared/content/schemas.ts), the control centre its forms and list columns, and TypeScript the
 * API item and payload types (shared/content/define.ts).
 */

/** How the control centre's list shows a field (its table column; cards read the same). */
export interface Column {
  /** The column's title when it differs from the form's label ("Bild" for "Vorschaubild"). */
  title?: string;
  width?: number;
  /**
   * How a value is shown: as it is ('text', the default), in bold ('strong'), in at most two
   * lines with the whole text on hover ('ellipsis'; 'ellipsis-or-dash' shows "–" for none), as a
   * picture ('thumbnail'), or by a cell the control centre declares for this type ('custom').
   */
  show?: 'text' | 'strong' | 'ellipsis' | 'ellipsis-or-dash' | 'thumbnail' | 'custom';
}

interface FieldBase {
  /** The German label in the form. */
  label: string;
  /** A line under the field in the form. */
  hint?: string;
  placeholder?: string;
  /** Half the form's width, beside the next half-width field (wide forms). */
  half?: boolean;
  /** Whether the site search looks at this field of the public entries. */
  searchable?: boolean;
  /** The list's column for this field; none: not in the table. */
  column?: Column;
}

/** A text: required when `min` > 0 (`message` for missing, too short or not matching). */
export interface TextField extends FieldBase {
  kind: 'text';
  min: number;
  max: number;
  message?: string;
  /** Line breaks allowed (descriptions, answers): a text area in the form. */
  multiline?: boolean;
  rows?: number;
  /** The text area counts its characters. */
  showCount?: boolean;
  /** A pattern the text must match (with `message`). */
  pattern?: string;
  /** May be left out; empty is stored as null ("not given"). */
  optional?: boolean;
  /**
   * May be left blank on create: the definition's `complete` fills it (the streamer's name from
   * the TikTok name). Required once it exists.
   */
  filledWhenBlank?: boolean;
  /** What a new entry's form suggests (not a stored default). */
  suggest?: () => string;
  autoComplete?: 'off';
}

/** One of a fixed set of values; a stored entry may hold another value (made elsewhere). */
export interface ChoiceField<V extends string = string> extends FieldBase {
  kind: 'choice';
  values: readonly V[];
  /** The German name of each value in the form (the value itself where missing). */
  labels?: Partial<Readonly<Record<V, string>>>;
  message: string;
  /** Taken when left out; without one the field is required. */
  default?: V;
  /** The value a stored text stands for (older spellings such as "Fr"), or null for none. */
  read?: (stored: string) => V | null;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default: boolean;
}

/** An http(s) address or one of this site's uploads (never javascript: or data:). */
export interface UrlField extends FieldBase {
  kind: 'url';
  /** The message of a missing value (required fields). */
  message?: string;
  optional?: boolean;
  /** The browser's url input (its own check as you type) instead of plain text with a url keyboard. */
  browserCheck?: boolean;
  autoComplete?: 'off';
}

/** A picture uploaded to this server (/uploads/…), of the upload's kind. */
export interface ImageField extends FieldBase {
  kind: 'image';
  picture: UploadType;
  message: string;
  /** Under the upload: the recommended size. */
  uploadHint?: string;
}

/** Stars: a number from `min` to `max` in steps of `step`. */
export interface RatingField extends FieldBase {
  kind: 'rating';
  min: number;
  max: number;
  step: number;
  default: number;
  message: string;
}

export type Field = TextField | ChoiceField | BooleanField | UrlField | ImageField | RatingField;
export type Fields = Readonly<Record<string, Field>>;

/** Whether a create payload must name the field (the rest have defaults or may be empty). */
export function isRequired(field: Field): boolean {
  switch (field.kind) {
    case 'text':
      return field.min > 0 && !field.optional && !field.filledWhenBlank;
    case 'choice':
      return field.default === undefined;
    case 'url':
      return !field.optional;
    case 'image':
      return true;
    case 'boolean':
    case 'rating':
      return false;
  }
}

/** Whether the stored value may be null ("not given"). */
export const isNullable = (field: Field): boolean =>
  (field.kind === 'text' || field.kind === 'url') && field.optional === true;

/**
 * A field's value in the API's JSON. Choices are strings: an entry made elsewhere may hold a value
 * the control centre does not offer, and is passed on as it is.
 */
export type ItemValue<F> = F extends { kind: 'text' | 'url' }
  ? F extends { optional: true }
    ? string | null
    : string
  : F extends { kind: 'choice' | 'image' }
    ? string
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'rating' }
        ? number
        : never;

/** A field's value in a create payload. */
export type InputValue<F> = F extends { kind: 'choice'; values: readonly (infer V)[] } ? V : ItemValue<F>;

/** The names of the fields a create payload must have (see isRequired). */
export type RequiredName<F extends Fields> = {
  [K in keyof F]: F[K] extends { kind: 'image' }
    ? K
    : F[K] extends { kind: 'url'; optional: true }
      ? never
      : F[K] extends { kind: 'url' }
        ? K
        : F[K] extends { kind: 'choice'; default: string }
          ? never
          : F[K] extends { kind: 'choice' }
            ? K
            : F[K] extends { kind: 'text'; optional: true }
              ? never
              : F[K] extends { kind: 'text'; filledWhenBlank: true }
                ? never
                : F[K] extends { kind: 'text' }
                  ? K
                  : never;
}[keyof F];
