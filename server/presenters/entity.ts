import { bool, isoTimestamp } from '@db/values.js';
import type { AnswerOf, AnyEntity, DerivedOf, StoredOf } from '@shared/entities/index.js';
import type { EntityField } from '@shared/entities/define.js';

/** How the presenter computes each derived field of a definition, from the row and the caller's context. */
export type Derivations<D extends AnyEntity, R, C> = {
  [K in DerivedOf<D>]: (row: R, context: C) => AnswerOf<D>[K & keyof AnswerOf<D>];
};

/** A stored value as the API answers it: yes/no from SQLite's 0/1, moments in ISO 8601, counts as numbers. */
function reader(field: EntityField): (value: unknown) => unknown {
  switch (field.kind) {
    case 'flag':
      return (value) => bool(value as boolean | number | null);
    case 'time':
      return field.nullable
        ? (value) => (value ? isoTimestamp(value as string | Date) : null)
        : (value) => isoTimestamp(value as string | Date);
    case 'number':
      return field.nullable ? (value) => value ?? null : (value) => Number(value ?? 0);
    default:
      return field.nullable ? (value) => value ?? null : (value) => value;
  }
}

/**
 * The presenter of an entity: an explicit allowlist from a row to the API's JSON, the answered
 * fields in the definition's order, each stored one read from its column, each derived one from
 * `derive` (which the type check makes name them all).
 */
export function entityPresenter<D extends AnyEntity, R extends StoredOf<D>, C = void>(
  definition: D,
  derive: Derivations<D, R, C>,
): (row: R, context: C) => AnswerOf<D> {
  const made = derive as unknown as Record<string, (row: R, context: C) => unknown>;
  const fields = Object.entries(definition.fields as Readonly<Record<string, EntityField>>)
    .filter(([, field]) => field.answer !== false)
    .map(([name, field]): [string, (row: R, context: C) => unknown] => {
      if (field.answer === 'derived') return [name, made[name]!];
      const read = reader(field);
      return [name, (row) => read((row as Record<string, unknown>)[name])];
    });
  return (row, context) => {
    const answer: Record<string, unknown> = {};
    for (const [name, present] of fields) answer[name] = present(row, context);
    return answer as AnswerOf<D>;
  };
}
