// Property-based fuzzing of the running service (real HTTP, PostgreSQL, Temporal): requests for every
// endpoint and content type, with valid shapes carrying hostile values, broken encodings, random bytes,
// extreme numbers, and deep and wide structures. Never a 5xx, never a hang, every answer as the OpenAPI
// document says (call() checks each), the service healthy afterwards, and nothing recorded for a refused
// request: the decisions and verdicts in the store are exactly those answered 200.
//
// The seed is fixed and printed in the test's name and in any failure (fast-check reports it with the
// shrunk counterexample); FUZZ_SEED=<n> runs another one, FUZZ_RUNS=<n> changes the number of cases.

import fc from 'fast-check';
import { SETTING_NAMES } from '../../src/domain/settings';
import { findEnv } from '../../src/store/tenants';
import { call, refund, startTestService, uniqueOrg, type Reply, type TestService } from '../helpers/service';

const SEED = Number(process.env.FUZZ_SEED ?? 17_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Far beyond any answer's time (the evaluation's deadline is 5 s): past it the service is taken to hang. */
const HANG_MS = 30_000;

let svc: TestService;
interface Env {
  key: string;
  envId: string;
  decided: Set<string>;
  reviews: number;
}
const envs: Record<'on' | 'off', Env> = {} as Record<'on' | 'off', Env>;

beforeAll(async () => {
  svc = await startTestService();
  for (const kind of ['on', 'off'] as const) {
    const org = uniqueOrg(`fuzz-${kind}`);
    const key = await svc.key(org, 'test');
    await svc.settings(org, 'test', `intake=${kind}`, 'key_rate_limit=unlimited', 'env_rate_limit=unlimited');
    envs[kind] = { key, envId: (await findEnv(svc.running.db, org, 'test'))!.envId, decided: new Set(), reviews: 0 };
  }
});
afterAll(async () => {
  await svc?.stop();
});

// ---- values ----

const NASTY = ['\u0000', '\ud800', '\udfff', '\ud83d', '😀', '\u202e', '\u2028', '\ufeff', '\uffff', '\r\n', '"', '\\', '</script>', '%00', '\u0085', '\u0301', 'é', '€'];
const char = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...NASTY) }, { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) });
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: char, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 400 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'refund', 'support-bot', 'order_1042', 'a'.repeat(2001), 'x'.repeat(300), 'ü'.repeat(129)) },
);
const extremeNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER * 4, 0.1 + 0.2, 40),
);
const leaf = fc.oneof(hostileString, extremeNumber, fc.boolean(), fc.constant(null));
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    leaf,
    fc.array(tie('tree'), { maxLength: 5 }),
    fc.dictionary(hostileString, tie('tree'), { maxKeys: 5 }),
  ),
}));
/** Text the store can hold (whole characters, any script), for names and values that must be kept as sent. */
const clean = fc.string({ unit: 'grapheme', maxLength: 30 }).map((t) => t.replace(/\u0000/g, ''));
const { cleanTree } = fc.letrec<{ cleanTree: unknown }>((tie) => ({
  cleanTree: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.oneof(clean, extremeNumber, fc.boolean(), fc.constant(null)),
    fc.array(tie('cleanTree'), { maxLength: 5 }),
    fc.dictionary(clean, tie('cleanTree'), { maxKeys: 5 }),
  ),
}));
/** Nested arrays or objects, up to twice the accepted depth (64). */
const deep = fc.tuple(fc.integer({ min: 1, max: 130 }), fc.boolean(), leaf).map(([n, asObject, inner]) => {
  let v: unknown = inner;
  for (let i = 0; i < n; i++) v = asObject ? { [`k${i}`]: v } : [v];
  return v;
});
/** One object with thousands of members. */
const wide = fc.tuple(fc.integer({ min: 100, max: 3000 }), leaf).map(([n, v]) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`m${i}`, v])));
const anyJson = fc.oneof({ weight: 4, arbitrary: tree }, { weight: 1, arbitrary: deep }, { weight: 1, arbitrary: wide });

