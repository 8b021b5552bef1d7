// Backtests (issue 28): the row of each backtest, the rows of its batches, and the stored decisions a batch
// reads. Every query names the environment. A batch's row is written once, keyed by (backtest, batch): a
// batch retried after its worker died finds the row and returns what it recorded, so nothing counts twice.

import type { Candidate } from '../decision/candidate';
import type { AgentSeen } from '../decision/redecide';
import type { PastEvent } from '../decision/rule-replay';
import type { BacktestReport, Tally } from '../domain/backtest';
import { registryOf, type Registry } from '../domain/registry';
import type { EnvSettings } from '../domain/settings';
import type { ToolDefinition } from '../toolcall/types';
import { listActionTypes } from './action-types';
import { listAgents } from './agents';
import { findTools } from './tools';
import type { ModelOutcome, Outcome, ReviewOutcome } from '../domain/types';
import type { QueryConfig } from 'pg';
import type { Db } from './db';
import { inTransaction } from './db';
import { pgJson } from './decisions';

/** Results are kept this long after a backtest is created. */
export const BACKTEST_KEEP_DAYS = 30;
/** A count or a batch over a long window of a busy environment reads many rows: it gets more time than a decision. */
const LONG_STATEMENT_MS = 60_000;

/** A backtest's opt-in to the environment's configured model provider, with the most calls it may make. */
export interface BacktestModel {
  use: 'configured';
  max_calls: number;
}

export type BacktestStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';

export interface BacktestRow {
  id: string;
  orgId: string;
  envId: string;
  status: BacktestStatus;
  candidate: Candidate;
  /** The settings decided with: the environment's when the backtest was created, with the candidate's on top. */
  settings: EnvSettings;
  window: { from: Date; to: Date };
  total: number;
  replayable: number;
  /** Decisions the batches so far have read, and how many batches. */
  processed: number;
  batches: number;
  report: BacktestReport | null;
  /** The model it decides with: null, the builtin one; or the environment's configured provider under a call budget. */
  model: BacktestModel | null;
  error: string | null;
  createdBy: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  expiresAt: Date;
}

/** Where a batch starts: after this decision in (created_at, id) order; null: at the window's start. */
export interface Cursor {
  at: string;
  id: string;
}

/** A read that may take longer than a decision's statements: its own statement timeout, read only. */
async function longRead<R>(db: Db, text: string, values: unknown[]): Promise<R[]> {
  return inTransaction(db, async (c) => {
    await c.query(`SET TRANSACTION READ ONLY; SET LOCAL statement_timeout = ${LONG_STATEMENT_MS}; SET LOCAL jit = off`);
    // pg honours query_timeout per query (its types do not list it): the pool's 3 s would cut it short.
    const query: QueryConfig & { query_timeout: number } = { text, values, query_timeout: LONG_STATEMENT_MS + 1000 };
    return (await c.query(query)).rows as R[];
  });
}

/** The SQL condition under which a stored decision's request can be decided again (redecide.ts: replayableRequest). */
const REPLAYABLE = `c.mode = 'full' AND c.content ? 'action' AND (c.expires_at IS NULL OR c.expires_at > now())`;

/** The decisions of the window: how many, and how many can be decided again. */
export async function countWindow(db: Db, envId: string, window: { from: Date; to: Date }): Promise<{ total: number; replayable: number }> {
  const rows = await longRead<{ total: number; replayable: number }>(
    db,
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${REPLAYABLE})::int AS replayable
       FROM decisions d LEFT JOIN decision_content c ON c.decision_id = d.id AND c.env_id = d.env_id
      WHERE d.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3`,
    [envId, window.from, window.to],
  );
  return rows[0];
}

export async function insertBacktest(
  db: Db,
  b: {
    id: string;
    orgId: string;
    envId: string;
    candidate: Candidate;
    settings: EnvSettings;
    window: { from: Date; to: Date };
    total: number;
    replayable: number;
    createdBy: string;
    now: Date;
    model?: BacktestModel | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO backtests (id, org_id, env_id, status, candidate, settings, window_from, window_to, total, replayable, created_by, created_at, expires_at, model)
     VALUES ($1, $2, $3, 'queued', $4, $12, $5, $6, $7, $8, $9, $10, $11, $13)`,
    [
      b.id,
      b.orgId,
      b.envId,
      pgJson(b.candidate),
      b.window.from,
      b.window.to,
      b.total,
      b.replayable,
      b.createdBy,
      b.now,
      new Date(b.now.getTime() + BACKTEST_KEEP_DAYS * 86_400_000),
      pgJson(b.settings),
      b.model ? pgJson(b.model) : null,
    ],
  );
}

