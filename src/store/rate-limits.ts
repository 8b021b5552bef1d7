// The shared half of the rate limits: one token bucket per API key and per environment in PostgreSQL,
// refilled continuously at q/w tokens a second up to q. API processes lease tokens from it in batches
// (src/api/ratelimit.ts); a lease is one atomic statement, so concurrent processes never take the same token.

import type { Db } from './db';

export interface Lease {
  /** Tokens handed to the caller (0 when the bucket holds less than one). */
  granted: number;
  /** Tokens left in the shared bucket after the grant. */
  left: number;
}

/**
 * Refills the bucket for the time since its last lease, then takes up to `batch` whole tokens from it. A new
 * bucket starts full. Lowering the limit caps the bucket at the new size on its next lease.
 */
export async function leaseTokens(db: Db, bucket: string, capacity: number, perSecond: number, batch: number): Promise<Lease> {
  const { rows } = await db.query<{ last_grant: number; tokens: number }>(
    `INSERT INTO rate_buckets AS b (bucket, tokens, refilled_at, last_grant)
     VALUES ($1, $2::float8 - LEAST($3::int, $2::int), now(), LEAST($3::int, $2::int))
     ON CONFLICT (bucket) DO UPDATE SET
       last_grant = LEAST($3::int, floor(LEAST($2::float8, b.tokens + GREATEST(0, extract(epoch FROM now() - b.refilled_at)) * $4::float8)))::int,
       tokens = LEAST($2::float8, b.tokens + GREATEST(0, extract(epoch FROM now() - b.refilled_at)) * $4::float8)
                - LEAST($3::int, floor(LEAST($2::float8, b.tokens + GREATEST(0, extract(epoch FROM now() - b.refilled_at)) * $4::float8))),
       refilled_at = GREATEST(b.refilled_at, now())
     RETURNING last_grant, tokens`,
    [bucket, capacity, batch, perSecond],
  );
  return { granted: rows[0].last_grant, left: rows[0].tokens };
}
