// A fresh worker warms its workflow path before the service says it is running: one empty run of a decision's
// shape (engineFloorLocal) on its own task queue, awaited (issue 23: the first decision after `gatehouse start`
// on a busy machine outlasted its deadline and was answered 503). A warm-up that cannot run is logged and left:
// the start goes on.

import { randomUUID } from 'node:crypto';
import type { NativeConnection } from '@temporalio/worker';
import { connectTemporal, createClient, createWorker, warmWorkflowPath } from '../../src/runtime/temporal';
import { warmUpWorkflowId } from '../../src/lib/names';
import { warmReceiptSigning } from '../../src/receipts/sign';

jest.setTimeout(60_000);

let connection: NativeConnection;
beforeAll(async () => {
  connection = await connectTemporal(process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!, {});
});
afterAll(async () => {
  await connection?.close();
});

it('runs one empty run of a decision\'s shape on the worker of its task queue, and it completes', async () => {
  const taskQueue = `warm-${randomUUID()}`;
  let steps = 0;
  const worker = await createWorker({
    connection,
    namespace: 'default',
    taskQueue,
    activities: { engineFloorStep: async () => void steps++ },
    workflowBundle: process.env.GATEHOUSE_WORKFLOW_BUNDLE,
  });
  const client = createClient(connection, 'default');
  const id = warmUpWorkflowId(randomUUID());
  const warmed = await worker.runUntil(warmWorkflowPath(client, taskQueue, id, 30_000));
  expect(warmed.ok).toBe(true);
  expect(steps).toBe(1);
  const described = await client.workflow.getHandle(id).describe();
  expect(described.type).toBe('engineFloorLocal');
  expect(described.status.name).toBe('COMPLETED');
  expect(id).toMatch(/^warm-up:/);
});

it('gives up after its timeout without throwing when no worker takes the run', async () => {
  const client = createClient(connection, 'default');
  const id = warmUpWorkflowId(randomUUID());
  const warmed = await warmWorkflowPath(client, `nobody-${randomUUID()}`, id, 1_500);
  expect(warmed.ok).toBe(false);
  // The run it started ends with its execution timeout: nothing is left running for a worker that comes later.
  const described = await client.workflow.getHandle(id).describe();
  expect(described.type).toBe('engineFloorLocal');
  expect(['RUNNING', 'TIMED_OUT']).toContain(described.status.name);
  await expect(client.workflow.getHandle(id).result()).rejects.toThrow();
});

it('compiles the contract\'s validators once, at the first call, and they validate afterwards', () => {
  jest.isolateModules(() => {
    const fresh = require('../../src/contract/validate') as typeof import('../../src/contract/validate');
    expect(fresh.compileContract().compiled).toBe(true);
    expect(fresh.compileContract().compiled).toBe(false);
    expect(fresh.validateAs('EvaluateRequest', {}).map((p) => p.field)).toContain('action');
  });
});

it('signs once with a throwaway key and says how long it took', async () => {
  const ms = await warmReceiptSigning();
  expect(Number.isFinite(ms)).toBe(true);
  expect(ms).toBeGreaterThan(0);
});
