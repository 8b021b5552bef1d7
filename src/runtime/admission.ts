// Admission control in front of the decision runs: at most `limit` decisions of this process are in flight;
// the next one is turned away at once (429 `overloaded`, Retry-After) instead of queueing behind the others
// until everyone's deadline has passed. Past capacity, every admitted request keeps its latency and every
// other one learns within milliseconds that it should come back.

export class Admission {
  private inFlight = 0;
  private turnedAway = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission limit must be a positive integer, got ${limit}`);
  }

  /** A release function when admitted (call it once when the request is answered), else null. */
  tryEnter(): (() => void) | null {
    if (this.inFlight >= this.limit) {
      this.turnedAway++;
      return null;
    }
    this.inFlight++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight--;
    };
  }

  get stats(): { inFlight: number; limit: number; turnedAway: number } {
    return { inFlight: this.inFlight, limit: this.limit, turnedAway: this.turnedAway };
  }
}

/** Seconds a turned-away caller is asked to wait: a decision run lasts well under a second. */
export const OVERLOAD_RETRY_AFTER_S = 1;