const SELECT = `SELECT b.*, COALESCE(s.processed, 0)::int AS processed, COALESCE(s.batches, 0)::int AS batches
  FROM backtests b
  LEFT JOIN LATERAL (SELECT sum(decisions) AS processed, count(*) AS batches FROM backtest_batches WHERE backtest_id = b.id) s ON true`;

function rowOf(r: any): BacktestRow {
  return {
    id: r.id,
    orgId: r.org_id,
    envId: r.env_id,
    status: r.status,
    candidate: r.candidate,
    settings: r.settings,
    window: { from: r.window_from, to: r.window_to },
    total: r.total,
    replayable: r.replayable,
    processed: r.processed,
    batches: r.batches,
    report: r.report,
    model: r.model ?? null,
    error: r.error,
    createdBy: r.created_by,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    expiresAt: r.expires_at,
  };
}

/** A backtest of the environment, while it is kept (30 days); null otherwise. */
export async function getBacktest(db: Db, envId: string, id: string): Promise<BacktestRow | null> {
  const { rows } = await db.query(`${SELECT} WHERE b.id = $1 AND b.env_id = $2 AND b.expires_at > now()`, [id, envId]);
  return rows.length === 0 ? null : rowOf(rows[0]);
}

/** The environment's backtests kept, newest first. */
export async function listBacktests(db: Db, envId: string, limit = 50): Promise<BacktestRow[]> {
  const { rows } = await db.query(`${SELECT} WHERE b.env_id = $1 AND b.expires_at > now() ORDER BY b.created_at DESC, b.id DESC LIMIT $2`, [envId, limit]);
  return rows.map(rowOf);
}

/**
 * Takes the environment's turn for a queued backtest: it starts running when no other backtest of the
 * environment runs and none was queued before it (one at a time per environment, first come first served).
 * 'running' also for one already running (a retried claim); 'ended' when it was cancelled, failed or is gone.
 */
export async function claimBacktest(db: Db, envId: string, id: string): Promise<'running' | 'wait' | 'ended'> {
  return inTransaction(db, async (c) => {
    // Claims of one environment one after the other, so two cannot both see nothing running.
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`backtest:${envId}`]);
    const { rows } = await c.query<{ status: BacktestStatus; created_at: Date }>('SELECT status, created_at FROM backtests WHERE id = $1 AND env_id = $2', [id, envId]);
    if (rows.length === 0) return 'ended';
    const { status } = rows[0];
    if (status === 'running') return 'running';
    if (status !== 'queued') return 'ended';
    const { rows: ahead } = await c.query(
      `SELECT 1 FROM backtests WHERE env_id = $1 AND id <> $2
          AND (status = 'running' OR (status = 'queued' AND (created_at, id) < ($3, $2)) ) LIMIT 1`,
      [envId, id, rows[0].created_at],
    );
    if (ahead.length > 0) return 'wait';
    await c.query(`UPDATE backtests SET status = 'running', started_at = now() WHERE id = $1 AND env_id = $2`, [id, envId]);
    return 'running';
  });
}

export async function backtestStatus(db: Db, envId: string, id: string): Promise<BacktestStatus | null> {
  const { rows } = await db.query<{ status: BacktestStatus }>('SELECT status FROM backtests WHERE id = $1 AND env_id = $2', [id, envId]);
  return rows[0]?.status ?? null;
}

/** One stored decision as a batch reads it: its outcome, latest verdict and the content kept. */
export interface StoredRow {
  id: string;
  createdAt: Date;
  outcome: Outcome;
  reasonCodes: string[];
  verdict: ReviewOutcome | null;
  actorName: string | null;
  actionType: string | null;
  /** What the agent rule saw then (null: recorded before it was kept, or agents off then). */
  agentSeen: AgentSeen | null;
  /** The API key that asked (null: recorded before it was kept). */
  keyId: string | null;
  mode: string | null;
  /** null when none is kept, or past its expiry. */
  content: unknown;
}

