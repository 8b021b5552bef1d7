// What the agent knows when it proposes a call, read from any JSON: the user's request apart from everything
// else, and every turn in order. One reader for both paths: the structured path's `context` (readConversation)
// and the conversation around a tool call the intake path found (shapes.ts).
//
// Read without a model: OpenAI chat messages (tool_calls, function_call, role tool/function), the Responses
// API's input items (message, function_call, function_call_output), Anthropic messages (tool_use and
// tool_result blocks), LangChain message dicts (type human/ai/tool, tool_calls [{name, args, id}], the
// serialised {lc, type: 'constructor', kwargs} form) and intermediate steps ([action, observation] pairs),
// ReAct scratchpad text, and common explicit keys (user_request, history, tool_results, ...).
// Pure and total: any JSON value in, never throws; bounded in turns and characters.

import { argumentsOf, jsonText } from './args';
import { declaredToolsIn, looksLikeReact, reactSegments, readActionText } from './react';
import { normaliseToolName, type Conversation, type HistoryItem, type ToolCallShape } from './types';

/** Characters of history kept in all (the evaluate body limit); the rest is cut and the conversation says so. */
export const HISTORY_MAX_CHARS = 256 * 1024;
/** Turns kept. */
export const HISTORY_MAX_ITEMS = 2000;
/** Characters of an earlier call's arguments shown in its history item. */
const CALL_ARGS_CHARS = 4000;
/** Declared tools kept, and characters of each one's description. */
const MAX_DECLARED_TOOLS = 1000;
const DECLARED_DESCRIPTION_CHARS = 2000;
/** How deep explicit keys are followed (`{conversation: {messages: [...]}}`). */
const MAX_KEY_DEPTH = 3;

/** Keys whose string value is the user's own request. */
export const USER_REQUEST_KEYS = ['user_request', 'userRequest', 'user_input', 'user_instruction', 'instruction', 'task', 'goal', 'question', 'query'];
/** Keys whose value is the conversation so far (messages, steps or tool outputs), read in this order. */
export const HISTORY_KEYS = [
  'messages',
  'history',
  'conversation',
  'chat_history',
  'input',
  'intermediate_steps',
  'steps',
  'tool_results',
  'tool_outputs',
  'observations',
  'agent_scratchpad',
  'scratchpad',
];

type Role = HistoryItem['role'];

/** A call as found, before its name is normalised and its arguments read. */
export interface RawCall {
  name: string;
  args: unknown;
  id?: string;
  shape: ToolCallShape;
  /** Arguments written as text may be a Python literal (LangChain, ReAct). */
  python?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const idOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v.slice(0, 256) : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

/** History and the user's request as they are read, within the bounds. */
export class Turns {
  readonly history: HistoryItem[] = [];
  private readonly userTurns: string[] = [];
  private chars = 0;
  private truncated = false;
  /** The user's request as an explicit key gives it; it outranks the user turns. */
  explicitRequest: string | null = null;
  /** Call ids seen, to name the tool of a later output. */
  private readonly toolOfId = new Map<string, string>();
  /** Tools the conversation declares, by normalised name. */
  private readonly declared = new Map<string, string | undefined>();

  /** A tool the conversation says is available; the first description given is kept. */
  declare(name: string, description?: string): void {
    const n = normaliseToolName(name);
    if (n === null || this.declared.size >= MAX_DECLARED_TOOLS) return;
    const d = description?.trim().slice(0, DECLARED_DESCRIPTION_CHARS) || undefined;
    if (!this.declared.has(n) || (this.declared.get(n) === undefined && d !== undefined)) this.declared.set(n, d);
  }

  /** Tool definitions as APIs list them: OpenAI (`{type, function: {name}}` or Responses' `{name}`), Anthropic, MCP, or names. */
  declareAll(list: unknown[]): void {
    for (const d of list.slice(0, MAX_DECLARED_TOOLS)) {
      if (typeof d === 'string') this.declare(d);
      else if (isRecord(d)) {
        const def = isRecord(d.function) ? d.function : d;
        if (typeof def.name === 'string') this.declare(def.name, str(def.description));
      }
    }
  }

