// The benchmark's backtest phase (issue 28): 100,000 stored decisions, bulk-inserted straight into the
// store (records, content kept in full, a verdict on every tenth), decided again with a candidate through
// the real API and workflow (batches as activities, continue-as-new) with the builtin model. Prints the
// decisions per second between the run's start and end and the CPU this process (API + worker) spent per
// decision; PostgreSQL runs apart and is not counted.

import type { Running } from '../src/runtime/service';
import { inTransaction } from '../src/store/db';
import { createKey } from '../src/store/keys';
import { findEnv, updateSettings } from '../src/store/tenants';

export const BACKTEST_DECISIONS = Number(process.env.BENCH_BACKTEST_DECISIONS ?? 100_000);
/**
 * BENCH_BACKTEST_RULES=1: the candidate also tries a window limit over every refund of the one agent
 * (`sum type:refund <= 20000 EUR per agent per 1d`), so each decision reads and adds to its running value,
 * replayed in memory across batches (the events of earlier batches read back at each batch's start).
 */
export const BACKTEST_RULES = process.env.BENCH_BACKTEST_RULES === '1';
/** The goal: decided again at 2,000 per second or more on this machine. */
export const BACKTEST_GOAL_PER_S = 2000;

export interface BacktestFigures {
  decisions: number;
  seconds: number;
  perSecond: number;
  cpuMsPerDecision: number;
  batches: number;
  changed: number;
  status: string;
}

/** The stored decisions: refunds of 40 to 1,940 EUR (above 500: review), a verdict on every tenth. */
async function seed(running: Running, envId: string, orgId: string, n: number): Promise<void> {
  await inTransaction(running.db, async (c) => {
    await c.query('SET LOCAL statement_timeout = 0');
    const base = new Date(Date.now() - 3_600_000).toISOString();
    // The pool's client-side limit (3 s) is lifted for this statement (pg honours query_timeout per query).
    const long = { query_timeout: 600_000 } as object;
    await c.query({
      ...long,
      text: `WITH g AS (
         SELECT i, (i % 20) * 100 + 40 AS amount, date_trunc('milliseconds', $3::timestamptz) + i * interval '1 millisecond' AS at
           FROM generate_series(1, $4::int) AS i
       ), d AS (
         INSERT INTO decisions (id, org_id, env_id, outcome, action_type, actor_name, reason_codes, record, created_at, expires_at, verdict)
         SELECT 'dec_BENCH' || lpad(i::text, 21, '0'), $2, $1,
                CASE WHEN amount > 500 THEN 'review' ELSE 'allow' END, 'refund', 'support-bot',
                CASE WHEN amount > 500 THEN ARRAY['HIGH_VALUE_REFUND'] ELSE ARRAY[]::text[] END,
                '{}'::jsonb, at, at + interval '13 months',
                CASE WHEN i % 10 = 0 THEN (CASE WHEN amount < 1000 THEN 'approved' ELSE 'denied' END) END
           FROM g RETURNING id, created_at
       )
       INSERT INTO decision_content (decision_id, env_id, mode, content, expires_at)
       SELECT d.id, $1, 'full',
              jsonb_build_object('action', jsonb_build_object('type', 'refund', 'amount', (substr(d.id, 10)::int % 20) * 100 + 40, 'currency', 'EUR',
                                 'target', 'order_' || substr(d.id, 20), 'description', 'Refund the order: parcel arrived damaged, customer sent photos'),
                                 'actor', jsonb_build_object('name', 'support-bot'), 'context', NULL),
              d.created_at + interval '30 days'
         FROM d`,
      values: [envId, orgId, base, n],
    });
  });
  await running.db.query({ text: 'ANALYZE decisions, decision_content', query_timeout: 600_000 } as never);
}

export async function measureBacktest(running: Running, url: string, slug: string, say: (s: string) => void): Promise<BacktestFigures> {
  const { key } = await createKey(running.db, slug, 'test', 'admin');
  const env = (await findEnv(running.db, slug, 'test'))!;
  await updateSettings(running.db, env.envId, { key_rate_limit: null, env_rate_limit: null });
  const t0 = Date.now();
  await seed(running, env.envId, env.orgId, BACKTEST_DECISIONS);
  say(`  backtest: ${BACKTEST_DECISIONS} decisions inserted in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const cpu0 = process.cpuUsage();
  const res = await fetch(`${url}/v1/backtests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      candidate: { settings: { refund_review_limit: 1000, ...(BACKTEST_RULES ? { window_limits: 'sum type:refund <= 20000 EUR per agent per 1d' } : {}) } },
      from: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    }),
  });
  const started = (await res.json()) as { backtest_id: string; progress: { decisions: number } };
  if (res.status !== 202) throw new Error(`POST /v1/backtests answered ${res.status}: ${JSON.stringify(started)}`);
  let b: any;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    b = await (await fetch(`${url}/v1/backtests/${started.backtest_id}`, { headers })).json();
    if (['done', 'cancelled', 'failed'].includes(b.status)) break;
  }
  const cpu = process.cpuUsage(cpu0);
  const seconds = (Date.parse(b.finished_at) - Date.parse(b.started_at)) / 1000;
  return {
    decisions: b.progress.processed,
    seconds,
    perSecond: b.progress.processed / seconds,
    cpuMsPerDecision: (cpu.user + cpu.system) / 1000 / Math.max(1, b.progress.processed),
    batches: b.progress.batches,
    changed: b.report?.changed ?? 0,
    status: b.status,
  };
}
