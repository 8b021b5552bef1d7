// The console's decision list (src/store/decision-list.ts) against the real store: each filter alone and
// combined gives exactly the expected decisions, newest first; keyset pages in both directions return every
// row once, ties on created_at included; the verdict shown and filtered on is the latest one; no other
// environment's decisions appear. Then 100,000 decisions in one environment: for each filter and for deep
// pages, the exact statement listDecisions sends is planned without a sequential scan and reads a small
// share of the rows (EXPLAIN ANALYZE row counts, no timings).

import { randomUUID } from 'node:crypto';
import { RISK_KEYS, SEMANTIC_KEYS } from '../../src/contract/schemas';
import type { Decision, Outcome, ReviewOutcome, Risk, Semantic } from '../../src/domain/types';
import { listDecisions, type Cursor, type DecisionFilter, type DecisionPage } from '../../src/store/decision-list';
import { createPool } from '../../src/store/db';
import { addReview, recordDecision } from '../../src/store/decisions';
import { newDecisionId } from '../../src/store/ids';
import { migrate } from '../../src/store/migrations';
import { ensureOrg, findEnv } from '../../src/store/tenants';
import {
  capturedListQuery,
  explainList,
  planSummary,
  RARE,
  scaleCases,
  SCALE_COUNT,
  seedDecisions,
  seededId,
  unbounded,
} from '../../scripts/bench-console';

const db = createPool(process.env.GATEHOUSE_TEST_DATABASE_URL!);
const orgIds: string[] = [];

interface Org {
  orgId: string;
  test: string;
  live: string;
}

async function newOrg(): Promise<Org> {
  const slug = `list-${randomUUID()}`;
  const orgId = await ensureOrg(db, slug);
  orgIds.push(orgId);
  return { orgId, test: (await findEnv(db, slug, 'test'))!.envId, live: (await findEnv(db, slug, 'live'))!.envId };
}

/** Ten characters of [0-9A-Z], so that ids made with it sort by their number. */
const newTag = () => randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase();
const idOf = (tag: string, n: number) => `dec_${tag}${String(n).padStart(16, '0')}`;

interface Seed {
  id?: string;
  outcome: Outcome;
  type: string | null;
  actor: string | null;
  codes: string[];
  at: Date;
  amount?: number | null;
  currency?: string | null;
}

const fill = <K extends string>(keys: readonly K[], v: number) => Object.fromEntries(keys.map((k) => [k, v])) as Record<K, number>;

/** Records the decision as the service does (recordDecision), with a complete record. */
async function record(org: Org, envId: string, s: Seed): Promise<string> {
  const id = s.id ?? newDecisionId();
  const decision: Decision = {
    decision_id: id,
    decision: s.outcome,
    confidence: 0.9,
    reason_codes: s.codes,
    risk: fill(RISK_KEYS, 0.1) as Risk,
    semantic: fill(SEMANTIC_KEYS, 0.5) as Semantic,
    policy_results: [],
    language: 'en',
    latency_ms: 12,
    created_at: s.at.toISOString(),
    missing: [],
    missing_details: [],
    policy_version: 'test',
    action: s.type === null ? null : { type: s.type, identified: true, confidence: 0.9, amount: s.amount ?? null, currency: s.currency ?? null, target: null },
    intake: null,
    review: null,
  };
  await recordDecision(db, { orgId: org.orgId, envId, decision, actorName: s.actor, retention: 'zero', content: { mediaType: 'application/json', bytes: 2, body: {} } });
  return id;
}

async function verdicts(envId: string, id: string, outcomes: ReviewOutcome[]): Promise<void> {
  for (const outcome of outcomes) {
    const r = await addReview(db, envId, id, { outcome, reviewer: 'ana@example.com', note: null, channel: 'console' });
    expect(r).toMatchObject({ decision_id: id, outcome });
  }
}

const ids = (p: DecisionPage) => p.rows.map((r) => r.id);

beforeAll(async () => {
  await migrate(db);
});

afterAll(async () => {
  for (const id of orgIds) await unbounded(db, 'DELETE FROM organizations WHERE id = $1', [id]);
  await db.end();
}, 60_000);

