// Prepared evidence: what a decision model is shown. Facts are computed here by code; the caller's own
// words travel separately as untrusted data, never mixed into the instructions.

import type { Registry } from './registry';
import type { EnvSettings } from './settings';
import type { EvaluateRequest, PolicyResult, ToolCallFacts } from './types';

export interface Evidence {
  facts: {
    action_type: string;
    action_type_known: boolean;
    categories: string[];
    amount: number | null;
    currency: string | null;
    amount_above_refund_limit: boolean | null;
    target: string | null;
    actor_name: string;
    actor_type: string;
    rules_matched: string[];
    /** What the call does, computed in code; empty for evidence prepared without it. */
    effects: string[];
    /** Whether the user's request explains the call's changes (null: no request in the context). */
    explained: boolean | null;
    /** Risk facts found in the call's arguments and history: codes and what was found. */
    risk_facts: { code: string; detail: string }[];
  };
  /** Untrusted text supplied by the caller: description, parameters and context. */
  untrusted: {
    description: string | null;
    parameters: unknown;
    context: unknown;
  };
  mode: 'standard' | 'deep';
}

export function prepareEvidence(
  request: EvaluateRequest,
  settings: EnvSettings,
  deterministic: PolicyResult[],
  registry: Registry,
  tool?: ToolCallFacts | null,
): Evidence {
  const { action, actor } = request;
  const info = registry.lookup(action.type);
  const amount = action.amount ?? null;
  return {
    facts: {
      action_type: action.type,
      action_type_known: info !== undefined,
      categories: info?.categories ?? [],
      amount,
      currency: action.currency ?? null,
      amount_above_refund_limit: registry.hasCategory(action.type, 'refund') && amount !== null ? amount > settings.refund_review_limit : null,
      target: action.target ?? null,
      actor_name: actor.name,
      actor_type: actor.type ?? 'ai_agent',
      rules_matched: deterministic.filter((r) => r.matched && r.effect !== 'allow').map((r) => r.reason_code),
      effects: tool?.effects ?? [],
      // Registry types keep the judgement they always had; the comparison is for the caller's own tools.
      explained: tool && info === undefined ? tool.explained : null,
      risk_facts: (tool?.facts ?? []).map((f) => ({ code: f.code, detail: f.detail })),
    },
    untrusted: {
      description: action.description ?? null,
      parameters: action.parameters ?? null,
      context: request.context ?? null,
    },
    mode: request.options?.mode ?? 'standard',
  };
}

/** Every string in a JSON value, in document order. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) (out.push(k), stringsOf(v, out));
  return out;
}
