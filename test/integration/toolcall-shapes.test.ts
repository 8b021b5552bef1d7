// Tool calls through the real service with Intake on: every common shape is decided on the normalised tool
// name (never MISSING_ACTION_TYPE), and hostile calls are answered or refused with a 4xx, never a 5xx.

import { answer, startModelStub, type ModelStub } from '../helpers/model-stub';
import { call, expectContract, startTestService, uniqueOrg, type TestService } from '../helpers/service';

let svc: TestService;
let stub: ModelStub;
let key: string;

beforeAll(async () => {
  stub = await startModelStub();
  svc = await startTestService();
  const org = uniqueOrg('toolcalls');
  key = await svc.key(org, 'test');
  await svc.settings(org, 'test', 'intake=on');
});
afterAll(async () => {
  await svc?.stop();
  await stub?.close();
});

const send = (raw: string | Buffer, contentType = 'application/json', k = key) =>
  call(`${svc.url}/v1/gate/evaluate`, { key: k, raw, contentType, headers: { 'X-Gatehouse-Agent': 'shape-bot' } });

const openaiCall = (name: string, args: string, id = 'call_1') => ({ id, type: 'function', function: { name, arguments: args } });

const SHAPES: [string, unknown, string][] = [
  [
    'OpenAI chat completion',
    { id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [openaiCall('BinanceGetRealTimePrice', '{"pair":"BTCUSD"}')] } }] },
    'binance_get_real_time_price',
  ],
  ['OpenAI assistant message', { role: 'assistant', content: null, tool_calls: [openaiCall('gmail.send', '{"to":"a@example.com"}')] }, 'gmail.send'],
  [
    'OpenAI request body with messages',
    {
      model: 'gpt-4o',
      messages: [
        { role: 'user', content: 'What is on my calendar?' },
        { role: 'assistant', content: null, tool_calls: [openaiCall('GoogleCalendarReadEvents', '{"date":"today"}')] },
      ],
    },
    'google_calendar_read_events',
  ],
  ['OpenAI function_call', { role: 'assistant', content: null, function_call: { name: 'get_weather', arguments: '{"city":"Oslo"}' } }, 'get_weather'],
  ['OpenAI Responses output', { id: 'resp_1', output: [{ type: 'function_call', call_id: 'c1', name: 'SearchDocs', arguments: '{"q":"vacation policy"}' }] }, 'search_docs'],
  ['OpenAI Responses bare item', { type: 'function_call', call_id: 'c2', name: 'list_repos', arguments: '{}' }, 'list_repos'],
  [
    'Anthropic response',
    { id: 'msg_1', type: 'message', role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'TerminalExecute', input: { command: 'ls -la' } }] },
    'terminal_execute',
  ],
  [
    'Anthropic request body',
    {
      messages: [
        { role: 'user', content: 'Check the disk' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'disk_usage', input: { path: '/' } }] },
      ],
    },
    'disk_usage',
  ],
  ['MCP tools/call', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'github/create_issue', arguments: { repo: 'a/b', title: 't' } } }, 'github_create_issue'],
  [
    'MCP batch',
    [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'read_file', arguments: { path: 'a' } } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'read_file', arguments: { path: 'b' } } },
    ],
    'read_file',
  ],
  ['LangChain tool/tool_input', { tool: 'WikipediaSearch', tool_input: 'Ada Lovelace' }, 'wikipedia_search'],
  ['LangChain AgentAction', { type: 'AgentAction', tool: 'Calculator', tool_input: { expression: '2+2' }, log: 'Thought: add' }, 'calculator'],
  ['LangChain AI message', { type: 'ai', content: '', tool_calls: [{ name: 'TavilySearch', args: { query: 'news' }, id: 'x' }] }, 'tavily_search'],
  ['ReAct text in a JSON field', { text: 'Thought: look it up\nAction: AmazonSearchProducts\nAction Input: {"query": "usb cable"}' }, 'amazon_search_products'],
];

