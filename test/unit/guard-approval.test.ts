// The guard on contract 0.5.0 approvals, against a loopback stub: `review` with `approval: {status: 'pending'}`,
// then GET /v1/decisions/{id}?wait=N held until the approval leaves pending; expired, denied and changed
// refuse, and a Gatehouse that cannot be reached refuses (fail closed). Review-then-approved against the real
// service, with approvals on, is in test/integration/guard-sdks.test.ts.

import { createClient, guard, GatehouseRefusal } from '../../src/client';
import { stub, type Answer } from '../helpers/http-stub';

const id = `dec_${'B'.repeat(26)}`;
const reviewed = (status: string): Answer => ({
  status: 200,
  body: { decision_id: id, decision: 'review', confidence: 0.9, reason_codes: ['UNREQUESTED_ACTION'], approval: { status, expires_at: '2026-11-26T00:00:00Z', decided_at: null, channel: null } },
});

function sendMail() {
  const ran: unknown[] = [];
  const fn = async (args: { to: string }) => {
    ran.push(args);
    return `sent to ${args.to}`;
  };
  return { ran, fn };
}

describe('guard with 0.5.0 approvals (stub server)', () => {
  it('review + pending, then approved on ?wait: the guard waited on the service and the tool ran', async () => {
    const s = await stub([reviewed('pending'), reviewed('pending'), reviewed('approved')]);
    try {
      const client = createClient({ baseUrl: s.url, apiKey: 'k' });
      const { ran, fn } = sendMail();
      const guarded = guard(fn, { client, name: 'GmailSend', context: { userRequest: 'What is on my calendar?' }, approvalTimeoutMs: 90_000, pollIntervalMs: 10 });
      await expect(guarded({ to: 'anna@example.com' })).resolves.toBe('sent to anna@example.com');
      expect(ran).toEqual([{ to: 'anna@example.com' }]);
      const urls = s.seen.map((x) => `${x.method} ${x.url}`);
      expect(urls[0]).toBe('POST /v1/gate/evaluate');
      // Each look asks the service to hold the answer (capped at 60 s).
      expect(urls.slice(1)).toEqual([`GET /v1/decisions/${id}?wait=60`, `GET /v1/decisions/${id}?wait=60`]);
      expect(JSON.parse(s.seen[0].body)).toMatchObject({ action: { type: 'gmail_send', parameters: { to: 'anna@example.com' } }, context: { user_request: 'What is on my calendar?' } });
    } finally {
      await s.close();
    }
  });

  it.each(['expired', 'denied', 'changed'])('review then %s: refused with that kind and the reason codes; the tool did not run', async (status) => {
    const s = await stub([reviewed('pending'), reviewed(status)]);
    try {
      const client = createClient({ baseUrl: s.url, apiKey: 'k' });
      const { ran, fn } = sendMail();
      const err = (await guard(fn, { client, name: 'gmail.send', pollIntervalMs: 10 })({ to: 'x@example.com' }).catch((e: unknown) => e)) as GatehouseRefusal;
      expect(err).toBeInstanceOf(GatehouseRefusal);
      expect(err.refusal).toMatchObject({ refused: true, kind: status, decision_id: id, reason_codes: ['UNREQUESTED_ACTION'] });
      expect(err.message).toContain('UNREQUESTED_ACTION');
      expect(ran).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('fails closed: a Gatehouse that answers 500, or none at all, refuses (unavailable); onRefusal return gives the Refusal', async () => {
    const s = await stub([{ status: 500, body: { error: 'internal', message: 'boom' } }]);
    try {
      const { ran, fn } = sendMail();
      const client = createClient({ baseUrl: s.url, apiKey: 'k' });
      const out = await guard(fn, { client, name: 'gmail.send', onRefusal: 'return' })({ to: 'x@example.com' });
      expect(out).toMatchObject({ refused: true, kind: 'unavailable', decision_id: null });
      const down = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', retry: { maxAttempts: 1 } });
      await expect(guard(fn, { client: down, name: 'gmail.send' })({ to: 'x@example.com' })).rejects.toMatchObject({ refusal: { kind: 'unavailable' } });
      expect(ran).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
