// Where, in a caller's context, the user's own words and the untrusted tool data are: by their keys, else
// read as a conversation. Shared by the builtin model's scores (builtin.ts) and its learned judge (judge.ts).

import { stringsOf } from '../domain/evidence';
import { readConversation } from '../toolcall/conversation';

// Where, in the caller's context, the user's own words and the untrusted tool data are found.
const USER_KEYS = new Set(['user_request', 'user_instruction', 'user_message', 'user_input', 'user_prompt', 'user_goal', 'instruction', 'task', 'goal']);

const DATA_KEYS = new Set([
  'tool_results', 'tool_result', 'tool_outputs', 'tool_output', 'tool_responses', 'tool_response', 'observations', 'observation',
  'retrieved', 'retrieved_documents', 'documents', 'search_results', 'web_content', 'page_content', 'emails', 'email_body', 'inbox',
]);

export interface ContextParts {
  /** The user's own words, when the context names them. */
  user: string;
  /** What tools returned and other retrieved content: untrusted data. */
  data: string;
}

/** Splits a context object into the user's request and tool data by its keys (any depth); the rest is neither. */
export function contextParts(context: unknown): ContextParts {
  const user: string[] = [];
  const data: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 4 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const key = k.toLowerCase().replace(/[\s-]+/g, '_');
      if (USER_KEYS.has(key)) stringsOf(x, user);
      else if (DATA_KEYS.has(key)) stringsOf(x, data);
      else walk(x, depth + 1);
    }
  };
  walk(context, 0);
  return { user: user.join('\n'), data: data.join('\n') };
}

/** The user's request and the tool data of a context: by its keys, else read as a conversation (chat messages, a history of tool calls and outputs). */
export function requestAndData(context: unknown): ContextParts {
  const parts = contextParts(context);
  if (!parts.user || !parts.data) {
    const conv = readConversation(context);
    if (!parts.user) parts.user = conv.userRequest;
    if (!parts.data) parts.data = conv.history.filter((h) => h.role === 'tool').map((h) => h.content).join('\n');
  }
  return parts;
}
