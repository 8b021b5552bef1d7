// What the retention sweep deletes, in bounded batches so that no statement holds many locks for long.

import type { Db } from './db';
import { IDEMPOTENCY_WINDOW_HOURS } from './idempotency';
import { sweepSessions } from './operators';
import { sweepReceiptKeys } from './receipt-keys';
import { sweepBacktests } from './backtests';

export const SWEEP_BATCH = 5000;

export interface SweepCounts {
  /** The clock the sweep ran with (ISO 8601). */
  as_of: string;
  /** Decision content past its expiry (`full`: 30 days), deleted apart from its record. */
  content: number;
  /** Decision records past their expiry (13 months), with their remaining content and their verdicts. */
  records: number;
  /** Content deleted with those records (`redacted` and `metadata` content lives as long as its record). */
  record_content: number;
  reviews: number;
  /** Idempotency keys older than 24 hours. */
  idempotency_keys: number;
  /** Model-call reservations older than 24 hours: no retry can reach their decision any more (the month's count stays). */
  model_reservations: number;
  /** Payload keys destroyed: the Temporal history payloads they encrypted can no longer be read by anyone. */
  payload_keys: number;
  /** Console sessions past their end and sign-in throttle entries of no more use. */
  sessions: number;
  /** Retired receipt keys no longer published: every receipt they signed has expired. */
  receipt_keys: number;
  /** Backtests past their 30 days, with their batches (issue 28). */
  backtests: number;
}

type Step = (db: Db, at: Date, limit: number) => Promise<Record<string, number>>;

/** Runs one step until a batch comes back short; `onBatch` is called between batches (activity heartbeat). */
async function drain(db: Db, step: Step, at: Date, limit: number, onBatch: () => void): Promise<Record<string, number>> {
  const total: Record<string, number> = {};
  for (;;) {
    const got = await step(db, at, limit);
    for (const [k, v] of Object.entries(got)) total[k] = (total[k] ?? 0) + v;
    onBatch();
    if (Object.values(got)[0] < limit) return total;
  }
}

const expiredContent: Step = async (db, at, limit) => {
  const { rowCount } = await db.query(
    `DELETE FROM decision_content WHERE decision_id IN (
       SELECT decision_id FROM decision_content WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [at, limit],
  );
  return { content: rowCount ?? 0 };
};

const expiredRecords: Step = async (db, at, limit) => {
  // Content and verdicts go explicitly (counted) in the same statement; the foreign keys cascade as well.
  const { rows } = await db.query<{ records: number; record_content: number; reviews: number }>(
    `WITH doomed AS (
       SELECT id FROM decisions WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ), c AS (
       DELETE FROM decision_content WHERE decision_id IN (SELECT id FROM doomed) RETURNING 1
     ), r AS (
       DELETE FROM reviews WHERE decision_id IN (SELECT id FROM doomed) RETURNING 1
     ), d AS (
       DELETE FROM decisions WHERE id IN (SELECT id FROM doomed) RETURNING 1
     )
     SELECT (SELECT count(*) FROM d)::int AS records, (SELECT count(*) FROM c)::int AS record_content, (SELECT count(*) FROM r)::int AS reviews`,
    [at, limit],
  );
  return rows[0];
};

/** Rows of `table` created more than the idempotency window (24 hours) ago, keyed by `key` (its columns). */
const pastIdempotencyWindow =
  (table: 'idempotency_keys' | 'model_reservations', key: string): Step =>
  async (db, at, limit) => {
    const { rowCount } = await db.query(
      `DELETE FROM ${table} WHERE (${key}) IN (
         SELECT ${key} FROM ${table} WHERE created_at <= $1::timestamptz - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})
          ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
      [at, limit],
    );
    return { [table]: rowCount ?? 0 };
  };

const expiredIdempotencyKeys = pastIdempotencyWindow('idempotency_keys', 'env_id, key_hash');
// A reservation answers a retry of its decision (an activity retried, a request replayed with its
// Idempotency-Key): once the key's 24 hours are over, no retry can reach that decision id. The month's count
// lives in usage_counters and is not touched.
const expiredModelReservations = pastIdempotencyWindow('model_reservations', 'decision_id, purpose');

const retiredReceiptKeys: Step = async (db, at, limit) => ({ receipt_keys: await sweepReceiptKeys(db, at, limit) });

const expiredBacktests: Step = async (db, at, limit) => ({ backtests: await sweepBacktests(db, at, limit) });

const expiredPayloadKeys: Step = async (db, at, limit) => {
  const { rowCount } = await db.query(
    `DELETE FROM payload_keys WHERE id IN (SELECT id FROM payload_keys WHERE destroy_after <= $1 ORDER BY destroy_after LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [at, limit],
  );
  return { payload_keys: rowCount ?? 0 };
};

/**
 * Deletes everything whose time has come as of `at`: content first, then records (13 months), idempotency
 * keys and model-call reservations (24 hours), payload keys, retired receipt keys, backtests (30 days) and console sessions. Every statement but the sessions' touches at most `limit` rows.
 */
export async function sweep(db: Db, at: Date, opts: { limit?: number; onBatch?: () => void } = {}): Promise<SweepCounts> {
  const limit = opts.limit ?? SWEEP_BATCH;
  const onBatch = opts.onBatch ?? (() => undefined);
  const run = (step: Step) => drain(db, step, at, limit, onBatch);
  const content = await run(expiredContent);
  const records = await run(expiredRecords);
  const keys = await run(expiredIdempotencyKeys);
  const reservations = await run(expiredModelReservations);
  const payloadKeys = await run(expiredPayloadKeys);
  const receiptKeys = await run(retiredReceiptKeys);
  const backtests = await run(expiredBacktests);
  const sessions = await sweepSessions(db, at);
  return {
    as_of: at.toISOString(),
    content: content.content ?? 0,
    records: records.records ?? 0,
    record_content: records.record_content ?? 0,
    reviews: records.reviews ?? 0,
    idempotency_keys: keys.idempotency_keys ?? 0,
    model_reservations: reservations.model_reservations ?? 0,
    payload_keys: payloadKeys.payload_keys ?? 0,
    sessions,
    receipt_keys: receiptKeys.receipt_keys ?? 0,
    backtests: backtests.backtests ?? 0,
  };
}
