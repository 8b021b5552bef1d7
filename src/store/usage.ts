import type { PoolClient } from 'pg';
import { inTransaction, type Db } from './db';

export const dayPeriod = (d: Date) => d.toISOString().slice(0, 10);
export const monthPeriod = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Today's decisions so far, read without side effects: the daily cap is a fact the rules read, and the
 * decision is counted only when it is recorded (countRecorded, in the recording transaction).
 */
export async function readDailyCount(db: Db, envId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT n FROM usage_counters WHERE env_id = $1 AND metric = 'decisions' AND period = $2`, [
    envId,
    dayPeriod(now),
  ]);
  return rows.length > 0 ? Number(rows[0].n) : 0;
}

/**
 * Counts one recorded decision for its day, inside the transaction that records it (so a decision is counted
 * exactly when it exists), and returns the day's count including it. The row lock taken here orders
 * concurrent records of one environment, so the count each sees is distinct.
 */
export async function countRecorded(c: PoolClient, envId: string, createdAt: Date): Promise<number> {
  const { rows } = await c.query<{ n: string }>(
    `INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'decisions', $2, 1)
     ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + 1 RETURNING n`,
    [envId, dayPeriod(createdAt)],
  );
  return Number(rows[0].n);
}

/** What a model call is reserved for: the decision model's answer, or the intake model's selection. */
export type ModelPurpose = 'assess' | 'select';

/**
 * Reserves model calls (one, or one per sample in deep mode) in the month's budget, all or nothing, keyed by
 * the decision id and purpose: a second attempt for the same decision (an activity retried, a request
 * retried with its Idempotency-Key) gets the first attempt's answer and reserves nothing more. False when
 * the calls no longer fit (nothing is reserved then).
 */
export async function reserveModelCalls(
  db: Db,
  r: { envId: string; decisionId: string; purpose: ModelPurpose; now: Date; budget: number | null; calls: number },
): Promise<boolean> {
  return inTransaction(db, async (c) => {
    const claim = await c.query(
      `INSERT INTO model_reservations (decision_id, purpose, env_id, period, calls) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (decision_id, purpose) DO NOTHING RETURNING decision_id`,
      [r.decisionId, r.purpose, r.envId, monthPeriod(r.now), r.calls],
    );
    if (claim.rows.length === 0) {
      // Claimed before (a concurrent first attempt has committed by now: the insert waited for it).
      const prior = await c.query<{ granted: boolean }>('SELECT granted FROM model_reservations WHERE decision_id = $1 AND purpose = $2', [
        r.decisionId,
        r.purpose,
      ]);
      return prior.rows[0].granted;
    }
    let granted = r.budget === null || r.calls <= r.budget;
    if (granted) {
      const { rows } = await c.query(
        `INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'model_calls', $2, $4)
         ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + $4
           WHERE $3::bigint IS NULL OR usage_counters.n + $4 <= $3::bigint
         RETURNING n`,
        [r.envId, monthPeriod(r.now), r.budget, r.calls],
      );
      granted = rows.length > 0;
    }
    await c.query('UPDATE model_reservations SET granted = $3 WHERE decision_id = $1 AND purpose = $2', [r.decisionId, r.purpose, granted]);
    return granted;
  });
}

export interface UsageSummary {
  /** Decisions counted today (UTC) and on each of the last days, newest first. */
  today: number;
  days: { day: string; decisions: number }[];
  /** Model calls reserved this month (UTC). */
  month: string;
  modelCalls: number;
}

/** The counters the caps are enforced with, read back: today's decisions and the month's model calls. */
export async function usageSummary(db: Db, envId: string, now: Date, days = 14): Promise<UsageSummary> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000);
  const { rows } = await db.query<{ metric: string; period: string; n: string }>(
    `SELECT metric, period, n FROM usage_counters
      WHERE env_id = $1 AND ((metric = 'decisions' AND period >= $2) OR (metric = 'model_calls' AND period = $3))`,
    [envId, dayPeriod(since), monthPeriod(now)],
  );
  const count = (metric: string, period: string) => Number(rows.find((r) => r.metric === metric && r.period === period)?.n ?? 0);
  const list: { day: string; decisions: number }[] = [];
  for (let i = 0; i < days; i++) {
    const day = dayPeriod(new Date(now.getTime() - i * 86_400_000));
    list.push({ day, decisions: count('decisions', day) });
  }
  return { today: count('decisions', dayPeriod(now)), days: list, month: monthPeriod(now), modelCalls: count('model_calls', monthPeriod(now)) };
}
