// Two features operators rely on: finding a decision's run in Temporal by its search attributes, and
// running the API and the worker as separate processes (production).

import { randomUUID } from 'node:crypto';
import { SA_ACTION_TYPE, SA_DECISION, SA_ENV, SA_ORG } from '../../src/lib/search-attributes';
import { decisionWorkflowId } from '../../src/lib/names';
import { stopChild } from '../../src/embedded/temporal-server';
import { createPool } from '../../src/store/db';
import { createKey } from '../../src/store/keys';
import { freePort } from '../helpers/infra';
import { runCli } from '../helpers/cli';
import { serve } from '../helpers/processes';
import { call, refund, startTestService, uniqueOrg } from '../helpers/service';

jest.setTimeout(90_000);

it("a decision's run carries organisation, environment, decision id and action type as search attributes", async () => {
  const svc = await startTestService();
  try {
    const key = await svc.key(uniqueOrg('sa'), 'test');
    const d = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(30) });
    expect(d.status).toBe(200);
    // The answer comes as soon as the decision is committed; the run completes right after.
    const handle = svc.running.client.workflow.getHandle(decisionWorkflowId(d.body.decision_id));
    // The run's result names the decision the answer gave (the decision itself is in the store, not in the run's payloads).
    expect(await handle.result()).toEqual({ ok: true, recorded: { decision_id: d.body.decision_id, decision: d.body.decision, reason_codes: d.body.reason_codes } });
    const desc = await handle.describe();
    const { rows } = await svc.running.db.query('SELECT org_id, env_id FROM decisions WHERE id = $1', [d.body.decision_id]);
    expect(desc.typedSearchAttributes.get(SA_DECISION)).toBe(d.body.decision_id);
    expect(desc.typedSearchAttributes.get(SA_ACTION_TYPE)).toBe('refund');
    expect(desc.typedSearchAttributes.get(SA_ORG)).toBe(rows[0].org_id);
    expect(desc.typedSearchAttributes.get(SA_ENV)).toBe(rows[0].env_id);
    expect(desc.status.name).toBe('COMPLETED');
  } finally {
    await svc.stop();
  }
});

it('gatehouse api and gatehouse worker run apart and decide together; each refuses to start without external services', async () => {
  const port = await freePort();
  const env = {
    DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL!,
    TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!,
    GATEHOUSE_TASK_QUEUE: `split-${randomUUID()}`,
    PORT: String(port),
  };
  const worker = await serve('worker', env);
  const api = await serve('api', env);
  try {
    const db = createPool(env.DATABASE_URL, 1);
    const key = (await createKey(db, uniqueOrg('split'), 'test')).key;
    await db.end();
    const d = await call(`http://127.0.0.1:${port}/v1/gate/evaluate`, { key, body: refund(30) });
    expect(d.status).toBe(200);
    expect(d.body.decision).toBe('allow');
  } finally {
    await stopChild(api);
    await stopChild(worker);
  }
  const refused = await runCli(['api'], { DATABASE_URL: '', TEMPORAL_ADDRESS: '' });
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('need DATABASE_URL and TEMPORAL_ADDRESS');
});
