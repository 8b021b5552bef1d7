// Tool calls in every common shape (src/toolcall/shapes.ts): found without a model, named, their arguments
// read, the conversation around them kept apart; hostile input is bounded, never thrown on.

import { CUT_MARKER } from '../../src/toolcall/args';
import { HISTORY_MAX_CHARS, readConversation } from '../../src/toolcall/conversation';
import { MAX_CALLS, readReactText, readToolCalls } from '../../src/toolcall/shapes';
import type { ToolCallInput } from '../../src/toolcall/types';

const one = (r: ToolCallInput | null) => {
  expect(r).not.toBeNull();
  expect(r!.calls).toHaveLength(1);
  return r!.calls[0]!;
};

/** Nesting depth of a JSON value (a scalar is 0). */
function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return 1 + children.reduce<number>((m, c) => Math.max(m, depthOf(c)), 0);
}

const openaiCall = (name: string, args: string, id = 'call_1') => ({ id, type: 'function', function: { name, arguments: args } });

describe('OpenAI chat completions', () => {
  it('a response: choices[].message.tool_calls, arguments parsed from their JSON string, the name normalised', () => {
    const r = readToolCalls({
      id: 'chatcmpl-1',
      model: 'gpt-4o',
      choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [openaiCall('BinanceGetRealTimePrice', '{"pair":"BTCUSD"}')] } }],
    });
    expect(one(r)).toEqual({ name: 'binance_get_real_time_price', rawName: 'BinanceGetRealTimePrice', arguments: { pair: 'BTCUSD' }, id: 'call_1', shape: 'openai_chat' });
    expect(r!.model).toBe('gpt-4o');
    expect(r!.agent).toBeUndefined();
  });

  it('several tool calls in one message are a batch, in order', () => {
    const r = readToolCalls({ role: 'assistant', tool_calls: [openaiCall('read_file', '{"path":"a"}', 'c1'), openaiCall('delete_file', '{"path":"a"}', 'c2')] });
    expect(r!.calls.map((c) => [c.name, c.id])).toEqual([
      ['read_file', 'c1'],
      ['delete_file', 'c2'],
    ]);
  });

  it('a single assistant message; its text is history, its calls are not', () => {
    const r = readToolCalls({ role: 'assistant', content: 'Sending it now.', tool_calls: [openaiCall('gmail.send', '{"to":"a@b.c"}')] });
    expect(one(r).name).toBe('gmail.send');
    expect(one(r).rawName).toBeUndefined();
    expect(r!.conversation.history).toEqual([{ role: 'assistant', content: 'Sending it now.' }]);
  });

  it('a request body: the last assistant message with tool_calls is the proposal; earlier calls and tool outputs are history; tools give descriptions', () => {
    const r = readToolCalls({
      model: 'gpt-4o-mini',
      tools: [
        { type: 'function', function: { name: 'send_email', description: 'Sends an e-mail to any address.', parameters: {} } },
        { type: 'function', function: { name: 'search_contacts', description: 'Finds a contact.' } },
      ],
      messages: [
        { role: 'system', content: 'You are a mail assistant.' },
        { role: 'user', content: 'Mail Bob the report.' },
        { role: 'assistant', content: null, tool_calls: [openaiCall('search_contacts', '{"name":"Bob"}', 'a')] },
        { role: 'tool', tool_call_id: 'a', content: 'bob@example.com' },
        { role: 'user', content: 'Quickly please.' },
        { role: 'assistant', content: null, tool_calls: [openaiCall('send_email', '{"to":"bob@example.com","body":"report"}', 'b')] },
      ],
    });
    const c = one(r);
    expect(c).toMatchObject({ name: 'send_email', id: 'b', description: 'Sends an e-mail to any address.', arguments: { to: 'bob@example.com', body: 'report' } });
    expect(r!.conversation.userRequest).toBe('Mail Bob the report.\nQuickly please.');
    expect(r!.conversation.history).toEqual([
      { role: 'system', content: 'You are a mail assistant.' },
      { role: 'user', content: 'Mail Bob the report.' },
      { role: 'assistant', content: 'search_contacts({"name":"Bob"})', tool: 'search_contacts' },
      { role: 'tool', content: 'bob@example.com', tool: 'search_contacts' },
      { role: 'user', content: 'Quickly please.' },
    ]);
  });

  it('the older function_call, and role function outputs named by the message', () => {
    const r = readToolCalls({
      messages: [
        { role: 'user', content: 'weather?' },
        { role: 'function', name: 'get_location', content: 'Paris' },
        { role: 'assistant', content: null, function_call: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
      ],
    });
    expect(one(r)).toEqual({ name: 'get_weather', arguments: { city: 'Paris' }, shape: 'openai_chat' });
    expect(r!.conversation.history).toContainEqual({ role: 'tool', content: 'Paris', tool: 'get_location' });
  });

  it('arguments that are not JSON are kept as the string under input', () => {
    expect(one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('run', '{"cmd": "ls"')] })).arguments).toEqual({ input: '{"cmd": "ls"' });
    expect(one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('run', 'just text')] })).arguments).toEqual({ input: 'just text' });
    expect(one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('run', '[1,2]')] })).arguments).toEqual({ input: [1, 2] });
    expect(one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('run', '')] })).arguments).toEqual({});
  });
});