describe('filters', () => {
  const H = 3_600_000;
  const base = new Date('2025-03-10T12:00:00.000Z');
  const at = (hoursBefore: number) => new Date(base.getTime() - hoursBefore * H);
  let org: Org;
  let env: string;
  const d: Record<string, string> = {};

  // a1 .. a8, newest first. Another environment of the same organisation and another organisation get
  // decisions with the same attributes at the same times, which must never show.
  const SEEDS: Record<string, Seed> = {
    a1: { outcome: 'allow', type: 'refund', actor: 'bot-a', codes: [], at: at(1), amount: 25, currency: 'EUR' },
    a2: { outcome: 'review', type: 'refund', actor: 'bot-b', codes: ['HIGH_VALUE_REFUND'], at: at(2), amount: 1200.5, currency: 'USD' },
    a3: { outcome: 'deny', type: 'send_email', actor: 'bot-a', codes: ['AGENT_NOT_PERMITTED'], at: at(3) },
    a4: { outcome: 'more_information', type: 'refund', actor: null, codes: ['MISSING_AMOUNT'], at: at(4) },
    a5: { outcome: 'review', type: 'delete_records', actor: 'bot-b', codes: ['HIGH_VALUE_REFUND', 'RATE_LIMITED'], at: at(25) },
    a6: { outcome: 'allow', type: 'send_email', actor: 'bot-c', codes: [], at: at(26) },
    a7: { outcome: 'deny', type: 'refund', actor: 'bot-a', codes: ['AGENT_NOT_PERMITTED', 'RATE_LIMITED'], at: at(49), amount: 10, currency: 'EUR' },
    a8: { outcome: 'allow', type: null, actor: 'bot-b', codes: [], at: at(50) },
  };
  const list = async (f: DecisionFilter, envId = env) => {
    const p = await listDecisions(db, envId, f);
    expect(p.older).toBeNull();
    expect(p.newer).toBeNull();
    return ids(p);
  };
  const want = (...names: string[]) => names.map((n) => d[n]);

  beforeAll(async () => {
    org = await newOrg();
    env = org.test;
    const other = await newOrg();
    for (const [name, s] of Object.entries(SEEDS)) {
      d[name] = await record(org, env, s);
      await record(org, org.live, s);
      await record(other, other.test, s);
    }
    await verdicts(env, d.a2, ['approved', 'denied']);
    await verdicts(env, d.a3, ['denied', 'approved']);
    await verdicts(env, d.a5, ['approved']);
    await verdicts(env, d.a7, ['changed', 'approved', 'changed']);
  });

  it('lists every decision of the environment newest first, with the listed fields', async () => {
    const p = await listDecisions(db, env, {});
    expect(ids(p)).toEqual(want('a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'));
    expect(p.older).toBeNull();
    expect(p.newer).toBeNull();
    const byId = new Map(p.rows.map((r) => [r.id, r]));
    expect(byId.get(d.a1)).toEqual({
      id: d.a1,
      created_at: '2025-03-10T11:00:00.000Z',
      decision: 'allow',
      reason_codes: [],
      action_type: 'refund',
      actor_name: 'bot-a',
      verdict: null,
      amount: 25,
      currency: 'EUR',
    });
    expect(byId.get(d.a2)).toMatchObject({ amount: 1200.5, currency: 'USD', verdict: 'denied', reason_codes: ['HIGH_VALUE_REFUND'] });
    expect(byId.get(d.a4)).toMatchObject({ amount: null, currency: null, actor_name: null, decision: 'more_information' });
    expect(byId.get(d.a8)).toMatchObject({ action_type: null, amount: null });
  });

  it('filters on the decision', async () => {
    expect(await list({ decision: 'allow' })).toEqual(want('a1', 'a6', 'a8'));
    expect(await list({ decision: 'review' })).toEqual(want('a2', 'a5'));
    expect(await list({ decision: 'deny' })).toEqual(want('a3', 'a7'));
    expect(await list({ decision: 'more_information' })).toEqual(want('a4'));
  });

  it('filters on a reason code among several', async () => {
    expect(await list({ reasonCode: 'HIGH_VALUE_REFUND' })).toEqual(want('a2', 'a5'));
    expect(await list({ reasonCode: 'RATE_LIMITED' })).toEqual(want('a5', 'a7'));
    expect(await list({ reasonCode: 'AGENT_NOT_PERMITTED' })).toEqual(want('a3', 'a7'));
    expect(await list({ reasonCode: 'COST_CAP_REACHED' })).toEqual([]);
  });

  it('shows and filters on the latest verdict', async () => {
    const rows = new Map((await listDecisions(db, env, {})).rows.map((r) => [r.id, r.verdict]));
    expect(Object.fromEntries(Object.entries(d).map(([n, id]) => [n, rows.get(id)]))).toEqual({
      a1: null,
      a2: 'denied',
      a3: 'approved',
      a4: null,
      a5: 'approved',
      a6: null,
      a7: 'changed',
      a8: null,
    });
    expect(await list({ verdict: 'waiting' })).toEqual(want('a1', 'a4', 'a6', 'a8'));
    expect(await list({ verdict: 'given' })).toEqual(want('a2', 'a3', 'a5', 'a7'));
    expect(await list({ verdict: 'approved' })).toEqual(want('a3', 'a5'));
    expect(await list({ verdict: 'denied' })).toEqual(want('a2'));
    expect(await list({ verdict: 'changed' })).toEqual(want('a7'));
    // The same decisions in the other environments have no verdicts.
    expect(await list({ verdict: 'given' }, org.live)).toEqual([]);
  });

  it('filters on the agent and the action type', async () => {
    expect(await list({ agent: 'bot-a' })).toEqual(want('a1', 'a3', 'a7'));
    expect(await list({ agent: 'bot-b' })).toEqual(want('a2', 'a5', 'a8'));
    expect(await list({ agent: 'bot-z' })).toEqual([]);
    expect(await list({ actionType: 'refund' })).toEqual(want('a1', 'a2', 'a4', 'a7'));
    expect(await list({ actionType: 'send_email' })).toEqual(want('a3', 'a6'));
  });

  it('filters on dates: from included, to excluded', async () => {
    expect(await list({ from: at(3) })).toEqual(want('a1', 'a2', 'a3'));
    expect(await list({ to: at(3) })).toEqual(want('a4', 'a5', 'a6', 'a7', 'a8'));
    expect(await list({ from: at(26), to: at(3) })).toEqual(want('a4', 'a5', 'a6'));
    expect(await list({ from: new Date(at(26).getTime() + 1), to: new Date(at(3).getTime() + 1) })).toEqual(want('a3', 'a4', 'a5'));
    expect(await list({ from: at(1000), to: at(999) })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await list({ decision: 'deny', reasonCode: 'RATE_LIMITED' })).toEqual(want('a7'));
    expect(await list({ agent: 'bot-b', verdict: 'given' })).toEqual(want('a2', 'a5'));
    expect(await list({ actionType: 'refund', verdict: 'waiting', from: at(5) })).toEqual(want('a1', 'a4'));
    expect(await list({ agent: 'bot-a', actionType: 'refund', verdict: 'changed', to: at(3) })).toEqual(want('a7'));
    expect(await list({ decision: 'allow', agent: 'bot-b', actionType: 'delete_records' })).toEqual([]);
    expect(await list({ decision: 'allow', reasonCode: 'HIGH_VALUE_REFUND' })).toEqual([]);
    expect(
      await list({ decision: 'review', reasonCode: 'RATE_LIMITED', verdict: 'approved', agent: 'bot-b', actionType: 'delete_records', from: at(25), to: at(24) }),
    ).toEqual(want('a5'));
  });

  it("never shows another environment's decisions, and the others list their own", async () => {
    const mine = new Set(Object.values(d));
    const live = await list({}, org.live);
    expect(live).toHaveLength(8);
    expect(live.filter((id) => mine.has(id))).toEqual([]);
    expect(await list({ decision: 'review' }, org.live)).toHaveLength(2);
    // A verdict through another environment does not reach this one's decision.
    expect(await addReview(db, org.live, d.a1, { outcome: 'denied', reviewer: 'x@example.com', note: null, channel: 'api' })).toBeNull();
    expect(await list({ verdict: 'given' })).toEqual(want('a2', 'a3', 'a5', 'a7'));
  });
});

