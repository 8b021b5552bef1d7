import type { ActionTypeInfo } from '../src/domain/registry';
import type { EnvSettings } from '../src/domain/settings';
import type { Decision, EvaluateRequest } from '../src/domain/types';

export interface EvaluateInput {
  decisionId: string;
  orgId: string;
  envId: string;
  request: EvaluateRequest;
  settings: EnvSettings;
  /** The environment's own action types, widening the built-in registry. */
  actionTypes: ActionTypeInfo[];
  /** Epoch milliseconds when the API received the request; latency_ms is measured from here. */
  receivedAt: number;
  content: { mediaType: string; bytes: number };
}

export type EvaluateResult = { ok: true; decision: Decision } | { ok: false; error: 'store_unavailable' };
