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

/** The one place errors become responses. Bodies and keys are never logged. */
export const errorMiddleware: ErrorRequestHandler = (err, req, res, _next) => {
  let e: ApiError;
  if (err instanceof ApiError) e = err;
  else if (isStoreUnavailable(err)) e = storeUnavailable();
  else {
    log.error('unhandled error', { method: req.method, route: req.route?.path, error: errorName(err) });
    e = new ApiError(500, 'internal_error', 'Something went wrong on our side.');
  }
  if (e.status === 413) res.setHeader('Connection', 'close');
  res.status(e.status).json(e.details === undefined ? { error: e.code, message: e.message } : { error: e.code, message: e.message, details: e.details });
};
