// A backtest whose worker is killed (SIGKILL) mid-run: the batch it was running is retried on another
// worker once its heartbeat is missed, the backtest finishes, and no batch is counted twice (the report
// matches the hand count, one row per batch). Then a running backtest whose only worker is gone is
// cancelled: it ends cancelled when a worker comes back, and nothing more is counted.

import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { stopChild } from '../../src/embedded/temporal-server';
import { backtestWorkflowId } from '../../src/lib/names';
import { awaitBacktest, CANDIDATE, checkReport, seedDecisions } from '../helpers/backtests';
import { serve } from '../helpers/processes';
import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';

jest.setTimeout(240_000);

const children: ChildProcess[] = [];
let svc: TestService;
let workerEnv: Record<string, string>;

beforeAll(async () => {
  const queue = `bt-kill-${randomUUID()}`;
  workerEnv = {
    DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL!,
    TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!,
    GATEHOUSE_TASK_QUEUE: queue,
    PORT: '0',
  };
  // The API in this process (its backtests: batches of 1, a 2 s heartbeat); the workers are processes of their own.
  svc = await startTestService(
    { GATEHOUSE_TASK_QUEUE: queue, GATEHOUSE_BACKTEST_BATCH: '1', GATEHOUSE_BACKTEST_BATCHES_PER_RUN: '3', GATEHOUSE_BACKTEST_HEARTBEAT_MS: '2000', GATEHOUSE_BACKTEST_POLL_MS: '100' },
    { api: true, worker: false },
  );
});
afterAll(async () => {
  for (const c of children) await stopChild(c).catch(() => undefined);
  await svc?.stop();
});

async function worker(): Promise<ChildProcess> {
  const c = await serve('worker', workerEnv);
  children.push(c);
  return c;
}

/** Polls until the backtest has processed at least `n` decisions. */
async function processed(key: string, id: string, n: number): Promise<number> {
  for (let i = 0; i < 3000; i++) {
    const r = await call(`${svc.url}/v1/backtests/${id}`, { key });
    if (r.body.progress.processed >= n) return r.body.progress.processed;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('no progress');
}

it('a worker killed mid-run: the backtest finishes on another, every batch counted once', async () => {
  const victim = await worker();
  const org = uniqueOrg('btkill');
  const seeded = await seedDecisions(svc, svc.url, org);
  const admin = await svc.key(org, 'test', 'admin');
  const r = await call(`${svc.url}/v1/backtests`, { key: admin, body: { candidate: CANDIDATE, from: seeded.from, to: seeded.to } });
  expect(r.status).toBe(202);
  const id = r.body.backtest_id;
  const seen = await processed(admin, id, 2);
  victim.kill('SIGKILL');
  // Killed before the end: 8 decisions in batches of 1 leave work for the next worker.
  expect(seen).toBeLessThan(8);
  await worker();
  const bt = await awaitBacktest(svc.url, admin, id, 180_000);
  expect(bt.status).toBe('done');
  checkReport(bt, seeded);
  const { rows } = await svc.running.db.query<{ n: number; batches: number; distinct: number; decisions: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT batch)::int AS distinct, max(batch)::int AS batches, sum(decisions)::int AS decisions FROM backtest_batches WHERE backtest_id = $1',
    [id],
  );
  // Nine batches (eight of one decision, an empty last one), each once.
  expect(rows[0]).toEqual({ n: 9, distinct: 9, batches: 8, decisions: 8 });
  expect(bt.progress).toMatchObject({ processed: 8, batches: 9 });
});

it('a running backtest cancelled while no worker runs it ends cancelled when one comes back, counting nothing more', async () => {
  const org = uniqueOrg('btcancel');
  const seeded = await seedDecisions(svc, svc.url, org);
  const admin = await svc.key(org, 'test', 'admin');
  const r = await call(`${svc.url}/v1/backtests`, { key: admin, body: { candidate: CANDIDATE, from: seeded.from, to: seeded.to } });
  const id = r.body.backtest_id;
  await processed(admin, id, 1);
  // Every worker gone: the backtest stays running where it was.
  for (const c of children.splice(0)) c.kill('SIGKILL');
  const c = await call(`${svc.url}/v1/backtests/${id}/cancel`, { key: admin, method: 'POST' });
  expect(c.status).toBe(200);
  expect(c.body.status).toBe('cancelled');
  const at = c.body.progress.processed;
  expect(at).toBeLessThan(8);
  await worker();
  expect(await svc.running.client.workflow.getHandle(backtestWorkflowId(id)).result()).toMatchObject({ status: 'cancelled' });
  const end = await awaitBacktest(svc.url, admin, id);
  expect(end).toMatchObject({ status: 'cancelled', report: null });
  expect(end.progress.processed).toBe(at);
});
