import type { ActionTypeInfo, Category } from '../domain/registry';
import type { Db } from './db';

/** Adds an operator's type to an environment, or replaces the earlier definition of it. */
export async function upsertActionType(db: Db, envId: string, t: ActionTypeInfo): Promise<void> {
  await db.query(
    `INSERT INTO action_types (env_id, type, categories, synonyms) VALUES ($1, $2, $3, $4)
     ON CONFLICT (env_id, type) DO UPDATE SET categories = EXCLUDED.categories, synonyms = EXCLUDED.synonyms, updated_at = now()`,
    [envId, t.type, t.categories, t.synonyms],
  );
}

export async function listActionTypes(db: Db, envId: string): Promise<ActionTypeInfo[]> {
  const { rows } = await db.query<{ type: string; categories: Category[]; synonyms: string[] }>(
    'SELECT type, categories, synonyms FROM action_types WHERE env_id = $1 ORDER BY type',
    [envId],
  );
  return rows;
}

export async function removeActionType(db: Db, envId: string, type: string): Promise<boolean> {
  return ((await db.query('DELETE FROM action_types WHERE env_id = $1 AND type = $2', [envId, type])).rowCount ?? 0) > 0;
}

/** SQL for an environment's added types as one JSON array, so authentication fetches them in the same round trip. */
export const ACTION_TYPES_JSON = `COALESCE((SELECT jsonb_agg(jsonb_build_object('type', t.type, 'categories', t.categories, 'synonyms', t.synonyms) ORDER BY t.type)
  FROM action_types t WHERE t.env_id = e.id), '[]'::jsonb)`;
