// One proposed action, one short workflow. Deterministic code only: the I/O lives in activities.
// Errors are data here: a store failure becomes a result the API turns into 503, and a model failure
// becomes PROVIDER_UNAVAILABLE (or INTAKE_UNAVAILABLE) in the decision. Nothing retries into an allow.

import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { ModelOutcome } from '../src/domain/types';
import type { Selection } from '../src/intake/understand';
import type { EvaluateInput, EvaluateResult } from './types';

type Activities = ReturnType<typeof createActivities>;

const store = proxyLocalActivities<Activities>({
  startToCloseTimeout: '2s',
  // A brief store hiccup is retried; a store that stays down ends the run within a few seconds.
  retry: { initialInterval: '100ms', backoffCoefficient: 2, maximumInterval: '400ms', maximumAttempts: 3 },
});

const model = proxyActivities<Activities>({
  startToCloseTimeout: '1500ms',
  scheduleToCloseTimeout: '1500ms',
  retry: { maximumAttempts: 1 },
});

export async function evaluateDecision(input: EvaluateInput): Promise<EvaluateResult> {
  let selection: Selection | 'unavailable' | undefined;
  if (input.intake) {
    // The builtin provider's selection is code's own scoring, made with the candidates; remote models pick.
    // Tool calls are read as they are: there is nothing to pick.
    if (input.settings.model_provider === 'builtin' || input.intake.toolCalls) selection = input.intake.scored;
    else {
      try {
        selection = await model.selectCandidates({ envId: input.envId, intake: input.intake, settings: input.settings });
      } catch {
        selection = 'unavailable';
      }
    }
  }

  let assessed: Awaited<ReturnType<Activities['assess']>>;
  try {
    assessed = await store.assess({
      envId: input.envId,
      request: input.request,
      settings: input.settings,
      actionTypes: input.actionTypes,
      intake: input.intake,
      selection,
    });
  } catch {
    return { ok: false, error: 'store_unavailable' };
  }

  let outcome: ModelOutcome = { status: 'skipped' };
  if (assessed.modelWanted && !assessed.budgetReached) {
    try {
      const answer = await model.consultModel({
        request: assessed.request,
        settings: input.settings,
        actionTypes: input.actionTypes,
        deterministic: assessed.deterministic,
        tool: assessed.tool,
      });
      outcome = { status: 'answered', answer };
    } catch (err) {
      outcome = { status: 'unavailable', reason: err instanceof Error ? err.message : 'model failed' };
    }
  }

  try {
    const decision = await store.record({ ...input, ...assessed, model: outcome });
    return { ok: true, decision };
  } catch {
    return { ok: false, error: 'store_unavailable' };
  }
}
