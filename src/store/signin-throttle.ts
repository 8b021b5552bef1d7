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

/** Counts one failure under each key; a key reaching its limit within the window is locked. */
export async function recordFailure(db: Db, keys: { key: Buffer; limit: number }[]): Promise<void> {
  for (const { key, limit } of keys) {
    await db.query(
      `INSERT INTO signin_throttle (key_hash, failures, window_start, locked_until)
       VALUES ($1, 1, now(), CASE WHEN $2 <= 1 THEN now() + make_interval(mins => $4) END)
       ON CONFLICT (key_hash) DO UPDATE SET
         failures = CASE WHEN signin_throttle.window_start < now() - make_interval(mins => $3) THEN 1 ELSE signin_throttle.failures + 1 END,
         window_start = CASE WHEN signin_throttle.window_start < now() - make_interval(mins => $3) THEN now() ELSE signin_throttle.window_start END,
         locked_until = CASE
           WHEN (CASE WHEN signin_throttle.window_start < now() - make_interval(mins => $3) THEN 1 ELSE signin_throttle.failures + 1 END) >= $2
           THEN now() + make_interval(mins => $4) ELSE signin_throttle.locked_until END`,
      [key, limit, THROTTLE.windowMinutes, THROTTLE.lockMinutes],
    );
  }
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearFailures(db: Db, key: Buffer): Promise<void> {
  await db.query('DELETE FROM signin_throttle WHERE key_hash = $1', [key]);
}
