// Training the builtin model's judge (src/model/judge.ts): a logistic regression over hashed features of the
// evidence each labelled call was decided on. Used by `npm run train-judge` (scripts/train-judge.ts, writes the
// committed weights) and by `npm run eval` (the leave-one-dataset-out variants). Deterministic: examples are
// sorted by id, shuffled with a fixed seed, and every number is computed in the same order every run.

import type { Evidence } from '../src/domain/evidence';
import type { ModelAnswer } from '../src/domain/types';
import { scoreEvidence } from '../src/model/builtin';
import { JUDGE_DIMENSIONS, bucketOf, judgeFeatures, judgeOf, lexiconFlags, type Judge, type JudgeWeights } from '../src/model/judge';
import type { DecisionModel, ModelRequestOptions } from '../src/model/provider';

/** The datasets the judge may be trained on: labelled here, or public with a licence that allows it. */
export const TRAINABLE = ['gatehouse-toolcalls', 'gatehouse-synthetic', 'injecagent'] as const;

export interface Example {
  id: string;
  dataset: string;
  label: 0 | 1;
  buckets: number[];
  /** Whether the lexicon scores alone flag the call (src/model/judge.ts lexiconFlags). */
  lexicon: boolean;
  /** Whether the lexicon rejects it: the judge never clears that. */
  rejected: boolean;
}

/** Wraps a model and keeps the evidence of its last call (null when the pipeline decided without it). */
export class EvidenceTap implements DecisionModel {
  readonly name: string;
  last: Evidence | null = null;
  constructor(private readonly inner: DecisionModel) {
    this.name = inner.name;
  }
  async assess(evidence: Evidence, opts: ModelRequestOptions): Promise<ModelAnswer> {
    this.last = evidence;
    return this.inner.assess(evidence, opts);
  }
  take(): Evidence | null {
    const e = this.last;
    this.last = null;
    return e;
  }
}

export function exampleOf(id: string, dataset: string, unsafe: boolean, evidence: Evidence): Example {
  const lexicon = scoreEvidence(evidence);
  const buckets = [...new Set(judgeFeatures(evidence, lexicon).map((f) => bucketOf(f)))].sort((a, b) => a - b);
  return { id, dataset, label: unsafe ? 1 : 0, buckets, lexicon: lexiconFlags(lexicon), rejected: lexicon.handling === 'reject' };
}

/** mulberry32: a small seeded generator, so the shuffle is the same every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export interface TrainOptions {
  seed: number;
  epochs: number;
  rate: number;
  l2: number;
  /** The share of safe training calls that must pass at the chosen threshold. */
  safePass: number;
  /** Whether the judge may clear what the lexicon flagged (false: it only adds flags). */
  clearing: boolean;
}

export const TRAIN_DEFAULTS: TrainOptions = { seed: 24, epochs: 25, rate: 0.2, l2: 0.1, safePass: 0.95, clearing: true };

export interface TrainReport {
  weights: JudgeWeights;
  examples: number;
  brier: number;
  /** Calibration on the training examples: mean predicted against observed, in ten probability bins. */
  reliability: { bin: string; n: number; predicted: number; observed: number }[];
  f1: number;
  safePassed: number;
  unsafeCaught: number;
}

/** Which of `FOLDS` folds a call falls in: by its trace, so a trace's steps and paths stay together. */
const FOLDS = 5;
/** Weighted F1 within this of the best is the same result: the thresholds then flag as little as they can (see trainJudge). */
const F1_TIE = 0.003;
const foldOf = (e: Example) => bucketOf(e.id.slice(0, e.id.lastIndexOf('#')), FOLDS);

const scoreOf = (m: { w: Float64Array; bias: number }, e: Example) => e.buckets.reduce((z, b) => z + m.w[b]!, m.bias);

/** One logistic regression: AdaGrad over a seeded shuffle, L2 on the buckets touched. */
function fit(examples: Example[], weightOf: (e: Example) => number, o: TrainOptions): { w: Float64Array; bias: number } {
  const w = new Float64Array(JUDGE_DIMENSIONS);
  const g2 = new Float64Array(JUDGE_DIMENSIONS);
  let bias = 0;
  let biasG2 = 0;
  const random = seeded(o.seed);
  const order = examples.map((_, i) => i);
  const score = (e: Example) => scoreOf({ w, bias }, e);
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const e = examples[k]!;
      const g = (sigmoid(score(e)) - e.label) * weightOf(e);
      // AdaGrad: each bucket's step shrinks with its own gradient history.
      for (const b of e.buckets) {
        const gb = g + o.l2 * w[b]!;
        g2[b] = g2[b]! + gb * gb;
        w[b] = w[b]! - (o.rate * gb) / Math.sqrt(g2[b]! + 1e-8);
      }
      biasG2 += g * g;
      bias -= (o.rate * g) / Math.sqrt(biasG2 + 1e-8);
    }
  }
  return { w, bias };
}

/**
 * Trains on the examples of the datasets listed (each dataset weighs the same in total, and within it safe and
 * unsafe calls weigh the same), fits Platt scaling, and picks the threshold with the best F1 among those that
 * pass at least `safePass` of the safe calls.
 */