describe('every shape is decided on the normalised tool name', () => {
  it.each(SHAPES)('%s', async (_name, body, type) => {
    const r = await send(JSON.stringify(body));
    expect(r.status).toBe(200);
    expectContract(r, 'Decision');
    expect(r.body.intake.path).toBe('intake');
    expect(r.body.action.type).toBe(type);
    expect(r.body.action.identified).toBe(true);
    expect(r.body.reason_codes).not.toContain('MISSING_ACTION_TYPE');
    expect(r.body.reason_codes).not.toContain('MISSING_TARGET');
    expect(r.body.reason_codes).not.toContain('UNREGISTERED_ACTION');
  });

  it('ReAct as a text body: a transfer with its amount is not MISSING_AMOUNT', async () => {
    const text = [
      'Question: Pay my landlord the rent.',
      'Thought: I know the account.',
      'Action: BankTransferFunds',
      "Action Input: {'to_account': 'DE89370400440532013000', 'amount': 950, 'currency': 'EUR'}",
    ].join('\n');
    const r = await send(text, 'text/plain; charset=utf-8');
    expect(r.status).toBe(200);
    expect(r.body.action).toMatchObject({ type: 'bank_transfer_funds', amount: 950, currency: 'EUR' });
    expect(r.body.reason_codes).not.toContain('MISSING_AMOUNT');
    expect(r.body.reason_codes).not.toContain('MISSING_ACTION_TYPE');
  });

  it('a JSON body without any call is still read by the generic reader', async () => {
    const r = await send(JSON.stringify({ note: 'nothing to do here' }));
    expect(r.status).toBe(200);
    expect(r.body.reason_codes).toContain('MISSING_ACTION_TYPE');
  });

  it('with a remote model, a tool call costs no selection call', async () => {
    const org = uniqueOrg('toolcalls-remote');
    const k = await svc.key(org, 'test');
    const url = stub.url('tc-remote', { kind: 'answer', answer: answer() });
    await svc.settings(org, 'test', 'intake=on', 'model_provider=openai', `model_base_url=${url}`, 'model_name=m');
    // A write (a lookup would pass by code without any model call): one assessment call, no selection call.
    const r = await send(JSON.stringify({ tool: 'cancel_order', tool_input: { id: 5 } }), 'application/json', k);
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('cancel_order');
    expect(r.body.reason_codes).not.toContain('INTAKE_UNAVAILABLE');
    const sent = stub.requests.filter((q) => q.path.startsWith('/p/tc-remote/'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.messages[0].content).not.toContain('candidates');
  });
});

describe('hostile tool calls: answered or refused with a 4xx, never a 5xx', () => {
  it('10,000 arguments', async () => {
    const args = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`a${i}`, i]));
    const r = await send(JSON.stringify({ role: 'assistant', tool_calls: [openaiCall('bulk_update', JSON.stringify(args))] }));
    expect(r.status).toBeLessThan(500);
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('bulk_update');
  });

  it('a body nested 1,000 deep is refused 422, as any JSON body nested deeper than 64 levels', async () => {
    const deep = '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
    const r = await send(`{"tool":"deep","tool_input":${deep}}`);
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual([{ field: '(body)', reason: 'nested deeper than 64 levels' }]);
  });

  it('arguments nested 1,000 deep inside their JSON string are cut and answered', async () => {
    const deep = '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
    const r = await send(JSON.stringify({ role: 'assistant', tool_calls: [openaiCall('deep_call', deep)] }));
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('deep_call');
    expect(r.body.intake.input_quality.arguments_cut).toBe(1);
  });

  it('200 KB of history is answered: too large to judge, so a person decides', async () => {
    const r = await send(JSON.stringify({ tool: 'search', tool_input: 'x', history: 'h'.repeat(200_000) }));
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('search');
    expect(r.body.reason_codes).toContain('EVIDENCE_TOO_LARGE');
    expect(r.body.decision).not.toBe('allow');
  });

  it('a ReAct text body whose input and history escape to several times their size in JSON', async () => {
    const noise = '\u0001"\\'.repeat(40_000);
    const r = await send(`Observation: ${noise}\nAction: Echo\nAction Input: ${noise}`, 'text/plain; charset=utf-8');
    expect(r.status).toBeLessThan(500);
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('echo');
    expect(r.body.reason_codes).toContain('EVIDENCE_TOO_LARGE');
    expect(r.body.intake.input_quality).toMatchObject({ history_truncated: 1, arguments_cut: 1 });
  });

  it('a tool name that normalises to nothing is no action: MISSING_ACTION_TYPE, not an error', async () => {
    const r = await send(JSON.stringify({ role: 'assistant', tool_calls: [openaiCall('???', '{}')] }));
    expect(r.status).toBe(200);
    expect(r.body.reason_codes).toContain('MISSING_ACTION_TYPE');
  });
});

describe('the structured path', () => {
  it('with Intake off (the default), a tool call is still read and decided; arbitrary JSON is a 422', async () => {
    const k = await svc.key(uniqueOrg('toolcalls-off'), 'test');
    const r = await send(JSON.stringify({ role: 'assistant', tool_calls: [openaiCall('GmailSendEmail', '{"to":"a@b.c"}')] }), 'application/json', k);
    expect(r.status).toBe(200);
    expect(r.body.action).toMatchObject({ type: 'gmail_send_email', tool_call: { shape: 'openai_chat' } });
    const other = await send(JSON.stringify({ refund: { order: 1042, eur: 40 } }), 'application/json', k);
    expect(other.status).toBe(422);
    expect(other.body.details).toContainEqual(expect.objectContaining({ field: 'action', reason: 'is required' }));
  });

  it('an action.type outside the pattern is 422 and says how to normalise it', async () => {
    const r = await call(`${svc.url}/v1/gate/evaluate`, { key, body: { action: { type: 'BinanceGetRealTimePrice' }, actor: { name: 'bot' } } });
    expect(r.status).toBe(422);
    const d = r.body.details.find((x: { field: string }) => x.field === 'action.type');
    expect(d.reason).toContain('binance_get_real_time_price');
  });

  it('any tool name within the pattern is accepted and not an error', async () => {
    const r = await call(`${svc.url}/v1/gate/evaluate`, {
      key,
      body: { action: { type: 'binance_get_real_time_price', parameters: { pair: 'BTCUSD' } }, actor: { name: 'bot' }, context: { user_request: 'price?' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.action.type).toBe('binance_get_real_time_price');
  });
});
