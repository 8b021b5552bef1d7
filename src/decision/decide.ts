// Turns rule results and the model's outcome into the contract's Decision. Pure: the clock and the ids
// are passed in, so the same inputs always give the same answer.

import { stringsOf } from '../domain/evidence';
import { detectLanguage } from '../domain/language';
import { computeRisk, zeroSemantic } from '../domain/risk';
import { budgetResult, evaluateModelAnswer, outcomeOf, providerResult } from './rules';
import type { Registry } from '../domain/registry';
import type { EnvSettings } from '../domain/settings';
import type { ToolCallFacts } from '../toolcall/assess';
import { actionHash } from '../domain/action-hash';
import type { ActionSummary, Decision, EvaluateRequest, MissingDetail, ModelOutcome, PolicyResult } from '../domain/types';

const MISSING_REASONS: Record<string, (req: EvaluateRequest) => string> = {
  'action.amount': (req) => `a money-moving action (${req.action.type}) needs the amount it moves`,
  'action.type': () => 'no action type could be read from the input; name it (or send X-Gatehouse-Action-Hint)',
  'actor.name': () => 'the input does not say which agent proposes this; name it (or send X-Gatehouse-Agent)',
  'action.target': () => 'the input does not say which record the action is about; name it (or send X-Gatehouse-Resource-Hint)',
};

export interface ComposeInput {
  decisionId: string;
  request: EvaluateRequest;
  settings: EnvSettings;
  registry: Registry;
  deterministic: PolicyResult[];
  modelWanted: boolean;
  budgetReached: boolean;
  model: ModelOutcome;
  createdAt: Date;
  latencyMs: number;
  /** What the proposed call does (src/toolcall/assess.ts). */
  tool?: ToolCallFacts | null;
  /** On the intake path: how the input was understood. */
  intake?: { action: ActionSummary; quality: Record<string, number>; contradictions: string[]; language: string | null };
}

function summaryOf(input: ComposeInput): ActionSummary {
  const { action } = input.request;
  const tool = input.tool ?? null;
  const base = input.intake?.action ?? {
    type: action.type,
    identified: true,
    confidence: 1.0,
    amount: action.amount ?? null,
    currency: action.currency ?? null,
    target: action.target ?? null,
  };
  return {
    ...base,
    // A tool call's amount, currency and target may sit in its arguments.
    amount: base.amount ?? tool?.amount ?? null,
    currency: base.currency ?? tool?.currency ?? null,
    target: base.target ?? tool?.target ?? null,
    effects: tool?.effects ?? [],
    tool_call: tool && input.registry.lookup(action.type) === undefined ? tool.call : null,
  };
}

/** Every rule's result: the deterministic ones, the budget's, the provider's and the model answer's under the settings. */
export function policyResults(input: Pick<ComposeInput, 'deterministic' | 'modelWanted' | 'budgetReached' | 'model' | 'settings'>): PolicyResult[] {
  const { model } = input;
  const results: PolicyResult[] = [...input.deterministic, budgetResult(input.modelWanted, input.budgetReached)];
  if (model.status !== 'skipped') results.push(providerResult(model.status === 'unavailable'));
  if (model.status === 'answered') results.push(...evaluateModelAnswer(model.answer, input.settings));
  return results;
}

export function composeDecision(input: ComposeInput): Decision {
  const { request, settings, model } = input;
  const results = policyResults(input);

  const matched = results.filter((r) => r.matched && r.effect !== 'allow');
  const reasonCodes = [...new Set(matched.map((r) => r.reason_code))];
  const missing = [...new Set(matched.flatMap((r) => r.missing ?? []))];
  const missingDetails: MissingDetail[] = missing.map((field) => ({
    field,
    reason: MISSING_REASONS[field]?.(request) ?? 'needed to decide',
  }));
  const semantic = model.status === 'answered' ? model.answer.semantic : zeroSemantic();
  const lang = input.intake?.language ?? request.options?.language;
  const action = summaryOf(input);

  return {
    decision_id: input.decisionId,
    decision: outcomeOf(results),
    confidence: model.status === 'answered' ? model.answer.confidence : 1.0,
    reason_codes: reasonCodes,
    risk: computeRisk(request, settings, semantic, input.registry, input.tool?.effects),
    semantic,
    policy_results: results,
    language: lang && lang !== 'auto' ? lang : detectLanguage(stringsOf([request.action.description, request.context]).join(' ')),
    latency_ms: Math.max(0, Math.round(input.latencyMs)),
    created_at: input.createdAt.toISOString(),
    missing,
    missing_details: missingDetails,
    policy_version: settings.policy_version,
    action,
    action_hash: actionHash({ ...action, parameters: request.action.parameters }),
    intake: input.intake
      ? { path: 'intake', version: 'v1', input_quality: input.intake.quality, contradictions: input.intake.contradictions }
      : { path: 'structured', version: 'v1', input_quality: {}, contradictions: [] },
    review: null,
  };
}
