// Labelled tool-call traces (eval/toolcalls/*.jsonl) and how `npm run eval` turns one step of a trace into
// what an integrator sends Gatehouse before the agent makes the call:
//   - structuredRequest: a version-1 request (action.type = the normalised tool name, the arguments as
//     parameters, the tool's description; context = the user's request and the earlier steps);
//   - renderStep: the raw body an agent framework would hand over, in the trace's own shape (OpenAI chat,
//     the Responses API, Anthropic Messages, an MCP tools/call, a LangChain AgentAction, ReAct text).
// Pure functions: no I/O, so the unit tests feed them hand-written traces. The files are read in
// scripts/eval-toolcalls.ts. Tool names are sent as the tool's maker wrote them (normalised for the
// structured path), never mapped to Gatehouse's built-in action types.

import type { EvaluateRequest } from '../src/domain/types';
import { EFFECT_CLASSES, normaliseToolName, type EffectClass, type ToolCallShape } from '../src/toolcall/types';

export type Label = 'safe' | 'unsafe';
/** The shapes a trace can be rendered in: every tool-call shape but the structured request. */
export type TraceShape = Exclude<ToolCallShape, 'structured'>;
export const TRACE_SHAPES: readonly TraceShape[] = ['openai_chat', 'openai_responses', 'anthropic', 'mcp', 'langchain', 'react'];

export interface TraceTool {
  name: string;
  description?: string;
}

export interface TraceStep {
  call: { name: string; arguments: Record<string, unknown> };
  label: Label;
  effects: EffectClass[];
  why?: string;
  /** What the tool returned, shown to later steps (untrusted data: where an indirect injection sits). */
  output?: string;
}

export interface Trace {
  id: string;
  label: Label;
  shape: TraceShape;
  user_request: string;
  tools?: TraceTool[];
  steps: TraceStep[];
  /** Where the trace came from when not written from scratch (e.g. 'toolemu-inspired', 'injecagent'). */
  source?: string;
}

/** The actor every request of the eval names, and the agent hint of the intake path. */
export const EVAL_AGENT = 'eval-agent';

// ---------------------------------------------------------------------------------------------------------
// Validation of one parsed line

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with one trace, as short sentences; empty when it is a valid trace. */
export function traceProblems(v: unknown): string[] {
  const out: string[] = [];
  if (!isObject(v)) return ['not an object'];
  const allowed = new Set(['id', 'label', 'shape', 'user_request', 'tools', 'steps', 'source']);
  for (const k of Object.keys(v)) if (!allowed.has(k)) out.push(`unknown member ${k}`);
  if (typeof v.id !== 'string' || !/^[a-z0-9][a-z0-9_./#-]*$/.test(v.id)) out.push('id: a lower-case slug is required');
  if (v.label !== 'safe' && v.label !== 'unsafe') out.push('label: safe or unsafe');
  if (!TRACE_SHAPES.includes(v.shape as TraceShape)) out.push(`shape: one of ${TRACE_SHAPES.join(', ')}`);
  if (typeof v.user_request !== 'string' || v.user_request.trim() === '') out.push('user_request: a non-empty string');
  if (v.source !== undefined && typeof v.source !== 'string') out.push('source: a string');
  if (v.tools !== undefined) {
    if (!Array.isArray(v.tools)) out.push('tools: an array');
    else
      v.tools.forEach((t, i) => {
        if (!isObject(t) || typeof t.name !== 'string' || (t.description !== undefined && typeof t.description !== 'string')) out.push(`tools[${i}]: {name, description?}`);
      });
  }
  if (!Array.isArray(v.steps) || v.steps.length === 0) return [...out, 'steps: a non-empty array'];
  v.steps.forEach((s, i) => {
    const at = `steps[${i}]`;
    if (!isObject(s)) return void out.push(`${at}: not an object`);
    for (const k of Object.keys(s)) if (!['call', 'label', 'effects', 'why', 'output'].includes(k)) out.push(`${at}: unknown member ${k}`);
    if (!isObject(s.call) || typeof s.call.name !== 'string' || !isObject(s.call.arguments)) out.push(`${at}.call: {name, arguments: object}`);
    else if (normaliseToolName(s.call.name) === null) out.push(`${at}.call.name: nothing left after normalising`);
    if (s.label !== 'safe' && s.label !== 'unsafe') out.push(`${at}.label: safe or unsafe`);
    if (!Array.isArray(s.effects) || s.effects.length === 0) out.push(`${at}.effects: a non-empty array`);
    else
      for (const e of s.effects)
        if (!(EFFECT_CLASSES as readonly unknown[]).includes(e)) out.push(`${at}.effects: ${String(e)} is not an effect class`);
    if (s.why !== undefined && typeof s.why !== 'string') out.push(`${at}.why: a string`);
    if (s.output !== undefined && typeof s.output !== 'string') out.push(`${at}.output: a string`);
  });
  const anyUnsafe = v.steps.some((s) => isObject(s) && s.label === 'unsafe');
  if ((v.label === 'unsafe') !== anyUnsafe) out.push(`label: a trace is unsafe exactly when some step is (label ${String(v.label)})`);
  return out;
}

/** The traces of one JSONL text and the problems of its lines (line numbers from 1). */
export function parseTraces(text: string, file = '(text)'): { traces: Trace[]; problems: string[] } {
  const traces: Trace[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      problems.push(`${file}:${i + 1}: not JSON`);
      return;
    }
    const p = traceProblems(v);
    if (p.length > 0) problems.push(...p.map((x) => `${file}:${i + 1}: ${x}`));
    else traces.push(v as Trace);
  });
  return { traces, problems };
}

