import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { errorMessages } from '@shared/messages.js';
import { isPlainObject, type ValidationResult } from '@shared/validation.js';
import { badRequest, HttpError, invalidInput, payloadTooLarge, requestTimeout } from '../errors.js';
import type { AppContext } from './context.js';

/**
 * `reading` (a request body's), or 408 (with `Connection: close`) when it has not settled within
 * `deadlineMs` after the headers: a slow sender cannot hold the connection open. The abandoned
 * read fails once the connection is closed; nobody waits for it.
 */
export async function withinDeadline<T>(reading: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(requestTimeout()), deadlineMs);
  });
  try {
    return await Promise.race([reading, deadline]);
  } catch (error) {
    reading.catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A small request body as UTF-8 text, read by raw-body: 413 beyond `limit` bytes (announced or
 * sent), 408 when it has not arrived within `deadlineMs`. A read that fails otherwise (a
 * connection reset, a length that does not match) keeps raw-body's error, which carries no HTTP
 * status of ours: callers decide what it means.
 */
export async function readTextBody(ctx: Context, limit: number, deadlineMs: number): Promise<string> {
  try {
    return await withinDeadline(
      getRawBody(ctx.req, { limit, length: ctx.request.length ?? null, encoding: 'utf-8' }),
      deadlineMs,
    );
  } catch (error) {
    if (!(error instanceof HttpError) && (error as { type?: unknown }).type === 'entity.too.large')
      throw payloadTooLarge();
    throw error;
  }
}

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
