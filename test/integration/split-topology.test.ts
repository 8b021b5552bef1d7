// The production layout under a worker crash: one `gatehouse api` and two `gatehouse worker` processes
// against one Temporal server and one PostgreSQL. Under load one worker is killed with SIGKILL. No decision
// is lost: every 200 is readable as recorded, and every other answer is 429 (nothing claimed) or 503 with
// nothing recorded, then or after its run has ended.

import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { Client, Connection } from '@temporalio/client';
import { stopChild } from '../../src/embedded/temporal-server';
import { decisionWorkflowId } from '../../src/lib/names';
import { createPool } from '../../src/store/db';
import { sha256 } from '../../src/store/ids';
import { createKey } from '../../src/store/keys';
import { freePort } from '../helpers/infra';
import { serve } from '../helpers/processes';
import { call, refund, uniqueOrg, type Reply } from '../helpers/service';

jest.setTimeout(180_000);

const REQUESTS = 60;
const RATE_PER_S = 20;

it('a worker killed under load loses no decision: every 200 is recorded, every other answer is 429 or 503 with nothing recorded', async () => {
  const port = await freePort();
  // The processes share the payload key kept in the default data directory, like every test service (the
  // test database has seen that key, and a process with another one refuses to start).
  const env = {
    DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL!,
    TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!,
    GATEHOUSE_TASK_QUEUE: `split-${randomUUID()}`,
    GATEHOUSE_EVALUATE_TIMEOUT_MS: '3000',
    GATEHOUSE_MAX_IN_FLIGHT: '32',
    PORT: String(port),
  };
  const db = createPool(env.DATABASE_URL, 2);
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const client = new Client({ connection });
  const children: ChildProcess[] = [];
  try {
    const [victim, survivor] = await Promise.all([serve('worker', env), serve('worker', env)]);
    children.push(victim, survivor);
    const api = await serve('api', env);
    children.push(api);
    const org = uniqueOrg('split');
    const { key, envId } = await createKey(db, org, 'test');

    // Open loop: one request every 50 ms, each with its own Idempotency-Key; the victim dies a third of the way in.
    const sent: { idem: string; reply: Promise<Reply> }[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      if (i === REQUESTS / 3) victim.kill('SIGKILL');
      const idem = `split-${i}-${randomUUID()}`;
      sent.push({ idem, reply: call(`http://127.0.0.1:${port}/v1/gate/evaluate`, { key, body: refund(10 + i), headers: { 'idempotency-key': idem } }) });
      await new Promise((r) => setTimeout(r, 1000 / RATE_PER_S));
    }
    const replies = await Promise.all(sent.map(async (s) => ({ idem: s.idem, reply: await s.reply })));
    const statuses = replies.map((r) => r.reply.status);
    expect(statuses.filter((s) => ![200, 429, 503].includes(s))).toEqual([]);
    // The surviving worker kept deciding after the kill.
    expect(replies.slice((2 * REQUESTS) / 3).filter((r) => r.reply.status === 200).length).toBeGreaterThan(0);

    const decisionIdOf = async (idem: string) => {
      const { rows } = await db.query<{ decision_id: string }>('SELECT decision_id FROM idempotency_keys WHERE env_id = $1 AND key_hash = $2', [envId, sha256(idem)]);
      return rows[0]?.decision_id ?? null;
    };
    const recorded = async (id: string) => (await db.query('SELECT 1 FROM decisions WHERE id = $1', [id])).rows.length === 1;

    for (const { idem, reply } of replies) {
      if (reply.status === 200) {
        // Answered means recorded, and readable as answered.
        const stored = await call(`http://127.0.0.1:${port}/v1/decisions/${reply.body.decision_id}`, { key });
        expect(stored.status).toBe(200);
        expect(stored.body.decision).toBe(reply.body.decision);
        expect(stored.body.reason_codes).toEqual(reply.body.reason_codes);
      } else if (reply.status === 429) {
        expect(reply.body.error).toBe('overloaded');
        // Turned away before anything was claimed.
        expect(await decisionIdOf(idem)).toBeNull();
      } else {
        expect(reply.body.error).toBe('store_unavailable');
        const id = await decisionIdOf(idem);
        expect(id).not.toBeNull();
        // Its run ends (at the latest when Temporal times it out) without recording anything.
        const handle = client.workflow.getHandle(decisionWorkflowId(id!));
        while ((await handle.describe()).status.name === 'RUNNING') await new Promise((r) => setTimeout(r, 200));
        expect(await recorded(id!)).toBe(false);
      }
    }
    // Every decision recorded in this environment was answered 200.
    const { rows } = await db.query<{ id: string }>('SELECT id FROM decisions WHERE env_id = $1', [envId]);
    expect(rows.map((r) => r.id).sort()).toEqual(replies.filter((r) => r.reply.status === 200).map((r) => r.reply.body.decision_id).sort());
  } finally {
    for (const c of children.reverse()) if (c.exitCode === null && c.signalCode === null) await stopChild(c);
    await connection.close();
    await db.end();
  }
});
