// Decisions recorded by this process's worker, handed to this process's API waiting for them. With eager
// start the run of a decision executes on the worker of the process that received the request; its record
// step calls `recorded()` right after the commit, so the API can answer without waiting for the run's
// completion to travel through the Temporal server and back (the result long-poll). The run's own result
// stays the answer when the run executes elsewhere (another worker process).

import type { Decision } from '../domain/types';

export class LocalResults {
  // Concurrent requests with one Idempotency-Key share a decision id: each waits on its own.
  private readonly waiting = new Map<string, Set<(d: Decision) => void>>();

  /** A promise of the decision with this id once this process records it; `cancel()` when no longer needed. */
  wait(decisionId: string): { decision: Promise<Decision>; cancel: () => void } {
    let resolve!: (d: Decision) => void;
    const decision = new Promise<Decision>((r) => (resolve = r));
    let set = this.waiting.get(decisionId);
    if (!set) this.waiting.set(decisionId, (set = new Set()));
    set.add(resolve);
    const cancel = () => {
      set.delete(resolve);
      if (set.size === 0 && this.waiting.get(decisionId) === set) this.waiting.delete(decisionId);
    };
    return { decision, cancel };
  }

  /** Called by the record step after the commit. */
  recorded(decision: Decision): void {
    const set = this.waiting.get(decision.decision_id);
    if (!set) return;
    this.waiting.delete(decision.decision_id);
    for (const resolve of set) resolve(decision);
  }

  /** Decision ids waited on now. */
  get size(): number {
    return this.waiting.size;
  }
}
