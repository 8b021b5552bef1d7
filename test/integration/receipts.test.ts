// Action hash and signed receipts (issue 15) through the real service: the same action hashes alike on
// both paths; every answer carries a receipt that verifies offline against the JWKS fetched over HTTP and
// is refused for another action, after expiry or when altered; rotation keeps old receipts verifiable;
// private keys are stored only encrypted; one organisation cannot use or rotate another's keys.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMasterKeys } from '../../src/lib/secrets';
import { MasterKeys } from '../../src/store/codec';
import { actionHash, canonicalAction } from '../../src/domain/action-hash';
import { loadJose } from '../../src/receipts/jose';
import { ReceiptKeys, signReceipt, PUBLISH_MARGIN_S, CURRENT_KEY_REFRESH_MS } from '../../src/receipts/sign';
import { fetchReceiptKeys, ReceiptError, receiptKid, verifyReceipt, type VerifyOptions } from '../../src/receipts/verify';
import { receiptKeyAad, sweepReceiptKeys, type ReceiptKeyRow } from '../../src/store/receipt-keys';
import { findEnv } from '../../src/store/tenants';
import { runCli } from '../helpers/cli';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
const masters = () => new MasterKeys(parseMasterKeys(process.env.GATEHOUSE_PAYLOAD_KEY!));
const cliEnv = () => ({ DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL });

beforeAll(async () => {
  // A generous deadline: the first decisions of a fresh service on a busy machine are not what is tested here.
  svc = await startTestService({ GATEHOUSE_EVALUATE_TIMEOUT_MS: '20000' });
});
afterAll(async () => {
  await svc?.stop();
});

async function newOrg(...settings: string[]) {
  const org = uniqueOrg('rcpt');
  const key = await svc.key(org, 'test');
  if (settings.length > 0) await svc.settings(org, 'test', ...settings);
  const ref = (await findEnv(svc.running.db, org, 'test'))!;
  return { org, key, ref };
}

const evaluate = (key: string, body: unknown, headers: Record<string, string> = {}) => call(`${svc.url}/v1/gate/evaluate`, { key, body, headers });

/** The action a tool would run for refund(amount): the five hashed keys. */
const refundAction = (amount: number | null) => {
  const a = refund(amount).action;
  return { type: a.type, amount: a.amount, currency: a.currency, target: a.target, parameters: null };
};

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ReceiptError) return err.code;
    throw err;
  }
  throw new Error('the receipt was accepted');
}

async function keyRow(kid: string): Promise<ReceiptKeyRow> {
  const { rows } = await svc.running.db.query<ReceiptKeyRow>('SELECT * FROM receipt_keys WHERE id = $1', [kid]);
  return rows[0];
}

