// The contract's status tables, row by row, through real HTTP against the real service
// (Temporal dev server, PostgreSQL). Every body received is validated against the contract.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { revokeKey } from '../../src/store/keys';
import { addReview } from '../../src/store/decisions';
import { findEnv } from '../../src/store/tenants';
import { REVIEW_HISTORY_LIMIT } from '../../src/contract/schemas';
import { validateAs } from '../../src/contract/validate';
import { buildOpenApi } from '../../src/contract/openapi';
import { call, expectContract, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let org: string;
let key: string;
const evaluate = () => `${svc.url}/v1/gate/evaluate`;

beforeAll(async () => {
  svc = await startTestService();
  org = uniqueOrg();
  key = await svc.key(org, 'test');
});
afterAll(async () => {
  await svc?.stop();
});

describe('POST /v1/gate/evaluate', () => {
  it('200: a recorded decision with every required field, review null', async () => {
    const r = await call(evaluate(), { key, body: refund(40) });
    expect(r.status).toBe(200);
    expectContract(r, 'Decision');
    expect(r.body.decision_id).toMatch(/^dec_[0-9A-Z]{26}$/);
    expect(r.body.decision).toBe('allow');
    expect(r.body.review).toBeNull();
    expect(r.body.action).toEqual({
      type: 'refund',
      identified: true,
      confidence: 1,
      amount: 40,
      currency: 'EUR',
      target: 'order_1042',
      effects: ['write', 'money_movement'],
      tool_call: null,
    });
    expect(r.body.intake.path).toBe('structured');
    expect(Number.isInteger(r.body.latency_ms)).toBe(true);
    expect(r.body.risk.overall).toBe(Math.max(r.body.risk.financial, r.body.risk.fraud, r.body.risk.data_loss, r.body.risk.security));
    expect(r.body).not.toHaveProperty('providers');
    // Answered only after it was recorded: the record is there at once.
    const rec = await call(`${svc.url}/v1/decisions/${r.body.decision_id}`, { key });
    expect(rec.status).toBe(200);
    expectContract(rec, 'Decision');
    // The receipt is signed at each answer (its iat moves); the action hash is the record's.
    expect({ ...rec.body, review: undefined, review_history: undefined, receipt: undefined }).toEqual({ ...r.body, review: undefined, receipt: undefined });
    expect(rec.body.review_history).toEqual([]);
    expect(r.body).not.toHaveProperty('review_history');
  });

  it('401 missing_api_key without Authorization', async () => {
    const r = await call(evaluate(), { body: refund(40) });
    expect(r.status).toBe(401);
    expectContract(r, 'Error');
    expect(r.body.error).toBe('missing_api_key');
  });

  it.each([
    ['Basic abc', 'wrong scheme'],
    ['Bearer', 'no key'],
    ['Bearer gate_test_short', 'malformed key'],
    [`Bearer gate_test_${'A'.repeat(40)}`, 'unknown key'],
  ])('401 invalid_api_key for %s (%s)', async (authorization) => {
    const r = await call(evaluate(), { body: refund(40), headers: { authorization } });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('invalid_api_key');
  });

  it('401 from the very next request after revocation', async () => {
    const k = await svc.key(org, 'test');
    expect((await call(evaluate(), { key: k, body: refund(10) })).status).toBe(200);
    expect((await revokeKey(svc.running.db, k))?.id).toMatch(/^key_/);
    const r = await call(evaluate(), { key: k, body: refund(10) });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('invalid_api_key');
  });

  it('409 idempotency_conflict: same key, other body; same body returns the same decision', async () => {
    const headers = { 'idempotency-key': `k-${Date.now()}` };
    const a = await call(evaluate(), { key, body: refund(40), headers });
    const b = await call(evaluate(), { key, body: refund(40), headers });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.decision_id).toBe(a.body.decision_id);
    expect({ ...b.body, receipt: undefined }).toEqual({ ...a.body, receipt: undefined });
    const c = await call(evaluate(), { key, body: refund(41), headers });
    expect(c.status).toBe(409);
    expectContract(c, 'Error');
    expect(c.body.error).toBe('idempotency_conflict');
  });

  it('idempotency is key-order independent and scoped per environment', async () => {
    const headers = { 'idempotency-key': `order-${Date.now()}` };
    const body = refund(12);
    const a = await call(evaluate(), { key, body, headers });
    const reordered = { actor: body.actor, action: Object.fromEntries(Object.entries(body.action).reverse()) };
    const b = await call(evaluate(), { key, body: reordered, headers });
    expect(b.body.decision_id).toBe(a.body.decision_id);
    const live = await svc.key(org, 'live');
    const c = await call(evaluate(), { key: live, body: refund(99), headers });
    expect(c.status).toBe(200);
    expect(c.body.decision_id).not.toBe(a.body.decision_id);
  });

  it('concurrent duplicates with one Idempotency-Key give one decision, never two', async () => {
    const headers = { 'idempotency-key': `burst-${Date.now()}` };
    const replies = await Promise.all(Array.from({ length: 12 }, () => call(evaluate(), { key, body: refund(33), headers })));
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(replies.map((r) => r.body.decision_id)).size).toBe(1);
    const { rows } = await svc.running.db.query('SELECT count(*)::int AS n FROM decisions WHERE id = $1', [replies[0].body.decision_id]);
    expect(rows[0].n).toBe(1);
  });

  it('413 request_too_large above 256 KB, by Content-Length', async () => {
    const big = refund(1, { parameters: { blob: 'x'.repeat(256 * 1024) } });
    const r = await call(evaluate(), { key, body: big });
    expect(r.status).toBe(413);
    expectContract(r, 'Error');
    expect(r.body.error).toBe('request_too_large');
  });

  it('413 for a chunked body without Content-Length, counted as it streams', async () => {
    const u = new URL(evaluate());
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 6) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body).error).toBe('request_too_large');
  });

  it.each(['application/pdf', 'application/octet-stream', 'image/png'])('415 unsupported_media_type for %s, with the accepted list', async (type) => {
    const r = await call(evaluate(), { key, raw: Buffer.from('%PDF-1.7'), contentType: type });
    expect(r.status).toBe(415);
    expectContract(r, 'Error');
    expect(r.body.error).toBe('unsupported_media_type');
    expect(r.body.details.accepted).toEqual(expect.arrayContaining(['application/json', 'text/plain', 'text/html', 'message/rfc822']));
  });

  it('422 invalid_request naming every offending field and why', async () => {
    const r = await call(evaluate(), {
      key,
      body: {
        action: { type: 'Refund!', amount: -5, currency: 'eur', description: 'd'.repeat(2001), target: 't'.repeat(257), colour: 'red' },
        actor: { name: '', type: 'robot', permissions: Array(257).fill('x') },
        options: { language: 'english', mode: 'fast' },
        extra: true,
      },
    });
    expect(r.status).toBe(422);
    expectContract(r, 'Error');
    expect(r.body.error).toBe('invalid_request');
    const fields = r.body.details.map((d: { field: string }) => d.field);
    for (const f of [
      'extra',
      'action.colour',
      'action.type',
      'action.amount',
      'action.currency',
      'action.description',
      'action.target',
      'actor.name',
      'actor.type',
      'actor.permissions',
      'options.language',
      'options.mode',
    ]) {
      expect(fields).toContain(f);
    }
    expect(r.body.details.find((d: { field: string }) => d.field === 'extra').reason).toBe('unknown field');
  });

  it('422 for malformed JSON, a missing actor, and wrong types', async () => {
    const bad = await call(evaluate(), { key, raw: '{"action": {', contentType: 'application/json' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('invalid_request');
    expect(bad.body.details[0].reason).toMatch(/invalid JSON/);
    const noActor = await call(evaluate(), { key, body: { action: { type: 'refund', amount: 1 } } });
    expect(noActor.body.details).toEqual([{ field: 'actor', reason: 'is required' }]);
    const types = await call(evaluate(), { key, body: { action: { type: 5, amount: '10' }, actor: { name: 'a', permissions: 'all' }, context: 7 } });
    expect(types.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['action.amount', 'action.type', 'actor.permissions', 'context']);
  });

  it('422 when Intake is off and the body is not a version-1 request', async () => {
    const text = await call(evaluate(), { key, raw: 'Please refund order 1042, 40 EUR', contentType: 'text/plain' });
    expect(text.status).toBe(422);
    expect(text.body.error).toBe('invalid_request');
    const arbitrary = await call(evaluate(), { key, body: { refund: { order: 1042, eur: 40 } } });
    expect(arbitrary.status).toBe(422);
  });

  it.each([[''], ['k'.repeat(129)], ['bad\u00e9key']])('422 invalid_idempotency_key for %j', async (value) => {
    const r = await call(evaluate(), { key, body: refund(1), headers: { 'idempotency-key': value } });
    expect(r.status).toBe(422);
    expectContract(r, 'Error');
    expect(r.body.error).toBe('invalid_idempotency_key');
  });

  it('accepts an Idempotency-Key of exactly 128 characters', async () => {
    const r = await call(evaluate(), { key, body: refund(1), headers: { 'idempotency-key': 'k'.repeat(127) + String(Date.now() % 10) } });
    expect(r.status).toBe(200);
  });

  it('422 for a hint header longer than 128 characters', async () => {
    const r = await call(evaluate(), { key, body: refund(1), headers: { 'x-gatehouse-action-hint': 'h'.repeat(129) } });
    expect(r.status).toBe(422);
    expect(r.body.details[0].field).toBe('X-Gatehouse-Action-Hint');
  });
});

