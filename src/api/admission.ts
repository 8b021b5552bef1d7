// Admission control in front of the decision runs: at most `limit` decisions of this process are in flight;
// the next one is turned away at once (429 `overloaded`, Retry-After) instead of queueing behind the others
// until everyone's deadline has passed. Past capacity, every admitted request keeps its latency and every
// other one learns within milliseconds that it should come back.
//
// A decision waiting on a remote model uses no engine capacity (it holds a socket and a local activity slot,
// not CPU, the store or Temporal): while it waits it is set aside, its slot free for the next request, as
// long as at most `modelWaits` decisions are set aside at once (the worker's local activity slots the
// in-flight decisions do not need). Past that, a waiting decision keeps its slot, as if the wait were work.

/** One admitted request. */
export interface Ticket {
  /** Ends the admission; called once the request is answered (further calls do nothing). */
  release(): void;
  /**
   * The decision is waiting on a remote model: frees its slot when there is room among the model waits.
   * Returns the function that takes the slot back once the model has answered (it never refuses).
   */
  aside(): () => void;
}

export class Admission {
  private inFlight = 0;
  private waiting = 0;
  private turnedAway = 0;

  /**
   * @param limit decisions in flight at once (GATEHOUSE_MAX_IN_FLIGHT)
   * @param modelWaits decisions that may be set aside at once while a remote model thinks (0: none)
   */
  constructor(
    readonly limit: number,
    readonly modelWaits = 0,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`admission limit must be a positive integer, got ${limit}`);
    if (!Number.isInteger(modelWaits) || modelWaits < 0) throw new Error(`model waits must be a non-negative integer, got ${modelWaits}`);
  }

  /** A ticket when admitted (release it once the request is answered), else null: answer 429 at once. */
  tryEnter(): Ticket | null {
    if (this.inFlight >= this.limit) {
      this.turnedAway++;
      return null;
    }
    this.inFlight++;
    let state: 'in' | 'aside' | 'done' = 'in';
    return {
      release: () => {
        if (state === 'in') this.inFlight--;
        else if (state === 'aside') this.waiting--;
        state = 'done';
      },
      aside: () => {
        if (state !== 'in' || this.waiting >= this.modelWaits) return () => undefined;
        state = 'aside';
        this.inFlight--;
        this.waiting++;
        return () => {
          if (state !== 'aside') return;
          state = 'in';
          this.waiting--;
          this.inFlight++;
        };
      },
    };
  }

  get stats(): { inFlight: number; limit: number; modelWaits: number; waiting: number; turnedAway: number } {
    return { inFlight: this.inFlight, limit: this.limit, modelWaits: this.modelWaits, waiting: this.waiting, turnedAway: this.turnedAway };
  }
}

/** Seconds a turned-away caller is asked to wait: a decision run lasts well under a second. */
export const OVERLOAD_RETRY_AFTER_S = 1;
