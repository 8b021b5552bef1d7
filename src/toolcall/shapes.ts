// Tool calls in the shapes agent frameworks send them, found without a model: OpenAI chat completions
// (tool_calls, function_call), the OpenAI Responses API (function_call items), Anthropic Messages (tool_use
// blocks), MCP (JSON-RPC tools/call, also batched), LangChain ({tool, tool_input}, AgentAction, AI messages
// with tool_calls) and ReAct text (Action / Action Input). Each call gets its normalised name, its arguments
// as an object and, when the body carries tool definitions, its description; the conversation around it is
// read by conversation.ts. Pure and total: any JSON value or text in, never throws; at most 64 calls read.

import { argumentsOf } from './args';
import { callsOf, isBareCall, readKeysInto, readMessageList, readReactInto, roleOf, Turns, type RawCall } from './conversation';
import { looksLikeReact, reactSegments, readActionText, toolListOf } from './react';
import { normaliseToolName, type ToolCall, type ToolCallInput } from './types';

/** Calls read from one input; more are counted in `callsDropped`. */
export const MAX_CALLS = 64;
/** A tool description is kept to the contract's action.description limit. */
const DESCRIPTION_CHARS = 2000;
/** Text fields of a JSON body that may hold ReAct steps (a completion, an agent's log). */
const TEXT_KEYS = ['text', 'log', 'output', 'content', 'completion', 'response', 'generated_text', 'message', 'agent_scratchpad', 'scratchpad'];
const AGENT_KEYS = ['agent', 'agent_name', 'agent_id', 'assistant_id', 'assistant_name'];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Tool descriptions from definitions a body carries (OpenAI `tools`/`functions`, Anthropic and MCP `tools`), by normalised name. */
function definitionsOf(body: Record<string, unknown>): Map<string, string> {
  const out = new Map<string, string>();
  const params = isRecord(body.params) ? body.params : {};
  const lists = [body.tools, body.functions, params.tools, isRecord(params._meta) ? params._meta.tools : undefined];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const d of list.slice(0, 1000)) {
      if (!isRecord(d)) continue;
      const def = isRecord(d.function) ? d.function : d;
      if (typeof def.name !== 'string' || typeof def.description !== 'string' || def.description.trim() === '') continue;
      const name = normaliseToolName(def.name);
      if (name !== null && !out.has(name)) out.set(name, def.description.trim().slice(0, DESCRIPTION_CHARS));
    }
  }
  return out;
}

/** Raw calls to ToolCalls: named, arguments read, bounded to MAX_CALLS. Calls whose name normalises to nothing are not calls. */
function finish(raw: RawCall[], t: Turns, descriptions: Map<string, string>, extra: Partial<ToolCallInput> = {}): ToolCallInput | null {
  const calls: ToolCall[] = [];
  let dropped = 0;
  for (const r of raw) {
    const name = normaliseToolName(r.name);
    if (name === null) continue;
    if (calls.length >= MAX_CALLS) {
      dropped++;
      continue;
    }
    const { args, cut } = argumentsOf(r.args, { python: r.python });
    const call: ToolCall = { name, arguments: args, shape: r.shape };
    if (r.name !== name) call.rawName = r.name.slice(0, 256);
    if (r.id !== undefined) call.id = r.id;
    const description = descriptions.get(name);
    if (description !== undefined) call.description = description;
    if (cut) call.cut = true;
    calls.push(call);
  }
  if (calls.length === 0) return null;
  const out: ToolCallInput = { calls, conversation: t.conversation(), ...extra };
  if (dropped > 0) out.callsDropped = dropped;
  return out;
}

/** The calls proposed in a list of messages or items: the last message that makes calls, with a run of bare call items before it. */
function proposedIn(list: unknown[]): { calls: RawCall[]; items: Set<unknown> } {
  const items = new Set<unknown>();
  const calls: RawCall[] = [];
  let k = list.length - 1;
  while (k >= 0 && callsOf(list[k]).length === 0) k--;
  if (k < 0) return { calls, items };
  let j = k;
  if (isBareCall(list[k])) while (j > 0 && isBareCall(list[j - 1])) j--;
  for (let i = j; i <= k; i++) {
    items.add(list[i]);
    calls.push(...callsOf(list[i]));
  }
  return { calls, items };
}

