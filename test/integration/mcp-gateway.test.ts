// The MCP gateway (`gatehouse mcp-proxy`) against the running service, in front of real MCP servers installed
// from npm (@modelcontextprotocol/server-filesystem and server-everything), driven by the MCP SDK's own Client
// over stdio and over Streamable HTTP. The file system proves what was forwarded: a refused call writes nothing.
// Real HTTP, real Temporal, real PostgreSQL; loopback only.

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { CreateMessageRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { findEnv } from '../../src/store/tenants';
import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';
import { everythingServer, filesystemServer, httpGateway, stdioGateway, textOf, type GatewayClient, type HttpGateway } from '../helpers/mcp';

const ROOT = path.join(__dirname, '..', '..');
let svc: TestService;
let dir: string;
const open: (GatewayClient | HttpGateway)[] = [];

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-gw-'));
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'the quarterly notes\n');
});
afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((g) => ('stop' in g ? g.stop() : g.close())));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function key(...settings: string[]): Promise<string> {
  const org = uniqueOrg('mcp');
  const k = await svc.key(org, 'test');
  if (settings.length > 0) await svc.settings(org, 'test', ...settings);
  return k;
}

async function viaStdio(k: string, upstream: string[], o: Parameters<typeof stdioGateway>[2] = {}, extra: string[] = []): Promise<GatewayClient> {
  const g = await stdioGateway(['--url', svc.url, ...extra], upstream, { ...o, env: { GATEHOUSE_API_KEY: k, ...(o.env ?? {}) } });
  open.push(g);
  return g;
}

/** A direct connection to an upstream server, without the gateway: what "unchanged" is compared with. */
async function direct(upstream: string[]): Promise<Client> {
  const client = new Client({ name: 'direct', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: upstream[0]!, args: upstream.slice(1), stderr: 'ignore' }));
  open.push({ client, stderr: () => '', close: () => client.close() });
  return client;
}

/** The decision ids the gateway logged for its tools/calls, in order. */
const decisionIds = (stderr: string) => [...stderr.matchAll(/"msg":"mcp gateway: tools\/call","forwarded":(true|false),"decision_id":"(dec_\w+)"/g)].map((m) => ({ forwarded: m[1] === 'true', id: m[2]! }));

const decisionOf = async (k: string, id: string) => (await call(`${svc.url}/v1/decisions/${id}`, { key: k })).body;

const writeArgs = () => ({ path: path.join(dir, 'new.txt'), content: 'written by the agent' });

