// PROVISIONAL (replaced by the tool-call shapes branch at merge): the structured path's context read as a
// conversation: the user's request apart from everything else.

import type { Conversation, HistoryItem } from './types';

const USER = new Set(['user_request', 'user_input', 'user_instruction', 'user_message', 'instruction', 'task', 'goal', 'request']);

export function readConversation(context: unknown): Conversation {
  if (typeof context === 'string') return { userRequest: context.slice(0, 20_000), history: [{ role: 'user', content: context.slice(0, 20_000) }] };
  const user: string[] = [];
  const history: HistoryItem[] = [];
  if (context && typeof context === 'object' && !Array.isArray(context)) {
    for (const [k, v] of Object.entries(context as Record<string, unknown>)) {
      if (USER.has(k.toLowerCase()) && typeof v === 'string') user.push(v);
      if (Array.isArray(v) && /^(history|messages|conversation)$/i.test(k)) {
        for (const item of v.slice(0, 200)) {
          if (!item || typeof item !== 'object') continue;
          const { role, content, tool } = item as Record<string, unknown>;
          if (role !== 'user' && role !== 'assistant' && role !== 'tool' && role !== 'system') continue;
          const text = typeof content === 'string' ? content : JSON.stringify(content ?? '');
          history.push({ role, content: text.slice(0, 20_000), ...(typeof tool === 'string' ? { tool } : {}) });
          if (role === 'user') user.push(text);
        }
      }
      if (/^(tool_results?|tool_outputs?|observations?)$/i.test(k)) history.push({ role: 'tool', content: JSON.stringify(v).slice(0, 20_000) });
    }
  }
  return { userRequest: user.join('\n'), history };
}