describe('keyset pages', () => {
  let org: Org;
  const order: string[] = []; // newest first
  const deny = new Set<string>();

  // 23 decisions on 4 distinct times (ties across every page boundary), recorded in shuffled id order.
  beforeAll(async () => {
    org = await newOrg();
    const tag = newTag();
    const times = [0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3].map((k) => new Date(Date.UTC(2025, 0, 20 - k, 9)));
    const seeds = times.map((t, n) => ({ id: idOf(tag, n), at: t, outcome: (n % 3 === 0 ? 'deny' : 'allow') as Outcome }));
    const shuffled = seeds.map((_, k) => seeds[(k * 7) % seeds.length]);
    for (const s of shuffled) await record(org, org.test, { id: s.id, outcome: s.outcome, type: 'refund', actor: 'bot', codes: [], at: s.at });
    order.push(...[...seeds].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1)).map((s) => s.id));
    for (const s of seeds) if (s.outcome === 'deny') deny.add(s.id);
    // Noise in the other environment at the same times.
    for (const t of times.slice(0, 5)) await record(org, org.live, { outcome: 'deny', type: 'refund', actor: 'bot', codes: [], at: t });
  });

  /** Walks older from the first page, then newer from the last, checking every cursor. */
  async function walk(f: DecisionFilter, size: number, expected: string[]): Promise<void> {
    const forward: string[][] = [];
    let p = await listDecisions(db, org.test, f, {}, size);
    expect(p.newer).toBeNull();
    forward.push(ids(p));
    while (p.older) {
      expect(p.older).toEqual({ createdAt: new Date(p.rows.at(-1)!.created_at), id: p.rows.at(-1)!.id });
      p = await listDecisions(db, org.test, f, { before: p.older }, size);
      expect(p.newer).toEqual({ createdAt: new Date(p.rows[0].created_at), id: p.rows[0].id });
      forward.push(ids(p));
      expect(forward.length).toBeLessThanOrEqual(expected.length + 1);
    }
    expect(forward.flat()).toEqual(expected);
    expect(forward.every((page, i) => page.length === (i < forward.length - 1 ? size : expected.length - size * i))).toBe(true);

    const backward: string[][] = [ids(p)];
    while (p.newer) {
      p = await listDecisions(db, org.test, f, { after: p.newer }, size);
      expect(p.older).not.toBeNull();
      backward.unshift(ids(p));
      expect(backward.length).toBeLessThanOrEqual(expected.length + 1);
    }
    // Full pages line up, so the way back shows the very same pages.
    expect(backward).toEqual(forward);
    expect(p.older === null).toBe(expected.length <= size);
  }

  it.each([1, 2, 3, 5, 7, 22, 23, 50])('pages through all 23 decisions with ties, %i a page, both ways', async (size) => {
    expect(new Set(order).size).toBe(23);
    await walk({}, size, order);
  });

  it.each([1, 2, 4])('pages through a filter (decision=deny, 8 decisions), %i a page, both ways', async (size) => {
    const expected = order.filter((id) => deny.has(id));
    expect(expected).toHaveLength(8);
    await walk({ decision: 'deny' }, size, expected);
  });

  it('pages newer from the middle: the rows just newer than the cursor, still newest first', async () => {
    const cursorRow = (await listDecisions(db, org.test, {}, {}, 23)).rows[12];
    const cursor: Cursor = { createdAt: new Date(cursorRow.created_at), id: cursorRow.id };
    const newer = await listDecisions(db, org.test, {}, { after: cursor }, 4);
    expect(ids(newer)).toEqual(order.slice(8, 12));
    expect(newer.newer).toEqual({ createdAt: new Date(newer.rows[0].created_at), id: order[8] });
    expect(newer.older).toEqual({ createdAt: new Date(newer.rows[3].created_at), id: order[11] });
    const older = await listDecisions(db, org.test, {}, { before: cursor }, 4);
    expect(ids(older)).toEqual(order.slice(13, 17));
    // Past the ends: empty pages without cursors.
    const first = (await listDecisions(db, org.test, {}, {}, 1)).rows[0];
    const none = await listDecisions(db, org.test, {}, { after: { createdAt: new Date(first.created_at), id: first.id } });
    expect(none).toEqual({ rows: [], older: null, newer: null });
  });
});

