// Offline verification of an audit chain export (issue 27): the JSON Lines `gatehouse audit export` and
// GET /v1/audit/export write, checked against the environment's JWKS. Free of server dependencies (jose and
// the chain's hashing in src/domain/audit-chain.ts), like the receipt verifier beside it.
//
// What it finds, and names as the first broken entry: an entry whose content no longer has its hash (edited),
// an entry missing from the sequence (deleted), one out of order or repeated (reordered, inserted), an entry
// whose hash does not follow from the one before (inserted, rewritten), content gone before its retention
// ended, and a checkpoint whose signature fails or whose hash the chain does not reach (the entries before it
// rewritten consistently). Content gone after its `until` is retention, not a break: its hash still chains.

import type { JSONWebKeySet, JWK } from './jose';
import { loadJose } from './jose';
import { RECEIPT_ALG } from './claims';
import type { ReceiptJwk } from './verify';
import {
  AUDIT_CHAIN_VERSION,
  CHECKPOINT_JWT_TYP,
  contentHash,
  entryHash,
  genesisHash,
  type CheckpointClaims,
  type ExportCheckpoint,
  type ExportEntry,
  type ExportHeader,
} from '../domain/audit-chain';

export type AuditBreakCode =
  | 'malformed'
  | 'unanchored'
  | 'missing'
  | 'out_of_order'
  | 'content_mismatch'
  | 'content_deleted'
  | 'hash_mismatch'
  | 'bad_signature'
  | 'checkpoint_mismatch'
  | 'unchained';

/** The first thing found wrong: the entry (seq) where the chain breaks and the export's line. */
export interface AuditBreak {
  code: AuditBreakCode;
  /** The entry's seq (null when the break is not an entry's: a malformed header). */
  seq: number | null;
  /** 1-based line of the export. */
  line: number;
  message: string;
}

export interface AuditVerifyResult {
  ok: boolean;
  broken: AuditBreak | null;
  org: string | null;
  env: string | null;
  entries: number;
  checkpoints: number;
  first_seq: number | null;
  last_seq: number | null;
  /** The last seq a verified checkpoint covers; entries after it are chained but not yet signed. */
  signed_through: number | null;
  /** Entries whose content retention has deleted (their hashes still chain). */
  removed: number;
}

export interface AuditVerifyOptions {
  /** The environment's JWKS (GET /v1/receipts/{org}/{env}/jwks.json), or its keys. */
  jwks?: JSONWebKeySet;
  keys?: ReceiptJwk[];
  /** The clock (tests); default now. Content gone before min(exported_at, now) and its until is a break. */
  now?: Date;
}

const HEX64 = /^[0-9a-f]{64}$/;

class Broken extends Error {
  constructor(readonly b: AuditBreak) {
    super(b.message);
  }
}

function isEntry(v: Record<string, unknown>): v is ExportEntry & Record<string, unknown> {
  return (
    v.type === 'entry' &&
    Number.isSafeInteger(v.seq) &&
    (v.seq as number) > 0 &&
    (v.kind === 'decision' || v.kind === 'verdict') &&
    typeof v.until === 'string' &&
    Number.isFinite(Date.parse(v.until)) &&
    typeof v.content_hash === 'string' &&
    HEX64.test(v.content_hash) &&
    typeof v.hash === 'string' &&
    HEX64.test(v.hash) &&
    (v.content === null || (typeof v.content === 'object' && !Array.isArray(v.content)))
  );
}

function isCheckpoint(v: Record<string, unknown>): v is ExportCheckpoint & Record<string, unknown> {
  return v.type === 'checkpoint' && Number.isSafeInteger(v.seq) && typeof v.hash === 'string' && typeof v.jws === 'string';
}

/**
 * Verifies an export (its text, or its lines) and names the first broken entry. Never throws for what the
 * file holds: a file that is not an export is `malformed`.
 */
