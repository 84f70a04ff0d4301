/**
 * The records besides the content types (applications, contact messages, the team's accounts,
 * reply templates, newsletter subscribers), each described once in shared/entities/<name>.ts, as
 * shared/content/ describes the content types. A definition lists its fields in the order the
 * admin API answers them (the Auskunft's file holds them in that order too), then the stored
 * columns the answer leaves out, and says per field what each layer needs: its value's kind and
 * type (the answer's TypeScript type, the model's columns and the server's presenter follow), its
 * German name (the Protokoll's, and an exported column's header), its explanation in the Auskunft
 * (Art. 15 DSGVO) and whether the Protokoll may record its values. The exports' columns are listed
 * in their own order. Plain data, no schema library: the control centre reads the labels.
 */

/** How a value is read from its column, answered and written into an exported cell. */
export type FieldKind = 'id' | 'text' | 'flag' | 'number' | 'time' | 'choice' | 'value';

// Phantom keys: they carry a field's types for TypeScript and never exist at run time.
declare const answerType: unique symbol;
declare const storedType: unique symbol;

/** One field: `A` its value in the API's JSON (never: not answered), `S` as the database returns it (never: no column). */
export interface EntityField<A = unknown, S = unknown> {
  kind: FieldKind;
  /** May hold null ("not given", "not yet"); answered as null then. */
  nullable: boolean;
  /**
   * Where the answer's value comes from: the column of the same name ('stored'), the server's
   * presenter from other columns or the configuration ('derived', no column of this name), or
   * nowhere: a column the answer leaves out (false).
   */
  answer: 'stored' | 'derived' | false;
  /**
   * Its German name: in the Protokoll (shared/activity-wording.ts, which knows these names for
   * every area alike) and as an exported column's header unless the column names another.
   */
  label?: string;
  /** What it means, in German, for the person who receives an Auskunft (its `fields`). */
  explain?: string;
  /**
   * The Protokoll records its values before and after a change. Of an entity holding personal data
   * (applications, messages) the other fields are recorded as changed with their values withheld
   * (server/services/activity-changes.ts); of a reply template they are not recorded at all.
   */
  logValue?: boolean;
  /** A choice's values in German (an exported cell; the value itself where one is missing). */
  labels?: Readonly<Record<string, string>>;
  /** Its exported cell's text, for a value no kind describes (an application's source). */
  text?(value: A): string;
  readonly [answerType]?: A;
  readonly [storedType]?: S;
}

export type EntityFields = Readonly<Record<string, EntityField>>;

/** What the builders below take besides the kind. */
export type FieldOptions = Pick<EntityField, 'label' | 'explain' | 'logValue'>;

const field = <A, S = A>(
  kind: FieldKind,
  nullable: boolean,
  options: FieldOptions & Pick<EntityField<A>, 'labels' | 'text'> = {},
): EntityField<A, S> => ({ kind, nullable, answer: 'stored', ...options });

/** The row's number. */
export const id = (options?: FieldOptions) => field<number>('id', false, options);
export const text = (options?: FieldOptions) => field<string>('text', false, options);
/** A text that may be missing (null: not given). */
export const optionalText = (options?: FieldOptions) => field<string | null>('text', true, options);
/** Yes or no: SQLite returns 0 or 1. */
export const flag = (options?: FieldOptions) => field<boolean, boolean | number>('flag', false, options);
/** A number (a count: none read is 0). */
export const count = (options?: FieldOptions) => field<number>('number', false, options);
/** A number that may be missing, such as an account's id (null: nobody). */
export const optionalNumber = (options?: FieldOptions) => field<number | null>('number', true, options);
/** A moment, answered in ISO 8601 (UTC); PostgreSQL returns a Date, SQLite the text. */
export const time = (options?: FieldOptions) => field<string, string | Date>('time', false, options);
export const optionalTime = (options?: FieldOptions) =>
  field<string | null, string | Date | null>('time', true, options);
/** One of a fixed set of values, named in German by `labels`. */
export const choice = <V extends string>(labels: Readonly<Record<V, string>>, options?: FieldOptions) =>
  field<V>('choice', false, { ...options, labels });
export const optionalChoice = <V extends string>(
  labels: Readonly<Record<V, string>>,
  options?: FieldOptions,
) => field<V | null>('choice', true, { ...options, labels });
/** A value of its own shape (an object), with its exported cell's text where it is exported. */
export const value = <T>(options?: FieldOptions & { text?(value: T): string }) =>
  field<T>('value', false, options);

/** A field the server's presenter computes (from other columns, the configuration): no column of its name. */
export const derived = <A>(base: EntityField<A, unknown>) =>
  ({ ...base, answer: 'derived' }) as EntityField<A, never>;
/** A stored column the answer leaves out (match keys, the parts a derived field is made of). */
export const internal = <S>(base: EntityField<unknown, S>) =>
  ({ ...base, answer: false }) as EntityField<never, S>;

/** An exported column: the field, its header where the field's label is not it, its width in characters. */
export interface ExportColumn<K extends string = string> {
  field: K;
  header?: string;
  width: number;
}

/** The names an entity's definition goes by: the Protokoll's areas (shared/activity-log.ts). */
export type EntityName = 'applications' | 'messages' | 'team' | 'reply-templates' | 'newsletter-subscribers';

type Expand<T> = { [K in keyof T]: T[K] };
type AnswerValue<F> = F extends { readonly [answerType]?: infer A } ? Exclude<A, undefined> : never;
type StoredValue<F> = F extends { readonly [storedType]?: infer S } ? Exclude<S, undefined> : never;

