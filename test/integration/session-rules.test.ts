// Session and window rules (issue 27) over real HTTP against the real service: set through PATCH
// /v1/settings (422 naming each bad field), each limit and sequence with concurrent requests (checked and
// recorded in one transaction under a lock per scope, so concurrent calls see each other's running values one
// after the other), and a session spread over two API processes.

import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { stopChild } from '../../src/embedded/temporal-server';
import { createPool } from '../../src/store/db';
import { createKey } from '../../src/store/keys';
import { DeadlinePassedError, recordDecisionWithRules } from '../../src/store/decisions';
import { newDecisionId } from '../../src/store/ids';
import { RISK_KEYS, SEMANTIC_KEYS } from '../../src/contract/schemas';
import { ruleEventOf, rulesOf, runningPlan, sessionRuleResults } from '../../src/decision/session-rules';
import { defaultSettings } from '../../src/domain/settings';
import type { Decision, Risk, Semantic } from '../../src/domain/types';
import { assessRequest, toolEnvOf } from '../../src/toolcall/assess';
import { findEnv } from '../../src/store/tenants';
import { freePorts } from '../../src/lib/ports';
import { createTestOperator, csrfOf, errorNotice, signedIn, unescape } from '../helpers/console-http';
import { serve } from '../helpers/processes';
import { call, expectContract, startTestService, uniqueOrg, type Reply, type TestService } from '../helpers/service';

jest.setTimeout(120_000);

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

async function org(settings: Record<string, unknown>): Promise<{ org: string; agent: string; envId: string }> {
  const o = uniqueOrg('rules');
  const agent = await svc.key(o, 'test');
  const admin = await svc.key(o, 'test', 'admin');
  const r = await call(`${svc.url}/v1/settings`, { key: admin, method: 'PATCH', body: settings });
  expect(r.status).toBe(200);
  return { org: o, agent, envId: (await findEnv(svc.running.db, o, 'test'))!.envId };
}

const evaluate = async (key: string, body: unknown, base = svc.url): Promise<Reply> => {
  const r = await call(`${base}/v1/gate/evaluate`, { key, body });
  expect(r.status).toBe(200);
  expectContract(r, 'Decision');
  return r;
};
const resultOf = (r: Reply, policy: string) => (r.body.policy_results as { policy: string; matched: boolean; running?: number; reason_code: string; detail?: string }[]).find((p) => p.policy === policy)!;

const refund = (amount: number, actor = 'support-bot') => ({
  action: { type: 'refund', amount, currency: 'EUR', target: `order_${randomUUID().slice(0, 6)}`, description: 'Parcel arrived damaged, customer sent photos' },
  actor: { name: actor },
});
const send = (session: string) => ({
  action: { type: 'send_email', parameters: { to: 'partner@elsewhere.example', subject: 'Status', body: 'The order shipped.' } },
  actor: { name: 'mail-bot' },
  context: { session_id: session, user_request: 'Tell our partner that the order shipped.' },
});

describe('setting the rules', () => {
  it('PATCH /v1/settings refuses bad rules with 422 naming each field, and keeps good ones in their canonical text', async () => {
    const o = uniqueOrg('rules');
    const admin = await svc.key(o, 'test', 'admin');
    const url = `${svc.url}/v1/settings`;
    const bad = await call(url, { key: admin, method: 'PATCH', body: { window_limits: 'sum type:refund <= 2000 per agent per 1d', sequence_rules: 'payee_change' } });
    expect([bad.status, bad.body.error]).toEqual([422, 'invalid_request']);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['sequence_rules', 'window_limits']);
    expect(bad.body.details.find((d: { field: string }) => d.field === 'window_limits').reason).toMatch(/currency/);
    const good = await call(url, { key: admin, method: 'PATCH', body: { window_limits: 'SUM type:refund <= 2000 eur per agent per 24h', sequence_rules: 'untrusted_output; payee_change within 7d' } });
    expect(good.status).toBe(200);
    expect(good.body.settings.window_limits.value).toBe('sum type:refund <= 2000 EUR per agent per 1d');
    expect(good.body.settings.sequence_rules.value).toBe('untrusted_output within 1d per session; payee_change within 7d per session');
    // A session id the contract does not accept is a 422 naming it.
    const key = await svc.key(o, 'test');
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: { ...send('has space'), context: { session_id: 'has space' } } });
    expect(r.status).toBe(422);
    expect(r.body.details.map((d: { field: string }) => d.field)).toEqual(['context.session_id']);
  });
});

