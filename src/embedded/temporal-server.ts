// The Temporal CLI dev server as a child process, with a file database under the data directory.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { devServerSearchAttributeFlags } from '../lib/search-attributes';

export interface DevServer {
  address: string;
  uiUrl: string | null;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startTemporalDevServer(opts: {
  cli: string;
  port: number;
  uiPort?: number;
  /** File database; omitted means in memory (tests). */
  dbFile?: string;
  logFile?: string;
  namespace?: string;
  /** The codec endpoint the bundled Web UI calls to show encrypted payloads (`--ui-codec-endpoint`). */
  uiCodecEndpoint?: string;
}): DevServer {
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(opts.port),
    '--namespace',
    opts.namespace ?? 'default',
    '--log-level',
    'warn',
    ...devServerSearchAttributeFlags(),
    '--dynamic-config-value',
    'system.enableEagerWorkflowStart=true',
    // The model call is a regular activity; eager dispatch hands it straight back to this worker.
    '--dynamic-config-value',
    'system.enableActivityEagerExecution=true',
  ];
  if (opts.uiPort) {
    args.push('--ui-port', String(opts.uiPort), '--ui-ip', '127.0.0.1');
    if (opts.uiCodecEndpoint) args.push('--ui-codec-endpoint', opts.uiCodecEndpoint);
  } else args.push('--headless');
  if (opts.dbFile) {
    fs.mkdirSync(path.dirname(opts.dbFile), { recursive: true });
    args.push('--db-filename', opts.dbFile, '--sqlite-pragma', 'journal_mode=WAL', '--sqlite-pragma', 'synchronous=NORMAL');
  }
  const out = opts.logFile ? fs.openSync(opts.logFile, 'a') : 'ignore';
  const child = spawn(opts.cli, args, { stdio: ['ignore', out, out], detached: false });
  if (typeof out === 'number') fs.closeSync(out);
  return {
    address: `127.0.0.1:${opts.port}`,
    uiUrl: opts.uiPort ? `http://127.0.0.1:${opts.uiPort}` : null,
    child,
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL if the child has not gone after the grace period. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
