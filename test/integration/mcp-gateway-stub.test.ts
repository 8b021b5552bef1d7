// The MCP gateway against a STUB GATEHOUSE on loopback (a tiny HTTP server scripted per test), in front of the
// real filesystem MCP server, for answers the running service is slow or awkward to produce on demand (the
// release of a reviewed call by its approval on the real service is in mcp-gateway.test.ts):
//   - a reviewed call released by its approval through GET /v1/decisions/{id}?wait=N, each wait at most 60 s;
//   - approvals off (approval null), denied, expired, a wait that runs out, more_information with its
//     missing fields, a 5xx, and a catalogue import refused with 403 (catalogue writes admin-only).
// The file system proves what was forwarded: nothing is written unless the answer released it.

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { filesystemServer, stdioGateway, textOf, type GatewayClient } from '../helpers/mcp';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: any;
}

/** The scripted Gatehouse: the evaluation's answer, then one answer per GET of the decision (the last repeats). */
interface Script {
  evaluate: Record<string, unknown> | { status: number };
  gets?: Record<string, unknown>[];
  importStatus?: number;
}

let stub: http.Server;
let stubUrl: string;
let script: Script;
let seen: Seen[] = [];
let gets = 0;
let dir: string;

const KEY = 'gh_test_stubkey';

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : undefined });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/v1/tools/import') return send(script.importStatus ?? 200, script.importStatus === 403 ? { error: { code: 'forbidden', message: 'admin only' } } : { imported: 0, tools: [], skipped: [] });
      if (req.url === '/v1/gate/evaluate') {
        const e = script.evaluate as { status?: number };
        return e.status ? send(e.status, { error: { code: 'store_unavailable', message: 'down' } }) : send(200, decision(script.evaluate));
      }
      if (req.method === 'GET' && req.url!.startsWith('/v1/decisions/dec_')) {
        const list = script.gets ?? [];
        return send(200, decision(list[Math.min(gets++, list.length - 1)] ?? {}));
      }
      if (req.method === 'POST' && req.url!.endsWith('/review')) return send(200, { outcome: 'approved' });
      send(404, { error: { code: 'not_found', message: 'no' } });
    });
  });
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => stub.close(r));
});

