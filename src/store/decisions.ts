import { metadataOf, redactValue } from '../domain/redact';
import type { EnvSettings } from '../domain/settings';
import { REVIEW_HISTORY_LIMIT } from '../contract/schemas';
import type { Decision, Review, ReviewChannel, ReviewOutcome } from '../domain/types';
import { inTransaction, type Db } from './db';
import { countRecorded } from './usage';

export const RECORD_RETENTION_MONTHS = 13;
export const FULL_CONTENT_DAYS = 30;

export interface Content {
  mediaType: string;
  bytes: number;
  body: unknown;
}

export interface RecordInput {
  orgId: string;
  envId: string;
  decision: Decision;
  actorName: string | null;
  retention: EnvSettings['retention'];
  content: Content;
}

function contentFor(retention: EnvSettings['retention'], content: Content, createdAt: Date): { content: unknown; expiresAt: Date | null } | null {
  switch (retention) {
    case 'full':
      return { content: content.body, expiresAt: new Date(createdAt.getTime() + FULL_CONTENT_DAYS * 86_400_000) };
    case 'redacted':
      return { content: redactValue(content.body), expiresAt: null };
    case 'metadata':
      return { content: metadataOf(content.body, content.mediaType, content.bytes), expiresAt: null };
    case 'zero':
      return null;
  }
}

/** The record step refused to commit: the caller's deadline has passed, so nobody is waiting for this answer. */
export class DeadlinePassedError extends Error {
  constructor() {
    super('the decision deadline passed before it could be recorded; nothing was recorded');
    this.name = 'DeadlinePassedError';
  }
}

export interface RecordOptions {
  /**
   * Epoch milliseconds after which nothing is committed: statements are cut off there, and the store's own
   * clock is checked once more as the last statement before COMMIT.
   */
  deadline?: number;
  /**
   * Count the decision for its day in the same transaction. When the count it commits passes `cap` and the
   * decision was composed without the cap (concurrent requests near the cap all read a count below it),
   * `capReached()` gives the decision to record instead.
   */
  count?: { cap: number; capApplied: boolean; capReached: () => Decision };
}

const INSERT_DECISION = `WITH d AS (
   INSERT INTO decisions (id, org_id, env_id, outcome, action_type, actor_name, reason_codes, record, created_at, expires_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING RETURNING id
 ), c AS (
   INSERT INTO decision_content (decision_id, env_id, mode, content, expires_at)
   SELECT id, $3, $11, $12, $13 FROM d WHERE $14::boolean
 )
 SELECT id FROM d`;

/**
 * Stores the decision record and, apart from it, its content as the retention mode allows, in one
 * transaction with the day's count (when asked) and under the deadline (when given). Idempotent on the
 * decision id: a second run for the same id counts nothing and returns the first record unchanged.
 */
