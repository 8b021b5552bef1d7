import { metadataOf, redactValue } from '../domain/redact';
import type { EnvSettings } from '../domain/settings';
import { REVIEW_HISTORY_LIMIT } from '../contract/schemas';
import type { Approval, Decision, Review, ReviewChannel, ReviewOutcome } from '../domain/types';
import { APPROVAL_SELECT, newApproval, toApproval, type ApprovalColumns } from './approvals';
import { scrubText } from '../domain/text';
import { inTransaction, type Db } from './db';
import type { RuleEvent, RunningQuery } from '../decision/session-rules';
import { beginLockAndReadRunning, ruleEventValues } from './session-rules';
import type { PoolClient } from 'pg';
import { monthPeriod, type ModelPurpose } from './usage';
import { appendCtes, appendDecisionEntry, decisionContent } from './audit-chain';
import { contentHash, type VerdictContent } from '../domain/audit-chain';
import type { ShadowResult } from '../decision/shadow';
import type { AgentSeen } from '../decision/redecide';

type Queryable = Pick<PoolClient, 'query'>;

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
  /** Seconds a review decision's approval waits (approvals on); null: no approval. */
  approvalTimeoutS?: number | null;
  /**
   * Model calls to count with the record (the builtin model under no budget, where nothing can be refused, so
   * nothing needs reserving before the call): kept in model_reservations and added to the month's counter,
   * once per decision, only when this statement records the decision.
   */
  modelCalls?: { purpose: ModelPurpose; calls: number };
  /** The environment's shadow decided beside it (src/decision/shadow.ts): kept with the record, never in its answer. */
  shadow?: ShadowResult;
  /**
   * What the agent rule saw (src/decision/redecide.ts: AgentSeen): kept so a backtest decides with the agents of
   * that time. Absent or null when the agents were not read (agents_mode off).
   */
  agentSeen?: AgentSeen | null;
  /** The API key that asked (its id), for a backtest's key-scoped session and window rules. */
  keyId?: string | null;
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

/** SQLSTATE of gatehouse_before_deadline() and gatehouse_before_fenced_deadline(): the statement, and all it wrote, was rolled back. */
const DEADLINE_PASSED = 'GH408';

export interface RecordOptions {
  /**
   * Epoch milliseconds after which nothing is committed: the recording statement checks the store's own
   * clock as its last step and fails (rolling back everything it wrote) past it.
   */
  deadline?: number;
  /**
   * Count the decision for its day with it. When the count it commits passes `cap` and the decision was
   * composed without the cap (concurrent requests near the cap all read a count below it), `capReached()`
   * gives the decision to record instead.
   */
  count?: { cap: number; capApplied: boolean; capReached: () => Decision };
  /**
   * false: the decision is not appended to the audit chain. Only for measuring what the chain costs (the
   * audit phase of `npm run bench`, on an environment of its own); every decision the service records is chained.
   */
  chain?: boolean;
}

/**
 * Stores the decision record and, apart from it, its content as the retention mode allows, with the day's
 * count (when asked), in one statement that commits nothing past the deadline (when given). Idempotent on
 * the decision id: a second run for the same id counts nothing and returns the first record unchanged.
 * One statement means one round trip, and the day's counter row is locked only while it runs.
 */
export async function recordDecision(db: Db, input: RecordInput, opts: RecordOptions = {}): Promise<Decision> {
  return recordOn(db, db, input, opts);
}

/** Session and window rules of a decision (issue 27): the running values to read and the event it adds. */
export interface RulesRecord {
  plan: RunningQuery[];
  event: RuleEvent;
  /** The decision composed with the rules' results over the running values read under the lock. */
  compose: (running: number[]) => Pick<RecordInput, 'decision' | 'shadow'>;
}

/**
 * recordDecision for an environment with session and window rules: one transaction that locks the rules'
 * scopes, reads their running values, composes the decision with them, records it (the same statement as
 * recordDecision) and adds its event. A concurrent decision in the same scope waits for the lock and then
 * sees this one, so two calls cannot both fit under one limit.
 */
