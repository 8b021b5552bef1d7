// Signing the audit chain's checkpoints (issue 27) with each environment's receipt key: a JWT whose claims
// say that the chain of `env_id` had `hash` at `seq`. The pass runs from the audit-checkpoints schedule
// (workflows/audit.ts) every minute and signs what src/store/audit-chain.ts finds due: each 1,000th entry,
// and the head when the last checkpoint is ten minutes old. Storing is keyed by (environment, seq), so a
// retried pass signs again at most and stores nothing twice.

import type { Db } from '../store/db';
import { checkpointsDue, insertCheckpoint } from '../store/audit-chain';
import { CHECKPOINT_JWT_TYP, type CheckpointClaims } from '../domain/audit-chain';
import { RECEIPT_ALG } from './claims';
import { loadJose } from './jose';
import type { ReceiptEnv, ReceiptKeys } from './sign';

/** A checkpoint's JWT, signed with the environment's current receipt key. */
export async function signCheckpoint(keys: ReceiptKeys, env: ReceiptEnv, point: { seq: number; hash: string }, at: Date): Promise<{ kid: string; jws: string }> {
  const { kid, key } = await keys.signingKey(env);
  const claims: CheckpointClaims = { org: env.orgSlug, env: env.kind, env_id: env.envId, seq: point.seq, hash: point.hash, iat: Math.floor(at.getTime() / 1000) };
  const jose = await loadJose();
  const jws = await new jose.SignJWT({ ...claims }).setProtectedHeader({ alg: RECEIPT_ALG, typ: CHECKPOINT_JWT_TYP, kid }).sign(key);
  return { kid, jws };
}

/**
 * Signs and stores every checkpoint due as of `now`; with `head`, also every environment's head past its last
 * checkpoint (so that an export made next is signed to its end). Returns how many were stored.
 */
export async function makeCheckpoints(db: Db, keys: ReceiptKeys, now = new Date(), opts: { head?: boolean } = {}): Promise<number> {
  let made = 0;
  for (const due of await checkpointsDue(db, now, opts)) {
    const env: ReceiptEnv = { orgId: due.orgId, envId: due.envId, orgSlug: due.orgSlug, kind: due.kind };
    for (const point of due.points) {
      const { kid, jws } = await signCheckpoint(keys, env, point, now);
      if (await insertCheckpoint(db, { envId: due.envId, seq: point.seq, hash: point.hash, kid, jws, at: now })) made++;
    }
  }
  return made;
}