describe('action_hash', () => {
  it('is the same for one action whatever the key order, on GET, and on the structured and intake paths', async () => {
    const { key } = await newOrg('intake=on');
    const args = { amount: 30, currency: 'EUR', order_id: 'order_77', reason: { code: 'damaged', photos: 2 } };
    const userRequest = 'Please refund order_77, it arrived damaged';
    const structured = await evaluate(key, {
      action: { type: 'refund', parameters: args },
      actor: { name: 'bank-bot' },
      context: { user_request: userRequest },
    });
    expect(structured.status).toBe(200);
    expectContract(structured, 'Decision');
    expect(structured.body.intake.path).toBe('structured');

    // The same action written in another key order.
    const reordered = await evaluate(key, {
      actor: { name: 'bank-bot' },
      context: { user_request: userRequest },
      action: { parameters: { reason: { photos: 2, code: 'damaged' }, order_id: 'order_77', currency: 'EUR', amount: 30 }, type: 'refund' },
    });
    expect(reordered.body.action_hash).toBe(structured.body.action_hash);

    // The same call as an OpenAI tool call, read by Intake.
    const intake = await evaluate(
      key,
      {
        messages: [{ role: 'user', content: userRequest }],
        choices: [{ message: { role: 'assistant', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'refund', arguments: JSON.stringify(args) } }] } }],
      },
      { 'x-gatehouse-agent': 'bank-bot' },
    );
    expect(intake.status).toBe(200);
    expect(intake.body.intake.path).toBe('intake');
    expect(intake.body.action_hash).toBe(structured.body.action_hash);

    // It is the documented hash of the action as understood (amount and currency read from the arguments).
    const a = structured.body.action;
    expect(a).toMatchObject({ type: 'refund', amount: 30, currency: 'EUR' });
    const understood = { type: 'refund', amount: 30, currency: 'EUR', target: a.target, parameters: args };
    expect(structured.body.action_hash).toBe(actionHash(understood));
    expect(structured.body.action_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(canonicalAction(understood)).toBe(
      `{"amount":30,"currency":"EUR","parameters":{"amount":30,"currency":"EUR","order_id":"order_77","reason":{"code":"damaged","photos":2}},"target":${JSON.stringify(a.target)},"type":"refund"}`,
    );

    // Another action, another hash.
    const other = await evaluate(key, { action: { type: 'refund', parameters: { ...args, amount: 31 } }, actor: { name: 'bank-bot' }, context: { user_request: userRequest } });
    expect(other.body.action_hash).not.toBe(structured.body.action_hash);

    const stored = await call(`${svc.url}/v1/decisions/${intake.body.decision_id}`, { key });
    expectContract(stored, 'Decision');
    expect(stored.body.action_hash).toBe(intake.body.action_hash);
  });

  it('is kept with the record under retention zero (it is not content)', async () => {
    const { key, ref } = await newOrg('retention=zero');
    const r = await evaluate(key, refund(25));
    expect(r.body.action_hash).toBe(actionHash(refundAction(25)));
    const { rows } = await svc.running.db.query('SELECT action_hash, (SELECT count(*)::int FROM decision_content WHERE decision_id = $1) AS content FROM decisions WHERE id = $1 AND env_id = $2', [
      r.body.decision_id,
      ref.envId,
    ]);
    expect(rows[0]).toEqual({ action_hash: r.body.action_hash, content: 0 });
    const stored = await call(`${svc.url}/v1/decisions/${r.body.decision_id}`, { key });
    expect(stored.body.action_hash).toBe(r.body.action_hash);
  });
});

