// What the service refuses before it reads a request (issue 25), on real sockets against the real service:
// stalled and trickling uploads cut at the configured request timeout (1.5 s here, 30 s by default),
// malformed percent-encoding in paths, NUL in console filters, duplicate JSON keys, bytes that are not
// UTF-8, unknown charsets, and Content-Encoding (decoded within the size limit, or refused).

import net from 'node:net';
import zlib from 'node:zlib';
import { Browser, createTestOperator, signedIn } from '../helpers/console-http';
import { findEnv } from '../../src/store/tenants';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

const TIMEOUT_MS = 1500;

let svc: TestService;
let key: string;
let org: string;
let intakeKey: string;
let port: number;

beforeAll(async () => {
  svc = await startTestService({ GATEHOUSE_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  org = uniqueOrg('limits');
  key = await svc.key(org);
  const intakeOrg = uniqueOrg('limits-intake');
  intakeKey = await svc.key(intakeOrg);
  await svc.settings(intakeOrg, 'test', 'intake=on');
  port = Number(new URL(svc.url).port);
});

afterAll(async () => {
  await svc?.stop();
});

interface RawExchange {
  /** Everything the server sent until it closed the connection. */
  text: string;
  /** Milliseconds from connecting to the server's close. */
  closedAfterMs: number;
}

/**
 * A raw HTTP/1.1 exchange: writes `head`, then each of `trickle` every `everyMs` (until the server closes),
 * and collects the answer until the server ends the connection (at most 15 s: then the test fails).
 */
function rawExchange(head: string, trickle: Buffer[] = [], everyMs = 300): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 15 s; it sent: ${Buffer.concat(chunks).toString('latin1').slice(0, 300)}`));
    }, 15_000);
    socket.on('connect', () => {
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (i < trickle.length && !socket.destroyed && socket.writable) socket.write(trickle[i++]);
      }, everyMs);
    });
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedAfterMs: Date.now() - t0 });
    });
  });
}

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));

const evaluateHead = (length: number | 'chunked') =>
  [
    'POST /v1/gate/evaluate HTTP/1.1',
    'Host: 127.0.0.1',
    `Authorization: Bearer ${key}`,
    'Content-Type: application/json',
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');

describe('request timeouts on real sockets', () => {
  const json = Buffer.from(JSON.stringify(refund(20)));

  it('a stalled upload (10 of its bytes, then nothing) is answered 408 request_timeout at the timeout and its connection closed', async () => {
    const r = await rawExchange(evaluateHead(json.length), [json.subarray(0, 10)]);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(r.text)).toEqual({ error: 'request_timeout', message: expect.any(String) });
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(r.closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('a trickle of one byte every 300 ms does not keep it open: 408 at the timeout', async () => {
    const bytes = [...json].map((b) => Buffer.from([b]));
    const r = await rawExchange(evaluateHead(json.length), bytes, 300);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(r.text).error).toBe('request_timeout');
    expect(r.closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('a chunked trickle is cut the same way', async () => {
    const chunks = [...json.subarray(0, 40)].map((b) => Buffer.from(`1\r\n${String.fromCharCode(b)}\r\n`, 'latin1'));
    const r = await rawExchange(evaluateHead('chunked'), chunks, 300);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('headers that never end are cut too (Node answers 408 and closes)', async () => {
    const r = await rawExchange('POST /v1/gate/evaluate HTTP/1.1\r\nHost: 127.0.0.1\r\n', [Buffer.from('X-A: 1\r\n'), Buffer.from('X-B: 2\r\n'), Buffer.from('X-C: 3\r\n')], 300);
    expect(r.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.closedAfterMs).toBeLessThan(TIMEOUT_MS + 3000);
  });

  it('a body that arrives in time is decided as usual, and the review route is held to the same timeout', async () => {
    const r = await rawExchange(evaluateHead(json.length).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n') + json.toString('latin1'));
    expect(r.text).toMatch(/^HTTP\/1\.1 200 /);
    const id = (bodyOf(r.text) as { decision_id: string }).decision_id;
    const review = await rawExchange(
      [`POST /v1/decisions/${id}/review HTTP/1.1`, 'Host: 127.0.0.1', `Authorization: Bearer ${key}`, 'Content-Type: application/json', 'Content-Length: 200', '', '{"outcome":'].join('\r\n'),
    );
    expect(review.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(review.text).error).toBe('request_timeout');
  });
});

describe('malformed percent-encoding in a path', () => {
  it.each([
    ['GET', '/v1/decisions/%FF'],
    ['GET', '/v1/decisions/dec_%E0%A4%A'],
    ['PUT', '/v1/tools/%FF'],
    ['DELETE', '/v1/tools/%FF'],
    ['POST', '/v1/decisions/%FF/review'],
  ])('%s %s is 400 invalid_request in the contract error shape, before authentication', async (method, path) => {
    for (const auth of [undefined, key]) {
      const r = await call(`${svc.url}${path}`, { method, key: auth, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'invalid_request', message: 'The path is not valid percent-encoding.', details: [{ field: '(path)', reason: expect.any(String) }] });
    }
  });

  it('POST /codec/%FF/decode is 400 too', async () => {
    const r = await fetch(`${svc.url}/codec/%FF/decode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"payloads":[]}' });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: 'invalid_request', message: 'The path is not valid percent-encoding.' });
  });

  it('a console path with it is a 400 page', async () => {
    const r = await new Browser(svc.url).get('/console/test/decisions/%FF');
    expect([303, 400]).toContain(r.status);
    const op = await createTestOperator(svc);
    const b = await signedIn(op, svc);
    expect((await b.get('/console/test/decisions/%FF')).status).toBe(400);
  });
});

