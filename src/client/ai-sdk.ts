// The tool guard for the Vercel AI SDK (`ai`, an optional peer dependency, used for types only): wraps a
// tool()'s execute so Gatehouse decides each call. The user's request and the conversation come from the
// messages the SDK hands to execute; a refused call returns a Refusal as the tool's result, so the model
// reads the reason codes and the missing fields and can tell or ask the user.

import type { ModelMessage, ToolExecutionOptions } from 'ai' with { 'resolution-mode': 'import' };
import { guard, newSessionId, type CallContext, type GuardOptions } from './guard';

export { GatehouseRefusal, type Refusal } from './guard';

type Executable = { execute?: (input: never, options: ToolExecutionOptions<never>) => unknown };

export interface AiToolGuardOptions extends Omit<GuardOptions, 'name' | 'context'> {
  /** The tool's name as the model calls it (the key in `tools`). */
  name: string;
  /** The agent's name sent as `actor.name` (default the client's `agent`). */
  agentId?: string;
  /** The session (`context.session_id`) of every call; by default one per guardAiTool / guardAiTools call, so guard the tools per run. */
  sessionId?: string;
  /** Replaces the context read from the messages. */
  context?: (input: unknown, options: ToolExecutionOptions<unknown>) => CallContext | Promise<CallContext>;
}

const textOf = (content: unknown): string => {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((p: { type?: string; text?: string }) => (p && p.type === 'text' && typeof p.text === 'string' ? p.text : ''))
    .filter((s) => s !== '')
    .join('\n');
};

const outputText = (output: unknown): string => {
  const o = output as { type?: string; value?: unknown } | undefined;
  if (!o || typeof o !== 'object') return '';
  return typeof o.value === 'string' ? o.value : JSON.stringify(o.value ?? null);
};

/** The user's last request and every turn in order (tool calls and tool outputs included) from AI SDK messages. */
export function contextFromMessages(messages: readonly ModelMessage[]): CallContext {
  let userRequest: string | null = null;
  const history: unknown[] = [];
  for (const m of messages) {
    if (m.role === 'system') continue;
    if (m.role === 'user') {
      userRequest = textOf(m.content) || userRequest;
      history.push({ role: 'user', content: textOf(m.content) });
    } else if (m.role === 'assistant') {
      const text = textOf(m.content);
      if (text) history.push({ role: 'assistant', content: text });
      if (Array.isArray(m.content)) {
        for (const p of m.content) {
          if (p.type === 'tool-call') history.push({ role: 'assistant', tool: p.toolName, content: `${p.toolName}(${JSON.stringify(p.input ?? {})})` });
        }
      }
    } else if (m.role === 'tool') {
      for (const p of m.content) {
        if (p.type === 'tool-result') history.push({ role: 'tool', tool: p.toolName, content: outputText(p.output) });
      }
    }
  }
  return { userRequest, history };
}

/** The AI SDK tool with its execute guarded. A tool without execute (client-side) is returned as it is. */
export function guardAiTool<T extends Executable>(tool: T, options: AiToolGuardOptions): T {
  const execute = tool.execute as ((input: unknown, o: ToolExecutionOptions<unknown>) => unknown) | undefined;
  if (!execute) return tool;
  const sessionId = options.sessionId ?? newSessionId();
  const guarded = guard((input: unknown, o: ToolExecutionOptions<unknown>) => execute(input, o), {
    ...options,
    onRefusal: options.onRefusal ?? 'return',
    context: async (input, o) => {
      const ctx = options.context ? await options.context(input, o) : contextFromMessages(o?.messages ?? []);
      return { agentId: options.agentId, sessionId, ...ctx };
    },
  });
  return { ...tool, execute: guarded } as T;
}

/** Every tool of a `tools` record guarded, each under its key as its name. */
export function guardAiTools<T extends Record<string, Executable>>(tools: T, options: Omit<AiToolGuardOptions, 'name'>): T {
  const out: Record<string, Executable> = {};
  // One session for the tools guarded together (guard them per run, or pass sessionId).
  const sessionId = options.sessionId ?? newSessionId();
  for (const [name, t] of Object.entries(tools)) out[name] = guardAiTool(t, { ...options, name, sessionId });
  return out as T;
}
