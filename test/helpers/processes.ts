// Gatehouse's own processes (`gatehouse api`, `gatehouse worker`) started as the production layout runs them.

import { spawn, type ChildProcess } from 'node:child_process';
import { BIN } from './cli';

/** Starts `gatehouse <role>` and resolves once it says it is running. */
export function serve(role: 'api' | 'worker', env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BIN, role], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (c) => {
      out += c;
      if (/is running/.test(out)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`gatehouse ${role} exited with ${code}: ${out}`)));
  });
}
