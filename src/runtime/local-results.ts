// Decisions recorded by this process's worker, handed to this process's API waiting for them. With eager
// start the run of a decision executes on the worker of the process that received the request; its record
// step calls `recorded()` right after the commit, so the API can answer without waiting for the run's
// completion to travel through the Temporal server and back (the result long-poll). The run's own result
// stays the answer when the run executes elsewhere (another worker process). The same way, the worker tells
// the waiting request when its run starts and ends waiting on a remote model, so that the API's admission
// control can set the request aside meanwhile (src/runtime/admission.ts).

import type { Decision } from '../domain/types';

/** Called when the run starts waiting on a remote model; returns what to call when the wait ends. */
export type ModelWaitHook = () => () => void;

interface Waiter {
  resolve: (d: Decision) => void;
  modelWait?: ModelWaitHook;
}

export class LocalResults {
  // Concurrent requests with one Idempotency-Key share a decision id: each waits on its own.
  private readonly waiting = new Map<string, Set<Waiter>>();

  /** A promise of the decision with this id once this process records it; `cancel()` when no longer needed. */
  wait(decisionId: string, hooks: { modelWait?: ModelWaitHook } = {}): { decision: Promise<Decision>; cancel: () => void } {
    let resolve!: (d: Decision) => void;
    const decision = new Promise<Decision>((r) => (resolve = r));
    const waiter: Waiter = { resolve, modelWait: hooks.modelWait };
    let set = this.waiting.get(decisionId);
    if (!set) this.waiting.set(decisionId, (set = new Set()));
    set.add(waiter);
    const cancel = () => {
      set.delete(waiter);
      if (set.size === 0 && this.waiting.get(decisionId) === set) this.waiting.delete(decisionId);
    };
    return { decision, cancel };
  }

  /** Called by the record step after the commit. */
  recorded(decision: Decision): void {
    const set = this.waiting.get(decision.decision_id);
    if (!set) return;
    this.waiting.delete(decision.decision_id);
    for (const w of set) w.resolve(decision);
  }

  /** Called by a step when it starts waiting on a remote model; the function returned, when the wait ends. */
  modelWait(decisionId: string): () => void {
    const ends = [...(this.waiting.get(decisionId) ?? [])].flatMap((w) => (w.modelWait ? [w.modelWait()] : []));
    return () => {
      for (const end of ends) end();
    };
  }

  /** Decision ids waited on now. */
  get size(): number {
    return this.waiting.size;
  }
}