describe('console filters with a NUL', () => {
  it.each(['type=%00', 'agent=%00', 'type=a%00b', 'agent=bot%01'])('?%s is 422 naming the filter, not a 500', async (q) => {
    const op = await createTestOperator(svc);
    const b = await signedIn(op, svc);
    const r = await b.get(`/console/test/decisions?${q}`);
    expect(r.status).toBe(422);
    expect(r.body).toContain('must not contain control characters');
  });
});

describe('JSON bodies', () => {
  it('a member named twice is refused with 422 naming it, however it is spelled, at any depth', async () => {
    const cases: [string, string][] = [
      ['{"action":{"type":"refund","type":"delete_account","amount":5,"currency":"EUR"},"actor":{"name":"bot"}}', 'action.type'],
      ['{"action":{"type":"refund","\\u0074ype":"delete_account","amount":5,"currency":"EUR"},"actor":{"name":"bot"}}', 'action.type'],
      ['{"action":{"type":"refund","amount":5,"currency":"EUR"},"actor":{"name":"bot"},"actor":{"name":"root"}}', 'actor'],
      ['{"action":{"type":"refund","amount":5,"currency":"EUR","parameters":{"rows":[{"id":1,"id":2}]}},"actor":{"name":"bot"}}', 'action.parameters.rows.0.id'],
    ];
    for (const [raw, field] of cases) {
      const r = await call(`${svc.url}/v1/gate/evaluate`, { key, raw });
      expect([field, r.status]).toEqual([field, 422]);
      expect(r.body.details).toEqual([{ field, reason: 'duplicate key' }]);
    }
    // Nothing was decided: no decision of this environment holds delete_account (other suites share the database).
    const env = await findEnv(svc.running.db, org, 'test');
    const { rows } = await svc.running.db.query("SELECT count(*)::int AS n FROM decisions WHERE action_type = 'delete_account' AND env_id = $1", [env!.envId]);
    expect(rows[0].n).toBe(0);
    // The same names in different objects are not duplicates.
    const ok = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: '{"action":{"type":"refund","amount":5,"currency":"EUR","parameters":{"type":"x"}},"actor":{"name":"bot"}}' });
    expect(ok.status).toBe(200);
  });

  it('the review, tool and settings routes refuse duplicates as well', async () => {
    const d = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) });
    const review = await call(`${svc.url}/v1/decisions/${d.body.decision_id}/review`, { key, raw: '{"outcome":"approved","outcome":"denied","reviewer":"ana"}' });
    expect(review.status).toBe(422);
    expect(review.body.details).toEqual([{ field: 'outcome', reason: 'duplicate key' }]);
    const org = uniqueOrg('limits-admin');
    await svc.key(org);
    const admin = await svc.key(org, 'test', 'admin');
    const tool = await call(`${svc.url}/v1/tools/send_mail`, { method: 'PUT', key: admin, raw: '{"description":"a","description":"b"}' });
    expect(tool.status).toBe(422);
    const settings = await call(`${svc.url}/v1/settings`, { method: 'PATCH', key: admin, raw: '{"intake":"on","intake":"off"}' });
    expect(settings.status).toBe(422);
    expect(settings.body.details).toEqual([{ field: 'intake', reason: 'duplicate key' }]);
  });

  it('bytes that are not UTF-8 are refused with 422, in JSON and in text read as UTF-8', async () => {
    const bad = Buffer.concat([Buffer.from('{"action":{"type":"refund","amount":5,"currency":"EUR","description":"caf'), Buffer.from([0xe9, 0xff]), Buffer.from('"},"actor":{"name":"bot"}}')]);
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: bad });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: 'invalid_request', message: 'The body is not valid UTF-8.' });
    const text = await call(`${svc.url}/v1/gate/evaluate`, { key: intakeKey, raw: Buffer.from([0x52, 0x65, 0x66, 0x75, 0x6e, 0x64, 0x20, 0xc3, 0x28]), contentType: 'text/plain' });
    expect(text.status).toBe(422);
    // The same bytes named as Latin-1 are text in that charset: read.
    const latin = await call(`${svc.url}/v1/gate/evaluate`, { key: intakeKey, raw: Buffer.from('Refund order #1042 for 40 EUR, caf\xe9', 'latin1'), contentType: 'text/plain; charset=iso-8859-1', headers: { 'X-Gatehouse-Agent': 'bot' } });
    expect(latin.status).toBe(200);
  });

  it('an unknown charset is 415, and JSON in a charset other than UTF-8 too', async () => {
    for (const [k, contentType] of [
      [intakeKey, 'text/plain; charset=x-bogus'],
      [key, 'application/json; charset=x-bogus'],
      [key, 'application/json; charset=utf-16le'],
    ] as const) {
      const r = await call(`${svc.url}/v1/gate/evaluate`, { key: k, raw: JSON.stringify(refund(5)), contentType });
      expect([contentType, r.status]).toEqual([contentType, 415]);
      expect(r.body.error).toBe('unsupported_media_type');
    }
    expect((await call(`${svc.url}/v1/gate/evaluate`, { key, raw: JSON.stringify(refund(5)), contentType: 'application/json; charset=UTF-8' })).status).toBe(200);
  });
});

