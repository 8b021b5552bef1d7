// The decision core under failure, against a real Temporal dev server and a real PostgreSQL:
// - one count per decision: every store step of a run fails once after doing its work and is retried, and a
//   run is repeated for the same decision id; the day's count and the model budget stay exact;
// - one deadline: a stalled store and a stalled worker both end in 503, nothing is recorded then or later,
//   and the same Idempotency-Key afterwards gives the real outcome;
// - graceful overload: past the in-flight limit and its queue the answer is 429 `overloaded` with
//   Retry-After, after the key's cached lookup and before the body is read, and the request turned away
//   leaves no trace; a decision waiting on a remote model leaves its slot to the next request.

import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import type { NativeConnection } from '@temporalio/worker';
import { createActivities } from '../../activities';
import { loadConfig } from '../../src/config/config';
import { judge, NO_AGENT_FACTS, structured } from '../../src/decision/core';
import { Registry } from '../../src/domain/registry';
import { modelFactory } from '../../src/runtime/models';
import { decisionWorkflowId } from '../../src/lib/names';
import { resetSteps, stepMedians } from '../../src/lib/steps';
import { startService, type Running } from '../../src/runtime/service';
import { connectTemporal, createWorker } from '../../src/runtime/temporal';
import { authenticate } from '../../src/store/keys';
import { newDecisionId } from '../../src/store/ids';
import type { Db } from '../../src/store/db';
import { getEvaluation } from '../../src/store/decisions';
import { dayPeriod } from '../../src/store/usage';
import type { evaluateDecision } from '../../workflows/evaluate';
import type { EvaluateInput, RecordedRef, RunResult } from '../../workflows/types';
import { answer, startModelStub, type ModelStub } from '../helpers/model-stub';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(120_000);

const TIMEOUT_MS = 3000;
let svc: TestService;
let stub: ModelStub;
let connection: NativeConnection;

beforeAll(async () => {
  stub = await startModelStub();
  svc = await startTestService({ GATEHOUSE_EVALUATE_TIMEOUT_MS: String(TIMEOUT_MS), GATEHOUSE_MAX_IN_FLIGHT: '1' });
  connection = await connectTemporal(process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!, {});
});
afterAll(async () => {
  await connection?.close();
  await svc?.stop();
  await stub?.close();
});

async function newEnv(...settings: string[]) {
  const org = uniqueOrg('core');
  const key = await svc.key(org, 'test');
  if (settings.length > 0) await svc.settings(org, 'test', ...settings);
  const principal = (await authenticate(svc.running.db, key))!;
  return { key, principal };
}

async function counts(envId: string) {
  const db = svc.running.db;
  const usage = await db.query<{ metric: string; n: string }>('SELECT metric, n FROM usage_counters WHERE env_id = $1', [envId]);
  const n = (metric: string) => Number(usage.rows.find((r) => r.metric === metric)?.n ?? 0);
  const decisions = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1', [envId]);
  return { decisions: decisions.rows[0].n, counted: n('decisions'), modelCalls: n('model_calls') };
}

type Principal = NonNullable<Awaited<ReturnType<typeof authenticate>>>;

function inputFor(principal: Principal, decisionId: string, body: object): EvaluateInput {
  const now = Date.now();
  return {
    decisionId,
    orgId: principal.orgId,
    envId: principal.envId,
    request: body as EvaluateInput['request'],
    settings: principal.settings,
    actionTypes: principal.actionTypes,
    receivedAt: now,
    deadline: now + 20_000,
    content: { mediaType: 'application/json', bytes: JSON.stringify(body).length },
  };
}

/**
 * Runs the evaluate workflow on a worker of its own whose activities each fail once, after they did their
 * work, when named in `failAfter`: the run retries them (the store steps) or fails closed (the model steps).
 * `db` is the store the activities use (a faulty one, for a store failure inside a step).
 */
