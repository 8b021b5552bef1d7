import type { Db } from './db';

export const IDEMPOTENCY_WINDOW_HOURS = 24;

export type Claim = { kind: 'new'; decisionId: string } | { kind: 'replay'; decisionId: string } | { kind: 'conflict' };

/**
 * Claims (environment, key) for this body. The first caller (or the first after the 24-hour window) owns a
 * new decision id; a caller with the same body shares that id; a different body is a conflict.
 */
export async function claimKey(db: Db, envId: string, keyHash: Buffer, bodyHash: Buffer, decisionId: string): Promise<Claim> {
  const { rows } = await db.query<{ decision_id: string; body_hash: Buffer; owner: boolean }>(
    `INSERT INTO idempotency_keys AS k (env_id, key_hash, body_hash, decision_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (env_id, key_hash) DO UPDATE
       SET body_hash = EXCLUDED.body_hash, decision_id = EXCLUDED.decision_id, created_at = now()
       WHERE k.created_at < now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})
     RETURNING decision_id, body_hash, true AS owner`,
    [envId, keyHash, bodyHash, decisionId],
  );
  if (rows.length > 0) return { kind: 'new', decisionId: rows[0].decision_id };
  const existing = await db.query<{ decision_id: string; body_hash: Buffer }>(
    'SELECT decision_id, body_hash FROM idempotency_keys WHERE env_id = $1 AND key_hash = $2',
    [envId, keyHash],
  );
  const row = existing.rows[0];
  if (!row) return claimKey(db, envId, keyHash, bodyHash, decisionId);
  return row.body_hash.equals(bodyHash) ? { kind: 'replay', decisionId: row.decision_id } : { kind: 'conflict' };
}
