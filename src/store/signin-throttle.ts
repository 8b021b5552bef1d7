// The throttle on failed sign-ins: per account (organisation + e-mail, existing or not, so that it says
// nothing about which accounts exist) and per client address. Counted in PostgreSQL, so every API process
// shares it; keys are hashed, so the table holds no addresses.

import type { Db } from './db';
import { sha256 } from './ids';

export const THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountFailures: 5,
  addressFailures: 50,
} as const;

export const accountKey = (orgSlug: string, email: string) => sha256(`account\n${orgSlug}\n${email.trim().toLowerCase()}`);
export const addressKey = (address: string) => sha256(`address\n${address}`);

/** The latest lock end among the keys, or null when none is locked. */
export async function lockedUntil(db: Db, keys: Buffer[]): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date | null }>(
    'SELECT max(locked_until) AS until FROM signin_throttle WHERE key_hash = ANY($1) AND locked_until > now()',
    [keys],
  );
  return rows[0].until;
}

export interface ThrottleKey {
  key: Buffer;
  limit: number;
}

/**
 * Claims one password check under every key, the check and the count in one statement (issue 25: parallel
 * guesses can no longer all pass a check made before any of them was counted). Each key not locked counts
 * the attempt as a failure now; the key whose count reaches its limit is locked at once. The attempt may go
 * on only when every key counted it: 50 parallel guesses at one account get 5 password checks, never more.
 * A check that then succeeds gives its count back (forgiveAttempt). Refused: the keys that did count it give
 * it back too, and the answer names when the lock ends.
 */
export async function claimAttempt(db: Db, keys: ThrottleKey[]): Promise<{ ok: true } | { ok: false; until: Date }> {
  // A locked key is not updated (the DO UPDATE's WHERE), so it returns no row. A lapsed lock or window
  // starts a fresh count.
  const { rows } = await db.query<{ key_hash: Buffer }>(
    `INSERT INTO signin_throttle AS t (key_hash, failures, window_start, locked_until)
     SELECT k.key_hash, 1, now(), CASE WHEN k.lim <= 1 THEN now() + make_interval(mins => $4) END
       FROM unnest($1::bytea[], $2::int[]) AS k(key_hash, lim)
     ON CONFLICT (key_hash) DO UPDATE SET
       failures = CASE WHEN t.window_start < now() - make_interval(mins => $3) OR t.locked_until IS NOT NULL THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start < now() - make_interval(mins => $3) OR t.locked_until IS NOT NULL THEN now() ELSE t.window_start END,
       locked_until = CASE
         WHEN (CASE WHEN t.window_start < now() - make_interval(mins => $3) OR t.locked_until IS NOT NULL THEN 1 ELSE t.failures + 1 END)
              >= (SELECT k.lim FROM unnest($1::bytea[], $2::int[]) AS k(key_hash, lim) WHERE k.key_hash = t.key_hash)
         THEN now() + make_interval(mins => $4) END
       WHERE t.locked_until IS NULL OR t.locked_until <= now()
     RETURNING t.key_hash`,
    [keys.map((k) => k.key), keys.map((k) => k.limit), THROTTLE.windowMinutes, THROTTLE.lockMinutes],
  );
  if (rows.length === keys.length) return { ok: true };
  const counted = keys.filter((k) => rows.some((r) => r.key_hash.equals(k.key)));
  if (counted.length > 0) await forgiveAttempt(db, counted);
  const until = (await lockedUntil(db, keys.map((k) => k.key))) ?? new Date(Date.now() + 1000);
  return { ok: false, until };
}

/**
 * Gives back one claimed attempt under each key (the password was right, or another key refused the
 * attempt). Never below zero; a lock that the given-back attempt completed is lifted with it.
 */
export async function forgiveAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  await db.query(
    `UPDATE signin_throttle AS t SET failures = greatest(t.failures - 1, 0),
            locked_until = CASE WHEN t.failures - 1 >= k.lim THEN t.locked_until END
       FROM unnest($1::bytea[], $2::int[]) AS k(key_hash, lim)
      WHERE t.key_hash = k.key_hash AND (t.locked_until IS NULL OR t.locked_until > now())`,
    [keys.map((k) => k.key), keys.map((k) => k.limit)],
  );
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearFailures(db: Db, key: Buffer): Promise<void> {
  await db.query('DELETE FROM signin_throttle WHERE key_hash = $1', [key]);
}
