// Shadow mode (issue 28) through the real service: real HTTP, Temporal and PostgreSQL, verdicts recorded
// through the API. A candidate set as the environment's shadow is decided beside every live decision and
// kept with it; the live answer is the one an environment without a shadow gives, whether the shadow is
// stricter or looser; the running matrix and agreement figures match hand-counted ones; promotion is one
// audited action that clears the shadow; agent keys are refused; one environment never sees another's.

import { listAudit } from '../../src/store/audit';
import { hashApiKey } from '../../src/store/ids';
import { findEnv } from '../../src/store/tenants';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

const db = () => svc.running.db;
const shadowUrl = () => `${svc.url}/v1/shadow`;

interface Env {
  org: string;
  agent: string;
  admin: string;
  envId: string;
}

async function env(prefix: string): Promise<Env> {
  const org = uniqueOrg(prefix);
  const agent = await svc.key(org, 'test');
  const admin = await svc.key(org, 'test', 'admin');
  return { org, agent, admin, envId: (await findEnv(db(), org, 'test'))!.envId };
}

const evaluate = async (key: string, body: unknown) => {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body });
  expect(r.status).toBe(200);
  return r.body as { decision_id: string; decision: string; reason_codes: string[]; policy_results: unknown[] };
};

const verdict = async (key: string, id: string, outcome: 'approved' | 'denied' | 'changed') => {
  const r = await call(`${svc.url}/v1/decisions/${id}/review`, { key, body: { outcome, reviewer: 'ana@example.com' } });
  expect(r.status).toBe(200);
};

/** What the decision keeps of its shadow, straight from the store. */
const storedShadow = async (id: string) =>
  (await db().query('SELECT shadow_id, shadow_outcome, shadow_reason_codes, shadow_model FROM decisions WHERE id = $1', [id])).rows[0] as {
    shadow_id: string | null;
    shadow_outcome: string | null;
    shadow_reason_codes: string[] | null;
    shadow_model: string | null;
  };

type Cell = { old: string; new: string; n: number; examples: string[] };
const cell = (rep: { matrix: Cell[] }, old: string, now: string): Cell => rep.matrix.find((c) => c.old === old && c.new === now)!;
/** One row of the matrix (a live outcome) as shadow outcome → count. */
const row = (rep: { matrix: Cell[] }, old: string) => Object.fromEntries(rep.matrix.filter((c) => c.old === old).map((c) => [c.new, c.n]));

/** The live answer without what differs per decision: the control environment's must be the same. */
const essence = (d: { decision: string; reason_codes: string[]; policy_results: unknown[] }) => ({ decision: d.decision, reason_codes: d.reason_codes, policy_results: d.policy_results });

describe('setting a shadow', () => {
  it('is refused to agent keys (403) and refuses unknown settings, values out of range and bad tools (422 naming each field)', async () => {
    const t = await env('shadow-bad');
    for (const [method, url] of [
      ['GET', shadowUrl()],
      ['PUT', shadowUrl()],
      ['DELETE', shadowUrl()],
      ['POST', `${shadowUrl()}/promote`],
    ] as const) {
      const r = await call(url, { key: t.agent, method, body: method === 'PUT' ? { candidate: { settings: { refund_review_limit: 50 } } } : undefined });
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('forbidden');
    }

    const r = await call(shadowUrl(), {
      key: t.admin,
      method: 'PUT',
      body: { candidate: { settings: { refund_review_limt: 50, confidence_threshold: 1.5, daily_cap: -1 }, tools: [{ name: 'send_invoice', effects: ['teleport'] }] } },
    });
    expect(r.status).toBe(422);
    expectContract(r, 'ShadowView');
    const fields = (r.body.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['candidate.settings.confidence_threshold', 'candidate.settings.daily_cap', 'candidate.settings.refund_review_limt', 'candidate.tools[0].effects[0]']);

    // Across settings, and an empty candidate.
    const cross = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { risk_review_threshold: 0.9 } } } });
    expect(cross.status).toBe(422);
    expect(cross.body.details).toEqual([{ field: 'candidate.settings.risk_review_threshold', reason: 'must not exceed risk_deny_threshold' }]);
    const empty = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: {} } });
    expect(empty.status).toBe(422);
    expect(empty.body.details).toEqual([{ field: 'candidate', reason: expect.stringContaining('changes nothing') }]);
    const model = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { model_provider: 'openai', model_name: 'x' } } } });
    expect(model.status).toBe(422);
    expect((model.body.details as { field: string }[]).map((d) => d.field)).toContain('candidate.settings.model_provider');
    const rules = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { window_limits: 'count type:refund <= 1 per century' } } } });
    expect(rules.status).toBe(422);
    expect((rules.body.details as { field: string }[]).map((d) => d.field)).toEqual(['candidate.settings.window_limits']);
    const extra = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { daily_cap: 5 } }, window: '30d' } });
    expect(extra.status).toBe(422);
    expect(extra.body.details).toEqual([{ field: 'window', reason: expect.stringContaining('unknown field') }]);

    // Nothing was set, and nothing to clear or promote.
    const none = await call(shadowUrl(), { key: t.admin });
    expect(none.body).toEqual({ shadow: null, report: null });
    expect((await call(shadowUrl(), { key: t.admin, method: 'DELETE' })).status).toBe(404);
    expect((await call(`${shadowUrl()}/promote`, { key: t.admin, method: 'POST' })).body.error).toBe('no_shadow');
  });
});

