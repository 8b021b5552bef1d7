// The action hash (RFC 8785 canonical JSON) and the offline verifier, without the service.

import fc from 'fast-check';
import { actionHash, canonicalAction, hashedAction } from '../../src/domain/action-hash';
import { permits } from '../../src/receipts/claims';
import { loadJose } from '../../src/receipts/jose';
import { jwksUrlFor, ReceiptError, verifyReceipt, type ReceiptJwk } from '../../src/receipts/verify';

/** The same JSON value with every object's keys in a random order. */
function shuffled(v: unknown, rnd: () => number): unknown {
  if (Array.isArray(v)) return v.map((x) => shuffled(x, rnd));
  if (v && typeof v === 'object') {
    const keys = Object.keys(v).sort(() => rnd() - 0.5);
    return Object.fromEntries(keys.map((k) => [k, shuffled((v as Record<string, unknown>)[k], rnd)]));
  }
  return v;
}

describe('action hash', () => {
  it('is RFC 8785: keys sorted by UTF-16 code units at every depth, ECMAScript numbers, no whitespace', () => {
    const action = {
      type: 'refund',
      amount: 4.5,
      currency: 'EUR',
      target: 'o-1',
      parameters: { '\u20ac': 1, '\r': 2, '\ufb33': 3, '1': 4, '\ud83d\ude00': 5, '\u0080': 6, '\u00f6': 7, n: [333333333.33333329, 1e30, 4.5, 2e-3, 1e-27], s: '\u20ac$\u000f\nA\'B"\\\\"/' },
    };
    expect(canonicalAction(action)).toBe(
      '{"amount":4.5,"currency":"EUR","parameters":{"\\r":2,"1":4,"n":[333333333.3333333,1e+30,4.5,0.002,1e-27],"s":"\u20ac$\\u000f\\nA\'B\\"\\\\\\\\\\"/","\u0080":6,"\u00f6":7,"\u20ac":1,"\ud83d\ude00":5,"\ufb33":3},"target":"o-1","type":"refund"}',
    );
    expect(actionHash(action)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('absent keys are null, an empty parameters object is null, other keys (description) are not hashed', () => {
    expect(hashedAction({ type: 'refund' })).toEqual({ type: 'refund', amount: null, currency: null, target: null, parameters: null });
    expect(actionHash({ type: 'refund', parameters: {} })).toBe(actionHash({ type: 'refund' }));
    expect(actionHash({ type: 'refund', description: 'x', effects: ['write'] })).toBe(actionHash({ type: 'refund', amount: null }));
    expect(actionHash({ type: 'refund', amount: 100.0 })).toBe(actionHash({ type: 'refund', amount: 100 }));
    expect(actionHash({ type: 'refund', amount: 100 })).not.toBe(actionHash({ type: 'refund', amount: '100' }));
    expect(actionHash({ type: 'refund', parameters: { a: null } })).not.toBe(actionHash({ type: 'refund' }));
  });

  it('refuses what is not a JSON action', () => {
    expect(() => actionHash(null)).toThrow(TypeError);
    expect(() => actionHash([{ type: 'x' }])).toThrow(TypeError);
    expect(() => actionHash({ type: 'x', parameters: [1] })).toThrow(TypeError);
    expect(() => actionHash({ type: 'x', amount: NaN })).toThrow(/Non-finite/);
  });

  it('does not depend on key order (property)', () => {
    fc.assert(
      fc.property(fc.record({ type: fc.string(), amount: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })), parameters: fc.option(fc.dictionary(fc.string(), fc.jsonValue())) }), fc.integer(), (action, seed) => {
        let x = seed;
        const rnd = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 + 1) % 1;
        expect(actionHash(shuffled(action, rnd))).toBe(actionHash(action));
      }),
      { numRuns: 200 },
    );
  });
});

