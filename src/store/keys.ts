import { resolveSettings } from '../domain/settings';
import type { Db } from './db';
import { hashApiKey, newApiKey, newId, API_KEY_PATTERN } from './ids';
import { ACTION_TYPES_JSON } from './action-types';
import { ensureOrg, type EnvKind, type EnvRef } from './tenants';

/** What a key may do: agent (evaluate, read, review; every key before 0.5.0) or admin (an operator's; see src/api/auth.ts). */
export type KeyScope = 'agent' | 'admin';
export const KEY_SCOPES: readonly KeyScope[] = ['agent', 'admin'];

export interface KeyRow {
  id: string;
  env: EnvKind;
  prefix: string;
  scope: KeyScope;
  created_at: string;
  revoked_at: string | null;
}

/** Creates a key; the plain key is returned once and never stored. */
export async function createKey(
  db: Db,
  slug: string,
  kind: EnvKind,
  scope: KeyScope = 'agent',
): Promise<{ id: string; key: string; prefix: string; orgId: string; envId: string }> {
  const orgId = await ensureOrg(db, slug);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM environments WHERE org_id = $1 AND kind = $2', [orgId, kind]);
  return { ...(await createEnvKey(db, { orgId, envId: rows[0].id, kind }, scope)), orgId, envId: rows[0].id };
}

/** Creates a key for one environment of an existing organisation; the plain key is returned once. */
export async function createEnvKey(
  db: Db,
  env: { orgId: string; envId: string; kind: EnvKind },
  scope: KeyScope = 'agent',
): Promise<{ id: string; key: string; prefix: string }> {
  const key = newApiKey(env.kind);
  const id = newId('key');
  const prefix = key.slice(0, 14);
  await db.query('INSERT INTO api_keys (id, org_id, env_id, key_hash, prefix, scope) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    env.orgId,
    env.envId,
    hashApiKey(key),
    prefix,
    scope,
  ]);
  return { id, key, prefix };
}

/** The keys of one environment, newest first. */
export async function listEnvKeys(db: Db, envId: string): Promise<Omit<KeyRow, 'env'>[]> {
  const { rows } = await db.query('SELECT id, prefix, scope, created_at, revoked_at FROM api_keys WHERE env_id = $1 ORDER BY created_at DESC, id DESC', [envId]);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), revoked_at: r.revoked_at?.toISOString() ?? null }));
}

/** Revokes a key of this environment only; its prefix, or null when the environment has no such active key. */
export async function revokeEnvKey(db: Db, envId: string, id: string): Promise<string | null> {
  const { rows } = await db.query<{ prefix: string }>(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND env_id = $2 AND revoked_at IS NULL RETURNING prefix',
    [id, envId],
  );
  return rows[0]?.prefix ?? null;
}

export async function listKeys(db: Db, slug: string): Promise<KeyRow[]> {
  const { rows } = await db.query(
    `SELECT k.id, e.kind AS env, k.prefix, k.scope, k.created_at, k.revoked_at
       FROM api_keys k JOIN environments e ON e.id = k.env_id JOIN organizations o ON o.id = k.org_id
      WHERE o.slug = $1 ORDER BY k.created_at`,
    [slug],
  );
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString(), revoked_at: r.revoked_at?.toISOString() ?? null }));
}

/** Revokes by key id or by the key itself. Returns the key's row, or null when no such active key exists. */
export async function revokeKey(db: Db, keyOrId: string): Promise<{ id: string; orgId: string; envId: string; prefix: string } | null> {
  const byKey = API_KEY_PATTERN.test(keyOrId);
  const { rows } = await db.query<{ id: string; org_id: string; env_id: string; prefix: string }>(
    `UPDATE api_keys SET revoked_at = now() WHERE ${byKey ? 'key_hash' : 'id'} = $1 AND revoked_at IS NULL RETURNING id, org_id, env_id, prefix`,
    [byKey ? hashApiKey(keyOrId) : keyOrId],
  );
  return rows.length === 0 ? null : { id: rows[0].id, orgId: rows[0].org_id, envId: rows[0].env_id, prefix: rows[0].prefix };
}

export interface Principal extends EnvRef {
  keyId: string;
  scope: KeyScope;
}

/** One indexed lookup per request, so a revocation takes effect on the very next request. */
export async function authenticate(db: Db, key: string): Promise<Principal | null> {
  return authenticateHash(db, hashApiKey(key));
}

/** The same lookup by the key's SHA-256, for a caller that has it already (the per-process cache). */
export async function authenticateHash(db: Db, keyHash: Buffer): Promise<Principal | null> {
  const { rows } = await db.query({
    // Named: prepared once per connection, so the hot path skips parsing and planning (also below).
    name: 'gatehouse.authenticate',
    text: `SELECT k.id AS key_id, k.scope, o.id AS org_id, o.slug, e.id AS env_id, e.kind, e.settings, e.shadow, ${ACTION_TYPES_JSON} AS action_types
       FROM api_keys k JOIN environments e ON e.id = k.env_id JOIN organizations o ON o.id = k.org_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    values: [keyHash],
  });
  if (rows.length === 0) return null;
  const r = rows[0];
  return { keyId: r.key_id, scope: r.scope, orgId: r.org_id, orgSlug: r.slug, envId: r.env_id, kind: r.kind, settings: resolveSettings(r.settings), actionTypes: r.action_types, shadow: r.shadow ?? null };
}
