// The audit chain in PostgreSQL (issue 27; the hashing is src/domain/audit-chain.ts, the table layout
// migration 015_audit_chain). Appending is two CTEs added to the statement that records a decision or a
// verdict: the environment's head row is upserted (its row lock serialises appends per environment, and is
// held only until that statement commits), and the entry is inserted with the seq and hash it returned.
// Nothing here removes an entry: retention deletes decisions and verdicts, and their entries stay.

import {
  AUDIT_CHAIN_VERSION,
  CHECKPOINT_EVERY,
  CHECKPOINT_INTERVAL_MS,
  contentHash,
  type DecisionContent,
  type EntryContent,
  type ExportCheckpoint,
  type ExportEntry,
  type ExportLine,
  type ExportUnchained,
  type VerdictContent,
} from '../domain/audit-chain';
import type { Db } from './db';

type Queryable = Pick<Db, 'query'>;

/** Where an append's values come from, as SQL expressions over `source` (a FROM … [WHERE …] clause). */
export interface AppendSql {
  /** `FROM x [WHERE …]`: one row per entry to append (zero: nothing is appended). */
  source: string;
  env: string;
  kind: 'decision' | 'verdict';
  decisionId: string;
  reviewId: string;
  /** Epoch milliseconds (bigint) when retention may delete the content. */
  untilMs: string;
  /** Lowercase hex of the content hash. */
  contentHash: string;
  createdAt: string;
}

/**
 * Two CTEs (`ah`, `ae`) to add to a statement's WITH list: they append one entry per row of `source`. The
 * first entry of an environment chains from its genesis; every later one from the head, locked by the
 * upsert (concurrent appends wait for it, then see the head the other one committed).
 */
export function appendCtes(a: AppendSql): string {
  return `ah AS (
         INSERT INTO audit_heads AS hd (env_id, seq, hash, until_ms, content_hash)
         SELECT ${a.env}, 1,
                sha256(sha256(convert_to('gatehouse.audit.genesis:' || ${a.env}, 'UTF8')) || int8send(1::bigint) || int8send(s.u) || s.ch), s.u, s.ch
           FROM (SELECT (${a.untilMs})::bigint AS u, decode(${a.contentHash}, 'hex') AS ch ${a.source}) s
         ON CONFLICT (env_id) DO UPDATE
            SET seq = hd.seq + 1, hash = sha256(hd.hash || int8send(hd.seq + 1) || int8send(EXCLUDED.until_ms) || EXCLUDED.content_hash),
                until_ms = EXCLUDED.until_ms, content_hash = EXCLUDED.content_hash
         RETURNING seq, hash, until_ms, content_hash
       ), ae AS (
         INSERT INTO audit_entries (env_id, seq, kind, decision_id, review_id, until_ms, content_hash, hash, created_at)
         SELECT ${a.env}, ah.seq, '${a.kind}', ${a.decisionId}, ${a.reviewId}, ah.until_ms, ah.content_hash, ah.hash, ${a.createdAt} ${a.source.replace(/^FROM\s+/, 'FROM ah, ')}
         RETURNING seq
       )`;
}

/** A decision entry's content from the values recorded (the record as the store keeps it: JSON text). */
export function decisionContent(c: Omit<DecisionContent, 'kind' | 'record'> & { recordJson: string }): DecisionContent {
  const { recordJson, ...rest } = c;
  return { kind: 'decision', ...rest, record: JSON.parse(recordJson) };
}

/**
 * Appends the entry of a recorded decision on its own (the record was rewritten after its first statement:
 * a decision capped by concurrent requests near daily_cap). Does nothing when the decision has its entry.
 */
export async function appendDecisionEntry(db: Queryable, envId: string, decisionId: string): Promise<void> {
  const { rows } = await db.query(
    `SELECT id, org_id, env_id, outcome, action_type, actor_name, reason_codes, action_hash, created_at, expires_at, record::text AS record_json
       FROM decisions d WHERE id = $1 AND env_id = $2
        AND NOT EXISTS (SELECT 1 FROM audit_entries e WHERE e.env_id = d.env_id AND e.decision_id = d.id AND e.kind = 'decision')`,
    [decisionId, envId],
  );
  if (rows.length === 0) return;
  const r = rows[0];
  const content = decisionContent({
    decision_id: r.id,
    org_id: r.org_id,
    env_id: r.env_id,
    outcome: r.outcome,
    action_type: r.action_type,
    actor_name: r.actor_name,
    reason_codes: r.reason_codes,
    action_hash: r.action_hash,
    created_at: r.created_at.toISOString(),
    recordJson: r.record_json,
  });
  // A concurrent append of the same decision fails on the unique index and rolls its whole statement back.
  await db.query(
    `WITH ${appendCtes({
      source: `FROM (SELECT 1) one WHERE NOT EXISTS (SELECT 1 FROM audit_entries WHERE env_id = $1 AND decision_id = $2 AND kind = 'decision')`,
      env: '$1',
      kind: 'decision',
      decisionId: '$2',
      reviewId: 'NULL::bigint',
      untilMs: '$3',
      contentHash: '$4',
      createdAt: '$5::timestamptz',
    })} SELECT count(*) FROM ae`,
    [envId, decisionId, r.expires_at.getTime(), contentHash(content), r.created_at],
  );
}

