// The console's Tools page over real HTTP against the real service: the catalogue listed with every entry's
// effects and flags (escaped), add, edit and remove through forms with the session's CSRF token, import of a
// pasted catalogue, the organisation and environment boundary, and the audit trail under the operator's e-mail.

import { listAudit } from '../../src/store/audit';
import { findTools, upsertTool } from '../../src/store/tools';
import { findEnv } from '../../src/store/tenants';
import { blankTool } from '../../src/toolcall/catalogue';
import { Browser, createTestOperator, csrfOf, errorNotice, signedIn, type Operator } from '../helpers/console-http';
import { call, startTestService, type TestService } from '../helpers/service';

let svc: TestService;
const db = () => svc.running.db;

beforeAll(async () => {
  svc = await startTestService();
}, 120_000);
afterAll(async () => {
  await svc?.stop();
});

const TOOLS = '/console/test/tools';

async function setup(): Promise<{ op: Operator; b: Browser; envId: string; csrf: string }> {
  const op = await createTestOperator(svc);
  const b = await signedIn(op, svc);
  const page = await b.get(TOOLS);
  expect(page.status).toBe(200);
  return { op, b, envId: (await findEnv(db(), op.org, 'test'))!.envId, csrf: csrfOf(page.body) };
}

it('lists the catalogue with effects, flags and source, everything escaped; the navigation links to it', async () => {
  const { b, envId } = await setup();
  const empty = await b.get(TOOLS);
  expect(empty.body).toContain('No tools in the catalogue of the test environment.');
  expect(empty.body).toContain('<a href="/console/test/tools" aria-current="page">Tools</a>');
  expect(empty.body).toContain('<strong>explained</strong>');

  await upsertTool(db(), envId, { ...blankTool('wire_money', 'operator'), description: '<script>alert("x")</script> & more', effects: ['write', 'money_movement'], review: true, amount_arg: 'payment.amount' }, 'seed');
  await upsertTool(db(), envId, { ...blankTool('lookup', 'mcp'), effects: ['read'] }, 'seed');
  const page = await b.get(TOOLS);
  expect(page.body).toContain('Catalogue (2)');
  expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
  expect(page.body).not.toContain('<script>');
  expect(page.body).toMatch(/<code>wire_money<\/code>[\s\S]*?<td>write, money_movement<\/td>\s*<td>always<\/td>\s*<td>amount: <code>payment\.amount<\/code><\/td>\s*<td>operator<\/td>/);
  expect(page.body).toMatch(/<code>lookup<\/code><\/th>\s*<td>read<\/td>\s*<td>–<\/td>\s*<td>–<\/td>\s*<td>mcp <span class="help">\(additions only\)<\/span><\/td>/);
});

