import { APPROVAL_STATUSES } from '../contract/schemas';
import { buildReport, compare, type AgreementReport, type ApprovalCounts, type Group } from '../domain/agreement';
import type { ApprovalStatus, Outcome, ReviewOutcome } from '../domain/types';
import type { QueryConfig } from 'pg';
import type { Db } from './db';

/** A report over a long window of a busy environment reads many index entries: it gets more time than a decision. */
export const REPORT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * One aggregate over the decisions of the window (index-only on decisions_env_created), each joined with its
 * latest verdict (index-only on reviews_env_created: the reviews since the window opened, latest per
 * decision). A verdict comes after its decision, so older reviews cannot belong to the window; the day of
 * margin absorbs clock skew between the service (which stamps decisions) and PostgreSQL (which stamps
 * reviews). Grouped by outcome, reason codes, verdict and channel: a few hundred rows at most.
 */
export const AGREEMENT_SQL = `
SELECT d.outcome AS decision, d.reason_codes, r.outcome AS verdict, r.channel, count(*)::int AS n
  FROM decisions d
  LEFT JOIN (
    SELECT DISTINCT ON (decision_id) decision_id, outcome, channel
      FROM reviews
     WHERE env_id = $1 AND created_at >= $2::timestamptz - interval '1 day'
     ORDER BY decision_id, id DESC
  ) r ON r.decision_id = d.id
 WHERE d.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3
 GROUP BY d.outcome, d.reason_codes, r.outcome, r.channel`;

/**
 * The window's approvals by status (issue 15): expired apart from denied, though it counts as denied for
 * the agent. A pending approval past its expiry counts as expired, as the API shows it.
 */
export const APPROVALS_SQL = `
SELECT CASE WHEN a.status = 'pending' AND a.expires_at <= now() THEN 'expired' ELSE a.status END AS status, count(*)::int AS n
  FROM approvals a JOIN decisions d ON d.id = a.decision_id AND d.env_id = a.env_id
 WHERE a.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3
 GROUP BY 1`;

/** The agreement report of one environment for decisions created in [from, to), each with its latest verdict. */
export async function agreementReport(db: Db, envId: string, window: { from: Date; to: Date }): Promise<AgreementReport> {
  const c = await db.connect();
  try {
    await c.query('BEGIN READ ONLY');
    // JIT compilation costs more than it saves on this short aggregate; sorting the latest verdicts fits in memory.
    await c.query(`SET LOCAL statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}; SET LOCAL jit = off; SET LOCAL work_mem = '32MB'`);
    // pg honours query_timeout per query (its types do not list it): the pool's 3 s would cut the report short.
    const query: QueryConfig & { query_timeout: number } = {
      text: AGREEMENT_SQL,
      values: [envId, window.from, window.to],
      query_timeout: REPORT_STATEMENT_TIMEOUT_MS + 1000,
    };
    const { rows } = await c.query<Group>(query);
    const approvals = Object.fromEntries(APPROVAL_STATUSES.map((k) => [k, 0])) as ApprovalCounts;
    for (const r of (await c.query<{ status: ApprovalStatus; n: number }>({ ...query, text: APPROVALS_SQL })).rows) approvals[r.status] = r.n;
    await c.query('COMMIT');
    return { ...buildReport(window, rows), approvals };
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

export interface AgreementDay {
  day: string;
  decisions: number;
  with_verdict: number;
  agreed: number;
  disagreed: number;
}

/**
 * The window's decisions per UTC day, each with its latest verdict (the `verdict` column addReview keeps)
 * compared as the report compares them, for the console's chart. A few rows per day.
 */
export async function agreementByDay(db: Db, envId: string, window: { from: Date; to: Date }): Promise<AgreementDay[]> {
  const { rows } = await db.query<{ day: string; outcome: Outcome; verdict: ReviewOutcome | null; n: number }>(
    `SELECT to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, d.outcome, d.verdict, count(*)::int AS n
       FROM decisions d
      WHERE d.env_id = $1 AND d.created_at >= $2 AND d.created_at < $3
      GROUP BY 1, 2, 3 ORDER BY 1`,
    [envId, window.from, window.to],
  );
  const days = new Map<string, AgreementDay>();
  for (const r of rows) {
    const d = days.get(r.day) ?? { day: r.day, decisions: 0, with_verdict: 0, agreed: 0, disagreed: 0 };
    d.decisions += r.n;
    if (r.verdict !== null) d.with_verdict += r.n;
    const c = compare(r.outcome, r.verdict);
    if (c === 'agreed') d.agreed += r.n;
    else if (c === 'disagreed') d.disagreed += r.n;
    days.set(r.day, d);
  }
  return [...days.values()];
}
