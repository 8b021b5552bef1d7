// Session and window rules (issue 27): the settings text, and the pure check over running values.

import { parseAssignments, parseSettingValues, defaultSettings, formatSetting } from '../../src/domain/settings';
import { readLimits, readRules, readSequences, formatRules } from '../../src/domain/session-rules';
import {
  lockKeys,
  ruleEventOf,
  rulesOf,
  runningPlan,
  sessionIdOf,
  sessionRuleResults,
  untrustedSource,
  PAYEE_CHANGED_RECENTLY,
  UNTRUSTED_OUTPUT_FOLLOWED,
  WINDOW_LIMIT_EXCEEDED,
} from '../../src/decision/session-rules';
import { assessRequest, toolEnvOf } from '../../src/toolcall/assess';
import type { EvaluateRequest } from '../../src/domain/types';

const LIMITS = 'sum type:refund <= 2000 EUR per agent per 1d; count effect:external_communication <= 20 per session per 1h';

describe('window_limits and sequence_rules as settings', () => {
  it('reads limits and writes them back in one canonical form that parses to itself', () => {
    const { changes, problems } = parseAssignments([`window_limits=SUM type:refund<=2000 EUR per Agent per 24h ;count effect:external_communication <= 20 per session per 60m`]);
    expect(problems).toEqual([]);
    expect(changes.window_limits).toBe(LIMITS);
    expect(parseAssignments([`window_limits=${formatSetting(changes.window_limits)}`]).changes.window_limits).toBe(LIMITS);
    const rules = readLimits(LIMITS);
    expect(rules[0]).toEqual({ kind: 'limit', measure: 'sum', selector: { kind: 'type', type: 'refund' }, limit: 2000, currency: 'EUR', scope: 'agent', window: 86_400, effect: 'review' });
    expect(rules[1]).toMatchObject({ measure: 'count', selector: { kind: 'effect', effect: 'external_communication' }, limit: 20, currency: null, scope: 'session', window: 3600 });
  });

  it('reads sequences with their defaults (session scope; untrusted output within a day)', () => {
    const { changes, problems } = parseSettingValues({ sequence_rules: 'untrusted_output; payee_change within 7d per organization deny' });
    expect(problems).toEqual([]);
    expect(changes.sequence_rules).toBe('untrusted_output within 1d per session; payee_change within 7d per organisation deny');
    expect(readSequences(changes.sequence_rules!)).toEqual([
      { kind: 'sequence', after: 'untrusted_output', scope: 'session', window: 86_400, effect: 'review' },
      { kind: 'sequence', after: 'payee_change', scope: 'organisation', window: 604_800, effect: 'deny' },
    ]);
  });

  it('none removes the rules; the defaults are none', () => {
    expect(parseAssignments(['window_limits=none', 'sequence_rules=none']).changes).toEqual({ window_limits: null, sequence_rules: null });
    expect(defaultSettings()).toMatchObject({ window_limits: null, sequence_rules: null });
  });

  it.each([
    ['window_limits', 'sum type:refund <= 2000 per agent per 1d', /currency/],
    ['window_limits', 'sum type:refund <= 2000 EUR per team per 1d', /scope must be one of agent, key, session, organisation/],
    ['window_limits', 'count effect:teleport <= 5 per agent per 1h', /effect:</],
    ['window_limits', 'count effect:write <= 2.5 per agent per 1h', /whole number/],
    ['window_limits', 'count effect:write <= 5 per agent per 1y', /window/],
    ['window_limits', 'count effect:write <= 5 per agent per 91d', /from 1s to 90d/],
    ['window_limits', 'count effect:write <= 5 per agent', /window/],
    ['window_limits', 'count effect:write <= 5 per agent per 1h please', /unexpected "please"/],
    ['window_limits', 'max type:refund <= 5 per agent per 1h', /sum or count/],
    ['window_limits', ';;', /at least one rule/],
    ['window_limits', Array.from({ length: 21 }, () => 'count effect:write <= 5 per agent per 1h').join(';'), /at most 20 rules/],
    ['sequence_rules', 'payee_change per organisation', /within/],
    ['sequence_rules', 'after_mail', /untrusted_output or payee_change/],
  ])('%s=%s is refused with a reason naming the problem', (name, value, reason) => {
    const { problems } = parseSettingValues({ [name]: value, daily_cap: 'x' });
    // Every problem is named, each with its own setting.
    expect(problems.map((p) => p.name).sort()).toEqual(['daily_cap', name].sort());
    expect(problems.find((p) => p.name === name)!.reason).toMatch(reason);
  });

  it('rulesOf reads both settings; text that does not read throws (the record step then fails closed)', () => {
    expect(rulesOf({ window_limits: LIMITS, sequence_rules: 'untrusted_output' })).toHaveLength(3);
    expect(rulesOf({ window_limits: null, sequence_rules: null })).toEqual([]);
    expect(() => readRules('sum nonsense', null)).toThrow();
    expect(formatRules(readLimits(LIMITS))).toBe(LIMITS);
  });
});

