// Agent tool calls: the shapes every part of the tool-call path shares. A tool call is a tool's name (its
// maker's, normalised to the contract's type pattern) and its arguments; what it does is computed in code as
// effect classes, and what is risky about its arguments as risk facts, each with its own reason code.
// Pure types and small pure helpers only: no I/O, safe to import from workflows.

import type { EffectClass, ToolCallShape } from '../contract/tools';

export type { RiskFact } from '../domain/types';
export { EFFECT_CLASSES, TOOL_CALL_SHAPES, normaliseToolName, type EffectClass, type ToolCallShape } from '../contract/tools';



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