describe('receipts', () => {
  it('verify offline against the JWKS fetched over HTTP, for exactly the action decided on', async () => {
    const { org, key } = await newOrg();
    const r = await evaluate(key, refund(40));
    expect(r.body.decision).toBe('allow');
    const receipt: string = r.body.receipt;
    expect(receipt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The JWKS over plain HTTP, no API key.
    const kid = await receiptKid(receipt);
    const keysReply = await call(`${svc.url}/v1/receipts/keys?kid=${kid}`);
    expect(keysReply.status).toBe(200);
    expectContract(keysReply, 'ReceiptKeySet');
    expect(keysReply.body.keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid, alg: 'EdDSA', use: 'sig', org, env: 'test' }]);
    const jwks = await fetchReceiptKeys(svc.url, receipt);
    expect(jwks).toEqual(keysReply.body);

    const v = await verifyReceipt(receipt, { jwks, action: refundAction(40), org, env: 'test' });
    expect(v.permits).toBe(true);
    expect(v.kid).toBe(kid);
    expect(v.claims).toEqual({
      decision_id: r.body.decision_id,
      decision: 'allow',
      approval_status: null,
      action_hash: r.body.action_hash,
      org,
      env: 'test',
      policy_version: r.body.policy_version,
      iat: expect.any(Number),
      exp: v.claims.iat + 30 * 86_400,
    });
    expect(Math.abs(v.claims.iat - Date.now() / 1000)).toBeLessThan(300);

    // The tool's action in another key order is the same action.
    const { parameters: _p, ...rest } = refundAction(40);
    expect((await verifyReceipt(receipt, { jwks, action: { target: rest.target, currency: rest.currency, amount: rest.amount, type: rest.type } })).permits).toBe(true);

    // Another amount, another target, another type: refused.
    expect(await refusal(verifyReceipt(receipt, { jwks, action: refundAction(41) }))).toBe('action_mismatch');
    expect(await refusal(verifyReceipt(receipt, { jwks, action: { ...refundAction(40), target: 'order_9999' } }))).toBe('action_mismatch');
    expect(await refusal(verifyReceipt(receipt, { jwks, action: { ...refundAction(40), type: 'transfer' } }))).toBe('action_mismatch');
    expect(await refusal(verifyReceipt(receipt, { jwks, action: { ...refundAction(40), parameters: { note: 'x' } } }))).toBe('action_mismatch');
    // Meant for another organisation or environment: refused.
    expect(await refusal(verifyReceipt(receipt, { jwks, org: 'someone-else' }))).toBe('wrong_environment');
    expect(await refusal(verifyReceipt(receipt, { jwks, env: 'live' }))).toBe('wrong_environment');

    // GET signs a fresh receipt over the decision as it stands, with the same key and hash.
    const stored = await call(`${svc.url}/v1/decisions/${r.body.decision_id}`, { key });
    const again = await verifyReceipt(stored.body.receipt, { jwks, action: refundAction(40) });
    expect(again.claims).toEqual({ ...v.claims, iat: again.claims.iat, exp: again.claims.iat + 30 * 86_400 });
    expect(again.claims.iat).toBeGreaterThanOrEqual(v.claims.iat);
  });

  it('a receipt for a decision that is not allow verifies but does not permit', async () => {
    const { key } = await newOrg();
    const r = await evaluate(key, refund(5000));
    expect(r.body.decision).not.toBe('allow');
    const v = await verifyReceipt(r.body.receipt, { jwks: await fetchReceiptKeys(svc.url, r.body.receipt), action: refundAction(5000) });
    expect(v.claims.decision).toBe(r.body.decision);
    expect(v.permits).toBe(false);
  });

  it('is refused once expired, and when its signature or claims are altered', async () => {
    const { key } = await newOrg();
    const r = await evaluate(key, refund(40));
    const receipt: string = r.body.receipt;
    const jwks = await fetchReceiptKeys(svc.url, receipt);
    const opts: VerifyOptions = { jwks, action: refundAction(40) };
    const { exp } = (await verifyReceipt(receipt, opts)).claims;
    expect((await verifyReceipt(receipt, { ...opts, now: new Date((exp - 1) * 1000) })).permits).toBe(true);
    expect(await refusal(verifyReceipt(receipt, { ...opts, now: new Date((exp + 1) * 1000) }))).toBe('expired');

    const [h, p, s] = receipt.split('.');
    const sig = Buffer.from(s, 'base64url');
    sig[10] ^= 0x01;
    expect(await refusal(verifyReceipt(`${h}.${p}.${sig.toString('base64url')}`, opts))).toBe('bad_signature');
    // A deny turned into an allow, or a longer life, without the key: the signature no longer matches.
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    expect(await refusal(verifyReceipt(`${h}.${forged}.${s}`, opts))).toBe('bad_signature');
    expect(await refusal(verifyReceipt('not-a-receipt', opts))).toBe('malformed');
    // Signed by a key Gatehouse does not publish (an attacker's own): unknown key.
    const jose = await loadJose();
    const own = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const self = await new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'gatehouse-receipt+jwt', kid: 'rk_00000000000000000000000000' }).sign(own.privateKey);
    expect(await refusal(verifyReceipt(self, opts))).toBe('unknown_key');
    // The same, claiming the real kid: the signature does not verify.
    const claimingKid = await new jose.SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'gatehouse-receipt+jwt', kid: await receiptKid(receipt) }).sign(own.privateKey);
    expect(await refusal(verifyReceipt(claimingKid, opts))).toBe('bad_signature');
  });

  it('rotation: old receipts still verify until they expire, new ones carry the new kid; then the old key is retired', async () => {
    const { key, ref } = await newOrg();
    const before = await evaluate(key, refund(40));
    const oldKid = await receiptKid(before.body.receipt);

    const rotated = await svc.running.receipts!.rotate(ref);
    expect(rotated.kid).not.toBe(oldKid);
    expect(rotated.retired!.kid).toBe(oldKid);
    const publishFor = 30 * 86_400 + CURRENT_KEY_REFRESH_MS / 1000 + PUBLISH_MARGIN_S;
    expect(Math.abs(rotated.retired!.publishedUntil.getTime() - (Date.now() + publishFor * 1000))).toBeLessThan(60_000);

    const after = await evaluate(key, refund(40));
    expect(await receiptKid(after.body.receipt)).toBe(rotated.kid);
    // The old receipt still verifies against the keys published now; so does the new one.
    expect((await verifyReceipt(before.body.receipt, { jwks: await fetchReceiptKeys(svc.url, before.body.receipt), action: refundAction(40) })).permits).toBe(true);
    expect((await verifyReceipt(after.body.receipt, { jwks: await fetchReceiptKeys(svc.url, after.body.receipt), action: refundAction(40) })).permits).toBe(true);
    const both = await call(`${svc.url}/v1/receipts/keys?kid=${oldKid},${rotated.kid}`);
    expect(both.body.keys.map((k: { kid: string }) => k.kid).sort()).toEqual([oldKid, rotated.kid].sort());
    // GET of the old decision now signs with the new key.
    const stored = await call(`${svc.url}/v1/decisions/${before.body.decision_id}`, { key });
    expect(await receiptKid(stored.body.receipt)).toBe(rotated.kid);

    // Once every receipt it signed has expired, the old key is unpublished, and the sweep drops it.
    const lastExpiry = new Date(rotated.retired!.publishedUntil.getTime() + 1000);
    expect((await svc.running.receipts!.published([oldKid])).length).toBe(1);
    expect(await sweepReceiptKeys(svc.running.db, new Date(rotated.retired!.publishedUntil.getTime() - 60_000), 100)).toBe(0);
    expect(await sweepReceiptKeys(svc.running.db, lastExpiry, 100)).toBeGreaterThanOrEqual(1);
    // The API remembers a published key for a minute at most (never past its publication): what that minute does.
    svc.running.receipts!.forgetPublished();
    const gone = await call(`${svc.url}/v1/receipts/keys?kid=${oldKid}`);
    expect(gone.body).toEqual({ keys: [] });
    expect(await refusal(verifyReceipt(before.body.receipt, { jwks: gone.body }))).toBe('unknown_key');
    // The current key is never swept.
    expect((await keyRow(rotated.kid)).current).toBe(true);
  });

  it('the private key is stored only encrypted, bound to its environment', async () => {
    const { key, ref } = await newOrg();
    const r = await evaluate(key, refund(40));
    const kid = await receiptKid(r.body.receipt);
    const row = await keyRow(kid);
    expect(row.env_id).toBe(ref.envId);
    expect(Object.keys(row.public_jwk).sort()).toEqual(['crv', 'kty', 'x']);

    // The private key, as the master key recovers it.
    const pem = masters().unwrap(row.master_id, row.wrapped, receiptKeyAad(row.id, row.env_id))!.toString('utf8');
    const jose = await loadJose();
    const jwk = await jose.exportJWK(await jose.importPKCS8(pem, 'EdDSA', { extractable: true }));
    expect(jwk.d).toMatch(/^[\w-]{43}$/);
    expect(jwk.x).toBe(row.public_jwk.x);
    const d = Buffer.from(jwk.d!, 'base64url');
    const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    // Nothing stored holds it in clear: not as base64url, hex, PEM or raw bytes.
    const { rows } = await svc.running.db.query('SELECT row_to_json(k)::text AS text, wrapped FROM receipt_keys k WHERE id = $1', [kid]);
    const text: string = rows[0].text;
    for (const form of [jwk.d!, d.toString('hex'), d.toString('base64'), pem.split('\n')[1]]) expect(text).not.toContain(form);
    expect(rows[0].wrapped.includes(d)).toBe(false);
    expect(rows[0].wrapped.includes(der)).toBe(false);
    // Moved to another environment's row, it does not decrypt.
    const other = await newOrg();
    expect(() => masters().unwrap(row.master_id, row.wrapped, receiptKeyAad(row.id, other.ref.envId))).toThrow();
  });

  it('signing costs well under a millisecond once the key is in memory', async () => {
    const { ref } = await newOrg();
    const keys = new ReceiptKeys(svc.running.db, masters());
    const subject = { decisionId: 'dec_01JZ00000000000000000000AB', decision: 'allow' as const, approvalStatus: null, actionHash: actionHash(refundAction(1)), policyVersion: 'v1' };
    await signReceipt(keys, ref, subject);
    const n = 300;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await signReceipt(keys, ref, subject);
    const perSign = (performance.now() - t0) / n;
    // A generous bound on a shared machine (the measured figure is about 0.1 ms on an idle core).
    expect(perSign).toBeLessThan(5);
  });
});

