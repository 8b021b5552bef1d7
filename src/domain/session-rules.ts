// Session and window rules as data (issue 27): what an operator writes in the `window_limits` and
// `sequence_rules` settings, read into rules and written back in one canonical form. Pure; the settings parser
// (settings.ts) uses it for the API, the CLI and the console alike, and the decision code
// (src/decision/session-rules.ts) reads the canonical text back with `readRules`.
//
//   window_limits:  sum type:refund <= 2000 EUR per agent per 1d; count effect:external_communication <= 20 per session per 1h
//   sequence_rules: untrusted_output; payee_change within 7d per organisation

import { EFFECT_CLASSES, type EffectClass } from '../contract/tools';

export const RULE_SCOPES = ['agent', 'key', 'session', 'organisation'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

/** What a limit counts: calls of one action type, or calls with one effect class. */
export type Selector = { kind: 'type'; type: string } | { kind: 'effect'; effect: EffectClass };

export interface LimitRule {
  kind: 'limit';
  /** sum: the amounts in `currency`; count: the calls. */
  measure: 'sum' | 'count';
  selector: Selector;
  limit: number;
  /** sum only: the ISO 4217 code whose amounts are summed. */
  currency: string | null;
  scope: RuleScope;
  /** Seconds. */
  window: number;
  effect: 'review' | 'deny';
}

export interface SequenceRule {
  kind: 'sequence';
  /**
   * untrusted_output: after a call whose output was untrusted (mail, web, a file from outside), an external
   * send, a money movement or a code execution is reviewed. payee_change: after a bank-detail change for a
   * payee, a payment to it is reviewed.
   */
  after: 'untrusted_output' | 'payee_change';
  scope: RuleScope;
  window: number;
  effect: 'review' | 'deny';
}

export type SessionRule = LimitRule | SequenceRule;

/** At most this many rules in each setting. */
export const RULES_MAX = 20;
/** The longest window: the rule events are kept as long as the decisions (13 months), windows are shorter. */
export const WINDOW_MAX_S = 90 * 86_400;
const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const TYPE = /^[a-z][a-z0-9_.:-]{0,63}$/;

export class RuleSyntaxError extends Error {}

function readWindow(raw: string | undefined, what: string): number {
  const m = raw === undefined ? null : /^(\d{1,7})([smhd])$/.exec(raw);
  if (!m) throw new RuleSyntaxError(`${what}: the window must be a number and a unit (s, m, h or d), e.g. 1h or 7d`);
  const s = Number(m[1]) * UNITS[m[2]];
  if (s < 1 || s > WINDOW_MAX_S) throw new RuleSyntaxError(`${what}: the window must be from 1s to 90d`);
  return s;
}

export function formatWindow(s: number): string {
  for (const [u, n] of [['d', 86_400], ['h', 3600], ['m', 60]] as const) if (s % n === 0) return `${s / n}${u}`;
  return `${s}s`;
}

function readScope(raw: string | undefined, what: string): RuleScope {
  const s = raw === 'organization' ? 'organisation' : raw;
  if (!(RULE_SCOPES as readonly (string | undefined)[]).includes(s)) throw new RuleSyntaxError(`${what}: the scope must be one of ${RULE_SCOPES.join(', ')}`);
  return s as RuleScope;
}

function readSelector(raw: string | undefined, what: string): Selector {
  const m = raw === undefined ? null : /^(type|effect):(.+)$/.exec(raw);
  if (m?.[1] === 'type' && TYPE.test(m[2])) return { kind: 'type', type: m[2] };
  if (m?.[1] === 'effect' && (EFFECT_CLASSES as readonly string[]).includes(m[2])) return { kind: 'effect', effect: m[2] as EffectClass };
  throw new RuleSyntaxError(`${what}: say what is counted as type:<action type> or effect:<${EFFECT_CLASSES.join('|')}>`);
}

/** The words of one rule after `keyword`, in order; throws unless they run out exactly when expected. */
class Words {
  private i = 0;
  constructor(private readonly words: string[], private readonly what: string) {}
  next(): string | undefined {
    return this.words[this.i++];
  }
  expect(word: string, hint: string): void {
    const w = this.next();
    if (w !== word) throw new RuleSyntaxError(`${this.what}: expected "${word}" ${hint}${w === undefined ? '' : `, found "${w.slice(0, 40)}"`}`);
  }
  peek(): string | undefined {
    return this.words[this.i];
  }
  effect(): 'review' | 'deny' {
    const w = this.peek();
    if (w === 'review' || w === 'deny') {
      this.i++;
      return w;
    }
    return 'review';
  }
  end(): void {
    if (this.i < this.words.length) throw new RuleSyntaxError(`${this.what}: unexpected "${this.words[this.i].slice(0, 40)}" at the end`);
  }
}

const splitRules = (raw: string) =>
  raw
    .split(/[;\n]/)
    .map((r) => r.trim())
    .filter(Boolean);

const wordsOf = (rule: string) =>
  rule
    .replace(/<=/g, ' <= ')
    .trim()
    .split(/\s+/)
    .map((w) => w.toLowerCase());

/** `sum <selector> <= <amount> <CUR> per <scope> per <window> [review|deny]` or `count <selector> <= <n> per <scope> per <window> [review|deny]`. */
function readLimit(rule: string, n: number): LimitRule {
  const what = `rule ${n}`;
  const w = new Words(wordsOf(rule), what);
  const measure = w.next();
  if (measure !== 'sum' && measure !== 'count') throw new RuleSyntaxError(`${what}: must start with sum or count`);
  const selector = readSelector(w.next(), what);
  w.expect('<=', 'after what is counted');
  const rawLimit = w.next() ?? '';
  const limit = Number(rawLimit);
  if (!/^\d+(\.\d+)?$/.test(rawLimit) || !Number.isFinite(limit) || limit > 1e15) throw new RuleSyntaxError(`${what}: the limit must be a number of at least 0`);
  if (measure === 'count' && !Number.isInteger(limit)) throw new RuleSyntaxError(`${what}: a count's limit must be a whole number`);
  let currency: string | null = null;
  if (measure === 'sum') {
    const raw = w.next();
    const c = raw === undefined || raw === 'per' ? undefined : raw.toUpperCase();
    if (!c || !/^[A-Z]{3}$/.test(c)) throw new RuleSyntaxError(`${what}: a sum names the currency after the limit (an ISO 4217 code such as EUR)`);
    currency = c;
  }
  w.expect('per', 'before the scope');
  const scope = readScope(w.next(), what);
  w.expect('per', 'before the window');
  const window = readWindow(w.next(), what);
  const effect = w.effect();
  w.end();
  return { kind: 'limit', measure, selector, limit, currency, scope, window, effect };
}

/** `untrusted_output [within <window>] [per <scope>] [review|deny]` or `payee_change within <window> [per <scope>] [review|deny]`. */
function readSequence(rule: string, n: number): SequenceRule {
  const what = `rule ${n}`;
  const w = new Words(wordsOf(rule), what);
  const after = w.next();
  if (after !== 'untrusted_output' && after !== 'payee_change') throw new RuleSyntaxError(`${what}: must start with untrusted_output or payee_change`);
  let window = after === 'untrusted_output' ? 86_400 : null;
  let scope: RuleScope = 'session';
  for (let word = w.peek(); word === 'within' || word === 'per'; word = w.peek()) {
    w.next();
    if (word === 'within') window = readWindow(w.next(), what);
    else scope = readScope(w.next(), what);
  }
  if (window === null) throw new RuleSyntaxError(`${what}: payee_change needs "within <window>", e.g. within 7d`);
  const effect = w.effect();
  w.end();
  return { kind: 'sequence', after, scope, window, effect };
}

function readAll<R>(raw: string, one: (rule: string, n: number) => R): R[] {
  const rules = splitRules(raw);
  if (rules.length === 0) throw new RuleSyntaxError('give at least one rule, or none to remove them all');
  if (rules.length > RULES_MAX) throw new RuleSyntaxError(`at most ${RULES_MAX} rules`);
  return rules.map((r, i) => one(r, i + 1));
}

export const readLimits = (raw: string): LimitRule[] => readAll(raw, readLimit);
export const readSequences = (raw: string): SequenceRule[] => readAll(raw, readSequence);

const selectorText = (s: Selector) => (s.kind === 'type' ? `type:${s.type}` : `effect:${s.effect}`);
const effectText = (e: 'review' | 'deny') => (e === 'review' ? '' : ' deny');

export function formatRule(r: SessionRule): string {
  if (r.kind === 'limit') {
    const amount = r.measure === 'sum' ? `${r.limit} ${r.currency}` : `${r.limit}`;
    return `${r.measure} ${selectorText(r.selector)} <= ${amount} per ${r.scope} per ${formatWindow(r.window)}${effectText(r.effect)}`;
  }
  return `${r.after} within ${formatWindow(r.window)} per ${r.scope}${effectText(r.effect)}`;
}

export const formatRules = (rules: SessionRule[]): string => rules.map(formatRule).join('; ');

/** The name of rule `index` of `rules` for its policy result: its setting and place there (`window_limits.1`, `sequence_rules.2`). */
export const ruleName = (rules: SessionRule[], index: number): string => {
  const kind = rules[index].kind;
  const place = rules.slice(0, index + 1).filter((r) => r.kind === kind).length;
  return `${kind === 'limit' ? 'window_limits' : 'sequence_rules'}.${place}`;
};

// The canonical text read back on every decision: parsed once per distinct text.
const cache = new Map<string, SessionRule[]>();

/** The rules of an environment's two settings (their canonical text, or null); throws on text that does not read (the caller fails closed). */
export function readRules(limits: string | null | undefined, sequences: string | null | undefined): SessionRule[] {
  const key = `${limits ?? ''}\u0000${sequences ?? ''}`;
  let rules = cache.get(key);
  if (!rules) {
    rules = [...(limits ? readLimits(limits) : []), ...(sequences ? readSequences(sequences) : [])];
    if (cache.size > 1000) cache.clear();
    cache.set(key, rules);
  }
  return rules;
}
