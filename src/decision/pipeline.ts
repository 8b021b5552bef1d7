// The decision pipeline in one process, without the store or Temporal: the decision core (core.ts) the
// evaluate workflow's activities run, with the store's facts (counters, registered agents) passed in. Used
// by the evaluation scripts; test/integration/decision-core.test.ts proves it answers the golden cases as
// the service does.

import type { IntakeInput, Selection } from '../intake/understand';
import type { DecisionModel } from '../model/provider';
import { MODEL_CALL_TIMEOUT_MS } from '../model/provider';
import { askModel, finish, fromIntake, judge, NO_AGENT_FACTS, structured } from './core';
import { BUILTIN_REGISTRY, type Registry } from '../domain/registry';
import type { AgentFacts } from './rules';
import type { EnvSettings } from '../domain/settings';
import type { Decision, EvaluateRequest, ModelOutcome } from '../domain/types';
import type { ToolDefinition } from '../toolcall/types';

export interface InProcessInput {
  /** The structured path's request; or `intake` (with an optional selection) for the intake path. */
  request?: EvaluateRequest;
  intake?: IntakeInput;
  selection?: Selection | 'unavailable';
  settings: EnvSettings;
  model: DecisionModel;
  registry?: Registry;
  agent?: AgentFacts;
  dailyCapReached?: boolean;
  budgetReached?: boolean;
  decisionId?: string;
  now?: Date;
  /** The environment's catalogue entries of the proposed tools. */
  tools?: ToolDefinition[];
}

export async function decideInProcess(input: InProcessInput): Promise<Decision> {
  const registry = input.registry ?? BUILTIN_REGISTRY;
  const { settings } = input;
  const receivedAt = Date.now();
  let understanding;
  const catalogue = input.tools ?? [];
  if (input.intake) understanding = fromIntake(input.intake, input.selection ?? input.intake.scored, registry, undefined, { settings, catalogue });
  else if (input.request) understanding = structured(input.request);
  else throw new Error('decideInProcess needs a request or an intake input');
  const judgement = judge(understanding, settings, registry, {
    agent: input.agent ?? NO_AGENT_FACTS,
    dailyCapReached: input.dailyCapReached ?? false,
    tools: catalogue,
  });
  const budgetReached = judgement.modelWanted && (input.budgetReached ?? false);
  let model: ModelOutcome = { status: 'skipped' };
  if (judgement.modelWanted && !budgetReached) {
    model = await askModel(input.model, understanding, settings, registry, judgement, AbortSignal.timeout(MODEL_CALL_TIMEOUT_MS));
  }
  const now = input.now ?? new Date();
  return finish({
    decisionId: input.decisionId ?? 'dec_00000000000000000000000000',
    understanding,
    settings,
    registry,
    judgement,
    budgetReached,
    model,
    createdAt: now,
    receivedAt: input.now ? now.getTime() - (Date.now() - receivedAt) : receivedAt,
  });
}