  add(role: Role, content: string, tool?: string): void {
    const text = content.trim();
    if (text === '') return;
    if (this.history.length >= HISTORY_MAX_ITEMS || this.chars >= HISTORY_MAX_CHARS) {
      this.truncated = true;
      return;
    }
    let kept = text;
    if (this.chars + kept.length > HISTORY_MAX_CHARS) {
      kept = kept.slice(0, HISTORY_MAX_CHARS - this.chars);
      this.truncated = true;
    }
    this.chars += kept.length;
    const item: HistoryItem = { role, content: kept };
    if (tool !== undefined) item.tool = tool;
    this.history.push(item);
    if (role === 'user') this.userTurns.push(kept);
    // A prompt or a user turn may list the tools the agent has.
    if (role === 'system' || role === 'user') for (const [name, description] of declaredToolsIn(kept)) this.declare(name, description);
  }

  /** An earlier call: an assistant turn `name(argsJSON)`. */
  call(raw: RawCall): void {
    const name = normaliseToolName(raw.name);
    if (name === null) return;
    if (raw.id !== undefined) this.toolOfId.set(raw.id, name);
    this.add('assistant', `${name}(${jsonText(argumentsOf(raw.args, { python: raw.python }).args, CALL_ARGS_CHARS)})`, name);
  }

  /** A tool's output; the tool named directly or by the id of the call it answers. */
  output(content: unknown, tool?: unknown, callId?: unknown): void {
    const id = idOf(callId);
    const named = typeof tool === 'string' ? normaliseToolName(tool) : null;
    const name = named ?? (id !== undefined ? this.toolOfId.get(id) : undefined);
    this.add('tool', textOf(content), name ?? undefined);
  }

  markTruncated(): void {
    this.truncated = true;
  }

