// The store side of verdicts by mail: digests, their tokens, and the mails read from the ingestion mailbox.

import type { PoolClient } from 'pg';
import { resolveSettings, type EnvSettings } from '../domain/settings';
import type { ActionSummary, Outcome, Risk } from '../domain/types';
import type { Db } from './db';
import { pgText } from './decisions';
import { sha256 } from './ids';

export const TOKEN_VALID_DAYS = 7;
/** How long a Message-ID is remembered (as long as the decisions it may name). */
const INGESTED_KEPT = '13 months';
/**
 * How long a token is kept after it expired: a late reply to an old digest is refused as `expired_token`
 * (its reviewer learns the digest is too old) rather than `bad_token` (never issued), for this long.
 */
export const EXPIRED_TOKEN_KEPT_DAYS = 30;

export interface MailEnv {
  envId: string;
  orgId: string;
  orgSlug: string;
  kind: string;
  settings: EnvSettings;
}

const toEnv = (r: { env_id: string; org_id: string; slug: string; kind: string; settings: Record<string, unknown> }): MailEnv => ({
  envId: r.env_id,
  orgId: r.org_id,
  orgSlug: r.slug,
  kind: r.kind,
  settings: resolveSettings(r.settings),
});

const ENV_SELECT = `SELECT e.id AS env_id, e.org_id, o.slug, e.kind, e.settings FROM environments e JOIN organizations o ON o.id = e.org_id`;

export async function mailEnv(db: Db, envId: string): Promise<MailEnv | null> {
  const { rows } = await db.query(`${ENV_SELECT} WHERE e.id = $1`, [envId]);
  return rows.length ? toEnv(rows[0]) : null;
}

/** Environments whose digest is on. */
export async function digestEnvs(db: Db): Promise<MailEnv[]> {
  const { rows } = await db.query(`${ENV_SELECT} WHERE e.settings->>'digest' = 'on' ORDER BY e.id`);
  return rows.map(toEnv);
}

export async function existingEnvIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>('SELECT id FROM environments WHERE id = ANY($1)', [ids]);
  return new Set(rows.map((r) => r.id));
}

/** A decision still waiting for a verdict, as the digest lists it. */
/** A decision still waiting for a person's verdict, as the digest lists it. */
export interface WaitingDecision {
  decisionId: string;
  outcome: Outcome;
  action: ActionSummary | null;
  actor: string | null;
  reasonCodes: string[];
  risk: Risk | null;
  createdAt: string;
  /** When its pending approval expires (issue 15); null without one. A reply resolves it like any verdict. */
  approvalExpiresAt?: string | null;
}

/**
 * Decisions created in [from, to) that have no verdict yet: review first, then more_information, deny,
 * allow; within each, the riskiest first. At most `limit`, with the total count.
 */
export async function waitingDecisions(db: Db, envId: string, from: Date, to: Date, limit: number): Promise<{ items: WaitingDecision[]; total: number }> {
  const { rows } = await db.query(
    `SELECT d.id, d.outcome, d.actor_name, d.reason_codes, d.record->'action' AS action, d.record->'risk' AS risk, d.created_at,
            CASE WHEN a.status = 'pending' AND a.expires_at > now() THEN a.expires_at END AS approval_expires_at,
            count(*) OVER () AS total
       FROM decisions d
       LEFT JOIN approvals a ON a.decision_id = d.id AND a.env_id = d.env_id
      WHERE d.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.decision_id = d.id)
      ORDER BY COALESCE(a.status = 'pending' AND a.expires_at > now(), false) DESC, CASE d.outcome WHEN 'review' THEN 0 WHEN 'more_information' THEN 1 WHEN 'deny' THEN 2 ELSE 3 END,
               COALESCE((d.record->'risk'->>'overall')::float8, 0) DESC, d.created_at, d.id
      LIMIT $4`,
    [envId, from, to, limit],
  );
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    items: rows.map((r) => ({
      decisionId: r.id,
      outcome: r.outcome,
      action: r.action ?? null,
      actor: r.actor_name,
      reasonCodes: r.reason_codes ?? [],
      risk: r.risk ?? null,
      createdAt: (r.created_at as Date).toISOString(),
      approvalExpiresAt: r.approval_expires_at ? (r.approval_expires_at as Date).toISOString() : null,
    })),
  };
}

export interface DigestRow {
  status: 'sending' | 'sent';
  messageId: string | null;
  listed: number | null;
}

export async function getDigest(db: Db, envId: string, day: string): Promise<DigestRow | null> {
  const { rows } = await db.query('SELECT status, message_id, listed FROM mail_digests WHERE env_id = $1 AND day = $2', [envId, day]);
  return rows.length ? { status: rows[0].status, messageId: rows[0].message_id, listed: rows[0].listed } : null;
}

/**
 * Claims the (environment, day) digest for one send attempt. 'sent' when it went out already, 'busy' when
 * another attempt holds the claim (it lapses after `holdMs`, in case that attempt died), else 'claimed'.
 */
