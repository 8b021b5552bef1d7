// A real HTTP server speaking the OpenAI chat-completions wire format, scripted per test: answers,
// delays, errors, garbage, and connections that never answer.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEMANTIC_KEYS } from '../../src/contract/schemas';

export type Script =
  | { kind: 'answer'; answer: unknown; delayMs?: number; logprob?: number }
  | { kind: 'status'; status: number; delayMs?: number }
  | { kind: 'raw'; body: string; delayMs?: number }
  | { kind: 'content'; content: string }
  | { kind: 'refusal' }
  | { kind: 'hang' };

export interface ModelStub {
  baseUrl: string;
  requests: any[];
  script(s: Script): void;
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

export async function startModelStub(): Promise<ModelStub> {
  let current: Script = { kind: 'answer', answer: answer() };
  const requests: any[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        requests.push({ path: req.url, headers: req.headers, body: JSON.parse(body) });
      } catch {
        requests.push({ path: req.url, headers: req.headers, body });
      }
      const s = current;
      if (s.kind === 'hang') {
        hanging.add(res);
        return;
      }
      const reply = () => {
        if (s.kind === 'status') {
          res.writeHead(s.status, { 'content-type': 'application/json' }).end('{"error":{"message":"scripted"}}');
        } else if (s.kind === 'raw') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(s.body);
        } else {
          const content = s.kind === 'answer' ? JSON.stringify(s.answer) : s.kind === 'content' ? s.content : null;
          const message = s.kind === 'refusal' ? { role: 'assistant', content: null, refusal: 'I cannot help with that.' } : { role: 'assistant', content };
          const logprobs =
            s.kind === 'answer' && s.logprob !== undefined && typeof s.answer === 'object'
              ? { content: tokensWithHandlingLogprob(JSON.stringify(s.answer), s.logprob) }
              : null;
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion', choices: [{ index: 0, message, logprobs, finish_reason: 'stop' }] }));
        }
      };
      const delay = 'delayMs' in s ? (s.delayMs ?? 0) : 0;
      if (delay > 0) setTimeout(reply, delay);
      else reply();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (s) => {
      current = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
