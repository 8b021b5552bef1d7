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
  {
    // The agreement report reads the decisions of a window and the verdicts given since it opened, both from
    // the index alone: decisions_env_created keeps its name and keys and gains the columns the report reads.
    id: '003_report_indexes',
    sql: `
DROP INDEX decisions_env_created;
CREATE INDEX decisions_env_created ON decisions (env_id, created_at) INCLUDE (id, outcome, reason_codes);
CREATE INDEX reviews_env_created ON reviews (env_id, created_at) INCLUDE (decision_id, id, outcome, channel);
`,
  },
  {
    // Verdicts by mail: one digest per environment and UTC day (the row is the guard against a second
    // send), the tokens mailed with it (kept only as SHA-256 hashes), and every mail read from the
    // ingestion mailbox by its Message-ID, so that none is applied twice.
    id: '004_mail',
    sql: `
CREATE TABLE mail_digests (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  day date NOT NULL,
  status text NOT NULL CHECK (status IN ('sending', 'sent')),
  claimed_until timestamptz,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  listed integer,
  message_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (env_id, day)
);
CREATE TABLE mail_tokens (
  token_hash bytea PRIMARY KEY,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  day date NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE mail_ingested (
  message_key text PRIMARY KEY,
  env_id text REFERENCES environments(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('processed', 'rejected')),
  reason text,
  sender text,
  verdicts integer NOT NULL DEFAULT 0,
  uid_validity text,
  uid bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_ingested_created ON mail_ingested (created_at);
`,
  },
  {
    // Retention: indexes for the daily sweep, and the payload codec's data keys (one per environment,
    // retention mode and UTC day, stored wrapped under the master key; the sweep destroys them).
    id: '005_retention',
    sql: `
CREATE INDEX decision_content_expires ON decision_content (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
CREATE TABLE payload_keys (
  id text PRIMARY KEY,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  mode text NOT NULL,
  day text NOT NULL,
  master_id text NOT NULL,
  wrapped bytea NOT NULL,
  destroy_after timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (env_id, mode, day)
);
CREATE INDEX payload_keys_destroy ON payload_keys (destroy_after);
CREATE TABLE payload_master (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  master_id text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    // The operator console. Operators belong to one organisation; sessions and the sign-in throttle are kept
    // as SHA-256 hashes of their tokens and keys. Decisions carry their latest verdict (kept by addReview in
    // the same statement as the verdict) so that the console's list filters on it from an index; each filter
    // of the list has an index in (created_at, id) order, so that a page is a short index range scan. The
    // unfiltered list reads the report's covering index backwards, now with id as a key column.
    id: '006_console',
    sql: `
ALTER TABLE decisions ADD COLUMN verdict text;
UPDATE decisions d SET verdict = r.outcome
  FROM (SELECT DISTINCT ON (decision_id) decision_id, outcome FROM reviews ORDER BY decision_id, id DESC) r
 WHERE r.decision_id = d.id;
DROP INDEX decisions_env_created;
CREATE INDEX decisions_env_created ON decisions (env_id, created_at, id) INCLUDE (outcome, reason_codes);
CREATE INDEX decisions_list_outcome ON decisions (env_id, outcome, created_at DESC, id DESC);
CREATE INDEX decisions_list_verdict ON decisions (env_id, verdict, created_at DESC, id DESC);
CREATE INDEX decisions_list_waiting ON decisions (env_id, created_at DESC, id DESC) WHERE verdict IS NULL;
CREATE INDEX decisions_list_given ON decisions (env_id, created_at DESC, id DESC) WHERE verdict IS NOT NULL;
CREATE INDEX decisions_list_type ON decisions (env_id, action_type, created_at DESC, id DESC);
CREATE INDEX decisions_list_actor ON decisions (env_id, actor_name, created_at DESC, id DESC);
CREATE INDEX decisions_reason_codes ON decisions USING gin (reason_codes);
CREATE TABLE operators (
  id text PRIMARY KEY,
  org_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  email text NOT NULL,
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, email)
);
CREATE TABLE operator_sessions (
  token_hash bytea PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);
CREATE INDEX operator_sessions_expires ON operator_sessions (expires_at);
CREATE TABLE signin_throttle (
  key_hash bytea PRIMARY KEY,
  failures integer NOT NULL,
  window_start timestamptz NOT NULL,
  locked_until timestamptz
);
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  org_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  env_id text REFERENCES environments(id) ON DELETE CASCADE,
  actor text NOT NULL,
  action text NOT NULL,
  subject text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_env ON audit_events (env_id, action, id DESC);