describe('the console settings page', () => {
  it('explains the rules with an example of each, refuses a bad rule at its field, and saves a good one in its canonical text', async () => {
    const op = await createTestOperator(svc);
    const b = await signedIn(op, svc);
    const page = await b.get('/console/test/settings');
    expect(page.status).toBe(200);
    const text = unescape(page.body);
    for (const example of [
      'sum type:refund <= 2000 EUR per agent per 1d',
      'count effect:external_communication <= 20 per session per 1h',
      '<code>untrusted_output</code>',
      'payee_change within 7d per organisation',
    ]) {
      expect(text).toContain(example);
    }
    const bad = await b.post('/console/test/settings', { _csrf: csrfOf(page.body), window_limits: 'count effect:write <= 5 per team per 1h' });
    expect(bad.status).toBe(422);
    expect(errorNotice(bad.body)).toContain('window_limits');
    expect(unescape(bad.body)).toContain('window_limits rule 1: the scope must be one of agent, key, session, organisation.');
    const good = await b.post('/console/test/settings', { _csrf: csrfOf(page.body), window_limits: 'count effect:write <= 5 per agent per 60m', sequence_rules: 'untrusted_output' });
    expect([good.status, good.location]).toEqual([303, '/console/test/settings?done=settings']);
    const settings = (await findEnv(svc.running.db, op.org, 'test'))!.settings;
    expect(settings).toMatchObject({ window_limits: 'count effect:write <= 5 per agent per 1h', sequence_rules: 'untrusted_output within 1d per session' });
    // The saved text is what the form shows again, so saving the page unchanged changes nothing.
    const again = await b.get('/console/test/settings');
    expect(unescape(again.body)).toContain('value="count effect:write <= 5 per agent per 1h"');
  });
});

