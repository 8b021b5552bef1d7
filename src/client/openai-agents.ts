// The tool guard for the OpenAI Agents SDK (`@openai/agents`, an optional peer dependency, used for types
// only): wraps a function tool's invoke so Gatehouse decides each call before the tool runs. A refused call
// returns the Refusal as the tool's output, which the SDK hands to the model. The Agents SDK does not pass
// the conversation to a tool, so the user's request and history come from the `context` option, by default
// from the run's context object when it has `userRequest` / `history`.

import type { FunctionTool, RunContext } from '@openai/agents';
import { guard, newSessionId, type CallContext, type GuardOptions } from './guard';

export { GatehouseRefusal, type Refusal } from './guard';

export interface AgentsToolGuardOptions extends Omit<GuardOptions, 'name' | 'context' | 'description'> {
  agentId?: string;
  /** The session (`context.session_id`) of every call; by default one per run (its RunContext). */
  sessionId?: string;
  /** The user's request and history for a call, e.g. from your own run context. */
  context?: (args: unknown, runContext: RunContext<unknown> | undefined) => CallContext | Promise<CallContext>;
}

/** The run context's own `userRequest` / `history`, when the caller put them there. */
function fromRunContext(runContext: RunContext<unknown> | undefined): CallContext {
  const c = runContext?.context as { userRequest?: unknown; history?: unknown } | undefined;
  if (!c || typeof c !== 'object') return {};
  return {
    userRequest: typeof c.userRequest === 'string' ? c.userRequest : undefined,
    history: Array.isArray(c.history) ? c.history : undefined,
  };
}

/** One session id per run: the SDK makes one RunContext per run and hands it to every tool call of that run. */
const runSessions = new WeakMap<object, string>();
function sessionOfRun(runContext: RunContext<unknown> | undefined): string {
  if (!runContext) return newSessionId();
  let id = runSessions.get(runContext);
  if (!id) runSessions.set(runContext, (id = newSessionId()));
  return id;
}

/** The function tool with its invoke guarded; name and description are the tool's own. */
export function guardAgentsTool<T extends FunctionTool<any, any, any>>(tool: T, options: AgentsToolGuardOptions): T {
  const invoke = tool.invoke.bind(tool) as (runContext: RunContext<unknown>, input: string, details?: unknown) => Promise<unknown>;
  const guarded = guard<string, unknown, [RunContext<unknown>, unknown?]>(
    (input, runContext, details) => invoke(runContext, input, details),
    {
      ...options,
      name: tool.name,
      description: tool.description,
      onRefusal: options.onRefusal ?? 'return',
      context: async (args, runContext) => {
        const ctx = options.context ? await options.context(args, runContext) : fromRunContext(runContext);
        return { agentId: options.agentId, sessionId: options.sessionId ?? sessionOfRun(runContext), ...ctx };
      },
    },
  );
  // The SDK calls invoke(runContext, inputJson, details); the guard takes the arguments first.
  return { ...tool, invoke: (runContext: RunContext<unknown>, input: string, details?: unknown) => guarded(input, runContext, details) } as T;
}
