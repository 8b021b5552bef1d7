// The MCP gateway as a user runs it (`node bin/gatehouse.js mcp-proxy … -- COMMAND`), in front of real MCP
// servers installed from npm, driven by the official MCP SDK's Client over stdio or Streamable HTTP.

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, type ClientCapabilities, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { BIN } from './cli';

const MODULES = path.join(__dirname, '..', '..', 'node_modules', '@modelcontextprotocol');
/** The upstream servers: the official filesystem server (over a folder) and the "everything" server. */
export const filesystemServer = (dir: string) => [process.execPath, path.join(MODULES, 'server-filesystem', 'dist', 'index.js'), dir];
export const everythingServer = () => [process.execPath, path.join(MODULES, 'server-everything', 'dist', 'index.js'), 'stdio'];

export interface GatewayClient {
  client: Client;
  /** What the gateway (and its upstream) wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export interface ClientOptions {
  /** Declares elicitation and answers each request with this (the request's message is passed in). */
  elicit?: (message: string) => ElicitResult;
  name?: string;
  /** More capabilities to declare, and handlers to set on the client before it connects. */
  capabilities?: ClientCapabilities;
  setup?: (client: Client) => void;
}

function newClient(o: ClientOptions): Client {
  const client = new Client({ name: o.name ?? 'gateway-test', version: '1.0.0' }, { capabilities: { ...(o.elicit ? { elicitation: { form: {} } } : {}), ...(o.capabilities ?? {}) } });
  if (o.elicit) client.setRequestHandler(ElicitRequestSchema, async (r) => o.elicit!(r.params.message));
  o.setup?.(client);
  return client;
}

/** Gateway over stdio: the client starts `gatehouse mcp-proxy` itself, as Claude Desktop does. */
export async function stdioGateway(gatewayArgs: string[], upstream: string[], o: ClientOptions & { env?: Record<string, string> } = {}): Promise<GatewayClient> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp-proxy', ...gatewayArgs, '--', ...upstream],
    env: { ...(process.env as Record<string, string>), ...(o.env ?? {}) },
    stderr: 'pipe',
  });
  let err = '';
  transport.stderr!.on('data', (c) => (err += c));
  const client = newClient(o);
  await client.connect(transport);
  return { client, stderr: () => err, close: () => client.close() };
}

export interface HttpGateway {
  url: string;
  process: ChildProcess;
  stderr(): string;
  connect(o?: ClientOptions): Promise<Client>;
  stop(): Promise<void>;
}

/** Gateway over Streamable HTTP (`--listen 0`): resolves once it says where it listens. */
export function httpGateway(gatewayArgs: string[], upstream: string[], env: Record<string, string> = {}): Promise<HttpGateway> {
  const child = spawn(process.execPath, [BIN, 'mcp-proxy', '--listen', '0', ...gatewayArgs, '--', ...upstream], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  const clients: Client[] = [];
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (c) => {
      err += c;
      const m = /"msg":"mcp gateway listening","url":"([^"]+)"/.exec(err);
      if (!m) return;
      resolve({
        url: m[1],
        process: child,
        stderr: () => err,
        connect: async (o = {}) => {
          const client = newClient(o);
          await client.connect(new StreamableHTTPClientTransport(new URL(m[1])));
          clients.push(client);
          return client;
        },
        stop: async () => {
          await Promise.allSettled(clients.map((c) => c.close()));
          if (child.exitCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          }
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`mcp-proxy exited with ${code}: ${err}`)));
  });
}

/** The text of a tool result's first content item. */
export const textOf = (r: unknown) => ((r as { content?: { type: string; text?: string }[] }).content?.[0]?.text ?? '') as string;
