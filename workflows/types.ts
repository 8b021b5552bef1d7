import type { ActionTypeInfo } from '../src/domain/registry';
import type { EnvSettings } from '../src/domain/settings';
import type { ActionSummary, Decision, EvaluateRequest } from '../src/domain/types';
import type { IntakeInput } from '../src/intake/understand';

export interface EvaluateInput {
  decisionId: string;
  orgId: string;
  envId: string;
  /** The caller's version-1 request; on the intake path, what code's own scoring understood (the model may choose otherwise). */
  request: EvaluateRequest;
  settings: EnvSettings;
  /** The environment's own action types, widening the built-in registry. */
  actionTypes: ActionTypeInfo[];
  /** Set on the intake path: what was read and the candidates code found in it. */
  intake?: IntakeInput;
  /** Epoch milliseconds when the API received the request; latency_ms is measured from here. */
  receivedAt: number;
  content: { mediaType: string; bytes: number };
}

/** How an intake request was understood, for the decision's `action` and `intake` fields. */
export interface IntakeView {
  action: ActionSummary;
  quality: Record<string, number>;
  contradictions: string[];
  language: string | null;
}

export type EvaluateResult = { ok: true; decision: Decision } | { ok: false; error: 'store_unavailable' };
