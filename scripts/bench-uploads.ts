// How the service's input limits behave, in figures (issue 25); not a timed test.
// 1. When a stalled upload, a trickle of one byte every 4 s and headers that never end are cut, on real
//    loopback sockets, by the API's own server and body reader (createApiServer, bodyDeadline, readBody)
//    with the request timeout GATEHOUSE_REQUEST_TIMEOUT_MS (default 30000). Before issue 25: 85.7 s.
// 2. What reading a JSON body costs (strict UTF-8, parse, depth, duplicate keys, storable text), on a
//    request-sized body and on a ~200 KB one, and the duplicate-key check's share.
// Usage: npm run build && GATEHOUSE_REQUEST_TIMEOUT_MS=30000 node dist/scripts/bench-uploads.js

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApiServer } from '../src/api/app';
import { bodyDeadline, DEFAULT_REQUEST_TIMEOUT_MS, duplicateKeys, parseJson, readBody } from '../src/api/body';
import { errorMiddleware } from '../src/api/errors';

/** Connects, writes `head`, then one byte every `everyMs` when `trickle`; resolves with the seconds until the server closed and its status line. */
function exchange(port: number, head: string, trickle: boolean, everyMs: number): Promise<{ seconds: number; status: string }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      if (trickle) timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    });
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (performance.now() - t0) / 1000, status: answer.split('\r\n')[0] || '(closed without an answer)' });
    });
  });
}

async function timeouts(timeoutMs: number): Promise<void> {
  const app = express();
  app.use(bodyDeadline(timeoutMs));
  app.post('/upload', async (req, res) => {
    res.json({ bytes: (await readBody(req, 256 * 1024)).length });
  });
  app.use(errorMiddleware);
  const server = createApiServer(app, timeoutMs);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  const head = 'POST /upload HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":';
  const cases: [string, Promise<{ seconds: number; status: string }>][] = [
    ['stalled body', exchange(port, head, false, 0)],
    ['trickle, 1 byte / 4 s', exchange(port, head, true, 4000)],
    ['headers that never end', exchange(port, 'POST /upload HTTP/1.1\r\nHost: bench\r\n', false, 0)],
  ];
  console.log(`request timeout ${timeoutMs} ms (GATEHOUSE_REQUEST_TIMEOUT_MS):`);
  for (const [what, p] of cases) {
    const r = await p;
    console.log(`  ${what.padEnd(24)} cut after ${r.seconds.toFixed(2)} s: ${r.status}`);
  }
  await new Promise<void>((r) => server.close(() => r()));
}

function perCall(f: () => unknown, n: number): number {
  for (let i = 0; i < Math.min(50, n); i++) f();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) f();
  return Number(process.hrtime.bigint() - t0) / 1000 / n;
}

function jsonCosts(): void {
  const small = Buffer.from(
    JSON.stringify({
      action: { type: 'refund', amount: 40, currency: 'EUR', target: 'order_1042', description: 'Refund order_1042: parcel arrived damaged' },
      actor: { name: 'support-bot' },
      context: { user_request: 'please refund my damaged parcel', history: ['looked up order_1042', 'checked the photos'] },
    }),
  );
  const items = Array.from({ length: 2500 }, (_, i) => ({ id: i, name: `item ${i}`, note: 'x'.repeat(40) }));
  const large = Buffer.from(JSON.stringify({ action: { type: 'refund', amount: 40, currency: 'EUR' }, actor: { name: 'bot' }, context: { items } }));
  console.log('reading a JSON body (µs per body, this process, warm):');
  for (const [what, body, n] of [
    ['request-sized', small, 20_000],
    ['~200 KB', large, 100],
  ] as const) {
    const text = body.toString('utf8');
    const parse = perCall(() => JSON.parse(text), n);
    const all = perCall(() => parseJson(body, 'evaluate'), n);
    const dups = perCall(() => duplicateKeys(text), n);
    console.log(`  ${what.padEnd(14)} ${String(body.length).padStart(7)} B: JSON.parse ${parse.toFixed(1)}, the whole reader ${all.toFixed(1)}, of which duplicate keys ${dups.toFixed(1)}`);
  }
}

async function main(): Promise<void> {
  const timeoutMs = Number(process.env.GATEHOUSE_REQUEST_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUT_MS);
  jsonCosts();
  await timeouts(timeoutMs);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