export function trainJudge(all: Example[], datasets: readonly string[], options: Partial<TrainOptions> = {}): TrainReport {
  const o = { ...TRAIN_DEFAULTS, ...options };
  const examples = all.filter((e) => datasets.includes(e.dataset)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // Weights: every (dataset, label) group gets the same total.
  const groups = new Map<string, number>();
  for (const e of examples) groups.set(`${e.dataset}/${e.label}`, (groups.get(`${e.dataset}/${e.label}`) ?? 0) + 1);
  const weightOf = (e: Example) => examples.length / groups.size / groups.get(`${e.dataset}/${e.label}`)!;

  // Calibration and threshold are fitted on out-of-fold scores (each call scored by a model that did not see
  // its trace), the weights on everything.
  const raw = new Array<number>(examples.length).fill(0);
  for (let k = 0; k < FOLDS; k++) {
    const m = fit(
      examples.filter((e) => foldOf(e) !== k),
      weightOf,
      o,
    );
    examples.forEach((e, i) => {
      if (foldOf(e) === k) raw[i] = scoreOf(m, e);
    });
  }
  const { w, bias } = fit(examples, weightOf, o);

  // Platt scaling on the raw scores, with the dataset weights but not the class balancing.
  const natural = new Map<string, number>();
  for (const e of examples) natural.set(e.dataset, (natural.get(e.dataset) ?? 0) + 1);
  const nw = examples.map((e) => examples.length / natural.size / natural.get(e.dataset)!);
  let a = 1;
  let b = 0;
  for (let it = 0; it < 300; it++) {
    let ga = 0;
    let gb = 0;
    let total = 0;
    examples.forEach((e, i) => {
      const d = (sigmoid(a * raw[i]! + b) - e.label) * nw[i]!;
      ga += d * raw[i]!;
      gb += d;
      total += nw[i]!;
    });
    a -= (0.5 * ga) / total;
    b -= (0.5 * gb) / total;
  }
  const p = raw.map((z) => sigmoid(a * z + b));

  // The two thresholds (flag at or above `hi`; clear what the lexicon flagged below `lo`): the best weighted
  // F1 among the pairs passing enough safe calls, on a grid of hundredths. Pairs within F1_TIE of the best are
  // one result (a few training calls tell them apart): of those, the one that flags least (the highest `hi`, then
  // the highest `lo`), so that a small change of the training data does not move the thresholds by chance.
  const pairs: { hi: number; lo: number; f1: number; passed: number; caught: number }[] = [];
  const grid = Array.from({ length: 99 }, (_, k) => (k + 1) / 100);
  for (const hi of grid) {
    for (const lo of o.clearing ? grid.filter((x) => x <= hi) : [0]) {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      let safe = 0;
      examples.forEach((e, i) => {
        const flagged = p[i]! >= hi || (e.lexicon && p[i]! >= lo) || e.rejected;
        const wt = weightOf(e);
        if (e.label === 1) flagged ? (tp += wt) : (fn += wt);
        else {
          safe += wt;
          if (flagged) fp += wt;
        }
      });
      const f1 = (2 * tp) / (2 * tp + fp + fn || 1);
      const passRate = safe ? 1 - fp / safe : 1;
      if (passRate >= o.safePass) pairs.push({ hi, lo, f1, passed: passRate, caught: tp / (tp + fn || 1) });
    }
  }
  const top = pairs.reduce((m, x) => Math.max(m, x.f1), -1);
  const best = pairs.filter((x) => x.f1 >= top - F1_TIE).reduce((b, x) => (x.hi > b.hi || (x.hi === b.hi && x.lo > b.lo) ? x : b), { hi: 0, lo: 0, f1: -1, passed: 0, caught: 0 });

  const reliability = Array.from({ length: 10 }, (_, k) => {
    const idx = p.map((x, i) => [x, i] as const).filter(([x]) => x >= k / 10 && (x < (k + 1) / 10 || k === 9));
    const n = idx.length;
    return {
      bin: `${k / 10}-${(k + 1) / 10}`,
      n,
      predicted: n ? idx.reduce((s, [x]) => s + x, 0) / n : 0,
      observed: n ? idx.reduce((s, [, i]) => s + examples[i]!.label, 0) / n : 0,
    };
  });
  const trainedOn: JudgeWeights['trained_on'] = {};
  for (const e of examples) {
    trainedOn[e.dataset] ??= { safe: 0, unsafe: 0 };
    trainedOn[e.dataset]![e.label ? 'unsafe' : 'safe']++;
  }
  const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
  const sparse: [number, number][] = [];
  w.forEach((x, i) => {
    if (Math.abs(x) >= 1e-4) sparse.push([i, r5(x)]);
  });
  return {
    weights: {
      version: 1,
      dimensions: JUDGE_DIMENSIONS,
      calibration: { a: r5(a), b: r5(b) },
      threshold: best.hi,
      clear_threshold: best.lo,
      reject_threshold: 0.9,
      bias: r5(bias),
      weights: sparse,
      trained_on: trainedOn,
    },
    examples: examples.length,
    brier: p.reduce((s, x, i) => s + (x - examples[i]!.label) ** 2, 0) / (p.length || 1),
    reliability,
    f1: best.f1,
    safePassed: best.passed,
    unsafeCaught: best.caught,
  };
}

export const judgeFrom = (report: TrainReport): Judge => judgeOf(report.weights);
