// A stored decision decided again under candidate settings and catalogue entries (issue 28: backtests and
// shadow mode). The production decision core (core.ts: structured → judge → the model → finish), pure: no
// store, no recording, no model budget, no approvals, no clock; the builtin model in process unless another
// is passed in. Only decisions of the structured path whose request was kept (retention `full`, within its
// 30 days) can be decided again: see `replayableRequest`.

import type { AgentFacts } from './rules';
import { finish, judge, NO_AGENT_FACTS, structured, type Judgement, type Understanding } from './core';
import { policyResults } from './decide';
import { outcomeOf } from './rules';
import { prepareEvidence, type Evidence } from '../domain/evidence';
import type { Registry } from '../domain/registry';
import type { EnvSettings } from '../domain/settings';
import type { Decision, EvaluateRequest, ModelOutcome, Outcome, PolicyResult } from '../domain/types';
import { BuiltinModel } from '../model/builtin';
import type { DecisionModel } from '../model/provider';
import type { ToolDefinition } from '../toolcall/types';

/** What was stored of one decision, as a backtest or the shadow reads it. */
export interface StoredDecision {
  decisionId: string;
  /** The request as decided (the structured path). */
  request: EvaluateRequest;
  /** The outcome recorded then. */
  outcome: Outcome;
  /** The reason codes recorded then: RATE_LIMITED says the day's cap had been reached. */
  reasonCodes: readonly string[];
  createdAt: string;
}

/** What the decision is decided with: the settings and catalogue entries as the candidate would have them. */
export interface RedecideWith {
  settings: EnvSettings;
  /** The catalogue entries of the environment with the candidate's on top (candidate.ts: candidateTools). */
  tools: readonly ToolDefinition[];
  registry: Registry;
  /** The registered agent as the store knows it now (none: agents are not governed). */
  agent?: AgentFacts;
  /** Another model than the builtin one (tests; the shadow of a live decision reuses nothing else). */
  model?: DecisionModel;
}

const BUILTIN = new BuiltinModel();

/** Why a stored decision cannot be decided again, or its request. */
export type Replayable = { request: EvaluateRequest } | { unreplayable: UnreplayableReason };

export const UNREPLAYABLE_REASONS = ['retention_zero', 'retention_metadata', 'retention_redacted', 'content_expired', 'intake_input', 'model_budget_spent'] as const;
export type UnreplayableReason = (typeof UNREPLAYABLE_REASONS)[number];

/** What each reason means, for reports and the console. */
export const UNREPLAYABLE_TEXT: Record<UnreplayableReason, string> = {
  retention_zero: 'retention zero keeps no input',
  retention_metadata: 'retention metadata keeps only sizes and field names, no input',
  retention_redacted: 'retention redacted keeps a masked input, which would decide differently',
  content_expired: 'the input was kept 30 days (retention full) and has been removed',
  intake_input: 'decided on the intake path, which keeps only an excerpt of what was read',
  model_budget_spent: "needed the configured model after the backtest's call budget was spent (not decided with the builtin one instead)",
};

/**
 * The request a stored decision can be decided again from, or why not. `mode` and `content` are the
 * decision_content row (null: none kept, or removed after its 30 days); `path` the record's intake path.
 */
export function replayableRequest(path: 'structured' | 'intake', mode: string | null, content: unknown): Replayable {
  if (mode === 'zero') return { unreplayable: 'retention_zero' };
  if (mode === 'metadata') return { unreplayable: 'retention_metadata' };
  if (mode === 'redacted') return { unreplayable: 'retention_redacted' };
  if (path === 'intake') return { unreplayable: 'intake_input' };
  if (mode === null || content === null || typeof content !== 'object') return { unreplayable: 'content_expired' };
  return { request: content as EvaluateRequest };
}

/** A stored decision judged again: the rules' results and the model's answer, before they are composed. */
export interface Judged {
  understanding: Understanding;
  judgement: Judgement;
  model: ModelOutcome;
}

/** The stored decision's rules run again with the candidate, and the model asked when still wanted. */
export async function judgeAgain(stored: StoredDecision, withCandidate: RedecideWith): Promise<Judged> {
  return (await judgeWith(stored, withCandidate)) as Judged;
}

/**
 * What a backtest adds to a replay: another way to ask the model (the configured provider under the
 * backtest's call budget; null when the budget is spent: the decision is not replayed), and the session and
 * window rules' results from the decision's judgement (the backtest's own running values).
 */
export interface ReplayHooks {
  ask?: (evidence: Evidence, decisionId: string) => Promise<ModelOutcome | null>;
  rules?: (judged: Judged) => PolicyResult[] | undefined;
}