const req = (action: EvaluateRequest['action'], context: unknown = { session_id: 's-1' }, actor = 'support-bot'): EvaluateRequest => ({ action, actor: { name: actor }, context });
const env = toolEnvOf(defaultSettings());
const eventOf = (r: EvaluateRequest, key: string | null = 'key_1') => ruleEventOf(r, assessRequest(r, env, null), key);

describe('what a call adds (ruleEventOf)', () => {
  it('reads the session id from an object context only', () => {
    expect(sessionIdOf(req({ type: 'refund' }))).toBe('s-1');
    expect(sessionIdOf(req({ type: 'refund' }, 'session_id: s-1'))).toBeNull();
    expect(sessionIdOf(req({ type: 'refund' }, { session_id: 7 }))).toBeNull();
  });

  it('marks reads of mail, the web and outside files as untrusted, and not reads of own records or any write', () => {
    const source = (type: string, parameters: Record<string, unknown> = {}) => {
      const r = req({ type, parameters });
      return untrustedSource(r, assessRequest(r, env, null));
    };
    expect(source('read_email')).toBe('mail');
    expect(source('gmail.list_messages')).toBe('mail');
    expect(source('fetch_url', { url: 'https://example.org' })).toBe('web');
    expect(source('browse_page')).toBe('web');
    expect(source('download_file', { url: 'https://example.org/x.pdf' })).toBe('file');
    expect(source('read_file', { path: 'https://evil.example/x.txt' })).toBe('file');
    expect(source('read_file', { path: '/srv/reports/q3.txt' })).toBeNull();
    expect(source('get_order', { id: 'o1' })).toBeNull();
    expect(source('send_email', { to: 'a@b.example' })).toBeNull();
  });

  it('names the payee of a bank-detail change and of a payment, normalised', () => {
    const change = eventOf(req({ type: 'update_payee_bank_details', target: 'ACME  Supplies', parameters: { iban: 'DE89370400440532013000' } }));
    expect(change.payeeChanged).toBe('acme supplies');
    const pay = eventOf(req({ type: 'pay_invoice', amount: 900, currency: 'EUR', target: 'Acme Supplies' }));
    expect(pay.payees).toEqual(['acme supplies']);
    expect(pay.effects).toContain('money_movement');
    expect(pay).toMatchObject({ agent: 'support-bot', keyId: 'key_1', sessionId: 's-1', amount: 900, currency: 'EUR', payeeChanged: null });
  });
});