describe('tenant isolation', () => {
  it("one organisation's rotation, keys and receipts are its own", async () => {
    const a = await newOrg();
    const b = await newOrg();
    const ra = await evaluate(a.key, refund(40));
    const kidA = await receiptKid(ra.body.receipt);
    await evaluate(b.key, refund(40));

    // Rotating B leaves A's key current and A's receipts signed with it.
    const rotatedB = await svc.running.receipts!.rotate(b.ref);
    expect(rotatedB.retired!.kid).not.toBe(kidA);
    expect((await keyRow(kidA)).current).toBe(true);
    expect(await receiptKid((await evaluate(a.key, refund(40))).body.receipt)).toBe(kidA);
    // B's environment cannot reach A's key by id.
    expect(await svc.running.receipts!.keyRow(b.ref.envId, kidA)).toBeNull();
    expect((await svc.running.receipts!.keyRow(a.ref.envId, kidA))!.id).toBe(kidA);

    // B's API key cannot read A's decision (nor so its receipt).
    expect((await call(`${svc.url}/v1/decisions/${ra.body.decision_id}`, { key: b.key })).status).toBe(404);

    // A's receipt is A's: a verifier for B refuses it, and B's keys do not verify it.
    const jwksA = await fetchReceiptKeys(svc.url, ra.body.receipt);
    expect(jwksA.keys[0]).toMatchObject({ org: a.org, env: 'test' });
    expect(await refusal(verifyReceipt(ra.body.receipt, { jwks: jwksA, org: b.org, env: 'test' }))).toBe('wrong_environment');
    const bKey = (await svc.running.receipts!.published([rotatedB.kid]))[0];
    expect(await refusal(verifyReceipt(ra.body.receipt, { keys: [{ ...bKey, kid: kidA, org: a.org }] }))).toBe('bad_signature');
    // A key published for B cannot vouch for a receipt that names A.
    expect(await refusal(verifyReceipt(ra.body.receipt, { keys: [{ ...jwksA.keys[0], kid: kidA, org: b.org }] }))).toBe('wrong_environment');
  });
});

