// The client's retry behaviour against a loopback HTTP server that answers as scripted: 429/503 with
// Retry-After then 200, the idempotency key reused across the retries, no retry on another 4xx, the bounds
// (attempts, total wait), per-attempt timeouts; and receipts checked with a locally made key pair.

import { stub } from '../helpers/http-stub';
import { createClient, GatehouseError, parseRetryAfter, toolActionType, toolCallRequest, verifyReceiptWithKeys } from '../../src/client';

const decision = { decision_id: `dec_${'A'.repeat(26)}`, decision: 'allow', confidence: 1, reason_codes: [] };
const req = { action: { type: 'refund', amount: 10, currency: 'EUR' }, actor: { name: 'bot' } };

describe('client retries', () => {
  it('429 with Retry-After, then 503, then 200: one call, three attempts, the same Idempotency-Key each time', async () => {
    const s = await stub([
      { status: 429, body: { error: 'rate_limited', message: 'slow down' }, headers: { 'retry-after': '0' } },
      { status: 503, body: { error: 'store_unavailable', message: 'later' }, headers: { 'retry-after': '0' } },
      { status: 200, body: decision },
    ]);
    try {
      const c = createClient({ baseUrl: s.url, apiKey: 'k1', retry: { maxAttempts: 4, baseDelayMs: 1 } });
      const d = await c.evaluate(req);
      expect(d.decision_id).toBe(decision.decision_id);
      expect(s.seen).toHaveLength(3);
      const keys = s.seen.map((x) => x.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(keys).size).toBe(1);
      expect(s.seen.every((x) => x.headers.authorization === 'Bearer k1' && x.body === JSON.stringify(req))).toBe(true);
      // A second call gets a key of its own.
      await c.evaluate(req);
      expect(s.seen[3].headers['idempotency-key']).not.toBe(keys[0]);
    } finally {
      await s.close();
    }
  });

  it('honours Retry-After: the retry comes no sooner than the service asked', async () => {
    const s = await stub([{ status: 429, body: { error: 'rate_limited', message: 'x' }, headers: { 'retry-after': '1' } }, { status: 200, body: decision }]);
    try {
      const c = createClient({ baseUrl: s.url, apiKey: 'k', retry: { baseDelayMs: 1 } });
      const t0 = Date.now();
      await c.evaluate(req, { idempotencyKey: 'order-42' });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(990);
      expect(s.seen.map((x) => x.headers['idempotency-key'])).toEqual(['order-42', 'order-42']);
    } finally {
      await s.close();
    }
  });

  it('never retries another 4xx: 422 is thrown at once with its code and details', async () => {
    const details = [{ field: 'action.type', reason: 'must match pattern' }];
    const s = await stub([{ status: 422, body: { error: 'invalid_request', message: 'bad', details } }, { status: 200, body: decision }]);
    try {
      const c = createClient({ baseUrl: s.url, apiKey: 'k', retry: { maxAttempts: 5, baseDelayMs: 1 } });
      const err = (await c.evaluate(req).catch((e: unknown) => e)) as GatehouseError;
      expect(err).toBeInstanceOf(GatehouseError);
      expect({ status: err.status, code: err.code, message: err.message, details: err.details }).toEqual({ status: 422, code: 'invalid_request', message: 'bad', details });
      expect(s.seen).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('is bounded: after maxAttempts the last 429 is thrown with its retryAfter; a Retry-After beyond maxWaitMs is not waited for', async () => {
    const s = await stub([{ status: 429, body: { error: 'rate_limited', message: 'x' }, headers: { 'retry-after': '0' } }]);
    try {
      const c = createClient({ baseUrl: s.url, apiKey: 'k', retry: { maxAttempts: 3, baseDelayMs: 1 } });
      const err = (await c.evaluate(req).catch((e: unknown) => e)) as GatehouseError;
      expect({ status: err.status, code: err.code, retryAfter: err.retryAfter }).toEqual({ status: 429, code: 'rate_limited', retryAfter: 0 });
      expect(s.seen).toHaveLength(3);
    } finally {
      await s.close();
    }
    const long = await stub([{ status: 429, body: { error: 'rate_limited', message: 'x' }, headers: { 'retry-after': '3600' } }]);
    try {
      const c = createClient({ baseUrl: long.url, apiKey: 'k', retry: { maxAttempts: 5, maxWaitMs: 2000 } });
      const err = (await c.getDecision('dec_x').catch((e: unknown) => e)) as GatehouseError;
      expect({ status: err.status, retryAfter: err.retryAfter }).toEqual({ status: 429, retryAfter: 3600 });
      expect(long.seen).toHaveLength(1);
    } finally {
      await long.close();
    }
  });

  it('times out an attempt that does not answer (status 0, code timeout), and a caller abort stops the waits', async () => {
    const s = await stub([{ status: 200, hang: true }]);
    try {
      const c = createClient({ baseUrl: s.url, apiKey: 'k', timeoutMs: 200, retry: { maxAttempts: 1 } });
      const err = (await c.health().catch((e: unknown) => e)) as GatehouseError;
      expect({ status: err.status, code: err.code }).toEqual({ status: 0, code: 'timeout' });
    } finally {
      await s.close();
    }
    const slow = await stub([{ status: 503, body: { error: 'store_unavailable', message: 'x' }, headers: { 'retry-after': '30' } }]);
    try {
      const c = createClient({ baseUrl: slow.url, apiKey: 'k', retry: { maxAttempts: 3, maxWaitMs: 60_000 } });
      const ac = new AbortController();
      const p = c.evaluate(req, { signal: ac.signal }).catch((e: unknown) => e);
      // Abort once the first 503 has been answered (polled, not slept).
      for (const deadline = Date.now() + 10_000; slow.seen.length === 0 && Date.now() < deadline; ) await new Promise((r) => setImmediate(r));
      ac.abort();
      const err = (await p) as GatehouseError;
      expect(err.code).toBe('aborted');
      expect(slow.seen).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('getDecision sends wait (capped at 60) and encodes the id; review posts the verdict', async () => {
    const s = await stub([{ status: 200, body: decision }, { status: 200, body: decision }, { status: 200, body: { decision_id: decision.decision_id, outcome: 'approved' } }]);
    try {
      const c = createClient({ baseUrl: `${s.url}/`, apiKey: 'k' });
      await c.getDecision('dec_1', { wait: 5 });
      await c.getDecision('a/b', { wait: 600 });
      await c.review('dec_1', { outcome: 'approved', reviewer: 'ann@example.com' });
      expect(s.seen.map((x) => `${x.method} ${x.url}`)).toEqual(['GET /v1/decisions/dec_1?wait=5', 'GET /v1/decisions/a%2Fb?wait=60', 'POST /v1/decisions/dec_1/review']);
      expect(JSON.parse(s.seen[2].body)).toEqual({ outcome: 'approved', reviewer: 'ann@example.com' });
    } finally {
      await s.close();
    }
  });
});

describe('tool-call requests', () => {
  it('normalise the name and carry the user request and history on the structured path', () => {
    expect(toolActionType('BinanceGetRealTimePrice')).toBe('binance_get_real_time_price');
    expect(toolActionType('gmail.send')).toBe('gmail.send');
    expect(() => toolActionType('123')).toThrow(GatehouseError);
    const history = [{ role: 'user', content: 'hi' }];
    expect(toolCallRequest({ name: 'SendEmail', arguments: { to: 'a@example.com' }, userRequest: 'mail Ann', history, agentId: 'bot' })).toEqual({
      action: { type: 'send_email', parameters: { to: 'a@example.com' } },
      actor: { name: 'bot', type: 'ai_agent' },
      context: { user_request: 'mail Ann', history },
    });
    expect(toolCallRequest({ name: 'echo', arguments: 'hello' }).action.parameters).toEqual({ input: 'hello' });
  });

  it('Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('7')).toBe(7);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 0, 10)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(10);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('receipts', () => {
  const now = Math.floor(Date.now() / 1000);
  const base = { decision_id: decision.decision_id, decision: 'allow', approval_status: null, action_hash: 'sha256:abc', org: 'acme', env: 'test', policy_version: 'v1', iat: now, exp: now + 600 };
  async function signed(claims: Record<string, unknown>, kid = 'rk_test1') {
    // jose is an ES module: imported, not required (jest compiles it; tsc sees a CommonJS test file).
    const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
    const receipt = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid, typ: 'gatehouse-receipt+jwt' }).sign(privateKey);
    return { receipt, jwks: { keys: [jwk] } };
  }

  it('a receipt signed with the published key verifies; another key, a changed payload, another action or an expired one does not', async () => {
    const { receipt, jwks } = await signed(base);
    const ok = await verifyReceiptWithKeys(receipt, { jwks, actionHash: 'sha256:abc' });
    expect(ok.payload).toEqual(base);
    expect(ok.header).toEqual({ alg: 'EdDSA', kid: 'rk_test1' });
    expect(ok.permits).toBe(true);

    const other = await signed(base);
    await expect(verifyReceiptWithKeys(receipt, { jwks: other.jwks })).rejects.toMatchObject({ code: 'invalid_receipt' });
    const [h, , sig] = receipt.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...base, decision: 'deny' })).toString('base64url')}.${sig}`;
    await expect(verifyReceiptWithKeys(forged, { jwks })).rejects.toMatchObject({ code: 'invalid_receipt' });
    await expect(verifyReceiptWithKeys(receipt, { jwks, actionHash: 'sha256:other' })).rejects.toMatchObject({ code: 'invalid_receipt' });
    const expired = await signed({ ...base, iat: now - 7200, exp: now - 3600 });
    await expect(verifyReceiptWithKeys(expired.receipt, { jwks: expired.jwks })).rejects.toMatchObject({ code: 'invalid_receipt' });
  });

  it("client.verifyReceipt fetches the keys of the receipt's environment from its JWKS URL", async () => {
    const { receipt, jwks } = await signed({ ...base, decision: 'review', approval_status: 'pending' });
    const s = await stub([{ status: 200, body: jwks }]);
    try {
      const c = createClient({ baseUrl: s.url, apiKey: 'k' });
      const v = await c.verifyReceipt(receipt);
      expect(v.payload).toMatchObject({ decision: 'review', approval_status: 'pending' });
      expect(v.permits).toBe(false);
      expect(s.seen.map((x) => `${x.method} ${x.url}`)).toEqual(['GET /v1/receipts/acme/test/jwks.json']);
      expect(c.receiptJwksUrl('acme', 'test')).toBe(`${s.url}/v1/receipts/acme/test/jwks.json`);
    } finally {
      await s.close();
    }
  });
});
