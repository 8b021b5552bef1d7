// The daily retention sweep with an injected clock: at each horizon it deletes exactly what has expired
// (idempotency keys and model-call reservations after 24 hours, `full` content after 30 days, records after
// 13 months) and nothing else.

import { randomUUID } from 'node:crypto';
import type { NativeConnection } from '@temporalio/worker';
import { createRetentionActivities } from '../../activities/retention';
import { connectTemporal, createWorker } from '../../src/runtime/temporal';
import type { SweepCounts } from '../../src/store/retention';
import { reserveModelCalls } from '../../src/store/usage';
import type { retentionSweep } from '../../workflows/retention';
import { call, refund, uniqueOrg } from '../helpers/service';
import { DAY, startIsolatedService, type IsolatedService } from './retention.helpers';

jest.setTimeout(90_000);

const HOUR = 3_600_000;
let svc: IsolatedService;
beforeAll(async () => {
  svc = await startIsolatedService();
});
afterAll(async () => {
  await svc?.dispose();
});

async function tables() {
  const n = async (sql: string) => (await svc.running.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0].n;
  return {
    records: await n('decisions'),
    content: await n('decision_content'),
    full_content: await n("decision_content WHERE mode = 'full'"),
    reviews: await n('reviews'),
    idempotency_keys: await n('idempotency_keys'),
    model_reservations: await n('model_reservations'),
    payload_keys: await n('payload_keys'),
  };
}

const nothing = { content: 0, records: 0, record_content: 0, reviews: 0, idempotency_keys: 0, model_reservations: 0, payload_keys: 0 };
// Console sessions, receipt keys and backtests are shared with other test files, so their count is not this test's to know.
const counts = (c: SweepCounts) => {
  const { as_of: _asOf, sessions: _sessions, receipt_keys: _receiptKeys, backtests: _backtests, ...rest } = c;
  return rest;
};

/** The workflow itself, on a worker of its own whose activities run with the injected clock. */
async function sweepThroughTemporal(at: Date): Promise<SweepCounts> {
  const connection: NativeConnection = await connectTemporal(process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!, {});
  try {
    const taskQueue = `sweep-${randomUUID()}`;
    const worker = await createWorker({
      connection,
      namespace: 'default',
      taskQueue,
      activities: createRetentionActivities({ db: svc.running.db, now: () => at }),
      codec: svc.running.codec.crypto,
      workflowBundle: process.env.GATEHOUSE_WORKFLOW_BUNDLE,
    });
    return await worker.runUntil(
      svc.running.client.workflow.execute<typeof retentionSweep>('retentionSweep', { taskQueue, workflowId: `retention-test-${randomUUID()}`, args: [] }),
    );
  } finally {
    await connection.close();
  }
}

