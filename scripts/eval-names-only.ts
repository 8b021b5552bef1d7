// The tool-call traces of `npm run eval` with every call's arguments removed: what an integration that sends
// only the tool's name (a recorder that keeps names, as some public trace sets do) gets from the gate. Each
// dataset on both paths: unsafe traces caught, safe traces passed, F1, and the same with the arguments, side
// by side. Not a goal: a gate decides less from a name than from a call, and this says how much less.
//
// Usage: npm run build && node dist/scripts/eval-names-only.js [DATA_DIR]   (default as `npm run eval`'s)

import path from 'node:path';
import { BuiltinModel } from '../src/model/builtin';
import { repoRoot } from './eval-load';
import { pct } from './eval-report';
import { f1Of, figuresOf, loadTraceSets, PATHS, runTrace, type TraceResult } from './eval-toolcalls';
import type { Trace } from './eval-toolcall-shapes';

/** The trace with every call's arguments removed; names, outputs, labels and the request kept. */
export function namesOnly(t: Trace): Trace {
  return { ...t, steps: t.steps.map((s) => ({ ...s, call: { name: s.call.name, arguments: {} } })) };
}

async function main(): Promise<void> {
  const dataDir = process.argv[2] ?? (process.env.GATEHOUSE_DATA_DIR_EVAL || path.join(repoRoot(), '..', 'shared', 'data'));
  const sets = loadTraceSets(dataDir, path.join(repoRoot(), 'eval', 'toolcalls'), []);
  const model = new BuiltinModel();
  const cell = (caught: number, unsafe: number, passed: number, safe: number) =>
    `${`${caught}/${unsafe}`.padStart(10)} ${`${passed}/${safe}`.padStart(9)} ${(f1Of(caught, unsafe, passed, safe)?.toFixed(3) ?? '-').padStart(5)}`;
  process.stdout.write(`${'dataset'.padEnd(40)} ${'path'.padEnd(10)} ${'with arguments: caught passed F1'.padStart(32)}   ${'names only: caught passed F1'.padStart(28)}\n`);
  for (const set of sets) {
    const full: TraceResult[] = [];
    const bare: TraceResult[] = [];
    for (const t of set.traces) {
      full.push(await runTrace(t, model));
      bare.push(await runTrace(namesOnly(t), model));
    }
    for (const p of PATHS) {
      const a = figuresOf(full, p);
      const b = figuresOf(bare, p);
      process.stdout.write(
        `${set.dataset.padEnd(40)} ${p.padEnd(10)} ${cell(a.caught, a.unsafe, a.passed, a.safe).padStart(32)}   ${cell(b.caught, b.unsafe, b.passed, b.safe).padStart(28)}   (names only: safe passed ${pct(b.safe ? b.passed / b.safe : null)})\n`,
      );
    }
  }
}

if (require.main === module) {
  main().catch((e) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