const v1Request = fc.record(
  {
    action: fc.record(
      {
        type: fc.oneof(fc.constantFrom('refund', 'delete_records', 'send_email', 'transfer', 'custom.tool:v2'), hostileString),
        amount: fc.option(fc.oneof(extremeNumber, hostileString)),
        currency: fc.option(fc.oneof(fc.constantFrom('EUR', 'USD', 'eur'), hostileString)),
        description: fc.option(hostileString),
        parameters: fc.option(fc.oneof(fc.dictionary(hostileString, tree, { maxKeys: 6 }), anyJson)),
        target: fc.option(hostileString),
      },
      { requiredKeys: ['type'] },
    ),
    actor: fc.record(
      {
        name: hostileString,
        type: fc.constantFrom('ai_agent', 'human', 'system', 'robot'),
        permissions: fc.oneof(fc.array(hostileString, { maxLength: 4 }), fc.constant(Array.from({ length: 300 }, () => 'refund'))),
      },
      { requiredKeys: ['name'] },
    ),
    context: fc.option(fc.oneof(anyJson, hostileString)),
    options: fc.record({ language: fc.constantFrom('auto', 'en', 'de', 'xx1'), mode: fc.constantFrom('standard', 'deep', 'x') }, { requiredKeys: [] }),
  },
  { requiredKeys: ['action', 'actor'] },
);
/** A request that mostly fits the schema, with hostile text where the schema allows any: it reaches the store. */
const nearlyValid = fc.record(
  {
    action: fc.record(
      {
        type: fc.constantFrom('refund', 'delete_records', 'send_email', 'transfer', 'export_data', 'custom.tool:v2'),
        amount: fc.option(fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e12, noNaN: true }))),
        currency: fc.option(fc.constantFrom('EUR', 'USD', 'JPY')),
        description: fc.option(fc.string({ unit: char, maxLength: 300 })),
        parameters: fc.option(fc.dictionary(clean, cleanTree, { maxKeys: 5 })),
        target: fc.option(clean),
      },
      { requiredKeys: ['type'] },
    ),
    actor: fc.record({ name: clean.filter((t) => t.length > 0 && t.length <= 128), permissions: fc.array(fc.constantFrom('refund', 'transfer'), { maxLength: 2 }) }, { requiredKeys: ['name'] }),
    // Prose: hostile text is replaced there, so these are decided and recorded.
    context: fc.option(fc.oneof(cleanTree, fc.dictionary(clean, fc.string({ unit: char, maxLength: 200 }), { maxKeys: 5 }), fc.string({ unit: char, maxLength: 500 }))),
  },
  { requiredKeys: ['action', 'actor'] },
);
/** Sometimes an extra member, at the top or in the action. */
const evaluateJson = fc.oneof(
  { weight: 4, arbitrary: nearlyValid },
  { weight: 3, arbitrary: v1Request },
  { weight: 1, arbitrary: fc.tuple(v1Request, hostileString, leaf).map(([r, k, v]) => ({ ...r, [k]: v })) },
  { weight: 1, arbitrary: anyJson },
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16le',
  'application/problem+json',
  'text/plain',
  'text/plain; charset=utf-16le',
  'text/plain; charset=shift_jis',
  'text/plain; charset=bogus-8',
  'text/plain; charset="',
  'text/csv',
  'text/html',
  'text/html; charset=windows-1252',
  'message/rfc822',
  'application/pdf',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  ';;;',
];

const bytes = fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a));
const mailOf = fc
  .tuple(hostileString, hostileString, hostileString, bytes)
  .map(([from, subject, body, raw]) =>
    Buffer.concat([Buffer.from(`From: ${from} <a@example.com>\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`, 'utf8'), raw]),
  );
/** Raw bodies: broken encodings, numbers JSON cannot hold, deep brackets, random bytes, oversize. */
const rawBody = fc.oneof(
  fc.tuple(bytes).map(([b]) => Buffer.concat([Buffer.from('{"action":{"type":"refund","description":"'), b, Buffer.from('"},"actor":{"name":"bot"}}')])),
  fc.constantFrom('1e999', '-1e999', `{"action":{"type":"refund","amount":1e999},"actor":{"name":"b"}}`, `{"action":{"type":"refund","amount":${'9'.repeat(400)}},"actor":{"name":"b"}}`).map((s) => Buffer.from(s)),
  fc.integer({ min: 1, max: 120_000 }).map((n) => Buffer.from('['.repeat(n) + ']'.repeat(n))),
  fc.constantFrom('{', '{"action":', '\ufeff{"action":{"type":"refund"},"actor":{"name":"b"}}', '', 'null', '[]', '"just a string"').map((s) => Buffer.from(s)),
  bytes,
  mailOf,
  fc.constant(Buffer.alloc(300 * 1024, 0x61)),
  hostileString.map((s) => Buffer.from(`<html><body><p>${s}</p><div style="display:none">${s}</div></body></html>`, 'utf8')),
);

/** Header values a client can send: Latin-1 without controls (HTTP itself refuses the rest). */
const headerValue = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff })).map((c) => String.fromCharCode(c)), maxLength: 160 });
const someHints = fc.record(
  {
    'X-Gatehouse-Agent': headerValue,
    'X-Gatehouse-Action-Hint': headerValue,
    'X-Gatehouse-Resource-Hint': headerValue,
    'X-Gatehouse-Language-Hint': headerValue,
    'Idempotency-Key': headerValue,
  },
  { requiredKeys: [] },
);
/** Mostly none: a hint or key that breaks its rule makes the whole request a 422, and the body must be read too. */
const hints = fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: someHints });
const whichKey = fc.constantFrom<'on' | 'off' | 'bad' | 'none'>('on', 'on', 'on', 'off', 'off', 'bad', 'none');

