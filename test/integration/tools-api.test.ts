// The tool catalogue through the API, over real HTTP against the real service: list, set, remove, import;
// the environment boundary; the trust rule (an API key cannot replace or remove an operator's entry); body
// limits and the contract's Error shape. Every response is checked against the OpenAPI document by call().

import { listAudit } from '../../src/store/audit';
import { findTools, importTools, upsertTool } from '../../src/store/tools';
import { findEnv } from '../../src/store/tenants';
import { blankTool, TOOLS_PER_ENV_MAX } from '../../src/toolcall/catalogue';
import { call, expectContract, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
const db = () => svc.running.db;
const url = (path = '') => `${svc.url}/v1/tools${path}`;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

/** An organisation with an admin key (`key`: writes the catalogue since 0.5.0) and an agent key (reads it only). */
async function org(): Promise<{ org: string; key: string; agent: string; envId: string; orgId: string }> {
  const o = uniqueOrg('tools');
  const key = await svc.key(o, 'test', 'admin');
  const agent = await svc.key(o, 'test');
  const env = (await findEnv(db(), o, 'test'))!;
  return { org: o, key, agent, envId: env.envId, orgId: env.orgId };
}

const MCP_LIST = {
  jsonrpc: '2.0',
  id: 7,
  result: {
    tools: [
      { name: 'read_invoice', description: 'Reads an invoice', inputSchema: { type: 'object', properties: { invoice_id: { type: 'string' } } }, annotations: { readOnlyHint: true } },
      {
        name: 'payInvoice',
        description: 'Pays an invoice',
        inputSchema: { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' }, payee: { type: 'string' } } },
        annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
      },
      { name: 'purge_cache', annotations: { destructiveHint: true } },
    ],
  },
};

describe('PUT, GET and DELETE /v1/tools', () => {
  it('adds (201), replaces (200), lists and removes (204) an entry, with audit rows under the key', async () => {
    const t = await org();
    const empty = await call(url(), { key: t.key });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ tools: [] });

    const put = await call(url('/SendEmail'), {
      key: t.key,
      method: 'PUT',
      body: { description: 'Sends an e-mail', effects: ['write', 'external_communication'], review: true, recipient_arg: 'to' },
    });
    expect(put.status).toBe(201);
    expectContract(put, 'Tool');
    expect(put.body).toMatchObject({
      name: 'send_email',
      description: 'Sends an e-mail',
      effects: ['write', 'external_communication'],
      review: true,
      recipient_arg: 'to',
      amount_arg: null,
      source: 'api',
      annotations: null,
    });

    const again = await call(url('/send_email'), { key: t.key, method: 'PUT', body: { effects: ['write'] } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ name: 'send_email', description: null, effects: ['write'], review: false, recipient_arg: null });
    expect(again.body.created_at).toBe(put.body.created_at);

    const listed = await call(url(), { key: t.key });
    expectContract(listed, 'ToolList');
    expect(listed.body.tools).toEqual([again.body]);
    expect(await findTools(db(), t.envId, ['send_email', 'other'])).toEqual([
      { name: 'send_email', description: null, effects: ['write'], review: false, amount_arg: null, currency_arg: null, target_arg: null, recipient_arg: null, source: 'api' },
    ]);

    const del = await call(url('/send_email'), { key: t.key, method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await call(url(), { key: t.key })).body.tools).toEqual([]);
    const gone = await call(url('/send_email'), { key: t.key, method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('tool_not_found');

    const trail = (await listAudit(db(), t.envId, ['tool.saved', 'tool.removed'])).reverse();
    const keyId = (await db().query('SELECT id FROM api_keys WHERE env_id = $1', [t.envId])).rows[0].id;
    expect(trail.map((e) => [e.action, e.subject, e.actor])).toEqual([
      ['tool.saved', 'send_email', `api:${keyId}`],
      ['tool.saved', 'send_email', `api:${keyId}`],
      ['tool.removed', 'send_email', `api:${keyId}`],
    ]);
    expect(trail[0].before).toBeNull();
    expect(trail[1].before).toMatchObject({ effects: ['write', 'external_communication'], review: true });
    expect(trail[1].after).toMatchObject({ effects: ['write'], review: false, source: 'api' });
  });

  it('422 names every problem of the body and of the name; nothing is stored', async () => {
    const t = await org();
    const bad = await call(url('/x'), {
      key: t.key,
      method: 'PUT',
      body: { effects: ['write', 'teleport'], review: 'yes', amount_arg: 'the amount', colour: 'red', description: 'd'.repeat(2001) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('invalid_request');
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['amount_arg', 'colour', 'description', 'effects[1]', 'review']);

    const readAndWrite = await call(url('/x'), { key: t.key, method: 'PUT', body: { effects: ['read', 'write'] } });
    expect(readAndWrite.status).toBe(422);
    expect(readAndWrite.body.details).toEqual([{ field: 'effects', reason: expect.stringContaining('read means the tool only reads') }]);

    const noName = await call(url(`/${encodeURIComponent('!!!')}`), { key: t.key, method: 'PUT', body: {} });
    expect(noName.status).toBe(422);
    expect(noName.body.details).toEqual([{ field: 'name', reason: expect.stringContaining('no usable tool') }]);

    const notJson = await call(url('/x'), { key: t.key, method: 'PUT', raw: 'effects=write', contentType: 'text/plain' });
    expect(notJson.status).toBe(422);
    expect(notJson.body.details).toEqual([{ field: '(body)', reason: 'Content-Type must be application/json' }]);
    expect((await call(url(), { key: t.key })).body.tools).toEqual([]);
  });

  it('413 above 16 KB for one tool', async () => {
    const t = await org();
    const r = await call(url('/big'), { key: t.key, method: 'PUT', body: { description: 'd'.repeat(17 * 1024) } });
    expect(r.status).toBe(413);
    expect(r.body.error).toBe('request_too_large');
  });

  it('401 without a key or with an unknown one, on every operation', async () => {
    const requests: [string, { method?: string; body?: unknown }][] = [
      [url(), {}],
      [url('/x'), { method: 'PUT', body: {} }],
      [url('/x'), { method: 'DELETE' }],
      [url('/import'), { body: { format: 'mcp', definitions: [] } }],
    ];
    for (const [u, opts] of requests) {
      const none = await call(u, opts);
      expect([u, opts.method, none.status, none.body.error]).toEqual([u, opts.method, 401, 'missing_api_key']);
      const unknown = await call(u, { ...opts, key: `gate_test_${'A'.repeat(40)}` });
      expect([u, unknown.status, unknown.body.error]).toEqual([u, 401, 'invalid_api_key']);
    }
  });
});

describe('who may change the catalogue (security fix in 0.5.0)', () => {
  it('an agent key reads the catalogue but gets 403 forbidden on every write, and nothing changes', async () => {
    const t = await org();
    expect((await call(url('/send_email'), { key: t.key, method: 'PUT', body: { effects: ['write', 'external_communication'] } })).status).toBe(201);
    const before = (await call(url(), { key: t.agent })).body.tools;
    expect(before.map((x: { name: string }) => x.name)).toEqual(['send_email']);
    const writes: [string, Parameters<typeof call>[1]][] = [
      [url('/send_email'), { method: 'PUT', body: { effects: ['read'] } }],
      [url('/wire_money'), { method: 'PUT', body: { effects: ['read'] } }],
      [url('/send_email'), { method: 'DELETE' }],
      [url('/import'), { body: { format: 'mcp', definitions: { tools: [{ name: 'send_email', annotations: { readOnlyHint: true } }] } } }],
    ];
    for (const [u, opts] of writes) {
      const r = await call(u, { ...opts, key: t.agent });
      expectContract(r, 'Error');
      expect([u, opts!.method, r.status, r.body.error, r.body.details]).toEqual([u, opts!.method, 403, 'forbidden', { scope: 'agent', required_scope: 'admin' }]);
    }
    expect((await call(url(), { key: t.agent })).body.tools).toEqual(before);
    expect(await listAudit(db(), t.envId, ['tool.saved', 'tool.removed', 'tool.imported'])).toHaveLength(1);
  });
});

describe('the environment boundary', () => {
  it("another organisation's key, and the other environment's, see nothing and cannot remove anything", async () => {
    const a = await org();
    const b = await org();
    expect((await call(url('/refund_order'), { key: a.key, method: 'PUT', body: { effects: ['write', 'money_movement'], amount_arg: 'amount' } })).status).toBe(201);
    expect((await call(url(), { key: b.key })).body.tools).toEqual([]);
    const aLive = await svc.key(a.org, 'live', 'admin');
    expect((await call(url(), { key: aLive })).body.tools).toEqual([]);
    for (const k of [b.key, aLive]) {
      const del = await call(url('/refund_order'), { key: k, method: 'DELETE' });
      expect(del.status).toBe(404);
    }
    // b's entry of the same name is its own.
    expect((await call(url('/refund_order'), { key: b.key, method: 'PUT', body: { review: true } })).status).toBe(201);
    expect((await call(url(), { key: a.key })).body.tools.map((t: { name: string; review: boolean }) => [t.name, t.review])).toEqual([['refund_order', false]]);
    expect(await findTools(db(), b.envId, ['refund_order'])).toMatchObject([{ review: true }]);
  });
});

describe('the trust rule', () => {
  it("an API key cannot replace or remove an operator's entry, nor import over it; an operator can replace an API entry", async () => {
    const t = await org();
    await upsertTool(db(), t.envId, { ...blankTool('purge_cache', 'operator'), effects: ['write', 'destructive'], review: true }, 'ops@example.com');
    const put = await call(url('/purge_cache'), { key: t.key, method: 'PUT', body: { effects: ['read'] } });
    expect(put.status).toBe(409);
    expectContract(put, 'Error');
    expect(put.body.error).toBe('tool_set_by_operator');
    const del = await call(url('/purge_cache'), { key: t.key, method: 'DELETE' });
    expect(del.status).toBe(409);
    expect(del.body.error).toBe('tool_set_by_operator');

    const imp = await call(url('/import'), { key: t.key, body: { format: 'mcp', definitions: MCP_LIST } });
    expect(imp.status).toBe(200);
    expectContract(imp, 'ToolImportResult');
    expect(imp.body.imported).toBe(2);
    expect(imp.body.skipped).toEqual([{ name: 'purge_cache', reason: 'set by an operator' }]);
    expect(await findTools(db(), t.envId, ['purge_cache'])).toMatchObject([{ source: 'operator', effects: ['write', 'destructive'], review: true }]);

    // The operator's word replaces an API entry.
    await upsertTool(db(), t.envId, { ...blankTool('pay_invoice', 'operator'), effects: ['write', 'money_movement'], review: true }, 'ops@example.com');
    expect(await findTools(db(), t.envId, ['pay_invoice'])).toMatchObject([{ source: 'operator', effects: ['write', 'money_movement'] }]);
  });
});

describe('POST /v1/tools/import', () => {
  it('imports an MCP tools/list result: effects from the annotations, arguments from the schema, source mcp', async () => {
    const t = await org();
    const r = await call(url('/import'), { key: t.key, body: { format: 'mcp', definitions: MCP_LIST } });
    expect(r.status).toBe(200);
    expect(r.body.imported).toBe(3);
    expect(r.body.skipped).toEqual([]);
    expect(r.body.tools.map((x: Record<string, unknown>) => [x.name, x.effects, x.amount_arg, x.currency_arg, x.recipient_arg, x.source])).toEqual([
      ['pay_invoice', ['write', 'external_communication'], 'amount', 'currency', 'payee', 'mcp'],
      ['purge_cache', ['write', 'destructive'], null, null, null, 'mcp'],
      ['read_invoice', ['read'], null, null, null, 'mcp'],
    ]);
    expect(r.body.tools[0].annotations).toEqual({ readOnlyHint: false, destructiveHint: false, openWorldHint: true });
    expect((await call(url(), { key: t.key })).body.tools).toEqual(r.body.tools);
    const trail = await listAudit(db(), t.envId, ['tool.imported']);
    expect(trail.map((e) => e.subject).sort()).toEqual(['pay_invoice', 'purge_cache', 'read_invoice']);
    expect(trail.every((e) => e.before === null && (e.after as { source: string }).source === 'mcp')).toBe(true);

    // A second import replaces the entries it names and leaves the others.
    const again = await call(url('/import'), { key: t.key, body: { format: 'openai', definitions: [{ type: 'function', function: { name: 'read_invoice', description: 'v2' } }] } });
    expect(again.body.tools).toMatchObject([{ name: 'read_invoice', description: 'v2', effects: [], source: 'openai' }]);
    expect((await call(url(), { key: t.key })).body.tools).toHaveLength(3);
    const replaced = (await listAudit(db(), t.envId, ['tool.imported']))[0];
    expect([replaced.subject, (replaced.before as { source: string }).source, (replaced.after as { source: string }).source]).toEqual(['read_invoice', 'mcp', 'openai']);
  });

  it('imports Anthropic definitions', async () => {
    const t = await org();
    const r = await call(url('/import'), {
      key: t.key,
      body: { format: 'anthropic', definitions: { tools: [{ name: 'get_weather', description: 'Weather', input_schema: { type: 'object', properties: { id: { type: 'string' } } } }] } },
    });
    expect(r.status).toBe(200);
    expect(r.body.tools).toMatchObject([{ name: 'get_weather', source: 'anthropic', target_arg: 'id', effects: [] }]);
  });

  it('422 for a body off the schema or definitions that cannot be read, naming each; nothing is stored', async () => {
    const t = await org();
    const schemaBad = await call(url('/import'), { key: t.key, body: { format: 'yaml', definitions: 'tools', extra: 1 } });
    expect(schemaBad.status).toBe(422);
    expect(schemaBad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['definitions', 'extra', 'format']);

    const unreadable = await call(url('/import'), { key: t.key, body: { format: 'mcp', definitions: { tools: [{ name: 'ok' }, { name: 'OK' }, { title: 'x' }] } } });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.details).toEqual([
      { field: 'definitions.tools[1].name', reason: 'becomes "ok", as tools[0].name does' },
      { field: 'definitions.tools[2].name', reason: 'is required' },
    ]);
    const bare = await call(url('/import'), { key: t.key, body: { format: 'anthropic', definitions: [{ description: 'nameless' }] } });
    expect(bare.body.details).toEqual([{ field: 'definitions[0].name', reason: 'is required' }]);
    const tooMany = await call(url('/import'), { key: t.key, body: { format: 'mcp', definitions: Array.from({ length: 1001 }, (_, i) => ({ name: `t${i}` })) } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.details).toEqual([{ field: 'definitions', reason: '1001 tools; at most 1000 per import' }]);
    expect((await call(url(), { key: t.key })).body.tools).toEqual([]);
  });

  it('413 above 256 KB', async () => {
    const t = await org();
    const r = await call(url('/import'), { key: t.key, body: { format: 'mcp', definitions: [{ name: 'x', description: 'd'.repeat(257 * 1024) }] } });
    expect(r.status).toBe(413);
    expect(r.body.error).toBe('request_too_large');
  });

  it(`409 catalogue_full: an import that would pass ${TOOLS_PER_ENV_MAX} tools stores nothing; one more single tool is refused too`, async () => {
    const t = await org();
    for (let i = 0; i < TOOLS_PER_ENV_MAX / 1000; i++) {
      await importTools(db(), t.envId, Array.from({ length: 1000 }, (_, j) => blankTool(`t_${i}_${j}`, 'operator')), 'operator', 'ops@example.com');
    }
    const more = await call(url('/import'), { key: t.key, body: { format: 'mcp', definitions: [{ name: 't_0_0' }, { name: 'brand_new' }] } });
    expect(more.status).toBe(409);
    expect(more.body.error).toBe('catalogue_full');
    const one = await call(url('/brand_new'), { key: t.key, method: 'PUT', body: {} });
    expect(one.status).toBe(409);
    expect(one.body.error).toBe('catalogue_full');
    const { rows } = await db().query('SELECT count(*)::int AS n FROM tools WHERE env_id = $1', [t.envId]);
    expect(rows[0].n).toBe(TOOLS_PER_ENV_MAX);
  });
});
