// The audit chain's hashing and the offline verifier on chains built here (no service): the hash rule as
// documented, RFC 8785 key order, an export that starts after a checkpoint, and what is refused.

import { createHash } from 'node:crypto';
import {
  CHECKPOINT_JWT_TYP,
  contentHash,
  entryHash,
  genesisHash,
  type ExportCheckpoint,
  type ExportEntry,
  type ExportHeader,
  type VerdictContent,
} from '../../src/domain/audit-chain';
import { verifyAuditExport } from '../../src/receipts/audit-verify';
import { loadJose } from '../../src/receipts/jose';
import type { ReceiptJwk } from '../../src/receipts/verify';

const ENV_ID = 'env_unit';
const header: ExportHeader = { type: 'header', version: 1, org: 'acme', env: 'test', env_id: ENV_ID, exported_at: '2026-11-26T10:00:00.000Z', from: null, to: null };
const UNTIL = '2027-12-26T10:00:00.000Z';

function verdict(i: number): VerdictContent {
  return { kind: 'verdict', decision_id: `dec_${i}`, env_id: ENV_ID, outcome: 'approved', reviewer: 'ana@example.com', note: `n${i}`, channel: 'api', created_at: '2026-11-26T09:00:00.000Z' };
}

/** Entries 1..n chained from the genesis. */
function chain(n: number): ExportEntry[] {
  let prev = genesisHash(ENV_ID);
  const out: ExportEntry[] = [];
  for (let seq = 1; seq <= n; seq++) {
    const content = verdict(seq);
    const ch = contentHash(content);
    const hash = entryHash(prev, seq, Date.parse(UNTIL), ch);
    out.push({ type: 'entry', seq, kind: 'verdict', decision_id: content.decision_id, created_at: content.created_at, until: UNTIL, content_hash: ch, hash, content });
    prev = hash;
  }
  return out;
}

let keys: ReceiptJwk[];
let sign: (claims: Record<string, unknown>) => Promise<string>;
beforeAll(async () => {
  const jose = await loadJose();
  const pair = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  keys = [{ ...(await jose.exportJWK(pair.publicKey)), kid: 'rk_unit', alg: 'EdDSA', use: 'sig', org: 'acme', env: 'test' }];
  sign = (claims) => new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: CHECKPOINT_JWT_TYP, kid: 'rk_unit' }).sign(pair.privateKey);
});

async function checkpoint(e: ExportEntry, claims: Record<string, unknown> = {}): Promise<ExportCheckpoint> {
  const jws = await sign({ org: 'acme', env: 'test', env_id: ENV_ID, seq: e.seq, hash: e.hash, iat: 1, ...claims });
  return { type: 'checkpoint', seq: e.seq, hash: e.hash, created_at: '2026-11-26T09:10:00.000Z', kid: 'rk_unit', jws };
}

const text = (lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n');

it('hashes as documented: SHA-256(prev ‖ be64(seq) ‖ be64(until_ms) ‖ content_hash), content by RFC 8785', () => {
  expect(genesisHash('env_x')).toBe(createHash('sha256').update('gatehouse.audit.genesis:env_x').digest('hex'));
  const prev = 'ab'.repeat(32);
  const ch = 'cd'.repeat(32);
  const seq = Buffer.alloc(8);
  seq.writeBigInt64BE(7n);
  const until = Buffer.alloc(8);
  until.writeBigInt64BE(1_700_000_000_123n);
  const expected = createHash('sha256').update(Buffer.concat([Buffer.from(prev, 'hex'), seq, until, Buffer.from(ch, 'hex')])).digest('hex');
  expect(entryHash(prev, 7, 1_700_000_000_123, ch)).toBe(expected);
  // Key order and number spelling do not matter; values do.
  expect(contentHash({ b: 1, a: [1.0, 'é'] })).toBe(contentHash(JSON.parse('{"a":[1,"\\u00e9"],"b":1.00}')));
  expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  expect(contentHash({ a: 1 })).toBe(createHash('sha256').update('{"a":1}').digest('hex'));
});

it('verifies a chain from its genesis, and one exported from a checkpoint on (the anchor)', async () => {
  const es = chain(6);
  const whole = await verifyAuditExport(text([header, ...es.slice(0, 3), await checkpoint(es[2]), ...es.slice(3)]), { keys });
  expect(whole).toMatchObject({ ok: true, entries: 6, checkpoints: 1, first_seq: 1, last_seq: 6, signed_through: 3, org: 'acme', env: 'test' });
  const tail = await verifyAuditExport(text([header, await checkpoint(es[2]), ...es.slice(3)]), { keys });
  expect(tail).toMatchObject({ ok: true, entries: 3, first_seq: 4, signed_through: 3 });
  // Without its anchor, a range that does not start at seq 1 cannot be checked.
  expect((await verifyAuditExport(text([header, ...es.slice(3)]), { keys })).broken).toMatchObject({ code: 'unanchored', seq: 4 });
});

it('refuses a checkpoint signed for another environment, and files that are not exports', async () => {
  const es = chain(2);
  const other = await checkpoint(es[1], { env_id: 'env_other' });
  expect((await verifyAuditExport(text([header, ...es, other]), { keys })).broken).toMatchObject({ code: 'bad_signature', seq: 2 });
  expect((await verifyAuditExport('', { keys })).broken).toMatchObject({ code: 'malformed' });
  expect((await verifyAuditExport('{"type":"entry"}', { keys })).broken).toMatchObject({ code: 'malformed', line: 1 });
  expect((await verifyAuditExport(text([header, 'not json']) + '\n{', { keys })).broken).toMatchObject({ code: 'malformed', line: 2 });
  // A line that names another decision than its content.
  const lied = chain(1);
  lied[0].decision_id = 'dec_other';
  expect((await verifyAuditExport(text([header, ...lied]), { keys })).broken).toMatchObject({ code: 'content_mismatch', seq: 1 });
});