it('adds, edits and removes an entry through the forms, as the operator, with audit rows under their e-mail', async () => {
  const { op, b, envId, csrf } = await setup();
  const saved = await b.post(TOOLS, {
    _csrf: csrf,
    name: 'SendInvoice',
    description: 'Mails an invoice',
    'effect-write': 'on',
    'effect-external_communication': 'on',
    review: 'on',
    recipient_arg: 'to',
    amount_arg: '',
  });
  expect([saved.status, saved.location]).toEqual([303, '/console/test/tools?done=tool-saved']);
  expect(await findTools(db(), envId, ['send_invoice'])).toEqual([
    { name: 'send_invoice', description: 'Mails an invoice', effects: ['write', 'external_communication'], review: true, amount_arg: null, currency_arg: null, target_arg: null, recipient_arg: 'to', source: 'operator' },
  ]);
  expect((await b.get(saved.location!)).body).toContain('Tool saved.');

  // The edit link fills the form with the entry.
  const edit = await b.get(`${TOOLS}?edit=send_invoice`);
  expect(edit.body).toContain('id="tl-name" name="name" value="send_invoice"');
  expect(edit.body).toContain('name="effect-write" value="on" checked');
  expect(edit.body).toContain('name="effect-external_communication" value="on" checked');
  expect(edit.body).not.toContain('name="effect-read" value="on" checked');
  expect(edit.body).toContain('name="review" value="on" checked');
  expect(edit.body).toContain('id="tl-recipient_arg" name="recipient_arg" value="to"');

  const edited = await b.post(TOOLS, { _csrf: csrf, name: 'send_invoice', 'effect-write': 'on' });
  expect(edited.status).toBe(303);
  expect(await findTools(db(), envId, ['send_invoice'])).toMatchObject([{ effects: ['write'], review: false, recipient_arg: null, description: null }]);

  const removed = await b.post(`${TOOLS}/remove`, { _csrf: csrf, name: 'send_invoice' });
  expect([removed.status, removed.location]).toEqual([303, '/console/test/tools?done=tool-removed']);
  expect(await findTools(db(), envId, ['send_invoice'])).toEqual([]);
  expect((await b.post(`${TOOLS}/remove`, { _csrf: csrf, name: 'send_invoice' })).status).toBe(404);

  const trail = (await listAudit(db(), envId, ['tool.saved', 'tool.removed'])).reverse();
  expect(trail.map((e) => [e.action, e.subject, e.actor])).toEqual([
    ['tool.saved', 'send_invoice', op.email],
    ['tool.saved', 'send_invoice', op.email],
    ['tool.removed', 'send_invoice', op.email],
  ]);
});

it('a form without the CSRF token, or from another site, is refused and changes nothing', async () => {
  const { b, envId, csrf } = await setup();
  const noToken = await b.post(TOOLS, { name: 'x', 'effect-read': 'on' });
  expect(noToken.status).toBe(403);
  const wrongToken = await b.post(`${TOOLS}/import`, { _csrf: `${csrf.slice(0, -1)}${csrf.endsWith('A') ? 'B' : 'A'}`, format: 'mcp', definitions: '[{"name":"y"}]' });
  expect(wrongToken.status).toBe(403);
  const otherSite = await b.post(TOOLS, { _csrf: csrf, name: 'z' }, { origin: 'https://evil.example' });
  expect(otherSite.status).toBe(403);
  expect(await findTools(db(), envId, ['x', 'y', 'z'])).toEqual([]);
});

it('a bad entry is 422 with each problem at its field, and nothing is stored', async () => {
  const { b, envId, csrf } = await setup();
  const bad = await b.post(TOOLS, { _csrf: csrf, name: 'x', 'effect-read': 'on', 'effect-write': 'on', target_arg: 'the record', description: '<i>kept</i>' });
  expect(bad.status).toBe(422);
  expect(errorNotice(bad.body)).toBe('The tool was not saved.');
  expect(bad.body).toContain('id="tl-effects-error">effects: read means the tool only reads');
  expect(bad.body).toMatch(/id="tl-target_arg" name="target_arg" value="the record"[^>]*aria-invalid="true"/);
  expect(bad.body).toContain('&lt;i&gt;kept&lt;/i&gt;</textarea>');
  const noName = await b.post(TOOLS, { _csrf: csrf, name: '' });
  expect(noName.status).toBe(422);
  expect(noName.body).toContain('The tool name is required.');
  expect(await findTools(db(), envId, ['x'])).toEqual([]);
});

