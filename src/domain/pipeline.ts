// The decision pipeline in one process, without the store or Temporal: the same rules, evidence, model call
// and composition the evaluate workflow runs, with the store's facts (counters, registered agents) passed
// in. Used by the evaluation script; the service itself runs these steps as workflow activities.

import type { DecisionModel } from '../model/provider';
import { MODEL_CALL_TIMEOUT_MS } from '../model/provider';
import { composeDecision } from './decide';
import { prepareEvidence } from './evidence';
import { BUILTIN_REGISTRY, type Registry } from './registry';
import { evaluateDeterministic, modelWanted, type AgentFacts } from './rules';
import type { EnvSettings } from './settings';
import type { Decision, EvaluateRequest, ModelOutcome } from './types';
import { assessRequest, toolEnvOf } from '../toolcall/assess';
import type { ToolDefinition } from '../toolcall/types';

export interface InProcessInput {
  request: EvaluateRequest;
  settings: EnvSettings;
  model: DecisionModel;
  registry?: Registry;
  agent?: AgentFacts;
  dailyCapReached?: boolean;
  budgetReached?: boolean;
  decisionId?: string;
  now?: Date;
  /** The catalogue entry of the request's tool, if the environment has one. */
  tool?: ToolDefinition | null;
}

export async function decideInProcess(input: InProcessInput): Promise<Decision> {
  const registry = input.registry ?? BUILTIN_REGISTRY;
  const { request, settings } = input;
  const started = Date.now();
  const tool = assessRequest(request, toolEnvOf(settings), input.tool ?? null);
  const deterministic = evaluateDeterministic({
    tool,
    request,
    settings,
    registry,
    agent: input.agent ?? { governed: false, registered: false, types: [] },
    dailyCapReached: input.dailyCapReached ?? false,
    contextBytes: Buffer.byteLength(JSON.stringify(request.context ?? null), 'utf8'),
  });
  const wanted = modelWanted(deterministic);
  const budgetReached = wanted && (input.budgetReached ?? false);
  let model: ModelOutcome = { status: 'skipped' };
  if (wanted && !budgetReached) {
    try {
      const answer = await input.model.assess(prepareEvidence(request, settings, deterministic, registry, tool), {
        signal: AbortSignal.timeout(MODEL_CALL_TIMEOUT_MS),
      });
      model = { status: 'answered', answer };
    } catch (err) {
      model = { status: 'unavailable', reason: err instanceof Error ? err.name : 'Error' };
    }
  }
  const now = input.now ?? new Date();
  return composeDecision({
    decisionId: input.decisionId ?? 'dec_00000000000000000000000000',
    request,
    settings,
    registry,
    deterministic,
    modelWanted: wanted,
    budgetReached,
    model,
    createdAt: now,
    latencyMs: Date.now() - started,
    tool,
  });
}
