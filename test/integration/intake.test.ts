// The intake path through the real service: Intake on, bodies in four media and four languages, read and
// understood by code, decided by the same policy engine. Remote selection against a real scripted endpoint.

import iconv from 'iconv-lite';
import { INTAKE_CASES, mail, type IntakeCase } from '../golden/intake-cases';
import { answer, candidatesIn, startModelStub, type ModelStub } from '../helpers/model-stub';
import { call, expectContract, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let stub: ModelStub;
let key: string;

beforeAll(async () => {
  stub = await startModelStub();
  svc = await startTestService();
  const org = uniqueOrg('intake');
  key = await svc.key(org, 'test');
  await svc.settings(org, 'test', 'intake=on');
});
afterAll(async () => {
  await svc?.stop();
  await stub?.close();
});

function encode(c: IntakeCase): string | Buffer {
  if (typeof c.body !== 'string') return JSON.stringify(c.body);
  if (c.encoding === 'latin1') return Buffer.from(c.body, 'latin1');
  if (c.encoding === 'cp1252') return iconv.encode(c.body, 'windows-1252');
  return Buffer.from(c.body, 'utf8');
}

const send = (k: string, contentType: string, raw: string | Buffer, headers: Record<string, string> = {}) =>
  call(`${svc.url}/v1/gate/evaluate`, { key: k, raw, contentType, headers });

it('there are at least 40 fixtures across the four media', () => {
  expect(INTAKE_CASES.length).toBeGreaterThanOrEqual(40);
  const media = new Set(INTAKE_CASES.map((c) => c.contentType.split(';')[0]));
  expect(media).toEqual(new Set(['text/plain', 'text/html', 'message/rfc822', 'application/json']));
});

describe('fixtures', () => {
  it.each(INTAKE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const r = await send(key, c.contentType, encode(c), c.headers);
    expect(r.status).toBe(200);
    expectContract(r, 'Decision');
    const d = r.body;
    const e = c.expect;
    expect(d.intake.path).toBe('intake');
    expect(d.intake.version).toBe('v1');
    if (e.type !== undefined) {
      expect(d.action.type).toBe(e.type);
      expect(d.action.identified).toBe(e.type !== null);
    }
    if (e.amount !== undefined) expect(d.action.amount).toBe(e.amount);
    if (e.currency !== undefined) expect(d.action.currency).toBe(e.currency);
    if (e.target === null) expect(d.action.target).toBeNull();
    else if (e.target !== undefined) expect(d.action.target).toContain(e.target);
    for (const code of e.codes ?? []) expect(d.reason_codes).toContain(code);
    for (const code of e.absent ?? []) expect(d.reason_codes).not.toContain(code);
    if (e.decision) expect(d.decision).toBe(e.decision);
    if (e.notAllowed) expect(d.decision).not.toBe('allow');
    if (e.missing) expect(d.missing).toEqual(expect.arrayContaining(e.missing));
    if (e.language) expect(d.language).toBe(e.language);
    if (e.contradictions) expect(d.intake.contradictions.length).toBeGreaterThan(0);
    else expect(d.intake.contradictions).toEqual([]);
    // What was read is reported; nothing is invented: an understood amount or target appears in the body.
    const text = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
    if (d.action.target !== null && !Object.values(c.headers ?? {}).includes(d.action.target)) expect(text).toContain(d.action.target);
    for (const m of d.missing_details) expect(m.reason.length).toBeGreaterThan(10);
  });
});

describe('the structured path with Intake on', () => {
  it('a clean version-1 request is decided on the structured path and costs no intake model call', async () => {
    const org = uniqueOrg('intake-v1');
    const k = await svc.key(org, 'test');
    const url = stub.url('v1-clean', { kind: 'answer', answer: answer() });
    await svc.settings(org, 'test', 'intake=on', 'model_provider=openai', `model_base_url=${url}`, 'model_name=m');
    const r = await call(`${svc.url}/v1/gate/evaluate`, {
      key: k,
      body: { action: { type: 'refund', amount: 40, currency: 'EUR', target: 'order_1042' }, actor: { name: 'bot' } },
    });
    expect(r.body.intake.path).toBe('structured');
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
    const sent = stub.requests.filter((q) => q.path.startsWith('/p/v1-clean/'));
    // One decision-model call, no selection call.
    expect(sent).toHaveLength(1);
    expect(sent[0].body.messages[0].content).not.toContain('candidates');
  });

  it('a broken version-1 request is still a 422 with Intake on', async () => {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: { action: { type: 'refund', amount: -5 }, actor: { name: 'bot' } } });
    expect(r.status).toBe(422);
    expect(r.body.details).toContainEqual(expect.objectContaining({ field: 'action.amount' }));
  });

  it('a JSON scalar is not an action: 422', async () => {
    const r = await send(key, 'application/json', '"refund 40 EUR"');
    expect(r.status).toBe(422);
  });
});

