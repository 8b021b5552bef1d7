// Agent tool calls: the shapes every part of the tool-call path shares. A tool call is a tool's name (its
// maker's, normalised to the contract's type pattern) and its arguments; what it does is computed in code as
// effect classes, and what is risky about its arguments as risk facts, each with its own reason code.
// Pure types and small pure helpers only: no I/O, safe to import from workflows.

import type { Outcome } from '../domain/types';

/** What a call does. A call may have several (a wire transfer is money movement and a write). */
export const EFFECT_CLASSES = [
  'read',
  'write',
  'destructive',
  'money_movement',
  'external_communication',
  'code_execution',
  'access_change',
  'device_control',
  'data_disclosure',
] as const;
export type EffectClass = (typeof EFFECT_CLASSES)[number];

/** Where a call was found: the shape it arrived in. */
export const TOOL_CALL_SHAPES = [
  'structured', // a version-1 request: action.type is the tool name, action.parameters its arguments
  'openai_chat', // chat completions: message.tool_calls[] (arguments as a JSON string) or the older function_call
  'openai_responses', // the Responses API: an output item of type function_call
  'anthropic', // a Messages API content block of type tool_use
  'mcp', // a JSON-RPC tools/call request (params.name, params.arguments)
  'langchain', // {tool, tool_input}
  'react', // ReAct text: "Action: X" / "Action Input: {...}"
  'json', // any JSON object naming a tool and its arguments ({tool|name|function, arguments|args|input|parameters}), under any key
] as const;
export type ToolCallShape = (typeof TOOL_CALL_SHAPES)[number];

/** One call an agent is about to make. */
export interface ToolCall {
  /** The tool's name normalised to the contract's type pattern (see normaliseToolName). */
  name: string;
  /** The name as the caller wrote it, when it differs. */
  rawName?: string;
  /** The arguments as an object; a non-object argument value is kept under `input`. */
  arguments: Record<string, unknown>;
  /** The caller's id of the call (OpenAI call_id, Anthropic tool_use id, JSON-RPC id), when it has one. */
  id?: string;
  /** The tool's own description, when the input carries its definition. */
  description?: string;
  shape: ToolCallShape;
  /** Set when parts of the arguments nested deeper than 64 levels were cut (replaced by a marker string). */
  cut?: boolean;
}

/** One earlier turn of the conversation, reduced to text. */
export interface HistoryItem {
  role: 'user' | 'assistant' | 'tool' | 'system';
  /** The text of the turn; for an assistant's earlier tool call, its name and arguments as JSON. */
  content: string;
  /** For role tool: the tool whose output this is; for an assistant tool call: the tool called. */
  tool?: string;
}

/** What the agent knows when it proposes the call: the user's own words apart from everything else. */
export interface Conversation {
  /** The user's request (all user turns, in order, joined by newlines); empty when the input has none. */
  userRequest: string;
  /** Every turn in order, user turns included. Tool outputs are untrusted data. */
  history: HistoryItem[];
  /** Set when turns or text were left out to stay within the body limit. */
  truncated?: boolean;
  /**
   * The tools the conversation declares the agent may use (OpenAI/Anthropic `tools`, an MCP tools/list, a
   * list written in a system or user turn), names normalised; absent when it declares none.
   */
  tools?: DeclaredTool[];
}

/** A tool the conversation says is available. */
export interface DeclaredTool {
  name: string;
  description?: string;
}

/** A tool call input: one or more calls (a batch is decided on the riskiest) and what came before. */
export interface ToolCallInput {
  calls: ToolCall[];
  conversation: Conversation;
  /** Calls found beyond the first 64, which were not read. */
  callsDropped?: number;
  /** The agent's name as the input gives it (an `agent`, `agent_name`, `agent_id` or `assistant_id` field). */
  agent?: string;
  /** The model named in the input (`model`), a weaker stand-in for the agent's name. */
  model?: string;
}

/** An operator's (or an import's) entry for one tool in an environment's catalogue. */
export interface ToolDefinition {
  /** Normalised like any tool name. */
  name: string;
  description: string | null;
  /** Empty: not stated, computed from the name, description and arguments as for any unknown tool. */
  effects: EffectClass[];
  /** A person reviews every call of this tool. */
  review: boolean;
  /** Which argument holds the amount moved, its currency, the record acted on, the recipient. */
  amount_arg: string | null;
  currency_arg: string | null;
  target_arg: string | null;
  recipient_arg: string | null;
  /**
   * Who said so. Entries an operator set (CLI, console) outrank what code computes; entries set with an
   * environment's API key (which an agent holds) can only add effect classes and review to what code computes.
   */
  source: 'operator' | 'api' | 'mcp' | 'openai' | 'anthropic';
}

/** A risk fact found in a call's arguments, its history or the input carrying it: each has its own reason code. */
export interface RiskFact {
  /** The reason code, e.g. SHELL_DOWNLOAD_EXECUTE. */
  code: string;
  /** At least this outcome. */
  effect: Exclude<Outcome, 'allow'>;
  /** What was found, in a few words, without quoting secrets (e.g. "pipes a download into sh"). */
  detail: string;
  /** The argument path it was found at (e.g. "arguments.command"), when there is one. */
  at?: string;
}

/**
 * A tool name in the contract's type pattern `^[a-z][a-z0-9_.:-]{0,63}$`: CamelCase and spaces become
 * snake_case words (`BinanceGetRealTimePrice` → `binance_get_real_time_price`), dots, colons and hyphens stay
 * (`gmail.send`), anything else becomes `_`. Null when nothing of a name is left.
 */
export function normaliseToolName(raw: string): string | null {
  const s = raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9_.:-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 64);
  return s.length > 0 ? s : null;
}
