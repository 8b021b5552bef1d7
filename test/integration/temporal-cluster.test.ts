// The service on a Temporal server as production runs it: the server built from its Go module (once, into the
// cache), on the machine's PostgreSQL (a fresh database pair), frontend, history, matching and worker as four
// processes. Decisions are answered, recorded, readable and their runs found by search attribute; with the
// history process killed (SIGKILL) and started again, every 200 is recorded and readable, every other answer
// is a 429 or a 503 with nothing recorded, and decisions resume by themselves.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection, type ConnectionOptions } from '@temporalio/client';
import { loadConfig } from '../../src/config/config';
import { clusterConnectionOptions, CLUSTER_SERVICES, findTemporalServer, startTemporalCluster, type TemporalCluster } from '../../src/embedded/temporal-cluster';
import { SA_ENV } from '../../src/lib/search-attributes';
import { pause } from '../../src/lib/timers';
import { findEnv } from '../../src/store/tenants';
import { makeCa, makeLeaf, type Pem } from '../helpers/certs';
import { call, expectContract, refund, startTestService, uniqueOrg, type Reply, type TestService } from '../helpers/service';

jest.setTimeout(180_000);

/** Polls fn until it returns a value other than undefined, or fails the test at the deadline. */
async function eventually<T>(what: string, fn: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await pause(200);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a Temporal cluster on PostgreSQL, one process per service', () => {
  let dir: string;
  let cluster: TemporalCluster;
  let svc: TestService;
  let connection: Connection;
  let client: Client;

  beforeAll(async () => {
    // The first run on a machine builds the server with Go (minutes; progress is printed); later runs find it.
    const binaries = await findTemporalServer({
      cacheDir: loadConfig().cacheDir,
      progress: (msg) => process.stderr.write(`gatehouse tests: ${msg}\n`),
    });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-cluster-'));
    cluster = await startTemporalCluster({ binaries, pgUrl: process.env.GATEHOUSE_TEST_ADMIN_URL!, dir });
    svc = await startTestService({ TEMPORAL_ADDRESS: cluster.address });
    connection = await Connection.connect(clusterConnectionOptions(cluster.address));
    client = new Client({ connection, namespace: cluster.namespace });
  }, 45 * 60_000);

  afterAll(async () => {
    await svc?.stop();
    await connection?.close();
    await cluster?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs each service in a process of its own, on its own databases', () => {
    const pids = CLUSTER_SERVICES.map((s) => cluster.pids[s]);
    expect(new Set(pids).size).toBe(4);
    for (const pid of pids) expect(alive(pid)).toBe(true);
    expect(cluster.databases.store).toMatch(/^temporal_\d+_/);
    expect(cluster.databases.visibility).toMatch(/^temporal_visibility_\d+_/);
  });

  it('answers and records a structured decision, readable by id, its run found by search attribute', async () => {
    const org = uniqueOrg('cluster');
    const key = await svc.key(org, 'test');
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(20) });
    expect(r.status).toBe(200);
    expectContract(r, 'Decision');
    expect(r.body.decision).toBe('allow');
    const id: string = r.body.decision_id;

    const got = await call(`${svc.url}/v1/decisions/${id}`, { key });
    expect(got.status).toBe(200);
    expect(got.body.decision_id).toBe(id);
    expect(got.body.decision).toBe('allow');

    // Advanced visibility on PostgreSQL: the run is found by the decision's id, with its organisation.
    const runs = await eventually('the run is visible by GatehouseDecisionId', async () => {
      const found = [];
      for await (const wf of client.workflow.list({ query: `GatehouseDecisionId = '${id}'` })) found.push(wf);
      return found.length > 0 ? found : undefined;
    });
    expect(runs.map((w) => w.workflowId)).toEqual([`decision:${id}`]);
    const env = (await findEnv(svc.running.db, org, 'test'))!;
    expect(runs[0].typedSearchAttributes.get(SA_ENV)).toBe(env.envId);
  });

  it('history killed and started again: every 200 recorded and readable, every other answer a 429 or 503 with nothing recorded', async () => {
    const org = uniqueOrg('hist');
    const key = await svc.key(org, 'test');
    const env = (await findEnv(svc.running.db, org, 'test'))!;
    const replies: { phase: 'before' | 'down' | 'after'; reply: Reply }[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    let stop = false;
    let n = 0;
    // Two clients in a steady loop, each request a new decision.
    const loop = async () => {
      while (!stop) {
        const at = phase;
        const reply = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(10 + (n++ % 400)) });
        replies.push({ phase: at, reply });
      }
    };
    const count = (p: typeof phase, ok: boolean) => replies.filter((r) => r.phase === p && (r.reply.status === 200) === ok).length;
    const loops = [loop(), loop()];
    try {
      await eventually('decisions are answered before the fault', async () => (count('before', true) >= 4 ? true : undefined));

      const historyPid = cluster.pids.history;
      phase = 'down';
      await cluster.kill('history', 'SIGKILL');
      expect(alive(historyPid)).toBe(false);
      // While history is gone, the answers are refusals (the run cannot start); wait for a few of them.
      await eventually('refusals while history is down', async () => (count('down', false) >= 2 ? true : undefined));

      await cluster.restart('history');
      expect(cluster.pids.history).not.toBe(historyPid);
      phase = 'after';
      await eventually('decisions resume after history is back', async () => (count('after', true) >= 6 ? true : undefined), 120_000);
    } finally {
      stop = true;
      await Promise.all(loops);
    }

    for (const { reply } of replies) {
      expect([200, 429, 503]).toContain(reply.status);
      if (reply.status === 200) expectContract(reply, 'Decision');
      else expect(['store_unavailable', 'overloaded']).toContain(reply.body.error);
    }
    const answered = replies.filter((r) => r.reply.status === 200).map((r) => r.reply.body.decision_id as string);
    for (const id of answered) expect((await call(`${svc.url}/v1/decisions/${id}`, { key })).status).toBe(200);

    // Nothing recorded but what was answered 200: once no run of this environment is still open (a run that
    // history held when it died resumes after the restart; past its deadline it must record nothing).
    await eventually('no run of the environment is open', async () => {
      const { count: open } = await client.workflow.count(`GatehouseEnv = '${env.envId}' AND ExecutionStatus = 'Running'`);
      return open === 0 ? true : undefined;
    });
    const { rows } = await svc.running.db.query<{ id: string }>('SELECT id FROM decisions WHERE env_id = $1', [env.envId]);
    expect(rows.map((r) => r.id).sort()).toEqual([...answered].sort());
    expect(count('down', false)).toBeGreaterThanOrEqual(2);
    expect(count('after', true)).toBeGreaterThanOrEqual(6);
  });
});

