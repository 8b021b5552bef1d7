// The MCP gateway's session: one downstream MCP client (over stdio or a Streamable HTTP session) in front of one
// upstream MCP server started over stdio, both through the official SDK's low-level Server and Client. The
// upstream is started when the client's `initialize` arrives, with the client's own info and capabilities, and
// the client is answered with the upstream's info, capabilities and instructions. Every request and
// notification passes through unchanged in both directions (fallback handlers, progress and cancellation
// carried across), except `tools/call`, which Gatehouse decides first (gate.ts). `tools/list` also feeds the
// gateway's book of tool descriptions and Gatehouse's tool catalogue.

import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  McpError,
  ResultSchema,
  isJSONRPCRequest,
  type ClientCapabilities,
  type Implementation,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type MessageExtraInfo,
  type Notification,
  type Request,
  type Result,
} from '@modelcontextprotocol/sdk/types.js';
import { errorName, log } from '../lib/log';
import { gateToolCall, type PersonAnswer } from './gate';
import type { GateDecision, GatehousePort, McpTool } from './port';

export interface GatewayOptions {
  /** The upstream MCP server's command and arguments. */
  command: string;
  args: string[];
  /** The upstream's environment (the gateway's own, less the Gatehouse key). */
  env: Record<string, string>;
  gatehouse: GatehousePort;
  /** How long a review waits for a person, in seconds. */
  waitSeconds: number;
  /** Actor.name of the evaluations; else the MCP client's name. */
  agent?: string;
  catalogue: CatalogueFeed;
  version: string;
}

export interface Session {
  /** Resolves when either side has closed (and the other has been closed with it). */
  closed: Promise<void>;
  close(): Promise<void>;
}

/** A forwarded request waits this long at most: the client's own cancellation ends it sooner. */
const FORWARD_TIMEOUT_MS = 24 * 60 * 60 * 1000;
/** Pages of tools/list read for the book and the catalogue. */
const TOOL_PAGES_MAX = 50;
const ARGUMENTS_SHOWN = 1000;

type AnyExtra = RequestHandlerExtra<Request, Notification>;
type Side = Client | Server;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A transport whose first messages were read before the session's Server existed (the upstream is started
 * from the client's initialize): they are handed over on start, and everything after goes straight through.
 */
class Primed implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;

  constructor(
    private readonly inner: Transport,
    private readonly buffered: { message: JSONRPCMessage; extra?: MessageExtraInfo }[],
  ) {}

  get sessionId() {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    this.inner.onmessage = (m, e) => this.onmessage?.(m, e);
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (e) => this.onerror?.(e);
    for (const b of this.buffered.splice(0)) this.onmessage?.(b.message, b.extra);
  }

  send(message: JSONRPCMessage, options?: Parameters<Transport['send']>[1]) {
    return this.inner.send(message, options);
  }

  close() {
    return this.inner.close();
  }

  setProtocolVersion(version: string) {
    this.inner.setProtocolVersion?.(version);
  }
}

/**
 * Pass one request to the other side; its progress comes back under the caller's own token (each sent before
 * the result, in order), its cancellation goes on.
 */
