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