async function runWithFaults(
  input: EvaluateInput,
  failAfter: string[],
  db: Db = svc.running.db,
): Promise<{ result: RunResult; attempts: Record<string, number> }> {
  const real = createActivities({ db, modelFor: modelFactory({}) }) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const attempts: Record<string, number> = {};
  const faulty = Object.fromEntries(
    Object.entries(real).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        const r = await fn(...args);
        attempts[name] = (attempts[name] ?? 0) + 1;
        if (failAfter.includes(name) && attempts[name] === 1) throw new Error(`injected failure after ${name} did its work`);
        return r;
      },
    ]),
  );
  const taskQueue = `core-${randomUUID()}`;
  const worker = await createWorker({
    connection,
    namespace: 'default',
    taskQueue,
    activities: faulty,
    codec: svc.running.codec.crypto,
    workflowBundle: process.env.GATEHOUSE_WORKFLOW_BUNDLE,
  });
  const workflowId = decisionWorkflowId(input.decisionId);
  svc.running.codec.crypto.bindRun(workflowId, input.envId, input.settings.retention);
  const result = await worker.runUntil(
    svc.running.client.workflow.execute<typeof evaluateDecision>('evaluateDecision', { taskQueue, workflowId, args: [input], workflowIdReusePolicy: 'ALLOW_DUPLICATE' }),
  );
  return { result, attempts };
}

/** The recorded decision's reference a run returned (null: none). */
const refIn = (r: RunResult): RecordedRef | null => (r.ok && 'recorded' in r ? r.recorded : null);

describe('one count per decision', () => {
  it('builtin model: decide fails after recording and is retried; a repeated run of the same decision counts nothing', async () => {
    const { principal } = await newEnv('model_provider=builtin');
    const first = newDecisionId();
    const a = await runWithFaults(inputFor(principal, first, refund(20)), ['decide']);
    expect(a.attempts.decide).toBe(2);
    expect(a.result.ok).toBe(true);
    const b = await runWithFaults(inputFor(principal, newDecisionId(), refund(30)), ['decide']);
    expect(b.attempts.decide).toBe(2);
    // The builtin model was consulted for each (a refund with an amount): one model call each.
    expect(await counts(principal.envId)).toEqual({ decisions: 2, counted: 2, modelCalls: 2 });

    // The first decision's run again (a retried request): the first record stands, nothing more is counted.
    const again = await runWithFaults(inputFor(principal, first, refund(20)), ['decide']);
    expect(refIn(again.result)?.decision_id).toBe(first);
    // The run's result is the decision's reference only: the decision itself is read from the store.
    expect(Object.keys(refIn(a.result)!).sort()).toEqual(['decision', 'decision_id', 'reason_codes']);
    const stored = await getEvaluation(svc.running.db, principal.envId, first);
    expect(stored && refIn(a.result)).toEqual({ decision_id: first, decision: stored!.decision, reason_codes: stored!.reason_codes });
    expect(await counts(principal.envId)).toEqual({ decisions: 2, counted: 2, modelCalls: 2 });
  });

  it('remote model: decide fails after recording and is retried; the retry finds the decision and asks no model again', async () => {
    const path = `core-${randomUUID().slice(0, 8)}`;
    const { principal } = await newEnv('model_provider=openai', `model_base_url=${stub.url(path, { kind: 'answer', answer: answer() })}`, 'model_name=core');
    const id = newDecisionId();
    const r = await runWithFaults(inputFor(principal, id, refund(20)), ['decide']);
    // One step for the whole decision, the model's call included; its retry reads the record.
    expect(r.attempts).toEqual({ decide: 2 });
    expect(refIn(r.result)?.decision).toBe('allow');
    expect(stub.requests.filter((q) => q.path.startsWith(`/p/${path}/`))).toHaveLength(1);
    expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 1 });
  });

  it('remote model: the store fails right after the model answered; the record step alone is retried, the model asked once', async () => {
    const path = `core-${randomUUID().slice(0, 8)}`;
    const { principal } = await newEnv('model_provider=openai', `model_base_url=${stub.url(path, { kind: 'answer', answer: answer() })}`, 'model_name=core');
    // The first statement that records a decision fails, as if the store had gone for a moment.
    let failed = 0;
    const real = svc.running.db;
    const faulty = new Proxy(real, {
      get(target, prop) {
        if (prop !== 'query') return Reflect.get(target, prop, target);
        return (text: unknown, ...rest: unknown[]) => {
          // A statement is its text, or a named (prepared) query's `text`.
          const sql = typeof text === 'string' ? text : ((text as { text?: unknown } | null)?.text ?? '');
          if (failed === 0 && typeof sql === 'string' && sql.includes('INSERT INTO decisions')) {
            failed++;
            return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
          }
          return (target.query as (...a: unknown[]) => unknown)(text, ...rest);
        };
      },
    }) as Db;
    const id = newDecisionId();
    const r = await runWithFaults(inputFor(principal, id, refund(20)), ['record'], faulty);
    expect(failed).toBe(1);
    // decide judged, reserved and asked the model, then handed the record over; record failed once after its write.
    expect(r.attempts).toEqual({ decide: 1, record: 2 });
    expect(refIn(r.result)?.decision).toBe('allow');
    expect(stub.requests.filter((q) => q.path.startsWith(`/p/${path}/`))).toHaveLength(1);
    expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 1 });
  });

  it('a model that fails fails closed, and its reservation is not spent twice when the run is repeated', async () => {
    const path = `core-${randomUUID().slice(0, 8)}`;
    const { principal } = await newEnv(
      'model_provider=openai',
      `model_base_url=${stub.url(path, [{ kind: 'status', status: 500 }, { kind: 'answer', answer: answer() }])}`,
      'model_name=core',
      'monthly_budget=1',
    );
    const id = newDecisionId();
    const r = await runWithFaults(inputFor(principal, id, refund(20)), []);
    expect(refIn(r.result)?.reason_codes).toEqual(['PROVIDER_UNAVAILABLE']);
    expect(refIn(r.result)?.decision).toBe('review');
    // A budget of one call: a second reservation for the same decision would not fit, yet the run still
    // gets its reserved call (no COST_CAP_REACHED), and the month's count stays at one.
    const db = svc.running.db;
    await db.query('DELETE FROM decisions WHERE id = $1', [id]);
    await db.query(`UPDATE usage_counters SET n = n - 1 WHERE env_id = $1 AND metric = 'decisions'`, [principal.envId]);
    const again = await runWithFaults(inputFor(principal, id, refund(20)), []);
    expect(refIn(again.result)?.reason_codes).toEqual([]);
    expect(stub.requests.filter((q) => q.path.startsWith(`/p/${path}/`))).toHaveLength(2);
    expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 1 });
  });

  it('the daily cap is exact when the count read before recording was stale (concurrent requests near the cap)', async () => {
    const { principal } = await newEnv('daily_cap=1');
    const first = await runWithFaults(inputFor(principal, newDecisionId(), refund(null)), []);
    expect(refIn(first.result)?.reason_codes).toEqual(['MISSING_AMOUNT']);
    // A second decision judged on the count read before the first was recorded (0: the cap not reached).
    const input = inputFor(principal, newDecisionId(), refund(null));
    const registry = new Registry(principal.actionTypes);
    const understanding = structured(input.request!);
    const judgement = judge(understanding, principal.settings, registry, { agent: NO_AGENT_FACTS, dailyCapReached: false });
    expect(judgement.deterministic.find((r) => r.reason_code === 'RATE_LIMITED')!.matched).toBe(false);
    const activities = createActivities({ db: svc.running.db, modelFor: modelFactory({}) });
    const recorded = await activities.record({ run: input, pending: { understanding, judgement, budgetReached: false }, model: { status: 'skipped' } });
    // The count it committed (2) passed the cap: it is recorded, and answered, as RATE_LIMITED.
    expect([...recorded.reason_codes].sort()).toEqual(['MISSING_AMOUNT', 'RATE_LIMITED']);
    const stored = await svc.running.db.query('SELECT record, reason_codes FROM decisions WHERE id = $1', [input.decisionId]);
    expect(stored.rows[0].record.reason_codes).toEqual(recorded.reason_codes);
    expect(await counts(principal.envId)).toEqual({ decisions: 2, counted: 2, modelCalls: 0 });
  });
});

