import type { Decision, Outcome } from './types';

/**
 * What a decision run returns and its steps hand back: which decision was recorded and how it came out. The
 * decision itself (about 8 KB: its policy results, scores and action) is in the store, and the worker hands it
 * to an API of its own process at the commit; it does not travel through the run's payloads (each one
 * serialised, encrypted and sent to the Temporal server: see docs/performance.md, fifth round).
 */
export interface RecordedRef {
  decision_id: string;
  decision: Outcome;
  reason_codes: string[];
}

/** The reference of a recorded decision. */
export const refOf = (d: Pick<Decision, 'decision_id' | 'decision' | 'reason_codes'>): RecordedRef => ({ decision_id: d.decision_id, decision: d.decision, reason_codes: d.reason_codes });