export async function recordDecisionWithRules(db: Db, input: Omit<RecordInput, 'decision'>, rules: RulesRecord, opts: RecordOptions = {}): Promise<Decision> {
  if (opts.deadline !== undefined && opts.deadline <= Date.now()) throw new DeadlinePassedError();
  // Three round trips: BEGIN with the locks and the read; the record with its event; COMMIT.
  try {
    return await inTransaction(
      db,
      async (c) => {
        const running = await beginLockAndReadRunning(c, input.envId, rules.plan, new Date(Date.now()));
        return recordOn(c, db, { ...input, ...rules.compose(running), ruleEvent: rules.event }, opts);
      },
      { begins: true },
    );
  } catch (err) {
    if ((err as { code?: string }).code === DEADLINE_PASSED) throw new DeadlinePassedError();
    throw err;
  }
}

async function recordOn(q: Queryable, db: Db, input: RecordInput & { ruleEvent?: RuleEvent }, opts: RecordOptions): Promise<Decision> {
  let d = input.decision;
  const createdAt = new Date(d.created_at);
  const expiresAt = new Date(createdAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + RECORD_RETENTION_MONTHS);
  const kept = contentFor(input.retention, input.content, createdAt);
  const deadline = opts.deadline === undefined ? null : new Date(opts.deadline);
  if (deadline && deadline.getTime() <= Date.now()) throw new DeadlinePassedError();
  const timeoutS = input.approvalTimeoutS ?? null;
  const approvalExpiresAt = timeoutS === null ? null : new Date(createdAt.getTime() + timeoutS * 1000);
  const recordJson = pgJson({ ...d, review: undefined, approval: undefined });
  const actorName = input.actorName === null ? null : pgText(input.actorName);
  // The audit chain's entry (src/store/audit-chain.ts), appended by this statement unless the record is about
  // to be rewritten as capped (below), which appends it once rewritten.
  const chained = contentHash(
    decisionContent({
      decision_id: d.decision_id,
      org_id: input.orgId,
      env_id: input.envId,
      outcome: d.decision,
      action_type: d.action?.type ?? null,
      actor_name: actorName,
      reason_codes: d.reason_codes,
      action_hash: d.action_hash ?? null,
      created_at: createdAt.toISOString(),
      recordJson,
    }),
  );
  const capCheck = opts.count && !opts.count.capApplied ? opts.count.cap : null;
  let rows: { id: string; n: string | null }[];
  try {
    ({ rows } = await q.query<{ id: string; n: string | null }>({
      name: input.ruleEvent ? 'gatehouse.recordDecisionWithEvent' : 'gatehouse.recordDecision',
      text: `WITH d AS (
         INSERT INTO decisions (id, org_id, env_id, outcome, action_type, actor_name, reason_codes, record, created_at, expires_at, action_hash,
                                shadow_id, shadow_outcome, shadow_reason_codes, shadow_model, agent_seen, key_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $18, $27, $28, $29, $30, $31, $32) ON CONFLICT (id) DO NOTHING RETURNING id
       ), c AS (
         INSERT INTO decision_content (decision_id, env_id, mode, content, expires_at)
         SELECT id, $3, $11, $12, $13 FROM d WHERE $14::boolean RETURNING 1
       ), a AS (
         INSERT INTO approvals (decision_id, env_id, expires_at)
         SELECT id, $3, $19::timestamptz FROM d WHERE $19::timestamptz IS NOT NULL AND $4 = 'review' RETURNING 1
       ), n AS (
         INSERT INTO usage_counters (env_id, metric, period, n)
         SELECT $3, 'decisions', $15, 1 FROM d WHERE $16::boolean
         ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + 1 RETURNING n
       ), r AS (
         INSERT INTO model_reservations (decision_id, purpose, env_id, period, calls, granted)
         SELECT id, $20, $3, $21, $22, true FROM d WHERE $22::int > 0
         ON CONFLICT (decision_id, purpose) DO NOTHING RETURNING calls
       ), m AS (
         INSERT INTO usage_counters (env_id, metric, period, n)
         SELECT $3, 'model_calls', $21, calls FROM r
         ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + EXCLUDED.n RETURNING 1
       ), ${
         input.ruleEvent
           ? // The session and window rules' event (src/store/session-rules.ts), once per decision, in this statement.
             `e AS (
         INSERT INTO rule_events (decision_id, env_id, at, outcome, agent, key_id, session_id, action_type, effects, amount, currency, untrusted, payee_changed)
         SELECT id, $3, $9, $4, $33, $34, $35, $36, $37, $38, $39, $40, $41 FROM d
         ON CONFLICT (decision_id) DO NOTHING RETURNING 1
       ), `
           : ''
       }${appendCtes({
         // Once per decision id: a decision deleted and recorded again (never by Gatehouse) keeps its first
         // entry, which then no longer matches it (the verifier names it).
         source: `FROM d WHERE $26::boolean AND ($25::int IS NULL OR COALESCE((SELECT n FROM n), 0) <= $25::int)
           AND NOT EXISTS (SELECT 1 FROM audit_entries x WHERE x.env_id = $3 AND x.decision_id = d.id AND x.kind = 'decision')`,
         env: '$3',
         kind: 'decision',
         decisionId: 'd.id',
         reviewId: 'NULL::bigint',
         untilMs: '$24',
         contentHash: '$23',
         createdAt: '$9',
       })}
       -- The deadline is checked on the joined row, so after every insert above has run (and waited for
       -- its locks): past it, the statement fails and nothing of it is committed. The check takes the
       -- decision's fence (settledEvaluation), held until the commit.
       SELECT d.id, n.n, CASE WHEN $17::timestamptz IS NULL THEN true ELSE gatehouse_before_fenced_deadline($17::timestamptz, d.id) END AS ok
         FROM d CROSS JOIN (SELECT count(*) AS k FROM c) cc CROSS JOIN (SELECT count(*) AS k FROM ae) ec LEFT JOIN n ON true`,
      values: [
        d.decision_id,
        input.orgId,
        input.envId,
        d.decision,
        d.action?.type ?? null,
        actorName,
        d.reason_codes,
        recordJson,
        createdAt,
        expiresAt,
        input.retention,
        kept ? pgJson(kept.content) : null,
        kept?.expiresAt ?? null,
        kept !== null,
        createdAt.toISOString().slice(0, 10),
        opts.count !== undefined,
        deadline,
        // Not content: the hash stays with the record under every retention mode (see src/domain/action-hash.ts).
        d.action_hash ?? null,
        approvalExpiresAt,
        input.modelCalls?.purpose ?? 'assess',
        monthPeriod(createdAt),
        input.modelCalls?.calls ?? 0,
        chained,
        expiresAt.getTime(),
        capCheck,
        opts.chain !== false,
        input.shadow?.id ?? null,
        input.shadow?.outcome ?? null,
        input.shadow?.reason_codes ?? null,
        input.shadow?.model ?? null,
        input.agentSeen ? pgJson(input.agentSeen) : null,
        input.keyId ?? null,
        ...(input.ruleEvent ? ruleEventValues(input.envId, input.ruleEvent) : []),
      ],
    }));
  } catch (err) {
    if ((err as { code?: string }).code === DEADLINE_PASSED) throw new DeadlinePassedError();
    throw err;
  }
  if (rows.length > 0) {
    if (opts.count && capCheck !== null && rows[0].n !== null && Number(rows[0].n) > capCheck) {
      const capped = opts.count.capReached();
      // A second statement, under the same deadline: if it cannot run, the record stands as first written.
      // The capped decision is a review: it opens its approval (approvals on) in the same statement.
      const { rows: updated } = await q.query(
        `WITH u AS (
           UPDATE decisions SET outcome = $2, reason_codes = $3, record = $4
            WHERE id = $1 AND ($5::timestamptz IS NULL OR gatehouse_fence_open($5::timestamptz, $1)) RETURNING id, env_id
         ), a AS (
           INSERT INTO approvals (decision_id, env_id, expires_at)
           SELECT id, env_id, $6::timestamptz FROM u WHERE $6::timestamptz IS NOT NULL AND $2 = 'review' ON CONFLICT (decision_id) DO NOTHING
         ), e AS (
           -- The session rules' event, when there is one, counts the outcome the record now has.
           UPDATE rule_events r SET outcome = $2 FROM u WHERE r.decision_id = u.id AND r.env_id = u.env_id
         )
         SELECT id FROM u`,
        [capped.decision_id, capped.decision, capped.reason_codes, pgJson({ ...capped, review: undefined, approval: undefined }), deadline, approvalExpiresAt],
      );
      if (updated.length === 1) d = capped;
      // Its chain entry, of the record as it now stands (the statement above left it out).
      // On q: inside a rules transaction the record is not committed yet, so another connection would not see it.
      if (opts.chain !== false) await appendDecisionEntry(q, input.envId, d.decision_id);
    }
    return { ...d, approval: newApproval(d.decision, createdAt, timeoutS) };
  }
  // A second run for the same id (a retried activity or idempotent request): the first record stands.
  const existing = await getEvaluation(db, input.envId, d.decision_id);
  if (!existing) throw new Error('decision id collision across environments');
  // Its chain entry, if a first run stopped between rewriting a capped record and appending it (a no-op else).
  if (opts.chain !== false) await appendDecisionEntry(q, input.envId, d.decision_id);
  return existing;
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
    `SELECT d.record, h.outcomes, h.reviewers, h.notes, h.channels, h.created, ${APPROVAL_SELECT}
       FROM decisions d
       LEFT JOIN approvals a ON a.decision_id = d.id AND a.env_id = d.env_id
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
  return { ...r.record, review: history.at(-1) ?? null, approval: toApproval(r), review_history: history };
}

/** The evaluation answer for a stored decision (review is always null there), with its approval as it stands. */
export async function getEvaluation(db: Queryable, envId: string, id: string): Promise<Decision | null> {
  const { rows } = await db.query<{ record: Decision } & ApprovalColumns>(
    `SELECT d.record, ${APPROVAL_SELECT} FROM decisions d LEFT JOIN approvals a ON a.decision_id = d.id AND a.env_id = d.env_id
      WHERE d.id = $1 AND d.env_id = $2`,
    [id, envId],
  );
  return rows.length === 0 ? null : { ...rows[0].record, review: null, approval: toApproval(rows[0]) };
}

/** How long the last look waits for a record statement that passed its deadline check to commit. */
const SETTLE_WAIT_MS = 2000;

/**
 * The decision as recorded, asked after its run's deadline: what this does not find is never recorded. It
 * takes the decision's fence exclusively (migration 019_record_fence), so it waits for a record statement
 * that passed its deadline check and has not committed yet (a busy store's commit can outlast the grace
 * before the caller's wait ends), and holds it until the deadline has passed by the store's own clock, so a
 * record statement that comes later refuses to commit. Reads on a fresh snapshot, after the wait. Throws when
 * the store cannot say (unreachable, or a commit still pending after SETTLE_WAIT_MS).
 */
export async function settledEvaluation(db: Db, envId: string, id: string, deadline: number): Promise<Decision | null> {
  return inTransaction(db, async (c) => {
    await c.query(`SET LOCAL lock_timeout = ${SETTLE_WAIT_MS}`);
    await c.query('SELECT pg_advisory_xact_lock(26472, hashtext($1))', [id]);
    await c.query('SELECT pg_sleep(GREATEST(0, EXTRACT(EPOCH FROM ($1::timestamptz - clock_timestamp())) + 0.001))', [new Date(deadline)]);
    return getEvaluation(c, envId, id);
  });
}

/** Adds a verdict; earlier verdicts stay as history, the latest is the one shown. Null when no such decision. */
export async function addReview(db: Db, envId: string, id: string, v: Verdict): Promise<Review | null> {
  return (await recordVerdict(db, envId, id, v))?.review ?? null;
}

export interface Verdict {
  outcome: ReviewOutcome;
  reviewer: string;
  note: string | null;
  channel: ReviewChannel;
}

/** An approval a later verdict took back: it was approved, and a `denied` or `changed` verdict came after. */
export interface RevokedApproval {
  approval: Approval;
  orgId: string;
  actionType: string | null;
}

/** What a verdict did to the decision's approval: resolved a pending one, revoked an approved one, or neither. */
export interface VerdictMoves {
  resolved: Approval | null;
  revoked: RevokedApproval | null;
}

/**
 * Records a verdict and, in the same statement, moves the decision's approval with it (issue 25: approvals
 * follow the latest verdict, only ever towards no):
 * - a pending approval takes the verdict's outcome (its channel, decided now), unless it has expired: a late
 *   verdict is kept as a review but does not flip an expired approval (the agent was already told no);
 * - an approved approval is revoked by a later `denied` or `changed` verdict: it takes that outcome, whenever
 *   it comes (a receipt signed afterwards no longer permits the action);
 * - a refused approval (denied, changed, expired) stays refused: a later `approved` is kept as the review
 *   but does not turn a no the agent was given into a yes (ask for a new decision instead).
 * The approval row's trigger NOTIFYs waiting callers when a pending one is resolved. `resolved` says whether
 * this verdict resolved a pending approval (its workflow is then to be signalled: ApprovalRuns.signalResolved);
 * `revoked`, whether it took back an approved one (ApprovalRuns.announceRevoked). Null when no such decision
 * in the environment.
 */
export async function recordVerdict(
  db: Db,
  envId: string,
  id: string,
  v: Verdict,
): Promise<({ review: Review } & VerdictMoves) | null> {
  // The decision row is locked first, so verdicts on one decision get their ids in the order they land and
  // the decision's `verdict` column (the console filters on it) is always the latest one. `p` reads the
  // approval as it was before this statement (every part of one statement sees the same snapshot).
  // The verdict is appended to the audit chain in the same statement; its time is taken here, as its
  // content hash covers it.
  const reviewer = pgText(v.reviewer);
  const note = v.note === null ? null : pgText(v.note);
  const createdAt = new Date();
  const content: VerdictContent = { kind: 'verdict', decision_id: id, env_id: envId, outcome: v.outcome, reviewer, note, channel: v.channel, created_at: createdAt.toISOString() };
  const { rows } = await db.query(
    `WITH d AS (
       SELECT id, env_id, org_id, action_type, expires_at FROM decisions WHERE id = $1 AND env_id = $2 FOR UPDATE
     ), p AS (
       SELECT status FROM approvals WHERE decision_id = $1 AND env_id = $2
     ), r AS (
       INSERT INTO reviews (decision_id, env_id, outcome, reviewer, note, channel, created_at)
       SELECT d.id, d.env_id, $3, $4, $5, $6, $7 FROM d
       RETURNING id, decision_id, outcome, reviewer, note, channel, created_at
     ), ${appendCtes({
       source: 'FROM r CROSS JOIN d',
       env: '$2',
       kind: 'verdict',
       decisionId: 'r.decision_id',
       reviewId: 'r.id',
       untilMs: '(extract(epoch FROM d.expires_at) * 1000)::bigint',
       contentHash: '$8',
       createdAt: 'r.created_at',
     })}, u AS (
       UPDATE decisions SET verdict = $3 WHERE id IN (SELECT decision_id FROM r)
     ), a AS (
       UPDATE approvals SET status = $3, decided_at = now(), channel = $6
        WHERE decision_id IN (SELECT decision_id FROM r) AND env_id = $2
          AND ((status = 'pending' AND expires_at > now()) OR (status = 'approved' AND $3 <> 'approved'))
        RETURNING ${APPROVAL_SELECT.replace(/a\./g, '')}
     )
     SELECT r.decision_id, r.outcome, r.reviewer, r.note, r.channel, r.created_at, a.*, p.status AS a_was, d.org_id, d.action_type
       FROM r CROSS JOIN d CROSS JOIN (SELECT count(*) FROM ae) ec LEFT JOIN a ON true LEFT JOIN p ON true`,
    [id, envId, v.outcome, reviewer, note, v.channel, createdAt, contentHash(content)],
  );
  if (rows.length === 0) return null;
  const row = rows[0];
  const moved = toApproval(row);
  const revoked = moved && row.a_was === 'approved' ? { approval: moved, orgId: row.org_id as string, actionType: row.action_type as string | null } : null;
  return { review: toReview(row), resolved: revoked ? null : moved, revoked };
}

/**
 * JSON text PostgreSQL's jsonb accepts. The edge (src/domain/text.ts) already refuses or replaces the two
 * things jsonb refuses, the NUL character and a lone UTF-16 surrogate; this is the last line behind it, so
 * that text derived from clean input (a cut that splits a surrogate pair) can never turn a decision into a
 * 503. JSON.stringify writes both as \u escapes (a valid pair is written as the character itself), so each
 * \u0000 and \ud800-\udfff escape not itself escaped becomes \ufffd.
 */
export function pgJson(value: unknown): string {
  return JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/g, '$1\\ufffd');
}

/** Text PostgreSQL accepts: NUL cannot be stored in a text column, so it becomes U+FFFD (lone surrogates too). */
export const pgText = (s: string) => scrubText(s);

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
