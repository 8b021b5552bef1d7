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

/**
 * Reserves model calls (one, or one per sample in deep mode) in the month's budget, all or nothing; false
 * when they no longer fit (nothing is reserved then). One conditional upsert, so it is atomic.
 */
export async function reserveModelCall(db: Db, envId: string, now: Date, budget: number | null, calls = 1): Promise<boolean> {
  if (budget !== null && calls > budget) return false;
  const { rows } = await db.query(
    `INSERT INTO usage_counters (env_id, metric, period, n) VALUES ($1, 'model_calls', $2, $4)
     ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + $4
       WHERE $3::bigint IS NULL OR usage_counters.n + $4 <= $3::bigint
     RETURNING n`,
    [envId, monthPeriod(now), budget, calls],
  );
  return rows.length > 0;
}
