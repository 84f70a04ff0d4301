import type { TSchema } from '@sinclair/typebox';
import type { FieldErrors, Validator } from '@shared/validation.js';

export type Input = Record<string, unknown>;

/** The field errors of an input that must be refused. */
export function errorsOf<T extends TSchema>(validator: Validator<T>, input: unknown): FieldErrors {
  const result = validator.validate(input);
  if (result.ok) throw new Error(`expected the input to be refused, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

/** The validated value of an input that must be accepted. */
export function valueOf<T extends TSchema>(validator: Validator<T>, input: unknown): Input {
  const result = validator.validate(input);
  if (!result.ok) throw new Error(`expected the input to be accepted, got ${JSON.stringify(result.errors)}`);
  return result.value as Input;
}

export function omit(input: Input, ...keys: string[]): Input {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !keys.includes(key)));
}

/** A table row [case, input, field]; refusals() makes it [case, input, { [field]: messages[field] }]. */
export type Refusal = [description: string, input: Input, field: string];

export function refusals(messages: Record<string, string>, list: Refusal[]) {
  return list.map(
    ([description, input, field]) =>
      [description, input, { [field]: messages[field] ?? `no message for ${field}` } as FieldErrors] as const,
  );
}