const iso = (d: Date) => d.toISOString();

function entryContent(r: Record<string, any>): EntryContent | null {
  if (r.kind === 'decision') {
    if (r.d_id === null) return null;
    return decisionContent({
      decision_id: r.d_id,
      org_id: r.d_org,
      env_id: r.d_env,
      outcome: r.d_outcome,
      action_type: r.d_action_type,
      actor_name: r.d_actor_name,
      reason_codes: r.d_reason_codes,
      action_hash: r.d_action_hash,
      created_at: iso(r.d_created),
      recordJson: r.d_record,
    });
  }
  if (r.r_id === null) return null;
  const v: VerdictContent = {
    kind: 'verdict',
    decision_id: r.r_decision,
    env_id: r.r_env,
    outcome: r.r_outcome,
    reviewer: r.r_reviewer,
    note: r.r_note,
    channel: r.r_channel,
    created_at: iso(r.r_created),
  };
  return v;
}

/** The seq range an export covers: from the checkpoint before `from` to the checkpoint at or after `to`. */
export async function exportSeqRange(db: Queryable, envId: string, from: Date | null, to: Date | null): Promise<{ first: number; last: number } | null> {
  const { rows } = await db.query(
    `WITH b AS (
       SELECT (SELECT min(seq) FROM audit_entries WHERE env_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2)) AS lo,
              (SELECT max(seq) FROM audit_entries WHERE env_id = $1 AND ($3::timestamptz IS NULL OR created_at < $3)) AS hi
     )
     SELECT COALESCE((SELECT max(seq) FROM audit_checkpoints WHERE env_id = $1 AND seq < b.lo), 0) + 1 AS first,
            COALESCE((SELECT min(seq) FROM audit_checkpoints WHERE env_id = $1 AND seq >= b.hi), b.hi) AS last, b.lo, b.hi
       FROM b`,
    [envId, from, to],
  );
  const r = rows[0];
  if (r.lo === null || r.hi === null || Number(r.lo) > Number(r.hi)) return null;
  return { first: Number(r.first), last: Number(r.last) };
}

export const EXPORT_PAGE = 500;

/**
 * The export's lines between seq `first` and `last`, in seq order: the checkpoint at first - 1 (the anchor,
 * when there is one), then each entry with its content as stored now, each checkpoint right after the entry
 * it covers. Read a page at a time, so an export of any length holds one page in memory.
 */