export async function verifyAuditExport(input: string | Iterable<string>, opts: AuditVerifyOptions): Promise<AuditVerifyResult> {
  const keys = (opts.keys ?? opts.jwks?.keys) as ReceiptJwk[] | undefined;
  if (!keys) throw new TypeError('verifyAuditExport needs jwks or keys');
  const jose = await loadJose();
  const jwks = jose.createLocalJWKSet({ keys: keys as JWK[] });
  const now = opts.now ?? new Date();
  const lines = typeof input === 'string' ? input.split('\n') : [...input];
  const result: AuditVerifyResult = {
    ok: false,
    broken: null,
    org: null,
    env: null,
    entries: 0,
    checkpoints: 0,
    first_seq: null,
    last_seq: null,
    signed_through: null,
    removed: 0,
  };
  let header: ExportHeader | null = null;
  let running: string | null = null;
  let expect = 0;
  let lastSeq: number | null = null;
  let deletedBefore = now.getTime();
  const fail = (code: AuditBreakCode, seq: number | null, line: number, message: string): never => {
    throw new Broken({ code, seq, line, message });
  };

  try {
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i].trim();
      const ln = i + 1;
      if (text === '') continue;
      let v: Record<string, unknown>;
      try {
        v = JSON.parse(text);
      } catch {
        return fail('malformed', expect || null, ln, `line ${ln} is not JSON`);
      }
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail('malformed', expect || null, ln, `line ${ln} is not a JSON object`);
      if (!header) {
        if (v.type !== 'header' || v.version !== AUDIT_CHAIN_VERSION || typeof v.env_id !== 'string' || typeof v.org !== 'string' || typeof v.env !== 'string') {
          return fail('malformed', null, ln, `line 1 is not an audit export header of version ${AUDIT_CHAIN_VERSION}`);
        }
        header = v as unknown as ExportHeader;
        result.org = header.org;
        result.env = header.env;
        const at = Date.parse(String(header.exported_at));
        if (Number.isFinite(at)) deletedBefore = Math.min(deletedBefore, at);
        continue;
      }
      if (isCheckpoint(v)) {
        const claims = await checkpointClaims(jose, jwks, keys, v, header, ln, lastSeq ?? v.seq);
        result.checkpoints++;
        if (running === null) {
          // The anchor: the chain's hash just before the first entry, as signed.
          running = claims.hash;
          expect = claims.seq + 1;
        } else if (claims.seq !== lastSeq) {
          if (lastSeq !== null && claims.seq > lastSeq) fail('missing', lastSeq + 1, ln, `entry ${lastSeq + 1} is missing: the checkpoint at ${claims.seq} follows entry ${lastSeq}`);
          fail('out_of_order', claims.seq, ln, `the checkpoint at ${claims.seq} is out of place (after entry ${lastSeq})`);
        } else if (claims.hash !== running) {
          fail('checkpoint_mismatch', claims.seq, ln, `the checkpoint at ${claims.seq} signed another hash: entries up to ${claims.seq} (after the previous checkpoint) were rewritten`);
        }
        result.signed_through = claims.seq;
        continue;
      }
      if (v.type === 'unchained') {
        const what = v.kind === 'verdict' ? `a verdict on ${String(v.decision_id)}` : `decision ${String(v.decision_id)}`;
        return fail('unchained', null, ln, `${what} (${String(v.created_at)}) is stored but has no entry in the chain: inserted past it`);
      }
      if (!isEntry(v)) return fail('malformed', expect || null, ln, `line ${ln} is neither an entry nor a checkpoint`);
      if (running === null) {
        if (v.seq !== 1) fail('unanchored', v.seq, ln, `the export starts at entry ${v.seq} without the checkpoint before it`);
        running = genesisHash(header.env_id);
        expect = 1;
      }
      if (v.seq > expect) fail('missing', expect, ln, `entry ${expect} is missing (deleted): the next one is ${v.seq}`);
      if (v.seq < expect) fail('out_of_order', v.seq, ln, `entry ${v.seq} comes again or out of order (expected ${expect})`);
      const untilMs = Date.parse(v.until);
      if (v.content === null) {
        if (untilMs > deletedBefore) fail('content_deleted', v.seq, ln, `entry ${v.seq}: its ${v.kind} is gone before its retention ended (${v.until})`);
        result.removed++;
      } else {
        const c = v.content as unknown as Record<string, unknown>;
        if (contentHash(c) !== v.content_hash) fail('content_mismatch', v.seq, ln, `entry ${v.seq}: the ${v.kind} ${v.decision_id} differs from what was recorded (edited)`);
        if (c.kind !== v.kind || c.decision_id !== v.decision_id) fail('content_mismatch', v.seq, ln, `entry ${v.seq}: its line names another ${v.kind} than its content`);
      }
      const h = entryHash(running, v.seq, untilMs, v.content_hash);
      if (h !== v.hash) fail('hash_mismatch', v.seq, ln, `entry ${v.seq}: its hash does not follow from entry ${v.seq - 1} (an entry inserted, deleted, reordered or rewritten here)`);
      running = h;
      lastSeq = v.seq;
      expect = v.seq + 1;
      result.entries++;
      result.first_seq ??= v.seq;
      result.last_seq = v.seq;
    }
    if (!header) fail('malformed', null, 1, 'the file is empty');
  } catch (err) {
    if (!(err instanceof Broken)) throw err;
    result.broken = err.b;
    return result;
  }
  result.ok = true;
  return result;
}

async function checkpointClaims(
  jose: Awaited<ReturnType<typeof loadJose>>,
  jwks: ReturnType<Awaited<ReturnType<typeof loadJose>>['createLocalJWKSet']>,
  keys: ReceiptJwk[],
  v: ExportCheckpoint,
  header: ExportHeader,
  ln: number,
  near: number,
): Promise<CheckpointClaims> {
  let claims: CheckpointClaims;
  let kid: string;
  try {
    const verified = await jose.jwtVerify(v.jws, jwks, { algorithms: [RECEIPT_ALG], typ: CHECKPOINT_JWT_TYP });
    claims = verified.payload as unknown as CheckpointClaims;
    kid = String(verified.protectedHeader.kid);
  } catch (err) {
    const code = (err as { code?: string }).code;
    const why = code === 'ERR_JWKS_NO_MATCHING_KEY' ? 'its key is not in the JWKS given' : 'its signature does not verify';
    throw new Broken({ code: 'bad_signature', seq: v.seq ?? near, line: ln, message: `the checkpoint at ${v.seq}: ${why}` });
  }
  const key = keys.find((k) => k.kid === kid);
  const wrongEnv = claims.env_id !== header.env_id || claims.org !== header.org || claims.env !== header.env || (key?.org !== undefined && key.org !== claims.org) || (key?.env !== undefined && key.env !== claims.env);
  if (wrongEnv) throw new Broken({ code: 'bad_signature', seq: v.seq, line: ln, message: `the checkpoint at ${v.seq} is signed for another environment` });
  if (claims.seq !== v.seq || claims.hash !== v.hash) {
    throw new Broken({ code: 'checkpoint_mismatch', seq: v.seq, line: ln, message: `the checkpoint line at ${v.seq} differs from what its signature covers` });
  }
  return claims;
}