`,
  },
  {
    // The tool catalogue of each environment: what a tool does (effect classes), whether every call needs a
    // person, and which argument holds the amount, currency, record and recipient. source says who stated it
    // (operator: outranks what code computes; api, mcp, openai, anthropic: additions only). The primary key
    // is the lookup of the decision path (one indexed query for a call's tool names).
    id: '007_tools',
    sql: `
CREATE TABLE tools (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  effects text[] NOT NULL DEFAULT '{}',
  review boolean NOT NULL DEFAULT false,
  amount_arg text,
  currency_arg text,
  target_arg text,
  recipient_arg text,
  source text NOT NULL CHECK (source IN ('operator', 'api', 'mcp', 'openai', 'anthropic')),
  annotations jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (env_id, name)
);
`,
  },
  {
    // Rate limits (src/api/ratelimit.ts): one token bucket per API key and per environment, shared by every API
    // process. Processes lease tokens in batches, so the common request touches no row here.
    id: '008_rate_limits',
    sql: `
CREATE TABLE rate_buckets (
  bucket text PRIMARY KEY,
  tokens double precision NOT NULL,
  refilled_at timestamptz NOT NULL,
  last_grant integer NOT NULL DEFAULT 0
);
`,
  },
  {
    // The decision core (issue 13): model calls are reserved once per decision and purpose, so a retried
    // activity or a retried request never spends the budget twice; the daily count moved into the
    // transaction that records the decision. Reservations are swept after 24 hours (src/store/retention.ts).
    id: '009_model_reservations',
    sql: `
CREATE TABLE model_reservations (
  decision_id text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('assess', 'select')),
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  period text NOT NULL,
  calls integer NOT NULL,
  granted boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (decision_id, purpose)
);
CREATE INDEX model_reservations_created ON model_reservations (created_at);
-- The record step's last word: a statement that calls this fails (SQLSTATE GH408) once the deadline has
-- passed, by the store's own clock, so that what it wrote is rolled back instead of committed.
CREATE FUNCTION gatehouse_before_deadline(deadline timestamptz) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  IF clock_timestamp() > deadline THEN
    RAISE EXCEPTION 'the decision deadline passed before it could be recorded' USING ERRCODE = 'GH408';
  END IF;
  RETURN true;
END
$fn$;
`,
  },
  {
    // Action hash and signed receipts (issue 15). The action hash is kept with the record (not content: it
    // stays for the record's 13 months under every retention mode). Receipt keys: one Ed25519 key pair per
    // environment signs at a time (`current`); the private key is stored only wrapped under the payload
    // master key (AES-256-GCM, bound to its row), the public key in clear. A rotated key stops signing and
    // stays published until every receipt it signed has expired (`published_until`); the sweep drops it then.
    id: '010_receipts',
    sql: `
ALTER TABLE decisions ADD COLUMN action_hash text;
CREATE TABLE receipt_keys (
  id text PRIMARY KEY,
  org_id text NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  public_jwk jsonb NOT NULL,
  master_id text NOT NULL,
  wrapped bytea NOT NULL,
  current boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  published_until timestamptz,
  CHECK (current = (retired_at IS NULL) AND current = (published_until IS NULL))
);
CREATE UNIQUE INDEX receipt_keys_current ON receipt_keys (env_id) WHERE current;
CREATE INDEX receipt_keys_env ON receipt_keys (env_id, created_at);
CREATE INDEX receipt_keys_published ON receipt_keys (published_until) WHERE NOT current;
`,
  },
  {
    // Approvals (issue 15): one row per review decision of an environment with approvals on. A verdict
    // (addReview) or the approval's workflow (expiry) resolves it; the trigger tells waiting API processes
    // (LISTEN gatehouse_approvals) in the resolving transaction, so the news is sent exactly when it commits.
    // The webhook signing secret of an environment is kept wrapped under the payload master key.
    id: '011_approvals',
    sql: `
CREATE TABLE approvals (
  decision_id text PRIMARY KEY REFERENCES decisions(id) ON DELETE CASCADE,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied', 'changed', 'expired')),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  channel text CHECK (channel IN ('api', 'mail', 'console')),
  escalation_claimed_at timestamptz,
  escalated_at timestamptz
);
CREATE INDEX approvals_pending ON approvals (env_id, expires_at) WHERE status = 'pending';
CREATE FUNCTION gatehouse_approval_resolved() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('gatehouse_approvals', NEW.decision_id);
  RETURN NULL;
