// The record's fence (migration 019_record_fence) on the real store: the API's last look after the caller's
// wait (settledEvaluation) waits for a record that passed its deadline check and has not committed yet, and a
// record statement that comes after the look refuses to commit. Without it, a busy store's late commit was a
// decision recorded behind a 503 (seen once in the split-topology test under load).

import { randomUUID } from 'node:crypto';
import { RISK_KEYS, SEMANTIC_KEYS } from '../../src/contract/schemas';
import type { Decision, Risk, Semantic } from '../../src/domain/types';
import { createPool, type Db } from '../../src/store/db';
import { DeadlinePassedError, getEvaluation, recordDecision, settledEvaluation } from '../../src/store/decisions';
import { newDecisionId } from '../../src/store/ids';
import { migrate } from '../../src/store/migrations';
import { ensureOrg, findEnv } from '../../src/store/tenants';

jest.setTimeout(60_000);

const db = createPool(process.env.GATEHOUSE_TEST_DATABASE_URL!, 4);
let orgId: string;
let envId: string;

beforeAll(async () => {
  await migrate(db);
  const slug = `fence-${randomUUID()}`;
  orgId = await ensureOrg(db, slug);
  envId = (await findEnv(db, slug, 'test'))!.envId;
});
afterAll(async () => {
  await db.query('DELETE FROM organizations WHERE id = $1', [orgId]);
  await db.end();
});

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function inputFor(id: string) {
  const decision: Decision = {
    decision_id: id,
    decision: 'allow',
    confidence: 1,
    reason_codes: [],
    risk: zeros(RISK_KEYS) as Risk,
    semantic: zeros(SEMANTIC_KEYS) as Semantic,
    policy_results: [],
    language: 'en',
    latency_ms: 1,
    created_at: new Date().toISOString(),
    missing: [],
    missing_details: [],
    policy_version: 'v1',
    action: null,
    intake: null,
    review: null,
  };
  return { orgId, envId, decision, actorName: 'fence-bot', retention: 'zero' as const, content: { mediaType: 'application/json', bytes: 2, body: {} } };
}

/** The fence's advisory lock on `id` as pg_locks shows it: one row per holder or waiter. */
async function fenceLocks(id: string): Promise<{ mode: string; granted: boolean }[]> {
  const { rows } = await db.query<{ mode: string; granted: boolean }>(
    `SELECT mode, granted FROM pg_locks WHERE locktype = 'advisory' AND classid = 26472 AND objid = hashtext($1)::oid AND objsubid = 2 ORDER BY mode`,
    [id],
  );
  return rows;
}

/** Asks pg_locks until `seen` holds (each ask a round trip to the store; no timer). */
async function until(id: string, seen: (locks: { mode: string; granted: boolean }[]) => boolean): Promise<void> {
  for (let i = 0; i < 10_000; i++) if (seen(await fenceLocks(id))) return;
  throw new Error('the fence never reached the state asked for');
}

const recorded = async (id: string) => (await db.query('SELECT 1 FROM decisions WHERE id = $1', [id])).rows.length;

it('the last look waits for a record that passed its deadline check and has not committed, and answers it', async () => {
  const id = newDecisionId();
  const deadline = Date.now() + 1500;
  const c = await db.connect();
  try {
    await c.query('BEGIN');
    // The record statement runs and passes its check; its commit is late (here: held open by the test).
    await recordDecision(c as unknown as Db, inputFor(id), { deadline });
    expect(await fenceLocks(id)).toEqual([{ mode: 'ShareLock', granted: true }]);
    // A plain read cannot see it yet: this is the 503 a late commit used to leave behind.
    expect(await getEvaluation(db, envId, id)).toBeNull();
    const settled = settledEvaluation(db, envId, id, deadline);
    await until(id, (locks) => locks.some((l) => l.mode === 'ExclusiveLock' && !l.granted));
    await c.query('COMMIT');
    await expect(settled).resolves.toMatchObject({ decision_id: id, decision: 'allow' });
  } finally {
    c.release();
  }
  expect(await recorded(id)).toBe(1);
});

it('a record statement that reaches the store during the last look refuses to commit: nothing is recorded behind the 503', async () => {
  const id = newDecisionId();
  const deadline = Date.now() + 1500;
  // The last look holds the fence until the deadline has passed by the store's clock.
  const settled = settledEvaluation(db, envId, id, deadline);
  await until(id, (locks) => locks.some((l) => l.mode === 'ExclusiveLock' && l.granted));
  // Sent before the deadline (its own check in the process passes), it waits for the fence, then finds the
  // deadline passed.
  const late = recordDecision(db, inputFor(id), { deadline });
  await until(id, (locks) => locks.some((l) => l.mode === 'ShareLock' && !l.granted));
  await expect(settled).resolves.toBeNull();
  await expect(late).rejects.toBeInstanceOf(DeadlinePassedError);
  expect(await recorded(id)).toBe(0);
});

it('a store that keeps a commit pending past the wait makes the last look fail (503, outcome unknown), not answer "not recorded"', async () => {
  const id = newDecisionId();
  const c = await db.connect();
  try {
    await c.query('BEGIN');
    await recordDecision(c as unknown as Db, inputFor(id), { deadline: Date.now() + 1000 });
    // The commit never comes while the look waits (lock_timeout): the look throws instead of saying "nothing".
    await expect(settledEvaluation(db, envId, id, Date.now())).rejects.toMatchObject({ code: '55P03' });
    await c.query('ROLLBACK');
  } finally {
    c.release();
  }
  expect(await recorded(id)).toBe(0);
});
