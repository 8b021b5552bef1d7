// gatehouse mcp-proxy: the MCP gateway's command line. Reads its options (and GATEHOUSE_URL /
// GATEHOUSE_API_KEY), starts the upstream MCP server per client session and serves it over stdio (stdout is
// the protocol: everything the gateway says goes to stderr) or Streamable HTTP on 127.0.0.1.

import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { errorName, log, setLogLevel } from '../lib/log';
import { VERSION } from '../runtime/version';
import { CatalogueFeed, openSession, type GatewayOptions } from '../mcp/gateway';
import { clientGatehouse } from '../mcp/gatehouse';
import { listen } from '../mcp/http';

const DEFAULT_WAIT_S = 300;

export const MCP_PROXY_USAGE = `gatehouse mcp-proxy [--url URL] [--key KEY] [--wait SECONDS] [--listen PORT] [--agent NAME] -- COMMAND [ARGS...]

  Starts the MCP server COMMAND over stdio and serves its tools to an MCP client over stdio (or Streamable
  HTTP on http://127.0.0.1:PORT/mcp with --listen). Gatehouse decides every tools/call first; everything
  else passes through.
  --url      Gatehouse's base address (else GATEHOUSE_URL)
  --key      the environment's API key (else GATEHOUSE_API_KEY; prefer the variable: arguments show in ps)
  --wait     how long a reviewed call waits for its approval, in seconds (default ${DEFAULT_WAIT_S}, 0 to 86400)
  --listen   serve Streamable HTTP on this port of 127.0.0.1 instead of stdio (0: any free port)
  --agent    the agent's name in Gatehouse (actor.name; default: the MCP client's name)`;

export class ProxyUsageError extends Error {}

export interface ProxyArgs {
  url: string;
  key: string;
  waitSeconds: number;
  listen: number | null;
  agent?: string;
  command: string;
  args: string[];
}

function intIn(v: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new ProxyUsageError(`${flag} must be a whole number from ${min} to ${max}`);
  return Number(v);
}

/** The options before `--`, the upstream command after it. */
export function parseProxyArgs(argv: string[], env: NodeJS.ProcessEnv): ProxyArgs {
  const dash = argv.indexOf('--');
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const upstream = dash < 0 ? [] : argv.slice(dash + 1);
  const { values, positionals } = parseArgs({
    args: own,
    allowPositionals: true,
    options: { url: { type: 'string' }, key: { type: 'string' }, wait: { type: 'string' }, listen: { type: 'string' }, agent: { type: 'string' } },
  });
  if (positionals.length > 0) throw new ProxyUsageError('put the MCP server command after --');
  if (upstream.length === 0) throw new ProxyUsageError('the MCP server command is missing (after --)');
  const url = values.url ?? env.GATEHOUSE_URL;
  if (!url) throw new ProxyUsageError('--url (or GATEHOUSE_URL) is required');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProxyUsageError('--url is not an address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ProxyUsageError('--url must be http or https');
  const key = values.key ?? env.GATEHOUSE_API_KEY;
  if (!key) throw new ProxyUsageError('--key (or GATEHOUSE_API_KEY) is required');
  const agent = values.agent?.trim();
  if (agent !== undefined && (agent.length === 0 || agent.length > 128)) throw new ProxyUsageError('--agent must be 1 to 128 characters');
  return {
    url: parsed.toString(),
    key,
    waitSeconds: intIn(values.wait, '--wait', 0, 86_400) ?? DEFAULT_WAIT_S,
    listen: intIn(values.listen, '--listen', 0, 65_535) ?? null,
    agent,
    command: upstream[0]!,
    args: upstream.slice(1),
  };
}

/** The upstream's environment: the gateway's own, less Gatehouse's address and key. */
function upstreamEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && k !== 'GATEHOUSE_API_KEY' && k !== 'GATEHOUSE_URL') out[k] = v;
  return out;
}

/** Runs until the client (stdio) goes away or a signal stops it. */
export async function mcpProxy(argv: string[], version: string): Promise<number> {
  const a = parseProxyArgs(argv, process.env);
  const gatehouse = clientGatehouse(a.url, a.key);
  const opts: GatewayOptions = {
    command: a.command,
    args: a.args,
    env: upstreamEnv(process.env),
    gatehouse,
    waitSeconds: a.waitSeconds,
    agent: a.agent,
    catalogue: new CatalogueFeed(gatehouse),
    version,
  };
  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  if (a.listen !== null) {
    const server = await listen(a.listen, opts);
    log.info('mcp gateway listening', { url: server.url });
    await stopped;
    await server.close();
    return 0;
  }
  const transport = new StdioServerTransport();
  const stdinEnded = new Promise<void>((resolve) => process.stdin.once('end', resolve));
  const gone = Promise.race([stdinEnded, stopped]).then(() => null);
  const session = await Promise.race([openSession(transport, opts), gone]);
  if (session === null) return 0;
  log.info('mcp gateway serving stdio');
  await Promise.race([session.closed, gone]);
  await session.close();
  return 0;
}

/**
 * `gatehouse mcp-proxy …` as its own entry (bin/gatehouse.js loads it without the service's modules, so an MCP
 * client starting the gateway waits for the MCP SDK only). argv starts with "mcp-proxy".
 */
export async function main(argv: string[]): Promise<number> {
  setLogLevel(process.env.GATEHOUSE_LOG_LEVEL);
  try {
    return await mcpProxy(argv.slice(1), VERSION);
  } catch (err) {
    if (err instanceof ProxyUsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`gatehouse: ${(err as Error).message}\n\n${MCP_PROXY_USAGE}\n`);
      return 2;
    }
    process.stderr.write(`gatehouse: ${errorName(err)}\n`);
    return 1;
  }
}