/** A stored decision decided again with the candidate and the hooks, or why it was not (the model budget spent). */
export async function replay(stored: StoredDecision, withCandidate: RedecideWith, hooks: ReplayHooks): Promise<{ judged: Judged; decision: Decision } | { unreplayable: 'model_budget_spent' }> {
  const judged = await judgeWith(stored, withCandidate, hooks.ask);
  if (judged === null) return { unreplayable: 'model_budget_spent' };
  return { judged, decision: finishAgain(stored, withCandidate, judged, hooks.rules?.(judged)) };
}

async function judgeWith(stored: StoredDecision, withCandidate: RedecideWith, ask?: ReplayHooks['ask']): Promise<Judged | null> {
  const { settings, registry } = withCandidate;
  const understanding: Understanding = structured(stored.request);
  const judgement = judge(understanding, settings, registry, {
    agent: withCandidate.agent ?? NO_AGENT_FACTS,
    dailyCapReached: stored.reasonCodes.includes('RATE_LIMITED'),
    tools: [...withCandidate.tools],
  });
  let model: ModelOutcome = { status: 'skipped' };
  if (judgement.modelWanted && ask) {
    const asked = await ask(prepareEvidence(understanding.request, settings, judgement.deterministic, registry, judgement.tool), stored.decisionId);
    if (asked === null) return null;
    model = asked;
  } else if (judgement.modelWanted) {
    const provider = withCandidate.model ?? BUILTIN;
    try {
      model = { status: 'answered', answer: await provider.assess(prepareEvidence(understanding.request, settings, judgement.deterministic, registry, judgement.tool), { signal: NEVER }) };
    } catch (err) {
      model = { status: 'unavailable', reason: `${provider.name} model unavailable: ${err instanceof Error ? err.name : 'Error'}` };
    }
  }
  return { understanding, judgement, model };
}

/**
 * The outcome of a judged decision under other values of the settings that only weigh the model's answer
 * (the fraction thresholds): the rules and the answer are not asked again. Not for settings the rules or
 * the evidence read (refund_review_limit, max_context_bytes, …): decide again for those.
 */
export function outcomeUnder(judged: Judged, settings: EnvSettings): Outcome {
  return outcomeOf(policyResults({ deterministic: judged.judgement.deterministic, modelWanted: judged.judgement.modelWanted, budgetReached: false, model: judged.model, settings }));
}

/**
 * The stored decision decided again with the candidate, by the production core. Deterministic for the
 * builtin model: the same stored decision and candidate always give the same answer. The day's cap counts
 * as it did then (RATE_LIMITED); the monthly model budget never stops the model here.
 */
export async function redecide(stored: StoredDecision, withCandidate: RedecideWith): Promise<Decision> {
  return finishAgain(stored, withCandidate, await judgeAgain(stored, withCandidate));
}

function finishAgain(stored: StoredDecision, withCandidate: RedecideWith, { understanding, judgement, model }: Judged, sessionResults?: PolicyResult[]): Decision {
  const createdAt = new Date(stored.createdAt);
  return finish({
    decisionId: stored.decisionId,
    understanding,
    settings: withCandidate.settings,
    registry: withCandidate.registry,
    judgement,
    budgetReached: false,
    model,
    createdAt,
    receivedAt: createdAt.getTime(),
    sessionResults,
  });
}

/** The registered agent as the rules read it (src/store/facts.ts), from the environment's agents by name. */
export function agentFactsOf(settings: EnvSettings, agents: ReadonlyMap<string, string[]>, name: string | null): AgentFacts {
  if (settings.agents_mode === 'off') return NO_AGENT_FACTS;
  const types = name === null ? undefined : agents.get(name);
  return { governed: settings.agents_mode === 'enforce' || agents.size > 0, registered: types !== undefined, types: types ?? [] };
}

/**
 * What the agent rule saw when a decision was made (kept with it, decisions.agent_seen): whether any agent was
 * registered in the environment, and the actor's action types (null: not registered).
 */
export interface AgentSeen {
  any: boolean;
  types: string[] | null;
}

/** What to keep of the agent facts a live decision ran on; null when the agents were not read (agents_mode off). */
export function agentSeenOf(agent: AgentFacts): AgentSeen | null {
  return agent.anyRegistered === undefined ? null : { any: agent.anyRegistered, types: agent.registered ? [...agent.types] : null };
}

/** The registered agent as the rules read it under `settings`, from what was seen when the decision was made. */
export function agentFactsFromSeen(settings: EnvSettings, seen: AgentSeen): AgentFacts {
  if (settings.agents_mode === 'off') return NO_AGENT_FACTS;
  return { governed: settings.agents_mode === 'enforce' || seen.any, registered: seen.types !== null, types: seen.types ?? [] };
}

/** The builtin model ignores its signal; a remote one passed in for a test gets one that never aborts. */
const NEVER = new AbortController().signal;