describe('OpenAI Responses API', () => {
  it('function_call items of a response output, with call_id', () => {
    const r = readToolCalls({
      id: 'resp_1',
      output: [
        { type: 'reasoning', summary: [] },
        { type: 'function_call', id: 'fc_1', call_id: 'call_9', name: 'PayInvoice', arguments: '{"invoice":"INV-7","amount":120}' },
      ],
    });
    expect(one(r)).toEqual({ name: 'pay_invoice', rawName: 'PayInvoice', arguments: { invoice: 'INV-7', amount: 120 }, id: 'call_9', shape: 'openai_responses' });
  });

  it('a bare function_call item', () => {
    expect(one(readToolCalls({ type: 'function_call', call_id: 'c', name: 'lookup', arguments: '{}' })).shape).toBe('openai_responses');
  });

  it('an input array gives the conversation; trailing function_call items are the proposal; definitions give descriptions', () => {
    const r = readToolCalls({
      tools: [{ type: 'function', name: 'refund_order', description: 'Refunds an order.' }],
      input: [
        { role: 'user', content: 'Refund order 42.' },
        { type: 'function_call', call_id: 'x1', name: 'get_order', arguments: '{"id":42}' },
        { type: 'function_call_output', call_id: 'x1', output: '{"total": 30}' },
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Refunding.' }] },
        { type: 'function_call', call_id: 'x2', name: 'refund_order', arguments: '{"id":42,"amount":30}' },
      ],
    });
    expect(one(r)).toMatchObject({ name: 'refund_order', id: 'x2', description: 'Refunds an order.', arguments: { id: 42, amount: 30 } });
    expect(r!.conversation.userRequest).toBe('Refund order 42.');
    expect(r!.conversation.history).toEqual([
      { role: 'user', content: 'Refund order 42.' },
      { role: 'assistant', content: 'get_order({"id":42})', tool: 'get_order' },
      { role: 'tool', content: '{"total": 30}', tool: 'get_order' },
      { role: 'assistant', content: 'Refunding.' },
    ]);
  });
});

