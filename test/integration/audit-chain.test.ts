// The tamper-evident audit chain (issue 27): decisions and verdicts made through the API are appended per
// environment; GET /v1/audit/export (admin key) and `gatehouse audit export` write it with its signed
// checkpoints; the offline verifier finds every kind of tampering, in the exported file and in the database
// rows, and names the first broken entry; retention does not break it; concurrent decisions make one chain.
// On a database of its own: the retention test sweeps with a clock 14 months ahead.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeCheckpoints } from '../../src/receipts/audit-checkpoints';
import { verifyAuditExport, type AuditVerifyResult } from '../../src/receipts/audit-verify';
import type { JSONWebKeySet } from '../../src/receipts/jose';
import { auditExport, checkpointsDue } from '../../src/store/audit-chain';
import { randomUUID } from 'node:crypto';
import { createAuditActivities } from '../../activities/audit';
import { connectTemporal, createWorker } from '../../src/runtime/temporal';
import type { auditCheckpoints } from '../../workflows/audit';
import { sweep } from '../../src/store/retention';
import { findEnv, type EnvRef } from '../../src/store/tenants';
import { contentHash, entryHash, type ExportCheckpoint, type ExportEntry, type ExportLine } from '../../src/domain/audit-chain';
import { auditVerifyCommand } from '../../src/cli/audit';
import { runCli } from '../helpers/cli';
import { createTestOperator, signedIn, unescape } from '../helpers/console-http';
import { call, refund, uniqueOrg } from '../helpers/service';
import { DAY, startIsolatedService, type IsolatedService } from './retention.helpers';

jest.setTimeout(120_000);

let svc: IsolatedService;
beforeAll(async () => {
  svc = await startIsolatedService();
});
afterAll(async () => {
  await svc?.dispose();
});

interface Env {
  org: string;
  key: string;
  admin: string;
  ref: EnvRef;
  decisions: string[];
}

/** An organisation with `n` decisions (amounts vary the outcomes) and a verdict on the first. */
async function envWithDecisions(prefix: string, n: number): Promise<Env> {
  const org = uniqueOrg(prefix);
  const key = await svc.key(org, 'test');
  const admin = await svc.key(org, 'test', 'admin');
  const decisions: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(i % 3 === 2 ? null : 20 + i * 300) });
    expect(r.status).toBe(200);
    decisions.push(r.body.decision_id);
  }
  const v = await call(`${svc.url}/v1/decisions/${decisions[0]}/review`, { key, body: { outcome: 'approved', reviewer: 'ana@example.com', note: 'fine' } });
  expect(v.status).toBe(200);
  return { org, key, admin, ref: (await findEnv(svc.running.db, org, 'test'))!, decisions };
}

/** Every environment's head signed now (as `gatehouse audit checkpoint` does; the schedule may add its own). */
const checkpoint = () => makeCheckpoints(svc.running.db, svc.running.receipts!, new Date(), { head: true });

async function jwks(org: string): Promise<JSONWebKeySet> {
  const r = await call(`${svc.url}/v1/receipts/${org}/test/jwks.json`);
  expect(r.status).toBe(200);
  return r.body;
}

async function exportText(e: Env, opts: { now?: Date; from?: Date } = {}): Promise<string> {
  let text = '';
  for await (const line of auditExport(svc.running.db, e.ref, opts)) text += `${JSON.stringify(line)}\n`;
  return text;
}