async function decisionIdOfKey(envId: string): Promise<string> {
  const { rows } = await svc.running.db.query<{ decision_id: string }>('SELECT decision_id FROM idempotency_keys WHERE env_id = $1', [envId]);
  expect(rows).toHaveLength(1);
  return rows[0].decision_id;
}

/**
 * An API process with no worker of its own on a task queue of its own, and a worker for that queue (made
 * ready, not running: the caller runs it when it should take runs).
 */
async function apiWithWorkerElsewhere(prefix: string, env: Record<string, string>) {
  const taskQueue = `${prefix}-${randomUUID()}`;
  const cfg = loadConfig({
    ...process.env,
    DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL,
    TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS,
    GATEHOUSE_TASK_QUEUE: taskQueue,
    PORT: '0',
    ...env,
  });
  const api: Running = await startService(cfg, { api: true, worker: false });
  try {
    const worker = await createWorker({
      connection,
      namespace: 'default',
      taskQueue,
      activities: createActivities({ db: svc.running.db, modelFor: modelFactory({}) }),
      codec: api.codec.crypto,
      workflowBundle: process.env.GATEHOUSE_WORKFLOW_BUNDLE,
    });
    return { api, worker };
  } catch (err) {
    await api.stop();
    throw err;
  }
}

describe('one deadline', () => {
  it('a stalled store: 503, nothing recorded then or after, and the same Idempotency-Key later gives the real outcome', async () => {
    const { key, principal } = await newEnv();
    const db = svc.running.db;
    // The day's counter row exists and another session holds it locked: the record step's transaction
    // (decision inserted, then counted) stalls on it until the deadline cuts it off.
    await db.query(`INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'decisions', $2, 0)`, [principal.envId, dayPeriod(new Date())]);
    const locker = new PgClient({ connectionString: process.env.GATEHOUSE_TEST_DATABASE_URL });
    await locker.connect();
    let id: string;
    try {
      await locker.query('BEGIN');
      await locker.query(`SELECT n FROM usage_counters WHERE env_id = $1 AND metric = 'decisions' FOR UPDATE`, [principal.envId]);
      const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(null), headers: { 'idempotency-key': 'stalled-store' } });
      expect(r.status).toBe(503);
      expectContract(r, 'Error');
      expect(r.body.error).toBe('store_unavailable');
      id = await decisionIdOfKey(principal.envId);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    // The run has ended (or ends now that the store moves again) without recording anything.
    const result = await svc.running.client.workflow.getHandle(decisionWorkflowId(id)).result();
    expect(result).toEqual({ ok: false, error: 'store_unavailable' });
    expect(await counts(principal.envId)).toEqual({ decisions: 0, counted: 0, modelCalls: 0 });

    const retry = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(null), headers: { 'idempotency-key': 'stalled-store' } });
    expect(retry.status).toBe(200);
    expect(retry.body.decision_id).toBe(id);
    const replay = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(null), headers: { 'idempotency-key': 'stalled-store' } });
    expect({ ...replay.body, receipt: undefined }).toEqual({ ...retry.body, receipt: undefined });
    expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 0 });
  });

  it('a stalled worker: 503, the late run records nothing, and the same Idempotency-Key later gives the real outcome', async () => {
    // An API process with no worker: the run waits in the task queue until a worker comes, after the deadline.
    // The worker is made ready now and set running only after the caller was told 503.
    const { api, worker } = await apiWithWorkerElsewhere('stalled', { GATEHOUSE_EVALUATE_TIMEOUT_MS: String(TIMEOUT_MS) });
    try {
      const { key, principal } = await newEnv();
      const r = await call(`${api.apiUrl}/v1/gate/evaluate`, { key, body: refund(null), headers: { 'idempotency-key': 'stalled-worker' } });
      expect(r.status).toBe(503);
      expect(r.body.error).toBe('store_unavailable');
      const id = await decisionIdOfKey(principal.envId);

      // The worker comes back: the late run ends without recording.
      await worker.runUntil(async () => {
        // The late run either ran past its deadline and refused (store_unavailable), or, on a machine too busy
        // to bring the worker back within a second of the wait, was timed out by Temporal before it ran.
        const late = await api.client.workflow
          .getHandle(decisionWorkflowId(id))
          .result()
          .catch((err: Error) => ({ timedOut: /timed out/i.test(`${err.message} ${String(err.cause)}`) }));
        expect([{ ok: false, error: 'store_unavailable' }, { timedOut: true }]).toContainEqual(late);
        expect(await counts(principal.envId)).toEqual({ decisions: 0, counted: 0, modelCalls: 0 });

        const retry = await call(`${api.apiUrl}/v1/gate/evaluate`, { key, body: refund(null), headers: { 'idempotency-key': 'stalled-worker' } });
        expect(retry.status).toBe(200);
        // Answered from the run on the other worker: the run names the decision, the API reads it whole from the store.
        expectContract(retry, 'Decision');
        expect(retry.body.decision_id).toBe(id);
        expect(retry.body.reason_codes).toEqual(['MISSING_AMOUNT']);
        expect(retry.body).toEqual(expect.objectContaining(await getEvaluation(svc.running.db, principal.envId, id)));
      });
      expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 0 });
    } finally {
      await api.stop();
    }
  });
});

