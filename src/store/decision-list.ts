// The console's decision list: newest first, narrowed by filters, paged by keyset on (created_at, id) so that
// every page is a short range scan of one index (decisions_env_created or a decisions_list_* one), however many there are.

import type { Outcome, ReviewOutcome } from '../domain/types';
import type { Db } from './db';

export type VerdictFilter = 'waiting' | 'given' | ReviewOutcome;

export interface DecisionFilter {
  decision?: Outcome;
  reasonCode?: string;
  verdict?: VerdictFilter;
  agent?: string;
  actionType?: string;
  /** Decisions created at or after. */
  from?: Date;
  /** Decisions created before. */
  to?: Date;
}

export interface Cursor {
  createdAt: Date;
  id: string;
}

export interface ListedDecision {
  id: string;
  created_at: string;
  decision: Outcome;
  reason_codes: string[];
  action_type: string | null;
  actor_name: string | null;
  verdict: ReviewOutcome | null;
  amount: number | null;
  currency: string | null;
}

export interface DecisionPage {
  rows: ListedDecision[];
  /** Cursor for the next older page, when there is one. */
  older: Cursor | null;
  /** Cursor for the next newer page, when there is one. */
  newer: Cursor | null;
}

const PAGE_SIZE = 50;

/** The WHERE clause of a filter (without paging), with its parameters starting at $1 = env_id. */
function filterSql(envId: string, f: DecisionFilter): { where: string[]; params: unknown[] } {
  const where = ['env_id = $1'];
  const params: unknown[] = [envId];
  const add = (sql: (p: string) => string, v: unknown) => {
    params.push(v);
    where.push(sql(`$${params.length}`));
  };
  if (f.decision) add((p) => `outcome = ${p}`, f.decision);
  if (f.reasonCode) add((p) => `reason_codes @> ARRAY[${p}::text]`, f.reasonCode);
  if (f.verdict === 'waiting') where.push('verdict IS NULL');
  else if (f.verdict === 'given') where.push('verdict IS NOT NULL');
  else if (f.verdict) add((p) => `verdict = ${p}`, f.verdict);
  if (f.agent) add((p) => `actor_name = ${p}`, f.agent);
  if (f.actionType) add((p) => `action_type = ${p}`, f.actionType);
  if (f.from) add((p) => `created_at >= ${p}`, f.from);
  if (f.to) add((p) => `created_at < ${p}`, f.to);
  return { where, params };
}

/**
 * One page. `after` pages towards newer decisions (the page is still returned newest first); `before`, or
 * neither, towards older ones. One row more than the page is read to know whether another page follows.
 */
export async function listDecisions(
  db: Db,
  envId: string,
  f: DecisionFilter,
  page: { before?: Cursor; after?: Cursor } = {},
  size = PAGE_SIZE,
): Promise<DecisionPage> {
  const { where, params } = filterSql(envId, f);
  const cursor = page.after ?? page.before;
  const towardsNewer = page.after !== undefined;
  if (cursor) {
    params.push(cursor.createdAt, cursor.id);
    const a = `$${params.length - 1}`;
    const b = `$${params.length}`;
    where.push(towardsNewer ? `(created_at, id) > (${a}, ${b})` : `(created_at, id) < (${a}, ${b})`);
  }
  params.push(size + 1);
  const order = towardsNewer ? 'created_at ASC, id ASC' : 'created_at DESC, id DESC';
  const { rows } = await db.query(
    `SELECT id, created_at, outcome, reason_codes, action_type, actor_name, verdict,
            (record->'action'->>'amount')::numeric AS amount, record->'action'->>'currency' AS currency
       FROM decisions WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}`,
    params,
  );
  const more = rows.length > size;
  const taken = rows.slice(0, size);
  if (towardsNewer) taken.reverse();
  const listed: ListedDecision[] = taken.map((r) => ({
    id: r.id,
    created_at: r.created_at.toISOString(),
    decision: r.outcome,
    reason_codes: r.reason_codes,
    action_type: r.action_type,
    actor_name: r.actor_name,
    verdict: r.verdict,
    amount: r.amount === null ? null : Number(r.amount),
    currency: r.currency,
  }));
  const first = listed[0];
  const last = listed.at(-1);
  const cursorOf = (d: ListedDecision): Cursor => ({ createdAt: new Date(d.created_at), id: d.id });
  return {
    rows: listed,
    older: last && (towardsNewer ? true : more) ? cursorOf(last) : null,
    newer: first && (towardsNewer ? more : cursor !== undefined) ? cursorOf(first) : null,
  };
}