describe('Anthropic Messages', () => {
  it('tool_use blocks of a response; its text is history', () => {
    const r = readToolCalls({
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-x',
      content: [
        { type: 'text', text: 'Let me check.' },
        { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } },
      ],
    });
    expect(one(r)).toEqual({ name: 'get_weather', arguments: { city: 'Paris' }, id: 'toolu_1', shape: 'anthropic' });
    expect(r!.conversation.history).toEqual([{ role: 'assistant', content: 'Let me check.' }]);
  });

  it('the last assistant message of a request body; tool_result blocks are tool output, not the user’s words', () => {
    const r = readToolCalls({
      system: 'You manage files.',
      tools: [{ name: 'delete_file', description: 'Deletes a file for good.', input_schema: {} }],
      messages: [
        { role: 'user', content: 'Clean up the tmp folder.' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'list_files', input: { dir: '/tmp' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'a.log b.log' }] }] },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't2', name: 'delete_file', input: { path: '/tmp/a.log' } }] },
      ],
    });
    expect(one(r)).toMatchObject({ name: 'delete_file', id: 't2', description: 'Deletes a file for good.', shape: 'anthropic' });
    expect(r!.conversation.userRequest).toBe('Clean up the tmp folder.');
    expect(r!.conversation.history).toEqual([
      { role: 'system', content: 'You manage files.' },
      { role: 'user', content: 'Clean up the tmp folder.' },
      { role: 'assistant', content: 'list_files({"dir":"/tmp"})', tool: 'list_files' },
      { role: 'tool', content: 'a.log b.log', tool: 'list_files' },
    ]);
  });

  it('a list of messages as the whole body', () => {
    const r = readToolCalls([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'greet', input: {} }] },
    ]);
    expect(one(r).name).toBe('greet');
    expect(r!.conversation.userRequest).toBe('hi');
  });
});

describe('MCP', () => {
  it("reads the user's request and history a client passes in params._meta, single and batched", () => {
    const meta = { user_request: 'Email the minutes to ana@example.com', history: [{ role: 'tool', tool: 'notes.read', content: 'minutes: ...' }] };
    const one = readToolCalls({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'send_email', arguments: { to: 'ana@example.com' }, _meta: meta } })!;
    expect(one.conversation.userRequest).toBe('Email the minutes to ana@example.com');
    expect(one.conversation.history.some((h) => h.role === 'tool' && h.content.includes('minutes'))).toBe(true);
    const batch = readToolCalls([{ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'send_email', arguments: {}, _meta: meta } }])!;
    expect(batch.conversation.userRequest).toBe('Email the minutes to ana@example.com');
    // Without _meta there is no user request to read.
    expect(readToolCalls({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'send_email', arguments: {} } })!.conversation.userRequest).toBe('');
  });

  it('a JSON-RPC tools/call request', () => {
    const r = readToolCalls({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'filesystem/write_file', arguments: { path: 'x', content: 'y' } } });
    expect(one(r)).toEqual({ name: 'filesystem_write_file', rawName: 'filesystem/write_file', arguments: { path: 'x', content: 'y' }, id: '7', shape: 'mcp' });
  });

  it('a batch: every tools/call, other requests ignored', () => {
    const r = readToolCalls([
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'read', arguments: {} } },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'drop_table', arguments: { table: 'users' } } },
    ]);
    expect(r!.calls.map((c) => `${c.name}#${c.id}`)).toEqual(['read#2', 'drop_table#3']);
  });

  it('a tools/list method is not a call', () => {
    expect(readToolCalls({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).toBeNull();
  });
});

describe('LangChain', () => {
  it('{tool, tool_input} with an object, a JSON string, a Python dict string or plain text', () => {
    expect(one(readToolCalls({ tool: 'Search', tool_input: { query: 'x' } }))).toEqual({ name: 'search', rawName: 'Search', arguments: { query: 'x' }, shape: 'langchain' });
    expect(one(readToolCalls({ tool: 'search', tool_input: '{"query": "x"}' })).arguments).toEqual({ query: 'x' });
    expect(one(readToolCalls({ tool: 'search', tool_input: "{'query': 'x', 'exact': True}" })).arguments).toEqual({ query: 'x', exact: true });
    expect(one(readToolCalls({ tool: 'search', tool_input: 'weather in Paris' })).arguments).toEqual({ input: 'weather in Paris' });
  });

  it('an AgentAction with its inputs and intermediate steps as history', () => {
    const r = readToolCalls({
      type: 'AgentAction',
      tool: 'TransferMoney',
      tool_input: { to: 'IBAN1', amount: 900 },
      log: 'Thought: I should transfer.',
      input: 'Pay my landlord',
      intermediate_steps: [[{ tool: 'GetBalance', tool_input: '', log: '' }, 'balance: 1200']],
    });
    expect(one(r)).toMatchObject({ name: 'transfer_money', arguments: { to: 'IBAN1', amount: 900 }, shape: 'langchain' });
    expect(r!.conversation.userRequest).toBe('Pay my landlord');
    expect(r!.conversation.history).toEqual([
      { role: 'user', content: 'Pay my landlord' },
      { role: 'assistant', content: 'get_balance({})', tool: 'get_balance' },
      { role: 'tool', content: 'balance: 1200', tool: 'get_balance' },
    ]);
  });

  it('message dicts with tool_calls [{name, args, id}], also serialised', () => {
    const r = readToolCalls({
      messages: [
        { type: 'human', content: 'book a table' },
        { type: 'ai', content: '', tool_calls: [{ name: 'book_table', args: { seats: 2 }, id: 'lc1' }] },
      ],
    });
    expect(one(r)).toEqual({ name: 'book_table', arguments: { seats: 2 }, id: 'lc1', shape: 'langchain' });
    expect(r!.conversation.userRequest).toBe('book a table');
    const s = readToolCalls({ lc: 1, type: 'constructor', id: ['langchain', 'schema', 'messages', 'AIMessage'], kwargs: { content: '', tool_calls: [{ name: 'x_y', args: {}, id: 'i' }] } });
    expect(one(s).name).toBe('x_y');
  });
});

