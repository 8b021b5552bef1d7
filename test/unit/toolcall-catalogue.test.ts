// The tool catalogue's pure parts: reading MCP, OpenAI and Anthropic definitions, guessing the arguments that
// hold an amount, currency, record and recipient, and the checks every entry passes before it is stored.

import {
  blankTool,
  CatalogueError,
  effectsFromHints,
  fromAnthropicTools,
  fromMcpToolsList,
  fromOpenAiTools,
  guessArguments,
  parseCatalogue,
  toolDefinitionProblems,
  TOOLS_PER_IMPORT_MAX,
} from '../../src/toolcall/catalogue';
import type { ToolDefinition } from '../../src/toolcall/types';

const schema = (properties: Record<string, unknown>) => ({ type: 'object', properties });

/** The problems of a call that must throw CatalogueError. */
function problemsOf(fn: () => unknown): { field: string; reason: string }[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof CatalogueError) return err.problems;
    throw err;
  }
  throw new Error('expected a CatalogueError');
}

describe('fromMcpToolsList', () => {
  const tools = [
    { name: 'read_file', description: 'Reads a file', inputSchema: schema({ path: { type: 'string' } }), annotations: { readOnlyHint: true, openWorldHint: false } },
    { name: 'delete_file', description: 'Deletes a file', annotations: { readOnlyHint: false, destructiveHint: true } },
    { name: 'create_issue', annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true, idempotentHint: false } },
    { name: 'append_log', annotations: { readOnlyHint: false } },
    { name: 'wipe_remote', annotations: { destructiveHint: true, openWorldHint: true } },
    { name: 'mystery', description: 'No hints at all' },
    { name: 'title_only', annotations: { title: 'Just a title', openWorldHint: true } },
  ];

  it('reads the JSON-RPC response, its result and the bare list alike', () => {
    const a = fromMcpToolsList({ jsonrpc: '2.0', id: 1, result: { tools } });
    const b = fromMcpToolsList({ tools });
    const c = fromMcpToolsList(tools);
    expect(a.map((t) => t.name)).toEqual(['read_file', 'delete_file', 'create_issue', 'append_log', 'wipe_remote', 'mystery', 'title_only']);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('turns the annotations into effect classes; no hints about reading or writing state nothing', () => {
    const byName = Object.fromEntries(fromMcpToolsList({ tools }).map((t) => [t.name, t.effects]));
    expect(byName).toEqual({
      read_file: ['read'],
      delete_file: ['write', 'destructive'],
      create_issue: ['write', 'external_communication'],
      append_log: ['write'],
      wipe_remote: ['write', 'destructive', 'external_communication'],
      mystery: [],
      title_only: [],
    });
  });

  it('keeps the annotations it understands and the source mcp; review stays off', () => {
    const [readFile, , createIssue, , , mystery] = fromMcpToolsList(tools);
    expect(readFile).toMatchObject({ source: 'mcp', review: false, description: 'Reads a file', annotations: { readOnlyHint: true, openWorldHint: false } });
    expect(createIssue.annotations).toEqual({ readOnlyHint: false, destructiveHint: false, openWorldHint: true, idempotentHint: false });
    expect(mystery.annotations).toBeNull();
  });

  it('readOnlyHint true wins over a destructiveHint (which MCP defines only for tools that write)', () => {
    expect(effectsFromHints({ readOnlyHint: true, destructiveHint: true, openWorldHint: true })).toEqual(['read']);
    expect(effectsFromHints({ openWorldHint: true })).toEqual([]);
  });

  it('names every problem at its place: not a list, an entry without a name, two names that normalise to one', () => {
    expect(problemsOf(() => fromMcpToolsList({ result: { items: [] } }))).toEqual([{ field: 'result.tools', reason: expect.stringContaining('expected an MCP tools/list result') }]);
    expect(problemsOf(() => fromMcpToolsList('tools'))).toEqual([{ field: 'tools', reason: expect.stringContaining('expected') }]);
    const p = problemsOf(() => fromMcpToolsList({ tools: [{ name: 'SendMail' }, 'x', { description: 'nameless' }, { name: 'send_mail' }, { name: '!!!' }] }));
    expect(p).toEqual([
      { field: 'tools[1]', reason: 'must be an object' },
      { field: 'tools[2].name', reason: 'is required' },
      { field: 'tools[3].name', reason: 'becomes "send_mail", as tools[0].name does' },
      { field: 'tools[4].name', reason: expect.stringContaining('not a usable tool name') },
    ]);
  });

  it(`refuses more than ${TOOLS_PER_IMPORT_MAX} tools in one import and accepts exactly that many`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `tool_${i}` }));
    expect(fromMcpToolsList(many(TOOLS_PER_IMPORT_MAX))).toHaveLength(TOOLS_PER_IMPORT_MAX);
    expect(problemsOf(() => fromMcpToolsList({ tools: many(TOOLS_PER_IMPORT_MAX + 1) }))).toEqual([
      { field: 'tools', reason: `${TOOLS_PER_IMPORT_MAX + 1} tools; at most ${TOOLS_PER_IMPORT_MAX} per import` },
    ]);
  });
});