describe('verifyReceipt', () => {
  const now = Math.floor(Date.now() / 1000);
  const action = { type: 'refund', amount: 40, currency: 'EUR', target: 'order_1' };
  const claims = { decision_id: 'dec_X', decision: 'allow', approval_status: null, action_hash: actionHash(action), org: 'acme', env: 'live', policy_version: 'v1', iat: now, exp: now + 60 };

  async function keyPair() {
    const jose = await loadJose();
    const pair = await jose.generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk: ReceiptJwk = { ...(await jose.exportJWK(pair.publicKey)), kid: 'rk_a', alg: 'EdDSA', use: 'sig', org: 'acme', env: 'live' };
    const sign = (payload: object, header: Record<string, unknown> = {}) =>
      new jose.SignJWT({ ...payload }).setProtectedHeader({ alg: 'EdDSA', typ: 'gatehouse-receipt+jwt', kid: 'rk_a', ...header }).sign(pair.privateKey);
    return { jwk, sign };
  }

  const code = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (err) => (err instanceof ReceiptError ? err.code : `other: ${String(err)}`),
    );

  it('accepts a genuine receipt and says whether it permits', async () => {
    const { jwk, sign } = await keyPair();
    const v = await verifyReceipt(await sign(claims), { keys: [jwk], action: { ...action, parameters: {} } });
    expect(v).toMatchObject({ kid: 'rk_a', permits: true, actionChecked: true, claims });
    expect((await verifyReceipt(await sign({ ...claims, decision: 'review', approval_status: 'pending' }), { jwks: { keys: [jwk] } })).permits).toBe(false);
    expect((await verifyReceipt(await sign({ ...claims, decision: 'review', approval_status: 'approved' }), { keys: [jwk] })).permits).toBe(true);
    expect(permits({ decision: 'deny', approval_status: 'approved' })).toBe(true);
    expect(permits({ decision: 'review', approval_status: 'expired' })).toBe(false);
  });

  it('refuses the wrong type, a missing claim, another algorithm, an unsigned token, a null action hash', async () => {
    const { jwk, sign } = await keyPair();
    expect(await code(verifyReceipt(await sign(claims, { typ: 'JWT' }), { keys: [jwk] }))).toBe('malformed');
    const { org: _org, ...noOrg } = claims;
    expect(await code(verifyReceipt(await sign(noOrg), { keys: [jwk] }))).toBe('malformed');
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: 'rk_a', typ: 'gatehouse-receipt+jwt' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(await code(verifyReceipt(`${header}.${body}.`, { keys: [jwk] }))).toBe('malformed');
    expect(await code(verifyReceipt(`${header}.${body}.AAAA`, { keys: [jwk] }))).toBe('malformed');
    expect(await code(verifyReceipt(await sign({ ...claims, action_hash: null }), { keys: [jwk], action }))).toBe('action_mismatch');
    expect(await code(verifyReceipt(await sign(claims), { keys: [jwk], action: { ...action, amount: Infinity } }))).toBe('action_mismatch');
    await expect(verifyReceipt(await sign(claims), {})).rejects.toThrow(TypeError);
  });

  it("builds the JWKS URL from the service URL and the receipt's environment; a JWKS URL stays as given", async () => {
    const { sign } = await keyPair();
    const r = await sign(claims);
    expect(await jwksUrlFor('https://gh.example.com', r)).toBe('https://gh.example.com/v1/receipts/acme/live/jwks.json');
    expect(await jwksUrlFor('https://gh.example.com/base/', r)).toBe('https://gh.example.com/base/v1/receipts/acme/live/jwks.json');
    expect(await jwksUrlFor('https://gh.example.com/v1/receipts/other/test/jwks.json', r)).toBe('https://gh.example.com/v1/receipts/other/test/jwks.json');
    expect(await jwksUrlFor('https://gh.example.com/v1/receipts/keys', r)).toBe('https://gh.example.com/v1/receipts/keys?kid=rk_a');
    expect(await jwksUrlFor('https://gh.example.com/v1/receipts/keys?kid=rk_b', r)).toBe('https://gh.example.com/v1/receipts/keys?kid=rk_b');
    const { org: _o, ...noOrg } = claims;
    await expect(jwksUrlFor('https://gh.example.com', await sign(noOrg))).rejects.toThrow(ReceiptError);
    await expect(jwksUrlFor('https://gh.example.com', 'a.b.c')).rejects.toThrow(ReceiptError);
  });
});
