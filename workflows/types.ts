import type { ActionTypeInfo } from '../src/domain/registry';
import type { EnvSettings } from '../src/domain/settings';
import type { Decision, EvaluateRequest } from '../src/domain/types';
import type { RecordedRef } from '../src/domain/recorded';
import type { IntakeInput } from '../src/intake/understand';
import type { StoredShadow } from '../src/decision/shadow';

export type { IntakeView } from '../src/decision/core';
export type { RecordedRef };

export interface EvaluateInput {
  decisionId: string;
  orgId: string;
  envId: string;
  /** The API key that asked (its id): the `key` scope of the session and window rules. Absent in runs before 0.7.0. */
  keyId?: string;
  /** The caller's version-1 request (the structured path); absent on the intake path, where it is understood from `intake`. */
  request?: EvaluateRequest;
  settings: EnvSettings;
  /** The environment's own action types, widening the built-in registry. */
  actionTypes: ActionTypeInfo[];
  /** Set on the intake path: what was read and the candidates code found in it. */
  intake?: IntakeInput;
  /** Epoch milliseconds when the API received the request; latency_ms is measured from here. */
  receivedAt: number;
  /**
   * Epoch milliseconds: the decision's one deadline. Every activity timeout of the run is what is left of
   * it, the record step commits nothing after it, and the caller stops waiting a grace period later.
   */
  deadline: number;
  content: { mediaType: string; bytes: number };
  /** The environment's shadow candidate (shadow mode): decided beside the live decision, never changing it. */
  shadow?: StoredShadow;
}

/** A decision run's result. */
export type RunResult =
  | { ok: true; recorded: RecordedRef }
  /** Runs started before the reference (2026-11-27) returned the whole decision; their steps too. */
  | { ok: true; decision: Decision }
  /** Nothing was recorded and nothing will be: the store failed, or the deadline passed first. */
  | { ok: false; error: 'store_unavailable' };

/** What a decision's caller is given: the recorded decision, or store_unavailable. */
export type EvaluateResult =
  | { ok: true; decision: Decision }
  /** Nothing was recorded and nothing will be: the store failed, or the deadline passed first. */
  | { ok: false; error: 'store_unavailable' };

/** The signal that wakes an approval run (workflows/approval.ts) after a verdict resolved its approval. */
export const VERDICT_SIGNAL = 'verdict';
