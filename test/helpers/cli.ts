import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './infra';

export const BIN = path.join(__dirname, '..', '..', 'bin', 'gatehouse.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI (the built one, as a user would) with the given environment additions and, if given, standard input. */
export function runCli(args: string[], env: Record<string, string | undefined> = {}, input?: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    if (input !== undefined) child.stdin!.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (c) => (stdout += c));
    child.stderr!.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface Started {
  child: ChildProcess;
  /** What `gatehouse start` printed before it was up. */
  out: string;
  /** Its log lines so far (stderr, JSON lines), kept growing while it runs. */
  readonly log: string;
}

/** `gatehouse start` (the built CLI) with the given environment additions, once it printed that it is up. */
export function startGatehouse(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [BIN, 'start'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (c) => (err += c));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gatehouse start did not come up:\n${out}\n${err}`)), 120_000);
    child.stdout!.on('data', (c) => {
      out += c;
      const firstStartDone = /Its test API key/.test(out) ? /gate_test_\w{40}\n/.test(out) && /Console sign-in[^\n]*\n\s+\S+\n/.test(out) : true;
      if (/Temporal UI:.*\n/.test(out) && firstStartDone) {
        clearTimeout(timer);
        // The key line follows the UI line on first start; give stdout a moment to flush it.
        setTimeout(
          () =>
            resolve({
              child,
              out,
              get log() {
                return err;
              },
            }),
          200,
        );
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gatehouse start exited with ${code}:\n${out}\n${err}`));
    });
  });
}

/** SIGTERM to a started `gatehouse start`; resolves with its exit code. */
export function stopGatehouse(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** The environment of `gatehouse start` on embedded defaults in a new data directory (passable by the "postgres" user under root), on free ports. */
export async function embeddedStartEnv(prefix: string): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dataDir, 0o711);
  return {
    GATEHOUSE_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    GATEHOUSE_PG_PORT: String(await freePort()),
    GATEHOUSE_TEMPORAL_PORT: String(await freePort()),
    GATEHOUSE_TEMPORAL_UI_PORT: String(await freePort()),
    TEMPORAL_CLI: process.env.GATEHOUSE_TEST_TEMPORAL_CLI!,
    DATABASE_URL: '',
    TEMPORAL_ADDRESS: '',
  };
}
