// The Temporal CLI dev server as a child process, with a file database under the data directory.

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { devServerSearchAttributeFlags } from '../lib/search-attributes';
import { childExited, ended, howEnded } from './supervise';

export interface DevServer {
  address: string;
  uiUrl: string | null;
  /** The running server process (a new one after restart()). */
  readonly child: ChildProcess;
  /** Resolves when the current process exits (how it ended), by itself or stopped. */
  exited(): Promise<string>;
  /** Starts the server again with the same options (after it exited). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The CLI's environment file (`--env-file`): flags whose values must not be on the command line, mode 0600. */
export const DEV_SERVER_ENV = 'gatehouse';

export function startTemporalDevServer(opts: {
  cli: string;
  port: number;
  uiPort?: number;
  /** File database; omitted means in memory (tests). */
  dbFile?: string;
  logFile?: string;
  namespace?: string;
  /**
   * The codec endpoint the bundled Web UI calls to show encrypted payloads. It carries the codec token, so it
   * is never put on the command line (where `ps` shows it to every local user): it goes to the CLI through
   * an environment file of mode 0600 (`envFile`), which the CLI reads as the defaults of its flags.
   */
  uiCodecEndpoint?: string;
  /** Where that environment file is written; required with uiCodecEndpoint. */
  envFile?: string;
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
    if (opts.uiCodecEndpoint) {
      if (!opts.envFile) throw new Error('the UI codec endpoint needs an environment file (envFile)');
      writeEnvFile(opts.envFile, { 'ui-codec-endpoint': opts.uiCodecEndpoint });
      args.push('--env-file', opts.envFile, '--env', DEV_SERVER_ENV);
    }
  } else args.push('--headless');
  if (opts.dbFile) {
    fs.mkdirSync(path.dirname(opts.dbFile), { recursive: true });
    args.push('--db-filename', opts.dbFile, '--sqlite-pragma', 'journal_mode=WAL', '--sqlite-pragma', 'synchronous=NORMAL');
  }
  const launch = () => {
    const out = opts.logFile ? fs.openSync(opts.logFile, 'a') : 'ignore';
    const c = spawn(opts.cli, args, { stdio: ['ignore', out, out], detached: false });
    if (typeof out === 'number') fs.closeSync(out);
    return c;
  };
  let child = launch();
  return {
    address: `127.0.0.1:${opts.port}`,
    uiUrl: opts.uiPort ? `http://127.0.0.1:${opts.uiPort}` : null,
    get child() {
      return child;
    },
    exited: () => childExited(child),
    restart: async () => {
      if (!ended(child)) return;
      child = launch();
      // A start that fails at once (port taken, bad flags) fails this attempt; otherwise the caller's connection waits for it.
      await new Promise<void>((resolve, reject) => {
        const c = child;
        const early = setTimeout(() => {
          c.off('exit', onExit);
          resolve();
        }, 1000);
        function onExit() {
          clearTimeout(early);
          reject(new Error(`the Temporal dev server exited at once (${howEnded(c)})`));
        }
        c.once('exit', onExit);
        c.once('error', onExit);
      });
    },
    stop: () => stopChild(child),
  };
}

/** The CLI's environment file: `env: {gatehouse: {flag: value}}`, written with mode 0600 before the CLI reads it. */
function writeEnvFile(file: string, flags: Record<string, string>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const lines = Object.entries(flags).map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `env:\n  ${DEV_SERVER_ENV}:\n${lines.join('\n')}\n`, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

/** SIGTERM, then SIGKILL if the child has not gone after the grace period. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (ended(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
