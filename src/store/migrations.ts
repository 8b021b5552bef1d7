import type { Db } from './db';

// Forward-only migrations, applied in order under an advisory lock so that several processes can start at once.
const MIGRATIONS: { id: string; sql: string }[] = [
  {
    id: '001_core',
    sql: `
CREATE TABLE organizations (
  id text PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE environments (
  id text PRIMARY KEY,
  org_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('test', 'live')),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, kind)
);
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  org_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  key_hash bytea NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE TABLE agents (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  name text NOT NULL,
  action_types text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (env_id, name)
);
CREATE TABLE decisions (
  id text PRIMARY KEY,
  org_id text NOT NULL,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  outcome text NOT NULL,
  action_type text,
  actor_name text,
  reason_codes text[] NOT NULL,
  record jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX decisions_env_created ON decisions (env_id, created_at DESC);
CREATE INDEX decisions_expires ON decisions (expires_at);
CREATE TABLE decision_content (
  decision_id text PRIMARY KEY REFERENCES decisions(id) ON DELETE CASCADE,
  env_id text NOT NULL,
  mode text NOT NULL,
  content jsonb,
  expires_at timestamptz
);
CREATE TABLE reviews (
  id bigserial PRIMARY KEY,
  decision_id text NOT NULL REFERENCES decisions(id) ON DELETE CASCADE,
  env_id text NOT NULL,
  outcome text NOT NULL,
  reviewer text NOT NULL,
  note text,
  channel text NOT NULL DEFAULT 'api',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_decision ON reviews (decision_id, id DESC);
CREATE TABLE idempotency_keys (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  key_hash bytea NOT NULL,
  body_hash bytea NOT NULL,
  decision_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (env_id, key_hash)
);
CREATE TABLE usage_counters (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  metric text NOT NULL,
  period text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (env_id, metric, period)
);
`,
  },
  {
    id: '002_action_types',
    sql: `
CREATE TABLE action_types (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  type text NOT NULL,
  categories text[] NOT NULL,
  synonyms text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (env_id, type)
);
`,
  },
];

const LOCK_ID = 4_711_008_015;

export async function migrate(db: Db): Promise<string[]> {
  const c = await db.connect();
  try {
    await c.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await c.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await c.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
    const applied: string[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.id)) continue;
      await c.query('BEGIN');
      try {
        await c.query(m.sql);
        await c.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
        await c.query('COMMIT');
      } catch (err) {
        await c.query('ROLLBACK');
        throw err;
      }
      applied.push(m.id);
    }
    return applied;
  } finally {
    await c.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    c.release();
  }
}