describe('graceful overload', () => {
  it('past the in-flight limit and its queue: 429 overloaded with Retry-After after authentication, and the turned-away request leaves no trace', async () => {
    // An API process of its own (limit 1, no queue) and its worker elsewhere: it cannot see model waits, so a
    // decision waiting on the model keeps its slot.
    const { api, worker } = await apiWithWorkerElsewhere('overload', { GATEHOUSE_MAX_IN_FLIGHT: '1', GATEHOUSE_QUEUE_DELAY_MS: '0' });
    try {
      const path = `slow-${randomUUID().slice(0, 8)}`;
      const { key, principal } = await newEnv('model_provider=openai', `model_base_url=${stub.url(path, { kind: 'answer', answer: answer(), delayMs: 1000 })}`, 'model_name=slow');
      await worker.runUntil(async () => {
        // The limit is 1: this request holds the only slot while the model thinks.
        const first = call(`${api.apiUrl}/v1/gate/evaluate`, { key, body: refund(20) });
        while (!stub.requests.some((q) => q.path.startsWith(`/p/${path}/`))) await new Promise((r) => setImmediate(r));
        const second = await call(`${api.apiUrl}/v1/gate/evaluate`, { key, body: refund(21) });
        expect(second.status).toBe(429);
        expectContract(second, 'Error');
        expect(second.body.error).toBe('overloaded');
        expect(second.headers.get('retry-after')).toBe('1');
        // Who it is, is known before admission: an unknown key is 401, not a share of someone's capacity.
        const unknown = await call(`${api.apiUrl}/v1/gate/evaluate`, { key: `${key.slice(0, -4)}zzzz`, body: refund(22) });
        expect(unknown.status).toBe(401);
        const done = await first;
        expect(done.status).toBe(200);
        expectContract(done, 'Decision');
        expect(done.body.decision).toBe('allow');
        expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 1 });
        // The slot is free again: a decision is admitted.
        expect((await call(`${api.apiUrl}/v1/gate/evaluate`, { key, body: refund(null) })).status).toBe(200);
      });
    } finally {
      await api.stop();
    }
  });

  it('a decision waiting on a remote model is set aside: its slot serves the next request meanwhile', async () => {
    const path = `aside-${randomUUID().slice(0, 8)}`;
    const { key, principal } = await newEnv('model_provider=openai', `model_base_url=${stub.url(path, { kind: 'answer', answer: answer(), delayMs: 1000 })}`, 'model_name=slow');
    const rules = await newEnv();
    // The limit is 1 here too, but the worker has local activity slots to spare for model waits.
    const waiting = call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(20) });
    while (!stub.requests.some((q) => q.path.startsWith(`/p/${path}/`))) await new Promise((r) => setImmediate(r));
    // Sent the moment the model has the first request: without the set-aside, the one slot would be taken.
    const meanwhile = await call(`${svc.url}/v1/gate/evaluate`, { key: rules.key, body: refund(null) });
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body.reason_codes).toEqual(['MISSING_AMOUNT']);
    const done = await waiting;
    expect(done.status).toBe(200);
    expect(done.body.decision).toBe('allow');
    expect(await counts(principal.envId)).toEqual({ decisions: 1, counted: 1, modelCalls: 1 });
    // Both slots are back: one request after the other is admitted.
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key: rules.key, body: refund(null) })).status).toBe(200);
  });
});

