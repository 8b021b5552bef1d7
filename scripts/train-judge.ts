// npm run train-judge: trains the builtin model's judge (src/model/judge.ts) and writes its weights to
// src/model/judge-weights.json. Data (docs/judge.md): the labelled sets written here (eval/toolcalls,
// eval/judge-synthetic, eval/probes) and InjecAgent (MIT) from the data folder; never agent-trajectories (evaluation only).
// Every step of every trace is decided on both paths, and the evidence the model is shown is the example.
// Deterministic: the same data gives the same file, byte for byte.
//
// Usage: node dist/scripts/train-judge.js [DATA_DIR] [--out FILE] [--check] [--no-clearing]
//   --check        trains and compares with the committed file instead of writing it (exit 1 when they differ).
//   --no-clearing  a judge that only adds flags, never clears what the lexicon flagged (for comparison).

import path from 'node:path';
import { BuiltinModel } from '../src/model/builtin';
import { examplesOf, loadTraceSets, runSets } from './eval-toolcalls';
import { TRAINABLE, trainJudge } from './judge-train';
import { repoRoot, writeOrCheck } from './eval-load';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const root = repoRoot();
  let out = path.join(root, 'src', 'model', 'judge-weights.json');
  let dataDir = process.env.GATEHOUSE_DATA_DIR_EVAL || path.join(root, '..', 'shared', 'data');
  let check = false;
  let clearing = true;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') out = path.resolve(argv[++i] ?? out);
    else if (a === '--check') check = true;
    else if (a === '--no-clearing') clearing = false;
    else if (!a.startsWith('--')) dataDir = path.resolve(a);
    else throw new Error(`unknown option ${a}`);
  }
  const notes: string[] = [];
  const sets = loadTraceSets(dataDir, path.join(root, 'eval', 'toolcalls'), notes).filter((s) => (TRAINABLE as readonly string[]).includes(s.dataset));
  const started = process.hrtime.bigint();
  const results = await runSets(sets, new BuiltinModel());
  const examples = sets.flatMap((s) => examplesOf(s.dataset, results.get(s.dataset)!));
  const report = trainJudge(examples, TRAINABLE, { clearing });
  const text = JSON.stringify(report.weights) + '\n';
  const lines = [
    ...notes.map((n) => `note: ${n}`),
    `trained on ${report.examples} calls (${Object.entries(report.weights.trained_on).map(([d, c]) => `${d}: ${c.safe} safe, ${c.unsafe} unsafe`).join('; ')})`,
    `thresholds: flag at ${report.weights.threshold}, clear below ${report.weights.clear_threshold}; on the training calls (weighted): F1 ${report.f1.toFixed(3)}, unsafe caught ${(report.unsafeCaught * 100).toFixed(1)} %, safe passed ${(report.safePassed * 100).toFixed(1)} %`,
    `calibration: Platt a=${report.weights.calibration.a} b=${report.weights.calibration.b}; Brier ${report.brier.toFixed(4)}`,
    'reliability (bin, calls, mean predicted, observed unsafe share):',
    ...report.reliability.filter((r) => r.n > 0).map((r) => `  ${r.bin.padEnd(8)} ${String(r.n).padStart(6)}  ${r.predicted.toFixed(3)}  ${r.observed.toFixed(3)}`),
    `${report.weights.weights.length} non-zero weights; ${Math.round(Number(process.hrtime.bigint() - started) / 1e6)} ms`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  writeOrCheck(out, text, check);
}

main().catch((err: unknown) => {
  process.stderr.write(`train-judge failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
