import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';

/**
 * The log line of a request: method, path (no query string: it may hold personal data), status,
 * time since `started` (performance.now()). Also written for answers from memory.
 */
export function logRequest(
  logger: Logger,
  method: string,
  path: string,
  status: number,
  started: number,
): void {
  logger.info({ method, path, status, ms: Math.round(performance.now() - started) }, 'request');
}

/** One log line per request. */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logRequest(logger, ctx.method, ctx.path, ctx.status, started);
    }
  };
}
