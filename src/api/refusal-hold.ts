// How long the answer to a request turned away at once (429 `overloaded`) is held back (issue 23, the hammer).
//
// A refusal is cheap to make but not free to answer: the request's headers are parsed, the answer written, and a
// caller that does not back off sends the next one at once. Holding the answer costs only a timer and an idle
// socket. Two lengths:
// - a caller's first refusal, or one that came back after its Retry-After was up: `baseMs` (a short hold; a caller
//   that honours Retry-After waits longer than that anyway);
// - a request on a connection that was told to come back later and did not wait: held until the time it was told
//   (at most `maxMs`). Such a caller then loops about once per Retry-After instead of four times a second, and the
//   CPU its refusals took goes back to decisions. It is still answered 429, honestly, never dropped.
//
// Connections are known by their socket (a caller that does not back off reuses its keep-alive connections, as
// HTTP clients do by default); nothing is kept about a socket once it is gone (WeakMap). Pure but for the clock,
// which is injected.

/** The clock in milliseconds (performance.now() in the service). */
export type Clock = () => number;

export interface RefusalHoldOptions {
  /** The hold of a first refusal (ms). */
  baseMs: number;
  /** The longest hold of a caller that came back too early (ms). */
  maxMs: number;
}

export const REFUSAL_HOLD: RefusalHoldOptions = { baseMs: 250, maxMs: 2000 };

export class RefusalHold {
  private readonly due = new WeakMap<object, number>();

  constructor(
    private readonly clock: Clock,
    private readonly options: RefusalHoldOptions = REFUSAL_HOLD,
  ) {}

  /** How long to hold the refusal of a request on `connection` now (ms). */
  holdMs(connection: object): number {
    const due = this.due.get(connection);
    const now = this.clock();
    if (due === undefined || due <= now) return this.options.baseMs;
    return Math.min(Math.max(due - now, this.options.baseMs), this.options.maxMs);
  }

  /** The refusal on `connection` was answered now with Retry-After `retryAfterS` seconds. */
  told(connection: object, retryAfterS: number): void {
    this.due.set(connection, this.clock() + Math.max(0, retryAfterS) * 1000);
  }
}
