// The audit chain's hashing (issue 27): what the store computes when it appends an entry and what the
// offline verifier (src/receipts/audit-verify.ts) recomputes. Pure: node:crypto and RFC 8785 only.
//
// Every decision and every verdict of an environment is one entry, numbered from 1 (seq) in the order the
// store committed them. An entry's hash is
//
//   hash(seq) = SHA-256( hash(seq - 1) ‖ be64(seq) ‖ be64(until_ms) ‖ content_hash )
//
// where hash(0) is the environment's genesis, SHA-256("gatehouse.audit.genesis:" + env_id); be64 is a
// big-endian signed 64-bit integer; until_ms is when retention may delete the entry's content (the
// decision record's expiry, epoch milliseconds); content_hash = SHA-256(RFC 8785 canonical JSON of the
// content). The content is built from the stored rows (decisionContent, verdictContent), so an edit of the
// record or of the chain changes a hash. Once retention has deleted the content, the entry keeps its
// content_hash: the chain still verifies, and only the content itself can no longer be shown.

import { createHash } from 'node:crypto';
import { canonicalize } from 'json-canonicalize';

export const AUDIT_CHAIN_VERSION = 1;
const GENESIS_PREFIX = 'gatehouse.audit.genesis:';

/** What a decision entry covers: the record as stored and the columns listed beside it. */
export interface DecisionContent {
  kind: 'decision';
  decision_id: string;
  org_id: string;
  env_id: string;
  outcome: string;
  action_type: string | null;
  actor_name: string | null;
  reason_codes: string[];
  action_hash: string | null;
  created_at: string;
  record: unknown;
}

/** What a verdict entry covers: the verdict as stored. */
export interface VerdictContent {
  kind: 'verdict';
  decision_id: string;
  env_id: string;
  outcome: string;
  reviewer: string;
  note: string | null;
  channel: string;
  created_at: string;
}

export type EntryContent = DecisionContent | VerdictContent;

const sha256 = (...parts: (Buffer | string)[]): Buffer => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

/** RFC 8785 canonical JSON (throws on what JSON cannot hold). */
export const canonicalJson = (value: unknown): string => canonicalize(value);

/** SHA-256 of the content's canonical JSON, lowercase hex. */
export function contentHash(content: unknown): string {
  return sha256(Buffer.from(canonicalJson(content), 'utf8')).toString('hex');
}

/** hash(0) of an environment's chain, lowercase hex. */
export function genesisHash(envId: string): string {
  return sha256(Buffer.from(GENESIS_PREFIX + envId, 'utf8')).toString('hex');
}

function be64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(BigInt(n));
  return b;
}

/** hash(seq) from hash(seq - 1), lowercase hex throughout. */
export function entryHash(prevHex: string, seq: number, untilMs: number, contentHashHex: string): string {
  return sha256(Buffer.from(prevHex, 'hex'), be64(seq), be64(untilMs), Buffer.from(contentHashHex, 'hex')).toString('hex');
}

/** The payload a checkpoint's JWS signs: the chain of `env_id` had `hash` at `seq`. */
export interface CheckpointClaims {
  org: string;
  env: string;
  env_id: string;
  seq: number;
  hash: string;
  iat: number;
}

/** The `typ` of a checkpoint's protected header (a JWT signed with the environment's receipt key). */
export const CHECKPOINT_JWT_TYP = 'gatehouse-audit-checkpoint+jwt';
/** A checkpoint every this many entries, and at least every CHECKPOINT_INTERVAL_MS when entries were added. */
export const CHECKPOINT_EVERY = 1000;
export const CHECKPOINT_INTERVAL_MS = 10 * 60_000;

/** The lines of an export (JSON Lines): one header, then entries and checkpoints in seq order. */
export interface ExportHeader {
  type: 'header';
  version: number;
  org: string;
  env: string;
  env_id: string;
  exported_at: string;
  from: string | null;
  to: string | null;
}

export interface ExportEntry {
  type: 'entry';
  seq: number;
  kind: 'decision' | 'verdict';
  decision_id: string;
  created_at: string;
  /** When retention may delete the content (ISO 8601); covered by the hash. */
  until: string;
  content_hash: string;
  hash: string;
  /** The content as stored now; null once retention has deleted it (or someone has). */
  content: EntryContent | null;
}

export interface ExportCheckpoint {
  type: 'checkpoint';
  seq: number;
  hash: string;
  created_at: string;
  kid: string;
  jws: string;
}

/**
 * A decision or verdict stored in the export's range (and since the chain began) that has no entry: it did not
 * come through the statements that append, so it was inserted past the chain. Listed after the entries.
 */
export interface ExportUnchained {
  type: 'unchained';
  kind: 'decision' | 'verdict';
  decision_id: string;
  created_at: string;
}

export type ExportLine = ExportHeader | ExportEntry | ExportCheckpoint | ExportUnchained;