describe('limits, with concurrent requests', () => {
  it('sum of refunds per agent per day: six concurrent 300 EUR refunds under a 1000 EUR limit see 0, 300, … 1500; the fourth and later are review', async () => {
    const t = await org({ window_limits: 'sum type:refund <= 1000 EUR per agent per 1d' });
    const replies = await Promise.all(Array.from({ length: 6 }, () => evaluate(t.agent, refund(300))));
    const seen = replies.map((r) => resultOf(r, 'window_limits.1'));
    // One after the other: every call saw the ones before it, none saw the same total.
    expect(seen.map((s) => s.running).sort((a, b) => a! - b!)).toEqual([0, 300, 600, 900, 1200, 1500]);
    for (const [i, s] of seen.entries()) {
      expect(s.matched).toBe(s.running! + 300 > 1000);
      if (s.matched) {
        expect(replies[i].body.decision).toBe('review');
        expect(replies[i].body.reason_codes).toContain('WINDOW_LIMIT_EXCEEDED');
      }
    }
    expect(seen.filter((s) => s.matched)).toHaveLength(3);
    // Another agent has its own total; the stored record says what the answer said.
    expect(resultOf(await evaluate(t.agent, refund(300, 'other-bot')), 'window_limits.1')).toMatchObject({ matched: false, running: 0 });
    // A name with a quote and a backslash is a value like any other (the running values are read with literals).
    const odd = "o'brien\\bot";
    expect(resultOf(await evaluate(t.agent, refund(300, odd)), 'window_limits.1')).toMatchObject({ matched: false, running: 0 });
    expect(resultOf(await evaluate(t.agent, refund(300, odd)), 'window_limits.1')).toMatchObject({ matched: false, running: 300 });
    const stored = await call(`${svc.url}/v1/decisions/${replies[0].body.decision_id}`, { key: t.agent });
    expect(resultOf(stored, 'window_limits.1')).toEqual(seen[0]);
  });

  it('a decision the daily cap rewrites (concurrent requests past the cap) keeps its event, with the outcome it was answered with', async () => {
    const t = await org({ window_limits: 'count type:refund <= 100 per agent per 1d', daily_cap: 3 });
    const replies = await Promise.all(Array.from({ length: 12 }, () => evaluate(t.agent, refund(20))));
    const answered = new Map(replies.map((r) => [r.body.decision_id as string, r.body.decision as string]));
    expect([...answered.values()].filter((o) => o === 'allow').length).toBeLessThanOrEqual(3);
    expect(replies.filter((r) => r.body.reason_codes.includes('RATE_LIMITED')).length).toBeGreaterThanOrEqual(9);
    const { rows } = await svc.running.db.query<{ decision_id: string; outcome: string }>('SELECT decision_id, outcome FROM rule_events WHERE env_id = $1', [t.envId]);
    // One event per decision, each with the outcome the caller was told (the rewritten ones as rewritten).
    expect(rows).toHaveLength(12);
    for (const r of rows) expect([r.decision_id, r.outcome]).toEqual([r.decision_id, answered.get(r.decision_id)]);
  });

  it('count of external sends per session per hour: five concurrent sends under a limit of 2 see 0 … 4; another session starts at 0', async () => {
    const t = await org({ window_limits: 'count effect:external_communication <= 2 per session per 1h' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => evaluate(t.agent, send('sess-a'))));
    const seen = replies.map((r) => resultOf(r, 'window_limits.1'));
    expect(seen.map((s) => s.running).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(seen.filter((s) => s.matched).map((s) => s.running).sort()).toEqual([2, 3, 4]);
    for (const r of replies.filter((_, i) => seen[i].matched)) expect(r.body.decision).toBe('review');
    expect(resultOf(await evaluate(t.agent, send('sess-b')), 'window_limits.1')).toMatchObject({ matched: false, running: 0 });
    // Without a session id the rule does not apply, and says so.
    const none = resultOf(await evaluate(t.agent, { ...send('x'), context: { user_request: 'Tell our partner that the order shipped.' } }), 'window_limits.1');
    expect(none.matched).toBe(false);
    expect(none.detail).toMatch(/no context.session_id/);
  });
});

describe('sequences, with concurrent requests', () => {
  it('after a mail read in the session, every one of four concurrent sends is review; in another session they are not', async () => {
    const t = await org({ sequence_rules: 'untrusted_output' });
    const read = { action: { type: 'read_email', parameters: { folder: 'inbox' } }, actor: { name: 'mail-bot' }, context: { session_id: 'sess-m', user_request: 'Read my mail' } };
    const before = await evaluate(t.agent, send('sess-m'));
    expect(resultOf(before, 'sequence_rules.1')).toMatchObject({ matched: false, running: 0 });
    expect((await evaluate(t.agent, read)).body.decision).toBe('allow');
    const after = await Promise.all(Array.from({ length: 4 }, () => evaluate(t.agent, send('sess-m'))));
    for (const r of after) {
      expect(resultOf(r, 'sequence_rules.1')).toMatchObject({ matched: true, running: 1, reason_code: 'UNTRUSTED_OUTPUT_FOLLOWED' });
      expect(r.body.decision).toBe('review');
    }
    expect(resultOf(await evaluate(t.agent, send('sess-other')), 'sequence_rules.1')).toMatchObject({ matched: false, running: 0 });
  });

  it('after a bank-detail change for a payee, three concurrent payments to it are review; a payment to another payee is not', async () => {
    const t = await org({ sequence_rules: 'payee_change within 7d per organisation' });
    const pay = (payee: string, actor = 'ap-bot') => ({ action: { type: 'pay_invoice', amount: 120, currency: 'EUR', target: payee, description: 'Invoice 2211' }, actor: { name: actor } });
    const first = await evaluate(t.agent, pay('Acme Supplies'));
    expect(resultOf(first, 'sequence_rules.1')).toMatchObject({ matched: false, running: 0 });
    const change = await evaluate(t.agent, {
      action: { type: 'update_payee_bank_details', target: 'Acme Supplies', parameters: { iban: 'DE89370400440532013000' } },
      actor: { name: 'vendor-bot' },
    });
    expect(change.body.reason_codes).toContain('BANK_DETAILS_CHANGE');
    const payments = await Promise.all([pay('Acme Supplies'), pay('acme  supplies', 'other-bot'), pay('ACME SUPPLIES')].map((b) => evaluate(t.agent, b)));
    for (const r of payments) {
      expect(resultOf(r, 'sequence_rules.1')).toMatchObject({ matched: true, running: 1, reason_code: 'PAYEE_CHANGED_RECENTLY' });
      expect(r.body.decision).toBe('review');
    }
    expect(resultOf(await evaluate(t.agent, pay('Globex')), 'sequence_rules.1')).toMatchObject({ matched: false, running: 0 });
    // The payee is kept only as a hash.
    const { rows } = await svc.running.db.query('SELECT payee_changed FROM rule_events WHERE env_id = $1 AND payee_changed IS NOT NULL', [t.envId]);
    expect(rows).toHaveLength(1);
    expect(Buffer.isBuffer(rows[0].payee_changed) && !rows[0].payee_changed.toString('latin1').toLowerCase().includes('acme')).toBe(true);
  });
});

describe('the record transaction (store)', () => {
  it('a retried record adds no second event and returns the first record; past the deadline nothing is written', async () => {
    const t = await org({});
    const db = svc.running.db;
    const rules = rulesOf({ window_limits: 'count type:refund <= 1 per agent per 1d', sequence_rules: null });
    const request = refund(100);
    const event = ruleEventOf(request, assessRequest(request, toolEnvOf(defaultSettings()), null), 'key_x');
    const plan = runningPlan(rules, event);
    const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
    const decisionFor = (id: string) => (running: number[]): { decision: Decision } => {
      const results = sessionRuleResults(rules, event, plan, running);
      const decision: Decision = {
        decision_id: id, decision: results[0].matched ? 'review' : 'allow', confidence: 1, reason_codes: results[0].matched ? ['WINDOW_LIMIT_EXCEEDED'] : [],
        risk: zeros(RISK_KEYS) as Risk, semantic: zeros(SEMANTIC_KEYS) as Semantic, policy_results: results, language: 'en', latency_ms: 1,
        created_at: new Date().toISOString(), missing: [], missing_details: [], policy_version: 'v1', action: null, intake: null, review: null,
      };
      return { decision };
    };
    const input = { orgId: (await findEnv(db, t.org, 'test'))!.orgId, envId: t.envId, actorName: 'support-bot', retention: 'zero' as const, content: { mediaType: 'application/json', bytes: 2, body: {} } };
    const id = newDecisionId();
    const first = await recordDecisionWithRules(db, input, { plan, event, compose: decisionFor(id) });
    expect(first.policy_results[0]).toMatchObject({ matched: false, running: 0 });
    // The same decision again (a retried step): the first record stands, and it counted once.
    const again = await recordDecisionWithRules(db, input, { plan, event, compose: decisionFor(id) });
    expect(again.policy_results[0]).toEqual(first.policy_results[0]);
    const events = async () => Number((await db.query('SELECT count(*) FROM rule_events WHERE env_id = $1', [t.envId])).rows[0].count);
    expect(await events()).toBe(1);
    // Past the deadline: refused, nothing recorded, nothing counted.
    const late = newDecisionId();
    await expect(recordDecisionWithRules(db, input, { plan, event, compose: decisionFor(late) }, { deadline: Date.now() - 1 })).rejects.toBeInstanceOf(DeadlinePassedError);
    expect((await db.query('SELECT 1 FROM decisions WHERE id = $1', [late])).rows).toHaveLength(0);
    expect(await events()).toBe(1);
    // A second decision sees the first.
    const second = await recordDecisionWithRules(db, input, { plan, event, compose: decisionFor(newDecisionId()) });
    expect(second.policy_results[0]).toMatchObject({ matched: true, running: 1 });
    expect(second.decision).toBe('review');
  });
});

describe('one session over two API processes', () => {
  it('two `gatehouse api` processes (and two workers) share one session count: concurrent sends through both see 0 … 5', async () => {
    const [p1, p2] = await freePorts(2);
    const base = {
      DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL!,
      TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!,
      GATEHOUSE_TASK_QUEUE: `rules-${randomUUID()}`,
      // Four processes on a shared machine: the decision's deadline is not what is tested here.
      GATEHOUSE_EVALUATE_TIMEOUT_MS: '15000',
    };
    const db = createPool(base.DATABASE_URL, 2);
    const children: ChildProcess[] = [];
    try {
      children.push(...(await Promise.all([serve('worker', base), serve('worker', base), serve('api', { ...base, PORT: String(p1) }), serve('api', { ...base, PORT: String(p2) })])));
      const o = uniqueOrg('rules2');
      const { key } = await createKey(db, o, 'test');
      await svc.settings(o, 'test', 'window_limits=count effect:external_communication <= 3 per session per 1h');
      const urls = [`http://127.0.0.1:${p1}`, `http://127.0.0.1:${p2}`];
      const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => evaluate(key, send('sess-two'), urls[i % 2])));
      const seen = replies.map((r) => resultOf(r, 'window_limits.1'));
      expect(seen.map((s) => s.running).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(seen.filter((s) => s.matched)).toHaveLength(3);
    } finally {
      await Promise.all(children.map((c) => stopChild(c)));
      await db.end();
    }
  });
});