export async function recordDecision(db: Db, input: RecordInput, opts: RecordOptions = {}): Promise<Decision> {
  let d = input.decision;
  const createdAt = new Date(d.created_at);
  const expiresAt = new Date(createdAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + RECORD_RETENTION_MONTHS);
  const kept = contentFor(input.retention, input.content, createdAt);
  const remaining = () => (opts.deadline === undefined ? Infinity : opts.deadline - Date.now());
  if (remaining() <= 0) throw new DeadlinePassedError();
  const inserted = await inTransaction(db, async (c) => {
    // Statements are cut off at the deadline (57014, query_canceled): a stalled store ends the attempt.
    if (opts.deadline !== undefined) await c.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.ceil(remaining()))}`);
    const { rows } = await c.query<{ id: string }>(INSERT_DECISION, [
      d.decision_id,
      input.orgId,
      input.envId,
      d.decision,
      d.action?.type ?? null,
      input.actorName === null ? null : pgText(input.actorName),
      d.reason_codes,
      pgJson({ ...d, review: undefined }),
      createdAt,
      expiresAt,
      input.retention,
      kept ? pgJson(kept.content) : null,
      kept?.expiresAt ?? null,
      kept !== null,
    ]);
    if (rows.length === 0) return false;
    if (opts.count) {
      const n = await countRecorded(c, input.envId, createdAt);
      if (n > opts.count.cap && !opts.count.capApplied) {
        d = opts.count.capReached();
        await c.query('UPDATE decisions SET outcome = $2, reason_codes = $3, record = $4 WHERE id = $1', [
          d.decision_id,
          d.decision,
          d.reason_codes,
          pgJson({ ...d, review: undefined }),
        ]);
      }
    }
    if (opts.deadline !== undefined) {
      // The last word before COMMIT is the store's own clock: a transaction that stalled past the deadline
      // between statements rolls back here instead of committing a decision nobody waits for.
      const late = await c.query<{ late: boolean }>('SELECT clock_timestamp() > to_timestamp($1::double precision / 1000) AS late', [opts.deadline]);
      if (late.rows[0].late || remaining() <= 0) throw new DeadlinePassedError();
    }
    return true;
  });
  if (inserted) return d;
  // A second run for the same id (a retried activity or idempotent request): the first record stands.
  const existing = await db.query('SELECT record FROM decisions WHERE id = $1 AND env_id = $2', [d.decision_id, input.envId]);
  if (existing.rows.length === 0) throw new Error('decision id collision across environments');
  return { ...existing.rows[0].record, review: null } as Decision;
}

interface ReviewRow {
  decision_id: string;
  outcome: ReviewOutcome;
  reviewer: string;
  note: string | null;
  channel: ReviewChannel;
  created_at: Date;
}

function toReview(r: ReviewRow): Review {
  return { decision_id: r.decision_id, outcome: r.outcome, reviewer: r.reviewer, note: r.note, created_at: r.created_at.toISOString(), channel: r.channel };
}

/** The audit record: the decision with its latest verdict and its verdicts so far, oldest first. */
export type DecisionRecord = Decision & { review_history: Review[] };

/**
 * The record with its latest verdict in `review` and every verdict, oldest first, in `review_history`
 * (the latest REVIEW_HISTORY_LIMIT when there are more); null when the id does not exist in this
 * environment. One statement, so `review` is always the last entry of `review_history`.
 */
export async function getDecision(db: Db, envId: string, id: string): Promise<DecisionRecord | null> {
  const { rows } = await db.query(
    `SELECT d.record, h.outcomes, h.reviewers, h.notes, h.channels, h.created
       FROM decisions d
       LEFT JOIN LATERAL (
         SELECT array_agg(r.outcome ORDER BY r.id) AS outcomes, array_agg(r.reviewer ORDER BY r.id) AS reviewers,
                array_agg(r.note ORDER BY r.id) AS notes, array_agg(r.channel ORDER BY r.id) AS channels,
                array_agg(r.created_at ORDER BY r.id) AS created
           FROM (SELECT id, outcome, reviewer, note, channel, created_at FROM reviews
                  WHERE decision_id = d.id AND env_id = d.env_id ORDER BY id DESC LIMIT $3) r
       ) h ON true
      WHERE d.id = $1 AND d.env_id = $2`,
    [id, envId, REVIEW_HISTORY_LIMIT],
  );
  if (rows.length === 0) return null;
  const r = rows[0];
  const history: Review[] = ((r.outcomes ?? []) as ReviewOutcome[]).map((outcome, i) =>
    toReview({ decision_id: id, outcome, reviewer: r.reviewers[i], note: r.notes[i], channel: r.channels[i], created_at: r.created[i] }),
  );
  return { ...r.record, review: history.at(-1) ?? null, review_history: history };
}

/** The evaluation answer for a stored decision (review is always null there). */
export async function getEvaluation(db: Db, envId: string, id: string): Promise<Decision | null> {
  const { rows } = await db.query('SELECT record FROM decisions WHERE id = $1 AND env_id = $2', [id, envId]);
  return rows.length === 0 ? null : { ...rows[0].record, review: null };
}

/** Adds a verdict; earlier verdicts stay as history, the latest is the one shown. Null when no such decision. */
export async function addReview(
  db: Db,
  envId: string,
  id: string,
  v: { outcome: ReviewOutcome; reviewer: string; note: string | null; channel: ReviewChannel },
): Promise<Review | null> {
  // The decision row is locked first, so verdicts on one decision get their ids in the order they land and
  // the decision's `verdict` column (the console filters on it) is always the latest one.
  const { rows } = await db.query(
    `WITH d AS (
       SELECT id, env_id FROM decisions WHERE id = $1 AND env_id = $2 FOR UPDATE
     ), r AS (
       INSERT INTO reviews (decision_id, env_id, outcome, reviewer, note, channel)
       SELECT d.id, d.env_id, $3, $4, $5, $6 FROM d
       RETURNING decision_id, outcome, reviewer, note, channel, created_at
     ), u AS (
       UPDATE decisions SET verdict = $3 WHERE id IN (SELECT decision_id FROM r)
     )
     SELECT * FROM r`,
    [id, envId, v.outcome, pgText(v.reviewer), v.note === null ? null : pgText(v.note), v.channel],
  );
  return rows.length === 0 ? null : toReview(rows[0]);
}

/**
 * JSON text PostgreSQL's jsonb accepts: it refuses the NUL character (\u0000) inside strings, which any
 * caller can send. It is stored as U+FFFD; an escaped backslash before "u0000" is left alone.
 */
export function pgJson(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\ufffd');
}

/** Text PostgreSQL accepts: NUL cannot be stored in a text column, so it becomes U+FFFD. */
export const pgText = (s: string) => s.replace(/\u0000/g, '\ufffd');

/** What the console shows beside the record: the agent's name and the content kept under the retention mode. */
export async function getDecisionExtras(
  db: Db,
  envId: string,
  id: string,
): Promise<{ actorName: string | null; mode: string | null; content: unknown; contentExpiresAt: string | null } | null> {
  const { rows } = await db.query(
    `SELECT d.actor_name, c.mode, c.content, c.expires_at FROM decisions d
       LEFT JOIN decision_content c ON c.decision_id = d.id AND c.env_id = d.env_id
      WHERE d.id = $1 AND d.env_id = $2`,
    [id, envId],
  );
  if (rows.length === 0) return null;
  const r = rows[0];
  return { actorName: r.actor_name, mode: r.mode, content: r.content, contentExpiresAt: r.expires_at?.toISOString() ?? null };
}
