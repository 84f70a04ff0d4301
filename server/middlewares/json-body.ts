import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { errorMessages } from '../../shared/messages.js';
import { badRequest, unsupportedMediaType } from '../errors.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * JSON only: a request that carries a body of another type gets 415. A request without a body
 * (logout, delete) needs no content type, as the spec's clients send none then.
 */
export function jsonOnly(): Middleware {
  return async (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (BODY_METHODS.has(ctx.method) && hasBody && ctx.request.is('application/json') === false) {
      throw unsupportedMediaType();
    }
    await next();
  };
}

/**
 * Parses JSON bodies up to `limit` bytes (also gzip, deflate or br compressed): larger ones get
 * 413, malformed ones 400, and so do bodies whose compression is broken (zlib's errors carry no
 * HTTP status and would otherwise end as a 500).
 */
export function jsonBody(limit: number): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    jsonStrict: true,
    encoding: 'utf-8',
  }) as unknown as Middleware;
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (!parsed && typeof status !== 'number') throw badRequest(errorMessages.corruptBody);
      throw error;
    }
  };
}