/** The next `size` decisions of the window after the cursor, in (created_at, id) order. */
export async function readWindowBatch(db: Db, envId: string, window: { from: Date; to: Date }, after: Cursor | null, size: number): Promise<StoredRow[]> {
  const rows = await longRead<Record<string, never>>(
    db,
    `SELECT d.id, d.created_at, d.outcome, d.reason_codes, d.verdict, d.actor_name, d.action_type, d.agent_seen, d.key_id, c.mode,
                  CASE WHEN c.expires_at IS NULL OR c.expires_at > now() THEN c.content END AS content
             FROM decisions d LEFT JOIN decision_content c ON c.decision_id = d.id AND c.env_id = d.env_id
            WHERE d.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3
              AND ($4::timestamptz IS NULL OR (d.created_at, d.id) > ($4::timestamptz, $5::text))
            ORDER BY d.created_at, d.id LIMIT $6`,
    [envId, window.from, window.to, after?.at ?? null, after?.id ?? null, size],
  );
  return rows.map(storedOf);
}

/**
 * The window's decisions whose request can be decided again and that have a verdict, newest first, at most
 * `limit` (the suggestions read these).
 */
export async function readVerdictDecisions(db: Db, envId: string, window: { from: Date; to: Date }, limit: number): Promise<StoredRow[]> {
  const rows = await longRead<Record<string, never>>(
    db,
    `SELECT d.id, d.created_at, d.outcome, d.reason_codes, d.verdict, d.actor_name, d.action_type, d.agent_seen, d.key_id, c.mode, c.content
       FROM decisions d JOIN decision_content c ON c.decision_id = d.id AND c.env_id = d.env_id
      WHERE d.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3 AND d.verdict IS NOT NULL AND ${REPLAYABLE}
      ORDER BY d.created_at DESC, d.id DESC LIMIT $4`,
    [envId, window.from, window.to, limit],
  );
  return rows.map(storedOf);
}

function storedOf(r: Record<string, never>): StoredRow {
  return {
    id: r.id,
    createdAt: r.created_at,
    outcome: r.outcome,
    reasonCodes: r.reason_codes,
    verdict: r.verdict,
    actorName: r.actor_name,
    actionType: r.action_type,
    agentSeen: r.agent_seen ?? null,
    keyId: r.key_id ?? null,
    mode: r.mode,
    content: r.content,
  };
}

/** What a batch recorded: how many decisions it read, where the next one starts, whether it was the last. */
export interface BatchResult {
  decisions: number;
  next: Cursor | null;
  done: boolean;
}

const batchOf = (r: any): BatchResult => ({ decisions: r.decisions, next: r.next_id === null ? null : { at: r.next_at.toISOString(), id: r.next_id }, done: r.done });

/** The batch's row if it was written already (a retried batch), else null. */
export async function getBatch(db: Db, backtestId: string, batch: number): Promise<BatchResult | null> {
  const { rows } = await db.query('SELECT decisions, next_at, next_id, done FROM backtest_batches WHERE backtest_id = $1 AND batch = $2', [backtestId, batch]);
  return rows.length === 0 ? null : batchOf(rows[0]);
}

/**
 * Writes a batch's row once: only while its backtest runs, and never over an earlier row of the same batch
 * (which is returned instead). null when the backtest no longer runs (cancelled): nothing was written.
 */