it('imports a pasted MCP tools/list result as the operator, or as additions only; unreadable input is 422', async () => {
  const { op, b, envId, csrf } = await setup();
  const mcp = JSON.stringify({
    result: {
      tools: [
        { name: 'readDoc', description: 'Reads <docs>', annotations: { readOnlyHint: true } },
        { name: 'drop_index', annotations: { destructiveHint: true } },
      ],
    },
  });
  const ok = await b.post(`${TOOLS}/import`, { _csrf: csrf, format: 'mcp', definitions: mcp });
  expect([ok.status, ok.location]).toEqual([303, '/console/test/tools?done=tools-imported']);
  expect((await findTools(db(), envId, ['read_doc', 'drop_index'])).map((t) => [t.name, t.effects, t.source])).toEqual([
    ['drop_index', ['write', 'destructive'], 'operator'],
    ['read_doc', ['read'], 'operator'],
  ]);
  const page = await b.get(ok.location!);
  expect(page.body).toContain('Catalogue imported.');
  expect(page.body).toContain('Reads &lt;docs&gt;');
  expect((await listAudit(db(), envId, ['tool.imported'])).map((e) => e.actor)).toEqual([op.email, op.email]);

  const additions = await b.post(`${TOOLS}/import`, {
    _csrf: csrf,
    format: 'anthropic',
    untrusted: 'on',
    definitions: JSON.stringify([{ name: 'notify', input_schema: { type: 'object', properties: { recipient: { type: 'string' } } } }]),
  });
  expect(additions.status).toBe(303);
  expect(await findTools(db(), envId, ['notify'])).toMatchObject([{ source: 'anthropic', recipient_arg: 'recipient' }]);

  const cases: [Record<string, string>, string][] = [
    [{ format: 'mcp', definitions: '{"tools": [' }, 'The definitions are not JSON'],
    [{ format: 'mcp', definitions: '' }, 'Paste the definitions (JSON).'],
    [{ format: 'yaml', definitions: '[]' }, 'Choose one of the formats: mcp, openai, anthropic.'],
    [{ format: 'openai', definitions: '[{"type":"function","function":{"description":"no name"}}]' }, '[0].name: is required'],
    [{ format: 'mcp', definitions: JSON.stringify([{ name: 'big', description: 'd'.repeat(300 * 1024) }]) }, 'The definitions are larger than 256 KB.'],
  ];
  for (const [form, problem] of cases) {
    const r = await b.post(`${TOOLS}/import`, { _csrf: csrf, ...form });
    expect([form.format, r.status]).toEqual([form.format, 422]);
    expect(errorNotice(r.body)).toBe('The catalogue was not imported.');
    expect(r.body).toContain(problem);
  }
  expect((await findTools(db(), envId, ['big'])).length).toBe(0);
  expect((await call(`${svc.url}/v1/tools`, { key: op.key })).body.tools.map((t: { name: string }) => t.name)).toEqual(['drop_index', 'notify', 'read_doc']);
});

it("another organisation's operator sees none of the catalogue and cannot remove from it; live is its own", async () => {
  const a = await setup();
  await upsertTool(db(), a.envId, { ...blankTool('secret_tool', 'operator'), description: 'only for a' }, 'seed');
  const other = await setup();
  const page = await other.b.get(TOOLS);
  expect(page.body).not.toContain('secret_tool');
  expect((await other.b.post(`${TOOLS}/remove`, { _csrf: other.csrf, name: 'secret_tool' })).status).toBe(404);
  const live = await a.b.get('/console/live/tools');
  expect(live.status).toBe(200);
  expect(live.body).not.toContain('secret_tool');
  expect(await findTools(db(), a.envId, ['secret_tool'])).toHaveLength(1);
});

it('the settings page offers unknown_write_tools with its three values', async () => {
  const { b, op } = await setup();
  const page = await b.get('/console/test/settings');
  expect(page.body).toMatch(/<select id="s-unknown_write_tools" name="unknown_write_tools"[^>]*><option value="explained" selected>explained<\/option><option value="review">review<\/option><option value="allow">allow<\/option><\/select>/);
  const saved = await b.post('/console/test/settings', { _csrf: csrfOf(page.body), unknown_write_tools: 'review' });
  expect(saved.status).toBe(303);
  expect((await findEnv(db(), op.org, 'test'))!.settings.unknown_write_tools).toBe('review');
  expect((await b.get(TOOLS)).body).toContain('<strong>review</strong>');
});