export async function claimDigest(
  db: Db,
  envId: string,
  day: string,
  window: { from: Date; to: Date },
  holdMs: number,
): Promise<'claimed' | 'sent' | 'busy'> {
  const { rows } = await db.query<{ status: string; claimed: boolean }>(
    `INSERT INTO mail_digests AS m (env_id, day, status, claimed_until, window_start, window_end)
     VALUES ($1, $2, 'sending', now() + $3 * interval '1 millisecond', $4, $5)
     ON CONFLICT (env_id, day) DO UPDATE SET claimed_until = EXCLUDED.claimed_until
       WHERE m.status = 'sending' AND (m.claimed_until IS NULL OR m.claimed_until < now())
     RETURNING status, true AS claimed`,
    [envId, day, holdMs, window.from, window.to],
  );
  if (rows.length > 0) return 'claimed';
  const cur = await getDigest(db, envId, day);
  return cur?.status === 'sent' ? 'sent' : 'busy';
}

export async function releaseDigest(db: Db, envId: string, day: string): Promise<void> {
  await db.query(`UPDATE mail_digests SET claimed_until = NULL WHERE env_id = $1 AND day = $2 AND status = 'sending'`, [envId, day]);
}

export async function markDigestSent(db: Db, envId: string, day: string, messageId: string, listed: number): Promise<void> {
  await db.query(
    `UPDATE mail_digests SET status = 'sent', claimed_until = NULL, sent_at = now(), message_id = $3, listed = $4 WHERE env_id = $1 AND day = $2`,
    [envId, day, messageId, listed],
  );
}

/** Stores a token (as its hash) for the environment's digest of `day`, valid TOKEN_VALID_DAYS from `at`. */
export async function addToken(db: Db, envId: string, day: string, token: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO mail_tokens (token_hash, env_id, day, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
    [sha256(token), envId, day, at, new Date(at.getTime() + TOKEN_VALID_DAYS * 86_400_000)],
  );
}

export interface TokenRow {
  token: string;
  envId: string;
  day: string;
  expiresAt: Date;
}

export async function lookupTokens(db: Db, tokens: string[]): Promise<TokenRow[]> {
  if (tokens.length === 0) return [];
  const byHash = new Map(tokens.map((t) => [sha256(t).toString('hex'), t]));
  const { rows } = await db.query<{ token_hash: Buffer; env_id: string; day: string; expires_at: Date }>(
    `SELECT token_hash, env_id, to_char(day, 'YYYY-MM-DD') AS day, expires_at FROM mail_tokens WHERE token_hash = ANY($1)`,
    [tokens.map((t) => sha256(t))],
  );
  return rows.map((r) => ({ token: byHash.get(r.token_hash.toString('hex'))!, envId: r.env_id, day: r.day, expiresAt: r.expires_at }));
}

/** Forgets tokens expired more than EXPIRED_TOKEN_KEPT_DAYS ago and Message-IDs older than any decision they could name. */
export async function pruneMail(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM mail_tokens WHERE expires_at < $1::timestamptz - make_interval(days => ${EXPIRED_TOKEN_KEPT_DAYS})`, [now]);
  await db.query(`DELETE FROM mail_ingested WHERE created_at < $1::timestamptz - interval '${INGESTED_KEPT}'`, [now]);
}

export interface IngestedRow {
  status: 'processed' | 'rejected';
  reason: string | null;
  uidValidity: string | null;
  uid: number | null;
}

export async function findIngested(db: Db | PoolClient, messageKey: string): Promise<IngestedRow | null> {
  const { rows } = await db.query('SELECT status, reason, uid_validity, uid FROM mail_ingested WHERE message_key = $1', [messageKey]);
  return rows.length ? { status: rows[0].status, reason: rows[0].reason, uidValidity: rows[0].uid_validity, uid: rows[0].uid === null ? null : Number(rows[0].uid) } : null;
}

/** Remembers a mail; false when its key is known already (another reader got there first). */
export async function recordIngested(
  db: Db | PoolClient,
  row: { messageKey: string; envId: string | null; status: 'processed' | 'rejected'; reason: string | null; sender: string | null; verdicts: number; uidValidity: string; uid: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO mail_ingested (message_key, env_id, status, reason, sender, verdicts, uid_validity, uid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (message_key) DO NOTHING`,
    [pgText(row.messageKey), row.envId, row.status, row.reason, row.sender === null ? null : pgText(row.sender), row.verdicts, row.uidValidity, row.uid],
  );
  return rowCount === 1;
}

/** Which of the ids exist, and in which environment. */
export async function decisionEnvs(db: Db | PoolClient, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; env_id: string }>('SELECT id, env_id FROM decisions WHERE id = ANY($1)', [ids]);
  return new Map(rows.map((r) => [r.id, r.env_id]));
}
