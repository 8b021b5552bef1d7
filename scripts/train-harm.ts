// npm run train-harm: trains the harm classifier and the deception classifier (src/toolcall/facts/harm-model.ts) on
// eval/harm-corpus and writes their weights to src/toolcall/facts/harm-weights.json and deception-weights.json. Prints,
// for each model and corpus file, how a model trained on the other files does on it (leave-one-author-out), at the
// threshold chosen from those held-out scores.
// Deterministic: the same corpus gives the same file, byte for byte.
//
// Usage: node dist/scripts/train-harm.js [--out FILE] [--deception-out FILE] [--check]
//   --check  trains and compares with the committed file instead of writing it (exit 1 when they differ).

import path from 'node:path';
import { atThreshold, DECEPTION_TRAIN_DEFAULTS, HARM_TRAIN_DEFAULTS, loadHarmCorpus, trainHarm } from './harm-train';
import { repoRoot, writeOrCheck } from './eval-load';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function main(): void {
  const argv = process.argv.slice(2);
  const root = repoRoot();
  const facts = path.join(root, 'src', 'toolcall', 'facts');
  let out = path.join(facts, 'harm-weights.json');
  let deceptionOut = path.join(facts, 'deception-weights.json');
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--out') out = path.resolve(argv[++i] ?? out);
    else if (a === '--deception-out') deceptionOut = path.resolve(argv[++i] ?? deceptionOut);
    else if (a === '--check') check = true;
    else throw new Error(`unknown option ${a}`);
  }
  const corpus = loadHarmCorpus(path.join(root, 'eval', 'harm-corpus'));
  process.stdout.write(`corpus: ${[...corpus].map(([f, items]) => `${f} ${items.length}`).join(', ')} (each item twice: request with content, request alone)\n`);
  const models = [
    { title: 'harm classifier (people-harm categories)', opts: HARM_TRAIN_DEFAULTS, file: out },
    { title: 'deception classifier (fraud and phishing)', opts: DECEPTION_TRAIN_DEFAULTS, file: deceptionOut },
  ];
  for (const m of models) {
    const started = process.hrtime.bigint();
    const report = trainHarm(corpus, m.opts);
    const t = report.weights.threshold;
    const lines = [
      `== ${m.title}`,
      `threshold ${t}: the lowest from ${m.opts.lowest} that flags at most ${pct(m.opts.maxFlagged)} of the held-out benign texts`,
      'held out (a model trained on the other files), at that threshold:',
      ...report.heldOut.map((h) => {
        const full = atThreshold([h], t, (id) => id.endsWith('/full'));
        const req = atThreshold([h], t, (id) => id.endsWith('/request'));
        return `  ${h.file.padEnd(10)} request+content: harmful caught ${pct(full.caught)}, benign flagged ${pct(full.flagged)}; request alone: caught ${pct(req.caught)}, flagged ${pct(req.flagged)}`;
      }),
      `  all        harmful caught ${pct(report.caught)}, benign flagged ${pct(report.flagged)}`,
      `${report.weights.weights.length} non-zero weights; ${Math.round(Number(process.hrtime.bigint() - started) / 1e6)} ms`,
    ];
    process.stdout.write(lines.join('\n') + '\n');
    writeOrCheck(m.file, JSON.stringify(report.weights) + '\n', check);
  }
}

main();
