import type { Middleware } from 'koa';
import { addressedTo, errorMessages, type Audience } from '@shared/messages.js';
import { HttpError } from '../errors.js';
import type { Logger } from '../logger.js';

/** Status and German message for errors raised by Koa and its body parser (they carry `status`). */
function fromFrameworkError(error: { status?: unknown; message?: unknown }): HttpError | undefined {
  const status = typeof error.status === 'number' ? error.status : undefined;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  switch (status) {
    case 400:
      return new HttpError(400, errorMessages.invalidJson);
    case 413:
      return new HttpError(413, errorMessages.payloadTooLarge);
    case 415:
      return new HttpError(
        415,
        // The body parser's decompression (inflation) says so in its message only.
        String(error.message).startsWith('Unsupported Content-Encoding')
          ? errorMessages.unsupportedEncoding
          : errorMessages.unsupportedMediaType,
      );
    case 404:
      return new HttpError(404, errorMessages.notFound);
    default:
      return new HttpError(status, errorMessages.invalidInput);
  }
}

/** The control centre (its API and its pages) says „Sie“; everything else is the website's „du“. */
const audienceOf = (path: string): Audience =>
  path === '/api/admin' || path.startsWith('/api/admin/') || path === '/admin' || path.startsWith('/admin/')
    ? 'staff'
    : 'visitor';

/**
 * The one error middleware: typed errors become `{ message, errors? }` (and their extra fields) with their status;
 * anything unexpected is logged and answered 500 with a generic German text, never a stack. A text
 * both audiences get is said in the form of address of the one asking (`addressedTo`).
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const audience = audienceOf(ctx.path);
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const httpError =
        error instanceof HttpError
          ? error
          : fromFrameworkError(error as { status?: unknown; message?: unknown });
      if (httpError) {
        ctx.status = httpError.status;
        ctx.set(httpError.headers);
        const message = addressedTo(audience, httpError.message);
        ctx.body = httpError.errors
          ? { ...httpError.extra, message, errors: httpError.errors }
          : { ...httpError.extra, message };
        return;
      }
      logger.error({ err: error, method: ctx.method, url: ctx.url }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: addressedTo(audience, errorMessages.internal) };
    }
  };
}