describe('answered in process', () => {
  it("the decide step's first attempt takes the facts the API read while the run started; a retry reads the store", async () => {
    const { principal } = await newEnv();
    const id = newDecisionId();
    const input = inputFor(principal, id, refund(null));
    // Facts the store would not give (the day's cap reached), so that using them shows in the decision.
    const read: string[] = [];
    const activities = createActivities({
      db: svc.running.db,
      modelFor: modelFactory({}),
      prefetched: (decisionId) => {
        read.push(decisionId);
        return Promise.resolve({ catalogue: [], early: { agent: NO_AGENT_FACTS, dailyCapReached: true } });
      },
    });
    const first = await activities.decide(input);
    expect(read).toEqual([id]);
    expect(first.done && first.recorded.reason_codes).toContain('RATE_LIMITED');

    // A failed read is no failure of the step: it reads for itself.
    const fallback = createActivities({ db: svc.running.db, modelFor: modelFactory({}), prefetched: () => Promise.reject(new Error('store away')) });
    const second = await fallback.decide(inputFor(principal, newDecisionId(), refund(null)));
    expect(second.done && second.recorded.reason_codes).toEqual(['MISSING_AMOUNT']);
  });

  it("a decision run on this process's worker is answered after its commit without polling the run's result", async () => {
    const { key } = await newEnv();
    resetSteps();
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(null) });
    expect(r.status).toBe(200);
    const seen = stepMedians();
    expect(seen.answer?.n).toBe(1);
    expect(seen.dispatch?.n).toBe(1);
    // The run's own result was never asked of the server (asked only after 2 s without an answer in process).
    expect(seen.result).toBeUndefined();
  });
});
