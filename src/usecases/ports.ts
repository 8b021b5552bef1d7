// What the use cases need from the decision engine, as interfaces: the runtime (src/runtime/evaluator.ts)
// implements them on Temporal, and the use cases and the API name only these.

import type { EvaluateInput, EvaluateResult } from '../../workflows/types';

/** Called when the run starts waiting on a remote model; the function returned is called when it ends. */
export type ModelWaitHook = () => () => void;

export type DecisionRequest = Omit<EvaluateInput, 'deadline'>;

/** What the caller of a decision is told while its run goes on (in this process's own worker only). */
export interface EvaluateHooks {
  /** The run waits on a remote model (start; the function returned: end). */
  modelWait?: ModelWaitHook;
  /** Settles once the caller has been answered: until then (briefly) this process's worker lets the answer go first. */
  responded?: Promise<unknown>;
}

export interface Evaluator {
  /** The recorded decision, or store_unavailable when nothing was (and nothing will be) recorded. */
  evaluate(input: DecisionRequest, hooks?: EvaluateHooks): Promise<EvaluateResult>;
}