it('deletes idempotency keys and model reservations at 24 hours, full content at 30 days, records at 13 months, and nothing before', async () => {
  const t0 = Date.now();
  const decided: Record<string, string[]> = {};
  let idem = 0;
  let modelAsked = 0;
  for (const mode of ['full', 'redacted', 'metadata', 'zero'] as const) {
    const org = uniqueOrg(`sweep-${mode}`);
    const key = await svc.key(org, 'test');
    await svc.settings(org, 'test', `retention=${mode}`);
    decided[mode] = [];
    for (let i = 0; i < (mode === 'full' ? 2 : 1); i++) {
      const withKey = mode === 'full' ? i === 0 : mode === 'redacted';
      const d = await call(`${svc.url}/v1/gate/evaluate`, {
        key,
        body: refund(10 + i, { description: `refund to ana@example.com, case ${i}` }),
        headers: withKey ? { 'idempotency-key': `k-${randomUUID()}` } : {},
      });
      expect(d.status).toBe(200);
      decided[mode].push(d.body.decision_id);
      if (d.body.policy_results.some((p: { policy: string }) => p.policy === 'model.available')) modelAsked++;
      if (withKey) idem++;
    }
    if (mode === 'full') {
      const r = await call(`${svc.url}/v1/decisions/${decided.full[0]}/review`, { key, body: { outcome: 'approved', reviewer: 'ops@example.com' } });
      expect(r.status).toBe(200);
    }
  }
  const start = await tables();
  // Five records; content for all but `zero`; one verdict; two idempotency keys; a model reservation for each
  // decision the (builtin) model was asked about; one payload key per env.
  expect(modelAsked).toBeGreaterThan(0);
  expect(start).toEqual({ records: 5, content: 4, full_content: 2, reviews: 1, idempotency_keys: idem, model_reservations: modelAsked, payload_keys: 4 });
  const modelCalls = async () => (await svc.running.db.query<{ n: number }>("SELECT coalesce(sum(n), 0)::int AS n FROM usage_counters WHERE metric = 'model_calls'")).rows[0].n;
  const monthsCalls = await modelCalls();
  expect(monthsCalls).toBe(modelAsked);

  const at = (offset: number, batch?: number) => createRetentionActivities({ db: svc.running.db, now: () => new Date(t0 + offset), batch }).sweepRetention();
  // Payload keys live per UTC day (see src/store/codec.ts): which are due depends on the time of day.
  const keysDue = async (offset: number) =>
    (await svc.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payload_keys WHERE destroy_after <= $1', [new Date(t0 + offset)])).rows[0].n;
  const keysOf = async (mode: string) => (await svc.running.db.query('SELECT 1 FROM payload_keys WHERE mode = $1', [mode])).rows.length;

  // Now: nothing has expired.
  expect(counts(await at(0))).toEqual(nothing);
  expect(await tables()).toEqual(start);

  // Just short of a day: still no content, record or idempotency key; at most the payload keys of runs whose
  // mode forbids keeping raw content, if their UTC day ended more than an hour ago by then.
  let due = await keysDue(23 * HOUR);
  expect(counts(await at(23 * HOUR))).toEqual({ ...nothing, payload_keys: due });
  expect(await keysOf('full')).toBe(1);

  // 25 hours on: the idempotency keys, the model reservations (the month's count of model calls stays), and by
  // now every payload key of the redacted, metadata and zero runs.
  due = await keysDue(25 * HOUR);
  expect(counts(await at(25 * HOUR))).toEqual({ ...nothing, idempotency_keys: 2, model_reservations: modelAsked, payload_keys: due });
  expect(await tables()).toEqual({ ...start, idempotency_keys: 0, model_reservations: 0, payload_keys: 1 });
  expect(await modelCalls()).toBe(monthsCalls);
  expect(await keysOf('full')).toBe(1);

  expect(counts(await at(29 * DAY))).toEqual(nothing);

  // 31 days on, through the workflow the schedule starts: the `full` content and its payload key go.
  const swept = await sweepThroughTemporal(new Date(t0 + 31 * DAY));
  expect(swept.as_of).toBe(new Date(t0 + 31 * DAY).toISOString());
  expect(counts(swept)).toEqual({ ...nothing, content: 2, payload_keys: 1 });
  expect(await tables()).toEqual({ ...start, content: 2, full_content: 0, idempotency_keys: 0, model_reservations: 0, payload_keys: 0 });
  // The records stand, verdict included; `redacted` and `metadata` content lives as long as its record.
  const { rows } = await svc.running.db.query('SELECT mode FROM decision_content ORDER BY mode');
  expect(rows.map((r) => r.mode)).toEqual(['metadata', 'redacted']);
  const kept = await svc.running.db.query('SELECT id FROM decisions WHERE id = ANY($1)', [decided.full]);
  expect(kept.rows).toHaveLength(2);

  // A year on: records are kept 13 months.
  expect(counts(await at(365 * DAY))).toEqual(nothing);

  // Past 13 months: every record, with its remaining content and its verdict; in batches of 2 rows here.
  expect(counts(await at(410 * DAY, 2))).toEqual({ ...nothing, records: 5, record_content: 2, reviews: 1 });
  expect(await tables()).toEqual({ records: 0, content: 0, full_content: 0, reviews: 0, idempotency_keys: 0, model_reservations: 0, payload_keys: 0 });
});

it('deletes in bounded batches: a batch of 2 over 5 expired keys takes three statements', async () => {
  const { rows } = await svc.running.db.query<{ id: string }>("SELECT id FROM environments LIMIT 1");
  const env = rows[0].id;
  for (let i = 0; i < 5; i++) {
    await svc.running.db.query("INSERT INTO idempotency_keys (env_id, key_hash, body_hash, decision_id, created_at) VALUES ($1, $2, $3, 'dec_x', now() - interval '2 days')", [
      env,
      Buffer.from(`old-${i}-${randomUUID()}`),
      Buffer.from('b'),
    ]);
  }
  await svc.running.db.query("INSERT INTO idempotency_keys (env_id, key_hash, body_hash, decision_id) VALUES ($1, $2, $3, 'dec_y')", [env, Buffer.from(`new-${randomUUID()}`), Buffer.from('b')]);
  const before = (await svc.running.db.query('SELECT count(*)::int AS n FROM idempotency_keys')).rows[0].n;
  let batches = 0;
  const spy = jest.spyOn(svc.running.db, 'query');
  try {
    const c = await createRetentionActivities({ db: svc.running.db, batch: 2 }).sweepRetention();
    batches = spy.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('DELETE FROM idempotency_keys')).length;
    expect(c.idempotency_keys).toBe(5);
  } finally {
    spy.mockRestore();
  }
  expect(batches).toBe(3);
  const left = await svc.running.db.query('SELECT count(*)::int AS n FROM idempotency_keys');
  expect(left.rows[0].n).toBe(before - 5);
});

it('deletes model reservations past 24 hours in bounded batches and keeps a younger one, which still answers its retry', async () => {
  const { rows } = await svc.running.db.query<{ id: string }>('SELECT id FROM environments LIMIT 1');
  const env = rows[0].id;
  const tag = randomUUID();
  for (let i = 0; i < 3; i++) {
    await svc.running.db.query(
      "INSERT INTO model_reservations (decision_id, purpose, env_id, period, calls, granted, created_at) VALUES ($1, 'assess', $2, '2026-01', 1, true, now() - interval '25 hours')",
      [`dec_old_${i}_${tag}`, env],
    );
  }
  const young = `dec_young_${tag}`;
  await svc.running.db.query(
    "INSERT INTO model_reservations (decision_id, purpose, env_id, period, calls, granted, created_at) VALUES ($1, 'select', $2, '2026-01', 1, false, now() - interval '23 hours')",
    [young, env],
  );
  const spy = jest.spyOn(svc.running.db, 'query');
  try {
    const c = await createRetentionActivities({ db: svc.running.db, batch: 2 }).sweepRetention();
    expect(c.model_reservations).toBe(3);
    const statements = spy.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('DELETE FROM model_reservations')).length;
    expect(statements).toBe(2);
  } finally {
    spy.mockRestore();
  }
  const left = await svc.running.db.query<{ decision_id: string }>('SELECT decision_id FROM model_reservations WHERE decision_id LIKE $1', [`%${tag}`]);
  expect(left.rows.map((r) => r.decision_id)).toEqual([young]);
  // The kept reservation still gives its first answer (refused) to a retry, without reserving again.
  expect(await reserveModelCalls(svc.running.db, { envId: env, decisionId: young, purpose: 'select', now: new Date(), budget: null, calls: 1 })).toBe(false);
});