describe('GET /v1/receipts/keys', () => {
  it('needs no API key, and answers 422 for a missing or malformed kid and unknown parameters', async () => {
    expect((await call(`${svc.url}/v1/receipts/keys?kid=rk_00000000000000000000000000`)).body).toEqual({ keys: [] });
    for (const q of ['', '?kid=', '?kid=abc', '?org=acme&env=test', `?kid=${Array.from({ length: 21 }, (_, i) => `rk_${String(i).padStart(26, '0')}`).join(',')}`]) {
      const r = await call(`${svc.url}/v1/receipts/keys${q}`);
      expect(r.status).toBe(422);
      expectContract(r, 'Error');
      expect(r.body.error).toBe('invalid_request');
    }
  });
});

describe('gatehouse receipts (CLI)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-receipts-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const file = (name: string, value: unknown) => {
    const f = path.join(tmp, name);
    fs.writeFileSync(f, JSON.stringify(value));
    return f;
  };

  it('verify: 0 and the claims for a receipt that permits this action; 3 when it does not permit; 1 when refused; 2 on bad usage', async () => {
    const { key, org } = await newOrg();
    const allow = await evaluate(key, refund(40));
    const review = await evaluate(key, refund(5000));
    const action = file('action.json', refundAction(40));

    const ok = await runCli(['receipts', 'verify', allow.body.receipt, '--action', action, '--jwks', svc.url], cliEnv());
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    const printed = JSON.parse(ok.stdout);
    expect(printed).toMatchObject({ valid: true, permits: true, claims: { decision_id: allow.body.decision_id, decision: 'allow', org, action_hash: allow.body.action_hash } });

    // A JWKS file instead of the URL, and the org expected.
    const jwksFile = file('jwks.json', await fetchReceiptKeys(svc.url, allow.body.receipt));
    expect((await runCli(['receipts', 'verify', allow.body.receipt, '--action', action, '--jwks', jwksFile, '--org', org, '--env', 'test'], cliEnv())).code).toBe(0);

    const changed = await runCli(['receipts', 'verify', allow.body.receipt, '--action', file('changed.json', { ...refundAction(40), amount: 400 }), '--jwks', svc.url], cliEnv());
    expect(changed.code).toBe(1);
    expect(changed.stderr).toMatch(/receipt refused \(action_mismatch\)/);
    expect(changed.stdout).toBe('');

    const wrongOrg = await runCli(['receipts', 'verify', allow.body.receipt, '--action', action, '--jwks', jwksFile, '--org', 'another-org'], cliEnv());
    expect(wrongOrg.code).toBe(1);
    expect(wrongOrg.stderr).toMatch(/wrong_environment/);

    const notPermitted = await runCli(['receipts', 'verify', review.body.receipt, '--action', file('big.json', refundAction(5000)), '--jwks', svc.url], cliEnv());
    expect(notPermitted.code).toBe(3);
    expect(notPermitted.stderr).toMatch(/does not permit it \(decision review/);
    expect(JSON.parse(notPermitted.stdout).permits).toBe(false);

    const tampered = allow.body.receipt.slice(0, -4) + (allow.body.receipt.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const bad = await runCli(['receipts', 'verify', tampered, '--action', action, '--jwks', jwksFile], cliEnv());
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/receipt refused \(bad_signature\)/);

    const noFile = await runCli(['receipts', 'verify', allow.body.receipt, '--action', path.join(tmp, 'absent.json'), '--jwks', jwksFile], cliEnv());
    expect(noFile.code).toBe(1);
    expect(noFile.stderr).toMatch(/no such action file/);

    const usage = await runCli(['receipts', 'verify', allow.body.receipt, '--jwks', jwksFile], cliEnv());
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--action is required/);
  });

  it('rotate makes a new key current (another process picks it up) and the old one stays published; list shows both', async () => {
    const { key, org, ref } = await newOrg();
    const first = await evaluate(key, refund(40));
    const oldKid = await receiptKid(first.body.receipt);

    const rotated = await runCli(['receipts', 'rotate', '--org', org, '--env', 'test'], cliEnv());
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    const newKid = /^(rk_[0-9a-z]{26}) signs the receipts/.exec(rotated.stdout)?.[1];
    expect(newKid).toBeDefined();
    expect(rotated.stdout).toContain(`${oldKid} signs no more; it stays published until`);

    // Another process (a fresh signer whose check is due) signs with the new key.
    const fresh = new ReceiptKeys(svc.running.db, masters(), { refreshMs: 0 });
    const signed = await signReceipt(fresh, ref, { decisionId: first.body.decision_id, decision: 'allow', approvalStatus: null, actionHash: first.body.action_hash, policyVersion: 'v1' });
    expect(await receiptKid(signed)).toBe(newKid);
    expect((await verifyReceipt(signed, { jwks: await fetchReceiptKeys(svc.url, signed), action: refundAction(40) })).permits).toBe(true);
    expect((await verifyReceipt(first.body.receipt, { jwks: await fetchReceiptKeys(svc.url, first.body.receipt), action: refundAction(40) })).permits).toBe(true);

    const listed = await runCli(['receipts', 'list', '--org', org, '--env', 'test'], cliEnv());
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${newKid} .*CURRENT\\n${oldKid} .*retired .*published until`));
    // Another organisation's listing holds neither.
    const other = await newOrg();
    await evaluate(other.key, refund(40));
    const otherList = await runCli(['receipts', 'list', '--org', other.org, '--env', 'test'], cliEnv());
    expect(otherList.stdout).not.toContain(newKid!);
    expect(otherList.stdout).not.toContain(oldKid);

    expect((await runCli(['receipts', 'rotate', '--org', 'no-such-org-here', '--env', 'test'], cliEnv())).code).toBe(2);
  });
});
