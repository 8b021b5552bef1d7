// Stored decisions and people's verdicts for the backtest tests, recorded through the real API, with the
// figures a backtest of `refund_review_limit=1000` must report, counted by hand below.

import { call, refund, type TestService } from './service';

/**
 * Eight refunds: two under retention metadata (not replayable), then six kept in full. With the default
 * limit (500) the 600, 800, 900 and 1500 refunds are review (HIGH_VALUE_REFUND) and 40 is allow; with 1000,
 * 600/800/900 become allow. Verdicts (approved: should pass; denied/changed: should have been stopped):
 *
 *   amount  old     new     verdict   before  after
 *   40      allow   allow   approved  tn      tn
 *   40      allow   allow   denied    fn      fn
 *   600     review  allow   approved  fp      tn
 *   800     review  allow   approved  fp      tn
 *   900     review  allow   denied    tp      fn
 *   1500    review  review  changed   tp      tp
 *   50, 50 (metadata): unreplayable; one has a verdict, which counts nowhere.
 *
 * before: tp 2, fp 2, fn 1, tn 1 → agreement 3/6 = 0.5, precision 2/4 = 0.5, recall 2/3 = 0.6667,
 *         κ: po 0.5, pe (4·3 + 2·3)/36 = 0.5 → 0.
 * after:  tp 1, fp 0, fn 2, tn 3 → agreement 4/6 = 0.6667, precision 1/1 = 1, recall 1/3 = 0.3333,
 *         κ: po 0.6667, pe (1·3 + 5·3)/36 = 0.5 → 0.3333.
 */
export const EXPECTED = {
  decisions: 8,
  replayed: 6,
  changed: 3,
  cells: { 'allow>allow': 2, 'review>allow': 3, 'review>review': 1 } as Record<string, number>,
  unreplayable: [{ reason: 'retention_metadata', n: 2 }],
  before: { n: 6, confusion: { tp: 2, fp: 2, fn: 1, tn: 1 }, agreement: 0.5, precision: 0.5, recall: 0.6667, kappa: 0 },
  after: { n: 6, confusion: { tp: 1, fp: 0, fn: 2, tn: 3 }, agreement: 0.6667, precision: 1, recall: 0.3333, kappa: 0.3333 },
};

export const CANDIDATE = { settings: { refund_review_limit: 1000 } };

export interface Seeded {
  from: string;
  to: string;
  /** The ids of the decisions that change review → allow, in the order they were made. */
  changed: string[];
}

async function decide(url: string, key: string, amount: number): Promise<{ id: string; decision: string }> {
  const r = await call(`${url}/v1/gate/evaluate`, { key, body: refund(amount) });
  if (r.status !== 200) throw new Error(`evaluate answered ${r.status}: ${JSON.stringify(r.body)}`);
  return { id: r.body.decision_id, decision: r.body.decision };
}

async function verdict(url: string, key: string, id: string, outcome: 'approved' | 'denied' | 'changed'): Promise<void> {
  const r = await call(`${url}/v1/decisions/${id}/review`, { key, body: { outcome, reviewer: 'ana@example.com' } });
  if (r.status !== 200 && r.status !== 201) throw new Error(`review answered ${r.status}: ${JSON.stringify(r.body)}`);
}

/** Records the eight decisions and their verdicts in the organisation's test environment (created if new). */
export async function seedDecisions(svc: Pick<TestService, 'key' | 'settings'>, url: string, org: string): Promise<Seeded> {
  const from = new Date(Date.now() - 1000).toISOString();
  await svc.key(org, 'test');
  await svc.settings(org, 'test', 'retention=metadata');
  // A new key is looked up afresh: its settings are the ones just stored.
  const meta = await svc.key(org, 'test');
  const m1 = await decide(url, meta, 50);
  await decide(url, meta, 50);
  await svc.settings(org, 'test', 'retention=full');
  const key = await svc.key(org, 'test');
  const plan: [number, 'approved' | 'denied' | 'changed', string][] = [
    [40, 'approved', 'allow'],
    [40, 'denied', 'allow'],
    [600, 'approved', 'review'],
    [800, 'approved', 'review'],
    [900, 'denied', 'review'],
    [1500, 'changed', 'review'],
  ];
  const changed: string[] = [];
  for (const [amount, outcome, expected] of plan) {
    const d = await decide(url, key, amount);
    if (d.decision !== expected) throw new Error(`refund ${amount} was ${d.decision}, the hand count expects ${expected}`);
    await verdict(url, key, d.id, outcome);
    if (amount >= 600 && amount <= 900) changed.push(d.id);
  }
  await verdict(url, key, m1.id, 'approved');
  return { from, to: new Date(Date.now() + 1000).toISOString(), changed };
}

/** Polls a backtest until it has ended (done, cancelled or failed). */
export async function awaitBacktest(url: string, key: string, id: string, timeoutMs = 90_000): Promise<any> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const r = await call(`${url}/v1/backtests/${id}`, { key });
    if (r.status !== 200) throw new Error(`GET backtest answered ${r.status}`);
    if (['done', 'cancelled', 'failed'].includes(r.body.status)) return r.body;
    if (Date.now() > end) throw new Error(`backtest still ${r.body.status} after ${timeoutMs} ms`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

/** Checks a done backtest's report against the hand count. */
export function checkReport(bt: any, seeded: Seeded): void {
  const r = bt.report;
  if (!r) throw new Error(`no report: ${JSON.stringify(bt)}`);
  const got = Object.fromEntries(r.matrix.filter((c: any) => c.n > 0).map((c: any) => [`${c.old}>${c.new}`, c.n]));
  expectEqual(got, EXPECTED.cells, 'matrix');
  expectEqual([r.decisions, r.replayed, r.changed], [EXPECTED.decisions, EXPECTED.replayed, EXPECTED.changed], 'totals');
  expectEqual(r.matrix.find((c: any) => c.old === 'review' && c.new === 'allow').examples, seeded.changed, 'examples');
  expectEqual(r.unreplayable.map((u: any) => ({ reason: u.reason, n: u.n })), EXPECTED.unreplayable, 'unreplayable');
  for (const side of ['before', 'after'] as const) {
    const a = r.agreement[side];
    const e = EXPECTED[side];
    expectEqual(
      { n: a.n, confusion: a.confusion, agreement: a.agreement.value, precision: a.precision.value, recall: a.recall.value, kappa: a.kappa.value },
      { n: e.n, confusion: e.confusion, agreement: e.agreement, precision: e.precision, recall: e.recall, kappa: e.kappa },
      side,
    );
    expectEqual([a.agreement.n, a.precision.n, a.recall.n, a.kappa.n], [e.n, e.confusion.tp + e.confusion.fp, e.confusion.tp + e.confusion.fn, e.n], `${side} sample sizes`);
  }
}

/** JSON with object keys sorted (jsonb keeps its own key order). */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x));

function expectEqual(got: unknown, want: unknown, what: string): void {
  const g = canonical(got);
  const w = canonical(want);
  if (g !== w) throw new Error(`${what}: got ${g}, expected ${w}`);
}