describe('fromOpenAiTools', () => {
  const transfer = {
    name: 'TransferFunds',
    description: 'Moves money between accounts',
    parameters: schema({ amount: { type: 'number' }, currency: { type: 'string' }, payee: { type: 'string' }, memo: { type: 'string' } }),
  };

  it('reads Chat Completions tools, the flat Responses form, the older functions list and a request body', () => {
    const chat = fromOpenAiTools([{ type: 'function', function: transfer }]);
    expect(chat).toEqual([
      {
        name: 'transfer_funds',
        description: 'Moves money between accounts',
        effects: [],
        review: false,
        amount_arg: 'amount',
        currency_arg: 'currency',
        target_arg: null,
        recipient_arg: 'payee',
        source: 'openai',
        annotations: null,
      },
    ]);
    expect(fromOpenAiTools([{ type: 'function', ...transfer }])).toEqual(chat);
    expect(fromOpenAiTools([transfer])).toEqual(chat);
    expect(fromOpenAiTools({ model: 'gpt-x', tools: [{ type: 'function', function: transfer }] })).toEqual(chat);
    expect(fromOpenAiTools({ functions: [transfer] })).toEqual(chat);
  });

  it("leaves out the provider's own tools", () => {
    const r = fromOpenAiTools([{ type: 'web_search_preview' }, { type: 'file_search', vector_store_ids: ['vs_1'] }, { type: 'function', function: { name: 'lookup' } }]);
    expect(r.map((t) => t.name)).toEqual(['lookup']);
  });

  it('bounds a description to 2,000 characters and makes control characters spaces', () => {
    const [t] = fromOpenAiTools([{ type: 'function', function: { name: 'long', description: `a\u0007b\n${'x'.repeat(3000)}` } }]);
    expect(t.description).toHaveLength(2000);
    expect(t.description!.startsWith('a b\nx')).toBe(true);
    expect(toolDefinitionProblems(t)).toEqual([]);
  });

  it('names a function without a name', () => {
    expect(problemsOf(() => fromOpenAiTools({ tools: [{ type: 'function', function: { description: 'x' } }] }))).toEqual([{ field: 'tools[0].name', reason: 'is required' }]);
  });
});

describe('fromAnthropicTools', () => {
  it('reads [{name, description, input_schema}] and a Messages request body; server tools are left out', () => {
    const send = { name: 'send_email', description: 'Sends an e-mail', input_schema: schema({ to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } }) };
    const r = fromAnthropicTools([send, { type: 'web_search_20250305', name: 'web_search' }, { type: 'custom', name: 'GetRecord', input_schema: schema({ record_id: { type: 'string' } }) }]);
    expect(r.map((t) => [t.name, t.source, t.recipient_arg, t.target_arg])).toEqual([
      ['send_email', 'anthropic', 'to', null],
      ['get_record', 'anthropic', null, 'record_id'],
    ]);
    expect(fromAnthropicTools({ model: 'claude', tools: [send] })).toEqual([r[0]]);
    expect(problemsOf(() => fromAnthropicTools({ messages: [] }))).toEqual([{ field: 'tools', reason: expect.stringContaining('Anthropic tool definitions') }]);
  });
});