  conversation(): Conversation {
    let userRequest = this.explicitRequest ?? this.userTurns.join('\n');
    if (userRequest.length > HISTORY_MAX_CHARS) {
      userRequest = userRequest.slice(0, HISTORY_MAX_CHARS);
      this.truncated = true;
    }
    const out: Conversation = { userRequest, history: this.history };
    if (this.truncated) out.truncated = true;
    if (this.declared.size > 0) out.tools = [...this.declared].map(([name, description]) => (description === undefined ? { name } : { name, description }));
    return out;
  }
}

/** The text of a message's content: a string, text blocks joined, or anything else as bounded JSON. */
export function textOf(content: unknown, nested = false): string {
  if (typeof content === 'string') return content;
  if (content === null || content === undefined) return '';
  if (Array.isArray(content)) {
    const texts: string[] = [];
    for (const b of content.slice(0, 1000)) {
      if (typeof b === 'string') texts.push(b);
      else if (isRecord(b) && typeof b.text === 'string' && (b.type === undefined || /text$/.test(String(b.type)))) texts.push(b.text);
      // A tool result's own blocks, one level down (a result inside a result is shown as JSON).
      else if (isRecord(b) && b.type === 'tool_result') texts.push(nested ? jsonText(b.content, HISTORY_MAX_CHARS) : textOf(b.content, true));
    }
    if (texts.length > 0 || content.every((b) => isRecord(b) && typeof b.type === 'string')) return texts.join('\n');
  }
  if (isRecord(content) && typeof content.text === 'string') return content.text;
  return jsonText(content, HISTORY_MAX_CHARS);
}

/** A LangChain serialised message ({lc: 1, type: 'constructor', id: [..., 'AIMessage'], kwargs}) as a plain dict. */
function unwrapLangChain(m: Record<string, unknown>): Record<string, unknown> {
  if (m.type === 'constructor' && isRecord(m.kwargs) && Array.isArray(m.id)) {
    const cls = String(m.id[m.id.length - 1] ?? '');
    const type = /^Human/.test(cls) ? 'human' : /^AI/.test(cls) ? 'ai' : /^(Tool|Function)/.test(cls) ? 'tool' : /^System/.test(cls) ? 'system' : undefined;
    return { ...m.kwargs, type: m.kwargs.type ?? type };
  }
  return m;
}

/** The role a message dict says it has, in any of the common vocabularies. */
export function roleOf(m: Record<string, unknown>): Role | null {
  const r = str(m.role) ?? (typeof m.type === 'string' && m.type !== 'message' ? m.type : undefined);
  if (r === undefined) return null;
  switch (r.toLowerCase()) {
    case 'user':
    case 'human':
    case 'humanmessage':
      return 'user';
    case 'assistant':
    case 'ai':
    case 'aimessage':
    case 'model':
      return 'assistant';
    case 'tool':
    case 'function':
    case 'toolmessage':
    case 'function_call_output':
      return 'tool';
    case 'system':
    case 'developer':
    case 'systemmessage':
      return 'system';
    default:
      return null;
  }
}

/** One entry of an OpenAI or LangChain `tool_calls` list. */
function toolCallEntry(c: unknown, defaultShape: ToolCallShape): RawCall | null {
  if (!isRecord(c)) return null;
  if (isRecord(c.function) && typeof c.function.name === 'string') {
    return { name: c.function.name, args: c.function.arguments, id: idOf(c.id), shape: 'openai_chat' };
  }
  if (typeof c.name === 'string' && ('args' in c || 'arguments' in c)) {
    return { name: c.name, args: 'args' in c ? c.args : c.arguments, id: idOf(c.id), shape: 'args' in c ? 'langchain' : defaultShape };
  }
  return null;
}

/**
 * The calls a message or item makes: OpenAI tool_calls / function_call, Anthropic tool_use blocks, a
 * Responses function_call item, a LangChain action ({tool, tool_input}) or AI message, an MCP tools/call
 * request, a bare tool_use block.
 */
export function callsOf(value: unknown): RawCall[] {
  if (!isRecord(value)) return [];
  const m = unwrapLangChain(value);
  const out: RawCall[] = [];
  if (m.type === 'function_call' && typeof m.name === 'string') {
    return [{ name: m.name, args: m.arguments, id: idOf(m.call_id) ?? idOf(m.id), shape: 'openai_responses' }];
  }
  if (m.type === 'tool_use' && typeof m.name === 'string') return [{ name: m.name, args: m.input, id: idOf(m.id), shape: 'anthropic' }];
  if (m.method === 'tools/call' && isRecord(m.params) && typeof m.params.name === 'string') {
    return [{ name: m.params.name, args: m.params.arguments, id: idOf(m.id), shape: 'mcp' }];
  }
  if (typeof m.tool === 'string' && ('tool_input' in m || m.type === 'AgentAction' || m.type === 'AgentActionMessageLog')) {
    return [{ name: m.tool, args: m.tool_input, id: idOf(m.tool_call_id), shape: 'langchain', python: true }];
  }
  const langchainMessage = typeof m.type === 'string' && !('role' in m);
  if (Array.isArray(m.tool_calls)) {
    for (const c of m.tool_calls) {
      const call = toolCallEntry(c, langchainMessage ? 'langchain' : 'openai_chat');
      if (call) out.push(call);
    }
  }
  if (out.length === 0 && isRecord(m.function_call) && typeof m.function_call.name === 'string') {
    out.push({ name: m.function_call.name, args: m.function_call.arguments, shape: 'openai_chat' });
  }
  if (Array.isArray(m.content)) {
    for (const b of m.content) {
      if (isRecord(b) && b.type === 'tool_use' && typeof b.name === 'string') out.push({ name: b.name, args: b.input, id: idOf(b.id), shape: 'anthropic' });
    }
  }
  return out;
}

/** Whether an item is a call by itself (not a message carrying calls): batches of these are proposed together. */
export function isBareCall(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return value.type === 'function_call' || value.type === 'tool_use' || value.method === 'tools/call' || (typeof value.tool === 'string' && 'tool_input' in value);
}

/** A string turn: "User: ..." / "Assistant: ..." / "Observation: ..." prefixes say whose it is; otherwise the default. */
function addLabelled(t: Turns, s: string, fallback: Role): void {
  const m = /^\s*(user|human|assistant|ai|system|tool|observation)\s*:\s*/i.exec(s);
  if (!m) return void t.add(fallback, s);
  const label = m[1]!.toLowerCase();
  const role: Role = label === 'user' || label === 'human' ? 'user' : label === 'assistant' || label === 'ai' ? 'assistant' : label === 'system' ? 'system' : 'tool';
  t.add(role, s.slice(m[0].length));
}

/**
 * One message or item into the turns. `proposed` holds messages whose calls are the ones proposed now: their
 * text is history, their calls are not.
 */
export function readMessage(value: unknown, t: Turns, proposed: ReadonlySet<unknown>, fallback: Role): void {
  if (typeof value === 'string') {
    if (looksLikeReact(value, { scratchpad: true })) readReactInto(value, t, false);
    else addLabelled(t, value, fallback);
    return;
  }
  // A LangChain intermediate step: [action, observation].
  if (Array.isArray(value)) {
    if (value.length === 2 && callsOf(value[0]).length > 0) {
      for (const c of callsOf(value[0])) t.call(c);
      t.output(value[1], callsOf(value[0])[0]?.name);
    }
    return;
  }
  if (!isRecord(value)) return;
  const m = unwrapLangChain(value);
  const isProposed = proposed.has(value);
  if (m.type === 'function_call_output') return void t.output(m.output, undefined, m.call_id);
  if (m.type === 'tool_result') return void t.output(m.content, undefined, m.tool_use_id);
  if (isBareCall(m)) {
    if (isProposed) return;
    const calls = callsOf(m);
    for (const c of calls) t.call(c);
    // A step that carries its own output ({tool, tool_input, observation} or the eval's {tool, arguments, output}).
    const out = m.observation ?? m.output ?? m.result;
    if (out !== undefined && out !== null) t.output(out, calls[0]?.name);
    return;
  }
  const role = roleOf(m);
  if (role === null) {
    // A step as a plain object: {tool|name|action, arguments|args|input|parameters, output|result|observation}.
    const name = str(m.tool) ?? str(m.tool_name) ?? str(m.name) ?? str(m.action);
    const out = m.output ?? m.result ?? m.observation ?? m.response;
    if (name !== undefined) {
      if (!isProposed) t.call({ name, args: m.arguments ?? m.args ?? m.tool_input ?? m.parameters ?? m.input, shape: 'structured', python: true });
      if (out !== undefined && out !== null) t.output(out, name);
    } else if (typeof m.content === 'string') addLabelled(t, m.content, fallback);
    else if (out !== undefined && out !== null) t.output(out);
    return;
  }
  if (role === 'tool') return void t.output(m.content, m.name ?? m.tool, m.tool_call_id ?? m.tool_use_id);
  // Anthropic puts tool results in user turns: they are tool output, the rest of the turn is the user's.
  if (Array.isArray(m.content)) {
    for (const b of m.content) if (isRecord(b) && b.type === 'tool_result') t.output(b.content, undefined, b.tool_use_id);
    const text = m.content.filter((b) => !(isRecord(b) && (b.type === 'tool_result' || b.type === 'tool_use')));
    t.add(role, textOf(text));
  } else t.add(role, textOf(m.content), role === 'assistant' && typeof m.tool === 'string' ? (normaliseToolName(m.tool) ?? undefined) : undefined);
  if (role === 'assistant' && !isProposed) for (const c of callsOf(m)) t.call(c);
}

/** A list of messages, items or steps. */
export function readMessageList(list: unknown[], t: Turns, proposed: ReadonlySet<unknown>, fallback: Role): void {
  for (const item of list) {
    if (t.history.length >= HISTORY_MAX_ITEMS) {
      t.markTruncated();
      return;
    }
    readMessage(item, t, proposed, fallback);
  }
}

/**
 * ReAct text into the turns: the question (or, without one, the text before the first step) is the user's,
 * thoughts and answers the assistant's, actions earlier calls, observations the output of the action before.
 * With `lastIsProposed`, the last action is left out (it is the call being decided).
 */
export function readReactInto(text: string, t: Turns, lastIsProposed: boolean): void {
  const segs = reactSegments(text);
  // The text before the first step is the agent's prompt when a question follows or it lists the tools;
  // otherwise it is what the user asked.
  const promptLike = segs.some((s) => s.label === 'question') || /\b(you have access to|the following tools|available tools)\b/i.test(segs[0]?.label === 'preamble' ? segs[0].text : '');
  const lastAction = lastIsProposed ? segs.map((s) => s.label).lastIndexOf('action') : -1;
  let lastTool: string | undefined;
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!;
    switch (s.label) {
      case 'preamble':
        t.add(promptLike ? 'system' : 'user', s.text);
        break;
      case 'question':
        t.add('user', s.text);
        break;
      case 'thought':
      case 'final_answer':
        t.add('assistant', s.text);
        break;
      case 'action': {
        const a = readActionText(s.text);
        const next = segs[i + 1];
        const input = next?.label === 'action_input' ? next.text : a?.input;
        lastTool = a ? (normaliseToolName(a.name) ?? undefined) : undefined;
        if (a && i !== lastAction) t.call({ name: a.name, args: input, shape: 'react', python: true });
        break;
      }
      case 'observation':
        t.output(s.text, lastTool);
        break;
      case 'action_input':
        break; // read with its action
    }
  }
}