const parse = (text: string): ExportLine[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
const unparse = (lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
const entries = (lines: ExportLine[]) => lines.filter((l): l is ExportEntry => l.type === 'entry');

async function verify(e: Env, text: string, now?: Date): Promise<AuditVerifyResult> {
  return verifyAuditExport(text, { jwks: await jwks(e.org), now });
}

it('appends every decision and verdict; the API export (admin key only, streamed) verifies offline against the JWKS', async () => {
  const e = await envWithDecisions('audit-api', 4);
  expect(await checkpoint()).toBeGreaterThanOrEqual(1);
  // Two more after the checkpoint: chained, not yet signed.
  await call(`${svc.url}/v1/gate/evaluate`, { key: e.key, body: refund(30) });
  await call(`${svc.url}/v1/decisions/${e.decisions[1]}/review`, { key: e.key, body: { outcome: 'denied', reviewer: 'bo@example.com', note: null } });

  const agent = await call(`${svc.url}/v1/audit/export`, { key: e.key });
  expect(agent.status).toBe(403);
  expect([agent.body.error, agent.body.details]).toEqual(['forbidden', { scope: 'agent', required_scope: 'admin' }]);
  expect((await call(`${svc.url}/v1/audit/export?from=yesterday`, { key: e.admin })).status).toBe(422);
  expect((await call(`${svc.url}/v1/audit/export?limit=3`, { key: e.admin })).status).toBe(422);

  const r = await call(`${svc.url}/v1/audit/export`, { key: e.admin });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const lines = parse(r.body as string);
  expect(lines[0]).toMatchObject({ type: 'header', version: 1, org: e.org, env: 'test', env_id: e.ref.envId });
  const es = entries(lines);
  expect(es.map((x) => x.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(es.map((x) => x.kind)).toEqual(['decision', 'decision', 'decision', 'decision', 'verdict', 'decision', 'verdict']);
  expect(es[4].content).toMatchObject({ kind: 'verdict', decision_id: e.decisions[0], outcome: 'approved', reviewer: 'ana@example.com', note: 'fine', channel: 'api' });
  expect(es[0].content).toMatchObject({ kind: 'decision', decision_id: e.decisions[0], env_id: e.ref.envId });
  // The chain's hashes are what the offline code computes from the content.
  expect(es[0].content_hash).toBe(contentHash(es[0].content));
  expect(lines.filter((l) => l.type === 'checkpoint').map((l) => l.seq)).toContain(5);

  const result = await verify(e, r.body as string);
  expect(result).toMatchObject({ ok: true, broken: null, entries: 7, first_seq: 1, last_seq: 7, signed_through: 5, removed: 0 });

  // Another environment's export has none of these entries (tenant-scoped), and its keys do not verify this one.
  const other = await envWithDecisions('audit-other', 1);
  const otherLines = parse((await call(`${svc.url}/v1/audit/export`, { key: other.admin })).body as string);
  expect(entries(otherLines).map((x) => x.decision_id)).toEqual([other.decisions[0], other.decisions[0]]);
  const wrongKeys = await verifyAuditExport(r.body as string, { jwks: await jwks(other.org) });
  expect(wrongKeys.broken).toMatchObject({ code: 'bad_signature', seq: 5 });
});

it('the CLI exports and verifies (exit 0), and names the first broken entry of an edited file (exit 1)', async () => {
  const e = await envWithDecisions('audit-cli', 3);
  const env = { DATABASE_URL: svc.databaseUrl, GATEHOUSE_PAYLOAD_KEY: svc.payloadKey };
  const signed = await runCli(['audit', 'checkpoint'], env);
  expect(signed.code).toBe(0);
  expect(signed.stdout).toMatch(/^\d+ checkpoints signed/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-'));
  const file = path.join(dir, 'export.jsonl');
  const exported = await runCli(['audit', 'export', '--org', e.org, '--env', 'test', '--out', file], env);
  expect(exported.code).toBe(0);
  const jwksFile = path.join(dir, 'jwks.json');
  fs.writeFileSync(jwksFile, JSON.stringify(await jwks(e.org)));

  const ok = await runCli(['audit', 'verify', file, '--jwks', `${svc.url}/v1/receipts/${e.org}/test/jwks.json`], {});
  expect(ok.stderr).toBe('');
  expect(ok.code).toBe(0);
  expect(ok.stdout).toMatch(new RegExp(`verified: ${e.org}/test: entries 1–4 \\(4\\), \\d+ checkpoints, signed through 4`));

  const lines = parse(fs.readFileSync(file, 'utf8'));
  const content = entries(lines)[1].content as { outcome: string; record: { decision: string } };
  content.outcome = content.record.decision = content.outcome === 'deny' ? 'allow' : 'deny';
  const edited = path.join(dir, 'edited.jsonl');
  fs.writeFileSync(edited, unparse(lines));
  const broken = await auditVerifyCommand({ file: edited, jwks: jwksFile, base: svc.url });
  expect(broken.code).toBe(1);
  expect(broken.stderr[0]).toMatch(/broken at entry 2 \(line 3\): .*edited.*\[content_mismatch\]/);
  const missing = await auditVerifyCommand({ file: path.join(dir, 'nope.jsonl'), jwks: jwksFile, base: svc.url });
  expect(missing).toMatchObject({ code: 1, stderr: [expect.stringMatching(/no such export file/)] });
  fs.rmSync(dir, { recursive: true, force: true });
});

it("the console's settings page explains the chain and where it stands", async () => {
  const op = await createTestOperator(svc, uniqueOrg('audit-console'));
  const b = await signedIn(op, svc);
  const before = unescape((await b.get('/console/test/settings')).body);
  expect(before).toContain('<h2 id="audit-chain">Audit chain</h2>');
  expect(before).toContain('No entry yet.');
  await call(`${svc.url}/v1/gate/evaluate`, { key: op.key, body: refund(25) });
  await call(`${svc.url}/v1/gate/evaluate`, { key: op.key, body: refund(35) });
  await checkpoint();
  const after = unescape((await b.get('/console/test/settings')).body);
  expect(after).toMatch(/2 entries; last checkpoint at entry 2, \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z\./);
  expect(after).toContain(`gatehouse audit export --org ${op.org} --env test --out audit.jsonl`);
  expect(after).toContain(`/v1/receipts/${op.org}/test/jwks.json`);
});

describe('tampering with the exported file', () => {
  let e: Env;
  let good: ExportLine[];
  beforeAll(async () => {
    e = await envWithDecisions('audit-file', 6);
    await checkpoint();
    await call(`${svc.url}/v1/gate/evaluate`, { key: e.key, body: refund(40) });
    good = parse(await exportText(e));
    expect(entries(good)).toHaveLength(8);
    expect((await verify(e, unparse(good))).ok).toBe(true);
  });
  const copy = () => JSON.parse(JSON.stringify(good)) as ExportLine[];
  const lineOf = (lines: ExportLine[], seq: number) => lines.findIndex((l) => l.type === 'entry' && l.seq === seq);

  it('an edited entry is named (content_mismatch)', async () => {
    const lines = copy();
    (lines[lineOf(lines, 3)] as ExportEntry).content!.created_at = '2020-01-01T00:00:00.000Z';
    expect((await verify(e, unparse(lines))).broken).toMatchObject({ code: 'content_mismatch', seq: 3, line: 4 });
  });

  it('a deleted entry is named (missing)', async () => {
    const lines = copy();
    lines.splice(lineOf(lines, 4), 1);
    expect((await verify(e, unparse(lines))).broken).toMatchObject({ code: 'missing', seq: 4 });
  });

  it('an inserted entry is found (a copy of another, or a new one with a made-up hash)', async () => {
    const dup = copy();
    dup.splice(lineOf(dup, 5), 0, dup[lineOf(dup, 2)]);
    expect((await verify(e, unparse(dup))).broken).toMatchObject({ code: 'out_of_order', seq: 2 });
    // A forged entry at seq 5 with its own content and hash, the rest renumbered: the next entry no longer follows.
    const forged = copy();
    const at = lineOf(forged, 5);
    const fake = JSON.parse(JSON.stringify(forged[at])) as ExportEntry;
    (fake.content as { decision_id: string }).decision_id = fake.decision_id = 'dec_forged';
    fake.content_hash = contentHash(fake.content);
    const prev = (forged[at - 1] as ExportEntry).hash;
    fake.hash = entryHash(prev, 5, Date.parse(fake.until), fake.content_hash);
    for (const l of forged) if ((l.type === 'entry' || l.type === 'checkpoint') && l.seq >= 5) l.seq++;
    forged.splice(at, 0, fake);
    expect((await verify(e, unparse(forged))).broken).toMatchObject({ code: 'hash_mismatch', seq: 6 });
  });

  it('reordered entries are found (swapped lines, or swapped with their seqs renumbered)', async () => {
    const swapped = copy();
    const i = lineOf(swapped, 2);
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    expect((await verify(e, unparse(swapped))).broken).toMatchObject({ code: 'missing', seq: 2 });
    const renumbered = copy();
    const a = renumbered[i] as ExportEntry;
    const b = renumbered[i + 1] as ExportEntry;
    [a.seq, b.seq] = [b.seq, a.seq];
    [renumbered[i], renumbered[i + 1]] = [b, a];
    expect((await verify(e, unparse(renumbered))).broken).toMatchObject({ code: 'hash_mismatch', seq: 2 });
  });

  it('an edit with every later hash recomputed is caught by the signed checkpoint; a forged checkpoint by its signature', async () => {
    const lines = copy();
    let prev: string | null = null;
    for (const l of lines) {
      if (l.type !== 'entry') continue;
      if (l.seq === 2) {
        const c = l.content as { outcome: string };
        c.outcome = c.outcome === 'deny' ? 'allow' : 'deny';
        l.content_hash = contentHash(l.content);
      }
      if (prev !== null && l.seq >= 2) l.hash = entryHash(prev, l.seq, Date.parse(l.until), l.content_hash);
      prev = l.hash;
    }
    const cp = lines.find((l): l is ExportCheckpoint => l.type === 'checkpoint' && l.seq >= 2)!;
    expect((await verify(e, unparse(lines))).broken).toMatchObject({ code: 'checkpoint_mismatch', seq: cp.seq });
    // The checkpoint's line edited to the rewritten hash: its signature no longer covers it.
    cp.hash = entries(lines).find((l) => l.seq === cp.seq)!.hash;
    expect((await verify(e, unparse(lines))).broken).toMatchObject({ code: 'checkpoint_mismatch', seq: cp.seq });
    const jws = copy();
    const c = jws.find((l) => l.type === 'checkpoint') as { jws: string };
    c.jws = c.jws.slice(0, -4) + (c.jws.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await verify(e, unparse(jws))).broken).toMatchObject({ code: 'bad_signature' });
  });

  it('content removed from a line before its retention ended is a break', async () => {
    const lines = copy();
    (lines[lineOf(lines, 6)] as ExportEntry).content = null;
    expect((await verify(e, unparse(lines))).broken).toMatchObject({ code: 'content_deleted', seq: 6 });
  });
});

describe('tampering with the database rows', () => {
  /** A fresh environment per case (5 decisions and a verdict, checkpointed), tampered with, then exported and verified. */
  async function tampered(prefix: string, sql: (e: Env) => Promise<void>): Promise<AuditVerifyResult> {
    const e = await envWithDecisions(prefix, 5);
    await checkpoint();
    expect((await verify(e, await exportText(e))).ok).toBe(true);
    await sql(e);
    return verify(e, await exportText(e));
  }
  const q = (text: string, values: unknown[]) => svc.running.db.query(text, values);

  it('an edited decision, verdict or chain row is named', async () => {
    const decision = await tampered('audit-db-edit', (e) => q(`UPDATE decisions SET outcome = 'allow' WHERE id = $1 AND env_id = $2`, [e.decisions[2], e.ref.envId]).then(() => undefined));
    expect(decision.broken).toMatchObject({ code: 'content_mismatch', seq: 3 });
    const record = await tampered('audit-db-record', (e) =>
      q(`UPDATE decisions SET record = jsonb_set(record, '{reason_codes}', '["EDITED"]') WHERE id = $1 AND env_id = $2`, [e.decisions[1], e.ref.envId]).then(() => undefined),
    );
    expect(record.broken).toMatchObject({ code: 'content_mismatch', seq: 2 });
    const verdict = await tampered('audit-db-verdict', (e) => q(`UPDATE reviews SET outcome = 'denied' WHERE env_id = $1`, [e.ref.envId]).then(() => undefined));
    expect(verdict.broken).toMatchObject({ code: 'content_mismatch', seq: 6 });
    const until = await tampered('audit-db-until', (e) => q(`UPDATE audit_entries SET until_ms = until_ms - 1 WHERE env_id = $1 AND seq = 4`, [e.ref.envId]).then(() => undefined));
    expect(until.broken).toMatchObject({ code: 'hash_mismatch', seq: 4 });
  });

  it('a deleted decision or chain entry is named', async () => {
    const decision = await tampered('audit-db-del', (e) => q(`DELETE FROM decisions WHERE id = $1 AND env_id = $2`, [e.decisions[3], e.ref.envId]).then(() => undefined));
    expect(decision.broken).toMatchObject({ code: 'content_deleted', seq: 4 });
    const entry = await tampered('audit-db-del-entry', (e) => q(`DELETE FROM audit_entries WHERE env_id = $1 AND seq = 2`, [e.ref.envId]).then(() => undefined));
    expect(entry.broken).toMatchObject({ code: 'missing', seq: 2 });
  });

  it('an inserted entry is found', async () => {
    const r = await tampered('audit-db-ins', async (e) => {
      // Entries from seq 3 on moved up one; a copy of the verdict's entry (now seq 7) put at seq 3.
      await q(`UPDATE audit_entries SET seq = seq + 1000 WHERE env_id = $1 AND seq >= 3`, [e.ref.envId]);
      await q(`UPDATE audit_entries SET seq = seq - 999 WHERE env_id = $1 AND seq >= 1003`, [e.ref.envId]);
      await q(
        `INSERT INTO audit_entries (env_id, seq, kind, decision_id, review_id, until_ms, content_hash, hash, created_at)
         SELECT env_id, 3, kind, decision_id, review_id, until_ms, content_hash, hash, created_at FROM audit_entries WHERE env_id = $1 AND seq = 7`,
        [e.ref.envId],
      );
    });
    expect(r.broken).toMatchObject({ code: 'hash_mismatch', seq: 3 });
  });

  it('a decision or verdict inserted into its table past the chain is found', async () => {
    let forged = '';
    const decision = await tampered('audit-db-row', async (e) => {
      forged = `dec_forged${e.decisions[0].slice(10)}`;
      await q(
        `INSERT INTO decisions (id, org_id, env_id, outcome, action_type, actor_name, reason_codes, record, created_at, expires_at, action_hash)
         SELECT $1, org_id, env_id, 'allow', action_type, actor_name, '{}', record, created_at + interval '1 second', expires_at, action_hash FROM decisions WHERE id = $2`,
        [forged, e.decisions[0]],
      );
    });
    expect(decision.broken).toMatchObject({ code: 'unchained', seq: null, message: expect.stringContaining(`decision ${forged}`) });
    const verdict = await tampered('audit-db-review', async (e) => {
      await q(`INSERT INTO reviews (decision_id, env_id, outcome, reviewer, channel) VALUES ($1, $2, 'approved', 'mallory@example.com', 'api')`, [e.decisions[1], e.ref.envId]);
    });
    expect(verdict.broken).toMatchObject({ code: 'unchained', message: expect.stringContaining('a verdict on') });
  });

  it('reordered entries are found', async () => {
    const r = await tampered('audit-db-swap', async (e) => {
      await q(`UPDATE audit_entries SET seq = CASE seq WHEN 2 THEN 3 ELSE 2 END + 1000 WHERE env_id = $1 AND seq IN (2, 3)`, [e.ref.envId]);
      await q(`UPDATE audit_entries SET seq = seq - 1000 WHERE env_id = $1 AND seq > 1000`, [e.ref.envId]);
    });
    expect(r.broken).toMatchObject({ code: 'hash_mismatch', seq: 2 });
  });
});

it('many concurrent decisions and verdicts of one environment make one unbroken chain', async () => {
  const e = await envWithDecisions('audit-concurrent', 1);
  const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => call(`${svc.url}/v1/gate/evaluate`, { key: e.key, body: refund(10 + i) })));
  expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
  const verdicts = await Promise.all(
    replies.slice(0, 10).map((r) => call(`${svc.url}/v1/decisions/${r.body.decision_id}/review`, { key: e.key, body: { outcome: 'approved', reviewer: 'c@example.com', note: null } })),
  );
  expect(verdicts.map((r) => r.status)).toEqual(verdicts.map(() => 200));
  await checkpoint();
  const text = await exportText(e);
  const es = entries(parse(text));
  expect(es.map((x) => x.seq)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  expect(new Set(es.filter((x) => x.kind === 'decision').map((x) => x.decision_id)).size).toBe(41);
  expect(await verify(e, text)).toMatchObject({ ok: true, entries: 52, signed_through: 52 });
});

it('decisions capped by concurrent requests near daily_cap are chained as they were answered', async () => {
  const e = await envWithDecisions('audit-cap', 1);
  await svc.settings(e.org, 'test', 'daily_cap=6');
  const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => call(`${svc.url}/v1/gate/evaluate`, { key: e.key, body: refund(10 + i) })));
  expect(replies.filter((r) => r.body.reason_codes?.includes('RATE_LIMITED')).length).toBeGreaterThanOrEqual(14);
  await checkpoint();
  const text = await exportText(e);
  const es = entries(parse(text)).filter((x) => x.kind === 'decision');
  expect(es).toHaveLength(21);
  // Each entry's content is the decision as answered (the capped ones as capped).
  const answered = new Map(replies.map((r) => [r.body.decision_id, r.body.decision]));
  for (const x of es.slice(1)) expect((x.content as { outcome: string }).outcome).toBe(answered.get(x.decision_id));
  expect(await verify(e, text)).toMatchObject({ ok: true, entries: 22 });
});

it('checkpoints are due at every 1,000th entry, and at the head 10 minutes after the last; the schedule\'s workflow signs them', async () => {
  const org = uniqueOrg('audit-due');
  await svc.key(org, 'test');
  const ref = (await findEnv(svc.running.db, org, 'test'))!;
  // 2,500 entries written directly (their hashes are not checked here, only which seqs are due).
  await svc.running.db.query(
    `WITH g AS (SELECT n FROM generate_series(1, 2500) n), e AS (
       INSERT INTO audit_entries (env_id, seq, kind, decision_id, until_ms, content_hash, hash, created_at)
       SELECT $1, n, 'verdict', 'dec_x', 0, sha256(n::text::bytea), sha256((-n)::text::bytea), now() FROM g
     ) INSERT INTO audit_heads (env_id, seq, hash, until_ms, content_hash) VALUES ($1, 2500, sha256('-2500'::bytea), 0, sha256('2500'::bytea))`,
    [ref.envId],
  );
  const now = new Date();
  const mine = async (at: Date) => (await checkpointsDue(svc.running.db, at)).find((d) => d.envId === ref.envId)?.points.map((p) => p.seq) ?? [];
  expect(await mine(now)).toEqual([1000, 2000, 2500]);
  // Through Temporal: the auditCheckpoints workflow on a worker of its own signs them (once: a second run adds none).
  const connection = await connectTemporal(process.env.GATEHOUSE_TEST_TEMPORAL_ADDRESS!, {});
  try {
    const taskQueue = `audit-${randomUUID()}`;
    const worker = await createWorker({
      connection,
      namespace: 'default',
      taskQueue,
      activities: createAuditActivities({ db: svc.running.db, receipts: svc.running.receipts!, now: () => now }),
      codec: svc.running.codec.crypto,
      workflowBundle: process.env.GATEHOUSE_WORKFLOW_BUNDLE,
    });
    const run = () => svc.running.client.workflow.execute<typeof auditCheckpoints>('auditCheckpoints', { taskQueue, workflowId: `audit-test-${randomUUID()}`, args: [] });
    const made = await worker.runUntil(async () => [await run(), await run()]);
    expect(made[0]).toBeGreaterThanOrEqual(3);
    expect(made[1]).toBe(0);
  } finally {
    await connection.close();
  }
  const { rows } = await svc.running.db.query(`SELECT seq FROM audit_checkpoints WHERE env_id = $1 ORDER BY seq`, [ref.envId]);
  expect(rows.map((r) => Number(r.seq))).toEqual([1000, 2000, 2500]);
  // 600 entries later: 3,000 is due at once, the head only once the last checkpoint is 10 minutes old.
  await svc.running.db.query(
    `WITH e AS (INSERT INTO audit_entries (env_id, seq, kind, decision_id, until_ms, content_hash, hash, created_at)
       SELECT $1, n, 'verdict', 'dec_x', 0, sha256(n::text::bytea), sha256((-n)::text::bytea), now() FROM generate_series(2501, 3100) n)
     UPDATE audit_heads SET seq = 3100 WHERE env_id = $1`,
    [ref.envId],
  );
  expect(await mine(new Date(now.getTime() + 60_000))).toEqual([3000]);
  expect(await mine(new Date(now.getTime() + 10 * 60_000))).toEqual([3000, 3100]);
});

it('retention deletes content without breaking the chain; the removed entries still chain', async () => {
  const e = await envWithDecisions('audit-retention', 3);
  await svc.settings(e.org, 'test', 'retention=full');
  await call(`${svc.url}/v1/gate/evaluate`, { key: e.key, body: refund(50) });
  await checkpoint();
  // 31 days on: the full content goes, the records stay (and the chain covers the records).
  await sweep(svc.running.db, new Date(Date.now() + 31 * DAY));
  expect(await verify(e, await exportText(e))).toMatchObject({ ok: true, removed: 0, entries: 5 });
  // 14 months on: the records and their verdicts go; their entries stay, verified by their hashes.
  const later = new Date(Date.now() + 430 * DAY);
  const counts = await sweep(svc.running.db, later);
  expect(counts.records).toBeGreaterThanOrEqual(4);
  const text = await exportText(e, { now: later });
  expect(entries(parse(text)).every((x) => x.content === null)).toBe(true);
  expect(await verify(e, text, later)).toMatchObject({ ok: true, removed: 5, entries: 5, signed_through: 5 });
  // The same export read as if it were made before the records' expiry: the deletion is a break.
  const early = parse(text);
  (early[0] as { exported_at: string }).exported_at = new Date().toISOString();
  expect((await verify(e, unparse(early), later)).broken).toMatchObject({ code: 'content_deleted', seq: 1 });
});