let gw: GatewayClient | null = null;
beforeEach(() => {
  seen = [];
  gets = 0;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-stub-'));
});
afterEach(async () => {
  await gw?.close();
  gw = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

const decision = (over: Record<string, unknown>) => ({ decision_id: 'dec_01JSTUB0000000000000000000', decision: 'review', reason_codes: ['UNREQUESTED_ACTION'], ...over });

async function gateway(s: Script, args: string[] = []) {
  script = s;
  gw = await stdioGateway(['--url', stubUrl, ...args], filesystemServer(dir), { env: { GATEHOUSE_API_KEY: KEY } });
  return gw.client;
}

const write = (client: Awaited<ReturnType<typeof gateway>>, name = 'out.txt') =>
  client.callTool({ name: 'write_file', arguments: { path: path.join(dir, name), content: 'written' } });

describe('MCP gateway: review released by an approval (STUB GATEHOUSE; switch to the real service after approvals merge)', () => {
  it('review + pending, then approved on GET ?wait: forwarded, the file is written; waits are at most 60 s per request', async () => {
    const client = await gateway({ evaluate: { approval: { status: 'pending' } }, gets: [{ approval: { status: 'pending' } }, { approval: { status: 'approved' } }] }, ['--wait', '600']);
    const r = await write(client);
    expect(r.isError).toBeFalsy();
    expect(fs.readFileSync(path.join(dir, 'out.txt'), 'utf8')).toBe('written');
    const waits = seen.filter((s) => s.method === 'GET').map((s) => new URL(s.url, stubUrl).searchParams.get('wait'));
    expect(waits.length).toBe(2);
    for (const w of waits) expect(Number(w)).toBeGreaterThan(0), expect(Number(w)).toBeLessThanOrEqual(60);
    // The key went as a bearer token, and the call as a version-1 request.
    const evaluation = seen.find((s) => s.url === '/v1/gate/evaluate')!;
    expect(evaluation.auth).toBe(`Bearer ${KEY}`);
    expect(evaluation.body).toMatchObject({ action: { type: 'write_file', parameters: { content: 'written' } }, actor: { name: 'gateway-test' } });
    expect(evaluation.body.action.description).toEqual(expect.stringContaining('file'));
  });

  it.each([
    ['denied', 'denied'],
    ['expired', 'expired'],
    ['changed', 'changed by the reviewer'],
  ])('an approval %s: a tool error naming the decision and its reason codes, nothing written', async (status, words) => {
    const client = await gateway({ evaluate: { approval: { status: 'pending' } }, gets: [{ approval: { status } }] });
    const r = await write(client);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain(words);
    expect(textOf(r)).toContain('UNREQUESTED_ACTION');
    expect(fs.existsSync(path.join(dir, 'out.txt'))).toBe(false);
  });

  it('every call of one client session carries one context.session_id; the next client session another (contract 0.7.0)', async () => {
    const evaluations = () => seen.filter((x) => x.url === '/v1/gate/evaluate').map((x) => x.body.context.session_id as string);
    let client = await gateway({ evaluate: { decision: 'allow', approval: null } });
    await write(client, 'a.txt');
    await write(client, 'b.txt');
    const [first, second] = evaluations();
    expect(first).toMatch(/^mcp-[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    await gw!.close();
    seen = [];
    client = await gateway({ evaluate: { decision: 'allow', approval: null } });
    await write(client, 'c.txt');
    expect(evaluations()[0]).toMatch(/^mcp-/);
    expect(evaluations()[0]).not.toBe(first);
  });

  it('approvals off (approval null) and no elicitation: refused at once, saying nobody can release it', async () => {
    const client = await gateway({ evaluate: { approval: null } });
    const r = await write(client);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/approvals are off.*nobody can release it/);
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(0);
    expect(fs.existsSync(path.join(dir, 'out.txt'))).toBe(false);
  });

  it('an approval still pending when --wait runs out: refused, nothing written', async () => {
    const client = await gateway({ evaluate: { approval: { status: 'pending' } }, gets: [{ approval: { status: 'pending' } }] }, ['--wait', '2']);
    const r = await write(client);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('No approval of this call within 2 s');
    expect(fs.existsSync(path.join(dir, 'out.txt'))).toBe(false);
  });
});

describe('MCP gateway: answers that never forward (STUB GATEHOUSE)', () => {
  it('more_information: the tool error names the missing fields', async () => {
    const client = await gateway({
      evaluate: { decision: 'more_information', reason_codes: ['MISSING_AMOUNT'], missing: ['action.amount'], missing_details: [{ field: 'action.amount', reason: 'the amount moved' }] },
    });
    const r = await write(client);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('action.amount (the amount moved)');
    expect(textOf(r)).toContain('MISSING_AMOUNT');
    expect((r._meta as any)['gatehouse/decision']).toMatchObject({ decision: 'more_information', missing: ['action.amount'] });
    expect(fs.existsSync(path.join(dir, 'out.txt'))).toBe(false);
  });

  it('a 503 from Gatehouse: a tool error (fails closed), nothing written', async () => {
    const client = await gateway({ evaluate: { status: 503 } });
    const r = await write(client);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('Gatehouse answered 503');
    expect(fs.existsSync(path.join(dir, 'out.txt'))).toBe(false);
  });

  it('a catalogue import refused with 403 is logged once, without the key, and tool calls go on', async () => {
    const client = await gateway({ evaluate: { decision: 'allow', reason_codes: ['READ_ONLY'] }, importStatus: 403 });
    await client.listTools();
    await client.listTools();
    const r = await write(client);
    expect(r.isError).toBeFalsy();
    expect(fs.existsSync(path.join(dir, 'out.txt'))).toBe(true);
    const log = gw!.stderr();
    expect(log.match(/the tool catalogue was not fed/g)).toHaveLength(1);
    expect(log).not.toContain(KEY);
    expect(log).not.toContain('written');
    expect(seen.filter((s) => s.url === '/v1/tools/import')).toHaveLength(1);
  });
});
