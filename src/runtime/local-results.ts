// Decisions recorded by this process's worker, handed to this process's API waiting for them. With eager
// start the run of a decision executes on the worker of the process that received the request; its record
// step calls `recorded()` right after the commit, so the API can answer without waiting for the run's
// completion to travel through the Temporal server and back (the result long-poll). The run's own result
// stays the answer when the run executes elsewhere (another worker process). The same way, the worker tells
// the waiting request when its run starts and ends waiting on a remote model, so that the API's admission
// control can set the request aside meanwhile (src/api/admission.ts).

import { pause } from '../lib/timers';
import type { Decision } from '../domain/types';
import type { FirstFacts } from '../store/facts';

import type { ModelWaitHook } from '../usecases/ports';

export type { ModelWaitHook };

interface Waiter {
  resolve: (d: Decision) => void;
  modelWait?: ModelWaitHook;
  /** Settles once the caller has been answered (or has gone). */
  responded?: Promise<unknown>;
}

/**
 * The longest the record step holds back its own completion for the answer to go out first: long enough for
 * a response to be signed and written, short enough that a stuck caller never keeps a run from finishing.
 */
export const ANSWER_FIRST_MAX_MS = 50;

export class LocalResults {
  // Concurrent requests with one Idempotency-Key share a decision id: each waits on its own.
  private readonly waiting = new Map<string, Set<Waiter>>();
  // Facts the API read while the run was starting, taken (once) by the run's first decide step.
  private readonly facts = new Map<string, Promise<FirstFacts>>();

  /**
   * Facts the API reads while the run starts, for the run's decide step to take; removed by `dropFacts` once
   * the request is answered, whether or not the step took them (its run went to another worker, say).
   */
  prefetch(decisionId: string, facts: Promise<FirstFacts>): void {
    // Never unhandled: a failed read is the step's cue to read for itself.
    facts.catch(() => undefined);
    this.facts.set(decisionId, facts);
  }

  /** The facts read for this decision, once: a later attempt of the step reads afresh. */
  takeFacts(decisionId: string): Promise<FirstFacts> | undefined {
    const f = this.facts.get(decisionId);
    this.facts.delete(decisionId);
    return f;
  }

  dropFacts(decisionId: string): void {
    this.facts.delete(decisionId);
  }

  /** A promise of the decision with this id once this process records it; `cancel()` when no longer needed. */
  wait(decisionId: string, hooks: { modelWait?: ModelWaitHook; responded?: Promise<unknown> } = {}): { decision: Promise<Decision>; cancel: () => void } {
    let resolve!: (d: Decision) => void;
    const decision = new Promise<Decision>((r) => (resolve = r));
    const waiter: Waiter = { resolve, modelWait: hooks.modelWait, responded: hooks.responded };
    let set = this.waiting.get(decisionId);
    if (!set) this.waiting.set(decisionId, (set = new Set()));
    set.add(waiter);
    const cancel = () => {
      set.delete(waiter);
      if (set.size === 0 && this.waiting.get(decisionId) === set) this.waiting.delete(decisionId);
    };
    return { decision, cancel };
  }

  /**
   * Called by the record step after the commit. Settles once the callers waiting for this decision have been
   * answered (at most ANSWER_FIRST_MAX_MS): the record step awaits it, so that the answer is signed and
   * written before this process's worker spends its turn finishing the run (the run's result, which nobody
   * here waits for, can wait a millisecond; the caller should not).
   */
  recorded(decision: Decision): Promise<void> {
    const set = this.waiting.get(decision.decision_id);
    if (!set) return Promise.resolve();
    this.waiting.delete(decision.decision_id);
    const responded: Promise<unknown>[] = [];
    for (const w of set) {
      w.resolve(decision);
      if (w.responded) responded.push(w.responded);
    }
    if (responded.length === 0) return Promise.resolve();
    const answered = new AbortController();
    // (With a reason: abort() without one builds a DOMException and its stack trace, on every decision.)
    void Promise.allSettled(responded).then(() => answered.abort('answered'));
    return pause(ANSWER_FIRST_MAX_MS, answered.signal);
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