/** The index of the first unsafe step, or -1. */
export const firstUnsafe = (t: Trace): number => t.steps.findIndex((s) => s.label === 'unsafe');

// ---------------------------------------------------------------------------------------------------------
// Pieces every rendering shares

/** A call written as text: `name({"a":1})`. */
export const callText = (name: string, args: Record<string, unknown>): string => `${name}(${JSON.stringify(args)})`;

export const descriptionOf = (t: Trace, name: string): string | undefined => t.tools?.find((x) => x.name === name)?.description;

/** The output of a step as the next step sees it: the recorded text, or empty when none was recorded. */
const outputOf = (s: TraceStep): string => s.output ?? '';

export interface HistoryTurn {
  role: 'assistant' | 'tool';
  tool: string;
  content: string;
}

/** Steps 0..i-1 as history: each call (assistant) and what it returned (tool). */
export function historyBefore(t: Trace, i: number): HistoryTurn[] {
  return t.steps.slice(0, i).flatMap((s) => [
    { role: 'assistant' as const, tool: s.call.name, content: callText(s.call.name, s.call.arguments) },
    { role: 'tool' as const, tool: s.call.name, content: outputOf(s) },
  ]);
}

/** The version-1 request an integrator sends before step i (the structured path). */
export function structuredRequest(t: Trace, i: number): EvaluateRequest {
  const step = t.steps[i];
  if (!step) throw new RangeError(`${t.id} has no step ${i}`);
  const type = normaliseToolName(step.call.name);
  if (type === null) throw new Error(`${t.id}: tool name ${step.call.name} normalises to nothing`);
  const description = descriptionOf(t, step.call.name);
  return {
    action: { type, parameters: step.call.arguments, ...(description ? { description: description.slice(0, 2000) } : {}) },
    actor: { name: EVAL_AGENT },
    context: { user_request: t.user_request, history: historyBefore(t, i), tools: toolsIn(t, i) },
  } as EvaluateRequest;
}

// ---------------------------------------------------------------------------------------------------------
// Renderers: one per shape. Each returns the body an agent framework would send with step i proposed.

/** OpenAI and Anthropic function names: ^[a-zA-Z0-9_-]{1,64}$ (so `gmail.send` is declared as `gmail_send`). */
export const VENDOR_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
export const vendorName = (name: string): string => name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'tool';

const ARGS_SCHEMA = { type: 'object' } as const;

function toolsIn(t: Trace, upTo: number): TraceTool[] {
  const seen = new Map<string, TraceTool>();
  for (const tool of t.tools ?? []) seen.set(tool.name, tool);
  for (const s of t.steps.slice(0, upTo + 1)) if (!seen.has(s.call.name)) seen.set(s.call.name, { name: s.call.name });
  return [...seen.values()];
}

/** Chat Completions request: the conversation with the proposed call as the last assistant message's tool_calls. */
export function renderOpenAIChat(t: Trace, i: number): Record<string, unknown> {
  const callOf = (s: TraceStep, k: number) => ({
    id: `call_${k}`,
    type: 'function',
    function: { name: vendorName(s.call.name), arguments: JSON.stringify(s.call.arguments) },
  });
  const messages: Record<string, unknown>[] = [{ role: 'user', content: t.user_request }];
  t.steps.slice(0, i).forEach((s, k) => {
    messages.push({ role: 'assistant', content: null, tool_calls: [callOf(s, k)] });
    messages.push({ role: 'tool', tool_call_id: `call_${k}`, content: outputOf(s) });
  });
  messages.push({ role: 'assistant', content: null, tool_calls: [callOf(t.steps[i]!, i)] });
  return {
    model: 'gpt-4o',
    messages,
    tools: toolsIn(t, i).map((x) => ({
      type: 'function',
      function: { name: vendorName(x.name), ...(x.description ? { description: x.description } : {}), parameters: ARGS_SCHEMA },
    })),
  };
}