describe('100,000 decisions in one environment', () => {
  let org: Org;
  let cases: ReturnType<typeof scaleCases>;

  beforeAll(async () => {
    org = await newOrg();
    const end = new Date();
    const tag = newTag();
    await seedDecisions(db, { orgId: org.orgId, envId: org.test, count: SCALE_COUNT, idTag: tag, end });
    await unbounded(db, 'ANALYZE decisions');
    const { rows } = await db.query('SELECT created_at, id FROM decisions WHERE id = $1', [seededId(tag, SCALE_COUNT / 2)]);
    expect(rows).toHaveLength(1);
    cases = scaleCases(end, { createdAt: rows[0].created_at, id: rows[0].id });
  }, 60_000);

  it('has the seeded spread', async () => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT outcome)::int AS outcomes, count(DISTINCT action_type)::int AS types,
              count(DISTINCT actor_name)::int AS agents, count(*) FILTER (WHERE verdict IS NULL)::int AS waiting,
              count(*) FILTER (WHERE reason_codes @> ARRAY[$2::text])::int AS rare_code,
              count(*) FILTER (WHERE actor_name = $3)::int AS rare_agent,
              extract(epoch FROM max(created_at) - min(created_at))::int / 86400 AS days
         FROM decisions WHERE env_id = $1`,
      [org.test, RARE.reasonCode, RARE.agent],
    );
    expect(rows[0]).toEqual({ n: 100_000, outcomes: 4, types: 5, agents: 24, waiting: 81_000, rare_code: 200, rare_agent: 100, days: 89 });
  });

  // Every case: the statement listDecisions sends (captured from its call) is planned without a sequential
  // scan and its scans read at most 2 % of the environment's rows; the page is full (50 decisions).
  it.each([
    'no filter',
    'decision=deny',
    'reason=HIGH_VALUE_REFUND',
    `reason=${RARE.reasonCode} (0.2 %)`,
    'verdict=waiting',
    'verdict=given',
    'verdict=approved',
    'agent=agent-5',
    `agent=${RARE.agent} (0.1 %)`,
    'type=refund',
    `type=${RARE.actionType} (0.5 %)`,
    'one day, 40 days back',
    'deep page (before middle)',
    'deep page (after middle)',
    'deep page, decision=deny',
    'deep page, type=close_account',
  ])('%s: no sequential scan, a short read', async (name) => {
    const c = cases.find((x) => x.name === name)!;
    expect(c).toBeDefined();
    const sent = await capturedListQuery(db, org.test, c);
    expect(sent.text).toMatch(/FROM decisions WHERE env_id = \$1/);
    const { nodes, rowsRead } = await explainList(db, sent);
    const summary = planSummary(nodes);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
    expect(nodes.some((n) => /^decisions_/.test(n['Index Name'] ?? ''))).toBe(true);
    expect({ plan: summary, rowsRead, readAtMost2000: rowsRead <= 2_000 }).toEqual({ plan: summary, rowsRead, readAtMost2000: true });
    const page = await listDecisions(db, org.test, c.filter, c.page);
    expect(page.rows).toHaveLength(50);
    expect(page.older).not.toBeNull();
  });

  it('the deep pages start right next to the middle decision', async () => {
    const before = cases.find((x) => x.name === 'deep page (before middle)')!;
    const after = cases.find((x) => x.name === 'deep page (after middle)')!;
    const older = await listDecisions(db, org.test, before.filter, before.page);
    const newer = await listDecisions(db, org.test, after.filter, after.page);
    const mid = before.page.before!.id;
    const n = (id: string) => parseInt(id.slice(-16), 16);
    expect(older.rows.map((r) => n(r.id))).toEqual(Array.from({ length: 50 }, (_, i) => n(mid) + 1 + i));
    expect(newer.rows.map((r) => n(r.id))).toEqual(Array.from({ length: 50 }, (_, i) => n(mid) - 50 + i));
  });
});
