// A standard JWKS per environment (issue 26): jose's createRemoteJWKSet, given the URL as it is, verifies a
// receipt of the running service; after a rotation the retired key is still listed and still verifies its
// receipts; another organisation's keys are never in the set; unknown organisations and environments are 404.

import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '../../src/client';
import { loadJose } from '../../src/receipts/jose';
import { jwksUrlFor, receiptKid } from '../../src/receipts/verify';
import { publishedEnvReceiptKeys } from '../../src/store/receipt-keys';
import { findEnv } from '../../src/store/tenants';
import { receiptChecker } from '../../examples/receipt-jwks';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;

beforeAll(async () => {
  // A generous deadline: the first decisions of a fresh service on a busy machine are not what is tested here.
  svc = await startTestService({ GATEHOUSE_EVALUATE_TIMEOUT_MS: '20000' });
});
afterAll(async () => {
  await svc?.stop();
});

async function newOrg() {
  const org = uniqueOrg('jwks');
  const key = await svc.key(org, 'test');
  const ref = (await findEnv(svc.running.db, org, 'test'))!;
  return { org, key, ref };
}

const jwksUrl = (org: string, env = 'test') => `${svc.url}/v1/receipts/${org}/${env}/jwks.json`;

async function receiptOf(key: string): Promise<{ decision_id: string; decision: string; action_hash: string; receipt: string }> {
  const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(40) });
  expect(r.status).toBe(200);
  return r.body;
}

describe('GET /v1/receipts/{org}/{env}/jwks.json', () => {
  it("jose's createRemoteJWKSet verifies a receipt against the URL as it is; the client and gatehouse/receipts use it", async () => {
    const { org, key } = await newOrg();
    // Before the first receipt the environment has no key; the set read then does not hide the first key.
    expect((await call(jwksUrl(org))).body).toEqual({ keys: [] });
    const d = await receiptOf(key);
    const url = new URL(jwksUrl(org));
    expect(url.search).toBe('');

    const jose = await loadJose();
    const { payload, protectedHeader } = await jose.jwtVerify(d.receipt, jose.createRemoteJWKSet(url), { algorithms: ['EdDSA'], typ: 'gatehouse-receipt+jwt' });
    expect(payload).toMatchObject({ decision_id: d.decision_id, decision: d.decision, action_hash: d.action_hash, org, env: 'test' });
    expect(protectedHeader.kid).toBe(await receiptKid(d.receipt));

    // Public (no key), cacheable, the environment's keys only.
    const reply = await call(url.toString());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60');
    expect(reply.body).toEqual({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: protectedHeader.kid, alg: 'EdDSA', use: 'sig', org, env: 'test' }] });

    const client = createClient({ baseUrl: svc.url, apiKey: key });
    expect(client.receiptJwksUrl(org, 'test')).toBe(url.toString());
    const checked = await client.verifyReceipt(d.receipt, { actionHash: d.action_hash });
    expect(checked.payload.decision_id).toBe(d.decision_id);
    expect(await jwksUrlFor(svc.url, d.receipt)).toBe(url.toString());
  });

  it('examples/receipt-jwks.ts, in docs/approvals-and-receipts.md verbatim: permits the action, refuses another and another environment', async () => {
    const root = path.join(__dirname, '..', '..');
    const source = fs.readFileSync(path.join(root, 'examples', 'receipt-jwks.ts'), 'utf8');
    expect(fs.readFileSync(path.join(root, 'docs', 'approvals-and-receipts.md'), 'utf8')).toContain(`\`\`\`ts\n${source}\`\`\``);

    const a = await newOrg();
    const b = await newOrg();
    const action = { type: 'refund', amount: 40, currency: 'EUR', target: 'order_1042', parameters: null };
    const d = await receiptOf(a.key);
    expect(d.decision).toBe('allow');
    const checkA = await receiptChecker(svc.url, a.org, 'test');
    expect(await checkA(d.receipt, action)).toBe(true);
    expect(await checkA(d.receipt, { ...action, amount: 4000 })).toBe(false);
    // B's environment publishes no key that signed A's receipt.
    const checkB = await receiptChecker(svc.url, b.org, 'test');
    await receiptOf(b.key);
    await expect(checkB(d.receipt, action)).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
  });

  it('after a rotation the retired key is still listed and verifies its receipts, until they have all expired', async () => {
    const { org, key, ref } = await newOrg();
    const before = await receiptOf(key);
    const oldKid = await receiptKid(before.receipt);
    expect((await call(jwksUrl(org))).body.keys.map((k: { kid: string }) => k.kid)).toEqual([oldKid]);

    const rotated = await svc.running.receipts!.rotate(ref);
    const after = await receiptOf(key);
    expect(await receiptKid(after.receipt)).toBe(rotated.kid);

    // The set read just before the rotation is not what answers now: both keys, oldest first.
    expect((await call(jwksUrl(org))).body.keys.map((k: { kid: string }) => k.kid)).toEqual([oldKid, rotated.kid]);
    const jose = await loadJose();
    const remote = jose.createRemoteJWKSet(new URL(jwksUrl(org)));
    for (const d of [before, after]) expect((await jose.jwtVerify(d.receipt, remote)).payload.decision_id).toBe(d.decision_id);

    // Once the retired key's last receipt has expired it is no longer published; the current key always is.
    const expired = new Date(rotated.retired!.publishedUntil.getTime() + 1000);
    expect((await publishedEnvReceiptKeys(svc.running.db, org, 'test', expired))!.keys.map((k) => k.id)).toEqual([rotated.kid]);
  });

  it("an unknown organisation or environment is 404; another organisation's keys are never listed", async () => {
    const a = await newOrg();
    const b = await newOrg();
    const ra = await receiptOf(a.key);
    const rb = await receiptOf(b.key);
    const kidA = await receiptKid(ra.receipt);

    for (const url of [jwksUrl(uniqueOrg('absent')), jwksUrl(a.org, 'staging'), jwksUrl('Not_A_Slug'), jwksUrl(`${a.org}-x`)]) {
      const r = await call(url);
      expect([url, r.status, r.body.error]).toEqual([url, 404, 'not_found']);
    }
    // The other environment of the organisation exists, and has signed nothing yet.
    expect((await call(jwksUrl(a.org, 'live'))).body).toEqual({ keys: [] });
    // The URL takes no parameters.
    const withQuery = await call(`${jwksUrl(a.org)}?kid=${kidA}`);
    expect([withQuery.status, withQuery.body.error]).toEqual([422, 'invalid_request']);

    const setA = (await call(jwksUrl(a.org))).body.keys as { kid: string; org: string }[];
    expect(setA.map((k) => [k.kid, k.org])).toEqual([[kidA, a.org]]);
    const jose = await loadJose();
    await expect(jose.jwtVerify(rb.receipt, jose.createRemoteJWKSet(new URL(jwksUrl(a.org))))).rejects.toMatchObject({ code: 'ERR_JWKS_NO_MATCHING_KEY' });
  });
});