/** The agent's name, or the model's, when the body gives them. */
function namesOf(body: Record<string, unknown>): Partial<ToolCallInput> {
  const out: Partial<ToolCallInput> = {};
  for (const k of AGENT_KEYS) {
    const v = body[k];
    const name = typeof v === 'string' ? v : isRecord(v) && typeof v.name === 'string' ? v.name : undefined;
    if (name !== undefined && name.trim() !== '') {
      out.agent = name.trim().slice(0, 128);
      break;
    }
  }
  if (typeof body.model === 'string' && body.model.trim() !== '') out.model = body.model.trim().slice(0, 128);
  return out;
}

/** ReAct text: the last Action is the proposed call, everything before it (and observations after) history. */
function reactInput(text: string, t: Turns, extra: Partial<ToolCallInput> = {}): ToolCallInput | null {
  if (!looksLikeReact(text)) return null;
  const segs = reactSegments(text);
  const last = segs.map((s) => s.label).lastIndexOf('action');
  if (last < 0) return null;
  const action = readActionText(segs[last]!.text);
  if (action === null) return null;
  const next = segs[last + 1];
  const input = next?.label === 'action_input' ? next.text : action.input;
  // Without an input, only a name that looks like a tool's is a call: "Action: please refund by Friday" in a
  // mail is prose.
  if (input === undefined && !/^[A-Za-z_][\w.:/-]*$/.test(action.name)) return null;
  // A lone "Action: refund" line (a ticket's field) is not ReAct: steps have an input, a thought or an observation.
  const labels = new Set<string>(segs.map((s) => s.label));
  if (input === undefined && !['action_input', 'thought', 'observation', 'question'].some((l) => labels.has(l))) return null;
  readReactInto(text, t, true);
  const descriptions = new Map<string, string>();
  const preamble = segs[0]?.label === 'preamble' ? segs[0].text : '';
  for (const [name, description] of toolListOf(preamble)) {
    const n = normaliseToolName(name);
    if (n !== null && !descriptions.has(n)) descriptions.set(n, description.slice(0, DESCRIPTION_CHARS));
  }
  return finish([{ name: action.name, args: input, shape: 'react', python: true }], t, descriptions, extra);
}

/** ReAct text as a text body carries it; null when the text has no Action. */
export function readReactText(text: string): ToolCallInput | null {
  if (typeof text !== 'string') return null;
  return reactInput(text, new Turns());
}

/** The calls an object body makes directly, and the items that carry them. */
function callsInObject(body: Record<string, unknown>): { calls: RawCall[]; items: Set<unknown>; list?: unknown[] } {
  // OpenAI chat completion: the first choice whose message makes calls.
  if (Array.isArray(body.choices)) {
    for (const c of body.choices.slice(0, 16)) {
      const message = isRecord(c) ? (c.message ?? c.delta) : undefined;
      const calls = callsOf(message);
      if (calls.length > 0) return { calls, items: new Set([message]) };
    }
  }
  // Responses API response: function_call items of the output.
  if (Array.isArray(body.output)) {
    const items = body.output.filter((o) => isRecord(o) && o.type === 'function_call');
    if (items.length > 0) return { calls: items.flatMap(callsOf), items: new Set(items) };
  }
  // A message, an item, an action or a JSON-RPC request by itself.
  const own = callsOf(body);
  if (own.length > 0) return { calls: own, items: new Set([body]) };
  // A conversation: the last assistant turn that makes calls (chat, Anthropic, LangChain), or trailing call items.
  for (const k of ['messages', 'input', 'conversation', 'chat_history']) {
    const list = body[k];
    if (Array.isArray(list)) {
      const p = proposedIn(list);
      if (p.calls.length > 0) return { ...p, list };
    }
  }
  // Any object that names a tool and gives its arguments, the body itself or under any key ({proposed_call: {...}}).
  const generic = genericCallIn(body, 0);
  if (generic !== null) return { calls: [generic.call], items: new Set([generic.item]) };
  return { calls: [], items: new Set() };
}

const NAME_KEYS = ['tool', 'tool_name', 'function', 'function_name', 'name', 'action'];
const ARGUMENT_KEYS = ['arguments', 'args', 'input', 'parameters', 'params', 'tool_input', 'kwargs'];
/** Keys that hold the conversation, not the proposed call. */
const CONVERSATION_KEYS = new Set(['messages', 'history', 'conversation', 'chat_history', 'intermediate_steps', 'steps', 'tool_results', 'tool_outputs', 'observations', 'context', 'tools', 'functions']);
const TOOL_NAME = /^[A-Za-z_][\w.:/-]{0,127}$/;

