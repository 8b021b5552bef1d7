import type { Db } from './db';

export const dayPeriod = (d: Date) => d.toISOString().slice(0, 10);
export const monthPeriod = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Counts one decision for the day and says whether the cap is passed. The increment and the read are one
 * statement, so concurrent requests see distinct counts and the cap is never overshot.
 */
export async function countDecision(db: Db, envId: string, now: Date, cap: number): Promise<{ count: number; capReached: boolean }> {
  const { rows } = await db.query<{ n: string }>(
    `INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'decisions', $2, 1)
     ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + 1 RETURNING n`,
    [envId, dayPeriod(now)],
  );
  const count = Number(rows[0].n);
  return { count, capReached: count > cap };
}

/** Reserves one model call in the month's budget; false when the budget is spent (nothing is reserved then). */
export async function reserveModelCall(db: Db, envId: string, now: Date, budget: number | null): Promise<boolean> {
  if (budget !== null && budget <= 0) return false;
  const { rows } = await db.query(
    `INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'model_calls', $2, 1)
     ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + 1
       WHERE $3::bigint IS NULL OR usage_counters.n < $3::bigint
     RETURNING n`,
    [envId, monthPeriod(now), budget],
  );
  return rows.length > 0;
}