describe('parseCatalogue', () => {
  it('dispatches on the format', () => {
    const def = [{ name: 'a' }];
    expect(parseCatalogue('mcp', def)[0].source).toBe('mcp');
    expect(parseCatalogue('openai', def)[0].source).toBe('openai');
    expect(parseCatalogue('anthropic', def)[0].source).toBe('anthropic');
  });
});

describe('guessArguments', () => {
  it('names an argument only where exactly one parameter says so', () => {
    expect(guessArguments(schema({ amount: { type: 'number' }, total_amount: { type: 'number' } }))).toMatchObject({ amount_arg: 'amount' });
    expect(guessArguments(schema({ amount: {}, sum: { type: 'integer' } })).amount_arg).toBeNull();
    expect(guessArguments(schema({ to: { type: 'string' }, email: { type: 'string' } })).recipient_arg).toBeNull();
    expect(guessArguments(schema({ recordId: { type: 'string' } })).target_arg).toBe('recordId');
    expect(guessArguments(schema({ currency_code: { type: 'string' } })).currency_arg).toBe('currency_code');
  });

  it('counts value and sum as an amount only when declared as numbers', () => {
    expect(guessArguments(schema({ key: { type: 'string' }, value: { type: 'string' } })).amount_arg).toBeNull();
    expect(guessArguments(schema({ value: { type: ['number', 'null'] } })).amount_arg).toBe('value');
    expect(guessArguments(schema({ amount: { type: 'boolean' } })).amount_arg).toBeNull();
  });

  it('reads nothing from a missing or odd schema', () => {
    const none = { amount_arg: null, currency_arg: null, target_arg: null, recipient_arg: null };
    expect(guessArguments(undefined)).toEqual(none);
    expect(guessArguments({ properties: ['amount'] })).toEqual(none);
    expect(guessArguments(schema({ 'to address': { type: 'string' } }))).toEqual(none);
  });
});

describe('toolDefinitionProblems', () => {
  const ok: ToolDefinition = { ...blankTool('wire_money', 'operator'), effects: ['write', 'money_movement'], review: true, amount_arg: 'payment.amount', recipient_arg: 'iban' };

  it('accepts a complete entry and a blank one', () => {
    expect(toolDefinitionProblems(ok)).toEqual([]);
    expect(toolDefinitionProblems(blankTool('x', 'api'))).toEqual([]);
  });

  it('lists every problem with its field', () => {
    const bad = {
      ...ok,
      name: 'Wire Money',
      description: 'd'.repeat(2001),
      effects: ['write', 'teleport', 'write'],
      review: 'yes',
      amount_arg: 'the amount',
      currency_arg: 'c'.repeat(129),
      source: 'agent',
    } as unknown as ToolDefinition;
    expect(toolDefinitionProblems(bad).map((p) => p.field)).toEqual(['name', 'description', 'effects', 'effects', 'review', 'amount_arg', 'currency_arg', 'source']);
    expect(toolDefinitionProblems(bad)[2].reason).toContain('unknown effect classes: teleport');
  });

  it('refuses read together with another effect class, and control characters in a description', () => {
    expect(toolDefinitionProblems({ ...ok, effects: ['read', 'write'] })).toEqual([{ field: 'effects', reason: expect.stringContaining('read means the tool only reads') }]);
    expect(toolDefinitionProblems({ ...ok, description: 'bell\u0007' })).toEqual([{ field: 'description', reason: 'must not contain control characters' }]);
    expect(toolDefinitionProblems({ ...ok, description: 'two\nlines\twith a tab' })).toEqual([]);
  });
});