describe('GET /v1/decisions/{id} and POST /v1/decisions/{id}/review', () => {
  let decisionId: string;
  beforeAll(async () => {
    decisionId = (await call(evaluate(), { key, body: refund(20) })).body.decision_id;
  });

  it('review 200 returns the stored review; the latest verdict is the one kept', async () => {
    const first = await call(`${svc.url}/v1/decisions/${decisionId}/review`, { key, body: { outcome: 'denied', reviewer: 'ana@example.com' } });
    expect(first.status).toBe(200);
    expectContract(first, 'Review');
    expect(first.body).toMatchObject({ decision_id: decisionId, outcome: 'denied', reviewer: 'ana@example.com', note: null, channel: 'api' });
    const second = await call(`${svc.url}/v1/decisions/${decisionId}/review`, {
      key,
      body: { outcome: 'changed', reviewer: 'bo@example.com', note: 'refunded 15 instead' },
    });
    expect(second.status).toBe(200);
    const rec = await call(`${svc.url}/v1/decisions/${decisionId}`, { key });
    expectContract(rec, 'Decision');
    expect(rec.body.review).toEqual(second.body);
    // Earlier verdicts stay as history, oldest first, the latest last.
    expect(rec.body.review_history).toEqual([first.body, second.body]);
    const { rows } = await svc.running.db.query('SELECT outcome FROM reviews WHERE decision_id = $1 ORDER BY id', [decisionId]);
    expect(rows.map((r: { outcome: string }) => r.outcome)).toEqual(['denied', 'changed']);
  });

  it('a verdict from the digest mail or the console carries its channel; the latest is shown whatever its channel', async () => {
    const id = (await call(evaluate(), { key, body: refund(21) })).body.decision_id;
    const env = await findEnv(svc.running.db, org, 'test');
    const api = await call(`${svc.url}/v1/decisions/${id}/review`, { key, body: { outcome: 'approved', reviewer: 'ana@example.com' } });
    const mail = await addReview(svc.running.db, env!.envId, id, { outcome: 'denied', reviewer: 'bo@example.com', note: 'replied to the digest', channel: 'mail' });
    const byConsole = await addReview(svc.running.db, env!.envId, id, { outcome: 'changed', reviewer: 'cy@example.com', note: null, channel: 'console' });
    expect(mail).toMatchObject({ decision_id: id, outcome: 'denied', channel: 'mail' });
    expect(validateAs('Review', mail)).toEqual([]);
    const rec = await call(`${svc.url}/v1/decisions/${id}`, { key });
    expect(rec.status).toBe(200);
    expect(rec.body.review).toEqual(byConsole);
    expect(rec.body.review_history).toEqual([api.body, mail, byConsole]);
    expect(rec.body.review_history.map((v: { channel: string }) => v.channel)).toEqual(['api', 'mail', 'console']);
    // Another environment's store call finds nothing to review.
    const other = await findEnv(svc.running.db, org, 'live');
    expect(other).not.toBeNull();
    expect(await addReview(svc.running.db, other!.envId, id, { outcome: 'approved', reviewer: 'mallory', note: null, channel: 'mail' })).toBeNull();
  });

  it(`review_history lists the latest ${REVIEW_HISTORY_LIMIT} verdicts when there are more`, async () => {
    const id = (await call(evaluate(), { key, body: refund(22) })).body.decision_id;
    const env = await findEnv(svc.running.db, org, 'test');
    await svc.running.db.query(
      `INSERT INTO reviews (decision_id, env_id, outcome, reviewer, channel)
       SELECT $1, $2, 'approved', 'bulk-' || n, 'console' FROM generate_series(1, $3::int) n`,
      [id, env!.envId, REVIEW_HISTORY_LIMIT + 5],
    );
    const rec = await call(`${svc.url}/v1/decisions/${id}`, { key });
    expect(rec.body.review_history).toHaveLength(REVIEW_HISTORY_LIMIT);
    expect(rec.body.review_history[0].reviewer).toBe('bulk-6');
    expect(rec.body.review.reviewer).toBe(`bulk-${REVIEW_HISTORY_LIMIT + 5}`);
  });

  it('404 decision_not_found for unknown and malformed ids', async () => {
    for (const id of ['dec_01ARZ3NDEKTSV4RRFFQ69G5FAV', 'nope', '../../etc']) {
      const r = await call(`${svc.url}/v1/decisions/${encodeURIComponent(id)}`, { key });
      expect(r.status).toBe(404);
      expectContract(r, 'Error');
      expect(r.body.error).toBe('decision_not_found');
    }
  });

  it('404 for another organisation and for the other environment of the same organisation', async () => {
    const otherOrgKey = await svc.key(uniqueOrg('other'), 'test');
    const liveKey = await svc.key(org, 'live');
    for (const k of [otherOrgKey, liveKey]) {
      const get = await call(`${svc.url}/v1/decisions/${decisionId}`, { key: k });
      expect(get.status).toBe(404);
      expect(get.body.error).toBe('decision_not_found');
      const rev = await call(`${svc.url}/v1/decisions/${decisionId}/review`, { key: k, body: { outcome: 'approved', reviewer: 'mallory' } });
      expect(rev.status).toBe(404);
    }
    const rec = await call(`${svc.url}/v1/decisions/${decisionId}`, { key });
    expect(rec.body.review?.reviewer).not.toBe('mallory');
  });

  it('401 on both endpoints without a key', async () => {
    expect((await call(`${svc.url}/v1/decisions/${decisionId}`)).body.error).toBe('missing_api_key');
    expect((await call(`${svc.url}/v1/decisions/${decisionId}/review`, { body: { outcome: 'approved', reviewer: 'x' } })).status).toBe(401);
  });

  it('413 for a review body above 16 KB', async () => {
    const r = await call(`${svc.url}/v1/decisions/${decisionId}/review`, { key, body: { outcome: 'approved', reviewer: 'x', note: 'n'.repeat(17 * 1024) } });
    expect(r.status).toBe(413);
    expect(r.body.error).toBe('request_too_large');
  });

  it('422 for a review that breaks the schema, naming the fields', async () => {
    const r = await call(`${svc.url}/v1/decisions/${decisionId}/review`, {
      key,
      body: { outcome: 'maybe', reviewer: '', note: 'n'.repeat(2001), extra: 1 },
    });
    expect(r.status).toBe(422);
    expectContract(r, 'Error');
    expect(r.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['extra', 'note', 'outcome', 'reviewer']);
  });
});

