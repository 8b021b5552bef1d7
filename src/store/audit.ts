// Who changed what, per organisation and environment: settings, keys, agents and operators' own actions.

import type { Db } from './db';
import { pgJson } from './decisions';

export interface AuditEvent {
  id: number;
  actor: string;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface AuditInput {
  orgId: string;
  envId: string | null;
  actor: string;
  action: string;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

type Queryable = Pick<Db, 'query'>;

export async function audit(db: Queryable, e: AuditInput): Promise<void> {
  await db.query('INSERT INTO audit_events (org_id, env_id, actor, action, subject, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    e.orgId,
    e.envId,
    e.actor,
    e.action,
    e.subject ?? null,
    e.before === undefined ? null : pgJson(e.before),
    e.after === undefined ? null : pgJson(e.after),
  ]);
}

export async function listAudit(db: Db, envId: string, actions: string[], limit = 100): Promise<AuditEvent[]> {
  const { rows } = await db.query(
    `SELECT id, actor, action, subject, before, after, created_at FROM audit_events
      WHERE env_id = $1 AND action = ANY($2) ORDER BY id DESC LIMIT $3`,
    [envId, actions, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: r.created_at.toISOString() }));
}
