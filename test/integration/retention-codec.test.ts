// Temporal histories hold request content: every payload is encrypted, and operators read runs through the
// codec endpoint, which shows only what the environment's retention mode allows.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Payload } from '@temporalio/common';
import { temporal } from '@temporalio/proto';
import { MasterKeys, parseMasterKeys, PayloadCrypto } from '../../src/store/codec';
import { codecRoutes } from '../../src/runtime/codec-server';
import { decisionWorkflowId } from '../../src/lib/names';
import { RETENTION_SCHEDULE_ID } from '../../src/runtime/temporal';
import { ScheduleOverlapPolicy } from '@temporalio/client';
import { PgKeyStore } from '../../src/store/payload-keys';
import { createRetentionActivities } from '../../activities/retention';
import { call, uniqueOrg } from '../helpers/service';
import { DAY, startIsolatedService, type IsolatedService } from './retention.helpers';

jest.setTimeout(60_000);

let svc: IsolatedService;
beforeAll(async () => {
  svc = await startIsolatedService();
});
afterAll(async () => {
  await svc?.dispose();
});

type Wire = { payloads: { metadata: Record<string, string>; data: string }[] };
const toWire = (ps: Payload[]): Wire => ({
  payloads: ps.map((p) => ({
    metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v).toString('base64')])),
    data: Buffer.from(p.data ?? new Uint8Array()).toString('base64'),
  })),
});
const shown = (w: Wire) => w.payloads.map((p) => Buffer.from(p.data, 'base64').toString('utf8')).join('\n');

async function decide(mode: string) {
  // Letters only: no redaction pattern (phone, card, IBAN) can mistake part of it for personal data.
  const word = () => Array.from(randomBytes(12), (b) => String.fromCharCode(97 + (b % 26))).join('');
  const marker = `MARKER${word()}`;
  const email = `ana.${word()}@example.com`;
  const org = uniqueOrg(`codec-${mode}`);
  const key = await svc.key(org, 'test');
  await svc.settings(org, 'test', `retention=${mode}`);
  const body = {
    action: { type: 'refund', amount: 20, currency: 'EUR', target: 'order_9', description: `${marker} refund to ${email}` },
    actor: { name: 'support-bot' },
    context: { note: `customer wrote from ${email}: ${marker}` },
  };
  const d = await call(`${svc.url}/v1/gate/evaluate`, { key, body });
  expect(d.status).toBe(200);
  const handle = svc.running.client.workflow.getHandle(decisionWorkflowId(d.body.decision_id));
  // The answer comes as soon as the decision is committed; the run's history is complete once it has ended.
  await handle.result();
  const history = await handle.fetchHistory();
  return { marker, email, decisionId: d.body.decision_id as string, history };
}

/**
 * Every payload in a history, except search attributes (which Temporal must be able to read) and the
 * bookkeeping the SDK core writes into local activity markers (`details.data`: activity id and type, attempt,
 * times), which never passes through a codec and holds no content. The marker's `details.result` is checked.
 */
function payloadsOf(node: unknown, out: Payload[] = [], key = ''): Payload[] {
  if (!node || typeof node !== 'object' || node instanceof Uint8Array) return out;
  const o = node as Record<string, unknown>;
  if (o.data instanceof Uint8Array && o.metadata && typeof o.metadata === 'object') {
    out.push(o as Payload);
    return out;
  }
  for (const [k, v] of Object.entries(o)) {
    if (k === 'searchAttributes' || (key === 'details' && k === 'data')) continue;
    payloadsOf(v, out, k);
  }
  return out;
}

const inputOf = (history: temporal.api.history.v1.IHistory) => history.events![0].workflowExecutionStartedEventAttributes!.input!.payloads as Payload[];