describe('a stricter shadow (refund_review_limit 500 → 50)', () => {
  it('keeps the live answer, stores its own outcome, and reports the hand-counted matrix and agreement', async () => {
    const t = await env('shadow-strict');
    const control = await env('shadow-control');
    const set = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { refund_review_limit: 50 } } } });
    expect(set.status).toBe(200);
    expectContract(set, 'ShadowView');
    const shadowId = set.body.shadow.id as string;
    expect(set.body.shadow.settings).toEqual({ refund_review_limit: 50 });
    expect(set.body.report.decisions).toBe(0);

    // 3 small refunds (both allow), 2 over the candidate's limit (live allow, shadow review), 1 over both (review, review).
    const amounts = [40, 40, 40, 100, 100, 600];
    const ids: string[] = [];
    for (const [i, amount] of amounts.entries()) {
      const body = refund(amount, { target: `order_${i}` });
      const live = await evaluate(t.agent, body);
      const alone = await evaluate(control.agent, body);
      expect(essence(live)).toEqual(essence(alone));
      ids.push(live.decision_id);
    }
    const outcomes = await Promise.all(ids.map(storedShadow));
    expect(outcomes.map((o) => o.shadow_id)).toEqual(ids.map(() => shadowId));
    expect(outcomes.map((o) => o.shadow_outcome)).toEqual(['allow', 'allow', 'allow', 'review', 'review', 'review']);
    expect(outcomes[3].shadow_reason_codes).toContain('HIGH_VALUE_REFUND');
    expect(outcomes.map((o) => o.shadow_model)).toEqual(amounts.map(() => 'reused'));
    const live = await Promise.all(ids.map(async (id) => (await call(`${svc.url}/v1/decisions/${id}`, { key: t.agent })).body.decision));
    expect(live).toEqual(['allow', 'allow', 'allow', 'allow', 'allow', 'review']);
    // The control environment has no shadow: nothing of it is kept with its decisions.
    const { rows } = await db().query('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1 AND shadow_id IS NOT NULL', [control.envId]);
    expect(rows[0].n).toBe(0);

    // Verdicts: approved = should pass, denied / changed = should have been stopped. The sixth gets two; the latest counts.
    await verdict(t.agent, ids[0], 'approved');
    await verdict(t.agent, ids[1], 'denied');
    await verdict(t.agent, ids[3], 'approved');
    await verdict(t.agent, ids[4], 'changed');
    await verdict(t.agent, ids[5], 'approved');
    await verdict(t.agent, ids[5], 'denied');

    const r = await call(shadowUrl(), { key: t.admin });
    expect(r.status).toBe(200);
    expectContract(r, 'ShadowView');
    const rep = r.body.report;
    expect(rep.decisions).toBe(6);
    expect(rep.changed).toBe(2);
    expect(rep.matrix).toHaveLength(16);
    expect(row(rep, 'allow')).toEqual({ allow: 3, review: 2, deny: 0, more_information: 0 });
    expect(row(rep, 'review')).toEqual({ allow: 0, review: 1, deny: 0, more_information: 0 });
    expect(row(rep, 'deny')).toEqual({ allow: 0, review: 0, deny: 0, more_information: 0 });
    // The changed cell links its decisions, newest first.
    expect(cell(rep, 'allow', 'review').examples).toEqual([ids[4], ids[3]]);
    expect(cell(rep, 'allow', 'allow').examples).toEqual([]);
    // Live: TP 1 (600 denied), FP 0, FN 2 (40 denied, 100 changed), TN 2. po 0.6, pe (1·3 + 4·2)/25 = 0.44.
    expect(rep.agreement.live).toEqual({
      n: 5,
      confusion: { tp: 1, fp: 0, fn: 2, tn: 2 },
      agreement: { value: 0.6, n: 5 },
      precision: { value: 1, n: 1 },
      recall: { value: 0.3333, n: 3 },
      kappa: { value: 0.2857, n: 5 },
    });
    // Shadow: TP 2 (100 changed, 600 denied), FP 1 (100 approved), FN 1 (40 denied), TN 1. pe (3·3 + 2·2)/25 = 0.52.
    expect(rep.agreement.shadow).toEqual({
      n: 5,
      confusion: { tp: 2, fp: 1, fn: 1, tn: 1 },
      agreement: { value: 0.6, n: 5 },
      precision: { value: 0.6667, n: 3 },
      recall: { value: 0.6667, n: 3 },
      kappa: { value: 0.1667, n: 5 },
    });

    // Tenant isolation: another environment's admin key sees no shadow and changes nothing here.
    const other = await call(shadowUrl(), { key: control.admin });
    expect(other.body).toEqual({ shadow: null, report: null });
    expect((await call(`${shadowUrl()}/promote`, { key: control.admin, method: 'POST' })).status).toBe(404);
    const live2 = await call(`${svc.url}/v1/settings`, { key: t.admin });
    expect(live2.body.settings.refund_review_limit.value).toBe(500);

    // Promotion: one action, audited, clearing the shadow; the candidate is live from the next request on.
    const p = await call(`${shadowUrl()}/promote`, { key: t.admin, method: 'POST' });
    expect(p.status).toBe(200);
    expectContract(p, 'ShadowPromoted');
    expect(p.body).toMatchObject({ promoted: { id: shadowId }, settings_changed: ['refund_review_limit'], tools_saved: [] });
    expect((await call(shadowUrl(), { key: t.admin })).body).toEqual({ shadow: null, report: null });
    expect((await call(`${svc.url}/v1/settings`, { key: t.admin })).body.settings.refund_review_limit.value).toBe(50);
    const adminId = (await db().query('SELECT id FROM api_keys WHERE key_hash = $1', [hashApiKey(t.admin)])).rows[0].id;
    const trail = await listAudit(db(), t.envId, ['shadow.set', 'shadow.promoted', 'setting.changed']);
    expect(trail.map((e) => [e.action, e.actor, e.subject])).toEqual([
      ['shadow.promoted', `api:${adminId}`, shadowId],
      ['setting.changed', `api:${adminId}`, 'refund_review_limit'],
      ['shadow.set', `api:${adminId}`, shadowId],
    ]);
    expect(trail[0].after).toMatchObject({ id: shadowId, settings: { refund_review_limit: 50 } });
    const after = await evaluate(t.agent, refund(100, { target: 'order_after' }));
    expect(after.decision).toBe('review');
    expect(after.reason_codes).toContain('HIGH_VALUE_REFUND');
    expect((await storedShadow(after.decision_id)).shadow_id).toBeNull();
  });
});

