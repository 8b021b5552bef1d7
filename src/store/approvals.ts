// Approvals (issue 15): one row per review decision of an environment with approvals on. The row is the
// truth: a verdict resolves it in the transaction that records the verdict (recordVerdict in decisions.ts),
// the approval's workflow expires it when its timer fires (settleApproval), and the row's trigger NOTIFYs
// waiting API processes in that same transaction. Every query names the environment (tenant isolation).

import { randomBytes } from 'node:crypto';
import type { Approval, ApprovalStatus, ReviewChannel } from '../domain/types';
import type { MasterKeys } from './codec';
import type { Db } from './db';

/** The NOTIFY channel of resolved approvals; the payload is the decision id. */
export const APPROVAL_CHANNEL = 'gatehouse_approvals';

export interface ApprovalColumns {
  a_status: ApprovalStatus | null;
  a_expires_at: Date | null;
  a_decided_at: Date | null;
  a_channel: ReviewChannel | null;
}

/** The columns toApproval reads, for a query that LEFT JOINs approvals as `a`. */
export const APPROVAL_SELECT = 'a.status AS a_status, a.expires_at AS a_expires_at, a.decided_at AS a_decided_at, a.channel AS a_channel';

/**
 * The approval as the contract shows it. A pending approval past its expiry reads as expired even before
 * its workflow has marked it (Temporal late or down): a verdict can no longer resolve it, so it is over,
 * and it fails closed.
 */
export function toApproval(r: ApprovalColumns, now = new Date()): Approval | null {
  const a = stored(r);
  if (a?.status === 'pending' && r.a_expires_at!.getTime() <= now.getTime()) return { ...a, status: 'expired', decided_at: a.expires_at };
  return a;
}

/** The row as stored: what the approval's workflow acts on (its timer, not the clock, expires it). */
function stored(r: ApprovalColumns): Approval | null {
  if (r.a_status === null || r.a_expires_at === null) return null;
  return { status: r.a_status, expires_at: r.a_expires_at.toISOString(), decided_at: r.a_decided_at?.toISOString() ?? null, channel: r.a_channel };
}

/** The approval a review decision opens when its environment has approvals on; null otherwise. */
export function newApproval(outcome: string, createdAt: Date, timeoutS: number | null): Approval | null {
  if (outcome !== 'review' || timeoutS === null) return null;
  return { status: 'pending', expires_at: new Date(createdAt.getTime() + timeoutS * 1000).toISOString(), decided_at: null, channel: null };
}

export interface PendingApproval {
  decisionId: string;
  expiresAt: string;
  actionType: string | null;
  actorName: string | null;
  createdAt: string;
}

/** The environment's pending approvals, soonest expiry first (the console shows them before everything else). */
export async function pendingApprovals(db: Db, envId: string, limit: number, now = new Date()): Promise<PendingApproval[]> {
  const { rows } = await db.query(
    `SELECT a.decision_id, a.expires_at, d.action_type, d.actor_name, d.created_at
       FROM approvals a JOIN decisions d ON d.id = a.decision_id AND d.env_id = a.env_id
      WHERE a.env_id = $1 AND a.status = 'pending' AND a.expires_at > $2
      ORDER BY a.expires_at, a.decision_id LIMIT $3`,
    [envId, now, limit],
  );
  return rows.map((r) => ({
    decisionId: r.decision_id,
    expiresAt: (r.expires_at as Date).toISOString(),
    actionType: r.action_type,
    actorName: r.actor_name,
    createdAt: (r.created_at as Date).toISOString(),
  }));
}


/**
 * How many approvals wait for a verdict in the whole deployment: the operators' metric (src/runtime/telemetry.ts),
 * the one count across environments. Only the number leaves the store.
 */
