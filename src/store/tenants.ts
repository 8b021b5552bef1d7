import type { ActionTypeInfo } from '../domain/registry';
import { auditedValue, consistencyProblems, resolveSettings, type EnvSettings, type SettingProblem } from '../domain/settings';
import type { PoolClient } from 'pg';
import type { Db } from './db';
import { inTransaction } from './db';
import { newId } from './ids';
import { ACTION_TYPES_JSON } from './action-types';
import type { StoredShadow } from '../decision/shadow';
import { audit } from './audit';

export type EnvKind = 'test' | 'live';

export interface EnvRef {
  orgId: string;
  orgSlug: string;
  envId: string;
  kind: EnvKind;
  settings: EnvSettings;
  /** The operator's own action types for this environment (the built-in ones are not repeated). */
  actionTypes: ActionTypeInfo[];
  /** The environment's shadow candidate (shadow mode), if one is set. */
  shadow: StoredShadow | null;
}

export const ORG_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Creates the organisation (and both of its environments) if it does not exist yet. */
export async function ensureOrg(db: Db, slug: string): Promise<string> {
  if (!ORG_SLUG.test(slug)) throw new Error(`organisation slug "${slug}" must be lower-case letters, digits and dashes (max 63)`);
  return inTransaction(db, async (c) => {
    await c.query('INSERT INTO organizations (id, slug) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [newId('org'), slug]);
    const { rows } = await c.query<{ id: string }>('SELECT id FROM organizations WHERE slug = $1', [slug]);
    const orgId = rows[0].id;
    for (const kind of ['test', 'live']) {
      await c.query('INSERT INTO environments (id, org_id, kind) VALUES ($1, $2, $3) ON CONFLICT (org_id, kind) DO NOTHING', [
        newId('env'),
        orgId,
        kind,
      ]);
    }
    return orgId;
  });
}

export async function findEnv(db: Db, slug: string, kind: EnvKind): Promise<EnvRef | null> {
  return envWhere(db, 'o.slug = $1', slug, kind);
}

async function envWhere(db: Db, orgCondition: string, org: string, kind: EnvKind): Promise<EnvRef | null> {
  const { rows } = await db.query(
    `SELECT o.id AS org_id, o.slug, e.id AS env_id, e.kind, e.settings, e.shadow, ${ACTION_TYPES_JSON} AS action_types
       FROM organizations o JOIN environments e ON e.org_id = o.id
      WHERE ${orgCondition} AND e.kind = $2`,
    [org, kind],
  );
  if (rows.length === 0) return null;
  const r = rows[0];
  return { orgId: r.org_id, orgSlug: r.slug, envId: r.env_id, kind: r.kind, settings: resolveSettings(r.settings), actionTypes: r.action_types, shadow: r.shadow ?? null };
}

/**
 * Applies changes atomically; the merged settings must be consistent or nothing is stored. Each setting whose
 * value changes is written to the audit trail under `actor`, in the same transaction.
 */
export async function updateSettings(
  db: Db,
  envId: string,
  changes: Partial<EnvSettings>,
  actor = 'system',
): Promise<{ settings: EnvSettings; problems: SettingProblem[]; changed: string[] }> {
  return inTransaction(db, (c) => applySettings(c, envId, changes, actor));
}

/** updateSettings within a transaction the caller holds (shadow promotion applies settings and tools in one). */
export async function applySettings(
  c: PoolClient,
  envId: string,
  changes: Partial<EnvSettings>,
  actor: string,
): Promise<{ settings: EnvSettings; problems: SettingProblem[]; changed: string[] }> {
  const { rows } = await c.query<{ settings: Record<string, unknown>; org_id: string }>('SELECT settings, org_id FROM environments WHERE id = $1 FOR UPDATE', [envId]);
  const before = resolveSettings(rows[0].settings);
  const stored = { ...rows[0].settings, ...changes };
  const settings = resolveSettings(stored);
  const problems = consistencyProblems(settings);
  const changed = (Object.keys(changes) as (keyof EnvSettings)[]).filter((k) => before[k] !== settings[k]);
  if (problems.length === 0) {
    await c.query('UPDATE environments SET settings = $2 WHERE id = $1', [envId, JSON.stringify(stored)]);
    for (const name of changed) {
      await audit(c, { orgId: rows[0].org_id, envId, actor, action: 'setting.changed', subject: name, before: auditedValue(name, before[name]), after: auditedValue(name, settings[name]) });
    }
  }
  return { settings, problems, changed: problems.length === 0 ? changed : [] };
}

/** One environment of an organisation known by id (the console's session names the organisation). */
export async function envOfOrg(db: Db, orgId: string, kind: EnvKind): Promise<EnvRef | null> {
  return envWhere(db, 'o.id = $1', orgId, kind);
}