describe('a looser shadow and a shadow of the catalogue', () => {
  it('never loosens or tightens the live answer; a model answer the live decision never asked for fails closed in the shadow', async () => {
    const t = await env('shadow-loose');
    const control = await env('shadow-loose-control');
    // Looser: refunds up to 1000 pass. An admin key's tool entries count as additions, as live.
    const set = await call(shadowUrl(), {
      key: t.admin,
      method: 'PUT',
      body: {
        candidate: {
          settings: { refund_review_limit: '1000' },
          tools: [
            { name: 'get_quote', effects: ['money_movement'], review: true },
            { name: 'binance_get_real_time_price', effects: ['money_movement'] },
          ],
        },
      },
    });
    expect(set.status).toBe(200);
    expect(set.body.shadow.tools.map((x: { name: string; source: string }) => [x.name, x.source]).sort()).toEqual([
      ['binance_get_real_time_price', 'api'],
      ['get_quote', 'api'],
    ]);

    const cases = [
      // live review (HIGH_VALUE_REFUND), shadow passes it to the model's answer
      { body: refund(600), shadow: 'allow', model: 'reused' },
      // a quote only reads (allowed by code, no model asked); the candidate's entry has it reviewed: review +
      // TOOL_REVIEW_REQUIRED in the shadow only
      { body: { action: { type: 'get_quote', parameters: { amount: 10 } }, actor: { name: 'agent' }, context: { user_request: 'Get me a quote for 10 EUR' } }, shadow: 'review', model: 'not_asked', code: 'TOOL_REVIEW_REQUIRED' },
      // a lookup passes live by code; the candidate says it moves money, and money moved without an amount
      // needs more information first (no model wanted)
      { body: { action: { type: 'binance_get_real_time_price', parameters: { pair: 'BTCUSD' } }, actor: { name: 'agent' }, context: { user_request: 'What does bitcoin cost?' } }, shadow: 'more_information', model: 'not_wanted' },
      // a refund without its amount: more information in both, no model wanted
      { body: refund(null), shadow: 'more_information', model: 'not_wanted' },
    ];
    const lives: string[] = [];
    for (const c of cases) {
      const live = await evaluate(t.agent, c.body);
      expect(essence(live)).toEqual(essence(await evaluate(control.agent, c.body)));
      lives.push(live.decision);
      const s = await storedShadow(live.decision_id);
      expect([s.shadow_outcome, s.shadow_model]).toEqual([c.shadow, c.model]);
      if (c.code) expect(s.shadow_reason_codes).toContain(c.code);
    }
    expect(lives).toEqual(['review', 'allow', 'allow', 'more_information']);

    const rep = (await call(shadowUrl(), { key: t.admin })).body.report;
    expect(cell(rep, 'review', 'allow').n).toBe(1);
    expect(cell(rep, 'allow', 'review').n).toBe(1);
    expect(cell(rep, 'allow', 'more_information').n).toBe(1);
    expect(cell(rep, 'more_information', 'more_information').n).toBe(1);
    expect(rep.changed).toBe(3);
    expect(rep.agreement.live.n).toBe(0);
    expect(rep.agreement.live.kappa).toEqual({ value: null, n: 0 });

    // Cleared: audited, nothing live changed, and later decisions carry no shadow.
    expect((await call(shadowUrl(), { key: t.admin, method: 'DELETE' })).status).toBe(204);
    expect((await listAudit(db(), t.envId, ['shadow.cleared'])).length).toBe(1);
    const later = await evaluate(t.agent, refund(600, { target: 'order_later' }));
    expect(later.decision).toBe('review');
    expect((await storedShadow(later.decision_id)).shadow_id).toBeNull();
    expect((await call(`${svc.url}/v1/tools`, { key: t.agent })).body.tools).toEqual([]);
  });
});