/**
 * An object's explicit keys into the turns: a system prompt, the user's request, and every history key.
 * Nested objects under a history key are read the same way, a few levels deep.
 */
export function readKeysInto(obj: Record<string, unknown>, t: Turns, proposed: ReadonlySet<unknown>, depth = 0): void {
  for (const k of ['tools', 'functions', 'available_tools']) {
    const list = obj[k];
    if (Array.isArray(list)) t.declareAll(list);
  }
  const system = Array.isArray(obj.system) ? textOf(obj.system) : (str(obj.system) ?? str(obj.instructions) ?? str(obj.system_prompt));
  if (system !== undefined) t.add('system', system);
  if (t.explicitRequest === null) {
    for (const k of USER_REQUEST_KEYS) {
      const v = obj[k];
      if (typeof v === 'string' && v.trim() !== '') {
        t.explicitRequest = v.trim();
        break;
      }
    }
    // LangChain's and the Responses API's `input`, when it is the user's text.
    if (t.explicitRequest === null && typeof obj.input === 'string' && obj.input.trim() !== '') {
      t.explicitRequest = obj.input.trim();
      t.add('user', obj.input);
    }
  }
  for (const k of HISTORY_KEYS) {
    const v = obj[k];
    // Turns that do not say whose they are count as tool output: untrusted, never the user's words.
    const fallback: Role = 'tool';
    if (Array.isArray(v)) readMessageList(v, t, proposed, fallback);
    else if (typeof v === 'string' && k !== 'input') {
      if (looksLikeReact(v, { scratchpad: true })) readReactInto(v, t, false);
      else addLabelled(t, v, fallback);
    } else if (isRecord(v) && depth < MAX_KEY_DEPTH) readKeysInto(v, t, proposed, depth + 1);
  }
}

/**
 * The structured path's `context` (any JSON) as a conversation: a string is the user's request (or ReAct
 * steps), an array a list of messages, an object its explicit keys or a single message. Unlabelled turns of
 * unknown origin count as tool output (untrusted data), never as the user's words.
 */
export function readConversation(context: unknown): Conversation {
  const t = new Turns();
  if (typeof context === 'string') {
    if (looksLikeReact(context, { scratchpad: true })) readReactInto(context, t, false);
    else t.add('user', context);
  } else if (Array.isArray(context)) {
    readMessageList(context, t, new Set(), 'tool');
  } else if (isRecord(context)) {
    if (roleOf(unwrapLangChain(context)) !== null) readMessage(context, t, new Set(), 'tool');
    else readKeysInto(context, t, new Set());
  }
  return t.conversation();
}