export async function* exportLines(db: Queryable, envId: string, range: { first: number; last: number }, page = EXPORT_PAGE): AsyncGenerator<ExportEntry | ExportCheckpoint> {
  let after = range.first - 1;
  while (after < range.last) {
    const upTo = Math.min(after + page, range.last);
    const cps = await db.query(
      `SELECT seq, encode(hash, 'hex') AS hash, kid, jws, created_at FROM audit_checkpoints
        WHERE env_id = $1 AND seq >= $2 AND seq <= $3 ORDER BY seq`,
      [envId, after === range.first - 1 ? after : after + 1, upTo],
    );
    const checkpoints = new Map<number, ExportCheckpoint>(
      cps.rows.map((c) => [Number(c.seq), { type: 'checkpoint', seq: Number(c.seq), hash: c.hash, created_at: iso(c.created_at), kid: c.kid, jws: c.jws }]),
    );
    const anchor = checkpoints.get(after);
    if (anchor) yield anchor;
    const { rows } = await db.query(
      `SELECT e.seq, e.kind, e.decision_id, e.until_ms, encode(e.content_hash, 'hex') AS content_hash, encode(e.hash, 'hex') AS hash, e.created_at,
              d.id AS d_id, d.org_id AS d_org, d.env_id AS d_env, d.outcome AS d_outcome, d.action_type AS d_action_type, d.actor_name AS d_actor_name,
              d.reason_codes AS d_reason_codes, d.action_hash AS d_action_hash, d.created_at AS d_created, d.record::text AS d_record,
              r.id AS r_id, r.decision_id AS r_decision, r.env_id AS r_env, r.outcome AS r_outcome, r.reviewer AS r_reviewer, r.note AS r_note,
              r.channel AS r_channel, r.created_at AS r_created
         FROM audit_entries e
         LEFT JOIN decisions d ON e.kind = 'decision' AND d.id = e.decision_id AND d.env_id = e.env_id
         LEFT JOIN reviews r ON e.kind = 'verdict' AND r.id = e.review_id AND r.env_id = e.env_id
        WHERE e.env_id = $1 AND e.seq > $2 AND e.seq <= $3 ORDER BY e.seq`,
      [envId, after, upTo],
    );
    for (const r of rows) {
      const seq = Number(r.seq);
      yield {
        type: 'entry',
        seq,
        kind: r.kind,
        decision_id: r.decision_id,
        created_at: iso(r.created_at),
        until: new Date(Number(r.until_ms)).toISOString(),
        content_hash: r.content_hash,
        hash: r.hash,
        content: entryContent(r),
      };
      const cp = checkpoints.get(seq);
      if (cp && seq !== after) yield cp;
    }
    after = upTo;
  }
}

/** An environment whose chain has entries past its last checkpoint, with what is due. */
export interface CheckpointDue {
  orgId: string;
  envId: string;
  orgSlug: string;
  kind: string;
  /** Seqs to sign, each with the chain's hash there (hex): every multiple of CHECKPOINT_EVERY passed, and the head when the last checkpoint is old. */
  points: { seq: number; hash: string }[];
}

/** At most this many checkpoints are made for one environment in one pass (the next pass goes on). */
export const CHECKPOINTS_PER_PASS = 100;

/**
 * What the checkpoint pass signs as of `now`: for each environment with entries past its last checkpoint,
 * every multiple of 1,000 entries passed and, when the last checkpoint is CHECKPOINT_INTERVAL_MS old (or
 * there is none), the head; with `head`, every head past its last checkpoint (`gatehouse audit checkpoint`).
 */
export async function checkpointsDue(db: Queryable, now: Date, opts: { head?: boolean } = {}): Promise<CheckpointDue[]> {
  const { rows } = await db.query(
    `SELECT h.env_id, e.org_id, o.slug, e.kind, h.seq AS head_seq, encode(h.hash, 'hex') AS head_hash, c.seq AS cp_seq, c.created_at AS cp_at
       FROM audit_heads h JOIN environments e ON e.id = h.env_id JOIN organizations o ON o.id = e.org_id
       LEFT JOIN LATERAL (SELECT seq, created_at FROM audit_checkpoints WHERE env_id = h.env_id ORDER BY seq DESC LIMIT 1) c ON true
      WHERE h.seq > COALESCE(c.seq, 0)
        AND ($4 OR h.seq / $2 > COALESCE(c.seq, 0) / $2 OR c.created_at IS NULL OR c.created_at <= $1::timestamptz - make_interval(secs => $3))`,
    [now, CHECKPOINT_EVERY, CHECKPOINT_INTERVAL_MS / 1000, opts.head === true],
  );
  const due: CheckpointDue[] = [];
  for (const r of rows) {
    const last = Number(r.cp_seq ?? 0);
    const head = Number(r.head_seq);
    const multiples: number[] = [];
    for (let s = (Math.floor(last / CHECKPOINT_EVERY) + 1) * CHECKPOINT_EVERY; s <= head && multiples.length < CHECKPOINTS_PER_PASS; s += CHECKPOINT_EVERY) multiples.push(s);
    const hashes = multiples.length
      ? (await db.query(`SELECT seq, encode(hash, 'hex') AS hash FROM audit_entries WHERE env_id = $1 AND seq = ANY($2) ORDER BY seq`, [r.env_id, multiples])).rows.map(
          (x) => ({ seq: Number(x.seq), hash: x.hash as string }),
        )
      : [];
    const old = opts.head === true || r.cp_at === null || now.getTime() - r.cp_at.getTime() >= CHECKPOINT_INTERVAL_MS;
    if (old && !multiples.includes(head) && multiples.length < CHECKPOINTS_PER_PASS) hashes.push({ seq: head, hash: r.head_hash });
    if (hashes.length > 0) due.push({ orgId: r.org_id, envId: r.env_id, orgSlug: r.slug, kind: r.kind, points: hashes });
  }
  return due;
}

