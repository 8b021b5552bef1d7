// Scale-out (issue 23, item 5): two `gatehouse api` and two `gatehouse worker` processes on one Temporal
// server and one PostgreSQL, as the production layout runs them. Each API process admits fairly among the
// requests it receives (its own fair queue and shares), so behind a round-robin balancer every organisation
// holds its share of each process, hence of the whole. Asserted with counts, never timings:
// - one key floods both API processes from 12 loops while another organisation sends through both: the
//   latter's requests are all 200; the flood's are 200 or 429 `overloaded` with Retry-After; both processes
//   served the flood; every 200 is a decision recorded, nothing is recorded for a 429;
// - a key revoked through the store is refused from the next request on by both API processes.

import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { stopChild } from '../../src/embedded/temporal-server';
import { createPool } from '../../src/store/db';
import { createKey, revokeKey } from '../../src/store/keys';
import { findEnv, updateSettings } from '../../src/store/tenants';
import { parseAssignments } from '../../src/domain/settings';
import { freePort } from '../helpers/infra';
import { serve } from '../helpers/processes';
import { call, refund, uniqueOrg, type Reply } from '../helpers/service';

jest.setTimeout(180_000);

const tally = (replies: Reply[]) => replies.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {});

it('two API processes and two workers: a flood through both leaves another organisation all 200, every 200 recorded, a revocation holds in both', async () => {
  const ports = [await freePort(), await freePort()];
  const base = {
    DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL!,
    TEMPORAL_ADDRESS: process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!,
    GATEHOUSE_TASK_QUEUE: `scale-${randomUUID()}`,
    // Two decisions in flight per API process (a small machine's share each); the queue's allowance generous,
    // so that a busy test machine sheds nothing of the neighbour's.
    GATEHOUSE_MAX_IN_FLIGHT: '2',
    GATEHOUSE_QUEUE_DELAY_MS: '2500',
  };
  const db = createPool(base.DATABASE_URL, 2);
  const children: ChildProcess[] = [];
  try {
    children.push(...(await Promise.all([serve('worker', base), serve('worker', base)])));
    children.push(...(await Promise.all(ports.map((port) => serve('api', { ...base, PORT: String(port) })))));
    const urls = ports.map((p) => `http://127.0.0.1:${p}/v1/gate/evaluate`);

    const newKey = async (prefix: string) => {
      const org = uniqueOrg(prefix);
      const { key, envId } = await createKey(db, org, 'test');
      const ref = await findEnv(db, org, 'test');
      const { changes } = parseAssignments(['key_rate_limit=unlimited', 'env_rate_limit=unlimited'], {});
      await updateSettings(db, ref!.envId, changes);
      return { key, envId };
    };
    const flooder = await newKey('scale-flood');
    const neighbour = await newKey('scale-near');
    const recorded = async (envId: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1', [envId])).rows[0].n;

    // Both processes know both keys (the key cache of each is filled, as in steady operation).
    for (const url of urls) for (const k of [flooder, neighbour]) expect((await call(url, { key: k.key, body: refund(null) })).status).toBe(200);

    // The flood: 12 loops, each sending to the two processes in turn (a round-robin balancer).
    let flooding = true;
    const flood: { process: number; reply: Reply }[] = [];
    const loops = Array.from({ length: 12 }, async (_, i) => {
      for (let n = 0; flooding; n++) {
        const at = (i + n) % 2;
        flood.push({ process: at, reply: await call(urls[at], { key: flooder.key, body: refund(null, { target: `flood_${i}_${n}` }) }) });
      }
    });
    while (flood.length < 12) await new Promise((r) => setTimeout(r, 5));
    // The neighbour, one request at a time, through both processes in turn.
    const theirs: Reply[] = [];
    for (let i = 0; i < 8; i++) theirs.push(await call(urls[i % 2], { key: neighbour.key, body: refund(null, { target: `near_${i}` }) }));
    flooding = false;
    await Promise.all(loops);

    expect(tally(theirs)).toEqual({ 200: 8 });
    expect(await recorded(neighbour.envId)).toBe(2 + 8);
    const { 200: served = 0, 429: refused = 0, ...other } = tally(flood.map((f) => f.reply));
    expect(other).toEqual({});
    expect(served + refused).toBe(flood.length);
    // Both processes admitted some of the flood.
    for (const p of [0, 1]) expect(flood.filter((f) => f.process === p && f.reply.status === 200).length).toBeGreaterThan(0);
    for (const { reply } of flood.filter((f) => f.reply.status === 429)) {
      expect(reply.body.error).toBe('overloaded');
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Every 200 is a decision recorded; nothing was recorded for a refusal (2: the two warm-up requests).
    expect(await recorded(flooder.envId)).toBe(2 + served);

    // Revoked through the store: both processes refuse the key from the next request on.
    expect(await revokeKey(db, neighbour.key)).not.toBeNull();
    for (const url of urls) {
      const r = await call(url, { key: neighbour.key, body: refund(null) });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('invalid_api_key');
    }
  } finally {
    for (const c of children.reverse()) if (c.exitCode === null && c.signalCode === null) await stopChild(c);
    await db.end();
  }
});