describe('a shadow beside session and window rules', () => {
  it('counts the live decision’s rule results as they are: no change the candidate did not make', async () => {
    const t = await env('shadow-rules');
    await svc.settings(t.org, 'test', 'window_limits=count type:refund <= 1 per agent per 1d');
    const set = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { refund_review_limit: 600 } } } });
    expect(set.status).toBe(200);
    const first = await evaluate(t.agent, refund(40, { target: 'order_r1' }));
    const second = await evaluate(t.agent, refund(40, { target: 'order_r2' }));
    expect([first.decision, second.decision]).toEqual(['allow', 'review']);
    expect(second.reason_codes).toContain('WINDOW_LIMIT_EXCEEDED');
    const [s1, s2] = await Promise.all([storedShadow(first.decision_id), storedShadow(second.decision_id)]);
    expect([s1.shadow_outcome, s2.shadow_outcome]).toEqual(['allow', 'review']);
    expect(s2.shadow_reason_codes).toContain('WINDOW_LIMIT_EXCEEDED');
    expect((await call(shadowUrl(), { key: t.admin })).body.report.changed).toBe(0);
  });

  it('decides the shadow’s own rules over the live running values: a daily refund limit it lowers to 2 turns the 3rd refund into review', async () => {
    const t = await env('shadow-own-rules');
    // Live: a limit no refund here reaches (so the live decisions record their events); the shadow lowers it.
    await svc.settings(t.org, 'test', 'window_limits=count type:refund <= 100 per agent per 1d');
    const set = await call(shadowUrl(), { key: t.admin, method: 'PUT', body: { candidate: { settings: { window_limits: 'count type:refund <= 2 per agent per 1d' } } } });
    expect(set.status).toBe(200);
    const live: string[] = [];
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const d = await evaluate(t.agent, refund(40, { target: `order_o${i}` }));
      live.push(d.decision);
      ids.push(d.decision_id);
    }
    expect(live).toEqual(['allow', 'allow', 'allow', 'allow']);
    const shadows = await Promise.all(ids.map(storedShadow));
    // Running values 0, 1, 2, 3 (the live allows all count): 0+1 and 1+1 fit under 2, 2+1 and 3+1 do not.
    expect(shadows.map((s) => s.shadow_outcome)).toEqual(['allow', 'allow', 'review', 'review']);
    expect(shadows[2].shadow_reason_codes).toEqual(['WINDOW_LIMIT_EXCEEDED']);
    expect(shadows[1].shadow_reason_codes).toEqual([]);
    const rep = (await call(shadowUrl(), { key: t.admin })).body.report;
    expect(row(rep, 'allow')).toMatchObject({ allow: 2, review: 2 });
  });
});