/** Stores a signed checkpoint; a second one for the same seq (a retried pass) is ignored. */
export async function insertCheckpoint(db: Queryable, c: { envId: string; seq: number; hash: string; kid: string; jws: string; at: Date }): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO audit_checkpoints (env_id, seq, hash, kid, jws, created_at) VALUES ($1, $2, decode($3, 'hex'), $4, $5, $6) ON CONFLICT (env_id, seq) DO NOTHING`,
    [c.envId, c.seq, c.hash, c.kid, c.jws, c.at],
  );
  return (rowCount ?? 0) > 0;
}

/** The environment an export is of, as its header names it. */
export interface ExportEnv {
  envId: string;
  orgSlug: string;
  kind: string;
}

/**
 * An environment's export as lines (header first): the entries whose time is within [from, to), widened to
 * the checkpoint before and the one after (when they exist), so that the file verifies on its own.
 */
export async function* auditExport(db: Queryable, env: ExportEnv, opts: { from?: Date | null; to?: Date | null; now?: Date } = {}): AsyncGenerator<ExportLine> {
  const from = opts.from ?? null;
  const to = opts.to ?? null;
  const range = await exportSeqRange(db, env.envId, from, to);
  yield {
    type: 'header',
    version: AUDIT_CHAIN_VERSION,
    org: env.orgSlug,
    env: env.kind,
    env_id: env.envId,
    exported_at: (opts.now ?? new Date()).toISOString(),
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
  };
  if (range) yield* exportLines(db, env.envId, range);
  yield* unchained(db, env.envId, from, to);
}

/** At most this many rows past the chain are listed (one is a break already). */
export const UNCHAINED_MAX = 1000;

/**
 * Decisions and verdicts of the environment created in [from, to), and not before the chain's first entry,
 * that have no entry: rows inserted past the statements that append (the verifier reports them as a break).
 */
async function* unchained(db: Queryable, envId: string, from: Date | null, to: Date | null): AsyncGenerator<ExportUnchained> {
  const { rows } = await db.query(
    `WITH s AS (SELECT created_at AS since FROM audit_entries WHERE env_id = $1 AND seq = (SELECT min(seq) FROM audit_entries WHERE env_id = $1))
     SELECT 'decision' AS kind, d.id AS decision_id, d.created_at FROM decisions d, s
      WHERE d.env_id = $1 AND d.created_at >= s.since AND ($2::timestamptz IS NULL OR d.created_at >= $2) AND ($3::timestamptz IS NULL OR d.created_at < $3)
        AND NOT EXISTS (SELECT 1 FROM audit_entries e WHERE e.env_id = d.env_id AND e.kind = 'decision' AND e.decision_id = d.id)
     UNION ALL
     SELECT 'verdict', r.decision_id, r.created_at FROM decisions d JOIN reviews r ON r.decision_id = d.id AND r.env_id = d.env_id, s
      WHERE d.env_id = $1 AND r.created_at >= s.since AND ($2::timestamptz IS NULL OR d.created_at >= $2) AND ($3::timestamptz IS NULL OR d.created_at < $3)
        AND NOT EXISTS (SELECT 1 FROM audit_entries e WHERE e.env_id = r.env_id AND e.kind = 'verdict' AND e.review_id = r.id)
     ORDER BY created_at LIMIT $4`,
    [envId, from, to, UNCHAINED_MAX],
  );
  for (const r of rows) yield { type: 'unchained', kind: r.kind, decision_id: r.decision_id, created_at: iso(r.created_at) };
}

/** The chain of an environment as the console shows it: its length and its last checkpoint. */
export async function chainStatus(db: Queryable, envId: string): Promise<{ entries: number; checkpoint: { seq: number; at: Date } | null }> {
  const { rows } = await db.query(
    `SELECT (SELECT seq FROM audit_heads WHERE env_id = $1) AS head,
            c.seq AS cp_seq, c.created_at AS cp_at
       FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT seq, created_at FROM audit_checkpoints WHERE env_id = $1 ORDER BY seq DESC LIMIT 1) c ON true`,
    [envId],
  );
  const r = rows[0];
  return { entries: Number(r.head ?? 0), checkpoint: r.cp_seq === null ? null : { seq: Number(r.cp_seq), at: r.cp_at } };
}
