import type { Evidence } from '../domain/evidence';
import type { ModelAnswer } from '../domain/types';

/** The per-call limit of the contract. The activity enforces it too; providers abort their own I/O. */
export const MODEL_CALL_TIMEOUT_MS = 1500;

export interface ModelRequestOptions {
  signal: AbortSignal;
}

export interface DecisionModel {
  readonly name: string;
  assess(evidence: Evidence, opts: ModelRequestOptions): Promise<ModelAnswer>;
}

/** An answer the service cannot use: wrong shape, out of range, refused. Always fails closed. */
export class UnusableAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableAnswerError';
  }
}