describe('health, openapi, unknown routes', () => {
  it('GET /v1/health answers without a key', async () => {
    const r = await call(`${svc.url}/v1/health`);
    expect(r.status).toBe(200);
    expectContract(r, 'Health');
    expect(r.body.status).toBe('ok');
  });

  it('GET /v1/openapi.json serves the generated document, identical to the committed openapi.json', async () => {
    const r = await call(`${svc.url}/v1/openapi.json`);
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    expect(r.body.info.version).toBe('0.9.0');
    expect(r.body).toEqual(buildOpenApi());
    const committed = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'openapi.json'), 'utf8'));
    expect(committed).toEqual(r.body);
  });

  it('406 not_acceptable when the Accept header excludes JSON; a browser-like or wildcard Accept gets the document', async () => {
    for (const p of ['/v1/health', '/v1/openapi.json']) {
      const refused = await call(`${svc.url}${p}`, { headers: { accept: 'text/html' } });
      expect(refused.status).toBe(406);
      expectContract(refused, 'Error');
      expect(refused.body).toMatchObject({ error: 'not_acceptable', details: { accepted: ['application/json'] } });
      const browser = await call(`${svc.url}${p}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(browser.status).toBe(200);
    }
  });

  it('404 not_found for unknown paths', async () => {
    const r = await call(`${svc.url}/v1/nothing-here`, { key });
    expect(r.status).toBe(404);
    expectContract(r, 'Error');
    expect(r.body.error).toBe('not_found');
  });
});
