// A loopback HTTP server answering scripted replies in turn (the last one repeats), recording each request:
// for client behaviour that the real service cannot be made to show on demand (503, hangs, 0.5.0 approvals).

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
export type Answer = { status: number; body?: unknown; headers?: Record<string, string>; hang?: boolean };

/** A loopback server that answers each request with the next scripted answer and records what it got. */
export async function stub(answers: Answer[]): Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const a = answers[Math.min(seen.length - 1, answers.length - 1)];
      if (a.hang) return; // never answers: the client's timeout must end it
      res.writeHead(a.status, { 'content-type': 'application/json', ...(a.headers ?? {}) });
      res.end(a.body === undefined ? '' : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