END
$fn$;
CREATE TRIGGER approvals_resolved AFTER UPDATE OF status ON approvals
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status <> 'pending') EXECUTE FUNCTION gatehouse_approval_resolved();
CREATE TABLE webhook_secrets (
  env_id text PRIMARY KEY REFERENCES environments(id) ON DELETE CASCADE,
  master_id text NOT NULL,
  wrapped bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    // What a key may do: agent (evaluate, read, review) or admin (an operator's: settings and the tool catalogue).
    id: '012_key_scopes',
    sql: `ALTER TABLE api_keys ADD COLUMN scope text NOT NULL DEFAULT 'agent' CHECK (scope IN ('agent', 'admin'));`,
  },
  {
    // Keys looked up once per process (src/store/principal-cache.ts): whatever changes what a key's lookup
    // answers (a key revoked, its scope changed, its environment's settings or tool catalogue) NOTIFYs every
    // API process in the changing transaction, with the environment's id, so each drops what it cached.
    id: '013_principal_notify',
    sql: `
CREATE FUNCTION gatehouse_principal_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'environments' THEN
    PERFORM pg_notify('gatehouse_principals', COALESCE(NEW.id, OLD.id));
  ELSE
    PERFORM pg_notify('gatehouse_principals', COALESCE(NEW.env_id, OLD.env_id));
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER api_keys_changed AFTER UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION gatehouse_principal_changed();
CREATE TRIGGER environments_changed AFTER UPDATE OR DELETE ON environments FOR EACH ROW EXECUTE FUNCTION gatehouse_principal_changed();
CREATE TRIGGER action_types_changed AFTER INSERT OR UPDATE OR DELETE ON action_types FOR EACH ROW EXECUTE FUNCTION gatehouse_principal_changed();
`,
  },
  {
    // Session and window rules (issue 27): what each decision of an environment with rules adds to the running
    // values, written in the decision's own transaction. Payees only as hashes. Removed with the decision.
    id: '014_session_rules',
    sql: `
CREATE TABLE rule_events (
  decision_id text PRIMARY KEY REFERENCES decisions(id) ON DELETE CASCADE,
  env_id text NOT NULL,
  at timestamptz NOT NULL,
  outcome text NOT NULL,
  agent text NOT NULL,
  key_id text,
  session_id text,
  action_type text NOT NULL,
  effects text[] NOT NULL,
  amount numeric,
  currency text,
  untrusted text,
  payee_changed bytea
);
CREATE INDEX rule_events_agent ON rule_events (env_id, agent, at);
CREATE INDEX rule_events_key ON rule_events (env_id, key_id, at) WHERE key_id IS NOT NULL;
CREATE INDEX rule_events_session ON rule_events (env_id, session_id, at) WHERE session_id IS NOT NULL;
CREATE INDEX rule_events_env ON rule_events (env_id, at);
`,
  },
  {
    // The tamper-evident audit chain (issue 27, src/domain/audit-chain.ts): every decision and verdict of an
    // environment is an entry, appended in the statement that records it. The head row holds the last entry
    // (its seq, hash, until and content hash) and is locked by that statement, so appends are serialised per
    // environment. Entries keep only hashes and references: retention deletes the content (the decision and
    // its verdicts), never an entry. Checkpoints are the chain's hash at a seq, signed with the environment's
    // receipt key.
    id: '015_audit_chain',
    sql: `
CREATE TABLE audit_heads (
  env_id text PRIMARY KEY REFERENCES environments(id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  hash bytea NOT NULL,
  until_ms bigint NOT NULL,
  content_hash bytea NOT NULL
);
CREATE TABLE audit_entries (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('decision', 'verdict')),
  decision_id text NOT NULL,
  review_id bigint,
  until_ms bigint NOT NULL,
  content_hash bytea NOT NULL,
  hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (env_id, seq)
);
CREATE UNIQUE INDEX audit_entries_decision ON audit_entries (env_id, decision_id) WHERE kind = 'decision';
CREATE INDEX audit_entries_created ON audit_entries (env_id, created_at);
CREATE INDEX audit_entries_review ON audit_entries (env_id, review_id) WHERE kind = 'verdict';
CREATE TABLE audit_checkpoints (
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  hash bytea NOT NULL,
  kid text NOT NULL,
  jws text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (env_id, seq)
);
`,
  },
  {
    // Backtests (issue 28): a candidate policy decided again over the stored decisions of a window. One row
    // per backtest (kept 30 days), and one row per batch its workflow ran, keyed by (backtest, batch): a batch
    // retried after a worker died finds its row and is never counted twice. The report sums the batch rows.
    id: '016_backtests',
    sql: `
CREATE TABLE backtests (
  id text PRIMARY KEY,
  org_id text NOT NULL,
  env_id text NOT NULL REFERENCES environments(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'cancelled', 'failed')),
  candidate jsonb NOT NULL,
  settings jsonb NOT NULL,
  window_from timestamptz NOT NULL,
  window_to timestamptz NOT NULL,
  total integer NOT NULL,
  replayable integer NOT NULL,
  report jsonb,
  error text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX backtests_env_created ON backtests (env_id, created_at DESC);
CREATE INDEX backtests_env_active ON backtests (env_id, created_at) WHERE status IN ('queued', 'running');
CREATE INDEX backtests_expires ON backtests (expires_at);
CREATE TABLE backtest_batches (
  backtest_id text NOT NULL REFERENCES backtests(id) ON DELETE CASCADE,
  batch integer NOT NULL,
  decisions integer NOT NULL,
  tally jsonb NOT NULL,
  next_at timestamptz,
  next_id text,
  done boolean NOT NULL,
  PRIMARY KEY (backtest_id, batch)
);
`,
  },
  {
    // Shadow mode (issue 28): the environment's candidate (read with its key, so a change NOTIFYs like a
    // setting's), and what each live decision decided with it: the shadow's id, outcome and reason codes.
    id: '017_shadow',
    sql: `
ALTER TABLE environments ADD COLUMN shadow jsonb;
ALTER TABLE decisions ADD COLUMN shadow_id text, ADD COLUMN shadow_outcome text, ADD COLUMN shadow_reason_codes text[], ADD COLUMN shadow_model text;
CREATE INDEX decisions_env_shadow ON decisions (env_id, shadow_id, created_at) WHERE shadow_id IS NOT NULL;
`,
  },
  {
    // Backtests with more of what live decides with (issue 28, the rest). Each decision keeps what its agent
    // rule saw (agent_seen: whether any agent was registered and the actor's types; null when agents were off)
    // and the API key that asked, so a replay decides with the agents of that time and key-scoped rules. A
    // backtest may opt in to the configured model with a call budget: each call, keyed by (backtest,
    // decision), is reserved before it is made and keeps its answer, so a retried batch never spends twice.
    // A backtest of session and window rules keeps the events its candidate's outcomes would have recorded.
    id: '018_backtest_replay',
    sql: `
ALTER TABLE decisions ADD COLUMN agent_seen jsonb, ADD COLUMN key_id text;
ALTER TABLE backtests ADD COLUMN model jsonb;
CREATE TABLE backtest_model_calls (
  backtest_id text NOT NULL REFERENCES backtests(id) ON DELETE CASCADE,
  decision_id text NOT NULL,
  outcome jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (backtest_id, decision_id)
);
-- The columns of rule_events (without its keys: a backtest's event names a decision it never records).
CREATE TABLE backtest_events (
  backtest_id text NOT NULL REFERENCES backtests(id) ON DELETE CASCADE,
  LIKE rule_events,
  PRIMARY KEY (backtest_id, decision_id)
);
CREATE INDEX backtest_events_at ON backtest_events (backtest_id, at);
`,
  },
  {
    // The record's fence: a record statement that passed its deadline check holds its decision's fence (a
    // shared advisory lock in the two-key space, class 26472) until it commits, and the API's last look after
    // the caller's wait takes it exclusively, so it waits for that commit; a record statement after the look
    // finds the deadline passed. A decision answered 503 is then never recorded behind it.
    id: '019_record_fence',
    sql: `
CREATE FUNCTION gatehouse_fence_open(deadline timestamptz, decision_id text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(26472, hashtext(decision_id));
  RETURN clock_timestamp() <= deadline;
END
$fn$;
CREATE FUNCTION gatehouse_before_fenced_deadline(deadline timestamptz, decision_id text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  IF NOT gatehouse_fence_open(deadline, decision_id) THEN
    RAISE EXCEPTION 'the decision deadline passed before it could be recorded' USING ERRCODE = 'GH408';
  END IF;
  RETURN true;
END
$fn$;
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
