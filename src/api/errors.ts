import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isStoreUnavailable } from '../store/db';
import { errorName, log } from '../lib/log';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const storeUnavailable = () => new ApiError(503, 'store_unavailable', 'The decision could not be recorded; nothing was decided. Retry with backoff.');

export const notFound: RequestHandler = (_req, _res, next) => next(new ApiError(404, 'not_found', 'No such resource.'));

/**
 * A path whose percent-encoding does not decode (`/v1/decisions/%FF`): Express's router fails to decode the
 * parameter with a URIError marked 400. A caller's mistake, answered before authentication like a 404.
 */
export function badPathEncoding(err: unknown): boolean {
  return err instanceof URIError && (err as { status?: number }).status === 400;
}

export const badPath = () =>
  new ApiError(400, 'invalid_request', 'The path is not valid percent-encoding.', [{ field: '(path)', reason: 'a % not followed by the UTF-8 bytes of a character' }]);

/** The one place errors become responses. Bodies and keys are never logged. */
export const errorMiddleware: ErrorRequestHandler = (err, req, res, _next) => {
  let e: ApiError;
  if (err instanceof ApiError) e = err;
  else if (badPathEncoding(err)) e = badPath();
  else if (isStoreUnavailable(err)) e = storeUnavailable();
  else {
    log.error('unhandled error', { method: req.method, route: req.route?.path, error: errorName(err) });
    e = new ApiError(500, 'internal_error', 'Something went wrong on our side.');
  }
  // The rest of an oversized or late body is not read: the connection ends with the answer (Node closes a
  // connection whose last answer says Connection: close once it is written).
  if (e.status === 413 || e.status === 408) res.setHeader('Connection', 'close');
  res.status(e.status).json(e.details === undefined ? { error: e.code, message: e.message } : { error: e.code, message: e.message, details: e.details });
};
