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
import { checkSelection, understand, type IntakeInput, type Selection } from '../src/intake/understand';
import { DEEP_SAMPLES } from '../src/model/deep';
import { MODEL_CALL_TIMEOUT_MS, type DecisionModel } from '../src/model/provider';
import { lookupAgent } from '../src/store/agents';
import type { Db } from '../src/store/db';
import { recordDecision } from '../src/store/decisions';
import { findTools } from '../src/store/tools';
import { countDecision, reserveModelCall } from '../src/store/usage';
import { assessRequest, toolEnvOf, type ToolCallFacts } from '../src/toolcall/assess';
import type { EvaluateInput, IntakeView } from '../workflows/types';

export interface ActivityDeps {
  db: Db;
  modelFor: (settings: EnvSettings) => DecisionModel;
  now?: () => Date;
}

export interface Assessment {
  /** The request decided on: the caller's own, or on the intake path the one understood from the input. */
  request: EvaluateRequest;
  intakeView?: IntakeView;
  deterministic: PolicyResult[];
  modelWanted: boolean;
  budgetReached: boolean;
  /** What the proposed call does and its risk facts. */
  tool: ToolCallFacts;
}

const modelSignal = () => AbortSignal.any([Context.current().cancellationSignal, AbortSignal.timeout(MODEL_CALL_TIMEOUT_MS)]);

export function createActivities(deps: ActivityDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Intake with a remote model: it picks among the candidates code extracted (one call, 1.5 s). Ids that
     * are not candidates of the right kind count as not found. Past the monthly budget, code's own scoring
     * stands in for the model.
     */
    async selectCandidates(input: { envId: string; intake: IntakeInput; settings: EnvSettings }): Promise<Selection> {
      const provider = deps.modelFor(input.settings);
      if (!provider.select) return input.intake.scored;
      if (!(await reserveModelCall(deps.db, input.envId, now(), input.settings.monthly_budget))) return input.intake.scored;
      try {
        const raw = await provider.select(
          { candidates: input.intake.candidates, excerpt: input.intake.excerpt, subject: input.intake.mail?.subject ?? null },
          { signal: modelSignal() },
        );
        return checkSelection(raw, input.intake.candidates);
      } catch (err) {
        throw ApplicationFailure.nonRetryable(`${provider.name} intake model unavailable`, err instanceof Error ? err.name : 'Error');
      }
    },

    /** Facts from the store (daily count, registered agent, model budget) and every deterministic rule. */
    async assess(input: {
      envId: string;
      request: EvaluateRequest;
      settings: EnvSettings;
      actionTypes: ActionTypeInfo[];
      intake?: IntakeInput;
      selection?: Selection | 'unavailable';
    }): Promise<Assessment> {
      const { envId, settings } = input;
      const registry = new Registry(input.actionTypes);
      let request = input.request;
      let intakeView: IntakeView | undefined;
      let intakeFacts;
      // The catalogue entries of the proposed tools (one indexed query): an operator's entry outranks guesses.
      const names = input.intake?.toolCalls ? input.intake.toolCalls.calls.map((c) => c.name) : [input.request.action.type];
      const tools = await findTools(deps.db, envId, names);
      if (input.intake) {
        const u = understand(input.intake, input.selection ?? input.intake.scored, registry, {
          mode: input.request.options?.mode,
          toolEnv: toolEnvOf(settings),
          tools,
        });
        request = u.request;
        intakeFacts = u.facts;
        intakeView = { action: u.action, quality: u.quality, contradictions: u.facts.contradictions, language: u.language };
      }
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
      const contextBytes = input.intake ? input.intake.textBytes : Buffer.byteLength(JSON.stringify(request.context ?? null), 'utf8');
      const def = tools.find((t) => t.name === request.action.type) ?? null;
      const tool = assessRequest(request, toolEnvOf(settings), def, intakeFacts?.toolCall ?? undefined);
      const deterministic = evaluateDeterministic({
        tool,
        request,
        settings,
        registry,
        agent,
        dailyCapReached: daily.capReached,
        contextBytes,
        intake: intakeFacts,
      });
      const wanted = modelWanted(deterministic);
      // Deep mode asks a remote model several times, and each call is paid for.
      const calls = request.options?.mode === 'deep' && settings.model_provider !== 'builtin' ? DEEP_SAMPLES : 1;
      const budgetReached = wanted ? !(await reserveModelCall(deps.db, envId, at, settings.monthly_budget, calls)) : false;
      return { request, intakeView, deterministic, modelWanted: wanted, budgetReached, tool };
    },

    /** The one call to a decision model, bounded by the contract's 1.5 s. Any failure fails closed upstream. */
    async consultModel(input: {
      request: EvaluateRequest;
      settings: EnvSettings;
      actionTypes: ActionTypeInfo[];
      deterministic: PolicyResult[];
      tool?: ToolCallFacts;
    }): Promise<ModelAnswer> {
      const provider = deps.modelFor(input.settings);
      const evidence = prepareEvidence(input.request, input.settings, input.deterministic, new Registry(input.actionTypes), input.tool);
      try {
        return await provider.assess(evidence, { signal: modelSignal() });
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
        intake: input.intakeView,
        tool: input.tool,
      });
      // On the intake path the content kept is what was read (the visible text and mail headers), not the raw bytes.
      const body = input.intake ? { medium: input.intake.medium, text: input.intake.excerpt, mail: input.intake.mail } : input.request;
      return recordDecision(deps.db, {
        orgId: input.orgId,
        envId: input.envId,
        decision,
        actorName: input.request.actor.name,
        retention: input.settings.retention,
        content: { ...input.content, body },
      });
    },
  };
}