async function forward(to: Side, request: JSONRPCRequest, extra: AnyExtra): Promise<Result> {
  const token = (request.params?._meta as { progressToken?: string | number } | undefined)?.progressToken;
  let sent: Promise<void> = Promise.resolve();
  const onprogress =
    token === undefined
      ? undefined
      : (p: Record<string, unknown>) => {
          sent = sent.then(() => extra.sendNotification({ method: 'notifications/progress', params: { ...p, progressToken: token } })).catch(() => undefined);
        };
  const r = { method: request.method, params: request.params } as never;
  const result = await (to as Client).request(r, ResultSchema, {
    signal: extra.signal,
    timeout: FORWARD_TIMEOUT_MS,
    ...(onprogress ? { onprogress, resetTimeoutOnProgress: true } : {}),
  });
  if (onprogress) {
    await sent;
    // The SDK reads a notification a microtask after a response that came in the same chunk, and drops
    // progress for a request already answered: the result goes out a turn after the last progress.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

/**
 * Feeds Gatehouse's tool catalogue with the upstream's tools (names, descriptions, annotations), once per
 * distinct list, as an MCP import through the API. A refusal (403: catalogue writes need an admin key) is
 * logged once and feeding stops; the gateway works without it.
 */
export class CatalogueFeed {
  private last = '';
  private stopped = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly warned = new Set<string>();

  constructor(private readonly port: GatehousePort) {}

  feed(tools: McpTool[]): Promise<void> {
    const list = tools.map((t) => ({
      name: t.name,
      ...(t.description !== undefined ? { description: t.description } : {}),
      ...(t.annotations !== undefined ? { annotations: t.annotations } : {}),
      ...(t.inputSchema !== undefined ? { inputSchema: t.inputSchema } : {}),
    }));
    const key = JSON.stringify(list);
    if (this.stopped || key === this.last || list.length === 0) return this.chain;
    this.last = key;
    this.chain = this.chain.then(() => this.send(list));
    return this.chain;
  }

  private async send(list: McpTool[]): Promise<void> {
    for (let i = 0; i < list.length && !this.stopped; i += CatalogueFeed.CHUNK) {
      let chunk = list.slice(i, i + CatalogueFeed.CHUNK);
      // An import body is at most 256 KB: the parameter schemas go first when a chunk is larger.
      if (JSON.stringify(chunk).length > CatalogueFeed.BODY_MAX) chunk = chunk.map(({ inputSchema: _drop, ...t }) => t);
      try {
        await this.port.importTools(chunk);
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status === 403 || status === 401) {
          this.stopped = true;
          log.warn('mcp gateway: the tool catalogue was not fed: Gatehouse refused the import (catalogue writes need an admin key); an operator can import the tools/list with `gatehouse tools import --format mcp`', { status });
          return;
        }
        const kind = status === undefined ? errorName(err).split(':')[0] : String(status);
        if (!this.warned.has(kind)) {
          this.warned.add(kind);
          log.warn('mcp gateway: feeding the tool catalogue failed; tool calls are still decided', { status: status ?? null, error: kind });
        }
        this.last = '';
        return;
      }
    }
  }

  static readonly CHUNK = 500;
  static readonly BODY_MAX = 250_000;
}

/** The tools the upstream listed: their descriptions go with each evaluation. */
class ToolBook {
  private readonly tools = new Map<string, McpTool>();

  set(list: unknown, replace: boolean): McpTool[] {
    if (replace) this.tools.clear();
    const added: McpTool[] = [];
    if (!Array.isArray(list)) return added;
    for (const t of list) {
      if (!isRecord(t) || typeof t.name !== 'string') continue;
      const tool: McpTool = {
        name: t.name,
        ...(typeof t.description === 'string' ? { description: t.description } : {}),
        ...(isRecord(t.annotations) ? { annotations: t.annotations } : {}),
        ...(t.inputSchema !== undefined ? { inputSchema: t.inputSchema } : {}),
      };
      this.tools.set(t.name, tool);
      added.push(tool);
    }
    return added;
  }

  all(): McpTool[] {
    return [...this.tools.values()];
  }

  description(name: string): string | undefined {
    return this.tools.get(name)?.description;
  }
}

/** The client's capabilities the upstream may use through the gateway (it asks the client, the gateway passes it on). */
function upstreamCapabilities(caps: unknown): ClientCapabilities {
  return isRecord(caps) ? (caps as ClientCapabilities) : {};
}

/**
 * Serve one downstream client on `downstream`. Reads the client's initialize first (the transport must not
 * have been started), starts the upstream with it, then connects the gateway's Server and replays it.
 */
export function openSession(downstream: Transport, opts: GatewayOptions): Promise<Session> {
  const buffered: { message: JSONRPCMessage; extra?: MessageExtraInfo }[] = [];
  // Registered before anything else, synchronously: an HTTP transport delivers the initialize as soon as it is handed the request.
  const init = new Promise<JSONRPCRequest>((resolve, reject) => {
    downstream.onmessage = (message, extra) => {
      buffered.push({ message, extra });
      if (isJSONRPCRequest(message) && message.method === 'initialize') resolve(message);
    };
    downstream.onclose = () => reject(new Error('the client closed before initialize'));
    downstream.onerror = () => undefined;
  });
  init.catch(() => undefined);
  return start(downstream, init, buffered, opts);
}

async function start(
  downstream: Transport,
  initP: Promise<JSONRPCRequest>,
  buffered: { message: JSONRPCMessage; extra?: MessageExtraInfo }[],
  opts: GatewayOptions,
): Promise<Session> {
  await downstream.start();
  const init = await initP;
  const params = isRecord(init.params) ? init.params : {};
  const clientInfo: Implementation = isRecord(params.clientInfo) && typeof params.clientInfo.name === 'string' ? (params.clientInfo as Implementation) : { name: 'mcp-client', version: '0' };

  const upstream = new Client(clientInfo, { capabilities: upstreamCapabilities(params.capabilities) });
  upstream.onerror = (err) => log.debug('mcp gateway: upstream protocol error', { error: err.name });
  try {
    await upstream.connect(new StdioClientTransport({ command: opts.command, args: opts.args, env: opts.env, stderr: 'inherit' }));
  } catch (err) {
    log.error('mcp gateway: the MCP server could not be started', { error: errorName(err).split(':')[0] });
    await downstream
      .send({ jsonrpc: '2.0', id: init.id, error: { code: ErrorCode.InternalError, message: 'The gateway could not start its MCP server.' } })
      .catch(() => undefined);
    await upstream.close().catch(() => undefined);
    await downstream.close().catch(() => undefined);
    throw err;
  }

  const book = new ToolBook();
  const caps = upstream.getServerCapabilities() ?? {};
  const readTools = async () => {
    let cursor: string | undefined;
    const all: unknown[] = [];
    for (let page = 0; page < TOOL_PAGES_MAX; page++) {
      const r = await upstream.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, ResultSchema, { timeout: 60_000 });
      if (Array.isArray(r.tools)) all.push(...r.tools);
      cursor = typeof r.nextCursor === 'string' ? r.nextCursor : undefined;
      if (!cursor) break;
    }
    book.set(all, true);
    void opts.catalogue.feed(book.all());
  };
  if (caps.tools) {
    await readTools().catch((err) => log.warn('mcp gateway: the MCP server did not list its tools', { error: errorName(err).split(':')[0] }));
  }

  const serverInfo = upstream.getServerVersion() ?? { name: 'gatehouse-mcp-gateway', version: opts.version };
  const server = new Server(serverInfo, { capabilities: caps, instructions: upstream.getInstructions() });
  // The SDK's own logging/setLevel would answer here; the upstream's level is the one that counts.
  server.removeRequestHandler('logging/setLevel');
  server.onerror = (err) => log.debug('mcp gateway: client protocol error', { error: err.name });
  const agent = (opts.agent ?? clientInfo.name).trim().slice(0, 128) || 'mcp-client';
  const reviewer = `mcp:${clientInfo.name}`.slice(0, 256);
  // One session per client session: the session and window rules count and follow its calls together.
  const sessionId = `mcp-${randomUUID()}`;

  const callTool = async (request: JSONRPCRequest, extra: AnyExtra): Promise<Result> => {
    const p = isRecord(request.params) ? request.params : {};
    if (typeof p.name !== 'string' || (p.arguments !== undefined && !isRecord(p.arguments))) {
      throw new McpError(ErrorCode.InvalidParams, 'tools/call needs a tool name and arguments as an object');
    }
    const meta = isRecord(p._meta) ? p._meta : {};
    const userRequest = [meta.user_request, meta.userRequest].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const elicitation = server.getClientCapabilities()?.elicitation;
    const canAsk = isRecord(elicitation) && isRecord(elicitation.form);
    const ask = canAsk
      ? async (d: GateDecision): Promise<PersonAnswer> => {
          const args = JSON.stringify(p.arguments ?? {});
          const r = await server.elicitInput(
            {
              mode: 'form',
              message:
                `Gatehouse asks you to review a tool call before it is made (decision ${d.decision_id}; reason codes: ${d.reason_codes.join(', ') || 'none'}).\n` +
                `Tool: ${p.name}\nArguments: ${args.length > ARGUMENTS_SHOWN ? `${args.slice(0, ARGUMENTS_SHOWN)}…` : args}`,
              requestedSchema: {
                type: 'object',
                properties: { approve: { type: 'boolean', title: 'Make this call', description: 'Yes makes the call; no refuses it. Your answer is recorded as the verdict.', default: false } },
                required: ['approve'],
              },
            },
            { relatedRequestId: extra.requestId, signal: extra.signal, timeout: Math.max(opts.waitSeconds, 30) * 1000 },
          );
          if (r.action === 'accept') return r.content?.approve === true ? 'approved' : 'denied';
          return r.action === 'decline' ? 'denied' : 'dismissed';
        }
      : null;
    const outcome = await gateToolCall(
      {
        name: p.name,
        arguments: (p.arguments as Record<string, unknown> | undefined) ?? {},
        description: book.description(p.name),
        userRequest,
        history: Array.isArray(meta.history) ? meta.history : undefined,
        agent,
        sessionId,
      },
      { port: opts.gatehouse, waitSeconds: opts.waitSeconds, ask, reviewer, signal: extra.signal },
    );
    log.info('mcp gateway: tools/call', { forwarded: outcome.forward, decision_id: outcome.forward ? outcome.decisionId : outcome.result._meta['gatehouse/decision'].decision_id });
    if (!outcome.forward) return outcome.result;
    return forward(upstream, request, extra);
  };

  server.fallbackRequestHandler = async (request, extra) => {
    if (request.method === 'tools/call') return callTool(request, extra);
    const result = await forward(upstream, request, extra);
    if (request.method === 'tools/list') {
      const first = !isRecord(request.params) || request.params.cursor === undefined;
      book.set(result.tools, first);
      if (first && result.nextCursor === undefined) void opts.catalogue.feed(book.all());
    }
    return result;
  };
  server.fallbackNotificationHandler = (n) => upstream.notification(n as never);
  upstream.fallbackRequestHandler = (request, extra) => forward(server, request, extra as AnyExtra) as never;
  upstream.fallbackNotificationHandler = async (n) => {
    if (n.method === 'notifications/tools/list_changed') {
      void readTools().catch((err) => log.warn('mcp gateway: the MCP server did not list its tools', { error: errorName(err).split(':')[0] }));
    }
    await server.notification(n as never);
  };

  let resolveClosed!: () => void;
  const closed = new Promise<void>((r) => (resolveClosed = r));
  let closing = false;
  const close = async () => {
    if (closing) return closed;
    closing = true;
    await Promise.allSettled([server.close(), upstream.close()]);
    resolveClosed();
  };
  upstream.onclose = () => void close();
  server.onclose = () => void close();

  await server.connect(new Primed(downstream, buffered));
  return { closed, close };
}
