// Operator accounts (one organisation each) and their console sessions. Session tokens are stored only as
// SHA-256 hashes: a copy of the table signs nobody in.

import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { newId, sha256 } from './ids';

export interface OperatorRow {
  id: string;
  org_id: string;
  email: string;
  must_change_password: boolean;
  created_at: string;
}

export const EMAIL_PATTERN = /^[^\s@<>(),;:"\\]{1,64}@[^\s@<>(),;:"\\]{1,190}\.[^\s@<>(),;:"\\]{2,63}$/;
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates the operator; null when the organisation already has an operator with that address. */
export async function createOperator(db: Db, orgId: string, email: string, passwordHash: string, mustChange: boolean): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO operators (id, org_id, email, password_hash, must_change_password) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (org_id, email) DO NOTHING RETURNING id`,
    [newId('op'), orgId, normaliseEmail(email), passwordHash, mustChange],
  );
  return rows[0]?.id ?? null;
}

/** Replaces an operator's password (an administrator's reset); every session of theirs ends. False when unknown. */
export async function resetOperatorPassword(db: Db, orgId: string, email: string, passwordHash: string, mustChange: boolean): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `WITH u AS (
       UPDATE operators SET password_hash = $3, must_change_password = $4, password_changed_at = now()
        WHERE org_id = $1 AND email = $2 RETURNING id
     ), s AS (DELETE FROM operator_sessions WHERE operator_id IN (SELECT id FROM u))
     SELECT id FROM u`,
    [orgId, normaliseEmail(email), passwordHash, mustChange],
  );
  return rows.length > 0;
}

export async function listOperators(db: Db, orgId: string): Promise<OperatorRow[]> {
  const { rows } = await db.query(
    'SELECT id, org_id, email, must_change_password, created_at FROM operators WHERE org_id = $1 ORDER BY email',
    [orgId],
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function removeOperator(db: Db, orgId: string, email: string): Promise<boolean> {
  const r = await db.query('DELETE FROM operators WHERE org_id = $1 AND email = $2', [orgId, normaliseEmail(email)]);
  return (r.rowCount ?? 0) > 0;
}

export interface SignInCandidate {
  id: string;
  orgId: string;
  passwordHash: string;
  mustChangePassword: boolean;
}

export async function findOperatorForSignIn(db: Db, orgSlug: string, email: string): Promise<SignInCandidate | null> {
  const { rows } = await db.query(
    `SELECT p.id, p.org_id, p.password_hash, p.must_change_password FROM operators p JOIN organizations o ON o.id = p.org_id
      WHERE o.slug = $1 AND p.email = $2`,
    [orgSlug, normaliseEmail(email)],
  );
  if (rows.length === 0) return null;
  return { id: rows[0].id, orgId: rows[0].org_id, passwordHash: rows[0].password_hash, mustChangePassword: rows[0].must_change_password };
}

/** Sessions end after SESSION_HOURS, or after SESSION_IDLE_MINUTES without a request. */
export const SESSION_HOURS = 12;
export const SESSION_IDLE_MINUTES = 120;

export interface Session {
  operatorId: string;
  email: string;
  orgId: string;
  orgSlug: string;
  csrf: string;
  mustChangePassword: boolean;
}

/** Starts a session; the token goes to the cookie and is never stored in plain. */
export async function createSession(db: Db, operatorId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [sha256(token), operatorId, randomBytes(32).toString('base64url'), SESSION_HOURS],
  );
  return token;
}

/** The session behind a cookie, touched (idle clock reset) in the same statement; null when over or unknown. */
export async function touchSession(db: Db, token: string): Promise<Session | null> {
  const { rows } = await db.query(
    `UPDATE operator_sessions s SET last_seen_at = now()
       FROM operators p JOIN organizations o ON o.id = p.org_id
      WHERE s.token_hash = $1 AND p.id = s.operator_id AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2)
      RETURNING p.id, p.email, p.org_id, o.slug, s.csrf_token, p.must_change_password`,
    [sha256(token), SESSION_IDLE_MINUTES],
  );
  if (rows.length === 0) return null;
  const r = rows[0];
  return { operatorId: r.id, email: r.email, orgId: r.org_id, orgSlug: r.slug, csrf: r.csrf_token, mustChangePassword: r.must_change_password };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [sha256(token)]);
}

/** A new password: stored, and every other session of the operator ends. */
export async function changePassword(db: Db, operatorId: string, passwordHash: string, keepToken: string): Promise<void> {
  await db.query(
    `WITH u AS (UPDATE operators SET password_hash = $2, must_change_password = false, password_changed_at = now() WHERE id = $1)
     DELETE FROM operator_sessions WHERE operator_id = $1 AND token_hash <> $3`,
    [operatorId, passwordHash, sha256(keepToken)],
  );
}

export async function passwordHashOf(db: Db, operatorId: string): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM operators WHERE id = $1', [operatorId]);
  return rows[0]?.password_hash ?? null;
}

/** Deletes console sessions past their end and sign-in throttle rows of no more use, as of `at` (the sweep's clock). */
export async function sweepSessions(db: Db, at: Date): Promise<number> {
  const r = await db.query(
    `DELETE FROM operator_sessions WHERE expires_at <= $1 OR last_seen_at <= $1::timestamptz - make_interval(mins => $2)`,
    [at, SESSION_IDLE_MINUTES],
  );
  const t = await db.query(
    `DELETE FROM signin_throttle WHERE window_start < $1::timestamptz - interval '1 day' AND (locked_until IS NULL OR locked_until < $1)`,
    [at],
  );
  return (r.rowCount ?? 0) + (t.rowCount ?? 0);
}
