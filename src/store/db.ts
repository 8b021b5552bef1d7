import { Pool, type PoolClient } from 'pg';

export type Db = Pool;

export function createPool(connectionString: string, max = 20): Db {
  const pool = new Pool({
    connectionString,
    max,
    // Bounded waits everywhere: a store that is down must turn into a 503 quickly, never a hang.
    connectionTimeoutMillis: 1500,
    query_timeout: 3000,
    statement_timeout: 2500,
    idleTimeoutMillis: 30000,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs `fn` in a transaction on one pooled connection: committed when it returns, rolled back when it throws.
 * `begins`: `fn`'s first statement opens the transaction itself (BEGIN sent with other statements in one
 * message, to save a round trip).
 */
export async function inTransaction<T>(db: Db, fn: (c: PoolClient) => Promise<T>, opts: { begins?: boolean } = {}): Promise<T> {
  const c = await db.connect();
  try {
    if (!opts.begins) await c.query('BEGIN');
    const r = await fn(c);
    await c.query('COMMIT');
    return r;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

/** Errors that mean the store could not be reached or is going away, as opposed to a bad query. */
export function isStoreUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|57P0[123]|08\d\d\d|53300|57014)$/.test(e.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}