// ---- sending ----

function within<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${HANG_MS} ms`)), HANG_MS);
  });
  return Promise.race([p, hang]).finally(() => clearTimeout(timer));
}

function keyFor(which: 'on' | 'off' | 'bad' | 'none'): string | undefined {
  if (which === 'none') return undefined;
  if (which === 'bad') return `gate_test_${'Z'.repeat(40)}`;
  return envs[which].key;
}

/** Statuses seen per kind of request, so the last test can check that the fuzz reached both sides. */
const seen = new Map<string, Map<number, number>>();

/** Sends and checks what every answer must be: no 5xx, documented (call() checks the OpenAPI document). */
async function send(what: string, url: string, opts: Parameters<typeof call>[1]): Promise<Reply> {
  const r = await within(call(url, opts), what);
  const kind = what.split(' ')[0];
  const tally = seen.get(kind) ?? new Map<number, number>();
  tally.set(r.status, (tally.get(r.status) ?? 0) + 1);
  seen.set(kind, tally);
  if (r.status >= 500) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 500)}`);
  return r;
}

function noteEvaluation(which: 'on' | 'off' | 'bad' | 'none', r: Reply): void {
  if (r.status === 200) {
    if (which !== 'on' && which !== 'off') throw new Error(`a request with key "${which}" was decided`);
    envs[which].decided.add(r.body.decision_id);
  }
}

const runs = (share: number) => ({ seed: SEED, numRuns: Math.max(5, Math.round(RUNS * share)), endOnFailure: true });