/** The fields the answer holds, the columns stored, the fields the presenter computes. */
export type AnswerName<F> = { [K in keyof F]: [AnswerValue<F[K]>] extends [never] ? never : K }[keyof F];
export type StoredName<F> = { [K in keyof F]: [StoredValue<F[K]>] extends [never] ? never : K }[keyof F];
export type DerivedName<F> = Exclude<AnswerName<F>, StoredName<F>>;

/** One entity, described once. */
export interface EntityDefinition<N extends EntityName = EntityName, F extends EntityFields = EntityFields> {
  name: N;
  fields: F;
  /** The export's file (CSV and Excel): its sheet's name and its columns in order. */
  export?: { sheet: string; columns: ReadonlyArray<ExportColumn<Extract<AnswerName<F>, string>>> };
}

/** Any entity's definition, for the code that reads them all alike. */
export interface AnyEntity {
  name: EntityName;
  fields: EntityFields;
  export?: { sheet: string; columns: readonly ExportColumn[] };
}

type FieldsOf<D> = D extends { fields: infer F } ? F : never;

/** A record as the admin API answers it: the answered fields in the definition's order. */
export type AnswerOf<D> = Expand<{ -readonly [K in AnswerName<FieldsOf<D>>]: AnswerValue<FieldsOf<D>[K]> }>;

/** A stored row as the database returns it (the model's columns). */
export type StoredOf<D> = { -readonly [K in StoredName<FieldsOf<D>>]: StoredValue<FieldsOf<D>[K]> };

/** The answered fields the server computes, each to be given to its presenter. */
export type DerivedOf<D> = DerivedName<FieldsOf<D>>;

const entries = (definition: AnyEntity) => Object.entries(definition.fields) as Array<[string, EntityField]>;

/**
 * Infers a definition's field types from its literal, and refuses (at start-up, so every test
 * fails) an exported column without a header or of a field that is not answered.
 */
export function defineEntity<N extends EntityName, const F extends EntityFields>(
  definition: EntityDefinition<N, F>,
): EntityDefinition<N, F> {
  for (const column of definition.export?.columns ?? []) {
    const of = (definition.fields as Readonly<Record<string, EntityField>>)[column.field];
    if (!of || of.answer === false) throw new Error(`${definition.name}: ${column.field} is not answered`);
    if (!column.header && !of.label) throw new Error(`${definition.name}: ${column.field} has no header`);
  }
  return definition;
}

/** The answered fields in the answer's order. */
export const answerFields = (definition: AnyEntity): Array<[string, EntityField]> =>
  entries(definition).filter(([, field]) => field.answer !== false);

/** The stored columns (camelCase, as the models name them), in the definition's order. */
export const storedColumns = <D extends AnyEntity>(definition: D) =>
  entries(definition)
    .filter(([, field]) => field.answer !== 'derived')
    .map(([name]) => name) as Array<Extract<StoredName<FieldsOf<D>>, string>>;

/** The fields whose values the Protokoll records (FieldOptions.logValue). */
export const loggedValues = (definition: AnyEntity): string[] =>
  entries(definition)
    .filter(([, field]) => field.logValue)
    .map(([name]) => name);

/** The German names the Protokoll gives fields, of every field that has one. */
export const fieldLabels = (definition: AnyEntity): Array<[string, string]> =>
  entries(definition).flatMap(([name, field]) =>
    field.label ? [[name, field.label] as [string, string]] : [],
  );

/**
 * The Auskunft's explanation of every answered field, in the answer's order; an answered field
 * without one is refused when the file's presenter is loaded.
 */
export function explanations<D extends AnyEntity>(definition: D): Record<keyof AnswerOf<D>, string> {
  return Object.fromEntries(
    answerFields(definition).map(([name, field]) => {
      if (!field.explain) throw new Error(`${definition.name}: ${name} is not explained for the Auskunft`);
      return [name, field.explain];
    }),
  ) as Record<keyof AnswerOf<D>, string>;
}

/** Moments in the exports: the agency's time, to the minute. */
const exportTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A value's text in an exported cell: empty for none, yes/no, a choice's German name, a moment in Berlin. */
function cellText(field: EntityField, value: unknown): string {
  if (field.text) return field.text(value);
  if (field.kind === 'flag') return value ? 'ja' : 'nein';
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'time':
      return value === '' ? '' : exportTime.format(new Date(value as string));
    case 'choice': {
      const labels = field.labels ?? {};
      return Object.hasOwn(labels, value as string) ? labels[value as string]! : String(value);
    }
    default:
      return String(value);
  }
}

/** An exported column as the table export writes it: its header, width and the cell of one record. */
export interface EntityExportColumn<T> {
  header: string;
  width: number;
  cell: (record: T) => string;
}

/** The export file of an entity that has one: its sheet's name and its columns in order, each reading its field of an answered record. */
export function entityExport<D extends AnyEntity>(
  definition: D,
): { sheet: string; columns: Array<EntityExportColumn<AnswerOf<D>>> } {
  if (!definition.export) throw new Error(`${definition.name} has no export`);
  const fields = definition.fields as Readonly<Record<string, EntityField>>;
  return {
    sheet: definition.export.sheet,
    columns: definition.export.columns.map(({ field: name, header, width }) => {
      const of = fields[name]!;
      return {
        header: header ?? of.label!,
        width,
        cell: (record: AnswerOf<D>) => cellText(of, (record as Record<string, unknown>)[name]),
      };
    }),
  };
}