describe('ReAct text', () => {
  const steps = [
    'Question: Pay Bob the 500 EUR I owe him.',
    'Thought: I need Bob’s account first.',
    'Action: BankSearchPayee',
    'Action Input: {"name": "Bob"}',
    'Observation: {"account": "DE89 3704"}',
    'Thought: Now I can transfer.',
    'Action: BankTransferFunds',
    "Action Input: {'to_account': 'DE89 3704', 'amount': 500, 'currency': 'EUR'}",
  ].join('\n');

  it('the last Action is the call (Python-literal input); earlier steps and observations are history', () => {
    const r = readReactText(steps);
    expect(one(r)).toEqual({ name: 'bank_transfer_funds', rawName: 'BankTransferFunds', arguments: { to_account: 'DE89 3704', amount: 500, currency: 'EUR' }, shape: 'react' });
    expect(r!.conversation.userRequest).toBe('Pay Bob the 500 EUR I owe him.');
    expect(r!.conversation.history).toEqual([
      { role: 'user', content: 'Pay Bob the 500 EUR I owe him.' },
      { role: 'assistant', content: 'I need Bob’s account first.' },
      { role: 'assistant', content: 'bank_search_payee({"name":"Bob"})', tool: 'bank_search_payee' },
      { role: 'tool', content: '{"account": "DE89 3704"}', tool: 'bank_search_payee' },
      { role: 'assistant', content: 'Now I can transfer.' },
    ]);
  });

  it('JSON input over several lines and in a code fence; tool descriptions from the prompt’s tool list', () => {
    const r = readReactText(
      'You have access to these tools:\nGmailSendEmail: Sends an e-mail.\nSearch: Searches the web.\n\nAction: GmailSendEmail\nAction Input: ```json\n{\n  "to": "a@b.c",\n  "subject": "hi"\n}\n```',
    );
    expect(one(r)).toMatchObject({ name: 'gmail_send_email', arguments: { to: 'a@b.c', subject: 'hi' }, description: 'Sends an e-mail.' });
    // A prompt listing the tools is the agent's, not the user's request.
    expect(r!.conversation.userRequest).toBe('');
    expect(r!.conversation.history[0]).toMatchObject({ role: 'system' });
    expect(readReactText('Pay the electricity bill.\nAction: PayBill\nAction Input: {"amount": 80}')!.conversation.userRequest).toBe('Pay the electricity bill.');
  });

  it('the structured-chat JSON action, the Tool[input] form, and a missing Action Input', () => {
    expect(one(readReactText('Action:\n```\n{"action": "Calculator", "action_input": "2+2"}\n```'))).toMatchObject({ name: 'calculator', arguments: { input: '2+2' } });
    expect(one(readReactText('Thought: look\nAction: Search[weather Paris]'))).toMatchObject({ name: 'search', arguments: { input: 'weather Paris' } });
    expect(one(readReactText('Thought: what is there?\nAction: ListFiles'))).toEqual({ name: 'list_files', rawName: 'ListFiles', arguments: {}, shape: 'react' });
    // A lone Action field without input, thought or observation is a form, not a ReAct step.
    expect(readReactText('Ticket 1042\nAction: refund\nAmount: €40')).toBeNull();
  });

  it('text without an Action, or only a final answer, is not a call', () => {
    expect(readReactText('Please refund order 1042.')).toBeNull();
    expect(readReactText('Thought: done\nFinal Answer: 42')).toBeNull();
    expect(readReactText('Action: None')).toBeNull();
    // An "Action:" line in prose is not a call unless it names a tool or has an input.
    expect(readReactText('Hello team,\nAction: please refund order 1042 by Friday.\nThanks')).toBeNull();
    expect(one(readReactText('Action: Search the web\nAction Input: cats')).name).toBe('search_the_web');
  });

  it('ReAct text inside a JSON string field, with explicit keys next to it', () => {
    const r = readToolCalls({ text: 'Thought: send it\nAction: GmailSendEmail\nAction Input: {"to": "x@y.z"}', user_request: 'Send the memo to x', agent: 'mail-bot' });
    expect(one(r)).toMatchObject({ name: 'gmail_send_email', arguments: { to: 'x@y.z' }, shape: 'react' });
    expect(r!.conversation.userRequest).toBe('Send the memo to x');
    expect(r!.agent).toBe('mail-bot');
    const completion = readToolCalls({ choices: [{ text: 'Action: Lookup\nAction Input: {"id": 1}' }] });
    expect(one(completion).name).toBe('lookup');
  });
});