async function decode(wire: Wire, opts: { base?: string; token?: string | null; path?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-namespace': 'default' };
  const token = opts.token === undefined ? svc.codecToken : opts.token;
  if (token !== null && !opts.path) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${opts.base ?? svc.url}/codec${opts.path ?? ''}/decode`, { method: 'POST', headers, body: JSON.stringify(wire) });
  return { status: res.status, body: (await res.json()) as Wire & { error?: string }, headers: res.headers };
}

it("a decision run's history holds no request content in plain text: every payload is encrypted", async () => {
  const { marker, email, history } = await decide('full');
  const raw = Buffer.from(temporal.api.history.v1.History.encode(history).finish());
  expect(raw.includes(Buffer.from(marker))).toBe(false);
  expect(raw.includes(Buffer.from(email))).toBe(false);
  expect(raw.includes(Buffer.from('support-bot'))).toBe(false);
  const payloads = payloadsOf(history);
  // Input, the decide step's marker (a builtin-model decision is one local activity) and the workflow's result.
  expect(payloads.length).toBeGreaterThanOrEqual(3);
  for (const p of payloads) expect(Buffer.from(p.metadata!.encoding!).toString()).toBe('binary/encrypted');
});

it('the codec endpoint shows a `full` run to an operator with the token (Bearer or in the path)', async () => {
  const { marker, email, decisionId, history } = await decide('full');
  const byHeader = await decode(toWire(inputOf(history)));
  expect(byHeader.status).toBe(200);
  expect(shown(byHeader.body)).toContain(marker);
  expect(shown(byHeader.body)).toContain(email);
  expect(byHeader.headers.get('cache-control')).toBe('no-store');
  const byPath = await decode(toWire(inputOf(history)), { path: `/${svc.codecToken}` });
  expect(byPath.status).toBe(200);
  expect(shown(byPath.body)).toContain(marker);
  // Every payload of the run decodes, the recorded decision among them.
  const all = await decode(toWire(payloadsOf(history)));
  expect(shown(all.body)).toContain(decisionId);
});

it('the codec endpoint requires the token', async () => {
  const { history } = await decide('full');
  const wire = toWire(inputOf(history));
  const none = await decode(wire, { token: null });
  expect(none.status).toBe(401);
  expect(none.body.error).toBe('missing_codec_token');
  expect(JSON.stringify(none.body)).not.toContain('MARKER');
  const wrong = await decode(wire, { token: 'not-the-token-at-all' });
  expect(wrong.status).toBe(401);
  expect(wrong.body.error).toBe('invalid_codec_token');
  const wrongPath = await decode(wire, { path: '/not-the-token-at-all' });
  expect(wrongPath.status).toBe(401);
});

it('answers the Temporal UI origin with CORS headers, and no other origin', async () => {
  const preflight = await fetch(`${svc.url}/codec/decode`, {
    method: 'OPTIONS',
    headers: { origin: 'http://127.0.0.1:8233', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-namespace' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8233');
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Namespace/i);
  const other = await fetch(`${svc.url}/codec/decode`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
});

it('a `zero` run cannot be read through the codec endpoint: every payload is withheld', async () => {
  const { marker, email, history } = await decide('zero');
  const raw = Buffer.from(temporal.api.history.v1.History.encode(history).finish());
  expect(raw.includes(Buffer.from(marker))).toBe(false);
  const res = await decode(toWire(payloadsOf(history)));
  expect(res.status).toBe(200);
  const text = shown(res.body);
  expect(text).not.toContain(marker);
  expect(text).not.toContain(email);
  expect(text).not.toContain('refund');
  for (const p of res.body.payloads) expect(JSON.parse(Buffer.from(p.data, 'base64').toString())).toMatchObject({ gatehouse: 'withheld', retention: 'zero' });
});

it('a `redacted` run shows through the codec endpoint with personal data masked', async () => {
  const { marker, email, history } = await decide('redacted');
  const text = shown((await decode(toWire(inputOf(history)))).body);
  expect(text).toContain(marker);
  expect(text).not.toContain(email);
  expect(text).toContain('[email]');
});

it('a `metadata` run shows field names and sizes only', async () => {
  const { marker, history } = await decide('metadata');
  const res = await decode(toWire(inputOf(history)));
  const view = JSON.parse(Buffer.from(res.body.payloads[0].data, 'base64').toString());
  expect(JSON.stringify(view)).not.toContain(marker);
  expect(view.fields).toEqual(expect.arrayContaining(['request.action.description', 'request.context.note']));
});

describe('past expiry (injected clock)', () => {
  async function endpointAt(at: Date) {
    const masters = new MasterKeys(parseMasterKeys(svc.payloadKey));
    const now = () => at;
    const crypto = new PayloadCrypto({ masters, store: new PgKeyStore(svc.running.db, masters, now), now });
    const app = express();
    app.use('/codec', codecRoutes({ crypto, token: svc.codecToken, origins: [] }));
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  it('a `full` run is readable for 30 days, then withheld; once the sweep destroyed its key, nobody can decrypt it', async () => {
    const { marker, history } = await decide('full');
    const wire = toWire(inputOf(history));
    const soon = await endpointAt(new Date(Date.now() + 29 * DAY));
    try {
      expect(shown((await decode(wire, { base: soon.base })).body)).toContain(marker);
    } finally {
      await soon.close();
    }
    const later = await endpointAt(new Date(Date.now() + 30 * DAY + 60_000));
    try {
      const res = await decode(wire, { base: later.base });
      expect(shown(res.body)).not.toContain(marker);
      expect(JSON.parse(Buffer.from(res.body.payloads[0].data, 'base64').toString())).toMatchObject({ gatehouse: 'withheld' });
    } finally {
      await later.close();
    }
    // The sweep, 32 days on, destroys the key: the service's own workers cannot decrypt the run any more.
    const swept = await createRetentionActivities({ db: svc.running.db, now: () => new Date(Date.now() + 32 * DAY) }).sweepRetention();
    expect(swept.payload_keys).toBeGreaterThanOrEqual(1);
    const masters = new MasterKeys(parseMasterKeys(svc.payloadKey));
    const fresh = new PayloadCrypto({ masters, store: new PgKeyStore(svc.running.db, masters) });
    await expect(fresh.decode(inputOf(history))).rejects.toThrow(/no longer exists/);
    const afterSweep = await endpointAt(new Date());
    try {
      const res = await decode(wire, { base: afterSweep.base });
      expect(shown(res.body)).not.toContain(marker);
      expect(JSON.parse(Buffer.from(res.body.payloads[0].data, 'base64').toString())).toMatchObject({ retention: 'destroyed' });
    } finally {
      await afterSweep.close();
    }
  });
});

it('the worker process keeps the daily retention schedule', async () => {
  const d = await svc.running.client.schedule.getHandle(RETENTION_SCHEDULE_ID).describe();
  expect(d.action.type).toBe('startWorkflow');
  if (d.action.type !== 'startWorkflow') return;
  expect(d.action.workflowType).toBe('retentionSweep');
  expect(d.action.taskQueue).toMatch(/^test-/);
  expect(d.policies.overlap).toBe(ScheduleOverlapPolicy.SKIP);
  expect(d.policies.catchupWindow).toBeLessThanOrEqual(3_600_000);
  expect(d.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 3, end: 3, step: 1 }], minute: [{ start: 17, end: 17, step: 1 }] });
});
