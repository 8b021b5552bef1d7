import { audit } from './audit';
import type { Db } from './db';

export interface AgentRow {
  name: string;
  action_types: string[];
}

export async function upsertAgent(db: Db, envId: string, name: string, types: string[]): Promise<void> {
  await db.query(
    `INSERT INTO agents (env_id, name, action_types) VALUES ($1, $2, $3)
     ON CONFLICT (env_id, name) DO UPDATE SET action_types = EXCLUDED.action_types, updated_at = now()`,
    [envId, name, types],
  );
}

export async function listAgents(db: Db, envId: string): Promise<AgentRow[]> {
  return (await db.query<AgentRow>('SELECT name, action_types FROM agents WHERE env_id = $1 ORDER BY name', [envId])).rows;
}

export async function removeAgent(db: Db, envId: string, name: string): Promise<boolean> {
  return ((await db.query('DELETE FROM agents WHERE env_id = $1 AND name = $2', [envId, name])).rowCount ?? 0) > 0;
}

/** The actor's registration and whether the environment has any registered agents, in one round trip. */
export async function lookupAgent(db: Db, envId: string, name: string): Promise<{ anyRegistered: boolean; types: string[] | null }> {
  const { rows } = await db.query<{ any: boolean; types: string[] | null }>({
    name: 'gatehouse.lookupAgent',
    text: `SELECT EXISTS (SELECT 1 FROM agents WHERE env_id = $1) AS any,
            (SELECT action_types FROM agents WHERE env_id = $1 AND name = $2) AS types`,
    values: [envId, name],
  });
  return { anyRegistered: rows[0].any, types: rows[0].types };
}

/** Registers or edits an agent and records who did it (from what to what) in the audit trail. */
export async function saveAgent(db: Db, env: { orgId: string; envId: string }, name: string, types: string[], actor: string): Promise<void> {
  const before = (await db.query<{ action_types: string[] }>('SELECT action_types FROM agents WHERE env_id = $1 AND name = $2', [env.envId, name])).rows[0];
  await upsertAgent(db, env.envId, name, types);
  await audit(db, { orgId: env.orgId, envId: env.envId, actor, action: 'agent.saved', subject: name, before: before?.action_types ?? null, after: types });
}

/** Removes an agent and records who did it; false when there was no such agent. */
export async function deleteAgent(db: Db, env: { orgId: string; envId: string }, name: string, actor: string): Promise<boolean> {
  if (!(await removeAgent(db, env.envId, name))) return false;
  await audit(db, { orgId: env.orgId, envId: env.envId, actor, action: 'agent.removed', subject: name });
  return true;
}
