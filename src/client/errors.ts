// The client's one error type: what the service answered (status, stable code, message, details) or what
// went wrong on the way (status 0: `timeout`, `network_error`, `invalid_response`, `aborted`).

/** An error answer of the service, or a failure to get one. */
export class GatehouseError extends Error {
  override readonly name = 'GatehouseError';
  constructor(
    /** HTTP status; 0 when no answer came (timeout, network, abort). */
    readonly status: number,
    /** The service's stable code (`invalid_api_key`, `invalid_request`, …), or the client's own for status 0. */
    readonly code: string,
    message: string,
    /** The service's `details` (for 422 a list of `{field, reason}`), when it sent any. */
    readonly details?: unknown,
    /** Seconds the service asked to wait (`Retry-After`), on 429 and 503. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** 429 and 503 (and no answer at all) are worth retrying; any other 4xx is not. */
  get retryable(): boolean {
    return this.status === 429 || this.status === 503 || this.code === 'network_error';
  }
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - now) / 1000);
}
