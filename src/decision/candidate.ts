// A candidate policy (issue 28): any subset of an environment's settings and tool-catalogue entries, to be
// tried against stored decisions (a backtest) or beside live ones (shadow mode) before it is made live.
// Pure: the settings are read with the same parsers as PATCH /v1/settings (src/domain/settings.ts), the
// entries with the catalogue's own checks, and every problem is reported with its field.

import { validateAs } from '../contract/validate';
import { consistencyProblems, parseSettingValues, type EnvSettings } from '../domain/settings';
import { toolDefinitionProblems } from '../toolcall/catalogue';
import { normaliseToolName, type EffectClass, type ToolDefinition } from '../toolcall/types';

/** At most this many catalogue entries in one candidate. */
export const CANDIDATE_TOOLS_MAX = 100;

/**
 * Settings a candidate cannot try: the model's own. A candidate is decided with the builtin model, or with the
 * environment's configured provider when a backtest opts in to it with a call budget (never another one).
 */
const NOT_TRIED: ReadonlySet<string> = new Set(['model_provider', 'model_name', 'model_base_url']);

/** What a candidate changes: settings by name (as stored) and catalogue entries that replace or add to the environment's. */
export interface Candidate {
  settings: Partial<EnvSettings>;
  tools: ToolDefinition[];
}

export interface CandidateProblem {
  field: string;
  reason: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a candidate as sent: `{"settings": {name: value}, "tools": [{name, ...ToolInput}]}`, both optional
 * but not both empty. Field names in the problems are given from `at` (e.g. `candidate.settings.daily_cap`).
 */
export function parseCandidate(raw: unknown, at = 'candidate'): { candidate: Candidate } | { problems: CandidateProblem[] } {
  const problems: CandidateProblem[] = [];
  if (!isObject(raw)) return { problems: [{ field: at, reason: 'must be an object with settings and/or tools' }] };
  for (const k of Object.keys(raw)) if (k !== 'settings' && k !== 'tools') problems.push({ field: `${at}.${k}`, reason: 'unknown field; a candidate has settings and tools' });

  let settings: Partial<EnvSettings> = {};
  if (raw.settings !== undefined) {
    if (!isObject(raw.settings)) problems.push({ field: `${at}.settings`, reason: 'must be a JSON object of setting name → value' });
    else {
      const parsed = parseSettingValues(raw.settings);
      for (const p of parsed.problems) problems.push({ field: `${at}.settings.${p.name}`, reason: p.reason });
      for (const name of Object.keys(raw.settings)) {
        if (NOT_TRIED.has(name)) problems.push({ field: `${at}.settings.${name}`, reason: "model settings cannot be tried: a candidate is decided with the builtin model, or with the environment's configured provider when a backtest opts in (model)" });
      }
      settings = parsed.changes;
    }
  }

  const tools: ToolDefinition[] = [];
  if (raw.tools !== undefined) {
    if (!Array.isArray(raw.tools)) problems.push({ field: `${at}.tools`, reason: 'must be a list of tool entries' });
    else if (raw.tools.length > CANDIDATE_TOOLS_MAX) problems.push({ field: `${at}.tools`, reason: `must hold at most ${CANDIDATE_TOOLS_MAX} entries` });
    else {
      const seen = new Set<string>();
      raw.tools.forEach((t, i) => {
        const here = `${at}.tools[${i}]`;
        if (!isObject(t)) {
          problems.push({ field: here, reason: 'must be an object: name and the ToolInput fields' });
          return;
        }
        const { name, ...rest } = t;
        const own = validateAs('ToolInput', rest).map((p) => ({ field: p.field === '(body)' ? here : `${here}.${p.field}`, reason: p.reason }));
        const normalised = typeof name === 'string' && name.length <= 256 ? normaliseToolName(name) : null;
        if (!normalised) own.push({ field: `${here}.name`, reason: 'must name a tool (at most 256 characters, with a letter)' });
        else if (seen.has(normalised)) own.push({ field: `${here}.name`, reason: `names ${normalised} twice` });
        if (own.length > 0) {
          problems.push(...own);
          return;
        }
        seen.add(normalised!);
        const v = rest as Partial<Omit<ToolDefinition, 'effects'>> & { effects?: EffectClass[] };
        const def: ToolDefinition = {
          name: normalised!,
          description: v.description ?? null,
          effects: v.effects ?? [],
          review: v.review ?? false,
          amount_arg: v.amount_arg ?? null,
          currency_arg: v.currency_arg ?? null,
          target_arg: v.target_arg ?? null,
          recipient_arg: v.recipient_arg ?? null,
          // An operator's candidate: tried as an operator's entry would be if it were made live.
          source: 'operator',
        };
        for (const p of toolDefinitionProblems(def)) problems.push({ field: `${here}.${p.field}`, reason: p.reason });
        tools.push(def);
      });
    }
  }
  if (problems.length === 0 && Object.keys(settings).length === 0 && tools.length === 0) {
    problems.push({ field: at, reason: 'changes nothing: give at least one setting or tool entry' });
  }
  return problems.length > 0 ? { problems } : { candidate: { settings, tools } };
}

/**
 * The environment's settings with the candidate's on top, or the cross-field problems of the result
 * (risk_review_threshold above risk_deny_threshold, say), each named under `at`.
 */
export function candidateSettings(live: EnvSettings, candidate: Candidate, at = 'candidate'): { settings: EnvSettings } | { problems: CandidateProblem[] } {
  const settings = { ...live, ...candidate.settings } as EnvSettings;
  const problems = consistencyProblems(settings)
    // Only what the candidate itself brings in: a problem of the live settings is not the candidate's.
    .filter((p) => Object.hasOwn(candidate.settings, p.name) || (p.name === 'risk_review_threshold' && Object.hasOwn(candidate.settings, 'risk_deny_threshold')))
    .map((p) => ({ field: `${at}.settings.${p.name}`, reason: p.reason }));
  return problems.length > 0 ? { problems } : { settings };
}

/** The catalogue entries a decision sees under the candidate: the candidate's entry for a name replaces the environment's. */
export function candidateTools(live: readonly ToolDefinition[], candidate: Pick<Candidate, 'tools'>): ToolDefinition[] {
  const names = new Set(candidate.tools.map((t) => t.name));
  return [...live.filter((t) => !names.has(t.name)), ...candidate.tools];
}
