import type { Db } from './db';

export const dayPeriod = (d: Date) => d.toISOString().slice(0, 10);
export const monthPeriod = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Today's decisions so far, read without side effects: the daily cap is a fact the rules read, and the
 * decision is counted only when it is recorded (countRecorded, in the recording transaction).
 */
export async function readDailyCount(db: Db, envId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>({
    name: 'gatehouse.readDailyCount',
    text: `SELECT n FROM usage_counters WHERE env_id = $1 AND metric = 'decisions' AND period = $2`,
    values: [envId, dayPeriod(now)],
  });
  return rows.length > 0 ? Number(rows[0].n) : 0;
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
  // One statement (the month's counter row is locked only while it runs): an earlier reservation of this
  // decision answers; else the calls are added if they fit, and the reservation is kept with its answer.
  const { rows } = await db.query<{ prior: boolean | null; claimed: boolean | null; bumped: boolean }>(
    `WITH prior AS (
       SELECT granted FROM model_reservations WHERE decision_id = $1 AND purpose = $2
     ), bump AS (
       INSERT INTO usage_counters (env_id, metric, period, n)
       SELECT $3, 'model_calls', $4, $5 WHERE NOT EXISTS (SELECT 1 FROM prior) AND ($6::bigint IS NULL OR $5 <= $6::bigint)
       ON CONFLICT (env_id, metric, period) DO UPDATE SET n = usage_counters.n + $5
         WHERE $6::bigint IS NULL OR usage_counters.n + $5 <= $6::bigint
       RETURNING n
     ), claim AS (
       INSERT INTO model_reservations (decision_id, purpose, env_id, period, calls, granted)
       SELECT $1, $2, $3, $4, $5, EXISTS (SELECT 1 FROM bump) WHERE NOT EXISTS (SELECT 1 FROM prior)
       ON CONFLICT (decision_id, purpose) DO NOTHING RETURNING granted
     )
     SELECT (SELECT granted FROM prior) AS prior, (SELECT granted FROM claim) AS claimed, EXISTS (SELECT 1 FROM bump) AS bumped`,
    [r.decisionId, r.purpose, r.envId, monthPeriod(r.now), r.calls, r.budget],
  );
  const { prior, claimed, bumped } = rows[0];
  if (prior !== null) return prior;
  if (claimed !== null) return claimed;
  // A concurrent attempt for the same decision (an attempt abandoned at its timeout, and its retry) claimed
  // it first: take back what this one added, and give the first one's answer.
  if (bumped) {
    await db.query(`UPDATE usage_counters SET n = n - $3 WHERE env_id = $1 AND metric = 'model_calls' AND period = $2`, [r.envId, monthPeriod(r.now), r.calls]);
  }
  const first = await db.query<{ granted: boolean }>('SELECT granted FROM model_reservations WHERE decision_id = $1 AND purpose = $2', [
    r.decisionId,
    r.purpose,
  ]);
  return first.rows[0].granted;
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