/** A call an object makes in no framework's shape: a tool name and its arguments under any of the usual keys. */
function genericCallOf(o: Record<string, unknown>): RawCall | null {
  const fn = isRecord(o.function) ? o.function : null;
  const name = fn && typeof fn.name === 'string' ? fn.name : NAME_KEYS.map((k) => o[k]).find((v): v is string => typeof v === 'string' && TOOL_NAME.test(v));
  if (name === undefined || !TOOL_NAME.test(name)) return null;
  const holder = fn && typeof fn.name === 'string' ? fn : o;
  const key = ARGUMENT_KEYS.find((k) => k in holder && (isRecord(holder[k]) || typeof holder[k] === 'string'));
  if (key === undefined) return null;
  // A `name` or an `action` beside an `input` is as likely a person's or a form's: only object arguments count there.
  if (holder === o && !['tool', 'tool_name', 'function_name'].some((k) => typeof o[k] === 'string') && !isRecord(holder[key])) return null;
  return { name, args: holder[key], shape: 'json', python: true };
}

/** The first such call in the body or under its keys (a few levels down, a list's first call), conversations left aside. */
function genericCallIn(o: Record<string, unknown>, depth: number): { call: RawCall; item: unknown } | null {
  const own = genericCallOf(o);
  if (own !== null) return { call: own, item: o };
  if (depth >= 3) return null;
  for (const [k, v] of Object.entries(o).slice(0, 100)) {
    if (CONVERSATION_KEYS.has(k.toLowerCase())) continue;
    const items = Array.isArray(v) ? v.slice(0, 100) : [v];
    for (const x of items) {
      if (!isRecord(x)) continue;
      const found = genericCallIn(x, depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

/** ReAct text in a JSON body: a completion's text, a message's content, an agent's log. */
function reactTextIn(body: Record<string, unknown>): string | null {
  const texts: unknown[] = TEXT_KEYS.map((k) => body[k]);
  if (Array.isArray(body.choices)) {
    for (const c of body.choices.slice(0, 16)) {
      if (!isRecord(c)) continue;
      texts.push(c.text);
      if (isRecord(c.message)) texts.push(c.message.content);
    }
  }
  for (const v of texts) if (typeof v === 'string' && looksLikeReact(v)) return v;
  return null;
}

/** MCP has no conversation of its own: a client may pass the user's request and history in `params._meta`. */
function readMcpMeta(body: unknown, t: Turns): void {
  if (!isRecord(body) || body.method !== 'tools/call' || !isRecord(body.params)) return;
  const meta = body.params._meta;
  if (isRecord(meta)) readKeysInto(meta, t, new Set());
}

/**
 * The tool calls a parsed JSON body makes, with the conversation around them; null when it makes none. A
 * JSON-RPC batch, a list of messages or a list of call items are read as arrays; objects in every shape the
 * file header names. Explicit keys next to a call (user_request, history, ...) give the conversation too.
 */
export function readToolCalls(body: unknown): ToolCallInput | null {
  const t = new Turns();
  if (Array.isArray(body)) {
    const mcp = body.filter((b) => isRecord(b) && b.method === 'tools/call');
    // A tools/list result next to the calls says which tools the server offers.
    for (const b of body.slice(0, 1000)) if (isRecord(b) && isRecord(b.result) && Array.isArray(b.result.tools)) t.declareAll(b.result.tools);
    if (mcp.length > 0) {
      for (const m of mcp) readMcpMeta(m, t);
      return finish(mcp.flatMap(callsOf), t, new Map());
    }
    const p = proposedIn(body);
    if (p.calls.length === 0) return null;
    readMessageList(body, t, p.items, 'tool');
    return finish(p.calls, t, new Map());
  }
  if (!isRecord(body)) return null;
  const names = namesOf(body);
  const found = callsInObject(body);
  if (found.calls.length === 0) {
    const text = reactTextIn(body);
    if (text === null) return null;
    readKeysInto(body, t, new Set());
    return reactInput(text, t, names);
  }
  // The conversation: explicit keys (which hold the message list, if the calls came from one), and the text
  // of the message that makes the calls.
  readKeysInto(body, t, found.items);
  readMcpMeta(body, t);
  if (found.list === undefined) for (const item of found.items) if (isRecord(item) && roleOf(item) === 'assistant') readMessageList([item], t, found.items, 'tool');
  return finish(found.calls, t, definitionsOf(body), names);
}