describe('explicit keys next to a call', () => {
  it('user_request and history (strings with or without a speaker; unlabelled turns are tool output)', () => {
    const r = readToolCalls({
      tool: 'delete_records',
      tool_input: { table: 'orders' },
      instruction: 'Remove the test orders',
      history: ['User: remove test orders', 'Assistant: checking', 'table orders has 3 test rows'],
      assistant_id: 'asst_9',
    });
    expect(r!.conversation.userRequest).toBe('Remove the test orders');
    expect(r!.conversation.history).toEqual([
      { role: 'user', content: 'remove test orders' },
      { role: 'assistant', content: 'checking' },
      { role: 'tool', content: 'table orders has 3 test rows' },
    ]);
    expect(r!.agent).toBe('asst_9');
  });
});

describe('bounds and hostile input', () => {
  it('10,000 arguments are all kept', () => {
    const args = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`a${i}`, i]));
    const c = one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('bulk', JSON.stringify(args))] }));
    expect(Object.keys(c.arguments)).toHaveLength(10_000);
    expect(c.cut).toBeUndefined();
  });

  it('arguments nested 1,000 deep are cut at 64 levels, with a marker and a flag', () => {
    const deep = '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
    const c = one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('deep', deep)] }));
    expect(c.cut).toBe(true);
    expect(depthOf(c.arguments)).toBeLessThanOrEqual(64);
    expect(JSON.stringify(c.arguments)).toContain(CUT_MARKER);
    // The same in a Python literal (ReAct): refused as a literal, kept as text rather than crashed on.
    const py = "{'a': ".repeat(1000) + '1' + '}'.repeat(1000);
    const r = one(readReactText(`Action: deep\nAction Input: ${py}`));
    expect(r.arguments).toEqual({ input: py });
  });

  it('at most 64 calls are read; the rest are counted', () => {
    const calls = Array.from({ length: 100 }, (_, i) => openaiCall(`tool_${i}`, '{}', `c${i}`));
    const r = readToolCalls({ role: 'assistant', tool_calls: calls });
    expect(r!.calls).toHaveLength(MAX_CALLS);
    expect(r!.calls[63]!.name).toBe('tool_63');
    expect(r!.callsDropped).toBe(36);
  });

  it('a 200 KB history string is kept; one over the body limit is cut and flagged', () => {
    const big = 'x'.repeat(200_000);
    const r = readToolCalls({ tool: 't', tool_input: {}, history: big });
    expect(r!.conversation.history[0]!.content).toHaveLength(200_000);
    expect(r!.conversation.truncated).toBeUndefined();
    const over = readToolCalls({ tool: 't', tool_input: {}, history: [big, big] });
    const chars = over!.conversation.history.reduce((n, h) => n + h.content.length, 0);
    expect(chars).toBe(HISTORY_MAX_CHARS);
    expect(over!.conversation.truncated).toBe(true);
  });

  it('names that normalise to nothing are not calls', () => {
    expect(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('???', '{}'), openaiCall('123', '{}')] })).toBeNull();
    expect(readToolCalls({ tool: '', tool_input: 'x' })).toBeNull();
    expect(readReactText('Action: !!!\nAction Input: {}')).toBeNull();
    // A nameless call next to a named one: only the named one.
    expect(one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('***', '{}'), openaiCall('ok', '{}')] })).name).toBe('ok');
  });

  it('any JSON value in, never a throw; odd members are ignored', () => {
    const values: unknown[] = [
      null,
      0,
      'text',
      true,
      [],
      {},
      [null, 1, 'x', [], {}],
      { choices: 'x', output: 5, messages: { role: 'user' } },
      { choices: [null, { message: null }, { message: { tool_calls: 'no' } }] },
      { role: 'assistant', tool_calls: [null, 1, { function: null }, { function: { name: 5 } }, { name: {}, args: 1 }] },
      { role: 'assistant', content: [null, { type: 'tool_use' }, { type: 'tool_use', name: ['x'] }] },
      { jsonrpc: '2.0', method: 'tools/call', params: null },
      { jsonrpc: '2.0', method: 'tools/call', params: { name: null } },
      { tool: 5, tool_input: {} },
      { messages: [null, 5, 'x', [1], { role: 5, content: {} }, { role: 'tool', content: null }], history: { history: { history: { history: [] } } } },
      { text: 5, log: null },
      { input: [{ type: 'function_call', name: 3 }] },
    ];
    for (const v of values) expect(() => readToolCalls(v)).not.toThrow();
    for (const v of values) expect(readToolCalls(v)).toBeNull();
    expect(readReactText(5 as unknown as string)).toBeNull();
  });

  it('a "__proto__" key in arguments stays data', () => {
    const c = one(readToolCalls({ role: 'assistant', tool_calls: [openaiCall('x', '{"__proto__": {"admin": true}}')] }));
    expect(Object.getPrototypeOf(c.arguments)).toBe(Object.prototype);
    expect((c.arguments as { admin?: unknown }).admin).toBeUndefined();
    expect(Object.keys(c.arguments)).toEqual(['__proto__']);
  });
});

