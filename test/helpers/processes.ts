// Gatehouse's own processes (`gatehouse api`, `gatehouse worker`) started as the production layout runs them,
// and a PostgreSQL of a test's own (test/helpers/pg-instance.mjs) that it may stop and start again.

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BIN } from './cli';

/**
 * Starts `gatehouse <role>` and resolves once it says it is running. Its log (stderr) is read as it comes, so a
 * long run never blocks on a full pipe. `bin`: the launcher (the benchmark, compiled elsewhere, names its own).
 */
export function serve(role: 'api' | 'worker', env: Record<string, string>, bin = BIN): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bin, role], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (c) => (err = (err + c).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (c) => {
      out += c;
      if (/is running/.test(out)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`gatehouse ${role} exited with ${code}: ${out}\n${err}`)));
  });
}

/** A PostgreSQL in its own process on `port`, its data in `dir` (kept across a stop, so it can be started again). */
export function startPgInstance(dir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pg-instance.mjs'), dir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const m = /READY (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`postgres helper exited with ${code}`)));
  });
}
