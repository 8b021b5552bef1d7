// Session and window rules (issue 27), the pure part: what a call contributes to the running values
// (ruleEventOf), which running values a decision needs (runningPlan), and the rules' results over the values
// read from the store (sessionRuleResults). The store reads the values and records the event in the same
// transaction as the decision (src/store/session-rules.ts); shadow runs and backtests pass candidate settings
// and their own running values to the same functions.

import type { EffectClass } from '../contract/tools';
import type { REASON_CODES } from '../contract/schemas';
import { formatRule, readRules, ruleName, type LimitRule, type RuleScope, type SequenceRule, type SessionRule } from '../domain/session-rules';
import type { EnvSettings } from '../domain/settings';
import type { EvaluateRequest, Outcome, PolicyResult } from '../domain/types';
import type { ToolCallFacts } from '../toolcall/assess';
import { RULE_ERROR } from './rules';

type ReasonCode = (typeof REASON_CODES)[number];

/** What one call adds to the running values, as the store keeps it (rule_events). */
export interface RuleEvent {
  agent: string;
  keyId: string | null;
  sessionId: string | null;
  actionType: string;
  effects: EffectClass[];
  amount: number | null;
  currency: string | null;
  /** Where the call's output comes from when it is untrusted (a mail read, a web fetch, a file from outside). */
  untrusted: 'mail' | 'web' | 'file' | null;
  /** The payee whose bank details this call changes (normalised), if it does. */
  payeeChanged: string | null;
  /** The payees (normalised) this call pays, when it moves money. */
  payees: string[];
}

/** Outcomes whose calls count in the running values: allowed, or waiting for (or given) a person's approval. */
export const COUNTED_OUTCOMES: readonly Outcome[] = ['allow', 'review'];

/** One running value a rule needs: read from the store for the scope's events in the window before `at`. */
export interface RunningQuery {
  rule: number;
  scope: RuleScope;
  /** The agent's name, the key's id or the session id; null for the organisation (the environment). */
  scopeValue: string | null;
  windowS: number;
  what:
    | { kind: 'sum'; type: string | null; effect: EffectClass | null; currency: string }
    | { kind: 'count'; type: string | null; effect: EffectClass | null }
    | { kind: 'untrusted' }
    | { kind: 'payee_changed'; payees: string[] };
}

/** The effects an untrusted output must not lead to without a person: an external send, a money movement, code execution. */
export const AFTER_UNTRUSTED: readonly EffectClass[] = ['external_communication', 'money_movement', 'code_execution'];

// Reason codes of the contract (src/contract/schemas.ts REASON_CODES), typed so that a code missing there does not compile.
export const WINDOW_LIMIT_EXCEEDED: ReasonCode = 'WINDOW_LIMIT_EXCEEDED';
export const UNTRUSTED_OUTPUT_FOLLOWED: ReasonCode = 'UNTRUSTED_OUTPUT_FOLLOWED';
export const PAYEE_CHANGED_RECENTLY: ReasonCode = 'PAYEE_CHANGED_RECENTLY';

const SESSION_ID_MAX = 128;

/** `context.session_id` of a request whose context is an object (the contract bounds it; longer ones are cut). */
export function sessionIdOf(request: EvaluateRequest): string | null {
  const c = request.context;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) return null;
  const id = (c as Record<string, unknown>).session_id;
  return typeof id === 'string' && id.length > 0 ? id.slice(0, SESSION_ID_MAX) : null;
}

const words = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const MAIL = new Set('mail email emails mails gmail outlook inbox imap pop3 mailbox message messages'.split(' '));
const WEB = new Set('web www url urls http https browse browser webpage website page pages scrape crawl internet site html'.split(' '));
const FILE = new Set('download downloads attachment attachments upload uploaded'.split(' '));
const URL_VALUE = /^(https?|ftp):\/\//i;

/**
 * Where a reading call's output comes from when it is untrusted: mail (reading a mailbox), web (fetching or
 * browsing a page), file (a download, an attachment, a file named by URL). Null for a call that changes
 * something, or reads what the organisation holds.
 */
export function untrustedSource(request: EvaluateRequest, tool: Pick<ToolCallFacts, 'effects'>): RuleEvent['untrusted'] {
  if (!tool.effects.includes('read')) return null;
  const w = words(request.action.type);
  if (w.some((x) => MAIL.has(x))) return 'mail';
  if (w.some((x) => WEB.has(x)) || w.includes('fetch')) return 'web';
  const args = Object.values(request.action.parameters ?? {});
  if (w.some((x) => FILE.has(x)) || (w.some((x) => x === 'file' || x === 'files' || x === 'document') && args.some((v) => typeof v === 'string' && URL_VALUE.test(v)))) return 'file';
  return null;
}