describe('random input built from the shapes’ own keys', () => {
  // A small seeded generator (mulberry32), so a failure can be replayed.
  function rng(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const KEYS = ['role', 'content', 'tool_calls', 'function', 'name', 'arguments', 'args', 'id', 'type', 'input', 'messages', 'tool', 'tool_input', 'method', 'params', 'choices', 'message', 'output', 'history', 'text', 'call_id', 'tool_use_id', 'intermediate_steps', 'user_request', 'tools', 'description', 'kwargs', 'lc'];
  const STRINGS = ['assistant', 'user', 'tool', 'ai', 'human', 'function_call', 'tool_use', 'tool_result', 'tools/call', 'function_call_output', 'constructor', 'AgentAction', 'Search', '???', '{"a":1}', "{'a': True}", 'Action: X\nAction Input: {"q": 1}', '', '__proto__'];
  const pick = (r: () => number) => STRINGS[Math.floor(r() * STRINGS.length)];
  const TEMPLATES: ((r: () => number, d: number) => unknown)[] = [
    (r, d) => ({ type: 'function_call', name: pick(r), arguments: r() < 0.5 ? pick(r) : value(r, d + 1), call_id: pick(r) }),
    (r, d) => ({ role: 'assistant', content: value(r, d + 1), tool_calls: [{ id: pick(r), function: { name: pick(r), arguments: pick(r) } }] }),
    (r, d) => ({ tool: pick(r), tool_input: value(r, d + 1), history: value(r, d + 1) }),
    (r, d) => ({ jsonrpc: '2.0', method: 'tools/call', id: pick(r), params: { name: pick(r), arguments: value(r, d + 1) } }),
    (r, d) => ({ type: 'tool_use', id: pick(r), name: pick(r), input: value(r, d + 1) }),
    (r, d) => ({ messages: Array.from({ length: 1 + Math.floor(r() * 4) }, () => value(r, d + 1)) }),
  ];
  function value(r: () => number, depth: number): unknown {
    if (depth < 5 && r() < 0.2) return TEMPLATES[Math.floor(r() * TEMPLATES.length)]!(r, depth);
    const k = r();
    if (depth > 6 || k < 0.3) return k < 0.05 ? null : k < 0.1 ? Math.floor(r() * 100) : k < 0.12 ? r() < 0.5 : STRINGS[Math.floor(r() * STRINGS.length)];
    if (k < 0.55) return Array.from({ length: Math.floor(r() * 4) }, () => value(r, depth + 1));
    const o: Record<string, unknown> = {};
    for (let i = Math.floor(r() * 5); i > 0; i--) o[KEYS[Math.floor(r() * KEYS.length)]!] = value(r, depth + 1);
    return o;
  }

  it('never throws, and whatever it finds is well formed', () => {
    const r = rng(12);
    let found = 0;
    for (let i = 0; i < 3000; i++) {
      const v = value(r, 0);
      const conversation = readConversation(v);
      expect(typeof conversation.userRequest).toBe('string');
      const out = readToolCalls(v);
      if (!out) continue;
      found++;
      for (const c of out.calls) {
        expect(c.name).toMatch(/^[a-z][a-z0-9_.:-]{0,63}$/);
        expect(Object.getPrototypeOf(c.arguments)).toBe(Object.prototype);
        expect(Array.isArray(c.arguments)).toBe(false);
      }
      for (const h of out.conversation.history) {
        expect(['user', 'assistant', 'tool', 'system']).toContain(h.role);
        expect(typeof h.content).toBe('string');
      }
    }
    // The generator does reach the shapes: a fair share of inputs hold calls.
    expect(found).toBeGreaterThan(100);
  });
});

describe('any JSON naming a tool and its arguments', () => {
  it('under any key, the name kept: {proposed_call: {tool, arguments}}', () => {
    const r = readToolCalls({ proposed_call: { tool: 'BinanceGetRealTimePrice', arguments: { pair: 'BTCUSD' } } });
    expect(r?.calls).toEqual([{ name: 'binance_get_real_time_price', rawName: 'BinanceGetRealTimePrice', arguments: { pair: 'BTCUSD' }, shape: 'json' }]);
  });

  it.each([
    [{ name: 'search', args: { q: 'x' } }, 'search', { q: 'x' }],
    [{ step: { function: { name: 'send_mail', arguments: '{"to":"a@b.c"}' } } }, 'send_mail', { to: 'a@b.c' }],
    [{ next: [{ tool_name: 'read_file', input: "path='a.txt'" }] }, 'read_file', { path: 'a.txt' }],
  ])('%j', (body, name, args) => {
    expect(readToolCalls(body)?.calls[0]).toMatchObject({ name, arguments: args, shape: 'json' });
  });

  it('a person’s name beside text input, or a conversation, is not a call', () => {
    expect(readToolCalls({ name: 'Alice', input: 'please refund my order' })).toBeNull();
    expect(readToolCalls({ refund: { order: 1042, eur: 40 } })).toBeNull();
  });

  it('a Python-style call in ReAct text is read with its arguments; `tool()` has none', () => {
    expect(readReactText("Question: find it\nAction: search(query='gatehouse', n=3)\n")?.calls[0]).toMatchObject({ name: 'search', arguments: { query: 'gatehouse', n: 3 }, shape: 'react' });
    expect(readReactText('Action: records_tool()\n')?.calls[0]).toMatchObject({ name: 'records_tool', arguments: {} });
  });
});