describe('the rules over running values (sessionRuleResults)', () => {
  const rules = rulesOf({ window_limits: LIMITS, sequence_rules: 'untrusted_output; payee_change within 7d per organisation' });

  it('a refund that takes the agent past 2000 EUR a day is review, with the running value it saw', () => {
    const e = eventOf(req({ type: 'refund', amount: 400, currency: 'EUR', target: 'order_1' }));
    const plan = runningPlan(rules, e);
    // The refund limit applies, and the sequences (a refund moves money, to its target); the send count does not.
    expect(plan.map((q) => q.rule)).toEqual([0, 2, 3]);
    expect(plan[0]).toMatchObject({ scope: 'agent', scopeValue: 'support-bot', windowS: 86_400, what: { kind: 'sum', type: 'refund', currency: 'EUR' } });
    const under = sessionRuleResults(rules, e, plan, [1600, 0, 0]);
    expect(under[0]).toMatchObject({ policy: 'window_limits.1', matched: false, reason_code: WINDOW_LIMIT_EXCEEDED, running: 1600 });
    expect(under[0].detail).toContain('1600 EUR before this call, 2000 EUR with it');
    const over = sessionRuleResults(rules, e, plan, [1600.01, 0, 0]);
    expect(over[0]).toMatchObject({ matched: true, effect: 'review', running: 1600.01 });
    // Every rule reports, matched or not.
    expect(over.map((r) => r.policy)).toEqual(['window_limits.1', 'window_limits.2', 'sequence_rules.1', 'sequence_rules.2']);
    expect(over[1]).toMatchObject({ matched: false });
    expect(over[1].detail).toMatch(/does not apply/);
  });

  it('a refund in another currency, or without an amount, is not summed', () => {
    const usd = eventOf(req({ type: 'refund', amount: 4000, currency: 'USD' }));
    expect(runningPlan(rules, usd).map((q) => q.rule)).not.toContain(0);
    expect(sessionRuleResults(rules, usd, runningPlan(rules, usd), [0])[0].detail).toMatch(/no amount in EUR/);
  });

  it('the 21st external send of a session in an hour is review; without a session id the rule does not apply', () => {
    const send = eventOf(req({ type: 'send_email', parameters: { to: 'x@elsewhere.example', body: 'hi' } }));
    const plan = runningPlan(rules, send);
    const k = plan.findIndex((q) => q.rule === 1);
    expect(plan[k]).toMatchObject({ scope: 'session', scopeValue: 's-1', what: { kind: 'count', effect: 'external_communication' } });
    const values = plan.map((q) => (q.rule === 1 ? 20 : 0));
    expect(sessionRuleResults(rules, send, plan, values)[1]).toMatchObject({ matched: true, running: 20 });
    expect(sessionRuleResults(rules, send, plan, values.map((v) => (v === 20 ? 19 : v)))[1]).toMatchObject({ matched: false, running: 19 });
    const noSession = eventOf(req({ type: 'send_email', parameters: { to: 'x@elsewhere.example' } }, null));
    const r = sessionRuleResults(rules, noSession, runningPlan(rules, noSession), []);
    expect(r[1]).toMatchObject({ matched: false });
    expect(r[1].detail).toMatch(/no context.session_id/);
  });

  it('after an untrusted output in the session, a send, a payment or code execution is review', () => {
    const exec = eventOf(req({ type: 'run_shell', parameters: { command: 'rm -rf /tmp/x' } }));
    const plan = runningPlan(rules, exec);
    const k = plan.findIndex((q) => q.rule === 2);
    expect(plan[k].what).toEqual({ kind: 'untrusted' });
    expect(sessionRuleResults(rules, exec, plan, plan.map((q) => (q.rule === 2 ? 1 : 0)))[2]).toMatchObject({ matched: true, reason_code: UNTRUSTED_OUTPUT_FOLLOWED, running: 1 });
    const read = eventOf(req({ type: 'get_order', parameters: { id: 'o1' } }));
    expect(runningPlan(rules, read)).toEqual([]);
  });

  it('a payment to a payee whose bank details changed within the window is review', () => {
    const pay = eventOf(req({ type: 'pay_invoice', amount: 900, currency: 'EUR', target: 'Acme Supplies' }));
    const plan = runningPlan(rules, pay);
    const k = plan.findIndex((q) => q.rule === 3);
    expect(plan[k]).toMatchObject({ scope: 'organisation', scopeValue: null, windowS: 604_800, what: { kind: 'payee_changed', payees: ['acme supplies'] } });
    const results = sessionRuleResults(rules, pay, plan, plan.map((q) => (q.rule === 3 ? 1 : 0)));
    expect(results[3]).toMatchObject({ matched: true, reason_code: PAYEE_CHANGED_RECENTLY, running: 1 });
  });

  it('a value the plan needed but did not get fails closed', () => {
    const e = eventOf(req({ type: 'refund', amount: 400, currency: 'EUR' }));
    const results = sessionRuleResults(rules, e, runningPlan(rules, e), []);
    expect(results[0]).toMatchObject({ matched: true, effect: 'review', reason_code: 'RULE_ERROR' });
  });

  it('locks each scope once, in one sorted order', () => {
    const e = eventOf(req({ type: 'send_email', amount: 5, currency: 'EUR', parameters: { to: 'x@elsewhere.example' } }));
    const both = rulesOf({ window_limits: 'count effect:external_communication <= 5 per session per 1h; count effect:write <= 9 per session per 1d; count effect:write <= 9 per agent per 1d', sequence_rules: null });
    const keys = lockKeys('env_1', runningPlan(both, e));
    expect(keys).toEqual(['["env_1","agent","support-bot"]', '["env_1","session","s-1"]']);
  });
});
