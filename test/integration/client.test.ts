// gatehouse/client against the running service (real HTTP, Temporal, PostgreSQL): every endpoint it wraps,
// typed errors (401, 404, 422 with details), and a real 429 from a key's rate limit retried after its
// Retry-After.

import { createClient, GatehouseError, type GatehouseClient } from '../../src/client';
import { startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

async function client(...settings: string[]): Promise<{ c: GatehouseClient; org: string }> {
  const org = uniqueOrg('cli');
  const key = await svc.key(org, 'test');
  if (settings.length > 0) await svc.settings(org, 'test', ...settings);
  return { c: createClient({ baseUrl: svc.url, apiKey: key, agent: 'client-test' }), org };
}

const refund = { action: { type: 'refund', amount: 20, currency: 'EUR', target: 'order-1' }, actor: { name: 'support-bot' }, context: { ticket: 'Parcel lost, please refund 20 EUR' } };

describe('gatehouse/client against the service', () => {
  it('evaluate → getDecision → review → getDecision shows the verdict; the same idempotency key gives the same decision', async () => {
    const { c } = await client();
    const d = await c.evaluate(refund, { idempotencyKey: 'refund-order-1' });
    expect(d.decision_id).toMatch(/^dec_[0-9A-Z]{26}$/);
    expect(['allow', 'review', 'deny', 'more_information']).toContain(d.decision);
    expect((await c.evaluate(refund, { idempotencyKey: 'refund-order-1' })).decision_id).toBe(d.decision_id);
    expect((await c.evaluate(refund)).decision_id).not.toBe(d.decision_id);

    const read = await c.getDecision(d.decision_id);
    expect(read).toMatchObject({ decision_id: d.decision_id, decision: d.decision });
    expect(read.review ?? null).toBeNull();
    const r = await c.review(d.decision_id, { outcome: 'approved', reviewer: 'ann@example.com', note: 'ok' });
    expect(r).toMatchObject({ decision_id: d.decision_id, outcome: 'approved', reviewer: 'ann@example.com', channel: 'api' });
    // wait is harmless on a service that answers at once.
    expect((await c.getDecision(d.decision_id, { wait: 1 })).review).toMatchObject({ outcome: 'approved' });
  });

  it('evaluateToolCall: the framework name is normalised; the user request and history decide', async () => {
    const { c } = await client();
    const read = await c.evaluateToolCall({ name: 'BinanceGetRealTimePrice', arguments: { pair: 'BTCUSD' }, userRequest: 'What does bitcoin cost?' });
    expect(read.decision).toBe('allow');
    expect(read.action).toMatchObject({ type: 'binance_get_real_time_price', tool_call: { shape: 'structured' } });

    const mail = { name: 'GmailSend', arguments: { to: 'anna@example.com', subject: 'Q3', body: 'Attached.' } };
    expect((await c.evaluateToolCall({ ...mail, userRequest: 'Send the Q3 report to anna@example.com' })).decision).toBe('allow');
    const unasked = await c.evaluateToolCall({ ...mail, userRequest: 'What is on my calendar today?', history: [{ role: 'user', content: 'What is on my calendar today?' }] });
    expect(unasked.decision).toBe('review');
    expect(unasked.reason_codes).toContain('UNREQUESTED_ACTION');
  });

  it('listTools, agreementReport and health', async () => {
    const { c } = await client();
    expect(Array.isArray((await c.listTools()).tools)).toBe(true);
    const report = await c.agreementReport({ from: '2026-01-01', to: '2026-12-31' });
    expect(report).toMatchObject({ window: { from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' }, totals: { decisions: 0 } });
    expect(await c.health()).toMatchObject({ status: 'ok' });
  });

  it('typed errors: 401 with a bad key, 404 for an unknown decision, 422 with details naming the field', async () => {
    const bad = createClient({ baseUrl: svc.url, apiKey: 'gh_test_nope' });
    await expect(bad.evaluate(refund)).rejects.toMatchObject({ name: 'GatehouseError', status: 401, code: 'invalid_api_key' });

    const { c } = await client();
    await expect(c.getDecision(`dec_${'0'.repeat(26)}`)).rejects.toMatchObject({ status: 404, code: expect.stringMatching(/not_found$/) });
    await expect(c.review(`dec_${'0'.repeat(26)}`, { outcome: 'approved', reviewer: 'x' })).rejects.toMatchObject({ status: 404 });

    const err = (await c.evaluate({ action: { type: 'Not A Type' }, actor: { name: 'bot' } }).catch((e: unknown) => e)) as GatehouseError;
    expect(err).toBeInstanceOf(GatehouseError);
    expect({ status: err.status, code: err.code }).toEqual({ status: 422, code: 'invalid_request' });
    expect(JSON.stringify(err.details)).toContain('action.type');
    // An invalid idempotency key is a 422 of its own, not retried.
    await expect(c.evaluate(refund, { idempotencyKey: 'x'.repeat(200) })).rejects.toMatchObject({ status: 422, code: 'invalid_idempotency_key' });
  });

  it("a key past its rate limit: 429 rate_limited with retryAfter, and the client's retry after Retry-After succeeds", async () => {
    const { c, org } = await client('key_rate_limit=1', 'rate_limit_window=2');
    const key = (c as unknown as { opts: { apiKey: string } }).opts.apiKey;
    const once = createClient({ baseUrl: svc.url, apiKey: key, retry: { maxAttempts: 1 } });
    expect((await once.evaluate(refund)).decision_id).toMatch(/^dec_/);
    const err = (await once.evaluate(refund).catch((e: unknown) => e)) as GatehouseError;
    expect({ status: err.status, code: err.code }).toEqual({ status: 429, code: 'rate_limited' });
    expect(err.retryAfter).toBeGreaterThan(0);

    const patient = createClient({ baseUrl: svc.url, apiKey: key, retry: { maxAttempts: 4, maxWaitMs: 10_000 } });
    const d = await patient.evaluate(refund, { idempotencyKey: `after-429-${org}` });
    expect(d.decision_id).toMatch(/^dec_/);
  });
});
