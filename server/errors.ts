import { errorMessages } from '@shared/messages.js';
import type { FieldErrors } from '@shared/validation.js';

/** An error meant for the client: its status and German message are answered as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** More of the answer beside its message (a 409's `savedBy` and `savedAt`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const invalidInput = (errors: FieldErrors) => new HttpError(400, errorMessages.invalidInput, errors);
export const unauthorized = (message: string = errorMessages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
/** A link that worked once and no longer does (expired, used, revoked). */
export const gone = (message: string) => new HttpError(410, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, message);
export const unsupportedMediaType = () => new HttpError(415, errorMessages.unsupportedMediaType);
export const payloadTooLarge = (message: string = errorMessages.payloadTooLarge) =>
  new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** 408 with `Connection: close`: the rest of a too-slow request is not waited for. */
export const requestTimeout = () =>
  new HttpError(408, errorMessages.requestTimeout, undefined, { Connection: 'close' });