export async function countPendingApprovals(db: Db, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM approvals WHERE status = 'pending' AND expires_at > $1`, [now]);
  return rows[0].n;
}
/**
 * The approval's state once its workflow wakes: with `expire`, a still-pending approval becomes expired
 * (the timer has fired; workflow time decides, not the store's clock). Returns the approval afterwards and
 * whether this call expired it.
 */
export async function settleApproval(db: Db, envId: string, decisionId: string, expire: boolean): Promise<{ approval: Approval | null; expiredNow: boolean }> {
  let expiredNow = false;
  if (expire) {
    const { rowCount } = await db.query(
      `UPDATE approvals SET status = 'expired', decided_at = now() WHERE decision_id = $1 AND env_id = $2 AND status = 'pending'`,
      [decisionId, envId],
    );
    expiredNow = rowCount === 1;
  }
  const { rows } = await db.query<ApprovalColumns>(`SELECT ${APPROVAL_SELECT} FROM approvals a WHERE a.decision_id = $1 AND a.env_id = $2`, [decisionId, envId]);
  return { approval: rows.length === 0 ? null : stored(rows[0]), expiredNow };
}

/**
 * Claims the one escalation mail of an expired approval: 'claimed' (send it, then markEscalated),
 * 'sent' (already sent) or 'busy' (another attempt holds the claim, for at most leaseMs).
 */
export async function claimEscalation(db: Db, envId: string, decisionId: string, leaseMs: number): Promise<'claimed' | 'sent' | 'busy'> {
  const { rows } = await db.query<{ claimed: boolean; sent: boolean }>(
    `WITH c AS (
       UPDATE approvals SET escalation_claimed_at = now()
        WHERE decision_id = $1 AND env_id = $2 AND escalated_at IS NULL
          AND (escalation_claimed_at IS NULL OR escalation_claimed_at < now() - make_interval(secs => $3::double precision / 1000))
        RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM c) AS claimed,
            EXISTS (SELECT 1 FROM approvals WHERE decision_id = $1 AND env_id = $2 AND escalated_at IS NOT NULL) AS sent`,
    [decisionId, envId, leaseMs],
  );
  return rows[0].claimed ? 'claimed' : rows[0].sent ? 'sent' : 'busy';
}

export async function markEscalated(db: Db, envId: string, decisionId: string): Promise<void> {
  await db.query('UPDATE approvals SET escalated_at = now() WHERE decision_id = $1 AND env_id = $2', [decisionId, envId]);
}

export async function releaseEscalation(db: Db, envId: string, decisionId: string): Promise<void> {
  await db.query('UPDATE approvals SET escalation_claimed_at = NULL WHERE decision_id = $1 AND env_id = $2 AND escalated_at IS NULL', [decisionId, envId]);
}

// ---------------------------------------------------------------------------------------------------------
// The webhook signing secret: Standard Webhooks' `whsec_` + base64 of 24 random bytes, one per environment,
// made when webhook_url is first set and shown once; kept wrapped (AES-256-GCM) under the payload master key.

const secretAad = (envId: string) => `gatehouse/webhook-secret/v1\u0000${envId}`;

/**
 * Makes the environment's signing secret if it has none. Returns the new secret (to show once), or null
 * when one already exists.
 */
export async function ensureWebhookSecret(db: Db, masters: MasterKeys, envId: string): Promise<string | null> {
  const raw = randomBytes(24);
  const { masterId, wrapped } = masters.wrap(raw, secretAad(envId));
  const { rowCount } = await db.query(
    'INSERT INTO webhook_secrets (env_id, master_id, wrapped) VALUES ($1, $2, $3) ON CONFLICT (env_id) DO NOTHING',
    [envId, masterId, wrapped],
  );
  return rowCount === 1 ? `whsec_${raw.toString('base64')}` : null;
}

/** The environment's signing secret; null when it has none or no master key here can unwrap it. */
export async function webhookSecret(db: Db, masters: MasterKeys, envId: string): Promise<string | null> {
  const { rows } = await db.query<{ master_id: string; wrapped: Buffer }>('SELECT master_id, wrapped FROM webhook_secrets WHERE env_id = $1', [envId]);
  if (rows.length === 0) return null;
  const raw = masters.unwrap(rows[0].master_id, rows[0].wrapped, secretAad(envId));
  return raw ? `whsec_${raw.toString('base64')}` : null;
}