describe(`fuzzing the running service (seed ${SEED}, about ${RUNS} cases)`, () => {
  it('POST /v1/gate/evaluate with JSON of the request shape, hostile values', async () => {
    await fc.assert(
      fc.asyncProperty(evaluateJson, whichKey, hints, async (body, which, headers) => {
        const r = await send('evaluate json', `${svc.url}/v1/gate/evaluate`, { key: keyFor(which), body, headers });
        noteEvaluation(which, r);
      }),
      runs(0.35),
    );
  }, 600_000);

  it('POST /v1/gate/evaluate with raw bodies in every content type', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom(...CONTENT_TYPES), whichKey, hints, async (raw, contentType, which, headers) => {
        const r = await send(`evaluate ${contentType}`, `${svc.url}/v1/gate/evaluate`, { key: keyFor(which), raw, contentType, headers });
        noteEvaluation(which, r);
      }),
      runs(0.35),
    );
  }, 600_000);

  it('POST /v1/decisions/{id}/review, GET /v1/decisions/{id}, GET /v1/reports/agreement', async () => {
    const decided = () => [...envs.on.decided, ...envs.off.decided];
    const reviewBody = fc.oneof(
      fc.record({ outcome: fc.constantFrom('approved', 'denied', 'changed'), reviewer: clean.filter((t) => t.length > 0), note: fc.option(fc.string({ unit: char, maxLength: 100 })) }),
      fc.record({ outcome: fc.oneof(fc.constantFrom('approved', 'denied', 'changed'), hostileString), reviewer: hostileString, note: fc.option(hostileString) }, { requiredKeys: ['outcome', 'reviewer'] }),
      anyJson,
    );
    const id = fc.oneof(
      fc.nat().map((i) => decided()[i % Math.max(1, decided().length)] ?? 'dec_none'),
      hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x')) || 'x'),
      fc.constant(`dec_${'0'.repeat(26)}`),
    );
    const query = fc.dictionary(fc.constantFrom('from', 'to', 'x', 'from[]'), fc.oneof(hostileString, fc.constantFrom('2026-11-01', '2026-11-01T00:00:00Z', '1970-01-01', '9999-12-31')), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('review', 'review', 'get', 'report'), id, reviewBody, fc.constantFrom('application/json', 'text/plain'), query, whichKey, async (op, decisionId, body, contentType, q, which) => {
        const key = keyFor(which);
        if (op === 'review') {
          const r = await send('review', `${svc.url}/v1/decisions/${decisionId}/review`, { key, raw: JSON.stringify(body), contentType });
          if (r.status === 200) {
            const owner = (['on', 'off'] as const).find((k) => envs[k].key === key);
            if (!owner || !envs[owner].decided.has(decisionId)) throw new Error(`a verdict was recorded for ${decisionId} with key "${which}"`);
            envs[owner].reviews++;
          }
        } else if (op === 'get') {
          await send('get', `${svc.url}/v1/decisions/${decisionId}`, { key });
        } else {
          const params = new URLSearchParams();
          for (const [k, v] of Object.entries(q)) params.append(k, (v as string).replace(/[\ud800-\udfff]/g, 'x'));
          await send('report', `${svc.url}/v1/reports/agreement?${params.toString()}`, { key });
        }
      }),
      runs(0.3),
    );
  }, 600_000);

  it('afterwards: healthy, still deciding, and the store holds exactly what was answered 200', async () => {
    expect((await call(`${svc.url}/v1/health`)).status).toBe(200);
    const ok = await call(`${svc.url}/v1/gate/evaluate`, { key: envs.off.key, body: refund(5) });
    expect(ok.status).toBe(200);
    envs.off.decided.add(ok.body.decision_id);
    for (const kind of ['on', 'off'] as const) {
      const e = envs[kind];
      const { rows } = await svc.running.db.query<{ id: string }>('SELECT id FROM decisions WHERE env_id = $1', [e.envId]);
      expect(new Set(rows.map((r) => r.id))).toEqual(e.decided);
      const { rows: reviews } = await svc.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE env_id = $1', [e.envId]);
      expect(reviews[0].n).toBe(e.reviews);
    }
    // The fuzz reached both sides: decided requests and refused ones, on every endpoint.
    const statuses = Object.fromEntries([...seen].map(([k, m]) => [k, Object.fromEntries(m)]));
    expect(statuses).toEqual({
      evaluate: expect.objectContaining({ 200: expect.any(Number), 401: expect.any(Number), 415: expect.any(Number), 422: expect.any(Number) }),
      review: expect.objectContaining({ 422: expect.any(Number) }),
      get: expect.objectContaining({ 404: expect.any(Number) }),
      report: expect.objectContaining({ 200: expect.any(Number), 422: expect.any(Number) }),
    });
    expect(envs.on.decided.size + envs.off.decided.size).toBeGreaterThan(RUNS / 10);
  });

  it('PATCH /v1/settings and the tool catalogue writes: hostile bodies, every key scope; nothing changes unless answered 200', async () => {
    // An organisation of its own: its limits and settings are what is fuzzed here.
    const org = uniqueOrg('fuzz-admin');
    const admin = await svc.key(org, 'test', 'admin');
    const agent = await svc.key(org, 'test');
    const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
    const stored = async () => (await findEnv(svc.running.db, org, 'test'))!.settings;
    const tools = async () => (await svc.running.db.query('SELECT count(*)::int AS n FROM tools WHERE env_id = $1', [envId])).rows[0].n as number;
    const guard = { key_rate_limit: 'unlimited', env_rate_limit: 'unlimited' };
    const settingsBody = fc.oneof(
      fc.dictionary(fc.constantFrom(...SETTING_NAMES, 'colour', '__proto__'), leaf, { maxKeys: 4 }),
      anyJson,
    );
    const key = fc.constantFrom<'admin' | 'agent' | 'bad'>('admin', 'admin', 'agent', 'bad');
    const answered = new Set<number>();
    await fc.assert(
      fc.asyncProperty(settingsBody, key, fc.boolean(), async (body, which, raw) => {
        const k = which === 'admin' ? admin : which === 'agent' ? agent : `gate_test_${'Z'.repeat(40)}`;
        // The limits stay unlimited, so that the fuzz is not refused 429 by what it set itself.
        const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, ...guard } : body;
        const before = await stored();
        const r = await within(call(`${svc.url}/v1/settings`, { key: k, method: 'PATCH', ...(raw ? { raw: JSON.stringify(sent), contentType: 'application/json' } : { body: sent }) }), 'settings');
        if (r.status >= 500) throw new Error(`PATCH /v1/settings answered ${r.status}: ${JSON.stringify(r.body).slice(0, 500)}`);
        answered.add(r.status);
        const after = await stored();
        if (r.status === 200) {
          if (which !== 'admin') throw new Error(`a "${which}" key changed settings`);
          for (const n of SETTING_NAMES) expect([n, r.body.settings[n].value]).toEqual([n, after[n]]);
        } else {
          expect(after).toEqual(before);
        }
        const count = await tools();
        const w = await within(call(`${svc.url}/v1/tools/fuzz_tool`, { key: agent, method: 'PUT', body: { effects: ['read'] } }), 'tools');
        expect([w.status, await tools()]).toEqual([403, count]);
      }),
      runs(0.1),
    );
    // Both sides reached: changes stored, and refusals of each kind.
    expect([...answered].sort()).toEqual(expect.arrayContaining([200, 401, 403, 422]));
  }, 600_000);
});