/** Responses API: the earlier turns as input items, the proposed call as the output's function_call item. */
export function renderOpenAIResponses(t: Trace, i: number): Record<string, unknown> {
  const input: Record<string, unknown>[] = [{ role: 'user', content: t.user_request }];
  t.steps.slice(0, i).forEach((s, k) => {
    input.push({ type: 'function_call', call_id: `call_${k}`, name: vendorName(s.call.name), arguments: JSON.stringify(s.call.arguments) });
    input.push({ type: 'function_call_output', call_id: `call_${k}`, output: outputOf(s) });
  });
  const s = t.steps[i]!;
  return {
    model: 'gpt-4o',
    input,
    tools: toolsIn(t, i).map((x) => ({ type: 'function', name: vendorName(x.name), ...(x.description ? { description: x.description } : {}), parameters: ARGS_SCHEMA })),
    output: [{ type: 'function_call', id: `fc_${i}`, call_id: `call_${i}`, name: vendorName(s.call.name), arguments: JSON.stringify(s.call.arguments), status: 'completed' }],
  };
}

/** Messages API: tool_use blocks from the assistant, tool_result blocks from the user; the last turn is the proposed tool_use. */
export function renderAnthropic(t: Trace, i: number): Record<string, unknown> {
  const use = (s: TraceStep, k: number) => ({ type: 'tool_use', id: `toolu_${String(k).padStart(2, '0')}`, name: vendorName(s.call.name), input: s.call.arguments });
  const messages: Record<string, unknown>[] = [{ role: 'user', content: [{ type: 'text', text: t.user_request }] }];
  t.steps.slice(0, i).forEach((s, k) => {
    messages.push({ role: 'assistant', content: [use(s, k)] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${String(k).padStart(2, '0')}`, content: outputOf(s) }] });
  });
  messages.push({ role: 'assistant', content: [use(t.steps[i]!, i)] });
  return {
    model: 'claude-sonnet-4-5',
    max_tokens: 1024,
    tools: toolsIn(t, i).map((x) => ({ name: vendorName(x.name), ...(x.description ? { description: x.description } : {}), input_schema: ARGS_SCHEMA })),
    messages,
  };
}

/**
 * MCP tools/call (JSON-RPC 2.0). MCP carries no conversation, so the user's request and the earlier steps
 * travel in params._meta (the protocol's extension point); the name is the tool's own (MCP allows dots).
 */
export function renderMcp(t: Trace, i: number): Record<string, unknown> {
  const s = t.steps[i]!;
  return {
    jsonrpc: '2.0',
    id: i + 1,
    method: 'tools/call',
    // The tools the client listed (tools/list) travel with the call, as the structured request's description does.
    params: { name: s.call.name, arguments: s.call.arguments, _meta: { user_request: t.user_request, history: historyBefore(t, i), ...declared(t, i) } },
  };
}

/** The tools available at step i as an MCP tools/list result lists them. */
const declared = (t: Trace, i: number) => ({ tools: toolsIn(t, i).map((x) => ({ name: x.name, ...(x.description ? { description: x.description } : {}), inputSchema: ARGS_SCHEMA })) });

/** LangChain: the AgentAction about to run ({tool, tool_input, log}) with intermediate_steps as [action, observation] pairs. */
export function renderLangChain(t: Trace, i: number): Record<string, unknown> {
  const action = (s: TraceStep) => ({ tool: s.call.name, tool_input: s.call.arguments, log: `\nInvoking: \`${s.call.name}\` with \`${JSON.stringify(s.call.arguments)}\`\n` });
  const s = t.steps[i]!;
  return {
    ...action(s),
    ...declared(t, i),
    user_request: t.user_request,
    intermediate_steps: t.steps.slice(0, i).map((p) => [action(p), outputOf(p)]),
  };
}

/** ReAct text: Question, then Thought/Action/Action Input/Observation per earlier step, ending at the proposed Action Input. */
export function renderReact(t: Trace, i: number): string {
  const lines: string[] = [];
  const tools = toolsIn(t, i);
  lines.push('You have access to the following tools:', ...tools.map((x) => (x.description ? `${x.name}: ${x.description}` : `- ${x.name}`)), '');
  lines.push(`Question: ${t.user_request}`);
  t.steps.slice(0, i + 1).forEach((s, k) => {
    lines.push(`Action: ${s.call.name}`, `Action Input: ${JSON.stringify(s.call.arguments)}`);
    if (k < i) lines.push(`Observation: ${outputOf(s)}`);
  });
  return lines.join('\n') + '\n';
}

export type Rendered = { medium: 'json'; json: unknown; raw: Buffer } | { medium: 'text'; raw: Buffer };

/** Step i in the trace's shape, as the bytes (and the parsed JSON) the API would receive. */
export function renderStep(t: Trace, i: number, shape: TraceShape = t.shape): Rendered {
  if (!t.steps[i]) throw new RangeError(`${t.id} has no step ${i}`);
  if (shape === 'react') return { medium: 'text', raw: Buffer.from(renderReact(t, i), 'utf8') };
  const json =
    shape === 'openai_chat'
      ? renderOpenAIChat(t, i)
      : shape === 'openai_responses'
        ? renderOpenAIResponses(t, i)
        : shape === 'anthropic'
          ? renderAnthropic(t, i)
          : shape === 'mcp'
            ? renderMcp(t, i)
            : renderLangChain(t, i);
  return { medium: 'json', json, raw: Buffer.from(JSON.stringify(json), 'utf8') };
}
