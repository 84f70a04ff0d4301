import { errorMessages } from '@shared/messages.js';
import { isPlainObject, type ValidationResult } from '@shared/validation.js';
import { badRequest, invalidInput } from '../errors.js';
import type { AppContext } from './context.js';

/** Validates the JSON body against a shared schema; unknown fields are dropped by the schema. */
export function readBody<T>(
  ctx: AppContext,
  validator: { validate(input: unknown): ValidationResult<T> },
): T {
  const body: unknown = ctx.request.body ?? {};
  if (!isPlainObject(body)) throw badRequest(errorMessages.bodyNotObject);
  const result = validator.validate(body);
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

/**
 * Reads the query string with a shared parser (strings as Koa hands them over, arrays for
 * repeated names); invalid → 400 with field messages, as readBody answers.
 */
export function readQuery<T>(ctx: AppContext, parse: (input: unknown) => ValidationResult<T>): T {
  const result = parse({ ...ctx.query });
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}

/** Parses the `:id` route parameter: a positive integer, else 400. */
export function readId(ctx: AppContext): number {
  const raw = ctx.params.id ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw badRequest(errorMessages.invalidId);
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw badRequest(errorMessages.invalidId);
  return id;
}
