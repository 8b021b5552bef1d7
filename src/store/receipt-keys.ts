// Receipt signing keys in PostgreSQL: one current Ed25519 key per environment, the private key stored only
// wrapped under the payload master key (src/store/codec.ts MasterKeys), the public key as a JWK. Every
// query names the environment (or, for the public JWKS, only keys still published).

import type { Db } from './db';
import { inTransaction } from './db';

export interface ReceiptKeyRow {
  id: string;
  org_id: string;
  env_id: string;
  public_jwk: Record<string, string>;
  master_id: string;
  wrapped: Buffer;
  current: boolean;
  created_at: Date;
  retired_at: Date | null;
  published_until: Date | null;
}

export interface NewReceiptKey {
  id: string;
  orgId: string;
  envId: string;
  publicJwk: Record<string, string>;
  masterId: string;
  wrapped: Buffer;
}

/** Authenticated data of a wrapped private key: a row copied to another environment does not decrypt. */
export const receiptKeyAad = (id: string, envId: string) => `gatehouse/receipt-key/v1\u0000${id}\u0000${envId}`;

const COLUMNS = 'id, org_id, env_id, public_jwk, master_id, wrapped, current, created_at, retired_at, published_until';

/** The environment's current key, or null before its first receipt. */
export async function currentReceiptKey(db: Db, envId: string): Promise<ReceiptKeyRow | null> {
  const { rows } = await db.query<ReceiptKeyRow>(`SELECT ${COLUMNS} FROM receipt_keys WHERE env_id = $1 AND current`, [envId]);
  return rows[0] ?? null;
}

/** A key of this environment by id (current or retired), or null. */
export async function receiptKeyById(db: Db, envId: string, id: string): Promise<ReceiptKeyRow | null> {
  const { rows } = await db.query<ReceiptKeyRow>(`SELECT ${COLUMNS} FROM receipt_keys WHERE env_id = $1 AND id = $2`, [envId, id]);
  return rows[0] ?? null;
}

/** Stores a first key unless the environment has one already (another process was first); returns the current one. */
export async function addFirstReceiptKey(db: Db, key: NewReceiptKey): Promise<ReceiptKeyRow> {
  await db.query(
    `INSERT INTO receipt_keys (id, org_id, env_id, public_jwk, master_id, wrapped) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (env_id) WHERE current DO NOTHING`,
    [key.id, key.orgId, key.envId, JSON.stringify(key.publicJwk), key.masterId, key.wrapped],
  );
  const found = await currentReceiptKey(db, key.envId);
  if (!found) throw new Error('receipt key could not be created');
  return found;
}

/**
 * Makes `key` the environment's current key. The one it replaces stops signing now and stays published for
 * `publishForS` seconds more (the longest a receipt it signed can live); returns the replaced key, if any.
 */
export async function rotateReceiptKey(db: Db, key: NewReceiptKey, publishForS: number): Promise<ReceiptKeyRow | null> {
  return inTransaction(db, async (c) => {
    // The environment's row serialises rotations (and first keys created meanwhile) of one environment.
    await c.query('SELECT id FROM environments WHERE id = $1 AND org_id = $2 FOR UPDATE', [key.envId, key.orgId]);
    const { rows } = await c.query<ReceiptKeyRow>(
      `UPDATE receipt_keys SET current = false, retired_at = now(), published_until = now() + make_interval(secs => $2)
        WHERE env_id = $1 AND current RETURNING ${COLUMNS}`,
      [key.envId, publishForS],
    );
    await c.query('INSERT INTO receipt_keys (id, org_id, env_id, public_jwk, master_id, wrapped) VALUES ($1, $2, $3, $4, $5, $6)', [
      key.id,
      key.orgId,
      key.envId,
      JSON.stringify(key.publicJwk),
      key.masterId,
      key.wrapped,
    ]);
    return rows[0] ?? null;
  });
}

/** Keys by id that are still published at `at` (current, or retired with receipts that may still be valid). */
export async function publishedReceiptKeys(
  db: Db,
  ids: string[],
  at: Date,
): Promise<{ id: string; public_jwk: Record<string, string>; org: string; env: string; published_until: Date | null }[]> {
  const { rows } = await db.query(
    `SELECT k.id, k.public_jwk, o.slug AS org, e.kind AS env, CASE WHEN k.current THEN NULL ELSE k.published_until END AS published_until
       FROM receipt_keys k JOIN environments e ON e.id = k.env_id JOIN organizations o ON o.id = k.org_id
      WHERE k.id = ANY($1::text[]) AND (k.current OR k.published_until > $2)
      ORDER BY k.created_at`,
    [ids, at],
  );
  return rows;
}

/**
 * The keys an environment publishes at `at` (current, and retired ones whose receipts may still be valid),
 * oldest first, by the organisation's slug and the environment's kind; null when there is no such
 * environment. One organisation's keys only: both names must match the same environment.
 */
export async function publishedEnvReceiptKeys(
  db: Db,
  orgSlug: string,
  kind: string,
  at: Date,
): Promise<{ envId: string; keys: { id: string; public_jwk: Record<string, string> }[] } | null> {
  const { rows } = await db.query<{ env_id: string; id: string | null; public_jwk: Record<string, string> | null }>(
    `SELECT e.id AS env_id, k.id, k.public_jwk
       FROM environments e JOIN organizations o ON o.id = e.org_id
       LEFT JOIN receipt_keys k ON k.env_id = e.id AND (k.current OR k.published_until > $3)
      WHERE o.slug = $1 AND e.kind = $2
      ORDER BY k.created_at`,
    [orgSlug, kind, at],
  );
  if (rows.length === 0) return null;
  return { envId: rows[0]!.env_id, keys: rows.filter((r) => r.id !== null).map((r) => ({ id: r.id!, public_jwk: r.public_jwk! })) };
}

/** The environment's keys, newest first (for the CLI). */
export async function listReceiptKeys(db: Db, envId: string): Promise<ReceiptKeyRow[]> {
  const { rows } = await db.query<ReceiptKeyRow>(`SELECT ${COLUMNS} FROM receipt_keys WHERE env_id = $1 ORDER BY created_at DESC`, [envId]);
  return rows;
}

/** Retention sweep: retired keys no longer published (every receipt they signed has expired). */
export async function sweepReceiptKeys(db: Db, at: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM receipt_keys WHERE id IN (
       SELECT id FROM receipt_keys WHERE NOT current AND published_until <= $1 ORDER BY published_until LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [at, limit],
  );
  return rowCount ?? 0;
}
