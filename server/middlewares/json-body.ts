import type { Context, Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { errorMessages } from '@shared/messages.js';
import { badRequest, HttpError, unsupportedMediaType } from '../errors.js';
import { withinDeadline } from '../http/input.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the request announces a body (a length above 0, or chunked transfer). */
const carriesBody = (ctx: Context) => (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';

/**
 * JSON only: a request that carries a body of another type gets 415. A request without a body
 * (logout, delete) needs no content type, as the spec's clients send none then.
 */
export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    if (BODY_METHODS.has(ctx.method) && carriesBody(ctx) && ctx.request.is('application/json') === false) {
      throw unsupportedMediaType();
    }
    await next();
  };
}

/**
 * Parses JSON bodies up to `limit` bytes (also gzip, deflate or br compressed): larger ones get
 * 413, malformed ones 400, and so do bodies whose compression is broken (zlib's errors carry no
 * HTTP status and would otherwise end as a 500). A body that has not arrived `deadlineMs` after
 * its headers gets 408 and the connection is closed, so a slow sender cannot hold it open.
 */
export function jsonBody(limit: number, deadlineMs: number): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    jsonStrict: true,
    encoding: 'utf-8',
    // DELETE too: removing a second factor carries the password in its body.
    parsedMethods: [...BODY_METHODS],
  }) as unknown as Middleware;
  return async (ctx, next) => {
    // Nothing to read (every GET): no parser, no timer.
    if (!carriesBody(ctx)) return next();
    try {
      // Parse only; the rest of the chain runs afterwards, never inside the parser.
      await withinDeadline(
        parse(ctx, async () => {}),
        deadlineMs,
      );
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // zlib's errors (and a connection reset while reading) carry an errno and no HTTP status.
      const { status, errno } = error as { status?: unknown; errno?: unknown };
      if (typeof status !== 'number' && typeof errno === 'number')
        throw badRequest(errorMessages.corruptBody);
      throw error;
    }
    await next();
  };
}