/** A payee as compared: case and spacing do not matter. */
const payeeKey = (s: string | null | undefined): string | null => {
  const k = (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return k.length > 0 ? k.slice(0, 256) : null;
};

/** What the call adds: from the request as understood, the call's facts, and the API key that asked. */
export function ruleEventOf(request: EvaluateRequest, tool: ToolCallFacts, keyId: string | null): RuleEvent {
  const changes = tool.facts.some((f) => f.code === 'BANK_DETAILS_CHANGE');
  const moves = tool.effects.includes('money_movement');
  const payees = [payeeKey(tool.target), payeeKey(tool.recipient)].filter((p): p is string => p !== null);
  return {
    agent: request.actor.name,
    keyId,
    sessionId: sessionIdOf(request),
    actionType: request.action.type,
    effects: tool.effects,
    amount: tool.amount,
    currency: tool.currency,
    untrusted: untrustedSource(request, tool),
    payeeChanged: changes ? (payees[0] ?? null) : null,
    payees: moves && !changes ? [...new Set(payees)] : [],
  };
}

/** The environment's rules; throws when their text does not read (the caller fails closed). */
export const rulesOf = (settings: Pick<EnvSettings, 'window_limits' | 'sequence_rules'>): SessionRule[] =>
  readRules(settings.window_limits ?? null, settings.sequence_rules ?? null);

const scopeValueOf = (scope: RuleScope, e: RuleEvent): string | null | undefined =>
  scope === 'agent' ? e.agent : scope === 'key' ? (e.keyId ?? undefined) : scope === 'session' ? (e.sessionId ?? undefined) : null;

const selects = (r: LimitRule, e: RuleEvent) => (r.selector.kind === 'type' ? e.actionType === r.selector.type : e.effects.includes(r.selector.effect));

/** Why a rule does not apply to this call, or null when it does (and needs its running value). */
function notApplicable(r: SessionRule, e: RuleEvent): string | null {
  if (scopeValueOf(r.scope, e) === undefined) return r.scope === 'session' ? 'the request carries no context.session_id' : 'no API key is known for this call';
  if (r.kind === 'limit') {
    if (!selects(r, e)) return `the call is not ${r.selector.kind === 'type' ? `a ${r.selector.type}` : `a ${r.selector.effect} call`}`;
    if (r.measure === 'sum' && (e.amount === null || e.currency !== r.currency)) return `the call moves no amount in ${r.currency}`;
    return null;
  }
  if (r.after === 'untrusted_output') return e.effects.some((x) => AFTER_UNTRUSTED.includes(x)) ? null : 'the call sends, pays and executes nothing';
  return e.payees.length > 0 ? null : 'the call pays no named payee';
}

/** The running values a decision needs, one per applicable rule (the others need none). */
export function runningPlan(rules: SessionRule[], e: RuleEvent): RunningQuery[] {
  const plan: RunningQuery[] = [];
  rules.forEach((r, i) => {
    if (notApplicable(r, e) !== null) return;
    const base = { rule: i, scope: r.scope, scopeValue: scopeValueOf(r.scope, e) ?? null, windowS: r.window };
    if (r.kind === 'limit') {
      const type = r.selector.kind === 'type' ? r.selector.type : null;
      const effect = r.selector.kind === 'effect' ? r.selector.effect : null;
      plan.push({ ...base, what: r.measure === 'sum' ? { kind: 'sum', type, effect, currency: r.currency! } : { kind: 'count', type, effect } });
    } else plan.push({ ...base, what: r.after === 'untrusted_output' ? { kind: 'untrusted' } : { kind: 'payee_changed', payees: e.payees } });
  });
  return plan;
}

/** The keys a decision locks while it checks and records (sorted, so two decisions always lock in one order). */
export function lockKeys(envId: string, plan: RunningQuery[]): string[] {
  return [...new Set(plan.map((q) => JSON.stringify([envId, q.scope, q.scopeValue])))].sort();
}

const fmt = (n: number) => String(Math.round(n * 100) / 100);

function limitResult(r: LimitRule, name: string, e: RuleEvent, running: number): PolicyResult {
  const adds = r.measure === 'sum' ? (e.amount ?? 0) : 1;
  const total = running + adds;
  const unit = r.measure === 'sum' ? ` ${r.currency}` : ' calls';
  return {
    policy: name,
    matched: total > r.limit,
    effect: r.effect,
    reason_code: WINDOW_LIMIT_EXCEEDED,
    detail: `${formatRule(r)}: ${fmt(running)}${unit} before this call, ${fmt(total)}${unit} with it`,
    running,
  };
}

function sequenceResult(r: SequenceRule, name: string, running: number): PolicyResult {
  const matched = running > 0;
  const what = r.after === 'untrusted_output' ? 'calls with untrusted output' : 'bank-detail changes of this payee';
  return {
    policy: name,
    matched,
    effect: r.effect,
    reason_code: r.after === 'untrusted_output' ? UNTRUSTED_OUTPUT_FOLLOWED : PAYEE_CHANGED_RECENTLY,
    detail: `${formatRule(r)}: ${running} ${what} before this call`,
    running,
  };
}

/**
 * Every rule's result, matched or not, over the running values read for the plan (`running[k]` for
 * `plan[k]`). A rule without its value (the plan gave it none) reports why it does not apply.
 */
export function sessionRuleResults(rules: SessionRule[], e: RuleEvent, plan: RunningQuery[], running: number[]): PolicyResult[] {
  const byRule = new Map(plan.map((q, k) => [q.rule, running[k]]));
  return rules.map((r, i) => {
    const name = ruleName(rules, i);
    const value = byRule.get(i);
    const code = r.kind === 'limit' ? WINDOW_LIMIT_EXCEEDED : r.after === 'untrusted_output' ? UNTRUSTED_OUTPUT_FOLLOWED : PAYEE_CHANGED_RECENTLY;
    if (value === undefined || !Number.isFinite(value)) {
      const why = notApplicable(r, e);
      // A value the plan asked for but that did not come back is an error: fail closed.
      if (why === null) return { policy: name, matched: true, effect: 'review', reason_code: RULE_ERROR, detail: `${formatRule(r)}: its running value could not be read` };
      return { policy: name, matched: false, effect: r.effect, reason_code: code, detail: `${formatRule(r)}: does not apply (${why})` };
    }
    return r.kind === 'limit' ? limitResult(r, name, e, value) : sequenceResult(r, name, value);
  });
}

/** The results when the rules cannot be read at all (stored text that does not parse): one matched error, fail closed. */
export const rulesUnreadable = (): PolicyResult[] => [
  { policy: 'session_rules', matched: true, effect: 'review', reason_code: RULE_ERROR, detail: 'the session and window rules could not be read' },
];