describe('Content-Encoding', () => {
  const plain = Buffer.from(JSON.stringify(refund(20)));

  it.each([
    ['gzip', zlib.gzipSync(plain)],
    ['x-gzip', zlib.gzipSync(plain)],
    ['deflate', zlib.deflateSync(plain)],
    ['br', zlib.brotliCompressSync(plain)],
  ])('%s is decoded and decided', async (encoding, body) => {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: body, headers: { 'content-encoding': encoding } });
    expect(r.status).toBe(200);
    expect(r.body.decision).toBe('allow');
    expect(r.body.action.type).toBe('refund');
  });

  it.each(['zstd', 'compress', 'x-bogus', 'gzip, br'])('%s is refused with 415 naming the encodings read, and nothing is decided', async (encoding) => {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: plain, headers: { 'content-encoding': encoding } });
    expect(r.status).toBe(415);
    expect(r.body).toMatchObject({ error: 'unsupported_media_type', details: { accepted_encodings: ['gzip', 'deflate', 'br'] } });
  });

  it('a decompression bomb is cut at the 256 KB limit with 413; a broken gzip is 422', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(256 * 1024);
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: bomb, headers: { 'content-encoding': 'gzip' } });
    expect(r.status).toBe(413);
    expect(r.body.error).toBe('request_too_large');
    const br = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: zlib.brotliCompressSync(Buffer.alloc(10 * 1024 * 1024, 0x20)), headers: { 'content-encoding': 'br' } });
    expect(br.status).toBe(413);
    const broken = await call(`${svc.url}/v1/gate/evaluate`, { key, raw: plain, headers: { 'content-encoding': 'gzip' } });
    expect(broken.status).toBe(422);
    expect(broken.body.error).toBe('invalid_request');
  });

  it('the review route decodes and refuses the same way', async () => {
    const d = await call(`${svc.url}/v1/gate/evaluate`, { key, body: refund(5) });
    const url = `${svc.url}/v1/decisions/${d.body.decision_id}/review`;
    const verdict = Buffer.from(JSON.stringify({ outcome: 'approved', reviewer: 'ana' }));
    expect((await call(url, { key, raw: zlib.gzipSync(verdict), headers: { 'content-encoding': 'gzip' } })).status).toBe(200);
    expect((await call(url, { key, raw: verdict, headers: { 'content-encoding': 'zstd' } })).status).toBe(415);
    expect((await call(url, { key, raw: verdict, contentType: 'application/json; charset=utf-16le' })).status).toBe(415);
  });
});
