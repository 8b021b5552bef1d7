// The gateway over Streamable HTTP on 127.0.0.1 (`--listen PORT`): one MCP session per client, each with its
// own upstream server process, started at the session's initialize and stopped when the session ends. Only
// loopback Host headers are served (the SDK's DNS-rebinding guard).

import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { localhostHostValidation } from '@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { errorName, log } from '../lib/log';
import { openSession, type GatewayOptions, type Session } from './gateway';

/** A JSON-RPC body over HTTP is read up to this size (tool arguments can be large). */
const BODY_LIMIT = '4mb';
/** Sessions served at once; past it a new client is answered 503. */
const SESSIONS_MAX = 64;

export interface Listening {
  url: string;
  close(): Promise<void>;
}

const rpcError = (res: Response, status: number, message: string) =>
  res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });

export async function listen(port: number, opts: GatewayOptions): Promise<Listening> {
  const transports = new Map<string, StreamableHTTPServerTransport>();
  const sessions = new Set<Promise<Session | null>>();
  const app = express();
  app.use(localhostHostValidation());
  app.use(express.json({ limit: BODY_LIMIT }));

  const existing = (req: Request): StreamableHTTPServerTransport | null | undefined => {
    const id = req.headers['mcp-session-id'];
    return typeof id === 'string' ? (transports.get(id) ?? null) : undefined;
  };

  app.post('/mcp', async (req, res) => {
    const found = existing(req);
    if (found === null) return void rpcError(res, 404, 'Session not found');
    if (found) return void (await found.handleRequest(req, res, req.body));
    if (!isInitializeRequest(req.body)) return void rpcError(res, 400, 'Bad Request: no session; send initialize first');
    if (sessions.size >= SESSIONS_MAX) return void rpcError(res, 503, 'Too many sessions');
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void transports.set(id, transport),
    });
    const opening: Promise<Session | null> = openSession(transport, opts).then(
      (s) => {
        void s.closed.then(() => {
          if (transport.sessionId) transports.delete(transport.sessionId);
          sessions.delete(opening);
        });
        return s;
      },
      (err) => {
        log.warn('mcp gateway: a session could not be opened', { error: errorName(err).split(':')[0] });
        sessions.delete(opening);
        return null;
      },
    );
    sessions.add(opening);
    await transport.handleRequest(req, res, req.body);
  });

  const other = async (req: Request, res: Response) => {
    const found = existing(req);
    if (!found) return void rpcError(res, found === null ? 404 : 400, found === null ? 'Session not found' : 'Bad Request: no session');
    await found.handleRequest(req, res);
  };
  app.get('/mcp', other);
  app.delete('/mcp', other);

  const http = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    http.once('listening', resolve);
    http.once('error', reject);
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  return {
    url,
    close: async () => {
      const open = await Promise.all([...sessions]);
      await Promise.allSettled(open.map((s) => s?.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
