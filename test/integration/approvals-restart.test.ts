// Approvals survive the worker going away (issue 15): an API process and a worker process on one task queue.
// With approvals pending, the worker stops; a verdict given meanwhile releases the waiting caller at once
// (the store resolves it), and the approval whose time ran out meanwhile expires as soon as a new worker
// starts. The new worker finishes both runs: the resolved webhook goes out, nothing is lost.

import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config/config';
import { loadMasterKeys } from '../../src/store/codec';
import { approvalWorkflowId } from '../../src/lib/names';
import { ensureWebhookSecret } from '../../src/store/approvals';
import { findEnv } from '../../src/store/tenants';
import { until } from '../helpers/mail-service';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';
import { webhookReceiver } from '../helpers/webhooks';

jest.setTimeout(120_000);

// The webhook receiver is on loopback, which webhooks reach only when the operator allows it.
const env = { GATEHOUSE_TASK_QUEUE: `restart-${randomUUID()}`, GATEHOUSE_WEBHOOK_RETRY_INITIAL_MS: '200', GATEHOUSE_WEBHOOK_ALLOW_PRIVATE: 'true' };
const API = { api: true, worker: false };
const WORKER = { api: false, worker: true };

let api: TestService;
let worker: TestService | undefined;

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
});

it('a worker stopped while approvals are pending loses nothing: the verdict resolves, the timer expires, the new worker finishes both', async () => {
  api = await startTestService(env, API);
  worker = await startTestService(env, WORKER);
  const hooks = await webhookReceiver(0);
  try {
    const slug = uniqueOrg('restart');
    const key = await api.key(slug);
    await api.settings(slug, 'test', 'approvals=on', `webhook_url=${hooks.url}`);
    const envId = (await findEnv(api.running.db, slug, 'test'))!.envId;
    await ensureWebhookSecret(api.running.db, loadMasterKeys(loadConfig()), envId);
    const bodyOf = (type: string, id: string) => hooks.got.map((g) => JSON.parse(g.body)).find((b) => b.type === type && b.data.decision_id === id);

    const long = await call(`${api.url}/v1/gate/evaluate`, { key, body: refund(900) });
    expect(long.body.approval.status).toBe('pending');
    await api.settings(slug, 'test', 'approval_timeout_s=5');
    const short = await call(`${api.url}/v1/gate/evaluate`, { key, body: refund(950) });
    expect(short.body.approval.status).toBe('pending');
    await until('both approval.requested events', () => bodyOf('approval.requested', long.body.decision_id) && bodyOf('approval.requested', short.body.decision_id));

    await worker.stop();
    worker = undefined;

    // No worker: the verdict still releases the waiting caller (the store resolves the approval).
    const waiter = call(`${api.url}/v1/decisions/${long.body.decision_id}?wait=30`, { key });
    await until('the waiting caller', () => (api.running.waiters?.size ?? 0) >= 1);
    await call(`${api.url}/v1/decisions/${long.body.decision_id}/review`, { key, body: { outcome: 'changed', reviewer: 'ana@example.com' } });
    const released = await waiter;
    expect(released.body.approval).toMatchObject({ status: 'changed', channel: 'api' });
    // The short approval's time runs out while no worker runs: it reads as expired (it can no longer be approved).
    const expired = await call(`${api.url}/v1/decisions/${short.body.decision_id}?wait=30`, { key });
    expect(expired.body.approval.status).toBe('expired');
    expect(bodyOf('approval.resolved', long.body.decision_id)).toBeUndefined();

    worker = await startTestService(env, WORKER);
    const client = api.running.client;
    expect(await client.workflow.getHandle(approvalWorkflowId(long.body.decision_id)).result()).toMatchObject({ status: 'changed' });
    expect(await client.workflow.getHandle(approvalWorkflowId(short.body.decision_id)).result()).toMatchObject({ status: 'expired' });
    expect(bodyOf('approval.resolved', long.body.decision_id).data).toMatchObject({ status: 'changed', channel: 'api' });
    expect(bodyOf('approval.expired', short.body.decision_id).data).toMatchObject({ status: 'expired', channel: null });
    const { rows } = await api.running.db.query('SELECT decision_id, status FROM approvals WHERE env_id = $1 ORDER BY decision_id', [envId]);
    expect(Object.fromEntries(rows.map((r) => [r.decision_id, r.status]))).toEqual({ [long.body.decision_id]: 'changed', [short.body.decision_id]: 'expired' });
  } finally {
    await hooks.stop();
  }
});
