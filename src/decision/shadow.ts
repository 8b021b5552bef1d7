// Shadow mode (issue 28): a candidate policy (some settings and tool-catalogue entries) decided beside every
// live decision, in the same step, pure. It reuses the live decision's understanding, the store's facts and
// the model's answer (never a model call of its own) and never changes the live answer: only its outcome and
// reason codes are kept with the decision.

import { validateAs, type FieldProblem } from '../contract/validate';
import { consistencyProblems, parseSettingValues, type EnvSettings, type ParseOptions } from '../domain/settings';
import type { ModelOutcome, Outcome } from '../domain/types';
import { toolDefinitionProblems, toolFromInput } from '../toolcall/catalogue';
import { normaliseToolName, type ToolDefinition } from '../toolcall/types';
import { judge, type FinishInput, type StoreFacts } from './core';
import { reasonCodesOf, resultsOf } from './decide';
import { outcomeOf } from './rules';

/** A candidate: the settings it changes (only those) and the catalogue entries it adds or replaces. */
export interface ShadowCandidate {
  settings: Partial<EnvSettings>;
  tools: ToolDefinition[];
}

/** The environment's shadow as stored: the candidate, its id, and who set it when. */
export interface StoredShadow extends ShadowCandidate {
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

/** Candidate catalogue entries at most: far above what one policy change names. */
export const CANDIDATE_TOOLS_MAX = 100;

type Parsed = { candidate: ShadowCandidate } | { problems: FieldProblem[] };

/**
 * Reads a candidate body `{settings?: {name: value}, tools?: {name: ToolInput}}` with the parsers of
 * PATCH /v1/settings and PUT /v1/tools/{name}, and checks the settings it would give across settings.
 * Every problem names its field (`settings.<name>`, `tools.<name>.<field>`). `source` is who would set the
 * tools on promotion: operator (CLI, console) or api (an admin key), so the shadow weighs them as live would.
 */
export function parseCandidate(body: unknown, live: EnvSettings, source: 'operator' | 'api', opts?: ParseOptions): Parsed {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problems: [{ field: '(body)', reason: 'must be a JSON object with settings and/or tools' }] };
  const problems: FieldProblem[] = [];
  for (const k of Object.keys(body)) if (k !== 'settings' && k !== 'tools') problems.push({ field: k, reason: 'unknown field; a candidate has settings and tools' });
  const { settings: rawSettings = {}, tools: rawTools = {} } = body as { settings?: unknown; tools?: unknown };
  let settings: Partial<EnvSettings> = {};
  if (typeof rawSettings !== 'object' || rawSettings === null || Array.isArray(rawSettings)) problems.push({ field: 'settings', reason: 'must be a JSON object of name → value' });
  else {
    const parsed = parseSettingValues(rawSettings as Record<string, unknown>, opts);
    problems.push(...parsed.problems.map((p) => ({ field: `settings.${p.name}`, reason: p.reason })));
    settings = parsed.changes;
  }
  const tools: ToolDefinition[] = [];
  if (typeof rawTools !== 'object' || rawTools === null || Array.isArray(rawTools)) problems.push({ field: 'tools', reason: 'must be a JSON object of tool name → tool definition' });
  else {
    const entries = Object.entries(rawTools as Record<string, unknown>);
    if (entries.length > CANDIDATE_TOOLS_MAX) problems.push({ field: 'tools', reason: `at most ${CANDIDATE_TOOLS_MAX} tools` });
    for (const [raw, value] of entries.slice(0, CANDIDATE_TOOLS_MAX)) {
      const name = raw.length <= 256 ? normaliseToolName(raw) : null;
      const at = `tools.${raw.slice(0, 80)}`;
      if (!name) {
        problems.push({ field: at, reason: 'not a usable tool name (at most 256 characters, with a letter)' });
        continue;
      }
      const shape = validateAs('ToolInput', value);
      if (shape.length > 0) {
        problems.push(...shape.map((p) => ({ field: p.field === '(body)' ? at : `${at}.${p.field}`, reason: p.reason })));
        continue;
      }
      const def = toolFromInput(name, value as Partial<ToolDefinition>, source);
      const bad = toolDefinitionProblems(def);
      if (bad.length > 0) problems.push(...bad.map((p) => ({ field: `${at}.${p.field}`, reason: p.reason })));
      else if (tools.some((t) => t.name === name)) problems.push({ field: at, reason: `names the tool ${name} a second time` });
      else tools.push(def);
    }
  }
  if (problems.length === 0) {
    if (Object.keys(settings).length === 0 && tools.length === 0) problems.push({ field: '(body)', reason: 'a candidate changes at least one setting or tool' });
    problems.push(...consistencyProblems({ ...live, ...settings }).map((p) => ({ field: `settings.${p.name}`, reason: p.reason })));
  }
  return problems.length > 0 ? { problems } : { candidate: { settings, tools } };
}

/** The settings a shadow decides with: the live ones with the candidate's changes. */
export const shadowSettings = (live: EnvSettings, shadow: ShadowCandidate): EnvSettings => ({ ...live, ...shadow.settings });

/** Whether the candidate changes what the store's facts read (the agents' mode or the daily cap), so the shadow needs its own. */
export const needsOwnFacts = (live: EnvSettings, shadow: ShadowCandidate): boolean =>
  (shadow.settings.agents_mode !== undefined && shadow.settings.agents_mode !== live.agents_mode) ||
  (shadow.settings.daily_cap !== undefined && shadow.settings.daily_cap !== live.daily_cap);

/**
 * The live decision decided again with the candidate: the same understanding, facts (or the shadow's own,
 * when its settings read them differently) and model outcome. Pure; only outcome and reason codes are kept.
 */
export function decideShadow(fin: FinishInput, shadow: StoredShadow, facts?: Omit<StoreFacts, 'tools'>): ShadowResult {
  const settings = shadowSettings(fin.settings, shadow);
  const live = fin.judgement.facts;
  const names = new Set(shadow.tools.map((t) => t.name));
  const tools = [...shadow.tools, ...(live.tools ?? []).filter((t) => !names.has(t.name))];
  const judgement = judge(fin.understanding, settings, fin.registry, { ...live, ...(facts ?? {}), tools });
  const budgetReached = judgement.modelWanted && fin.budgetReached;
  let model: ModelOutcome = { status: 'skipped' };
  let how: ShadowResult['model'] = 'not_wanted';
  if (judgement.modelWanted && !budgetReached) {
    if (fin.model.status !== 'skipped') [model, how] = [fin.model, 'reused'];
    else [model, how] = [{ status: 'unavailable', reason: 'the live decision did not ask the model' }, 'not_asked'];
  }
  const results = resultsOf({ deterministic: judgement.deterministic, modelWanted: judgement.modelWanted, budgetReached, model, settings });
  return { id: shadow.id, outcome: outcomeOf(results), reason_codes: reasonCodesOf(results), model: how };
}
