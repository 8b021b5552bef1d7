// The production topology under faults (issue 29): two `gatehouse api` and two `gatehouse worker` processes
// against a Temporal cluster (frontend, history, matching and worker as four processes), all on a PostgreSQL
// this suite starts itself (never the machine's shared one: it is restarted here). Under a steady loop of
// evaluate calls on both APIs, one fault after another: a Gatehouse worker killed (SIGKILL), the history
// service killed and started again, PostgreSQL stopped and started again, the frontend paused (SIGSTOP) and
// resumed (SIGCONT). For each: every 200 is recorded and readable, every other answer is a 429 or 503 with
// nothing recorded, both APIs report themselves not ready (GET /v1/health/ready) while they cannot decide
// and ready again by themselves afterwards. Approvals opened before the faults carry on (one is approved
// after them, one expires during them), and the retention schedule still runs its sweep.

import { randomBytes, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../../src/config/config';
import { parseAssignments } from '../../src/domain/settings';
import { clusterConnectionOptions, findTemporalServer, startTemporalCluster, type TemporalCluster } from '../../src/embedded/temporal-cluster';
import { stopChild } from '../../src/embedded/temporal-server';
import { approvalWorkflowId } from '../../src/lib/names';
import { RETENTION_SCHEDULE_ID } from '../../src/runtime/temporal';
import { createPool, type Db } from '../../src/store/db';
import { createKey } from '../../src/store/keys';
import { updateSettings } from '../../src/store/tenants';
import { freePort } from '../helpers/infra';
import { until } from '../helpers/mail-service';
import { serve, startPgInstance } from '../helpers/processes';
import { call, expectContract, refund, uniqueOrg, type Reply } from '../helpers/service';

jest.setTimeout(240_000);

/** How long a fault's "down" window lasts at least once its effect is seen (short: the suite runs in `npm test`). */
const DOWN_MS = 2_000;
/** The pause between two calls of one load loop (two loops, one per API: a modest, steady rate). */
const LOAD_GAP_MS = 150;

type Answer = { phase: string; api: number; reply: Reply };
type ReadyMark = { phase: string; api: number; status: number };

describe('two APIs and two workers on a Temporal cluster and a PostgreSQL of their own, under faults', () => {
  let dir: string;
  let pgPort: number;
  let pg: { child: ChildProcess; url: string };
  let cluster: TemporalCluster;
  let db: Db;
  let connection: Connection;
  let client: Client;
  let env: Record<string, string>;
  const apis: { url: string; child: ChildProcess }[] = [];
  const workers: ChildProcess[] = [];
  let key: string;
  let envId: string;
  let approvalKey: string;
  let approvalEnvId: string;

  const answers: Answer[] = [];
  const readiness: ReadyMark[] = [];
  let phase = 'start';
  let stopLoad = false;
  let loops: Promise<void>[] = [];

  const settings = async (id: string, ...assignments: string[]) => {
    const { changes, problems } = parseAssignments(assignments);
    expect(problems).toEqual([]);
    expect((await updateSettings(db, id, changes)).problems).toEqual([]);
  };

  beforeAll(async () => {
    const binaries = await findTemporalServer({ cacheDir: loadConfig().cacheDir, progress: (msg) => process.stderr.write(`gatehouse tests: ${msg}\n`) });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-cluster-faults-'));
    // Passable by the "postgres" user PostgreSQL runs as under root.
    fs.chmodSync(dir, 0o711);
    pgPort = await freePort();
    pg = await startPgInstance(path.join(dir, 'pg'), pgPort);
    cluster = await startTemporalCluster({ binaries, pgUrl: pg.url, dir: path.join(dir, 'temporal') });
    env = {
      DATABASE_URL: pg.url,
      TEMPORAL_ADDRESS: cluster.address,
      TEMPORAL_NAMESPACE: cluster.namespace,
      GATEHOUSE_TASK_QUEUE: `faults-${randomUUID()}`,
      GATEHOUSE_DATA_DIR: path.join(dir, 'gatehouse'),
      // Every process of a deployment shares the payload key and the codec token.
      GATEHOUSE_PAYLOAD_KEY: randomBytes(32).toString('base64'),
      GATEHOUSE_CODEC_TOKEN: `faults-${randomUUID()}`,
      GATEHOUSE_EVALUATE_TIMEOUT_MS: '3000',
    };
    // The first worker migrates the fresh database; the others start once it has.
    workers.push(await serve('worker', env));
    workers.push(await serve('worker', env));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      apis.push({ url: `http://127.0.0.1:${port}`, child: await serve('api', { ...env, PORT: String(port) }) });
    }
    db = createPool(pg.url, 2);
    connection = await Connection.connect(clusterConnectionOptions(cluster.address));
    client = new Client({ connection, namespace: cluster.namespace });
    ({ key, envId } = await createKey(db, uniqueOrg('faults'), 'test'));
    const approvals = await createKey(db, uniqueOrg('faults-approvals'), 'test');
    approvalKey = approvals.key;
    approvalEnvId = approvals.envId;
    await settings(approvalEnvId, 'approvals=on');

    // Steady load: one loop per API, each call a new decision; and readiness polled on both.
    const load = async (api: number) => {
      while (!stopLoad) {
        const at = phase;
        const reply = await call(`${apis[api].url}/v1/gate/evaluate`, { key, body: refund(10 + (answers.length % 400)) });
        answers.push({ phase: at, api, reply });
        await new Promise((r) => setTimeout(r, LOAD_GAP_MS));
      }
    };
    const watchReady = async (api: number) => {
      while (!stopLoad) {
        const at = phase;
        const r = await call(`${apis[api].url}/v1/health/ready`);
        readiness.push({ phase: at, api, status: r.status });
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    loops = [load(0), load(1), watchReady(0), watchReady(1)];
  }, 15 * 60_000);

  afterAll(async () => {
    stopLoad = true;
    await Promise.all(loops);
    for (const c of [...apis.map((a) => a.child), ...workers]) if (c.exitCode === null && c.signalCode === null) await stopChild(c);
    await connection?.close();
    await db?.end();
    await cluster?.stop();
    if (pg?.child.exitCode === null) await stopChild(pg.child);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const decided = (p: string, api?: number) => answers.filter((a) => a.phase === p && a.reply.status === 200 && (api === undefined || a.api === api)).length;
  const refused = (p: string) => answers.filter((a) => a.phase === p && a.reply.status !== 200).length;
  const readyMarks = (p: string, api: number, status: number) => readiness.filter((r) => r.phase === p && r.api === api && r.status === status).length;

  /**
   * One fault: decisions on both APIs first; then the fault, held until its effect is seen (both APIs not
   * ready and calls refused, when it stops decisions; decisions going on, when it must not) and a short
   * window more; then the recovery, and both APIs ready and deciding again by themselves.
   */
  async function fault(name: string, o: { inject: () => Promise<void>; recover: () => Promise<void>; stopsDecisions: boolean }) {
    phase = `${name}:before`;
    await until(`${name}: decisions on both APIs before the fault`, () => decided(phase, 0) >= 2 && decided(phase, 1) >= 2, 60_000);
    phase = `${name}:down`;
    await o.inject();
    if (o.stopsDecisions) {
      await until(`${name}: both APIs not ready and calls refused`, () => readyMarks(phase, 0, 503) > 0 && readyMarks(phase, 1, 503) > 0 && refused(phase) >= 2, 60_000);
    } else {
      await until(`${name}: decisions go on on both APIs`, () => decided(phase, 0) >= 2 && decided(phase, 1) >= 2, 60_000);
    }
    await new Promise((r) => setTimeout(r, DOWN_MS));
    await o.recover();
    phase = `${name}:after`;
    // Ready again by itself, and deciding on both APIs.
    await until(`${name}: both APIs ready again`, () => readyMarks(phase, 0, 200) > 0 && readyMarks(phase, 1, 200) > 0, 120_000);
    await until(`${name}: decisions on both APIs after the fault`, () => decided(phase, 0) >= 2 && decided(phase, 1) >= 2, 120_000);
  }

  let longApproval: string;
  let shortApproval: string;

  it('opens two approvals before the faults: one to be approved after them, one that expires during them', async () => {
    // The first calls of cold processes may miss the deadline (503, nothing recorded): ask until one is answered.
    const statuses: number[] = [];
    const review = (api: number, amount: number) =>
      until(`a review answered by API ${api}`, async () => {
        const r = await call(`${apis[api].url}/v1/gate/evaluate`, { key: approvalKey, body: refund(amount) });
        statuses.push(r.status);
        return r.status === 200 ? r : null;
      });
    const long = await review(0, 900);
    expect(long.body.approval.status).toBe('pending');
    longApproval = long.body.decision_id;
    await settings(approvalEnvId, 'approval_timeout_s=20');
    const short = await review(1, 950);
    expect(short.body.approval.status).toBe('pending');
    shortApproval = short.body.decision_id;
    expect(statuses.filter((s) => ![200, 429, 503].includes(s))).toEqual([]);
    await until('both approval runs are running', async () => {
      for (const id of [longApproval, shortApproval]) if ((await client.workflow.getHandle(approvalWorkflowId(id)).describe()).status.name !== 'RUNNING') return false;
      return true;
    });
  });

  it('a Gatehouse worker killed (SIGKILL): the other decides meanwhile; a new one joins', async () => {
    await fault('worker', {
      stopsDecisions: false,
      inject: async () => {
        const victim = workers.shift()!;
        await new Promise<void>((resolve) => {
          victim.once('exit', () => resolve());
          victim.kill('SIGKILL');
        });
      },
      recover: async () => {
        workers.push(await serve('worker', env));
      },
    });
  });

  it('the history service killed and started again', async () => {
    await fault('history', { stopsDecisions: true, inject: () => cluster.kill('history', 'SIGKILL'), recover: () => cluster.restart('history') });
  });

  it('PostgreSQL stopped and started again', async () => {
    await fault('postgres', {
      stopsDecisions: true,
      inject: () => stopChild(pg.child),
      recover: async () => {
        pg = await startPgInstance(path.join(dir, 'pg'), pgPort);
      },
    });
  });

  it('the frontend paused (SIGSTOP) and resumed (SIGCONT)', async () => {
    await fault('frontend', {
      stopsDecisions: true,
      inject: async () => {
        process.kill(cluster.pids.frontend, 'SIGSTOP');
      },
      recover: async () => {
        process.kill(cluster.pids.frontend, 'SIGCONT');
      },
    });
  });

  it('every 200 is recorded and readable through either API; every other answer is a 429 or 503 with nothing recorded', async () => {
    stopLoad = true;
    await Promise.all(loops);
    expect(answers.length).toBeGreaterThan(20);
    for (const { reply } of answers) {
      expect([200, 429, 503]).toContain(reply.status);
      if (reply.status === 200) expectContract(reply, 'Decision');
      else expect(['store_unavailable', 'overloaded']).toContain(reply.body.error);
    }
    const answered = answers.filter((a) => a.reply.status === 200);
    for (const a of answered) {
      // Read through the other API than the one that answered.
      const got = await call(`${apis[1 - a.api].url}/v1/decisions/${a.reply.body.decision_id}`, { key });
      expect(got.status).toBe(200);
      expect(got.body.decision).toBe(a.reply.body.decision);
    }
    // Nothing recorded but what was answered 200, once no run of the environment is still open (a run caught
    // by a fault resumes after it; past its deadline it records nothing).
    await until(
      'no decision run of the environment is open',
      async () => (await client.workflow.count(`GatehouseEnv = '${envId}' AND ExecutionStatus = 'Running'`)).count === 0,
      120_000,
    );
    const { rows } = await db.query<{ id: string }>('SELECT id FROM decisions WHERE env_id = $1', [envId]);
    expect(rows.map((r) => r.id).sort()).toEqual(answered.map((a) => a.reply.body.decision_id as string).sort());
    // The figures of the run, for the log: answers per fault window, and the readiness 503s seen meanwhile.
    const line = ['worker', 'history', 'postgres', 'frontend'].map((f) => {
      const down = `${f}:down`;
      return `${f}: ${decided(down)} decided / ${refused(down)} refused while down, ${readiness.filter((r) => r.phase === down && r.status === 503).length} not-ready answers`;
    });
    process.stderr.write(`cluster faults: ${answers.length} calls; ${line.join('; ')}\n`);
    // Each fault that stops decisions was seen as refusals, and each ended with decisions again.
    for (const f of ['history', 'postgres', 'frontend']) expect(refused(`${f}:down`)).toBeGreaterThanOrEqual(2);
    for (const f of ['worker', 'history', 'postgres', 'frontend']) expect(decided(`${f}:after`)).toBeGreaterThanOrEqual(4);
  });

  /** Waits until the run has completed (its result is encrypted: the test reads its status and the store's row). */
  const completed = (workflowId: string, runId?: string) =>
    until(`${workflowId} completed`, async () => (await client.workflow.getHandle(workflowId, runId).describe()).status.name === 'COMPLETED', 60_000);
  const approvalStatus = async (id: string) => (await db.query<{ status: string }>('SELECT status FROM approvals WHERE decision_id = $1', [id])).rows[0]?.status;

  it('the approvals carried on: the one that ran out expired, the other is approved after the faults', async () => {
    await completed(approvalWorkflowId(shortApproval));
    expect(await approvalStatus(shortApproval)).toBe('expired');
    expect((await client.workflow.getHandle(approvalWorkflowId(longApproval)).describe()).status.name).toBe('RUNNING');
    const verdict = await call(`${apis[1].url}/v1/decisions/${longApproval}/review`, {
      key: approvalKey,
      body: { outcome: 'approved', reviewer: 'ops@example.com' },
    });
    expect(verdict.status).toBe(200);
    await completed(approvalWorkflowId(longApproval));
    expect(await approvalStatus(longApproval)).toBe('approved');
    const read = await call(`${apis[0].url}/v1/decisions/${longApproval}`, { key: approvalKey });
    expect(read.body.approval).toMatchObject({ status: 'approved', channel: 'api' });
  });

  it('the retention schedule the workers set up still runs its sweep after the faults', async () => {
    const schedule = client.schedule.getHandle(RETENTION_SCHEDULE_ID);
    const before = (await schedule.describe()).info.recentActions.length;
    await schedule.trigger();
    const run = await until(
      'the triggered sweep',
      async () => {
        const { recentActions } = (await schedule.describe()).info;
        return recentActions.length > before ? recentActions.at(-1)!.action.workflow : undefined;
      },
      60_000,
    );
    expect(run.workflowId).toMatch(/^retention-sweep/);
    await completed(run.workflowId, run.firstExecutionRunId);
  });
});