describe('mTLS to the frontend, configured by TEMPORAL_TLS_*, with certificates made in the test', () => {
  const SERVER_NAME = 'temporal.test';
  let dir: string;
  let cluster: TemporalCluster;
  let ca: Pem;
  let gatehouse: Pem;
  let stranger: Pem;

  beforeAll(async () => {
    const binaries = await findTemporalServer({ cacheDir: loadConfig().cacheDir, progress: (msg) => process.stderr.write(`gatehouse tests: ${msg}\n`) });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-cluster-tls-'));
    ca = makeCa(dir, 'gatehouse-test-ca');
    const frontend = makeLeaf(dir, ca, 'frontend', { server: SERVER_NAME });
    const systemWorker = makeLeaf(dir, ca, 'temporal-system-worker', 'client');
    gatehouse = makeLeaf(dir, ca, 'gatehouse', 'client');
    stranger = makeLeaf(dir, makeCa(dir, 'another-ca'), 'stranger', 'client');
    // All four services in one process this time (the shape `temporal-server start` has by default).
    cluster = await startTemporalCluster({
      binaries,
      pgUrl: process.env.GATEHOUSE_TEST_ADMIN_URL!,
      dir,
      separate: false,
      tls: { ca: ca.cert, serverCert: frontend.cert, serverKey: frontend.key, serverName: SERVER_NAME, clientCert: systemWorker.cert, clientKey: systemWorker.key },
    });
  }, 45 * 60_000);

  afterAll(async () => {
    await cluster?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Whether a client with these options gets an answer from the frontend. */
  async function answers(tls: ConnectionOptions['tls']): Promise<boolean> {
    try {
      const c = await Connection.connect({ address: cluster.address, tls, connectTimeout: 3000 });
      try {
        await c.withDeadline(Date.now() + 3000, () => c.workflowService.getSystemInfo({}));
        return true;
      } finally {
        await c.close();
      }
    } catch {
      return false;
    }
  }

  it('answers a client certificate of its CA; refuses none, one of another CA, and plaintext', async () => {
    const trust = { serverNameOverride: SERVER_NAME, serverRootCACertificate: fs.readFileSync(ca.cert) };
    const pair = (p: Pem) => ({ crt: fs.readFileSync(p.cert), key: fs.readFileSync(p.key) });
    expect(cluster.pids.frontend).toBe(cluster.pids.history);
    expect(await answers({ ...trust, clientCertPair: pair(gatehouse) })).toBe(true);
    expect(await answers(trust)).toBe(false);
    expect(await answers({ ...trust, clientCertPair: pair(stranger) })).toBe(false);
    expect(await answers(undefined)).toBe(false);
  });

  it('the service decides through it with TEMPORAL_TLS_CA, TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY and TEMPORAL_TLS_SERVER_NAME', async () => {
    const svc = await startTestService({
      TEMPORAL_ADDRESS: cluster.address,
      TEMPORAL_TLS_CA: ca.cert,
      TEMPORAL_TLS_CERT: gatehouse.cert,
      TEMPORAL_TLS_KEY: gatehouse.key,
      TEMPORAL_TLS_SERVER_NAME: SERVER_NAME,
    });
    try {
      const key = await svc.key(uniqueOrg('tls'), 'test');
      const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(30) });
      expect(r.status).toBe(200);
      expect(r.body.decision).toBe('allow');
      expect((await call(`${svc.url}/v1/decisions/${r.body.decision_id}`, { key })).status).toBe(200);
    } finally {
      await svc.stop();
    }
  });
});
