// Session and window rules (issue 27), the store's part: the running values a decision's rules need, read
// under a transaction-scoped advisory lock per scope (agent, key, session, the environment), and the event the
// decision adds, written in the same transaction as the decision. Two concurrent decisions in one scope
// therefore check and record one after the other: they cannot both fit under one limit.

import type { PoolClient } from 'pg';
import { COUNTED_OUTCOMES, lockKeys, type RuleEvent, type RunningQuery } from '../decision/session-rules';
import { scrubText } from '../domain/text';
import type { Outcome } from '../domain/types';
import { sha256 } from './ids';

type Queryable = Pick<PoolClient, 'query'>;

export { COUNTED_OUTCOMES };

const payeeHash = (envId: string, payee: string) => sha256(`${envId}\u0000${payee}`);

/** A payee as the events keep it (a hash), in hex: what a backtest's in-memory replay compares (rule-replay.ts). */
export const payeeKeyOf =
  (envId: string) =>
  (payee: string): string =>
    payeeHash(envId, payee).toString('hex');

const SCOPE_COLUMN = { agent: 'agent', key: 'key_id', session: 'session_id', organisation: null } as const;

/**
 * Takes the plan's locks (held until the transaction ends), in one order for every decision, then reads the
 * running values in a statement of its own (so its snapshot sees what the lock's previous holder committed).
 */
export async function lockAndReadRunning(c: Queryable, envId: string, plan: RunningQuery[], at: Date): Promise<number[]> {
  const keys = lockKeys(envId, plan);
  if (keys.length > 0) {
    await c.query(`SELECT ${keys.map((_, i) => `pg_advisory_xact_lock(hashtextextended($${i + 1}, 0))`).join(', ')}`, keys);
  }
  return readRunning(c, envId, plan, at);
}

/** The running values of the plan, one statement: each over the window ending at `at`, in its scope, of counted outcomes. */
export async function readRunning(c: Queryable, envId: string, plan: RunningQuery[], at: Date): Promise<number[]> {
  if (plan.length === 0) return [];
  // No upper bound: every event committed so far is earlier than this decision's own (not yet written), even
  // one whose clock ran ahead of this process's (another API process).
  const values: unknown[] = [envId, COUNTED_OUTCOMES];
  const p = (v: unknown) => `$${values.push(v)}`;
  const parts = plan.map((q) => {
    const where = [`env_id = $1`, `outcome = ANY($2)`, `at >= ${p(new Date(at.getTime() - q.windowS * 1000))}`];
    const col = SCOPE_COLUMN[q.scope];
    if (col !== null) where.push(`${col} = ${p(q.scopeValue === null ? null : scrubText(q.scopeValue))}`);
    const w = q.what;
    let measure = 'count(*)';
    if (w.kind === 'sum' || w.kind === 'count') {
      if (w.type !== null) where.push(`action_type = ${p(w.type)}`);
      if (w.effect !== null) where.push(`${p(w.effect)} = ANY(effects)`);
      if (w.kind === 'sum') {
        where.push(`currency = ${p(w.currency)}`);
        measure = 'coalesce(sum(amount), 0)';
      }
    } else if (w.kind === 'untrusted') where.push('untrusted IS NOT NULL');
    else where.push(`payee_changed = ANY(${p(w.payees.map((x) => payeeHash(envId, x)))})`);
    return `(SELECT ${measure} FROM rule_events WHERE ${where.join(' AND ')})`;
  });
  const { rows } = await c.query<{ v: string[] }>(`SELECT ARRAY[${parts.map((x) => `${x}::text`).join(', ')}] AS v`, values);
  return rows[0].v.map(Number);
}

/**
 * The decision's event: once per decision (a retried record adds nothing). Like the record, it is not written
 * past the deadline (when given): the statement fails, and the transaction with it.
 */
export async function insertRuleEvent(c: Queryable, envId: string, decisionId: string, at: Date, outcome: Outcome, e: RuleEvent, deadline: Date | null = null): Promise<void> {
  await c.query(
    `INSERT INTO rule_events (decision_id, env_id, at, outcome, agent, key_id, session_id, action_type, effects, amount, currency, untrusted, payee_changed)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13
      WHERE $14::timestamptz IS NULL OR gatehouse_before_deadline($14::timestamptz)
     ON CONFLICT (decision_id) DO NOTHING`,
    [
      decisionId,
      envId,
      at,
      outcome,
      scrubText(e.agent),
      e.keyId,
      e.sessionId === null ? null : scrubText(e.sessionId),
      e.actionType,
      e.effects,
      e.amount,
      e.currency,
      e.untrusted,
      e.payeeChanged === null ? null : payeeHash(envId, e.payeeChanged),
      deadline,
    ],
  );
}