describe('errors on the intake path', () => {
  it('binary media types are 415 with the accepted list', async () => {
    const r = await send(key, 'application/pdf', Buffer.from('%PDF-1.4 fake'));
    expect(r.status).toBe(415);
    expect(r.body.details.accepted).toEqual(expect.arrayContaining(['text/plain', 'text/html', 'message/rfc822', 'application/json']));
  });

  it('with Intake off, text is 422 and nothing is decided', async () => {
    const k = await svc.key(uniqueOrg('intake-off'), 'test');
    const r = await send(k, 'text/plain', 'Refund order #1042 for €40', { 'X-Gatehouse-Agent': 'bot' });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('invalid_request');
  });

  it('a hint longer than 128 characters is 422', async () => {
    const r = await send(key, 'text/plain', 'Refund order #1042 for €40', { 'X-Gatehouse-Action-Hint': 'x'.repeat(129) });
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual([{ field: 'X-Gatehouse-Action-Hint', reason: 'must be at most 128 characters' }]);
  });

  it('an unknown charset is refused with 415 (issue 25: never guessed at), never a 5xx', async () => {
    const r = await send(key, 'text/plain; charset=x-klingon', 'Refund order #1042 for €40', { 'X-Gatehouse-Agent': 'bot' });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ error: 'unsupported_media_type', details: { charset: 'x-klingon' } });
  });

  it('the same Idempotency-Key with the same text returns the same decision; with other text 409', async () => {
    const headers = { 'Idempotency-Key': `intake-${Date.now()}`, 'X-Gatehouse-Agent': 'bot' };
    const a = await send(key, 'text/plain', 'Refund order #1042 for €40', headers);
    const b = await send(key, 'text/plain', 'Refund order #1042 for €40', headers);
    expect(b.body.decision_id).toBe(a.body.decision_id);
    const c = await send(key, 'text/plain', 'Refund order #1042 for €41', headers);
    expect(c.status).toBe(409);
  });

  it('the record keeps what was read and finds the decision again', async () => {
    const r = await send(key, 'message/rfc822', mail({ from: 'bot@shop.example', subject: 'Refund order 1042', text: 'Refund €40 please.' }));
    const stored = await call(`${svc.url}/v1/decisions/${r.body.decision_id}`, { key });
    expect(stored.status).toBe(200);
    expect(stored.body.action).toEqual(r.body.action);
    expect(stored.body.intake).toEqual(r.body.intake);
  });
});