export async function saveBatch(db: Db, envId: string, backtestId: string, batch: number, tally: Tally, result: BatchResult, events: PastEvent[] = []): Promise<BatchResult | null> {
  const insertRow = async (q: Pick<Db, 'query'>) =>
    (
      await q.query(
        `WITH b AS (SELECT id FROM backtests WHERE id = $1 AND env_id = $2 AND status = 'running')
         INSERT INTO backtest_batches (backtest_id, batch, decisions, tally, next_at, next_id, done)
         SELECT b.id, $3, $4, $5, $6, $7, $8 FROM b
         ON CONFLICT (backtest_id, batch) DO NOTHING RETURNING decisions, next_at, next_id, done`,
        [backtestId, envId, batch, result.decisions, pgJson(tally), result.next?.at ?? null, result.next?.id ?? null, result.done],
      )
    ).rows;
  if (events.length === 0) {
    const rows = await insertRow(db);
    return rows.length > 0 ? batchOf(rows[0]) : getBatch(db, backtestId, batch);
  }
  // The events the batch's decisions add to its rules' running values, with its row, all or nothing.
  const saved = await inTransaction(db, async (c) => {
    const rows = await insertRow(c);
    if (rows.length === 0) return null;
    await c.query(
      `INSERT INTO backtest_events (backtest_id, env_id, decision_id, at, outcome, agent, key_id, session_id, action_type, effects, amount, currency, untrusted, payee_changed)
       SELECT $1, $3, x.decision_id, to_timestamp(x.at / 1000.0), x.outcome, x.agent, x.key_id, x.session_id, x.action_type, x.effects, x.amount, x.currency, x.untrusted,
              decode(x.payee_changed, 'hex')
         FROM jsonb_to_recordset($2::jsonb) AS x(decision_id text, at double precision, outcome text, agent text, key_id text, session_id text, action_type text,
                                                effects text[], amount numeric, currency text, untrusted text, payee_changed text)
       ON CONFLICT (backtest_id, decision_id) DO NOTHING`,
      [backtestId, pgJson(events.map(eventColumns)), envId],
    );
    return batchOf(rows[0]);
  });
  return saved ?? getBatch(db, backtestId, batch);
}

/** Every batch's tally, in batch order. */
export async function batchTallies(db: Db, backtestId: string): Promise<Tally[]> {
  const { rows } = await db.query<{ tally: Tally }>('SELECT tally FROM backtest_batches WHERE backtest_id = $1 ORDER BY batch', [backtestId]);
  return rows.map((r) => r.tally);
}

/** Stores the report of a running backtest and marks it done; false when it no longer runs (cancelled). */
export async function completeBacktest(db: Db, envId: string, id: string, report: BacktestReport): Promise<boolean> {
  const r = await db.query(`UPDATE backtests SET status = 'done', report = $3, finished_at = now() WHERE id = $1 AND env_id = $2 AND status = 'running'`, [id, envId, pgJson(report)]);
  return (r.rowCount ?? 0) > 0;
}

/** Ends a queued or running backtest as cancelled or failed; false when it had ended already. */
export async function endBacktest(db: Db, envId: string, id: string, status: 'cancelled' | 'failed', error: string | null = null): Promise<boolean> {
  const r = await db.query(
    `UPDATE backtests SET status = $3, error = $4, finished_at = now() WHERE id = $1 AND env_id = $2 AND status IN ('queued', 'running')`,
    [id, envId, status, error],
  );
  return (r.rowCount ?? 0) > 0;
}

/** What a stored decision is decided again with, as the environment has it now: its action types, catalogue entries and agents. */
export interface ReplayContext {
  registry: Registry;
  /** The catalogue entries of the tools named. */
  tools: ToolDefinition[];
  /** Registered agents by name (read only when agents_mode is not off). */
  agents: Map<string, string[]>;
}

export async function replayContext(db: Db, envId: string, settings: EnvSettings, toolNames: string[]): Promise<ReplayContext> {
  const [actionTypes, tools, agents] = await Promise.all([
    listActionTypes(db, envId),
    findTools(db, envId, toolNames),
    settings.agents_mode === 'off' ? [] : listAgents(db, envId),
  ]);
  return { registry: registryOf(actionTypes), tools, agents: new Map(agents.map((a) => [a.name, a.action_types])) };
}

/** The retention sweep's step: backtests past their 30 days, with their batches. */
export async function sweepBacktests(db: Db, at: Date, limit: number): Promise<number> {
  const r = await db.query(`DELETE FROM backtests WHERE id IN (SELECT id FROM backtests WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2)`, [at, limit]);
  return r.rowCount ?? 0;
}

const eventColumns = (e: PastEvent) => ({
  decision_id: e.decisionId,
  at: e.at,
  outcome: e.outcome,
  agent: e.agent,
  key_id: e.keyId,
  session_id: e.sessionId,
  action_type: e.actionType,
  effects: `{${e.effects.join(',')}}`,
  amount: e.amount,
  currency: e.currency,
  untrusted: e.untrusted,
  payee_changed: e.payeeChanged,
});