describe('MCP gateway over stdio, in front of the filesystem server', () => {
  it('tools/list passes through unchanged; a read is forwarded and its result returned', async () => {
    const k = await key();
    const g = await viaStdio(k, filesystemServer(dir));
    const plain = await direct(filesystemServer(dir));
    expect(await g.client.listTools()).toEqual(await plain.listTools());
    expect(g.client.getServerVersion()).toEqual(plain.getServerVersion());
    expect(g.client.getServerCapabilities()).toEqual(plain.getServerCapabilities());

    const r = await g.client.callTool({ name: 'read_text_file', arguments: { path: path.join(dir, 'notes.txt') } });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toBe('the quarterly notes\n');
    const [logged] = decisionIds(g.stderr());
    expect(logged!.forwarded).toBe(true);
    const d = await decisionOf(k, logged!.id);
    expect(d).toMatchObject({ decision: 'allow', action: { type: 'read_text_file', effects: ['read'] } });
    expect(d.policy_results).toEqual(expect.arrayContaining([expect.objectContaining({ policy: 'tool.read_only', matched: true })]));
  });

  it('a write nobody asked for and a move are refused with their reason codes; nothing changes on disk', async () => {
    const k = await key();
    const g = await viaStdio(k, filesystemServer(dir));
    const w = await g.client.callTool({ name: 'write_file', arguments: writeArgs() });
    expect(w.isError).toBe(true);
    expect(textOf(w)).toContain('UNREQUESTED_ACTION');
    expect(fs.existsSync(path.join(dir, 'new.txt'))).toBe(false);

    const m = await g.client.callTool({ name: 'move_file', arguments: { source: path.join(dir, 'notes.txt'), destination: path.join(dir, 'moved.txt') } });
    expect(m.isError).toBe(true);
    expect(textOf(m)).toMatch(/reason codes: [A-Z_]+/i);
    expect(fs.readdirSync(dir)).toEqual(['notes.txt']);

    // Both were recorded, with the codes the tool error named, and neither was forwarded.
    const logged = decisionIds(g.stderr());
    expect(logged.map((l) => l.forwarded)).toEqual([false, false]);
    const d = await decisionOf(k, logged[0]!.id);
    expect(d.decision).toBe('review');
    for (const code of d.reason_codes) expect(textOf(w)).toContain(code);
    expect((w._meta as any)['gatehouse/decision']).toMatchObject({ decision_id: logged[0]!.id, decision: 'review' });
  });

  it("a write the user asked for (the request in params._meta) is forwarded, and the request reaches Gatehouse", async () => {
    const k = await key();
    const g = await viaStdio(k, filesystemServer(dir));
    const r = await g.client.callTool({
      name: 'write_file',
      arguments: writeArgs(),
      // write_file may overwrite (its effects: write, destructive): the request says so.
      _meta: { user_request: `Write "written by the agent" into new.txt in ${dir}, overwriting it if it is there` },
    });
    expect(r.isError).toBeFalsy();
    expect(fs.readFileSync(path.join(dir, 'new.txt'), 'utf8')).toBe('written by the agent');
    const d = await decisionOf(k, decisionIds(g.stderr())[0]!.id);
    expect(d.decision).toBe('allow');
    expect(d.reason_codes).not.toContain('UNREQUESTED_ACTION');
  });

  it('review through elicitation: yes forwards and is recorded as approved; no refuses and is recorded as denied', async () => {
    const k = await key();
    const asked: string[] = [];
    const yes = await viaStdio(k, filesystemServer(dir), {
      name: 'desk-client',
      elicit: (message) => (asked.push(message), { action: 'accept', content: { approve: true } }),
    });
    const r = await yes.client.callTool({ name: 'write_file', arguments: writeArgs() });
    expect(r.isError).toBeFalsy();
    expect(fs.readFileSync(path.join(dir, 'new.txt'), 'utf8')).toBe('written by the agent');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('write_file');
    expect(asked[0]).toContain('UNREQUESTED_ACTION');
    const approved = await decisionOf(k, decisionIds(yes.stderr())[0]!.id);
    expect(approved).toMatchObject({ decision: 'review', review: { outcome: 'approved', reviewer: 'mcp:desk-client', channel: 'api' } });

    const no = await viaStdio(k, filesystemServer(dir), { name: 'desk-client', elicit: () => ({ action: 'decline' }) });
    const other = { path: path.join(dir, 'other.txt'), content: 'x' };
    const refused = await no.client.callTool({ name: 'write_file', arguments: other });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('The person declined this call');
    expect(fs.existsSync(other.path)).toBe(false);
    const denied = await decisionOf(k, decisionIds(no.stderr())[0]!.id);
    expect(denied.review).toMatchObject({ outcome: 'denied', reviewer: 'mcp:desk-client' });
  });

  it('review with approvals on and no elicitation: the call waits for the approval; approved forwards, denied refuses', async () => {
    const org = uniqueOrg('mcp');
    const k = await svc.key(org, 'test');
    await svc.settings(org, 'test', 'approvals=on', 'approval_timeout_s=600');
    const envId = (await findEnv(svc.running.db, org, 'test'))!.envId;
    const g = await viaStdio(k, filesystemServer(dir), { name: 'plain-client' }, ['--wait', '90']);
    /** The id of the next review decision of this environment whose approval is pending (the call in flight). */
    const pending = async (seen: string[]): Promise<string> => {
      const until = Date.now() + 60_000;
      for (;;) {
        const { rows } = await svc.running.db.query<{ id: string }>(
          `SELECT d.id FROM decisions d JOIN approvals a ON a.decision_id = d.id WHERE d.env_id = $1 AND a.status = 'pending' AND NOT (d.id = ANY($2)) LIMIT 1`,
          [envId, seen],
        );
        if (rows[0]) return rows[0].id;
        if (Date.now() > until) throw new Error('no pending approval appeared');
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const verdict = (id: string, outcome: string) => call(`${svc.url}/v1/decisions/${id}/review`, { key: k, body: { outcome, reviewer: 'ops@example.com' } });

    const released = g.client.callTool({ name: 'write_file', arguments: writeArgs() }, undefined, { timeout: 120_000 });
    const first = await pending([]);
    expect(fs.existsSync(writeArgs().path)).toBe(false);
    expect((await verdict(first, 'approved')).status).toBe(200);
    const r = await released;
    expect(r.isError).toBeFalsy();
    expect(fs.readFileSync(writeArgs().path, 'utf8')).toBe('written by the agent');
    expect(await decisionOf(k, first)).toMatchObject({ decision: 'review', approval: { status: 'approved', channel: 'api' } });

    const other = { path: path.join(dir, 'other.txt'), content: 'x' };
    const refusedCall = g.client.callTool({ name: 'write_file', arguments: other }, undefined, { timeout: 120_000 });
    const second = await pending([first]);
    expect((await verdict(second, 'denied')).status).toBe(200);
    const refused = await refusedCall;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(second);
    expect(fs.existsSync(other.path)).toBe(false);
  });

  it('Gatehouse down: a tool error, nothing forwarded (fails closed)', async () => {
    const k = await key();
    // A port that was free a moment ago and is closed now: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const g = await stdioGateway(['--url', `http://127.0.0.1:${port}`], filesystemServer(dir), { env: { GATEHOUSE_API_KEY: k } });
    open.push(g);
    const r = await g.client.callTool({ name: 'write_file', arguments: writeArgs(), _meta: { user_request: 'write new.txt' } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('Gatehouse did not answer');
    expect(fs.existsSync(path.join(dir, 'new.txt'))).toBe(false);
    const read = await g.client.callTool({ name: 'read_text_file', arguments: { path: path.join(dir, 'notes.txt') } });
    expect(read.isError).toBe(true);
    expect(textOf(read)).not.toContain('quarterly');
  });

  it('the catalogue is fed from tools/list (or, where the key may not write it, the refusal is logged once); no key or contents in the log', async () => {
    const k = await key();
    const g = await viaStdio(k, filesystemServer(dir));
    await g.client.listTools();
    await g.client.callTool({ name: 'read_text_file', arguments: { path: path.join(dir, 'notes.txt') } });
    const deadline = Date.now() + 30_000;
    let tools: { name: string; source: string; effects: string[] }[] = [];
    while (Date.now() < deadline && !/the tool catalogue was not fed/.test(g.stderr())) {
      tools = (await call(`${svc.url}/v1/tools`, { key: k })).body.tools;
      if (tools.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    if (tools.length > 0) {
      // Imported with the agent's key: additions (source mcp), effects from the annotations where they state them.
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['read_text_file', 'write_file', 'move_file']));
      expect(tools.every((t) => t.source === 'mcp')).toBe(true);
    } else {
      expect(g.stderr().match(/the tool catalogue was not fed/g)).toHaveLength(1);
    }
    expect(g.stderr()).not.toContain(k);
    expect(g.stderr()).not.toContain('quarterly');
  });
});

describe("docs/mcp-gateway.md's example", () => {
  it('the mcpServers entry, with its paths and key filled in, serves the folder through Gatehouse', async () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs', 'mcp-gateway.md'), 'utf8');
    const block = /```json\n([\s\S]*?)```/.exec(page)![1]!;
    const entry = JSON.parse(block).mcpServers.filesystem as { command: string; args: string[]; env: Record<string, string> };
    const k = await key();
    const args = entry.args.map((a) => a.replace('/path/to/gatehouse', ROOT).replace('/path/to/folder', dir));
    expect(entry.env.GATEHOUSE_API_KEY).toMatch(/^gh_test_/);
    const client = new Client({ name: 'readme', version: '1.0.0' });
    // As a desktop client starts it: the command and args as written, the env entry on top of a plain PATH
    // (npx finds the filesystem server installed in the repository, where the client runs it from here).
    await client.connect(
      new StdioClientTransport({
        command: entry.command === 'node' ? process.execPath : entry.command,
        args,
        env: { PATH: process.env.PATH!, HOME: process.env.HOME!, GATEHOUSE_URL: svc.url, GATEHOUSE_API_KEY: k },
        cwd: ROOT,
        stderr: 'ignore',
      }),
    );
    open.push({ client, stderr: () => '', close: () => client.close() });
    const read = await client.callTool({ name: 'read_text_file', arguments: { path: path.join(dir, 'notes.txt') } });
    expect(textOf(read)).toBe('the quarterly notes\n');
    const write = await client.callTool({ name: 'write_file', arguments: writeArgs() });
    expect(write.isError).toBe(true);
    expect(fs.existsSync(path.join(dir, 'new.txt'))).toBe(false);
  });
});

describe('MCP gateway over Streamable HTTP (--listen)', () => {
  it('a read is forwarded, a write refused, a reviewed write released by elicitation; each session has its own upstream', async () => {
    const k = await key();
    const g = await httpGateway(['--url', svc.url], filesystemServer(dir), { GATEHOUSE_API_KEY: k });
    open.push(g);
    expect(g.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const plain = await g.connect();
    const read = await plain.callTool({ name: 'read_text_file', arguments: { path: path.join(dir, 'notes.txt') } });
    expect(textOf(read)).toBe('the quarterly notes\n');
    const refused = await plain.callTool({ name: 'write_file', arguments: writeArgs() });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('UNREQUESTED_ACTION');
    expect(fs.existsSync(path.join(dir, 'new.txt'))).toBe(false);

    const asking = await g.connect({ elicit: () => ({ action: 'accept', content: { approve: true } }) });
    const released = await asking.callTool({ name: 'write_file', arguments: writeArgs() });
    expect(released.isError).toBeFalsy();
    expect(fs.readFileSync(path.join(dir, 'new.txt'), 'utf8')).toBe('written by the agent');
    expect(decisionIds(g.stderr()).map((l) => l.forwarded)).toEqual([true, false, true]);
  });

  it('only loopback Host headers are served', async () => {
    const k = await key();
    const g = await httpGateway(['--url', svc.url], filesystemServer(dir), { GATEHOUSE_API_KEY: k });
    open.push(g);
    const res = await new Promise<number>((resolve, reject) => {
      const u = new URL(g.url);
      const req = require('node:http').request(
        { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { host: 'evil.example:80', 'content-type': 'application/json' } },
        (r: { statusCode: number; resume(): void }) => (r.resume(), resolve(r.statusCode)),
      );
      req.once('error', reject);
      req.end('{}');
    });
    expect(res).toBe(403);
  });
});

describe('MCP gateway: everything else passes through (in front of server-everything)', () => {
  it('resources, resource templates, prompts, completions and logging answer as the server does without the gateway', async () => {
    const k = await key();
    const g = await viaStdio(k, everythingServer());
    const plain = await direct(everythingServer());
    expect(g.client.getServerCapabilities()).toEqual(plain.getServerCapabilities());
    expect(g.client.getInstructions()).toEqual(plain.getInstructions());
    const resources = await g.client.listResources();
    expect(resources).toEqual(await plain.listResources());
    const uri = resources.resources[0]!.uri;
    expect(await g.client.readResource({ uri })).toEqual(await plain.readResource({ uri }));
    expect(await g.client.listResourceTemplates()).toEqual(await plain.listResourceTemplates());
    expect(await g.client.listPrompts()).toEqual(await plain.listPrompts());
    const prompt = { name: 'args-prompt', arguments: { city: 'Lisbon', state: 'Lisboa' } };
    expect(await g.client.getPrompt(prompt)).toEqual(await plain.getPrompt(prompt));
    const completion = { ref: { type: 'ref/prompt' as const, name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } };
    expect(await g.client.complete(completion)).toEqual(await plain.complete(completion));
    expect(await g.client.setLoggingLevel('debug')).toEqual({});
    await g.client.ping();
    // None of these is a tool call: Gatehouse was not asked.
    expect(decisionIds(g.stderr())).toEqual([]);
  });

  it("a forwarded call's progress reaches the client under its own token; the upstream never sees the Gatehouse key", async () => {
    const k = await key();
    const g = await viaStdio(k, everythingServer());
    const progress: number[] = [];
    const r = await g.client.callTool(
      { name: 'trigger-long-running-operation', arguments: { duration: 1, steps: 3 }, _meta: { user_request: 'Trigger a long running operation of 1 second in 3 steps' } },
      undefined,
      { onprogress: (p) => progress.push(p.progress) },
    );
    // A refusal shows its text here, so a failure says what Gatehouse answered.
    expect(r.isError ? textOf(r) : '').toBe('');
    // Every step in order. The SDK's client drops a progress notification that arrives in the same read as its
    // request's result (it handles notifications a microtask later), so the last step may be missing on either hop.
    expect([[1, 2], [1, 2, 3]]).toContainEqual(progress);
    const env = await g.client.callTool({ name: 'get-env', arguments: {}, _meta: { user_request: 'Show me the environment variables of the server' } });
    expect(env.isError ? textOf(env) : '').toBe('');
    expect(textOf(env)).toContain('PATH');
    expect(textOf(env)).not.toContain(k);
  });

  it("the server's requests and notifications reach the client: sampling through the client's own capability, logging messages", async () => {
    const k = await key();
    const sampled: string[] = [];
    const logs: string[] = [];
    const g = await viaStdio(k, everythingServer(), {
      // Whatever Gatehouse makes of these calls, the person at the client lets them through.
      elicit: () => ({ action: 'accept', content: { approve: true } }),
      capabilities: { sampling: {} },
      setup: (client) => {
        client.setRequestHandler(CreateMessageRequestSchema, async (r) => {
          sampled.push(JSON.stringify(r.params.messages));
          return { model: 'test-model', role: 'assistant', content: { type: 'text', text: 'sampled answer' } };
        });
        client.setNotificationHandler(LoggingMessageNotificationSchema, async (n) => void logs.push(String(n.params.level)));
      },
    });
    // The server offers its sampling tool only to a client that declared sampling: the gateway passed it on.
    const names = (await g.client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('trigger-sampling-request');
    const r = await g.client.callTool({
      name: 'trigger-sampling-request',
      arguments: { prompt: 'Name a colour', maxTokens: 20 },
      _meta: { user_request: 'Trigger a sampling request asking the model to name a colour' },
    });
    expect(r.isError).toBeFalsy();
    expect(JSON.stringify(r.content)).toContain('sampled answer');
    expect(sampled).toHaveLength(1);
    expect(sampled[0]).toContain('Name a colour');

    const on = await g.client.callTool({ name: 'toggle-simulated-logging', arguments: {}, _meta: { user_request: 'Turn on the simulated logging' } });
    expect(on.isError).toBeFalsy();
    const deadline = Date.now() + 30_000;
    while (logs.length === 0 && Date.now() < deadline) await new Promise((res) => setTimeout(res, 100));
    expect(logs.length).toBeGreaterThan(0);
  });
});
