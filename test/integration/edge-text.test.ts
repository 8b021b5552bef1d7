// Text the store cannot hold (NUL, a lone UTF-16 surrogate) is decided where it enters, against the real
// service: refused with 422 naming the field, or replaced by U+FFFD where it is prose Gatehouse only reads.
// Never a 503, and nothing is recorded for a refused request.

import iconv from 'iconv-lite';
import { findEnv } from '../../src/store/tenants';
import { call, refund, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let org: string;
let key: string;
let envId: string;

beforeAll(async () => {
  svc = await startTestService();
  org = uniqueOrg('edge');
  key = await svc.key(org, 'test');
  await svc.settings(org, 'test', 'intake=on');
  envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
});
afterAll(async () => {
  await svc?.stop();
});

const evaluate = (body: unknown, k = key) => call(`${svc.url}/v1/gate/evaluate`, { key: k, body });
const send = (contentType: string, raw: string | Buffer, headers: Record<string, string> = {}) =>
  call(`${svc.url}/v1/gate/evaluate`, { key, raw, contentType, headers });
const decisions = async () => (await svc.running.db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions WHERE env_id = $1', [envId])).rows[0].n;
const content = async (id: string) =>
  (await svc.running.db.query('SELECT content FROM decision_content WHERE decision_id = $1 AND env_id = $2', [id, envId])).rows[0]?.content;

describe('JSON bodies: refused with 422 naming the field', () => {
  it.each([
    ['actor.name', { ...refund(5), actor: { name: 'bot\ud800' } }, /surrogate/],
    ['action.target', refund(5, { target: 'order_\u0000' }), /NUL/],
    ['action.parameters.to', refund(5, { parameters: { to: 'x\udc00y' } }), /surrogate/],
    ['action.parameters.k\ufffd', refund(5, { parameters: { 'k\ud83d': 1 } }), /name must not contain a lone/],
    ['context.bad\ufffdkey', { ...refund(5), context: { 'bad\u0000key': 'fine' } }, /name must not contain the NUL/],
    ['actor.permissions[1]', { ...refund(5), actor: { name: 'bot', permissions: ['refund', '\udfff'] } }, /surrogate/],
  ])('%s', async (field, body, reason) => {
    const before = await decisions();
    const r = await evaluate(body);
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('invalid_request');
    expect(r.body.details).toEqual([{ field, reason: expect.stringMatching(reason) }]);
    expect(await decisions()).toBe(before);
  });

  it('an arbitrary JSON body on the intake path is held to the same rule', async () => {
    const r = await send('application/json', JSON.stringify({ tool: 'refund', order: 'order_1\ud800', amount: 5 }));
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual([{ field: 'order', reason: expect.stringMatching(/surrogate/) }]);
  });

  it('a review with such a reviewer is refused; its decision keeps no verdict', async () => {
    const d = await evaluate(refund(5));
    expect(d.status).toBe(200);
    const v = await call(`${svc.url}/v1/decisions/${d.body.decision_id}/review`, { key, body: { outcome: 'approved', reviewer: 'ana\ud800' } });
    expect(v.status).toBe(422);
    expect(v.body.details).toEqual([{ field: 'reviewer', reason: expect.stringMatching(/surrogate/) }]);
    expect((await call(`${svc.url}/v1/decisions/${d.body.decision_id}`, { key })).body.review_history).toEqual([]);
  });
});

describe('prose Gatehouse only reads: replaced by U+FFFD, decided and recorded', () => {
  it('action.description and context values (the 503 of the issue: a description cut inside an emoji)', async () => {
    const r = await evaluate({ ...refund(5, { description: 'Parcel damaged \ud83d' }), context: { note: 'a\u0000b', list: ['\udc00'] } });
    expect(r.status).toBe(200);
    const kept = await content(r.body.decision_id);
    expect(kept.action.description).toBe('Parcel damaged \ufffd');
    expect(kept.context).toEqual({ note: 'a\ufffdb', list: ['\ufffd'] });
  });

  it("a review's note", async () => {
    const d = await evaluate(refund(5));
    const v = await call(`${svc.url}/v1/decisions/${d.body.decision_id}/review`, { key, body: { outcome: 'approved', reviewer: 'ana', note: 'ok \ud800\u0000' } });
    expect(v.status).toBe(200);
    expect(v.body.note).toBe('ok \ufffd\ufffd');
  });

  it('a UTF-16 text body cut in the middle of a character, with a NUL in it', async () => {
    // "refund order #77 EUR 12 " then a NUL and a high surrogate with no low one.
    const raw = Buffer.concat([iconv.encode('Please refund order #77, amount EUR 12 ', 'utf-16le'), Buffer.from([0, 0, 0x3d, 0xd8])]);
    const r = await send('text/plain; charset=utf-16le', raw, { 'X-Gatehouse-Agent': 'support-bot' });
    expect(r.status).toBe(200);
    const kept = await content(r.body.decision_id);
    expect(kept.text).toMatch(/refund order #77, amount EUR 12 \ufffd\ufffd$/);
  });

  it('a mail whose subject decodes to a NUL and whose body holds NUL bytes', async () => {
    const mail = [
      'From: Ana <ana@example.com>',
      'To: bot@example.com',
      `Subject: =?utf-8?B?${Buffer.from('Refund\u0000 order #88').toString('base64')}?=`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please refund order #88, EUR 20.\u0000 Thanks',
      '',
    ].join('\r\n');
    const r = await send('message/rfc822', Buffer.from(mail, 'utf8'), { 'X-Gatehouse-Agent': 'mail-bot' });
    expect(r.status).toBe(200);
    const kept = await content(r.body.decision_id);
    expect(kept.mail.subject).toBe('Refund\ufffd order #88');
    expect(kept.text).toContain('EUR 20.\ufffd Thanks');
  });
});

describe('other ways in', () => {
  it('a hint header with a control character never reaches the service (HTTP refuses it), so hints need no replacement', async () => {
    // Node's HTTP parser refuses control characters in header values before any route runs: 400, not 5xx.
    const net = await import('node:net');
    const u = new URL(svc.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const s = net.connect(Number(u.port), u.hostname, () => {
        s.write(`POST /v1/gate/evaluate HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nX-Gatehouse-Agent: a\u0001b\r\nContent-Length: 2\r\n\r\n{}`);
      });
      let data = '';
      s.on('data', (c) => (data += c));
      s.on('end', () => resolve(data));
      s.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });

  it('a console form with a NUL in a field is refused with 422 naming the field, before sign-in reads it', async () => {
    const res = await fetch(`${svc.url}/console/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `org=${org}&email=ana%00%40example.com&password=whatever-it-is`,
      redirect: 'manual',
    });
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/email must not contain the NUL character/);
  });
});
