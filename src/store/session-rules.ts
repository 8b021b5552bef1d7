// Session and window rules (issue 27), the store's part: the running values a decision's rules need, read
// under a transaction-scoped advisory lock per scope (agent, key, session, the environment), and the event the
// decision adds, written in the same transaction as the decision. Two concurrent decisions in one scope
// therefore check and record one after the other: they cannot both fit under one limit.

import { escapeLiteral, type PoolClient, type QueryResult } from 'pg';
import { COUNTED_OUTCOMES, lockKeys, type RuleEvent, type RunningQuery } from '../decision/session-rules';
import { scrubText } from '../domain/text';
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
 * Opens the rules' transaction on `c`, takes the plan's locks (held until it ends), in one order for every
 * decision, and reads the running values: one round trip. The three are statements of one simple-protocol
 * message, so the read has a snapshot of its own, taken after the locks are held: it sees what the lock's
 * previous holder committed. Its values are written as escaped literals (the simple protocol binds none).
 */
export async function beginLockAndReadRunning(c: Queryable, envId: string, plan: RunningQuery[], at: Date): Promise<number[]> {
  const keys = lockKeys(envId, plan);
  const statements = ['BEGIN'];
  if (keys.length > 0) statements.push(`SELECT ${keys.map((k) => `pg_advisory_xact_lock(hashtextextended(${escapeLiteral(k)}, 0))`).join(', ')}`);
  const read = plan.length === 0 ? null : runningSelect(envId, plan, at);
  if (read) statements.push(read);
  const results = (await c.query(statements.join(';\n'))) as unknown as QueryResult<{ v: string[] }> | QueryResult<{ v: string[] }>[];
  if (!read) return [];
  const last = Array.isArray(results) ? results[results.length - 1] : results;
  return last.rows[0].v.map(Number);
}

/** A value as an SQL literal with its type: for the simple protocol, which binds no parameters. */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (v instanceof Date) return `${escapeLiteral(v.toISOString())}::timestamptz`;
  if (Buffer.isBuffer(v)) return `'\\x${v.toString('hex')}'::bytea`;
  if (Array.isArray(v)) {
    // Empty: an untyped literal, which takes the type of what it is compared with.
    if (v.length === 0) return `'{}'`;
    if (v.every((x) => Buffer.isBuffer(x))) return `ARRAY[${v.map(literal).join(', ')}]::bytea[]`;
    return `ARRAY[${v.map((x) => escapeLiteral(String(x))).join(', ')}]::text[]`;
  }
  return `${escapeLiteral(String(v))}::text`;
}

/**
 * The statement that reads the plan's running values: each over the window ending at `at`, in its scope, of
 * counted outcomes, its values written as literals.
 */
function runningSelect(envId: string, plan: RunningQuery[], at: Date): string {
  const p = literal;
  // No upper bound: every event committed so far is earlier than this decision's own (not yet written), even
  // one whose clock ran ahead of this process's (another API process).
  const env = p(envId);
  const counted = p(COUNTED_OUTCOMES);
  const parts = plan.map((q) => {
    const where = [`env_id = ${env}`, `outcome = ANY(${counted})`, `at >= ${p(new Date(at.getTime() - q.windowS * 1000))}`];
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
  return `SELECT ARRAY[${parts.map((x) => `${x}::text`).join(', ')}] AS v`;
}

/**
 * The decision's event as the record statement writes it (src/store/decisions.ts), after the decision id, the
 * environment, the time and the outcome: agent, key, session, action type, effects, amount, currency,
 * untrusted, the changed payee's hash. Written once per decision (a retried record adds nothing) and, like the
 * record, never past its deadline.
 */
export function ruleEventValues(envId: string, e: RuleEvent): unknown[] {
  return [
    scrubText(e.agent),
    e.keyId,
    e.sessionId === null ? null : scrubText(e.sessionId),
    e.actionType,
    e.effects,
    e.amount,
    e.currency,
    e.untrusted,
    e.payeeChanged === null ? null : payeeHash(envId, e.payeeChanged),
  ];
}
