// A real HTTP server speaking two model wire formats, scripted per test: OpenAI chat completions
// (POST …/chat/completions) and Anthropic messages (POST …/messages). Scripts give answers, delays, errors,
// garbage, and connections that never answer. A script may be a list, consumed one call at a time (the last
// entry repeats), and may be set per path prefix (`url(name)`), so concurrent cases keep their own scripts.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEMANTIC_KEYS } from '../../src/contract/schemas';

export type Script =
  | { kind: 'answer'; answer: unknown; delayMs?: number; logprob?: number }
  /** An answer computed from the request's user message (e.g. picking candidate ids it lists). */
  | { kind: 'compute'; answer: (userMessage: string) => unknown }
  | { kind: 'status'; status: number; delayMs?: number }
  | { kind: 'raw'; body: string; delayMs?: number }
  | { kind: 'content'; content: string }
  | { kind: 'refusal' }
  | { kind: 'hang' };

export interface ModelStub {
  /** Base URL of the default script (…/v1). */
  baseUrl: string;
  /** Every request received: path, headers and parsed body. */
  requests: { path: string; headers: http.IncomingHttpHeaders; body: any }[];
  script(s: Script | Script[]): void;
  /** A base URL with its own script, for one case or one environment. */
  url(name: string, s: Script | Script[]): string;
  close(): Promise<void>;
}

export const semantic = (over: Record<string, number> = {}) => ({
  ...Object.fromEntries(SEMANTIC_KEYS.map((k) => [k, 0])),
  evidence_supports_action: 0.9,
  action_reversible: 0.8,
  ...over,
});

export const answer = (over: { semantic?: Record<string, number>; handling?: string; confidence?: number } = {}) => ({
  semantic: semantic(over.semantic),
  handling: over.handling ?? 'proceed',
  confidence: over.confidence ?? 0.9,
});

class Queue {
  private i = 0;
  constructor(private readonly list: Script[]) {}
  next(): Script {
    return this.list[Math.min(this.i++, this.list.length - 1)];
  }
}

const queue = (s: Script | Script[]) => new Queue(Array.isArray(s) ? s : [s]);

export async function startModelStub(): Promise<ModelStub> {
  let fallback = queue({ kind: 'answer', answer: answer() });
  const named = new Map<string, Queue>();
  const requests: ModelStub['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let parsed: any = body;
      try {
        parsed = JSON.parse(body);
      } catch {
        // kept as text
      }
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: parsed });
      const m = /^\/p\/([^/]+)\//.exec(path);
      let s = (m ? named.get(decodeURIComponent(m[1])) : undefined)?.next() ?? fallback.next();
      if (s.kind === 'hang') {
        hanging.add(res);
        return;
      }
      const anthropic = path.endsWith('/messages');
      if (s.kind === 'compute') {
        const user = anthropic ? parsed?.messages?.[0]?.content : parsed?.messages?.[1]?.content;
        s = { kind: 'answer', answer: s.answer(String(user ?? '')) };
      }
      const reply = () => {
        if (s.kind === 'status') res.writeHead(s.status, { 'content-type': 'application/json' }).end('{"error":{"message":"scripted"}}');
        else if (s.kind === 'raw') res.writeHead(200, { 'content-type': 'application/json' }).end(s.body);
        else {
          const tool = typeof parsed === 'object' && typeof parsed?.tool_choice?.name === 'string' ? parsed.tool_choice.name : 'record_assessment';
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(anthropic ? anthropicReply(s, tool) : openaiReply(s)));
        }
      };
      const delay = 'delayMs' in s ? (s.delayMs ?? 0) : 0;
      if (delay > 0) setTimeout(reply, delay);
      else reply();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}/v1`,
    requests,
    script: (s) => {
      fallback = queue(s);
    },
    url: (name, s) => {
      named.set(name, queue(s));
      return `${origin}/p/${encodeURIComponent(name)}/v1`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Replying = Extract<Script, { kind: 'answer' | 'content' | 'refusal' }>;

/** The candidate list of an intake selection request (the JSON line after "CANDIDATES:"). */
export function candidatesIn(userMessage: string): { id: string; kind: string; text: string; value: unknown }[] {
  const lines = userMessage.split('\n');
  const i = lines.indexOf('CANDIDATES:');
  return i >= 0 ? JSON.parse(lines[i + 1]) : [];
}

function openaiReply(s: Replying) {
  const content = s.kind === 'answer' ? JSON.stringify(s.answer) : s.kind === 'content' ? s.content : null;
  const message = s.kind === 'refusal' ? { role: 'assistant', content: null, refusal: 'I cannot help with that.' } : { role: 'assistant', content };
  const logprobs =
    s.kind === 'answer' && s.logprob !== undefined && typeof s.answer === 'object'
      ? { content: tokensWithHandlingLogprob(JSON.stringify(s.answer), s.logprob) }
      : null;
  return { id: 'chatcmpl-stub', object: 'chat.completion', choices: [{ index: 0, message, logprobs, finish_reason: 'stop' }] };
}

function anthropicReply(s: Replying, tool: string) {
  const base = { id: 'msg_stub', type: 'message', role: 'assistant', model: 'stub', usage: { input_tokens: 1, output_tokens: 1 } };
  if (s.kind === 'refusal') return { ...base, content: [], stop_reason: 'refusal' };
  if (s.kind === 'content') return { ...base, content: [{ type: 'text', text: s.content }], stop_reason: 'end_turn' };
  return { ...base, content: [{ type: 'tool_use', id: 'toolu_stub', name: tool, input: s.answer }], stop_reason: 'tool_use' };
}

/** Splits the JSON so the handling value is its own token carrying the given logprob. */
function tokensWithHandlingLogprob(json: string, logprob: number) {
  const m = /"handling":"/.exec(json)!;
  const cut = m.index + m[0].length;
  const end = json.indexOf('"', cut);
  return [
    { token: json.slice(0, cut), logprob: 0 },
    { token: json.slice(cut, end), logprob },
    { token: json.slice(end), logprob: 0 },
  ];
}
