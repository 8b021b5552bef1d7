// Shadow mode (issue 28): a candidate policy (some settings and tool-catalogue entries) decided beside every
// live decision, in the same step, pure. It reuses the live decision's understanding, the store's facts and
// the model's answer (never a model call of its own) and never changes the live answer: only its outcome and
// reason codes are kept with the decision.

import type { EnvSettings } from '../domain/settings';
import type { ModelOutcome, Outcome, PolicyResult } from '../domain/types';
import { candidateSettings, candidateTools, parseCandidate, type Candidate, type CandidateProblem } from './candidate';
import { judge, type FinishInput, type StoreFacts } from './core';
import { policyResults } from './decide';
import { outcomeOf } from './rules';

/** The environment's shadow as stored: the candidate, its id, and who set it when. */
export interface StoredShadow extends Candidate {
  id: string;
  set_at: string;
  set_by: string;
}

/** What a live decision keeps of its shadow. */
export interface ShadowResult {
  /** The shadow's id: the running matrix counts the decisions of the current shadow only. */
  id: string;
  outcome: Outcome;
  reason_codes: string[];
  /**
   * reused: the live decision's model answer (or its failure) was used; not_wanted: the candidate's rules
   * needed no model; not_asked: the candidate needed a model answer the live decision never asked for, so the
   * shadow fails closed (review, PROVIDER_UNAVAILABLE) rather than guess.
   */
  model: 'reused' | 'not_wanted' | 'not_asked';
}

/**
 * Reads a shadow's body, `{"candidate": {settings, tools}}` (the candidate as POST /v1/backtests takes it, read
 * by src/decision/candidate.ts), and checks the settings it gives across settings; every problem names its
 * field (`candidate.settings.<name>`, `candidate.tools[i].<field>`). `source` is who would save the tools on
 * promotion: operator (CLI, console) or api (an admin key: additions only), so the shadow weighs them as live would.
 */
export function parseShadow(body: unknown, live: EnvSettings, source: 'operator' | 'api'): { candidate: Candidate } | { problems: CandidateProblem[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problems: [{ field: '(body)', reason: 'must be a JSON object: {"candidate": {settings, tools}}' }] };
  const extra = Object.keys(body).filter((k) => k !== 'candidate');
  if (extra.length > 0) return { problems: extra.map((k) => ({ field: k, reason: 'unknown field; the body has candidate only' })) };
  const parsed = parseCandidate((body as { candidate?: unknown }).candidate);
  if ('problems' in parsed) return parsed;
  const merged = candidateSettings(live, parsed.candidate);
  if ('problems' in merged) return merged;
  return { candidate: { settings: parsed.candidate.settings, tools: parsed.candidate.tools.map((t) => ({ ...t, source })) } };
}

/** The settings a shadow decides with: the live ones with the candidate's changes. */
export const shadowSettings = (live: EnvSettings, shadow: Candidate): EnvSettings => ({ ...live, ...shadow.settings });

/** Whether the candidate brings session and window rules of its own (decided over the live running values). */
export const hasOwnRules = (shadow: Candidate): boolean => Object.hasOwn(shadow.settings, 'window_limits') || Object.hasOwn(shadow.settings, 'sequence_rules');

/** Whether the candidate changes what the store's facts read (the agents' mode or the daily cap), so the shadow needs its own. */
export const needsOwnFacts = (live: EnvSettings, shadow: Candidate): boolean =>
  (shadow.settings.agents_mode !== undefined && shadow.settings.agents_mode !== live.agents_mode) ||
  (shadow.settings.daily_cap !== undefined && shadow.settings.daily_cap !== live.daily_cap);

/**
 * The live decision decided again with the candidate: the same understanding, facts (or the shadow's own,
 * when its settings read them differently) and model outcome. Pure; only outcome and reason codes are kept.
 */
export function decideShadow(fin: FinishInput, shadow: StoredShadow, facts?: Omit<StoreFacts, 'tools'>, sessionResults?: PolicyResult[]): ShadowResult {
  const settings = shadowSettings(fin.settings, shadow);
  const live = fin.judgement.facts;
  const judgement = judge(fin.understanding, settings, fin.registry, { ...live, ...(facts ?? {}), tools: candidateTools(live.tools ?? [], shadow) });
  const budgetReached = judgement.modelWanted && fin.budgetReached;
  let model: ModelOutcome = { status: 'skipped' };
  let how: ShadowResult['model'] = 'not_wanted';
  if (judgement.modelWanted && !budgetReached) {
    if (fin.model.status !== 'skipped') [model, how] = [fin.model, 'reused'];
    else [model, how] = [{ status: 'unavailable', reason: 'the live decision did not ask the model' }, 'not_asked'];
  }
  // The session and window rules' results: the shadow's own rules over the live running values when it brings
  // rules, else the live decision's as they are (their running values were read once, under their locks).
  const session = sessionResults ?? fin.sessionResults;
  const deterministic = session?.length ? [...judgement.deterministic, ...session] : judgement.deterministic;
  const results = policyResults({ deterministic, modelWanted: judgement.modelWanted, budgetReached, model, settings });
  const reasonCodes = [...new Set(results.filter((r) => r.matched && r.effect !== 'allow').map((r) => r.reason_code))];
  return { id: shadow.id, outcome: outcomeOf(results), reason_codes: reasonCodes, model: how };
}
