// `gatehouse tools` against DATABASE_URL: set, list, remove and import, entries stored as the operator's
// (source operator) with audit rows as cli:<user>; bad input refused with a clear message and nothing stored.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listAudit } from '../../src/store/audit';
import { findTools, upsertTool } from '../../src/store/tools';
import { findEnv } from '../../src/store/tenants';
import { blankTool } from '../../src/toolcall/catalogue';
import { runCli } from '../helpers/cli';
import { call, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let dir: string;
// Each run of the CLI is a fresh Node process; on a busy machine a few of them take longer than jest's default.
jest.setTimeout(180_000);

const env = () => ({ DATABASE_URL: process.env.GATEHOUSE_TEST_DATABASE_URL });

beforeAll(async () => {
  svc = await startTestService();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatehouse-tools-cli-'));
});
afterAll(async () => {
  await svc?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function org(): Promise<{ org: string; key: string; envId: string; base: string[] }> {
  const o = uniqueOrg('tools-cli');
  const key = await svc.key(o, 'test');
  return { org: o, key, envId: (await findEnv(svc.running.db, o, 'test'))!.envId, base: ['--org', o, '--env', 'test'] };
}

it('tools set adds and replaces an operator entry, list shows it (text and JSON), remove removes it; audit rows as cli:<user>', async () => {
  const t = await org();
  const set = await runCli(
    ['tools', 'set', ...t.base, '--name', 'WireMoney', '--effects', 'write,money_movement', '--review', '--amount-arg', 'payment.amount', '--currency-arg', 'payment.currency', '--recipient-arg', 'iban', '--description', 'Sends a wire'],
    env(),
  );
  expect(set.code).toBe(0);
  expect(set.stdout).toBe('added wire_money: write,money_movement  review  amount=payment.amount  currency=payment.currency  recipient=iban  (operator)\n');

  const listed = JSON.parse((await runCli(['tools', 'list', ...t.base, '--json'], env())).stdout);
  expect(listed).toEqual([
    expect.objectContaining({
      name: 'wire_money',
      description: 'Sends a wire',
      effects: ['write', 'money_movement'],
      review: true,
      amount_arg: 'payment.amount',
      currency_arg: 'payment.currency',
      target_arg: null,
      recipient_arg: 'iban',
      source: 'operator',
    }),
  ]);
  // The API sees the same catalogue.
  expect((await call(`${svc.url}/v1/tools`, { key: t.key })).body.tools.map((x: { name: string }) => x.name)).toEqual(['wire_money']);

  const replaced = await runCli(['tools', 'set', ...t.base, '--name', 'wire_money', '--effects', 'write'], env());
  expect(replaced.stdout).toBe('replaced wire_money: write  (operator)\n');
  const text = await runCli(['tools', 'list', ...t.base], env());
  expect(text.stdout).toBe('wire_money: write  (operator)\n(1 tool; unknown_write_tools=explained)\n');

  expect((await runCli(['tools', 'remove', ...t.base, '--name', 'WireMoney'], env())).stdout).toBe('removed wire_money\n');
  const again = await runCli(['tools', 'remove', ...t.base, '--name', 'wire_money'], env());
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('no such tool');
  expect(JSON.parse((await runCli(['tools', 'list', ...t.base, '--json'], env())).stdout)).toEqual([]);

  const trail = (await listAudit(svc.running.db, t.envId, ['tool.saved', 'tool.removed'])).reverse();
  expect(trail.map((e) => [e.action, e.subject])).toEqual([
    ['tool.saved', 'wire_money'],
    ['tool.saved', 'wire_money'],
    ['tool.removed', 'wire_money'],
  ]);
  for (const e of trail) expect(e.actor).toMatch(/^cli:./);
});

it("tools set replaces an API entry with the operator's", async () => {
  const t = await org();
  await upsertTool(svc.running.db, t.envId, { ...blankTool('deploy_app', 'api'), effects: ['read'] }, 'api:key_x');
  expect((await runCli(['tools', 'set', ...t.base, '--name', 'deploy_app', '--effects', 'write,code_execution', '--review'], env())).code).toBe(0);
  expect(await findTools(svc.running.db, t.envId, ['deploy_app'])).toMatchObject([{ source: 'operator', effects: ['write', 'code_execution'], review: true }]);
});

it('tools set refuses bad definitions, naming each problem, and stores nothing', async () => {
  const t = await org();
  const bad = await runCli(['tools', 'set', ...t.base, '--name', 'x', '--effects', 'read,teleport', '--amount-arg', 'the amount'], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--effects unknown effect classes: teleport');
  expect(bad.stderr).toContain('--effects read means the tool only reads');
  expect(bad.stderr).toContain('--amount-arg must be an argument name');
  const noName = await runCli(['tools', 'set', ...t.base, '--name', '!!!'], env());
  expect(noName.code).toBe(2);
  expect(noName.stderr).toContain('is not a usable tool name');
  expect((await runCli(['tools', 'frobnicate', ...t.base], env())).stderr).toContain('tools needs set, list, remove or import');
  expect(await findTools(svc.running.db, t.envId, ['x'])).toEqual([]);
});

it('tools import reads an MCP tools/list file as the operator, or with --untrusted as additions; stdin works too', async () => {
  const t = await org();
  const file = path.join(dir, 'mcp.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      result: {
        tools: [
          { name: 'list_files', annotations: { readOnlyHint: true } },
          { name: 'deleteFile', inputSchema: { type: 'object', properties: { id: { type: 'string' } } }, annotations: { destructiveHint: true } },
        ],
      },
    }),
  );
  const r = await runCli(['tools', 'import', ...t.base, '--format', 'mcp', file], env());
  expect(r.code).toBe(0);
  expect(r.stdout).toBe('imported 2 tools (2 added, 0 replaced)\n  delete_file: write,destructive  target=id  (operator)\n  list_files: read  (operator)\n');
  const trail = await listAudit(svc.running.db, t.envId, ['tool.imported']);
  expect(trail).toHaveLength(2);
  for (const e of trail) expect(e.actor).toMatch(/^cli:./);

  // Additions only: the operator's entries are kept, the new one is stored as openai.
  const openai = JSON.stringify([{ type: 'function', function: { name: 'list_files' } }, { type: 'function', function: { name: 'send_sms' } }]);
  const u = await runCli(['tools', 'import', ...t.base, '--format', 'openai', '--untrusted', '-'], env(), openai);
  expect(u.code).toBe(0);
  expect(u.stdout).toBe('imported 1 tool (1 added, 0 replaced) as additions only\n  send_sms: (computed)  (openai)\n  skipped list_files: set by an operator\n');
  expect((await findTools(svc.running.db, t.envId, ['list_files', 'send_sms'])).map((x) => [x.name, x.source, x.effects])).toEqual([
    ['list_files', 'operator', ['read']],
    ['send_sms', 'openai', []],
  ]);
});

it('tools import refuses a missing file, a file that is not JSON, an unknown format and unreadable definitions', async () => {
  const t = await org();
  const notJson = path.join(dir, 'bad.json');
  fs.writeFileSync(notJson, '{ tools: [');
  const unreadable = path.join(dir, 'unreadable.json');
  fs.writeFileSync(unreadable, JSON.stringify([{ description: 'nameless' }]));
  const cases: [string[], string][] = [
    [['--format', 'mcp', path.join(dir, 'missing.json')], 'no such file'],
    [['--format', 'mcp', notJson], 'is not JSON'],
    [['--format', 'yaml', notJson], '--format must be one of mcp, openai, anthropic'],
    [['--format', 'anthropic', unreadable], 'nothing was imported: [0].name: is required'],
  ];
  for (const [args, message] of cases) {
    const r = await runCli(['tools', 'import', ...t.base, ...args], env());
    expect([args, r.code]).toEqual([args, 2]);
    expect(r.stderr).toContain(message);
  }
  expect((await svc.running.db.query('SELECT count(*)::int AS n FROM tools WHERE env_id = $1', [t.envId])).rows[0].n).toBe(0);
});

it('env set and show know unknown_write_tools', async () => {
  const t = await org();
  expect((await runCli(['env', 'show', ...t.base], env())).stdout).toContain('unknown_write_tools=explained');
  expect((await runCli(['env', 'set', ...t.base, 'unknown_write_tools=review'], env())).stdout).toBe('unknown_write_tools=review\n');
  const bad = await runCli(['env', 'set', ...t.base, 'unknown_write_tools=maybe'], env());
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('unknown_write_tools: must be one of explained, review, allow');
  expect((await findEnv(svc.running.db, t.org, 'test'))!.settings.unknown_write_tools).toBe('review');
});