describe('selection by a remote model', () => {
  const pick = (user: string, kinds: Record<string, (c: { text: string; value: unknown }) => boolean>) => {
    const list = candidatesIn(user);
    const out: Record<string, unknown> = { action_type: null, amount: null, target: null, actor: null, confidence: 0.9 };
    for (const [kind, test] of Object.entries(kinds)) out[kind] = list.find((c) => c.kind === kind && test(c))?.id ?? null;
    return out;
  };

  async function orgWithModel(name: string, provider: 'openai' | 'anthropic', scripts: Parameters<ModelStub['url']>[1]) {
    const org = uniqueOrg(name);
    const k = await svc.key(org, 'test');
    await svc.settings(org, 'test', 'intake=on', `model_provider=${provider}`, `model_base_url=${stub.url(name, scripts)}`, 'model_name=m');
    return k;
  }

  it.each(['openai', 'anthropic'] as const)('%s: the model picks among candidate ids, and its pick is used', async (provider) => {
    const k = await orgWithModel(`sel-${provider}`, provider, [
      {
        kind: 'compute',
        answer: (u) => pick(u, { action_type: (c) => c.value === 'refund', amount: (c) => c.value === 400, target: (c) => String(c.value).includes('1042') }),
      },
      { kind: 'answer', answer: answer() },
    ]);
    const r = await send(k, 'text/plain', 'Refund order #1042: the invoice says €40 but the customer paid €400.', { 'X-Gatehouse-Agent': 'bot' });
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('refund');
    expect(r.body.action.amount).toBe(400);
    expect(r.body.action.target).toContain('1042');
    const sent = stub.requests.filter((q) => q.path.startsWith(`/p/sel-${provider}/`));
    expect(sent).toHaveLength(2);
    const user = provider === 'openai' ? sent[0].body.messages[1].content : sent[0].body.messages[0].content;
    expect(candidatesIn(user).length).toBeGreaterThan(2);
  });

  it('ids the model invents count as not found', async () => {
    const k = await orgWithModel('sel-invented', 'openai', [
      { kind: 'answer', answer: { action_type: 'c999', amount: 'refund 40', target: 'order_5', actor: null, confidence: 0.99 } },
      { kind: 'answer', answer: answer() },
    ]);
    const r = await send(k, 'text/plain', 'Please refund order #1042 for €40.', { 'X-Gatehouse-Agent': 'bot' });
    expect(r.body.action).toMatchObject({ type: null, identified: false, amount: null, target: null });
    expect(r.body.reason_codes).toContain('MISSING_ACTION_TYPE');
    expect(r.body.decision).toBe('more_information');
  });

  it('a candidate id of the wrong kind counts as not found', async () => {
    const k = await orgWithModel('sel-wrong-kind', 'openai', [
      { kind: 'compute', answer: (u) => ({ ...pick(u, { action_type: (c) => c.value === 'refund' }), amount: candidatesIn(u).find((c) => c.kind === 'action_type')?.id }) },
      { kind: 'answer', answer: answer() },
    ]);
    const r = await send(k, 'text/plain', 'Please refund order #1042 for €40.', { 'X-Gatehouse-Agent': 'bot' });
    expect(r.body.action.type).toBe('refund');
    expect(r.body.action.amount).toBeNull();
    expect(r.body.reason_codes).toContain('MISSING_AMOUNT');
  });

  it.each([
    ['never answers', { kind: 'hang' as const }],
    ['answers HTTP 500', { kind: 'status' as const, status: 500 }],
    ['answers garbage', { kind: 'raw' as const, body: 'not json' }],
  ])('a selection model that %s gives review + INTAKE_UNAVAILABLE, no decision model call', async (_n, script) => {
    const name = `sel-fail-${Math.random().toString(36).slice(2, 8)}`;
    const k = await orgWithModel(name, 'openai', [script, { kind: 'answer', answer: answer() }]);
    const started = Date.now();
    const r = await send(k, 'text/plain', 'Please refund order #1042 for €40.', { 'X-Gatehouse-Agent': 'bot' });
    // Decided (a 200, not the 503 of the evaluation's deadline), so bounded by the 1.5 s limit; a model that
    // never answers was waited for the whole limit. No upper bound that a slow machine could break.
    expect(r.status).toBe(200);
    if (script.kind === 'hang') expect(Date.now() - started).toBeGreaterThanOrEqual(1450);
    expect(r.body.decision).toBe('review');
    expect(r.body.reason_codes).toEqual(['INTAKE_UNAVAILABLE']);
    expect(stub.requests.filter((q) => q.path.startsWith(`/p/${name}/`))).toHaveLength(1);
  });
});

describe('hostile bodies never give a 5xx', () => {
  const deep = (n: number) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`;
  it.each([
    ['deeply nested JSON', 'application/json', deep(50_000)],
    ['deeply nested JSON with an Idempotency-Key', 'application/json', deep(50_000)],
    ['deeply nested HTML', 'text/html', '<div>'.repeat(40_000) + 'refund €40' + '</div>'.repeat(10)],
    ['a mail with thousands of MIME parts', 'message/rfc822', `Content-Type: multipart/mixed; boundary=b\r\n\r\n${'--b\r\nContent-Type: text/plain\r\n\r\nx\r\n'.repeat(5000)}--b--\r\n`],
    ['binary noise as text', 'text/plain', Buffer.from(Array.from({ length: 60_000 }, (_, i) => (i * 7919) % 256))],
  ])('%s', async (name, type, body) => {
    const headers: Record<string, string> = { 'X-Gatehouse-Agent': 'bot' };
    if (name.includes('Idempotency')) headers['Idempotency-Key'] = `deep-${Date.now()}`;
    const r = await send(key, type, body, headers);
    expect(r.status).toBeLessThan(500);
    expect([200, 413, 422]).toContain(r.status);
  });
});

it('a NUL character in prose is stored as U+FFFD, in a name it is refused (422), never a 5xx', async () => {
  const k = await svc.key(uniqueOrg('nul'), 'test');
  const r = await call(`${svc.url}/v1/gate/evaluate`, {
    key: k,
    body: { action: { type: 'refund', amount: 5, description: 'a\u0000b' }, actor: { name: 'bot' }, context: { n: '\u0000' } },
  });
  expect(r.status).toBe(200);
  const named = await call(`${svc.url}/v1/gate/evaluate`, { key: k, body: { action: { type: 'refund', amount: 5 }, actor: { name: 'bot\u0000x' } } });
  expect(named.status).toBe(422);
  expect(named.body.details).toEqual([{ field: 'actor.name', reason: expect.stringMatching(/NUL/) }]);
  const v = await call(`${svc.url}/v1/decisions/${r.body.decision_id}/review`, { key: k, body: { outcome: 'approved', reviewer: 'ab', note: 'n\u0000' } });
  expect(v.status).toBe(200);
  expect(v.body.note).toBe('n\ufffd');
});
