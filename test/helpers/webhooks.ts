// A webhook receiver on loopback, as a customer's endpoint: it records every attempt and can refuse the first
// attempts of each event (by webhook-id) with a 500, as an endpoint in trouble does.

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A webhook receiver on loopback that answers 500 to the first `failures` attempts of each event, then 200. */
export async function webhookReceiver(failures: number) {
  const got: Received[] = [];
  const seen = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const n = (seen.get(id) ?? 0) + 1;
      seen.set(id, n);
      const status = n <= failures ? 500 : 200;
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered: status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/gatehouse`;
  return { got, url, stop: () => new Promise<void>((r) => server.close(() => r())) };
}
