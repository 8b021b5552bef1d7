import type { Evidence } from '../domain/evidence';
import type { ModelAnswer } from '../domain/types';
import type { SelectionTask } from './selection';

/** The per-call limit of the contract. The activity enforces it too; providers abort their own I/O. */
export const MODEL_CALL_TIMEOUT_MS = 1500;

export interface ModelRequestOptions {
  signal: AbortSignal;
}

export interface DecisionModel {
  readonly name: string;
  assess(evidence: Evidence, opts: ModelRequestOptions): Promise<ModelAnswer>;
  /**
   * Intake: picks candidate ids (unchecked; the caller keeps only ids of the right kind). Models without
   * it (builtin) leave selection to code's deterministic scoring.
   */
  select?(task: SelectionTask, opts: ModelRequestOptions): Promise<Record<string, unknown>>;
}

/** An answer the service cannot use: wrong shape, out of range, refused. Always fails closed. */
export class UnusableAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableAnswerError';
  }
}
