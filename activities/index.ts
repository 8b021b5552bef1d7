// All I/O of the evaluate workflow. createActivities(deps) takes its dependencies so tests and the
// service wire the same code to their own store, models and clock.

import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { composeDecision } from '../src/domain/decide';
import { prepareEvidence } from '../src/domain/evidence';
import { Registry, type ActionTypeInfo } from '../src/domain/registry';
import { evaluateDeterministic, modelWanted, type AgentFacts } from '../src/domain/rules';
import type { EnvSettings } from '../src/domain/settings';
import type { Decision, EvaluateRequest, ModelAnswer, ModelOutcome, PolicyResult } from '../src/domain/types';
import { DEEP_SAMPLES } from '../src/model/deep';
import { MODEL_CALL_TIMEOUT_MS, type DecisionModel } from '../src/model/provider';
import { lookupAgent } from '../src/store/agents';
import type { Db } from '../src/store/db';
import { recordDecision } from '../src/store/decisions';
import { countDecision, reserveModelCall } from '../src/store/usage';
import type { EvaluateInput } from '../workflows/types';

export interface ActivityDeps {
  db: Db;
  modelFor: (settings: EnvSettings) => DecisionModel;
  now?: () => Date;
}

export interface Assessment {
  deterministic: PolicyResult[];
  modelWanted: boolean;
  budgetReached: boolean;
}

export function createActivities(deps: ActivityDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Facts from the store (daily count, registered agent, model budget) and every deterministic rule. */
    async assess(input: { envId: string; request: EvaluateRequest; settings: EnvSettings; actionTypes: ActionTypeInfo[] }): Promise<Assessment> {
      const { envId, request, settings } = input;
      const registry = new Registry(input.actionTypes);
      const at = now();
      const daily = await countDecision(deps.db, envId, at, settings.daily_cap);
      let agent: AgentFacts = { governed: false, registered: false, types: [] };
      if (settings.agents_mode !== 'off') {
        const found = await lookupAgent(deps.db, envId, request.actor.name);
        agent = {
          governed: settings.agents_mode === 'enforce' || found.anyRegistered,
          registered: found.types !== null,
          types: found.types ?? [],
        };
      }
      const contextBytes = Buffer.byteLength(JSON.stringify(request.context ?? null), 'utf8');
      const deterministic = evaluateDeterministic({ request, settings, registry, agent, dailyCapReached: daily.capReached, contextBytes });
      const wanted = modelWanted(deterministic);
      // Deep mode asks a remote model several times, and each call is paid for.
      const calls = request.options?.mode === 'deep' && settings.model_provider !== 'builtin' ? DEEP_SAMPLES : 1;
      const budgetReached = wanted ? !(await reserveModelCall(deps.db, envId, at, settings.monthly_budget, calls)) : false;
      return { deterministic, modelWanted: wanted, budgetReached };
    },

    /** The one call to a decision model, bounded by the contract's 1.5 s. Any failure fails closed upstream. */
    async consultModel(input: {
      request: EvaluateRequest;
      settings: EnvSettings;
      actionTypes: ActionTypeInfo[];
      deterministic: PolicyResult[];
    }): Promise<ModelAnswer> {
      const provider = deps.modelFor(input.settings);
      const evidence = prepareEvidence(input.request, input.settings, input.deterministic, new Registry(input.actionTypes));
      const signal = AbortSignal.any([Context.current().cancellationSignal, AbortSignal.timeout(MODEL_CALL_TIMEOUT_MS)]);
      try {
        return await provider.assess(evidence, { signal });
      } catch (err) {
        // Only the kind of failure travels on; the provider's message may quote the request.
        throw ApplicationFailure.nonRetryable(`${provider.name} model unavailable`, err instanceof Error ? err.name : 'Error');
      }
    },

    /** Composes the decision and commits it; the workflow answers only after this returns. */
    async record(input: EvaluateInput & Assessment & { model: ModelOutcome }): Promise<Decision> {
      const at = now();
      const decision = composeDecision({
        decisionId: input.decisionId,
        request: input.request,
        settings: input.settings,
        registry: new Registry(input.actionTypes),
        deterministic: input.deterministic,
        modelWanted: input.modelWanted,
        budgetReached: input.budgetReached,
        model: input.model,
        createdAt: at,
        latencyMs: at.getTime() - input.receivedAt,
      });
      return recordDecision(deps.db, {
        orgId: input.orgId,
        envId: input.envId,
        decision,
        actorName: input.request.actor.name,
        retention: input.settings.retention,
        content: { ...input.content, body: input.request },
      });
    },
  };
}