const EVENT_COLUMNS = `decision_id, (extract(epoch FROM at) * 1000)::float8 AS at, outcome, agent, key_id, session_id, action_type, effects, amount::float8 AS amount,
  currency, untrusted, encode(payee_changed, 'hex') AS payee_changed`;

const eventOf = (r: any): PastEvent => ({
  decisionId: r.decision_id,
  at: Number(r.at),
  outcome: r.outcome,
  agent: r.agent,
  keyId: r.key_id,
  sessionId: r.session_id,
  actionType: r.action_type,
  effects: r.effects,
  amount: r.amount === null ? null : Number(r.amount),
  currency: r.currency,
  untrusted: r.untrusted,
  payeeChanged: r.payee_changed,
});

/**
 * The events a batch's rules start from, oldest first: the live decisions' events before the window (as they
 * were recorded), then the backtest's own events of earlier batches, all from `since` on. `batchIds`: the
 * decisions of the batch about to run, whose own events (kept by an earlier attempt) are left out.
 */
export async function replayEvents(db: Db, envId: string, backtestId: string, windowFrom: Date, since: Date, batchIds: string[] = []): Promise<PastEvent[]> {
  const rows = await longRead<Record<string, unknown>>(
    db,
    `SELECT * FROM (
       SELECT ${EVENT_COLUMNS} FROM rule_events WHERE env_id = $1 AND at >= $2 AND at < $3
       UNION ALL
       SELECT ${EVENT_COLUMNS} FROM backtest_events WHERE backtest_id = $4 AND at >= $2 AND decision_id <> ALL($5)
     ) e ORDER BY at, decision_id`,
    [envId, since, windowFrom, backtestId, batchIds],
  );
  return rows.map(eventOf);
}

/** The events live decisions recorded, by decision id: what a decision not decided again adds as it was. */
export async function storedEvents(db: Db, envId: string, ids: string[]): Promise<Map<string, PastEvent>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query(`SELECT ${EVENT_COLUMNS} FROM rule_events WHERE env_id = $1 AND decision_id = ANY($2)`, [envId, ids]);
  return new Map(rows.map((r) => [r.decision_id as string, eventOf(r)]));
}

/** A backtest's model call for one decision, as the store knows it before the call. */
export type BacktestCall = { kind: 'granted' } | { kind: 'spent' } | { kind: 'answered'; outcome: ModelOutcome } | { kind: 'interrupted' };

/**
 * Reserves the backtest's model call for a decision, within its budget: once per (backtest, decision), so a
 * retried batch finds the call it made (and its answer) and never spends twice. 'interrupted': reserved but
 * its answer never kept (the worker died during the call); it is not made again.
 */
export async function reserveBacktestCall(db: Db, backtestId: string, decisionId: string, maxCalls: number): Promise<BacktestCall> {
  return inTransaction(db, async (c) => {
    // One reservation at a time per backtest, so the count and the insert agree.
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`backtest-calls:${backtestId}`]);
    const { rows } = await c.query<{ outcome: ModelOutcome | null }>('SELECT outcome FROM backtest_model_calls WHERE backtest_id = $1 AND decision_id = $2', [backtestId, decisionId]);
    if (rows.length > 0) return rows[0].outcome === null ? { kind: 'interrupted' } : { kind: 'answered', outcome: rows[0].outcome };
    const inserted = await c.query(
      `INSERT INTO backtest_model_calls (backtest_id, decision_id)
       SELECT $1, $2 WHERE (SELECT count(*) FROM backtest_model_calls WHERE backtest_id = $1) < $3`,
      [backtestId, decisionId, maxCalls],
    );
    return (inserted.rowCount ?? 0) > 0 ? { kind: 'granted' } : { kind: 'spent' };
  });
}

/** Keeps the answer (or failure) of a reserved call, so a retried batch reuses it. */
export async function saveBacktestCall(db: Db, backtestId: string, decisionId: string, outcome: ModelOutcome): Promise<void> {
  await db.query('UPDATE backtest_model_calls SET outcome = $3 WHERE backtest_id = $1 AND decision_id = $2', [backtestId, decisionId, pgJson(outcome)]);
}

/** How many model calls a backtest has made (reserved). */
export async function countBacktestCalls(db: Db, backtestId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM backtest_model_calls WHERE backtest_id = $1', [backtestId]);
  return rows[0].n;
}
